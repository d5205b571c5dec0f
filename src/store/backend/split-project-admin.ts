/**
 * ProjectAdmin over a SplitStore's two sides: the server holds projects, sessions, events, tasks and
 * every shared memory; this machine's file holds its local-scope memories (split-store.ts). Summaries
 * are the server's, with the local memories added to their project's count. A merge runs on the server
 * (one transaction), then on the local file (its own transaction, after recording the target there):
 * two transactions, each idempotent, so running the merge again after an interruption completes it.
 */
import type { ProjectAdmin } from "../project-admin.js";
import type { Store } from "../store.js";

export function splitProjectAdmin(
  shared: ProjectAdmin,
  local: ProjectAdmin,
  localStore: Store,
): ProjectAdmin {
  return {
    async summaries() {
      const [server, mine] = await Promise.all([shared.summaries(), local.summaries()]);
      const extra = new Map(mine.map((s) => [s.project.id, s.memories]));
      return server.map((s) => ({ ...s, memories: s.memories + (extra.get(s.project.id) ?? 0) }));
    },
    async merge(from, into, now) {
      const result = await shared.merge(from, into, now);
      if (await localStore.getProject(from)) {
        const t = result.into;
        await localStore.upsertProject({ id: t.id, identity: t.identity, root: t.root, name: t.name }, now);
        const mine = await local.merge(from, t.id, now);
        return {
          ...result,
          moved: { ...result.moved, memories: result.moved.memories + mine.moved.memories },
        };
      }
      return result;
    },
    findCommands: (needle, limit) => shared.findCommands(needle, limit),
  };
}
