/**
 * Capture rule for an error Claude Code's compaction summary lists as still open ("CURRENT: …"):
 * when the session went on to edit the file the item names (or any file, when it names none) and a
 * build/test/lint/typecheck command then passed, the error was resolved after the compaction. It
 * becomes a bug note pairing the error with the evidence that it was fixed (first: the note is not shown
 * as open) and the approach the summary gave for it (its "Next Step", when that step mentions the error's
 * file or words). Without that
 * evidence nothing is kept: an open error is not a lesson. Pure.
 */
import { isEditTool } from "../agents/tool-kinds.js";
import { clip } from "../common/text.js";
import { compactFixKey } from "../memories/dedupe-key.js";
import { classifyCommand } from "./command-kind.js";
import { shapeOf } from "./command-shape.js";
import { COMPACT_SUMMARY_MARK, openErrorItem, parseCompactSummary } from "./compact-summary.js";
import type { ActivityEvent } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";

/** File names (with an extension) an item mentions. */
const fileNames = (text: string) =>
  [...text.matchAll(/[\w.-]+\.[A-Za-z]{1,5}\b/g)].map((m) => m[0]).filter((n) => !/^\d/.test(n));
const base = (p: string) => p.split("/").at(-1) ?? p;
/** Distinctive words (≥ 5 letters) of a text, lower-cased. */
const words = (text: string) => new Set((text.toLowerCase().match(/[a-z_][\w.]{4,}/g) ?? []).map((w) => w));

export function resolvedCompactionErrors(events: readonly ActivityEvent[]): MemoryDraft[] {
  const drafts: MemoryDraft[] = [];
  for (const [i, e] of events.entries()) {
    if (e.kind !== "compact" || !e.detail?.startsWith(COMPACT_SUMMARY_MARK)) continue;
    const summary = parseCompactSummary(e.detail);
    for (const item of summary.errorsAndFixes) {
      const open = openErrorItem(item);
      if (!open) continue;
      const named = fileNames(`${open.error} ${open.detail}`);
      const later = events.slice(i + 1);
      const edit = later.findIndex(
        (n) =>
          n.kind === "tool" &&
          n.ok === true &&
          n.tool !== null &&
          isEditTool(n.tool) &&
          n.files.some((f) => named.length === 0 || named.includes(base(f))),
      );
      if (edit < 0) continue;
      const check = later
        .slice(edit + 1)
        .find(
          (n) => n.kind === "tool" && n.ok === true && !!n.command && classifyCommand(n.command) !== null,
        );
      if (!check?.command) continue;
      const edited = later[edit] as ActivityEvent;
      const errorWords = words(`${open.error} ${open.detail}`);
      const step = summary.nextStep;
      const stepFits =
        step !== null &&
        (named.some((n) => step.includes(n)) ||
          [...words(step)].filter((w) => errorWords.has(w)).length >= 2);
      const where = open.detail ? ` ${open.detail}` : "";
      const how = stepFits ? ` Approach: ${clip(step, 300)}` : "";
      drafts.push({
        type: "bug_note",
        title: clip(open.error, 300),
        // the outcome leads, in one sentence with where the error was (a sentence every such note shares is
        // left out of pack lines as a template: core/context/body-shown), so a pack line shows it fixed
        body: `Fixed after Claude Code compacted the conversation:${where} Resolved afterwards: edited ${edited.files.map(base).join(", ")}, then \`${clip(shapeOf(check.command).general, 100)}\` passed.${how}`,
        files: edited.files.slice(0, 12),
        tags: ["compaction"],
        dedupeKey: compactFixKey(open.error),
        sessionId: e.sessionId,
        toolUseId: check.toolUseId,
        event: e.event,
      });
    }
  }
  return drafts;
}
