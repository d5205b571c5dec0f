/**
 * An error/fix pair of a compaction summary that a later summary of the same session tells again on the
 * same subject is left out: the later telling is the session's newer account, and the fix it gives may
 * have replaced the older one (a first summary's "fixed by removing `rootDir` from both tsconfigs", a
 * second's "MCP gets a standalone tsconfig with `rootDir: "src"`": told the first, a next session would
 * undo the later fix). Claude Code writes each summary from the whole conversation so far, so the later
 * one knows what the earlier one knew.
 *
 * Same subject: the two pairs (error and fix) name a common code span — a backticked span of at least 3
 * characters that is neither a number nor a file path (a setting, an identifier, a command, an error
 * code); a file both name is not enough (two errors in one file are two facts). A pair belongs to the
 * last summary at or before its time (core/capture/capture.ts dates each pair from its summary's record,
 * one millisecond apart in the order listed). Pure.
 */
import { COMPACT_SUMMARY_MARK } from "./compact-summary.js";
import type { ActivityEvent } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";

/** The capture tag of a bug note kept from a compaction summary's "Errors and fixes". */
const COMPACTION_TAG = "compaction";
/** A span that names a file or folder: a path separator, or a name with an extension. */
const FILE = /[\\/]|^[\w.-]+\.[a-z][a-z0-9]{0,4}$/i;

/** The code spans a pair names (lower case), file paths and numbers left out. */
export function namedSpans(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/`([^`\n]+)`/g)) {
    const s = (m[1] as string).trim().toLowerCase();
    if (s.length >= 3 && !/^[\d.\s]+$/.test(s) && !FILE.test(s)) out.add(s);
  }
  return out;
}

const isPair = (d: MemoryDraft) => d.type === "bug_note" && d.tags.includes(COMPACTION_TAG) && !!d.at;

/** `drafts` less the compaction pairs a later summary of the same session told again on the same subject. */
export function withoutRetoldFixes(
  drafts: readonly MemoryDraft[],
  events: readonly ActivityEvent[],
): MemoryDraft[] {
  const summaries = events
    .filter((e) => e.kind === "compact" && e.detail?.startsWith(COMPACT_SUMMARY_MARK))
    .map((e) => ({ session: e.sessionId, ts: e.ts }));
  if (summaries.length < 2) return [...drafts];
  const pairs = drafts.filter(isPair).map((d) => ({
    d,
    summary: summaries.findLastIndex((s) => s.session === d.sessionId && s.ts <= (d.at as string)),
    spans: namedSpans(`${d.title}\n${d.body}`),
  }));
  const retold = new Set<MemoryDraft>();
  for (const p of pairs) {
    if (p.summary < 0 || p.spans.size === 0) continue;
    const later = pairs.some(
      (q) =>
        q.summary > p.summary && q.d.sessionId === p.d.sessionId && [...q.spans].some((s) => p.spans.has(s)),
    );
    if (later) retold.add(p.d);
  }
  return retold.size === 0 ? [...drafts] : drafts.filter((d) => !retold.has(d));
}
