/**
 * `cairn summarize [SESSION]`: rewrite a session's summary with the configured model provider
 * (default: the project's latest session), falling back to the heuristic summary on any failure.
 * `--pending` is the deferred worker SessionStart spawns: it summarizes finished sessions still
 * waiting, under a watchdog that kills it (and its claude -p children) at its deadline.
 */

import { loadConfig } from "../../app/env/config.js";
import { killRunningClaude } from "../../app/summarize/claude-cli.js";
import { createProvider, summarizerFromConfig } from "../../app/summarize/create-provider.js";
import { runPendingSummaries, workerDeadlineMs } from "../../app/summarize/deferred.js";
import { summarizerLog } from "../../app/summarize/log.js";
import { PROVIDER_NAMES } from "../../app/summarize/provider.js";
import { summarizeSessionWithModel } from "../../app/summarize/summarize-session.js";
import { CairnError } from "../../core/common/errors.js";
import { type Command, printJson } from "../context.js";
import { optionTable } from "../options.js";
import { intOption, projectFor } from "../project-option.js";

export const summarize: Command = {
  name: "summarize",
  summary:
    "Rewrite a session's summary with the configured model (heuristic fallback); --pending runs deferred ones",
  usage:
    "cairn summarize [SESSION_ID] [--provider heuristic|claude-cli|anthropic-api] [--pending [--deadline-ms N]] [--quiet] [--json]",
  options: optionTable(
    { provider: "string", pending: "boolean", quiet: "boolean", "deadline-ms": "string" },
    "project json",
  ),
  async run(ctx, v, pos) {
    const log = summarizerLog(ctx.paths.logs);
    const config = summarizerFromConfig(ctx.paths.home, ctx.env);
    let provider = config.provider;
    if (v.provider !== undefined) {
      if (!(PROVIDER_NAMES as readonly string[]).includes(String(v.provider)))
        throw new CairnError("INVALID_INPUT", `--provider must be one of ${PROVIDER_NAMES.join(", ")}`);
      provider = createProvider(
        String(v.provider),
        loadConfig(ctx.paths.home, ctx.env)["summarizer.model"],
        ctx.env,
      );
    }
    if (v.pending) {
      // the watchdog: this process cannot outlive its deadline, whatever a model call does
      const deadline = Math.min(
        workerDeadlineMs(config.timeoutMs),
        intOption(v["deadline-ms"], "deadline-ms", Number.MAX_SAFE_INTEGER, 100, 3_600_000),
      );
      const watchdog = setTimeout(() => {
        log(`worker deadline passed after ${deadline} ms: killed`);
        killRunningClaude();
        process.kill(process.pid, "SIGKILL");
      }, deadline);
      watchdog.unref();
      const r = await runPendingSummaries(ctx.store(), {
        home: ctx.paths.home,
        provider,
        timeoutMs: config.timeoutMs,
        log,
      });
      clearTimeout(watchdog);
      if (v.json) printJson(ctx, r);
      else if (!v.quiet)
        ctx.io.stdout(
          r.ran
            ? `${r.results.length} session(s): ${r.results.map((x) => `${x.sessionId} ${x.status}`).join(", ") || "none pending"}\n`
            : provider.complete === null
              ? "No model provider configured (cairn config set summarizer.provider claude-cli).\n"
              : "Another summarizer is running.\n",
        );
      return 0;
    }
    let sessionId = pos[0];
    if (!sessionId) {
      const project = await projectFor(ctx, v.project);
      const [last] = await ctx.store().listSessions({ project: project.id, limit: 1 });
      if (!last) throw new CairnError("NOT_FOUND", "no session recorded for this project yet");
      sessionId = last.id;
    }
    const r = await summarizeSessionWithModel(ctx.store(), provider, {
      sessionId,
      timeoutMs: config.timeoutMs,
      now: ctx.now(),
      log,
    });
    if (v.json) printJson(ctx, r);
    else {
      const how = r.status === "fallback" ? `fallback to the heuristic summary (${r.reason})` : r.status;
      ctx.io.stdout(`${r.sessionId}: ${how}, ${r.ms} ms\n${r.summary}\n`);
    }
    return 0;
  },
};
