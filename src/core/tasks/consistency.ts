/**
 * Consistency of one board's task set, and the repair recovery applies to a partial snapshot. Each task
 * is assumed to validate on its own (schema.ts); these are the rules between tasks: links resolve
 * within the board, no cycle, a parent's status follows its children, and (when the log is given) each
 * status is the one its last logged transition set. Pure.
 */
import { childrenIndex, describeCycle, findCycle, treeOrder } from "./graph.js";
import type { Task, TaskStatus } from "./model.js";
import { completeParent } from "./rules.js";

const PARENT_STATUSES: readonly TaskStatus[] = ["IN_PROGRESS", "COMPLETE", "BLOCKED", "CANCELLED"];

/** Problems found, one line each (empty when consistent). `lastLogged`: task id → status its last event set. */
export function inconsistencies(
  tasks: readonly Task[],
  now: string,
  lastLogged?: ReadonlyMap<string, TaskStatus>,
): string[] {
  const out: string[] = [];
  const byId = new Map<string, Task>();
  for (const t of tasks) {
    if (byId.has(t.id)) out.push(`${t.id}: listed twice`);
    byId.set(t.id, t);
  }
  for (const t of tasks) {
    if (t.parentId !== null && !byId.has(t.parentId))
      out.push(`${t.id}: parent ${t.parentId} does not exist`);
    for (const d of t.dependencies) if (!byId.has(d)) out.push(`${t.id}: dependency ${d} does not exist`);
    const logged = lastLogged?.get(t.id);
    if (logged !== undefined && logged !== t.status)
      out.push(`${t.id}: status ${t.status} but the log's last transition set ${logged}`);
  }
  const cycle = findCycle(tasks);
  if (cycle) out.push(`cycle: ${describeCycle(cycle)}`);
  const kids = childrenIndex(tasks);
  for (const [id, children] of kids) {
    const p = byId.get(id);
    if (!p) continue;
    if (!PARENT_STATUSES.includes(p.status)) out.push(`${id}: has subtasks but is ${p.status}`);
    const open = children.filter((c) => c.status !== "COMPLETE" && c.status !== "CANCELLED");
    if (p.status === "COMPLETE" && open.length > 0)
      out.push(`${id}: COMPLETE while ${open.map((c) => `${c.id} is ${c.status}`).join(", ")}`);
    if (completeParent(p, children, now)) out.push(`${id}: every subtask is done but it is ${p.status}`);
  }
  return out;
}

/**
 * Makes a partial task set consistent: drops links to tasks that are not there, breaks cycles (the
 * dependency edge, else the parent link, that closes each), and sets each parent's status from its
 * children (deepest first). Returns the tasks and one line per fix.
 */
export function repair(input: readonly Task[], now: string): { tasks: Task[]; fixes: string[] } {
  const fixes: string[] = [];
  const ids = new Set(input.map((t) => t.id));
  let tasks = input.map((t) => {
    let u = t;
    if (u.parentId !== null && !ids.has(u.parentId)) {
      fixes.push(`${u.id}: dropped missing parent ${u.parentId}`);
      u = { ...u, parentId: null };
    }
    const deps = u.dependencies.filter((d) => ids.has(d));
    if (deps.length !== u.dependencies.length) {
      fixes.push(
        `${u.id}: dropped missing dependencies ${u.dependencies.filter((d) => !ids.has(d)).join(", ")}`,
      );
      u = { ...u, dependencies: deps };
    }
    return u;
  });
  for (let guard = 0; guard < tasks.length + 1; guard++) {
    const cycle = findCycle(tasks);
    if (!cycle) break;
    tasks = breakCycle(tasks, cycle, fixes);
  }
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const kids = childrenIndex(tasks);
  for (const { task } of treeOrder(tasks).reverse()) {
    const children = (kids.get(task.id) ?? []).map((c) => byId.get(c.id) as Task);
    if (children.length === 0) continue;
    let p = byId.get(task.id) as Task;
    const open = children.some((c) => c.status !== "COMPLETE" && c.status !== "CANCELLED");
    if (!PARENT_STATUSES.includes(p.status) || (p.status === "COMPLETE" && open)) {
      fixes.push(`${p.id}: ${p.status} → IN_PROGRESS (it has open subtasks)`);
      p = { ...p, status: "IN_PROGRESS", startedAt: p.startedAt ?? now, completedAt: null, updatedAt: now };
    }
    const done = completeParent(p, children, now);
    if (done) {
      fixes.push(`${p.id}: ${p.status} → COMPLETE (every subtask is done)`);
      p = done.after;
    }
    byId.set(p.id, p);
  }
  return { tasks: tasks.map((t) => byId.get(t.id) as Task), fixes };
}

function breakCycle(tasks: Task[], cycle: readonly string[], fixes: string[]): Task[] {
  // cycle is a path a → b → … → a where each step is "waits for": a dependency or parent → child
  for (let i = 0; i + 1 < cycle.length; i++) {
    const from = cycle[i] as string;
    const to = cycle[i + 1] as string;
    const t = tasks.find((x) => x.id === from);
    if (t?.dependencies.includes(to)) {
      fixes.push(`${from}: dropped dependency on ${to} (cycle ${describeCycle(cycle)})`);
      return tasks.map((x) =>
        x.id === from ? { ...x, dependencies: x.dependencies.filter((d) => d !== to) } : x,
      );
    }
  }
  const child = cycle[1] as string;
  fixes.push(`${child}: dropped parent link (cycle ${describeCycle(cycle)})`);
  return tasks.map((x) => (x.id === child ? { ...x, parentId: null } : x));
}
