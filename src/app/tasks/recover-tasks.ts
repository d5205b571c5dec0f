/**
 * Recovery: when a board's state is corrupt or inconsistent (check-board), rebuild it from the newest
 * valid checkpoint — the store's rows first, then the files under `.cairn/tasks/<board>/checkpoints/`
 * (the only copy left when the database itself was lost). Valid = parses and at least one task
 * validates; invalid tasks are dropped (partial recovery beats none). Then the log is rolled forward:
 * each event after the checkpoint carries the task as it became, so work done since is not lost.
 * Finally repair (core/tasks/consistency) makes the set consistent, and it replaces the board's tasks
 * in one transaction, logged as STATE_RECOVERED, followed by a fresh checkpoint.
 */
import { CairnError } from "../../core/common/errors.js";
import { type OnProgress, stages } from "../../core/common/progress.js";
import { repair } from "../../core/tasks/consistency.js";
import { parseDocument } from "../../core/tasks/document.js";
import type { Task } from "../../core/tasks/model.js";
import { taskProblem } from "../../core/tasks/schema.js";
import { checkBoard } from "./check-board.js";
import { boardEvent, mutate, type TaskScope } from "./commit.js";
import { ensureBoard } from "./create-tasks.js";
import { checkpointFiles, readText } from "./task-files.js";
import { writeCheckpoint } from "./write-checkpoint.js";

export interface RecoveryReport {
  board: string;
  problems: string[];
  recovered: boolean;
  source: { number: number; from: "row" | "file"; path?: string } | null;
  rejected: { number: number; from: "row" | "file"; reason: string }[];
  restored: number;
  dropped: { id: string | null; problem: string }[];
  replayed: number;
  fixes: string[];
  checkpoint: number | null;
}

export interface RecoverOptions {
  /** Project root, for checkpoint files (omit when it is gone). */
  root?: string;
  /** Rebuild even when the state checks out. */
  force?: boolean;
  /** Use this checkpoint number (implies force). */
  from?: number;
  /** Roll the log forward after the checkpoint (default true). */
  replay?: boolean;
  /** Told each of the RECOVER_STAGES as it starts; a board that needs nothing finishes early. */
  onProgress?: OnProgress;
}

/** Stages reported to `onProgress`: checking, reading a checkpoint, replaying the log, storing, checkpointing. */
export const RECOVER_STAGES = 5;

interface Candidate {
  number: number;
  from: "row" | "file";
  path?: string;
  read: () => Promise<string | null>;
}

export async function recoverBoard(
  s: TaskScope,
  board: string,
  o: RecoverOptions = {},
): Promise<RecoveryReport> {
  const progress = stages(RECOVER_STAGES, o.onProgress);
  return mutate(s, board, "recover", async () => {
    progress.stage(`checking board ${board}`);
    const { problems } = await checkBoard(s, board);
    const report = emptyReport(board, problems);
    const candidates = await listCandidates(s, board, o);
    // a store that lost the board (a fresh database) while checkpoints of it exist is state to recover
    if ((await s.tasks.countTasks({ project: s.project, board })) === 0 && candidates.length > 0)
      problems.push(`board ${board} has no tasks in the store, but ${candidates.length} checkpoint(s) exist`);
    if (problems.length === 0 && !o.force && o.from === undefined) {
      progress.finish();
      return report;
    }
    const ctx = { project: s.project, board, now: s.now.toISOString() };
    progress.stage("reading checkpoints");
    for (const c of candidates) {
      const text = await c.read();
      const doc = text === null ? "unreadable" : await parseDocument(text, ctx);
      const reason = typeof doc === "string" ? doc : doc.tasks.length === 0 ? "no task validates" : null;
      if (reason !== null || typeof doc === "string") {
        report.rejected.push({ number: c.number, from: c.from, reason: reason ?? "invalid" });
        continue;
      }
      report.source = { number: c.number, from: c.from, ...(c.path ? { path: c.path } : {}) };
      report.dropped = doc.invalid.map((i) => ({ id: i.id, problem: i.problem }));
      await restoreFrom(s, board, { c, doc, highest: Math.max(...candidates.map((x) => x.number)) }, report, {
        replay: o.replay !== false,
        progress,
      });
      progress.finish();
      return report;
    }
    const tried = report.rejected.map((r) => `${r.number} (${r.from}): ${r.reason}`).join("; ");
    throw new CairnError(
      "NOT_FOUND",
      `no valid checkpoint for board ${board}${tried ? ` — tried ${tried}` : ""}`,
    );
  });
}

