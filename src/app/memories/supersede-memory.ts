/**
 * The `supersedes` relation: memory `old` is replaced by memory `by` (`old.supersededBy = by.id`, with
 * when and why). A superseded memory leaves the context pack, search, prompt recall and default lists;
 * it stays readable by id and in status filters. Errors: NOT_FOUND (either id), INVALID_INPUT (a memory
 * replacing itself, or memories of two projects); nothing is written then.
 *
 * A chain never loops: when `by` is itself (directly or through a chain) superseded by `old`, that
 * link is removed first — the newest statement wins.
 */
import { CairnError } from "../../core/common/errors.js";
import type { Memory } from "../../core/memories/memory.js";
import { manualReason } from "../../core/memories/supersede.js";
import type { Store } from "../../store/store.js";

/** Links followed when looking for a loop (chains are short; this only bounds a damaged one). */
const MAX_CHAIN = 32;

/** Marks `old` superseded by `by` (both loaded); returns `old` as updated. */
export async function markSuperseded(
  store: Store,
  old: Memory,
  by: Memory,
  reason: string,
  at: string,
): Promise<Memory> {
  if (old.id === by.id) throw new CairnError("INVALID_INPUT", `memory ${old.id} cannot supersede itself`);
  if (old.project !== by.project)
    throw new CairnError("INVALID_INPUT", `memories ${old.id} and ${by.id} belong to different projects`);
  let link: Memory | null = by;
  for (let i = 0; link?.supersededBy && i < MAX_CHAIN; i++) {
    if (link.supersededBy === old.id) {
      await store.updateMemory(
        link.id,
        { supersededBy: null, supersededAt: null, supersededReason: null },
        at,
      );
      break;
    }
    link = await store.getMemory(link.supersededBy);
  }
  return store.updateMemory(old.id, { supersededBy: by.id, supersededAt: at, supersededReason: reason }, at);
}

/**
 * A person marks memory `id` superseded by memory `byId` (`via`: cli, mcp, dashboard), or — with
 * `byId` null — puts a superseded memory back (it returns to the pack, search and lists).
 */
export async function supersedeMemory(
  store: Store,
  id: string,
  byId: string | null,
  via: string,
  now: Date = new Date(),
): Promise<Memory> {
  const old = await store.getMemory(id);
  if (!old) throw new CairnError("NOT_FOUND", `no memory with id ${id}`);
  const at = now.toISOString();
  if (byId?.trim() === "")
    throw new CairnError(
      "INVALID_INPUT",
      "supersede: name the memory that replaces it (an id like m_9e65bd786855)",
    );
  if (byId === null)
    return store.updateMemory(id, { supersededBy: null, supersededAt: null, supersededReason: null }, at);
  const by = await store.getMemory(byId);
  if (!by) throw new CairnError("NOT_FOUND", `no memory with id ${byId}`);
  return store.inTransaction(() => markSuperseded(store, old, by, manualReason(via), at));
}

/**
 * The memories named by `ids` for a save that supersedes them, checked before anything is written:
 * each must exist and belong to `project`. Errors: NOT_FOUND, INVALID_INPUT.
 */
export async function supersedeTargets(
  store: Store,
  project: string,
  ids: readonly string[],
): Promise<Memory[]> {
  const out: Memory[] = [];
  for (const id of new Set(ids)) {
    const m = await store.getMemory(id);
    if (!m) throw new CairnError("NOT_FOUND", `no memory with id ${id} to supersede`);
    if (m.project !== project)
      throw new CairnError(
        "INVALID_INPUT",
        `memory ${id} belongs to another project; it cannot be superseded from here`,
      );
    out.push(m);
  }
  return out;
}

/** The chain around a memory: what replaced it (newest last) and what it replaced. */
export async function supersedeChain(
  store: Store,
  m: Memory,
): Promise<{ replacedBy: Memory[]; replaces: Memory[] }> {
  const replacedBy: Memory[] = [];
  let link: Memory | null = m;
  const seen = new Set([m.id]);
  while (link?.supersededBy && replacedBy.length < MAX_CHAIN && !seen.has(link.supersededBy)) {
    seen.add(link.supersededBy);
    link = await store.getMemory(link.supersededBy);
    if (link) replacedBy.push(link);
  }
  const replaces = await store.listMemories({ supersededBy: m.id, includeDeleted: true, limit: 50 });
  return { replacedBy, replaces };
}
