/**
 * Memories worth adding to a prompt: BM25 hits that match the prompt *strongly* — at least two of
 * its significant words (or every word of a one- or two-word prompt) — not already shown to this
 * session, within a small token budget (default 400). What is injected is recorded, so the session
 * never receives the same memory twice.
 */
import { formatAge } from "../../core/common/age.js";
import { estimateTokens } from "../../core/common/tokens.js";
import { matchedTerms, toSearchTerms } from "../../core/recall/search-terms.js";
import type { Store } from "../../store/store.js";
import { rankMemories } from "../search/rank.js";

export const DEFAULT_PROMPT_BUDGET = 400;

export interface PromptRecall {
  ids: string[];
  text: string;
  tokens: number;
}

export async function recallForPrompt(
  store: Store,
  req: { project: string; sessionId: string; prompt: string; budget?: number; now?: Date },
): Promise<PromptRecall> {
  const empty = { ids: [], text: "", tokens: 0 };
  const terms = toSearchTerms(req.prompt);
  if (terms.length === 0) return empty;
  const needed = Math.min(terms.length, 2);
  // runs on every prompt: one keyword pass over a small pool (strong matches only, no query expansion)
  const hits = await rankMemories(store, {
    terms,
    project: req.project,
    limit: 20,
    pool: 40,
    feedback: false,
  });
  const seen = await store.listInjected(req.sessionId);
  const now = req.now ?? new Date();
  const budget = req.budget ?? DEFAULT_PROMPT_BUDGET;
  const header = "Cairn memories related to this prompt (current code wins if they disagree):";
  const lines: string[] = [];
  const ids: string[] = [];
  for (const { memory: m } of hits) {
    if (seen.has(m.id)) continue;
    const text = `${m.title} ${m.body} ${m.files.join(" ")} ${m.tags.join(" ")}`;
    if (matchedTerms(terms, text).length < needed) continue;
    const body = m.body ? ` — ${m.body.replace(/\s+/g, " ").slice(0, 200)}` : "";
    const line = `- [${m.type}] ${m.title}${body} (${m.id}, ${formatAge(m.updatedAt, now)})`;
    if (estimateTokens([header, ...lines, line].join("\n")) > budget) continue;
    lines.push(line);
    ids.push(m.id);
  }
  if (ids.length === 0) return empty;
  await store.recordInjections(req.sessionId, ids, now.toISOString());
  const text = [header, ...lines].join("\n");
  return { ids, text, tokens: estimateTokens(text) };
}
