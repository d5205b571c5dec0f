/**
 * The memories page's query: filters the Store port does not offer (source, session, date range) go
 * to the DashboardReader as one paginated read plus a capped count, so a page never loads more than
 * PAGE_SIZE rows. A text
 * query goes through app/search: the same hybrid search as `cairn search` (keyword and, in one project,
 * vectors; only what the query matched), at most 200 hits.
 * "Stale" needs the file system: it checks the newest STALE_SCAN memories with files that match the
 * other filters.
 */

import { type SemanticSearch, searchMemories } from "../app/search/search-memories.js";
import { staleAcrossProjects } from "../app/staleness/memory-staleness.js";
import { isAgentName } from "../core/agents/agent-event.js";
import { isMemoryType, type Memory, SOURCE_KINDS } from "../core/memories/memory.js";
import type { StaleInfo } from "../core/staleness/staleness.js";
import type { DashboardReader, MemoryListFilter } from "../store/dashboard-reader.js";
import type { Store } from "../store/store.js";

export const PAGE_SIZE = 50;
export const STALE_SCAN = 1000;
/** Counts above this show as "10,000+". */
export const COUNT_CAP = 10_000;

/** The list filter (store/dashboard-reader.ts), plus the text search, the stale check and the page. */
export interface MemoryQuery extends MemoryListFilter {
  /** The agent that captured it (core/agents AGENT_NAMES), "" for any. */
  agent: string;
  q: string;
  stale: boolean;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filters from URL parameters; unknown values fall back to "any". */
export function parseMemoryQuery(
  p: (name: string) => string | undefined,
  defaultProject: string,
): MemoryQuery {
  const s = (n: string) => (p(n) ?? "").trim();
  const type = s("type");
  const pinned = s("pinned");
  const status = s("status");
  const page = Number.parseInt(s("page"), 10);
  return {
    project: p("project") === undefined ? defaultProject : s("project"),
    type: isMemoryType(type) ? type : "",
    pinned: pinned === "yes" || pinned === "no" ? pinned : "",
    status: status === "deleted" || status === "all" || status === "superseded" ? status : "live",
    source: (SOURCE_KINDS as readonly string[]).includes(s("source")) ? s("source") : "",
    session: s("session").slice(0, 128),
    agent: isAgentName(s("agent")) ? s("agent") : "",
    from: DAY.test(s("from")) ? s("from") : "",
    to: DAY.test(s("to")) ? s("to") : "",
    q: s("q").slice(0, 500),
    stale: s("stale") === "1",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export interface MemoryPage {
  memories: Memory[];
  total: number;
  stale: Map<string, StaleInfo>;
  /** True when `total` stopped at COUNT_CAP. */
  capped?: boolean;
  /** Set when the result is a bounded scan (search or stale), not the whole store. */
  note: string | null;
}

function matches(m: Memory, q: MemoryQuery): boolean {
  const day = m.updatedAt.slice(0, 10);
  return (
    (!q.type || m.type === q.type) &&
    (!q.pinned || m.pinned === (q.pinned === "yes")) &&
    (!q.source || m.source.kind === q.source) &&
    (!q.session || m.source.sessionId === q.session) &&
    (!q.agent || (m.source.agent ?? "claude-code") === q.agent) &&
    (!q.from || day >= q.from) &&
    (!q.to || day <= q.to)
  );
}

/** The store-level part of a query (everything but the text search, the stale check and the page). */
function filterOf(q: MemoryQuery): MemoryListFilter {
  const { project, type, pinned, status, source, session, agent, from, to } = q;
  return { project, type, pinned, status, source, session, agent, from, to };
}

export async function queryMemories(
  deps: { store: Store; reader: DashboardReader; semantic?: () => Promise<SemanticSearch | null> },
  q: MemoryQuery,
): Promise<MemoryPage> {
  const { store, reader } = deps;
  const offset = (q.page - 1) * PAGE_SIZE;
  let pool: Memory[] | null = null;
  let note: string | null = null;
  if (q.q) {
    // vectors are searched within one project, as by `cairn search`
    const semantic = q.project ? ((await deps.semantic?.()) ?? null) : null;
    const hits = await searchMemories(store, {
      query: q.q,
      project: q.project || undefined,
      limit: 200,
      semantic,
    });
    pool = hits.map((h) => h.memory).filter((m) => matches(m, q));
    note = `Search lists the live memories the query matches, ranked like \`cairn search\` (${semantic ? "keywords and meaning" : "keywords"}; best 200).`;
  }
  if (q.stale) {
    if (!pool) {
      pool = await reader.memoriesWithFiles(filterOf(q), STALE_SCAN);
      note = `Stale: checked the newest ${STALE_SCAN.toLocaleString("en")} matching memories that name files.`;
    }
    const stale = await staleAcrossProjects(store, pool);
    pool = pool.filter((m) => stale.has(m.id));
  }
  if (pool) {
    const memories = pool.slice(offset, offset + PAGE_SIZE);
    return { memories, total: pool.length, stale: await staleAcrossProjects(store, memories), note };
  }
  const memories = await reader.memoryPage(filterOf(q), { offset, limit: PAGE_SIZE });
  // counting stops at COUNT_CAP: an exact count of 100,000 rows costs more than the page itself
  const total = await reader.countMemories(filterOf(q), COUNT_CAP + 1);
  return {
    memories,
    total: Math.min(total, COUNT_CAP),
    capped: total > COUNT_CAP,
    stale: await staleAcrossProjects(store, memories),
    note,
  };
}
