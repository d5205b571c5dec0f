/**
 * The freshness check proper, loaded by stop-guard.ts only when the turn could need it (the project has
 * notes, or the turn explored past the threshold): syncs the notes the turn wrote (stamp, INDEX.md,
 * index), applies core/notes/freshness.ts, and records what the turn was told in the store
 * (`notes_turns`, keyed by the turn's first event), so a turn that stops again without a new prompt
 * (e.g. after a background task notification) is not told twice.
 */
import { decideFreshness } from "../../core/notes/freshness.js";
import type { TurnActivity } from "../../core/notes/turn-activity.js";
import { findGitRoot } from "../env/project.js";
import type { StopGuardInput } from "../extension/stop-guard-input.js";
import { syncNotes } from "./sync-notes.js";

export async function freshnessGuard(
  input: StopGuardInput,
  activity: TurnActivity,
  threshold: number,
): Promise<{ reason: string } | null> {
  const { stores, project, now } = input;
  const snap = await syncNotes(
    stores,
    { id: project.id, root: project.root, gitDir: findGitRoot(project.root)?.gitDir ?? null },
    now,
    { written: new Set(activity.noteWrites) },
  );
  const first = input.turn[0];
  const turnKey = `${first?.ts ?? ""}|${first?.toolUseId ?? first?.event ?? ""}`;
  const index = stores.notes;
  const mark = await index.getTurnMark(input.sessionId);
  const already = mark && mark.turnKey === turnKey ? mark : { blocked: [], nudged: false };
  const verdict = decideFreshness({
    activity,
    topics: snap.notes.map((n) => ({ topic: n.topic, covers: n.meta.covers })),
    threshold,
    already,
  });
  if (!verdict) return null;
  await index.setTurnMark({
    sessionId: input.sessionId,
    turnKey,
    blocked: [
      ...new Set([
        ...already.blocked,
        ...(verdict.kind === "stale" ? verdict.stale.map((s) => s.topic) : []),
      ]),
    ],
    nudged: already.nudged || verdict.kind === "nudge",
    updatedAt: now.toISOString(),
  });
  return { reason: verdict.reason };
}
