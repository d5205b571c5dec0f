/**
 * The structured session summary a model writes: DECISIONS / FILES / BLOCKERS / NEXT (a short,
 * directive prompt with fixed headings, which small models such as Haiku follow reliably). Pure: builds the bounded, redacted input
 * and the prompt, parses and validates the model's text, and merges the result into the heuristic
 * summary line format the context pack shows. Never trusts the model: anything unparsable is an error
 * value, and the caller keeps the heuristic summary.
 */
import * as z from "zod/mini";
import { clip, oneLine } from "../common/text.js";
import { redact } from "../redact/redact.js";
import type { SessionRecord } from "./session.js";

export const SUMMARY_SECTIONS = ["DECISIONS", "FILES", "BLOCKERS", "NEXT"] as const;
export type SummarySection = (typeof SUMMARY_SECTIONS)[number];

export interface StructuredSummary {
  decisions: string[];
  files: string[];
  blockers: string[];
  next: string[];
}

/** Input bound: characters of session digest sent to a model (≈ 3,000 tokens). */
export const MAX_DIGEST_CHARS = 12_000;
/** Items kept per section, and characters per item. */
export const MAX_ITEMS = 8;
export const MAX_ITEM_CHARS = 200;

const item = z.string().check(z.minLength(1), z.maxLength(MAX_ITEM_CHARS));
const list = z.array(item).check(z.maxLength(MAX_ITEMS));
export const structuredSummarySchema = z.object({ decisions: list, files: list, blockers: list, next: list });

/**
 * What a model sees of a session: its requests, changed files, command outcomes, errors, Claude
 * Code's own compaction summaries (condensed: errors and fixes, pending tasks, current work, next
 * step — cheaper than the raw transcript) and final message, redacted (core/redact) and cut to
 * `maxChars` (the final message is shortened first).
 */
export function sessionDigest(
  s: SessionRecord,
  maxChars = MAX_DIGEST_CHARS,
  compactions: readonly string[] = [],
): string {
  const head = [
    `Session ${s.id} (${s.startedAt} to ${s.updatedAt})${s.gitBranch ? ` on branch ${s.gitBranch}` : ""}`,
  ];
  const section = (title: string, lines: string[]) =>
    lines.length > 0 ? [`${title}:`, ...lines.map((l) => `- ${clip(oneLine(l), 400)}`)] : [];
  const body = [
    ...section("User requests", s.intents),
    ...section("Files changed", s.filesChanged.slice(0, 40)),
    ...section(
      "Commands (last outcome each)",
      s.commands.map(
        (c) =>
          `${c.ok ? "passed" : "FAILED"}: ${c.command}${c.exitCode !== null && !c.ok ? ` (exit ${c.exitCode})` : ""}${c.error ? ` — ${c.error}` : ""}`,
      ),
    ),
    ...section("Errors", s.errors),
    ...compactions
      .slice(-2)
      .flatMap((c) => ["Compaction summary written by Claude Code (oldest state first):", clip(c, 3000)]),
  ];
  const text = redact([...head, ...body].join("\n"));
  const last = s.lastAssistantMessage ? redact(s.lastAssistantMessage.trim()) : "";
  const room = maxChars - text.length - 40;
  if (last === "" || room < 200) return clip(text, maxChars);
  return `${text}\nFinal assistant message:\n${clip(last, room)}`;
}

/** The extraction prompt: short, directive, fixed headings, output only. */
export function buildSummaryPrompt(digest: string): string {
  return [
    "TASK: Extract key info from this coding session. Output ONLY structured data, exactly these four headings in this order:",
    "",
    "DECISIONS:",
    "- a choice that was made, and why",
    "FILES:",
    "- a file that matters for continuing",
    "BLOCKERS:",
    "- an unresolved problem",
    "NEXT:",
    "- a concrete next step",
    "",
    `Write "- none" under a heading with nothing to list. At most ${MAX_ITEMS} lines per heading, each under ${MAX_ITEM_CHARS} characters. No other text.`,
    "",
    "INPUT:",
    digest,
    "",
    "OUTPUT:",
  ].join("\n");
}

