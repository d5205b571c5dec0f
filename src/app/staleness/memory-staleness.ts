/**
 * Staleness of memories: a memory with `files` is stale when any of them changed since it was captured
 * (`updatedAt`, the time its files and `gitCommit` were last recorded) — see changed-since.ts. Used by
 * the context pack, search, prompt recall and `cairn verify`, so a stale memory is always shown as
 * "possibly stale", never as current.
 */
import type { Memory } from "../../core/memories/memory.js";
import type { StaleInfo } from "../../core/staleness/staleness.js";
import type { Store } from "../../store/store.js";
import { type ChangedOptions, changedSince } from "./changed-since.js";

/** id → what changed, for the stale memories among `memories` (files relative to `root`). */
export function memoryStaleness(
  memories: readonly Memory[],
  root: string | null,
  opts: ChangedOptions = {},
): Map<string, StaleInfo> {
  const withFiles = memories.filter((m) => m.files.length > 0);
  const changed = changedSince(
    root,
    withFiles.map((m) => ({ id: m.id, since: m.updatedAt, commit: m.gitCommit, paths: m.files })),
    opts,
  );
  const out = new Map<string, StaleInfo>();
  for (const m of withFiles) {
    const files = changed.get(m.id);
    if (files) out.set(m.id, { since: m.updatedAt, changed: files });
  }
  return out;
}

/** Like memoryStaleness for memories of any projects: each checked against its project's last root. */
export async function staleAcrossProjects(
  store: Store,
  memories: readonly Memory[],
  opts: ChangedOptions = {},
): Promise<Map<string, StaleInfo>> {
  const out = new Map<string, StaleInfo>();
  for (const project of new Set(memories.map((m) => m.project))) {
    const root = (await store.getProject(project))?.root ?? null;
    const mine = memories.filter((m) => m.project === project);
    for (const [id, info] of memoryStaleness(mine, root, opts)) out.set(id, info);
  }
  return out;
}
