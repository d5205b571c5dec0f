/**
 * The ProjectAdmin port: the projects a user sees (`cairn projects`, the dashboard's pickers) and
 * merging one project into another. Loaded on demand (`Stores.projects()`), so hooks never load it.
 * Implementations: sqlite/project-admin.ts, postgres/project-admin.ts and the split store's
 * (backend/split-project-admin.ts); one contract suite (project-admin.contract.ts) runs against each.
 */
import type { ProjectRecord } from "./store.js";

export interface ProjectSummary {
  project: ProjectRecord;
  /** Live memories: not forgotten, not superseded. */
  memories: number;
  sessions: number;
  /** Newest session or memory update (ISO 8601); the project's `lastSeenAt` when it has neither. */
  lastActivityAt: string;
  /** Identities merged into this project (its aliases), oldest merge first. */
  merged: string[];
}

/** Rows a merge moved, per table family. */
export interface MergeCounts {
  memories: number;
  /** Memories of the merged project marked superseded by the newer one with the same dedupe key. */
  superseded: number;
  sessions: number;
  events: number;
  /** Note index rows moved (rows of a topic both projects indexed at the same root are dropped: the files are the source). */
  notes: number;
  /** Task boards, tasks and progress-log rows moved. */
  boards: number;
  tasks: number;
  taskEvents: number;
}

export interface MergeResult {
  /** The project merged, as it was; null when it had been merged into `into` already (nothing moved). */
  from: ProjectRecord | null;
  into: ProjectRecord;
  moved: MergeCounts;
}

/** A Bash command recorded in a session, with its project and working directory. */
export interface RecordedCommand {
  project: string;
  sessionId: string;
  cwd: string | null;
  command: string;
  /** Whether it succeeded (null when the transcript did not say). */
  ok: boolean | null;
}

export interface ProjectAdmin {
  /** Every project with its counts and last activity, newest activity first. */
  summaries(): Promise<ProjectSummary[]>;
  /**
   * Moves everything of project `from` into project `into` in one transaction — memories (with their
   * full-text rows and vectors), sessions, events, the notes index, task boards with their tasks,
   * checkpoints, briefs and progress log — then deletes `from` and leaves an alias, so `upsertProject`
   * and `getProject` of `from`'s id answer `into` from then on (aliases of `from` move too).
   * Idempotent: when `from` was merged into `into` already, nothing moves and `from` is null.
   * Throws CairnError("NOT_FOUND") for an unknown id, ("INVALID_INPUT") when both name the same
   * project or `from` was merged into another one, ("CONFLICT") when both have a task board or task
   * with the same id (nothing is written then).
   */
  merge(from: string, into: string, now: string): Promise<MergeResult>;
  /**
   * Recorded Bash commands containing `needle` (case-sensitive), newest first, at most `limit`: the
   * evidence `git worktree add` leaves in a repository's own sessions.
   */
  findCommands(needle: string, limit: number): Promise<RecordedCommand[]>;
}

export const NO_MOVES: MergeCounts = {
  memories: 0,
  superseded: 0,
  sessions: 0,
  events: 0,
  notes: 0,
  boards: 0,
  tasks: 0,
  taskEvents: 0,
};

/** Newest activity first, then by name and id (a stable order). */
export function byActivity(a: ProjectSummary, b: ProjectSummary): number {
  return (
    b.lastActivityAt.localeCompare(a.lastActivityAt) ||
    a.project.name.localeCompare(b.project.name) ||
    a.project.id.localeCompare(b.project.id)
  );
}
