/**
 * The Observer/Reflector Stop guard (registered in app/stop-guards.ts): measures the transcript
 * growth, decides with core/observations/observer.ts and, when it fires, blocks the stop once with
 * the Observer or Reflector prompt. Off when `observations.enabled` is false or the project has
 * `.cairn/observations-off`. stop_hook_active is handled centrally (the guard never runs then).
 */

import { continuity } from "../../core/observations/document.js";
import { decideObserver } from "../../core/observations/observer.js";
import { observerPrompt, reflectorPrompt } from "../../core/observations/prompts.js";
import type { StopGuard } from "../extension/stop-guard-input.js";
import { cliCommand } from "./cli-command.js";
import { fileBytes, readDoc } from "./files.js";
import { loadObserverState, saveObserverState, scanTranscript } from "./observer-state.js";
import { observationPaths, optedOut } from "./paths.js";
import { localDate } from "./record.js";
import { observerSettings } from "./settings.js";
import { awaitTranscriptTurn } from "./transcript-catch-up.js";

export const observationGuard: StopGuard = async (input) => {
  const home = input.home;
  const settings = observerSettings(input.config, input.env);
  if (!settings.enabled || optedOut(input.project.root)) return null;
  if (input.event === "SubagentStop" && !settings.subagents) return null;
  const paths = observationPaths(input.project.root, home);
  // the transcript may lag this turn: give it a moment to catch up before measuring it
  // (bounded well inside Stop's time: a missing transcript or a FIFO returns at once)
  if (input.event === "Stop")
    await awaitTranscriptTurn(input.transcriptPath, input.lastAssistantMessage, { maxMs: 400 });
  const scanned = await scanTranscript(loadObserverState(home, input.sessionId), input.transcriptPath);
  const fileTokens = {
    committed: Math.ceil(fileBytes(paths.file.committed) / 4),
    local: Math.ceil(fileBytes(paths.file.local) / 4),
  };
  const { decision, state } = decideObserver({
    state: scanned,
    settings,
    event: input.event,
    fileTokens,
    nowIso: input.now.toISOString(),
  });
  saveObserverState(home, input.sessionId, state);
  const cli = cliCommand(input.cliEntry);
  if (decision.action === "observe") {
    return {
      reason: observerPrompt({
        cli,
        sessionId: input.sessionId,
        why: decision.why,
        newTokens: decision.newTokens,
        contextPct: decision.contextPct,
        today: localDate(input.now),
        currentTask: continuity(readDoc(paths, "local")).task,
      }),
    };
  }
  if (decision.action === "reflect") {
    return {
      reason: reflectorPrompt({
        cli,
        scopes: decision.scopes.filter((s) => s !== "global") as ("committed" | "local")[],
        tokens: fileTokens,
        threshold: settings.reflectionThreshold,
      }),
    };
  }
  return null;
};
