/**
 * The UserPromptSubmit use case: record the prompt (redacted), then answer it from memory within the
 * `prompt.budget` setting — a "where are we on …" question through select-then-compress recall, any
 * other prompt with the memories that match it strongly (both select through search/rank.ts) — and mark
 * what it shows "possibly stale" when its files changed since capture. Returns the text to inject
 * ("" when nothing matched or the budget is 0), within `maxChars` UTF-16 units when given (whole lines
 * dropped from the end, core/context/fit-output.ts).
 */
import { fitText } from "../../core/context/fit-output.js";
import type { Stores } from "../../store/stores.js";
import { recordPrompt } from "../capture/record-prompt.js";
import { markStaleRecall } from "../notes/recall-staleness.js";
import { ensureProject } from "../projects/ensure-project.js";
import { recallForStatusQuestion } from "./recall.js";
import { recallForPrompt } from "./recall-for-prompt.js";

export async function promptRecall(
  stores: Stores,
  /** `budget`: the `prompt.budget` setting in tokens (0: record the prompt, recall nothing). */
  /** `maxChars`: the agent's cap on injected context in UTF-16 units (the text is fitted to it). */
  req: { cwd: string; sessionId: string; prompt: string; budget: number; now: Date; maxChars?: number },
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
  const { text } = await markStaleRecall(store, recall, project.root);
  // a budget above the agent's cap loses its last lines, whole, and says so
  return req.maxChars === undefined ? text : fitText(text, req.maxChars).text;
}
