/**
 * Claude Code's own compaction summary: the user record with `isCompactSummary: true` that opens a
 * compacted conversation ("This session is being continued from a previous conversation…"), written
 * by Claude with numbered sections such as "Errors and fixes", "Problem Solving", "Pending Tasks",
 * "Current Work" and "(Optional) Next Step". Pure: condenses the sections capture uses into an event
 * detail, and parses that detail back. Does not redact (callers do).
 */
import { clip, oneLine } from "../common/text.js";

export interface CompactSummary {
  /** "Errors and fixes" items: an error and, when the item says so, how it was fixed. */
  errorsAndFixes: string[];
  /** "Pending Tasks" items (top-level bullets). */
  pending: string[];
  /** "Current Work" paragraph (first lines). */
  currentWork: string | null;
  /** "Next Step" paragraph (first lines). */
  nextStep: string | null;
}

/** First line of a compact event's detail that carries a condensed summary. */
export const COMPACT_SUMMARY_MARK = "Compaction summary";

const HEADING =
  /^\s*(?:#{1,6}\s*)?(?:\d+\.\s*)?(?:\*\*)?([A-Z][A-Za-z ()&/'-]{2,40}?)(?:\*\*)?:\s*(?:\*\*)?\s*$/;
const BULLET = /^(\s*)[-*•]\s+(.*)$/;
const NUMBERED = /^(\s+)\d+[.)]\s+(.*)$/;
const SECTIONS: Record<string, keyof CompactSummary> = {
  "errors and fixes": "errorsAndFixes",
  "pending tasks": "pending",
  "current work": "currentWork",
  "next step": "nextStep",
  "optional next step": "nextStep",
  "next steps": "nextStep",
};

/** True for the text Claude Code writes at the start of a compacted conversation. */
export function isCompactSummaryText(text: string): boolean {
  return /^\s*This session is being continued from a previous conversation/.test(text);
}

