/**
 * What Claude said, checked against what the session did before it is kept as a conversation excerpt:
 * the parts a session event disproves are left out, so search never returns them as said. Pure.
 *
 * By structure, for any project and language:
 * - **claims of success** the evidence does not support (core/capture/claim-evidence.ts), including a
 *   list item or short line that ends in the outcome ("- CVE-… patched", "tests: passed") — the word
 *   order the claim detector's "verb first" rule does not see (in English, German, Spanish, Portuguese,
 *   French, Chinese and Japanese);
 * - **claims a later change outran**: a claim made after a check passed in the same turn, when that
 *   check later ended failing or a file was edited after it and it never ran again
 *   (core/conversation/said-turns.ts `checkOutrun`);
 * - **versions** a message names (`Name 14`, `name@2.1`) that a manifest the session read gives
 *   otherwise (core/capture/manifest-note.ts notes on Read events: `next 15.5.2`), the claimed
 *   numbers not being a prefix of the read ones;
 * - **files** a line names that a later command of the session deleted or moved away
 *   (core/capture/session-files.ts `deletedTargets`), or whose edit a later command reverted
 *   (`git checkout -- f`, `git restore f`, `git stash`, `git reset --hard`: said-reverted.ts), or that a
 *   later command moved away, written by the session or not (said-moved.ts: a listing of a folder
 *   the next turn reorganised);
 * - **next steps** the message proposes (core/capture/next-steps.ts) that a later commit or completed
 *   task closed with the same meaning (core/capture/closed-later.ts);
 * - **a message the user's next request reported failing** (a pasted error: said-reported.ts): only its
 *   sentences that report a failure are kept;
 * - **quoted messages**: the free text of a commit, tag, pull request or issue command quoted in a
 *   fenced code block is the author's claim, not an observation: it is left out, the command stays.
 * Lines inside fenced code blocks are quoted material (code, logs, tool output): they are searchable
 * but never read as claims by the version, file and ending-outcome checks.
 */
import {
  type ClaimEvidence,
  claimEvidence,
  isClaim,
  supportedClaim,
  withoutUnsupportedClaims,
} from "../capture/claim-evidence.js";
import { notClosedBy } from "../capture/closed-later.js";
import type { ActivityEvent } from "../capture/events.js";
import { MANIFEST_MARK } from "../capture/manifest-note.js";
import { extractNextSteps } from "../capture/next-steps.js";
import { deletedTargets } from "../capture/session-files.js";
import type { Closer } from "../memories/supersede.js";
import { todoClosers } from "../memories/todo-closers.js";
import type { SaidText } from "./excerpts.js";
import { type Moved, movedAway, namesMoved } from "./said-moved.js";
import { reportedLater, type TypedRequest, typedRequests } from "./said-reported.js";
import { type Reverted, revertedFiles } from "./said-reverted.js";
import { outrunAt, type SessionChecks, sessionChecks } from "./said-turns.js";

/** What a session did, read lazily once per batch (see saidEvidence). */
export interface SaidEvidence {
  readonly events: readonly ActivityEvent[];
  readonly claims: ClaimEvidence;
  /** Dependency name (normalised, see versionName) → versions manifests gave it; on first use. */
  versions?: Map<string, string[]>;
  /** Base names of files the session edited that a later successful command deleted, with when; on first use. */
  deleted?: { ts: string; name: string }[];
  /** Check runs, edits and prompts (core/conversation/said-turns.ts); on first use. */
  checks?: SessionChecks;
  /** Edited files a later command reverted (core/conversation/said-reverted.ts); on first use. */
  reverted?: Reverted[];
  /** Files a later command moved away (core/conversation/said-moved.ts); on first use. */
  moved?: Moved[];
  /** Commits and completed tasks of the session that close a proposed next step (core/memories/todo-closers.ts); on first use. */
  closers?: Closer[];
  /** The typed requests, marked when they paste a failure (core/conversation/said-reported.ts); on first use. */
  requests?: TypedRequest[];
}

/** The evidence of a session's events (time order) for checking what was said in it. */
export function saidEvidence(events: readonly ActivityEvent[]): SaidEvidence {
  return { events, claims: claimEvidence(events) };
}

/**
 * Outcome words of an action that end a claim line ("… patched", "… passed (12/12)", "… behoben",
 * "… corregido", "… corrigé", "… 已修复"), in the languages of the shared sessions and their
 * neighbours: English, German, Spanish, Portuguese, French, Chinese, Japanese. Words that also describe
 * a state found ("enabled", "installed", "configured") are left out: an audit lists those.
 */
