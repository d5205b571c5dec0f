/**
 * The model input for a session that Claude Code compacted: its latest compaction summary (Claude's
 * own account of the work up to that point, kept condensed in the compact event's detail by
 * core/capture/compact-summary.ts) plus only what the session did after it — requests, changed
 * files, command outcomes, errors — and the final assistant message. Cheaper than the whole session
 * digest (core/capture/summary-format.ts `sessionDigest`), which lists everything from the start.
 * Pure: redacted (core/redact) and cut to `maxChars` (the final message is shortened first).
 */
import { isEditTool } from "../agents/tool-kinds.js";
import { COMPACT_SUMMARY_MARK } from "../capture/compact-summary.js";
import type { ActivityEvent } from "../capture/events.js";
import type { SessionRecord } from "../capture/session.js";
import { MAX_DIGEST_CHARS } from "../capture/summary-format.js";
import { clip, oneLine } from "../common/text.js";
import { redact } from "../redact/redact.js";

/** Items listed per section of the after-compaction part. */
const MAX_AFTER_ITEMS = 15;

/** The condensed summary text of a compact event, or null when the event carries none. */
export function compactionText(e: ActivityEvent): string | null {
  if (e.kind !== "compact" || !e.detail?.startsWith(COMPACT_SUMMARY_MARK)) return null;
  const text = e.detail.slice(COMPACT_SUMMARY_MARK.length).trim();
  return text === "" ? null : text;
}

/**
 * The digest built on the latest compaction summary among `events` (the session's events in time
 * order), or null when the session has none (the caller then uses the whole-session digest).
 */
export function compactionDigest(
  s: SessionRecord,
  events: readonly ActivityEvent[],
  maxChars = MAX_DIGEST_CHARS,
): string | null {
  const at = events.findLastIndex((e) => compactionText(e) !== null);
  const compact = events[at];
  const summary = compact === undefined ? null : compactionText(compact);
  if (compact === undefined || summary === null) return null;
  const after = events.slice(at + 1);
  const section = (title: string, lines: readonly string[]) =>
    lines.length > 0
      ? [`${title}:`, ...lines.slice(-MAX_AFTER_ITEMS).map((l) => `- ${clip(oneLine(l), 400)}`)]
      : [];
  const requests = after.filter((e) => e.kind === "prompt" && e.detail).map((e) => e.detail as string);
  const files = new Set<string>();
  const commands = new Map<string, ActivityEvent>();
  const errors: string[] = [];
  for (const e of after) {
    if (e.kind !== "tool") continue;
    if (e.ok === true && isEditTool(e.tool)) for (const f of e.files) files.add(f);
    if (e.command !== null) {
      commands.delete(e.command); // the last outcome of each command, in the order they last ran
      commands.set(e.command, e);
    }
    if (e.ok === false && e.error !== null && !errors.includes(e.error)) errors.push(e.error);
  }
  const outcomes = [...commands.values()].map(
    (c) =>
      `${c.ok === false ? "FAILED" : "passed"}: ${c.command}${c.ok === false && c.exitCode !== null ? ` (exit ${c.exitCode})` : ""}${c.ok === false && c.error ? ` — ${c.error}` : ""}`,
  );
  const head = [
    `Session ${s.id} (${s.startedAt} to ${s.updatedAt})${s.gitBranch ? ` on branch ${s.gitBranch}` : ""}`,
    `Compaction summary written by Claude Code at ${compact.ts} (the work up to then):`,
    clip(summary, 4000),
  ];
  const rest =
    after.length === 0
      ? ["Nothing was recorded after that compaction."]
      : [
          `After that compaction (${compact.ts} to ${s.updatedAt}):`,
          ...section("User requests", requests),
          ...section("Files changed", [...files]),
          ...section("Commands (last outcome each)", outcomes),
          ...section("Errors", errors),
        ];
  const text = redact([...head, ...rest].join("\n"));
  const last = s.lastAssistantMessage ? redact(s.lastAssistantMessage.trim()) : "";
  const room = maxChars - text.length - 40;
  if (last === "" || room < 200) return clip(text, maxChars);
  return `${text}\nFinal assistant message:\n${clip(last, room)}`;
}
