/**
 * The freshness rule at Stop, decided from this turn's events (no per-turn file): a turn that edited
 * a file some note covers, without refreshing that note in the same turn, is blocked once with a reason
 * naming each stale topic and its edited files. A turn that explored heavily (≥ threshold Read/Grep/
 * Glob/LS calls) and wrote no note gets one declinable nudge. Edits no note covers are listed, never
 * blocked. `already` is what this turn was already told, so nothing is said twice. Pure. What the turn
 * did comes from turn-activity.ts.
 */
import { type CoveredTopic, classifyEdits } from "./covers.js";
import { NOTES_DIR } from "./note-path.js";
import type { TurnActivity } from "./turn-activity.js";

export { isExploration, type TurnActivity, turnActivity } from "./turn-activity.js";

export interface AlreadyTold {
  /** Topics this turn was already blocked for. */
  blocked: readonly string[];
  nudged: boolean;
}

export type FreshnessVerdict =
  | { kind: "stale"; stale: { topic: string; files: string[] }[]; uncovered: string[]; reason: string }
  | { kind: "nudge"; explorationCount: number; uncovered: string[]; reason: string };

const list = (xs: readonly string[], n = 8) =>
  xs.length > n ? `${xs.slice(0, n).join(", ")} and ${xs.length - n} more` : xs.join(", ");

export function decideFreshness(input: {
  activity: TurnActivity;
  topics: readonly CoveredTopic[];
  threshold: number;
  already: AlreadyTold;
}): FreshnessVerdict | null {
  const { activity: a, already } = input;
  const { byTopic, uncovered } = classifyEdits(a.codeEdits, input.topics);
  const stale = byTopic.filter((t) => !a.noteWrites.includes(t.topic));
  if (stale.some((t) => !already.blocked.includes(t.topic))) {
    const lines = stale.map((t) => `- ${t.topic} (${NOTES_DIR}/${t.topic}.md) covers ${list(t.files)}`);
    const reason = [
      "Cairn: this turn changed code that topic notes cover, and these notes were not refreshed:",
      ...lines,
      "Update each note so it matches the code as it is now (keep the frontmatter; Cairn stamps `updated`), then finish. If a note is still accurate, touch nothing and say so in one line.",
    ].join("\n");
    return { kind: "stale", stale, uncovered, reason };
  }
  if (!already.nudged && a.noteWrites.length === 0 && a.explorationCount >= input.threshold) {
    const edits = uncovered.length > 0 ? `\nEdits no note covers: ${list(uncovered)}.` : "";
    const reason = [
      `Cairn: this turn explored the code (${a.explorationCount} reads and searches) and wrote no topic note.`,
      `If you learned how something works that a later session would otherwise rediscover, keep it in ${NOTES_DIR}/<topic>.md (frontmatter: summary, covers; prose with file:line pointers).${edits}`,
      "If nothing is worth keeping, just finish: this reminder comes once.",
    ].join("\n");
    return { kind: "nudge", explorationCount: a.explorationCount, uncovered, reason };
  }
  return null;
}
