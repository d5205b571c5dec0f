/**
 * Status moves other than completion: start, validate, research, block, unblock, cancel. Each runs as
 * one transaction through commit.ts (validated, logged, refused moves logged as ERROR). Cancelling
 * cascades to the open subtasks and may complete the parent (its other children being done).
 */
import { CairnError } from "../../core/common/errors.js";
import { parseOrThrow } from "../../core/common/validate.js";
import { redact } from "../../core/redact/redact.js";
import { BRIEF_TTL_MS, type Task } from "../../core/tasks/model.js";
import {
  blockTask,
  type Change,
  cancelTask,
  researchTask,
  startTask,
  unblockTask,
  validateTask,
} from "../../core/tasks/rules.js";
import { waitingOn } from "../../core/tasks/scheduler.js";
import { blockReasonSchema } from "../../core/tasks/schema.js";
import { commitChanges, mustGetTask, mutate, type TaskScope } from "./commit.js";
import { settleAfter } from "./settle.js";
import type { TaskWrite } from "./task-write.js";

export type Move =
  | { kind: "start" }
  | { kind: "validate" }
  | { kind: "research" }
  | { kind: "block"; reason: string }
  | { kind: "unblock" }
  | { kind: "cancel"; reason: string | null };

export async function moveTask(s: TaskScope, board: string, id: string, m: Move): Promise<TaskWrite> {
  return mutate(
    s,
    board,
    `${m.kind} ${id}`,
    async () => {
      const t = await mustGetTask(s, id);
      const children = await s.tasks.listTasks({ project: s.project, parentId: id });
      const changes = await changesFor(s, t, children, m);
      const events = await commitChanges(s, changes);
      const moved = changes.map((c) => c.after);
      // a cancelled task may have been its parent's last open child; a resumed parent may be due itself
      const settle =
        m.kind === "cancel"
          ? await settleAfter(s, t.board, { check: [t.parentId], moved })
          : m.kind === "unblock" && children.length > 0
            ? await settleAfter(s, t.board, { check: [t.id], moved: [] })
            : null;
      return {
        board: t.board,
        changed: [...moved, ...(settle?.changed ?? [])],
        events: [...events, ...(settle?.events ?? [])],
        checkpoint: settle?.checkpoint?.number ?? null,
        phases: settle?.phases ?? [],
      };
    },
    id,
  );
}

/** The changes move `m` makes to `t` (whose subtasks are `children`), by core/tasks/rules.ts. */
async function changesFor(s: TaskScope, t: Task, children: Task[], m: Move): Promise<Change[]> {
  const now = s.now.toISOString();
  switch (m.kind) {
    case "start": {
      await refuseUnderHeldAncestor(s, t);
      const deps = await s.tasks.listTasks({ project: s.project, ids: t.dependencies });
      const byId = new Map(deps.map((d) => [d.id, d]));
      return [startTask(t, { isParent: children.length > 0, waitingOn: waitingOn(t, byId) }, now)];
    }
    case "validate":
      return [validateTask(t, now)];
    case "research": {
      const brief = await s.tasks.getBrief(s.project, t.id);
      const briefAgeMs = brief ? s.now.getTime() - Date.parse(brief.writtenAt) : null;
      return [researchTask(t, { isParent: children.length > 0, briefAgeMs, ttlMs: BRIEF_TTL_MS }, now)];
    }
    case "block":
      return [blockTask(t, redact(await parseOrThrow(blockReasonSchema, m.reason, "reason")), now)];
    case "unblock":
      return [unblockTask(t, children, now)];
    case "cancel":
      return [
        cancelTask(t, m.reason === null ? null : redact(m.reason), now),
        ...(await cancelDescendants(s, t, now)),
      ];
  }
}

async function cancelDescendants(s: TaskScope, root: Task, now: string): Promise<Change[]> {
  const out: Change[] = [];
  const queue = [root.id];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    for (const c of await s.tasks.listTasks({ project: s.project, parentId: id })) {
      queue.push(c.id);
      if (c.status !== "COMPLETE" && c.status !== "CANCELLED")
        out.push(cancelTask(c, `parent ${root.id} cancelled`, now));
    }
  }
  return out;
}

async function refuseUnderHeldAncestor(s: TaskScope, t: Task): Promise<void> {
  const seen = new Set<string>();
  for (let p = t.parentId; p !== null && !seen.has(p); ) {
    seen.add(p);
    const parent = await s.tasks.getTask(s.project, p);
    if (!parent) break;
    if (parent.status === "BLOCKED" || parent.status === "CANCELLED")
      throw new CairnError("INVALID_INPUT", `${t.id} is under ${parent.id}, which is ${parent.status}`);
    p = parent.parentId;
  }
}
