/**
 * SessionStart: one call to the startSession use case (leftover spools, task reconciliation,
 * observation sync, the context pack within `context.budget`, injections recorded, the summary worker
 * started when a model provider is configured); the pack goes out as `hookSpecificOutput.additionalContext`.
 */
import { realpathSync } from "node:fs";
import { dirname, join } from "node:path";
import { resummarizeSessions } from "../app/capture/resummarize-session.js";
import { startSession } from "../app/context/start-session.js";
import { contextLimitFor } from "../core/agents/agents.js";
import { hookServerBudget } from "../core/setup/server-limits.js";
import { cliHint } from "./cli-hint.js";
import { withHookStores } from "./open-store.js";
import { parsePayload, sessionStartPayload } from "./payload.js";
import { processStartMs } from "./process-start.js";
import { contextOutput, type HookContext, type HookOutput, type HookPayload } from "./types.js";

/** Milliseconds after process start (processStartMs) after which no backlog work starts. */
export const BACKLOG_BUDGET_MS = 1_000;

export async function run(raw: HookPayload, ctx: HookContext): Promise<HookOutput | null> {
  const p = await parsePayload(sessionStartPayload, raw, "SessionStart");
  const limit = contextLimitFor(ctx.agent).units;
  const hint = cliHint(process.env, dirname(realpathSync(process.argv[1] ?? ".")));
  const { pack, offline } = await withHookStores(
    ctx,
    (open, runtime) =>
      startSession(open(), {
        cwd: p.cwd,
        home: ctx.paths.home,
        env: process.env,
        config: runtime.config,
        spoolDir: ctx.paths.spool,
        sessionId: p.session_id,
        source: p.source,
        transcriptPath: typeof p.transcript_path === "string" ? p.transcript_path : undefined,
        now: new Date(),
        // the pack fits the agent's cap together with the line that follows it
        maxChars: limit - (hint ? hint.length + 2 : 0),
        deadline: processStartMs() + BACKLOG_BUDGET_MS,
        inject: true,
        summaryWorker: {
          cliPath: join(dirname(realpathSync(process.argv[1] ?? ".")), "cli.mjs"),
          env: process.env,
        },
      }),
    // delivered sessions are re-derived while the first half of the server time lasts
    {
      afterDelivery: (shared, ids) =>
        resummarizeSessions(shared, ids, {
          spoolDir: ctx.paths.spool,
          deadline: processStartMs() + hookServerBudget(ctx.event).serverDeadlineMs / 2,
        }),
    },
  );
  // nothing remembered yet: inject nothing rather than an empty header (unless the team's server,
  // which may well remember something, could not be asked: the pack then says so)
  if (pack.items.length === 0 && offline === null) return null;
  return contextOutput("SessionStart", hint ? `${pack.text}\n\n${hint}` : pack.text, limit);
}
