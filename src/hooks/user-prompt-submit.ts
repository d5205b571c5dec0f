/**
 * UserPromptSubmit: record the prompt (redacted) and add memories that match it strongly, within
 * a small budget, never repeating what this session already received. `<task-notification>`
 * prompts (background agents finishing) are not user intents and are skipped entirely.
 */

import { recordPrompt } from "../app/capture/record-prompt.js";
import { markStaleRecall } from "../app/notes/recall-staleness.js";
import { ensureProject } from "../app/projects/ensure-project.js";
import { recallForStatusQuestion } from "../app/recall/recall.js";
import { recallForPrompt } from "../app/recall/recall-for-prompt.js";
import { loadConfig } from "../app/setup/config.js";
import { isTaskNotification } from "../core/capture/summary.js";
import { openDefaultStores } from "./open-store.js";
import { parsePayload, userPromptSubmitPayload } from "./payload.js";
import { contextOutput, type HookContext, type HookOutput, type HookPayload } from "./types.js";

export async function run(raw: HookPayload, ctx: HookContext): Promise<HookOutput | null> {
  const p = await parsePayload(userPromptSubmitPayload, raw, "UserPromptSubmit");
  if (isTaskNotification(p.prompt)) return null;
  const stores = openDefaultStores(ctx.paths.db, ctx.nativeBinding);
  const store = stores.store;
  try {
    const now = new Date();
    const project = await ensureProject(store, p.cwd, now);
    await recordPrompt(store, {
      project: project.id,
      sessionId: p.session_id,
      prompt: p.prompt,
      cwd: p.cwd,
      now,
    });
    const budget = loadConfig(ctx.paths.home)["prompt.budget"];
    if (budget === 0) return null;
    // "where are we on …" / "what did we decide about …": select-then-compress recall, same budget
    const recall =
      (await recallForStatusQuestion(store, {
        project: project.id,
        sessionId: p.session_id,
        prompt: p.prompt,
        budget,
        now,
      })) ??
      (await recallForPrompt(store, {
        project: project.id,
        sessionId: p.session_id,
        prompt: p.prompt,
        budget,
        now,
      }));
    // never as if current: memories whose files changed since capture are marked possibly stale
    const marked = await markStaleRecall(store, recall, project.root);
    return contextOutput("UserPromptSubmit", marked.text);
  } finally {
    await store.close();
  }
}
