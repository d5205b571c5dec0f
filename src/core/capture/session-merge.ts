/**
 * One record for a session that two stores each hold part of: the server's and this machine's outbox
 * (a run that could not reach the server kept its turns locally). Delivery merges instead of
 * overwriting, so the server keeps the session's true start and every turn:
 * - `startedAt`: the earlier of the two; `updatedAt`: the later; `endedAt`: the later of those set;
 * - intents and changed files: the union, the target's first (so merging again changes nothing);
 * - the closing message, branch and working directory: the newer record's, else the older's;
 * - the heuristic summary fields (commands, errors, next steps, summary text): the newer record's until
 *   the caller re-derives them from the union of the events (app/capture/resummarize-session.ts);
 * - `derivedEvents`: the target's, so the events it has not derived yet (the delivered ones) are.
 * `origin`, `id` and `project` are the target's.
 */
import type { SessionRecord } from "./session.js";

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

export function mergeSessionRecords(target: SessionRecord, incoming: SessionRecord): SessionRecord {
  const newer = incoming.updatedAt > target.updatedAt ? incoming : target;
  const older = newer === incoming ? target : incoming;
  const ends = [target.endedAt, incoming.endedAt].filter((e): e is string => e !== null).sort();
  const merged: SessionRecord = {
    ...newer,
    id: target.id,
    project: target.project,
    origin: target.origin,
    startedAt: target.startedAt < incoming.startedAt ? target.startedAt : incoming.startedAt,
    updatedAt: newer.updatedAt,
    endedAt: ends.at(-1) ?? null,
    intents: union(target.intents, incoming.intents),
    filesChanged: union(target.filesChanged, incoming.filesChanged),
    lastAssistantMessage: newer.lastAssistantMessage ?? older.lastAssistantMessage,
    gitBranch: newer.gitBranch ?? older.gitBranch,
    cwd: newer.cwd ?? older.cwd,
  };
  if (target.derivedEvents === undefined) delete merged.derivedEvents;
  else merged.derivedEvents = target.derivedEvents;
  return merged;
}
