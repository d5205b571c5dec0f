/**
 * The UserPromptSubmit use case: record the prompt (redacted), then answer it from memory within the
 * `prompt.budget` setting — a "where are we on …" question through select-then-compress recall, any
 * other prompt with the memories that match it strongly (both select through search/rank.ts) — and mark
 * what it shows "possibly stale" when its files changed since capture. Returns the text to inject
 * ("" when nothing matched or the budget is 0).
 */
import type { Stores } from "../../store/stores.js";
import { recordPrompt } from "../capture/record-prompt.js";
import { ensureProject } from "../projects/ensure-project.js";
import { markStaleRecall } from "../staleness/recall-staleness.js";
import { recallForStatusQuestion } from "./recall.js";
import { recallForPrompt } from "./recall-for-prompt.js";

export async function promptRecall(
  stores: Stores,
  /** `budget`: the `prompt.budget` setting in tokens (0: record the prompt, recall nothing). */
  req: { cwd: string; sessionId: string; prompt: string; budget: number; now: Date },
): Promise<string> {
  const { store } = stores;
  const project = await ensureProject(store, req.cwd, req.now);
  await recordPrompt(store, {
    project: project.id,
    sessionId: req.sessionId,
    prompt: req.prompt,
    cwd: req.cwd,
    now: req.now,
  });
  const budget = req.budget;
  if (budget === 0) return "";
  const ask = { project: project.id, sessionId: req.sessionId, prompt: req.prompt, budget, now: req.now };
  const recall = (await recallForStatusQuestion(store, ask)) ?? (await recallForPrompt(store, ask));
  // never as if current: memories whose files changed since capture are marked possibly stale
  return (await markStaleRecall(store, recall, project.root)).text;
}