const HEADING =
  /^\s*(?:#{1,6}\s*)?(?:\*\*|__)?\s*(DECISIONS|FILES|BLOCKERS|NEXT)\s*(?:\*\*|__)?\s*:?\s*(?:\*\*|__)?\s*(.*)$/i;
const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+(.*)$/;
const NONE = /^(?:none|n\/a|na|nothing|-|—|no \w+)\.?$/i;

export type ParseResult = { ok: true; summary: StructuredSummary } | { ok: false; error: string };

/**
 * Parses a model's DECISIONS / FILES / BLOCKERS / NEXT text. Accepts markdown decoration on headings,
 * `-`/`*`/numbered bullets and an item on the heading line; drops "none" items; clips items to 200
 * characters and sections to 8 items; redacts every item. Errors (as values): fewer than three of the
 * four headings, a heading twice, more than 300 characters of text outside the headings, or nothing at all.
 */
export function parseStructuredSummary(text: string): ParseResult {
  const out: Record<SummarySection, string[]> = { DECISIONS: [], FILES: [], BLOCKERS: [], NEXT: [] };
  const seen = new Set<SummarySection>();
  let current: SummarySection | null = null;
  let stray = 0;
  const add = (raw: string) => {
    const t = oneLine(raw.replace(/^`(.*)`$/, "$1"));
    if (current === null || t === "" || NONE.test(t)) return;
    out[current].push(clip(redact(t), MAX_ITEM_CHARS));
  };
  for (const line of text.replace(/^```\w*\s*$/gm, "").split(/\r?\n/)) {
    const h = HEADING.exec(line);
    if (h?.[1]) {
      const name = h[1].toUpperCase() as SummarySection;
      if (seen.has(name)) return { ok: false, error: `heading ${name} appears twice` };
      seen.add(name);
      current = name;
      if (h[2]) add(h[2]);
      continue;
    }
    if (line.trim() === "") continue;
    const b = BULLET.exec(line);
    if (current === null) stray += line.trim().length;
    else add(b?.[1] ?? line);
  }
  if (seen.size < 3)
    return { ok: false, error: `expected the headings ${SUMMARY_SECTIONS.join(", ")}; found ${seen.size}` };
  if (stray > 300) return { ok: false, error: `${stray} characters of text outside the headings` };
  const summary = {
    decisions: out.DECISIONS.slice(0, MAX_ITEMS),
    files: out.FILES.slice(0, MAX_ITEMS),
    blockers: out.BLOCKERS.slice(0, MAX_ITEMS),
    next: out.NEXT.slice(0, MAX_ITEMS),
  };
  const r = structuredSummarySchema.safeParse(summary);
  if (!r.success) return { ok: false, error: "summary items out of bounds" };
  if (Object.values(summary).every((l) => l.length === 0)) return { ok: false, error: "empty summary" };
  return { ok: true, summary: r.data };
}

/** The heuristic summary in the structured shape (what every provider falls back to). */
export function structuredFromSession(s: SessionRecord): StructuredSummary {
  return {
    decisions: [],
    files: s.filesChanged.slice(0, MAX_ITEMS),
    blockers: s.errors.slice(-3).map((e) => clip(oneLine(e), MAX_ITEM_CHARS)),
    next: s.nextSteps.slice(0, MAX_ITEMS),
  };
}

/** Marks a summary written by a model: the last line of the merged text. */
export const MODEL_SUMMARY_MARK = "Summary by ";

/**
 * The session summary text with a model's findings merged in: the heuristic "Intent:" and "Commands:"
 * lines stay (they are facts from events); Decisions, Blockers and Next come from the model; Changed
 * lists the model's files, else the heuristic line; a last line names the provider. A previous
 * model merge is replaced, not stacked.
 */
export function mergeModelSummary(heuristic: string, s: StructuredSummary, label: string): string {
  const lines = heuristic.split("\n").filter((l) => !l.startsWith(MODEL_SUMMARY_MARK));
  const pick = (prefix: string) => lines.find((l) => l.startsWith(prefix));
  const join = (items: string[]) => items.join("; ");
  const out: string[] = [];
  const intent = pick("Intent: ");
  if (intent) out.push(intent);
  if (s.decisions.length > 0) out.push(`Decisions: ${join(s.decisions)}`);
  const changed = s.files.length > 0 ? `Changed: ${join(s.files)}` : pick("Changed: ");
  if (changed) out.push(changed);
  const commands = pick("Commands: ");
  if (commands) out.push(commands);
  if (s.blockers.length > 0) out.push(`Blockers: ${join(s.blockers)}`);
  else {
    const errors = pick("Errors: ");
    if (errors) out.push(errors);
  }
  const next = s.next.length > 0 ? `Next: ${join(s.next)}` : pick("Next: ");
  if (next) out.push(next);
  out.push(`${MODEL_SUMMARY_MARK}${label}`);
  return out.join("\n");
}

/** True when a summary text carries a model merge (see mergeModelSummary). */
export function isModelSummary(summary: string): boolean {
  return summary.split("\n").some((l) => l.startsWith(MODEL_SUMMARY_MARK));
}