function emptyReport(board: string, problems: string[]): RecoveryReport {
  return {
    board,
    problems,
    recovered: false,
    source: null,
    rejected: [],
    restored: 0,
    dropped: [],
    replayed: 0,
    fixes: [],
    checkpoint: null,
  };
}

type ValidDocument = Exclude<Awaited<ReturnType<typeof parseDocument>>, string>;

/**
 * The board rebuilt from the valid checkpoint `from.c`: the log rolled forward (unless `replay` is
 * false), repaired, stored, logged as STATE_RECOVERED and checkpointed after the `highest` number;
 * `report` is filled in as it goes.
 */
async function restoreFrom(
  s: TaskScope,
  board: string,
  from: { c: Candidate; doc: ValidDocument; highest: number },
  report: RecoveryReport,
  o: { replay: boolean; progress: ReturnType<typeof stages> },
): Promise<void> {
  const { c, doc } = from;
  o.progress.stage(`replaying the log after checkpoint ${c.number}`);
  const rolled = o.replay
    ? await rollForward(s, board, doc.tasks, doc.meta)
    : { tasks: doc.tasks, replayed: 0 };
  report.replayed = rolled.replayed;
  const fixed = repair(rolled.tasks, s.now.toISOString());
  report.fixes = fixed.fixes;
  o.progress.stage(`storing ${fixed.tasks.length} tasks`);
  await install(s, board, fixed.tasks);
  report.restored = fixed.tasks.length;
  report.recovered = true;
  await s.tasks.appendEvents([
    boardEvent(s, board, {
      type: "STATE_RECOVERED",
      detail: `from checkpoint ${c.number} (${c.from}): ${fixed.tasks.length} tasks, ${report.dropped.length} dropped, ${rolled.replayed} replayed from the log, ${fixed.fixes.length} fixes`,
      data: { ...report, problems: report.problems.slice(0, 50) },
    }),
  ]);
  o.progress.stage("writing a checkpoint");
  report.checkpoint = (
    await writeCheckpoint(s, board, `recovered from checkpoint ${c.number}`, from.highest + 1)
  ).number;
}

async function listCandidates(s: TaskScope, board: string, o: RecoverOptions): Promise<Candidate[]> {
  const out: Candidate[] = [];
  for (const info of await s.tasks.listCheckpoints(s.project, board))
    out.push({
      number: info.number,
      from: "row",
      read: async () => (await s.tasks.getCheckpoint(s.project, board, info.number))?.data ?? null,
    });
  if (o.root)
    for (const f of checkpointFiles(o.root, board))
      out.push({ number: f.number, from: "file", path: f.path, read: async () => readText(f.path) });
  out.sort((a, b) => b.number - a.number || (a.from === "row" ? -1 : 1));
  return o.from === undefined ? out : out.filter((c) => c.number === o.from);
}

/** Applies the post-change task carried by each event after the checkpoint (invalid ones skipped). */
async function rollForward(
  s: TaskScope,
  board: string,
  base: readonly Task[],
  meta: { last_seq?: number; written_at?: string },
): Promise<{ tasks: Task[]; replayed: number }> {
  if (meta.last_seq === undefined) return { tasks: [...base], replayed: 0 };
  const byId = new Map(base.map((t) => [t.id, t]));
  let next = base.reduce((n, t) => Math.max(n, t.position), -1) + 1;
  let replayed = 0;
  for (const e of await s.tasks.listEvents({ project: s.project, board, afterSeq: meta.last_seq })) {
    if (meta.written_at && e.ts < meta.written_at) continue; // a log that is not this checkpoint's
    // the log row's project is the task's: a project merged into this one keeps its old id in `data`
    const logged = e.data?.task as Task | undefined;
    if (!logged || typeof logged !== "object" || logged.board !== board) continue;
    const t = { ...logged, project: s.project };
    if ((await taskProblem(t)) !== null) continue;
    byId.set(t.id, { ...t, position: byId.get(t.id)?.position ?? next++ }); // keep the recovered order
    replayed++;
  }
  return { tasks: [...byId.values()], replayed };
}

/** Replaces the board's tasks, with fresh creation numbers in the recovered order. */
async function install(s: TaskScope, board: string, tasks: readonly Task[]): Promise<void> {
  await ensureBoard(s, board);
  const ordered = [...tasks].sort((a, b) => a.position - b.position);
  const placed: Task[] = [];
  for (const t of ordered) placed.push({ ...t, position: await s.tasks.nextPosition(s.project) });
  await s.tasks.replaceBoardTasks(s.project, board, placed);
}
