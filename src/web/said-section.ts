/**
 * The memories page's second section for a text search: what was said in sessions (conversation
 * excerpts: the user's typed prompts and Claude's messages, store/store.ts `searchExcerpts`), listed
 * apart from the memories and labelled as said, not verified — an excerpt is a record of words, never
 * a checked fact. Each shows who said it, when (UTC), in which session (a link to that session's
 * memories) and its words, escaped like every other field. Excerpts have no type, pin, source, status,
 * agent or staleness: a query filtering on one of those lists none; the session and date filters apply.
 * A read only.
 */
import { html } from "hono/html";
import { toSearchTerms } from "../core/recall/search-terms.js";
import type { ExcerptHit, Store } from "../store/store.js";
import { qs } from "./layout.js";
import type { MemoryQuery } from "./memory-query.js";

/** Excerpts shown at most (best BM25 first). */
export const SAID_LIMIT = 20;

/** The excerpts `q` lists: none without a text query, on a later page, or with a memory-only filter. */
export async function querySaid(store: Store, q: MemoryQuery): Promise<ExcerptHit[]> {
  const memoryOnly = q.type || q.pinned || q.source || q.agent || q.stale || q.status !== "live";
  if (!q.q || q.page > 1 || memoryOnly) return [];
  const terms = toSearchTerms(q.q);
  if (terms.length === 0) return [];
  const hits = await store.searchExcerpts({ terms, project: q.project || undefined, limit: SAID_LIMIT * 3 });
  return hits
    .filter((h) => {
      const day = h.excerpt.ts.slice(0, 10);
      return (
        (!q.session || h.excerpt.sessionId === q.session) &&
        (!q.from || day >= q.from) &&
        (!q.to || day <= q.to)
      );
    })
    .slice(0, SAID_LIMIT);
}

const when = (ts: string) => `${ts.slice(0, 10)} ${ts.slice(11, 16)} UTC`;

/** The section's markup (nothing when there is nothing to show). */
export function saidSection(hits: readonly ExcerptHit[], names: Map<string, string>, allProjects: boolean) {
  if (hits.length === 0) return "";
  const items = hits.map(({ excerpt: e }) => {
    const session = `/memories${qs({ project: e.project, session: e.sessionId })}`;
    return html`<li data-excerpt="${e.id}">
  <div class="small muted"><span class="badge said">${e.role === "user" ? "you said" : "Claude said"}</span>
    <time datetime="${e.ts}">${when(e.ts)}</time> · session <a href="${session}" title="${e.sessionId}">${e.sessionId.slice(0, 8)}</a>${allProjects ? html` · ${names.get(e.project) ?? e.project}` : ""}</div>
  <blockquote class="said-text">${e.text}</blockquote></li>`;
  });
  return html`<section id="said">
<h2>Said in conversation <span class="muted small">— not verified: what was said in a session, not a checked fact</span></h2>
<ol class="said">${items}</ol></section>`;
}
