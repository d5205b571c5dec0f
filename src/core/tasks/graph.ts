/**
 * The task graph: "a waits for b" when a depends on b or when a is b's parent (a parent is done only
 * through its children). A cycle in that graph can never finish, so it is refused on every write.
 * Pure; iterative so a 10,000-task board cannot overflow the stack.
 */

export interface GraphNode {
  id: string;
  parentId: string | null;
  dependencies: readonly string[];
}

/** Children of each task id, in input order. */
export function childrenIndex<T extends { id: string; parentId: string | null }>(
  tasks: readonly T[],
): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const t of tasks) {
    if (t.parentId === null) continue;
    const list = out.get(t.parentId);
    if (list) list.push(t);
    else out.set(t.parentId, [t]);
  }
  return out;
}

/** Returns one cycle as a list of ids (first id repeated at the end), or null when there is none. */
export function findCycle(nodes: readonly GraphNode[]): string[] | null {
  const waitsFor = new Map<string, string[]>();
  const known = new Set(nodes.map((n) => n.id));
  for (const n of nodes) {
    const list = waitsFor.get(n.id) ?? [];
    list.push(...n.dependencies.filter((d) => known.has(d)));
    waitsFor.set(n.id, list);
    if (n.parentId !== null && known.has(n.parentId)) {
      const p = waitsFor.get(n.parentId) ?? [];
      p.push(n.id);
      waitsFor.set(n.parentId, p);
    }
  }
  const state = new Map<string, 1 | 2>(); // 1 = on the current path, 2 = finished
  for (const start of waitsFor.keys()) {
    if (state.has(start)) continue;
    const path: string[] = [];
    const stack: { id: string; next: number }[] = [{ id: start, next: 0 }];
    state.set(start, 1);
    path.push(start);
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as { id: string; next: number };
      const edges = waitsFor.get(top.id) ?? [];
      if (top.next >= edges.length) {
        state.set(top.id, 2);
        stack.pop();
        path.pop();
        continue;
      }
      const to = edges[top.next++] as string;
      const s = state.get(to);
      if (s === 1) return [...path.slice(path.indexOf(to)), to];
      if (s === undefined) {
        state.set(to, 1);
        path.push(to);
        stack.push({ id: to, next: 0 });
      }
    }
  }
  return null;
}

/** Describes a cycle for an error message: "t1 → t2 → t1". */
export function describeCycle(cycle: readonly string[]): string {
  return cycle.join(" → ");
}

/** Depth-first order of a forest (roots in input order, children in input order) with each node's depth. */
export function treeOrder<T extends { id: string; parentId: string | null }>(
  tasks: readonly T[],
): { task: T; depth: number; last: boolean; ancestorsLast: boolean[] }[] {
  const ids = new Set(tasks.map((t) => t.id));
  const kids = childrenIndex(tasks);
  const roots = tasks.filter((t) => t.parentId === null || !ids.has(t.parentId));
  const out: { task: T; depth: number; last: boolean; ancestorsLast: boolean[] }[] = [];
  const stack: { task: T; depth: number; last: boolean; ancestorsLast: boolean[] }[] = [];
  for (let i = roots.length - 1; i >= 0; i--)
    stack.push({ task: roots[i] as T, depth: 0, last: i === roots.length - 1, ancestorsLast: [] });
  const seen = new Set<string>();
  while (stack.length > 0) {
    const e = stack.pop() as (typeof stack)[number];
    if (seen.has(e.task.id)) continue; // a damaged parent loop must not spin forever
    seen.add(e.task.id);
    out.push(e);
    const children = kids.get(e.task.id) ?? [];
    for (let i = children.length - 1; i >= 0; i--)
      stack.push({
        task: children[i] as T,
        depth: e.depth + 1,
        last: i === children.length - 1,
        ancestorsLast: [...e.ancestorsLast, e.last],
      });
  }
  return out;
}
