/**
 * Builds the SessionStart context pack for a project: the most recent session's summary plus the
 * project's live memories, ranked and cut to the budget by core/context-pack.
 */
import { type ContextPack, type PackInput, packOrder, packReach } from "../../core/context/context-pack.js";
import { sessionKey } from "../../core/memories/dedupe-key.js";
import type { Memory } from "../../core/memories/memory.js";
import type { Config } from "../../core/setup/config.js";
import type { Stores } from "../../store/stores.js";
import type { TaskBoards } from "../extension/provider-input.js";
import { withoutClientLoaded } from "../native-memory/client-loaded.js";
import { packWithStaleness } from "../staleness/stale-pack.js";
import { focusSection, type PackFocus } from "./context-focus.js";
import { gatherSections } from "./context-providers.js";
import { treeCheck } from "./memory-tree-check.js";
import { checkedLastSession, summaryAgainstTree } from "./summary-tree-check.js";
import { positionSection } from "./where-you-are.js";

export interface ContextRequest {
  project: { id: string; name: string; root?: string };
  /** `$CAIRN_HOME` and the environment of the run, passed to the context providers. */
  home: string;
  env: NodeJS.ProcessEnv;
  /** The run's settings (runtime.config), passed to the context providers. */
  config: Config;
  /** The session the pack is for, when known. */
  sessionId?: string;
  /** Tokens (estimate: ceil(chars/4)); default 1,500. */
  budget?: number;
  /** Most UTF-16 units of the text (core/context/context-pack.ts `maxChars`). */
  maxChars?: number;
  now?: Date;
  /** Candidate memories read per type (default 40). */
  perType?: number;
  /** A task in mind (query and/or files): its matching memories lead the pack (context-focus.ts). */
  focus?: PackFocus;
  /** One line after the header (core/context/context-pack.ts `notice`). */
  notice?: string;
  /** A preview: providers write nothing (ProviderInput.readOnly). */
  readOnly?: boolean;
  /** The task boards as the caller already looked them up (passed to the context providers). */
  taskBoards?: TaskBoards;
  /**
   * Dedupe keys of memories the client already has in context (Claude Code's MEMORY.md index): left out
   * of the pack unless stale (app/native-memory/client-loaded.ts).
   */
  clientLoaded?: ReadonlySet<string>;
  /**
   * SessionStart's `source` when it continues `sessionId` (`compact`, `resume`): the pack opens with
   * where that session stands (where-you-are.ts).
   */
  continues?: string;
}

/** Sessions before the last one offered to the pack (core/context/pack-blocks.ts shows at most 3). */
const EARLIER_SESSIONS = 3;

/** The last session with its summary memory, and the sessions before it (newest first). */
async function recentSessions(store: Stores["store"], project: string) {
  const [last, ...earlier] = await store.listSessions({ project, limit: 1 + EARLIER_SESSIONS });
  const lastMemory = last ? await store.findByDedupeKey(project, sessionKey(last.id)) : null;
  return { last, earlier, lastMemory };
}

/**
 * The live memories the pack may consider: the newest of each type, then the pinned ones, less what the
 * client already has loaded.
 */
async function packMemories(store: Stores["store"], req: ContextRequest): Promise<Memory[]> {
  const perType = req.perType ?? 40;
  const types = [
    "constraint",
    "decision",
    "failed_attempt",
    "verified_command",
    "todo",
    "open_question",
    "project_fact",
    "preference",
    "bug_note",
  ] as const;
  // one batch (a server store answers it in one round trip)
  const lists = await store.listMemoriesBatch([
    ...types.map((t) => ({ project: req.project.id, types: [t], limit: perType })),
    { project: req.project.id, pinned: true, limit: perType },
  ]);
  const pinned = lists.pop() ?? [];
  const memories = withoutClientLoaded(lists.flat(), req.clientLoaded, req.project.root);
  const seen = new Set(memories.map((m) => m.id));
  for (const m of pinned) if (!seen.has(m.id)) memories.push(m);
  return memories;
}

/**
 * `memories` less what the current tree shows untrue (a command whose script is gone, a line naming a
 * project path that no longer exists: memory-tree-check.ts), in pack order, and the ones among them the
 * pack could show (core/context `packReach`). Only memories a section reaches are checked against the
 * tree; one past every section's reach stays a candidate, never shown, counted as left out.
 */
function treeChecked(memories: readonly Memory[], root: string | undefined, now: Date) {
  const untrue = treeCheck(root);
  const gone = new Set<string>();
  const sorted = packOrder(memories, now);
  const keep = untrue ? (m: Memory) => !(untrue(m) && gone.add(m.id)) : undefined;
  const reach = packReach(sorted, keep);
  return { memories: gone.size > 0 ? sorted.filter((m) => !gone.has(m.id)) : sorted, reach };
}

export async function buildContext(stores: Stores, req: ContextRequest): Promise<ContextPack> {
  const store = stores.store;
  const now = req.now ?? new Date();
  const listed = await packMemories(store, req);
  const { last, earlier, lastMemory } = await recentSessions(store, req.project.id);
  const sections = await gatherSections({
    stores,
    project: req.project,
    home: req.home,
    env: req.env,
    config: req.config,
    sessionId: req.sessionId,
    now,
    hasMemories: listed.length > 0 || undefined,
    readOnly: req.readOnly,
    taskBoards: req.taskBoards,
  });
  const focus = req.focus ? await focusSection(store, req.project.id, req.focus, now) : null;
  if (focus?.section) sections.unshift(focus.section);
  const position =
    req.continues && req.sessionId ? await positionSection(store, req.sessionId, req.continues) : null;
  if (position) sections.unshift(position);
  const { memories, reach } = treeChecked(
    focus ? listed.filter((m) => !focus.ids.has(m.id)) : listed,
    req.project.root,
    now,
  );
  const input: PackInput = {
    sections,
    projectName: req.project.name,
    now,
    budgetTokens: req.budget,
    ...(req.maxChars !== undefined ? { maxChars: req.maxChars } : {}),
    lastSession: checkedLastSession(last, lastMemory ?? null, req.project.root),
    earlierSessions: earlier.map((r) => ({ ...r, summary: summaryAgainstTree(r, req.project.root) })),
    memories,
    ...(req.notice ? { notice: req.notice } : {}),
  };
  // a memory whose files changed since capture is shown "possibly stale", never as current: checked
  // for the memories the pack could show
  return packWithStaleness(input, lastMemory ? [...reach, lastMemory] : reach, req.project.root);
}
