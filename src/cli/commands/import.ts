import { existsSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { emptySummary, findRollouts, importCodexRollouts } from "../../app/capture/import-codex-rollouts.js";
import { findCopilotEvents, importCopilotEvents } from "../../app/capture/import-copilot-events.js";
import { importTranscripts } from "../../app/capture/import-transcripts.js";
import { codexHomeOf } from "../../app/env/codex-home.js";
import { copilotHomeOf } from "../../app/env/copilot-home.js";
import { importAutoMemory } from "../../app/native-memory/import-auto-memory.js";
import { adoptWorktrees } from "../../app/projects/adopt-worktrees.js";
import { summarizerFromConfig } from "../../app/summarize/create-provider.js";
import { summarizerLog } from "../../app/summarize/log.js";
import { type SessionsSummarized, summarizeSessions } from "../../app/summarize/summarize-sessions.js";
import { CairnError } from "../../core/common/errors.js";
import { projectPath } from "../../core/projects/worktree-evidence.js";
import { type Command, printJson } from "../context.js";
import { progress } from "../progress.js";

export const importCommand: Command = {
  name: "import",
  summary:
    "Backfill memory from Claude Code transcripts, Codex CLI rollouts and Copilot CLI sessions (idempotent)",
  usage:
    "cairn import [PATH] [--summarize] [--json]   (PATH: a projects dir, one project dir or one .jsonl, Codex rollouts (a rollout-*.jsonl or a folder of them), or Copilot sessions (a session-state/<id>/events.jsonl, its folder or session-state); default ~/.claude/projects, $CODEX_HOME/sessions and $COPILOT_HOME/session-state; --summarize: model summaries with summarizer.provider)",
  options: { json: { type: "boolean" }, summarize: { type: "boolean" } },
  async run(ctx, v, pos) {
    const configDir = ctx.env.CLAUDE_CONFIG_DIR || join(ctx.env.HOME || homedir(), ".claude");
    const root = pos[0] ? resolve(ctx.cwd, pos[0]) : join(configDir, "projects");
    // Codex rollouts: a given rollout file or folder holding them, else $CODEX_HOME/sessions beside Claude Code's
    const codexSessions = join(codexHomeOf(ctx.env), "sessions");
    const givenCodex = pos[0] !== undefined && existsSync(root) && (await findRollouts(root)).length > 0;
    const codexRoot = givenCodex ? root : !pos[0] && existsSync(codexSessions) ? codexSessions : null;
    // Copilot sessions: a given events.jsonl or folder holding them, else $COPILOT_HOME/session-state
    const copilotState = join(copilotHomeOf(ctx.env), "session-state");
    const givenCopilot =
      pos[0] !== undefined && existsSync(root) && (await findCopilotEvents(root)).length > 0;
    const copilotRoot = givenCopilot ? root : !pos[0] && existsSync(copilotState) ? copilotState : null;
    const givenOther = givenCodex || givenCopilot;
    if (!existsSync(root) && codexRoot === null && copilotRoot === null)
      throw new CairnError("INVALID_INPUT", `no such file or directory: ${root}`);
    if (existsSync(root) && statSync(root).isFile() && !root.endsWith(".jsonl"))
      throw new CairnError(
        "INVALID_INPUT",
        `${root} is not a Claude Code transcript: give a .jsonl file, a project dir or a projects dir`,
      );
    const bar = progress(ctx, { label: "importing", unit: "MB", json: v.json });
    const mb = (b: number) => Math.round(b / 1e5) / 10;
    const sessionIds: string[] = [];
    const claude =
      givenOther || !existsSync(root)
        ? Promise.resolve(emptySummary())
        : importTranscripts(ctx.store(), {
            root,
            onStart: (total, files) => {
              bar.detail(`${files} files`);
              bar.setTotal(mb(total));
            },
            onProgress: (done) => bar.update(mb(done)),
            onSession: (id) => sessionIds.push(id),
            now: ctx.now(),
          });
    const summary = await claude
      .then((sum) =>
        codexRoot === null
          ? sum
          : importCodexRollouts(
              ctx.store(),
              { root: codexRoot, now: ctx.now(), onSession: (id) => sessionIds.push(id) },
              sum,
            ),
      )
      .then((sum) =>
        copilotRoot === null
          ? sum
          : importCopilotEvents(
              ctx.store(),
              { root: copilotRoot, now: ctx.now(), onSession: (id) => sessionIds.push(id) },
              sum,
            ),
      )
      .finally(() => bar.done());
    // sessions of removed worktrees join their repository's project where the evidence allows
    const joined = await adoptWorktrees(ctx.stores(), ctx.now());
    // Claude Code's auto-memory folders beside the transcripts, into the projects they were imported into
    const autoMemory =
      givenCodex || !existsSync(root) || !statSync(root).isDirectory()
        ? null
        : await importAutoMemory(ctx.store(), { root, home: ctx.paths.home, env: ctx.env, now: ctx.now() });
    let summaries: SessionsSummarized | null = null;
    if (v.summarize) {
      const settings = summarizerFromConfig(ctx.paths.home, ctx.env);
      if (settings.provider.complete === null)
        ctx.io.stderr(
          "--summarize: no model is configured (summarizer.provider is heuristic), so summaries stay heuristic; set one with `cairn config set summarizer.provider anthropic-api` (or claude-cli)\n",
        );
      else
        summaries = await summarizeSessions(ctx.store(), settings, sessionIds, {
          log: summarizerLog(ctx.paths.logs),
          now: ctx.now(),
        });
    }
    if (v.json) {
      const worktrees = joined.map((j) => ({
        from: { id: j.from.id, name: j.from.name, path: projectPath(j.from) },
        into: { id: j.into.id, name: j.into.name, path: projectPath(j.into) },
        evidence: j.evidence,
      }));
      printJson(ctx, {
        ...summary,
        worktrees,
        ...(autoMemory === null ? {} : { autoMemory }),
        ...(summaries === null ? {} : { summaries }),
      });
      return 0;
    }
    const unknown = Object.keys(summary.unknownTypes).length;
    const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
    ctx.io.stdout(
      `Imported ${n(summary.sessions, "session", "sessions")}, ${n(summary.events, "event", "events")}, ` +
        `${n(summary.memories, "memory", "memories")} from ${n(summary.files, "file", "files")} (${mb(summary.bytes)} MB); ` +
        `skipped ${summary.skipped} unchanged.${unknown > 0 ? ` Ignored ${n(unknown, "unknown record type", "unknown record types")}.` : ""}\n`,
    );
    if (summary.files === 0 && summary.skipped === 0)
      ctx.io.stdout(
        `No transcripts found in ${root}: Claude Code writes them as <session>.jsonl under ${join(configDir, "projects")}/<project>/.\n`,
      );
    if (summary.parseErrors > 0)
      ctx.io.stdout(
        `${n(summary.parseErrors, "line was", "lines were")} not valid JSON and skipped (--json counts them as parseErrors).\n`,
      );
    for (const f of summary.failed)
      ctx.io.stdout(
        `Not imported: session ${f.sessionId} in ${f.path}: ${f.reason} (read again next time).\n`,
      );
    if (summary.memoriesSkipped.length > 0)
      ctx.io.stdout(
        `${n(summary.memoriesSkipped.length, "derived memory was", "derived memories were")} left out (invalid; --json lists them as memoriesSkipped).\n`,
      );
    if (summary.files > 0 && summary.sessions === 0 && summary.events === 0)
      ctx.io.stdout("No Claude Code session records in the files read.\n");
    if (autoMemory !== null && autoMemory.folders > 0)
      ctx.io.stdout(
        `Claude Code auto memory: ${n(autoMemory.read, "file", "files")} read from ${n(autoMemory.folders, "folder", "folders")}` +
          `${autoMemory.removed > 0 ? `, ${n(autoMemory.removed, "removed file's memory", "removed files' memories")} deleted` : ""}.\n`,
      );
    for (const s of autoMemory?.skipped ?? []) ctx.io.stdout(`Auto memory left out: ${s}\n`);
    for (const j of joined)
      ctx.io.stdout(
        `Joined ${projectPath(j.from)} to project ${j.into.name} (${projectPath(j.into)}): ${j.evidence}.\n`,
      );
    if (summaries !== null)
      ctx.io.stdout(
        `Model summaries: ${n(summaries.model, "session", "sessions")} (${summaries.fromCompaction} from Claude Code's compaction summary)` +
          `${summaries.fallback > 0 ? `; ${summaries.fallback} kept the heuristic summary (see ${join(ctx.paths.logs, "summarizer.log")})` : ""}.\n`,
      );
    return 0;
  },
};