/** Sections of a compaction summary (or of a condensed detail); unknown sections are ignored. */
export function parseCompactSummary(text: string): CompactSummary {
  const out: CompactSummary = { errorsAndFixes: [], pending: [], currentWork: null, nextStep: null };
  let section: keyof CompactSummary | null = null;
  let indent = -1;
  const para: string[] = [];
  const flush = () => {
    if ((section === "currentWork" || section === "nextStep") && para.length > 0)
      out[section] = clip(oneLine(para.join(" ")), 600);
    para.length = 0;
  };
  for (const line of text.split(/\r?\n/)) {
    const h = HEADING.exec(line);
    if (h?.[1] && !BULLET.test(line)) {
      flush();
      const name = h[1].toLowerCase().replace(/[()]/g, "").replace(/\s+/g, " ").trim();
      section = SECTIONS[name] ?? null;
      indent = -1;
      continue;
    }
    if (section === null || line.trim() === "") continue;
    if (section === "errorsAndFixes" || section === "pending") {
      const b = BULLET.exec(line) ?? (section === "errorsAndFixes" ? NUMBERED.exec(line) : null);
      if (!b?.[2]) continue;
      const depth = b[1]?.length ?? 0;
      if (indent < 0) indent = depth;
      const items = out[section];
      if (depth <= indent) items.push(clip(oneLine(b[2]), 400));
      // a nested bullet of an error belongs to it: the symptom, the cause or the fix
      else if (section === "errorsAndFixes" && items.length > 0)
        items[items.length - 1] = clip(`${items.at(-1)}\n  - ${oneLine(b[2])}`, 800);
      continue;
    }
    if (para.join(" ").length < 800 && !/^\s*```/.test(line)) para.push(line.trim());
  }
  flush();
  out.pending = out.pending.filter((p) => !SAYS_NONE.test(p));
  if (out.nextStep !== null && SAYS_NONE.test(out.nextStep)) out.nextStep = null;
  if (out.currentWork !== null && SAYS_NONE.test(out.currentWork)) out.currentWork = null;
  return out;
}

/** "None", "No explicit next step requested", "Nothing pending": a section that lists nothing. */
const SAYS_NONE =
  /^\W*(?:none|n\/a|nothing|no (?:explicit |further |specific |other |additional |pending |remaining )*(?:next steps?|steps?|tasks?|work|requests?|pending|action)s?\b)/i;

/** The condensed event detail (≤ 4,000 chars): the mark line, then each non-empty section. */
export function condenseCompactSummary(text: string): string | null {
  const s = parseCompactSummary(text);
  const parts: string[] = [COMPACT_SUMMARY_MARK];
  if (s.errorsAndFixes.length > 0)
    parts.push("Errors and fixes:", ...s.errorsAndFixes.slice(0, 12).map((e) => `- ${clip(e, 500)}`));
  if (s.pending.length > 0)
    parts.push("Pending Tasks:", ...s.pending.slice(0, 8).map((p) => `- ${clip(p, 200)}`));
  if (s.currentWork) parts.push("Current Work:", clip(s.currentWork, 400));
  if (s.nextStep) parts.push("Next Step:", clip(s.nextStep, 400));
  return parts.length > 1 ? clip(parts.join("\n"), 4000) : null;
}

/** Words saying a fix was made (past tense), as Claude writes them under "Errors and fixes". */
const FIX_DONE =
  /\b(?:fix(?:ed|es)|resolved|solved|removed|renamed|extracted|added|replaced|changed|updated|moved|switched|wrapped|converted|created|pinned|installed|upgraded|downgraded|reverted|rewrote|rewritten|deleted|disabled|enabled|restored|corrected|made|used|using|instead|needed to)\b/i;
/** Explicitly fixed: outweighs any word of doubt in the same text. */
const FIXED = /\b(?:fixed|resolved|solved)\b/i;
/** Words saying the problem is still there, or that the "fix" is left to someone. */
const UNRESOLVED =
  /\bfix:\s+(?!fixed\b)[a-z]+\b(?!ed\b)|\b(?:cannot|can't|could not|couldn't|unable to|still (?:fails?|failing|broken|open|pending)|not (?:yet )?(?:fixed|resolved)|must|needs? to be|requires? (?:the )?user|pending|blocked|unresolved|both failed|did not work|didn't work|no fix)\b/i;
/** The text without negated verbs ("never created", "not added"): what it says was done. */
const affirmed = (text: string) =>
  text.replace(/\b(?:never|not|wasn't|weren't|isn't|aren't|no longer|without)\s+(?:been\s+)?\w+/gi, "");

/** A nested line that reports the error or its cause rather than the fix. */
const SYMPTOM = /^(?:error|symptom|cause|root cause|issue|problem|message|output|reason)\s*:/i;

/**
 * An "Errors and fixes" item split into the error and its fix; null when the item names no fix that
 * was made, or says it is not fixed. The error is the item's lead (its bold part, else the text before
 * ": "); the fix is the first part of the rest or of its nested lines that says a fix was made
 * (FIX_DONE, not a symptom line such as "Error: …"). A text with doubt (UNRESOLVED: "cannot", "must",
 * "both failed") counts only when it also says fixed / resolved / solved.
 */
export function errorFixPair(item: string): { error: string; fix: string } | null {
  const [head = "", ...nested] = item.split("\n");
  if (/^\W*CURRENT\b/i.test(head)) return null;
  // "**error**: fix" (bold error, as Claude writes it), else "error: fix"
  const m =
    /^\*\*(.+?)\*\*(?:\s*\([^)]*\))?\s*(?::|[-–—])?\s*(.*)$/.exec(head) ??
    /^(.*?)(?::\s+|\s+[-–—]\s+|:$)(.*)$/.exec(head);
  if (!m?.[1]) return null;
  const parts = [m[2] ?? "", ...nested.map((n) => n.replace(/^\s*-\s+/, ""))].filter((p) => p.trim() !== "");
  const fix = parts.find(
    (p) => !SYMPTOM.test(p) && FIX_DONE.test(affirmed(p)) && (FIXED.test(p) || !UNRESOLVED.test(p)),
  );
  if (!fix) return null;
  const error = m[1]
    .replace(/\*\*|`/g, "")
    .replace(/:$/, "")
    .trim();
  return error.length >= 4 ? { error: clip(error, 200), fix: clip(fix.trim(), 300) } : null;
}

/**
 * An "Errors and fixes" item that was still open when the summary was written ("**CURRENT: error**
 * (where): details"): the error and the rest of the item. Null for any other item.
 */
export function openErrorItem(item: string): { error: string; detail: string } | null {
  const m = /^\W*CURRENT\b\W*\s*(.+)$/i.exec(item.split("\n")[0] ?? "");
  if (!m?.[1]) return null;
  const text = m[1].trim();
  const bold = /^(.+?)\*\*\s*(.*)$/.exec(text);
  const error = (bold?.[1] ?? text.split(/:\s/)[0] ?? text).replace(/\*\*|`/g, "").trim();
  if (error.length < 4) return null;
  return { error: clip(error, 200), detail: clip((bold?.[2] ?? "").replace(/^[:\s-]+/, ""), 300) };
}