const ENDING_OUTCOME = new RegExp(
  [
    "(?:(?:^|[\\s:—–-])(?:fixed|resolved|patched|solved|mitigated|eliminated|implemented|deployed|pushed|merged|committed|published|migrated|verified|passed|passing|succeeded|working",
    "|behoben|gelöst|erledigt|bestanden|implementiert|gepusht|gemergt|committet|veröffentlicht|migriert|verifiziert|erfolgreich|funktioniert",
    "|(?:corregid|arreglad|resuelt|solucionad|implementad|desplegad|publicad|fusionad|migrad|verificad|aprobad|corrigid|resolvid|implantad)[oa]s?|funciona(?:ndo)?",
    "|(?:corrigé|résolu|implémenté|déployé|publié|fusionné|migré|vérifié|réussi)e?s?|fonctionne)",
    "|(?:已(?:经)?(?:修复|解决|完成|通过|提交|推送|部署|合并|实现|验证|发布|迁移)|修复完成|测试通过|修正済み|解決済み|完了しました|成功しました|修正しました))",
    "\\s*(?:[(（][^)）]*[)）])?[\\s.。!！*_]*$",
  ].join(""),
  "iu",
);
/** The outcome negated ("not fixed", "nicht behoben", "no corregido", "pas résolu"): no claim of success. */
const NEGATED =
  /(?:^|\s)(?:not|never|no longer|isn't|wasn't|aren't|weren't|hasn't|haven't|nicht|noch nicht|kein|no|todavía no|aún no|não|pas|jamais|non)\s+(?:\S+\s+)?\S+[\s.!*_]*(?:\([^)]*\))?[\s.!*_]*$/iu;
/** A list item (bullet, number, checkbox) or a line of at most 80 characters. */
const listOrShort = (line: string) => /^\s*(?:[-*•+]|\d+[.)])\s/.test(line) || line.trim().length <= 80;

/**
 * `text` as it may be kept for a message of `role` (see the module comment): a typed prompt is kept
 * as typed; Claude's text without what `ev` disproves. Line structure is kept; an emptied line goes.
 */
export function withoutDisproved(s: SaidText, ev: SaidEvidence): string {
  if (s.role !== "assistant") return s.text;
  ev.requests ??= typedRequests(ev.events);
  const reported = reportedLater(s.text, s.ts, ev.requests);
  if (reported !== null) return reported;
  const text = withoutUnsupportedClaims(withoutQuotedMessages(s.text), ev.claims);
  const closed = closedSteps(text, s.ts, ev);
  ev.checks ??= sessionChecks(ev.events);
  const outrun = outrunAt(s.ts, ev.checks);
  ev.reverted ??= revertedFiles(ev.events);
  ev.moved ??= movedAway(ev.events);
  const out: string[] = [];
  let fenced = false;
  for (const line of text.split("\n")) {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
    if (fenced || /^\s*(?:```|~~~)/.test(line)) {
      out.push(line);
      continue;
    }
    if (closed.some((c) => line.includes(c))) continue;
    if (
      endingClaimUnsupported(line, ev) ||
      versionDisproved(line, ev) ||
      namesMoved(line, s.ts, deletedFiles(ev)) ||
      namesMoved(line, s.ts, ev.reverted) ||
      namesMoved(line, s.ts, ev.moved)
    )
      continue;
    const kept = outrun ? withoutClaims(line) : line;
    if (kept === line || kept.replace(/[\s#*>|:-]/g, "") !== "") out.push(kept);
  }
  return out.join("\n");
}

/** The line without its sentences that claim an outcome (said at a time a later change outran). */
function withoutClaims(line: string): string {
  const sentences = line.split(/(?<=[.!?])\s+|(?<=[。！？])/u);
  const kept = sentences.filter((x) => !isClaim(x));
  return kept.length === sentences.length ? line : kept.join(" ");
}

/** A list item or short line ending in an outcome that the evidence does not support. */
function endingClaimUnsupported(line: string, ev: SaidEvidence): boolean {
  if (!ENDING_OUTCOME.test(line) || NEGATED.test(line) || !listOrShort(line) || /[?？]/.test(line))
    return false;
  // a claim withoutUnsupportedClaims kept is supported: judged again, it stays (its cheap first look
  // may also have passed over a claim word it does not list)
  return !supportedClaim(line, ev.claims);
}

/** The opening words of the proposed next steps of `text` that a later event of `ev` closed. */
function closedSteps(text: string, ts: string, ev: SaidEvidence): string[] {
  const steps = extractNextSteps(text);
  if (steps.length === 0) return [];
  ev.closers ??= todoClosers(ev.events);
  const open = new Set(notClosedBy(steps, ts, ev.closers));
  return steps
    .filter((s) => !open.has(s))
    .map((s) => s.replace(/…$/, "").slice(0, 40))
    .filter((s) => s.trim().length >= 8);
}

/**
 * A name as versions are compared: lowercase, a dotted name by its head ("next.js" → "next"). A scoped
 * package keeps its scope: `@types/node` is not Node.
 */
export function versionName(name: string): string {
  const n = name.toLowerCase();
  return /^[a-z][\w-]*\.[a-z]{1,4}$/.test(n) ? (n.split(".")[0] as string) : n;
}

/** `Name 14`, `Name v14.2`, `name@14.2.1` (a name with a letter, then a version with no letter after it). */
const NAMED_VERSION = /([@\p{L}][\p{L}\p{N}_./@+-]*?)(?:\s+v?|@)(\d+(?:\.\d+){0,3})(?![\p{L}\p{N}.%])/gu;

function manifestVersions(ev: SaidEvidence): Map<string, string[]> {
  if (ev.versions) return ev.versions;
  const map = new Map<string, string[]>();
  for (const e of ev.events) {
    if (!e.detail?.startsWith(MANIFEST_MARK)) continue;
    const body = e.detail.slice(e.detail.indexOf(":") + 1);
    for (const part of body.split(";")) {
      const deps = /^\s*(?:dependencies|devDependencies|deps):\s*(.*)$/.exec(part)?.[1];
      if (!deps) continue;
      for (const dep of deps.split(",")) {
        const m = /^\s*(\S+)\s+[~^=>< v]*(\d+(?:\.\d+)*)/.exec(dep);
        if (!m) continue;
        const key = versionName(m[1] as string);
        map.set(key, [...(map.get(key) ?? []), m[2] as string]);
      }
    }
  }
  ev.versions = map;
  return map;
}

/** True when the line names a version of something a manifest of the session gives another version. */
function versionDisproved(line: string, ev: SaidEvidence): boolean {
  if (!/\d/.test(line)) return false;
  const read = manifestVersions(ev);
  if (read.size === 0) return false;
  for (const m of line.matchAll(NAMED_VERSION)) {
    const raw = (m[1] as string).replace(/[*_`]/g, "");
    // a lowercase word and a bare number ("the next 2 steps") is prose, not a name and its version
    if (!/[\p{Lu}.@/-]/u.test(raw) && !(m[2] as string).includes(".")) continue;
    const seen = read.get(versionName(raw));
    if (seen === undefined) continue;
    const said = (m[2] as string).split(".");
    const fits = seen.some((v) => said.every((part, i) => v.split(".")[i] === part));
    if (!fits) return true;
  }
  return false;
}

