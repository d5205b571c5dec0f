/**
 * Memories worth adding to a prompt: BM25 hits that match the prompt *strongly* — at least two of
 * its significant words (or every word of a one- or two-word prompt), matched as the keyword index
 * matches them (Porter stems) — not already shown to this session, within a small token budget
 * (default 400). When nothing matches strongly, nothing is injected. A prompt that asks for a procedure
 * ("how do I run the tests", core/recall/procedure.ts) is answered first by the verified commands whose
 * action (the command and its kind, e.g. `mix test`, tagged "test") matches one of the prompt's action
 * words, and then no session summary is added: the command is the answer, a narrative is not. What is
 * injected is recorded, so the session never receives the same memory twice.
 */
import { formatAge } from "../../core/common/age.js";
import { estimateTokens } from "../../core/common/tokens.js";
import type { Memory } from "../../core/memories/memory.js";
import { actionTerms, asksForProcedure } from "../../core/recall/procedure.js";
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
  const commands = asksForProcedure(req.prompt) ? await commandsFor(store, req.project, terms) : [];
  // runs on every prompt: one keyword pass over a small pool (strong matches only, no query expansion)
  const hits = await rankMemories(store, {
    terms,
    project: req.project,
    limit: 20,
    pool: 40,
    feedback: false,
  });
  const strong = hits
    .map((h) => h.memory)
    .filter(
      (m) =>
        matchedTerms(terms, `${m.title} ${m.body} ${m.files.join(" ")} ${m.tags.join(" ")}`).length >= needed,
    )
    .filter((m) => commands.length === 0 || m.type !== "task_summary");
  const seen = await store.listInjected(req.sessionId);
  const now = req.now ?? new Date();
  const budget = req.budget ?? DEFAULT_PROMPT_BUDGET;
  const header = "Cairn memories related to this prompt (current code wins if they disagree):";
  const lines: string[] = [];
  const ids: string[] = [];
  for (const m of [...commands, ...strong]) {
    if (seen.has(m.id) || ids.includes(m.id)) continue;
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

/** Verified commands shown at most for a procedure question. */
const MAX_COMMANDS = 3;

/**
 * The verified commands whose action — the command line, its kind tag ("test", "lint", "build") and
 * files — matches one of the prompt's action words (`actionTerms`: its terms less the words that only
 * say "a procedure"), most action words matched first, then by rank.
 */
async function commandsFor(store: Store, project: string, terms: readonly string[]): Promise<Memory[]> {
  const action = actionTerms(terms);
  if (action.length === 0) return [];
  const hits = await rankMemories(store, {
    terms: action,
    project,
    types: ["verified_command"],
    limit: 20,
    pool: 40,
    feedback: false,
  });
  return hits
    .map((h, i) => ({
      m: h.memory,
      i,
      n: matchedTerms(action, `${h.memory.title} ${h.memory.tags.join(" ")} ${h.memory.files.join(" ")}`)
        .length,
    }))
    .filter((c) => c.n > 0)
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, MAX_COMMANDS)
    .map((c) => c.m);
}
