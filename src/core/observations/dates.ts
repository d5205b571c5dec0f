/**
 * The three dates of an observation: observed (its group's `Date:` plus its time), referenced
 * (`{ref: YYYY-MM-DD}`, a date named in the content) and relative (`{rel: YYYY-MM-DD from "next
 * Tuesday"}`, an expression resolved against the observation date). Pure: calendar arithmetic on
 * "YYYY-MM-DD" strings in UTC, never the clock.
 */
import { oneLine } from "../common/text.js";

export interface ObservationDates {
  observed: string | null;
  referenced: string[];
  relative: { date: string; expression: string }[];
}

const REF_TAG = /\{ref: (\d{4}-\d{2}-\d{2})\}/g;
const REL_TAG = /\{rel: (\d{4}-\d{2}-\d{2}) from "([^"]*)"\}/g;
/** Shorthand Claude may write; `normalizeRelTags` resolves it to the full form. */
const REL_SHORT = /\{rel: (?:\?\s+from\s+)?"([^"]*)"\}/g;

export function tagDates(text: string): Pick<ObservationDates, "referenced" | "relative"> {
  return {
    referenced: [...text.matchAll(REF_TAG)].map((m) => m[1] ?? ""),
    relative: [...text.matchAll(REL_TAG)].map((m) => ({ date: m[1] ?? "", expression: m[2] ?? "" })),
  };
}

/** Text without its date tags (for titles and duplicate detection). */
export function stripTags(text: string): string {
  return text
    .replace(REF_TAG, "")
    .replace(REL_TAG, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

const DAY_MS = 86_400_000;
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

export function isIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const t = Date.parse(`${s}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === s;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
}

function count(word: string): number | null {
  const n = Number(word);
  if (Number.isInteger(n) && n >= 0) return n;
  return NUMBERS[word] ?? null;
}

/**
 * Resolves a relative expression against `base` (YYYY-MM-DD): today, tomorrow, yesterday,
 * "next/last/this <weekday>", "<weekday>" (the next one), "in N days|weeks|months",
 * "N days|weeks|months ago", "next/last week|month|year", "end of month". "next Tuesday" is the
 * first Tuesday after `base` (on a Tuesday, a week later). Null when not understood.
 */
export function resolveRelative(expression: string, base: string): string | null {
  if (!isIsoDate(base)) return null;
  const e = oneLine(expression.toLowerCase());
  if (e === "today" || e === "tonight") return base;
  if (e === "tomorrow") return addDays(base, 1);
  if (e === "yesterday") return addDays(base, -1);
  if (e === "day after tomorrow" || e === "the day after tomorrow") return addDays(base, 2);
  if (e === "end of month" || e === "end of the month") {
    const d = new Date(`${base}T00:00:00Z`);
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  }
  const dow = new Date(`${base}T00:00:00Z`).getUTCDay();
  let m = /^(next|last|this|coming|on)? ?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)$/.exec(e);
  if (m?.[2]) {
    const target = WEEKDAYS.indexOf(m[2]);
    if (m[1] === "last") return addDays(base, -(((dow - target + 6) % 7) + 1));
    if (m[1] === "this" && target >= dow) return addDays(base, target - dow);
    return addDays(base, ((target - dow + 6) % 7) + 1);
  }
  m = /^(next|last) (week|month|year)$/.exec(e);
  if (m?.[2]) {
    const sign = m[1] === "next" ? 1 : -1;
    if (m[2] === "week") return addDays(base, 7 * sign);
    return addMonths(base, (m[2] === "month" ? 1 : 12) * sign);
  }
  m = /^(?:in )?(\w+) (day|week|month|year)s?( ago| from now| later)?$/.exec(e);
  if (m?.[1] && m[2] && (e.startsWith("in ") || m[3])) {
    const n = count(m[1]);
    if (n === null) return null;
    const sign = m[3] === " ago" ? -1 : 1;
    if (m[2] === "day") return addDays(base, n * sign);
    if (m[2] === "week") return addDays(base, 7 * n * sign);
    return addMonths(base, (m[2] === "month" ? n : 12 * n) * sign);
  }
  return null;
}

/**
 * Rewrites `{rel: "expr"}` / `{rel: ? from "expr"}` into `{rel: DATE from "expr"}`, and corrects a
 * written DATE that disagrees with the resolution of its expression against `base`. Expressions it
 * cannot resolve keep the date as written (or stay untouched in shorthand).
 */
export function normalizeRelTags(text: string, base: string): string {
  const full = text.replace(REL_TAG, (whole, date: string, expr: string) => {
    const r = resolveRelative(expr, base);
    return r && r !== date ? `{rel: ${r} from "${expr}"}` : whole;
  });
  return full.replace(REL_SHORT, (whole, expr: string) => {
    const r = resolveRelative(expr, base);
    return r ? `{rel: ${r} from "${expr}"}` : whole;
  });
}