function deletedFiles(ev: SaidEvidence): { ts: string; name: string }[] {
  if (ev.deleted) return ev.deleted;
  const out: { ts: string; name: string }[] = [];
  const edited = new Set<string>();
  const base = (p: string) =>
    (p.replaceAll("\\", "/").replace(/\/+$/, "").split("/").at(-1) ?? "").toLowerCase();
  for (const e of ev.events) {
    if (e.kind !== "tool" || e.ok !== true) continue;
    if (!e.command) {
      for (const f of e.files) edited.add(base(f));
      continue;
    }
    for (const t of deletedTargets(e.command)) {
      const name = base(t);
      // a file the session wrote (not one a tool regenerates), by a base name with an extension
      if (/^[^*?]+\.[\w-]+$/.test(name) && name.length >= 5 && edited.has(name)) out.push({ ts: e.ts, name });
    }
  }
  ev.deleted = out;
  return out;
}

/** A commit, tag, merge, pull request, release or issue command whose free text follows. */
const WRITES_MESSAGE =
  /\b(?:git\s+(?:commit|tag|merge|notes)|(?:gh|glab)\s+(?:pr|mr|issue|release)\s+(?:create|edit|comment|close))\b/i;
const MESSAGE_FLAG =
  /\s(?:-m|--message|-F|--file|--title|--body|--notes|-t|-b|--description)(?=[\s=]|["'@$])/;

/**
 * Fenced code blocks with the free text of a commit (or tag, pull request, issue) command left out, as
 * `-m "…"`: the quoted message when its closing quote is on the block, else from the flag to the
 * block's end (a heredoc, a message over several lines). Other text is returned as it is.
 */
export function withoutQuotedMessages(text: string): string {
  if (!text.includes("```") && !text.includes("~~~")) return text;
  return text.replace(
    /(^|\n)([ \t]*(?:```|~~~)[^\n]*\n)([\s\S]*?)(\n[ \t]*(?:```|~~~))/g,
    (all, lead, open, body, close) => {
      const w = WRITES_MESSAGE.exec(body);
      if (!w) return all;
      const from = w.index + w[0].length;
      const flag = MESSAGE_FLAG.exec(body.slice(from));
      if (!flag) return all;
      const cut = from + flag.index + flag[0].length;
      const q = /^[\s=]*(["'])/.exec(body.slice(cut));
      const end = q ? closingQuote(body, cut + q[0].length, q[1] as string) : -1;
      const rest = end < 0 ? "" : body.slice(end + 1);
      return `${lead}${open}${body.slice(0, cut)} "…"${rest}${close}`;
    },
  );
}

/** Index of the quote `q` closing a string that starts at `from` (a backslash escapes), -1 when none on one line. */
function closingQuote(text: string, from: number, q: string): number {
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === "\n") return -1;
    if (c === "\\") i++;
    else if (c === q) return i;
  }
  return -1;
}
