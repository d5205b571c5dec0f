import { existsSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { emptySummary, findRollouts, importCodexRollouts } from "../../app/capture/import-codex-rollouts.js";
import { findCopilotEvents, importCopilotEvents } from "../../app/capture/import-copilot-events.js";
import { type ImportSummary, importTranscripts } from "../../app/capture/import-transcripts.js";
import { codexHomeOf } from "../../app/env/codex-home.js";
import { copilotHomeOf } from "../../app/env/copilot-home.js";
import { importAutoMemory } from "../../app/native-memory/import-auto-memory.js";
import { adoptWorktrees } from "../../app/projects/adopt-worktrees.js";
import { summarizerFromConfig } from "../../app/summarize/create-provider.js";
import { summarizerLog } from "../../app/summarize/log.js";
import { type SessionsSummarized, summarizeSessions } from "../../app/summarize/summarize-sessions.js";
import { CairnError } from "../../core/common/errors.js";
import { projectPath } from "../../core/projects/worktree-evidence.js";
import { type CliContext, type Command, printJson } from "../context.js";
import { optionTable } from "../options.js";
import { progress } from "../progress.js";

export const importCommand: Command = {
  name: "import",
  summary:
    "Backfill memory from Claude Code transcripts, Codex CLI rollouts and Copilot CLI sessions (idempotent)",
  usage:
    "cairn import [PATH] [--summarize] [--json]   (PATH: a projects dir, one project dir or one .jsonl, Codex rollouts (a rollout-*.jsonl or a folder of them), or Copilot sessions (a session-state/<id>/events.jsonl, its folder or session-state); default ~/.claude/projects, $CODEX_HOME/sessions and $COPILOT_HOME/session-state; --summarize: model summaries with summarizer.provider)",
  options: optionTable({ summarize: "boolean" }, "json"),
  async run(ctx, v, pos) {
    const src = await importSources(ctx, pos[0]);
    const root = src.root;
    const sessionIds: string[] = [];
    // many write transactions in a row: fewer WAL checkpoints (same data, same crash safety)
    ctx.store().bulkWrites?.();
    const summary = await importAll(ctx, src, Boolean(v.json), sessionIds);
    // sessions of removed worktrees join their repository's project where the evidence allows
    const joined = await adoptWorktrees(ctx.stores(), ctx.now());
    // Claude Code's auto-memory folders beside the transcripts, into the projects they were imported into
    const autoMemory =
      src.givenCodex || !existsSync(root) || !statSync(root).isDirectory()
        ? null
        : await importAutoMemory(ctx.store(), {
            root,
            home: ctx.paths.home,
            env: ctx.env,
            config: ctx.config(),
            now: ctx.now(),
          });
    const summaries = v.summarize ? await summarizeImported(ctx, sessionIds) : null;
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
    printImport(ctx, src, summary, { joined, autoMemory, summaries });
    return 0;
  },
};

/** Where to import from: PATH (`given`) or Claude Code's, Codex's and Copilot's default folders. */
interface ImportSources {
  /** Claude Code's config dir (`$CLAUDE_CONFIG_DIR`, else ~/.claude). */
  configDir: string;
  /** PATH, resolved, or Claude Code's projects dir. */
  root: string;
  codexRoot: string | null;
  copilotRoot: string | null;
  /** PATH holds Codex rollouts. */
  givenCodex: boolean;
  /** PATH holds Codex rollouts or Copilot sessions (so no Claude Code transcripts are read). */
  givenOther: boolean;
}

/** Throws CairnError INVALID_INPUT when nothing is there or PATH is a file other than a .jsonl. */
async function importSources(ctx: CliContext, given: string | undefined): Promise<ImportSources> {
  const configDir = ctx.env.CLAUDE_CONFIG_DIR || join(ctx.env.HOME || homedir(), ".claude");
  const root = given ? resolve(ctx.cwd, given) : join(configDir, "projects");
  // Codex rollouts: a given rollout file or folder holding them, else $CODEX_HOME/sessions beside Claude Code's
  const codexSessions = join(codexHomeOf(ctx.env), "sessions");
  const givenCodex = given !== undefined && existsSync(root) && (await findRollouts(root)).length > 0;
  const codexRoot = givenCodex ? root : !given && existsSync(codexSessions) ? codexSessions : null;
  // Copilot sessions: a given events.jsonl or folder holding them, else $COPILOT_HOME/session-state
  const copilotState = join(copilotHomeOf(ctx.env), "session-state");
  const givenCopilot = given !== undefined && existsSync(root) && (await findCopilotEvents(root)).length > 0;
  const copilotRoot = givenCopilot ? root : !given && existsSync(copilotState) ? copilotState : null;
  if (!existsSync(root) && codexRoot === null && copilotRoot === null)
    throw new CairnError("INVALID_INPUT", `no such file or directory: ${root}`);
  if (existsSync(root) && statSync(root).isFile() && !root.endsWith(".jsonl"))
    throw new CairnError(
      "INVALID_INPUT",
      `${root} is not a Claude Code transcript: give a .jsonl file, a project dir or a projects dir`,
    );
  return { configDir, root, codexRoot, copilotRoot, givenCodex, givenOther: givenCodex || givenCopilot };
}

const mb = (b: number) => Math.round(b / 1e5) / 10;

/** Claude Code transcripts, then Codex rollouts, then Copilot sessions, into one summary; ids into `sessionIds`. */
async function importAll(
  ctx: CliContext,
  src: ImportSources,
  json: boolean,
  sessionIds: string[],
): Promise<ImportSummary> {
  const { root, codexRoot, copilotRoot } = src;
  const bar = progress(ctx, { label: "importing", unit: "MB", json });
  const claude =
    src.givenOther || !existsSync(root)
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
  return claude
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
}

/** `--summarize`: model summaries of the imported sessions; null (and a note) without a model. */
async function summarizeImported(ctx: CliContext, sessionIds: string[]): Promise<SessionsSummarized | null> {
  const settings = summarizerFromConfig(ctx.config(), ctx.env);
  if (settings.provider.complete === null) {
    ctx.io.stderr(
      "--summarize: no model is configured (summarizer.provider is heuristic), so summaries stay heuristic; set one with `cairn config set summarizer.provider anthropic-api` (or claude-cli)\n",
    );
    return null;
  }
  return summarizeSessions(ctx.store(), settings, sessionIds, {
    log: summarizerLog(ctx.paths.logs),
    now: ctx.now(),
  });
}

const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The text report: counts, what was left out and why, worktrees joined, auto memory and model summaries. */
function printImport(
  ctx: CliContext,
  src: ImportSources,
  summary: ImportSummary,
  after: {
    joined: Awaited<ReturnType<typeof adoptWorktrees>>;
    autoMemory: Awaited<ReturnType<typeof importAutoMemory>> | null;
    summaries: SessionsSummarized | null;
  },
): void {
  const { joined, autoMemory, summaries } = after;
  const out = (line: string) => ctx.io.stdout(`${line}\n`);
  const unknown = Object.keys(summary.unknownTypes).length;
  out(
    `Imported ${n(summary.sessions, "session", "sessions")}, ${n(summary.events, "event", "events")}, ` +
      `${n(summary.memories, "memory", "memories")} from ${n(summary.files, "file", "files")} (${mb(summary.bytes)} MB); ` +
      `skipped ${summary.skipped} unchanged.${unknown > 0 ? ` Ignored ${n(unknown, "unknown record type", "unknown record types")}.` : ""}`,
  );
  if (summary.files === 0 && summary.skipped === 0)
    out(
      `No transcripts found in ${src.root}: Claude Code writes them as <session>.jsonl under ${join(src.configDir, "projects")}/<project>/.`,
    );
  if (summary.parseErrors > 0)
    out(
      `${n(summary.parseErrors, "line was", "lines were")} not valid JSON and skipped (--json counts them as parseErrors).`,
    );
  for (const f of summary.failed)
    out(`Not imported: session ${f.sessionId} in ${f.path}: ${f.reason} (read again next time).`);
  if (summary.memoriesSkipped.length > 0)
    out(
      `${n(summary.memoriesSkipped.length, "derived memory was", "derived memories were")} left out (invalid; --json lists them as memoriesSkipped).`,
    );
  if (summary.files > 0 && summary.sessions === 0 && summary.events === 0)
    out("No Claude Code session records in the files read.");
  if (autoMemory !== null && autoMemory.folders > 0)
    out(
      `Claude Code auto memory: ${n(autoMemory.read, "file", "files")} read from ${n(autoMemory.folders, "folder", "folders")}` +
        `${autoMemory.removed > 0 ? `, ${n(autoMemory.removed, "removed file's memory", "removed files' memories")} deleted` : ""}.`,
    );
  for (const s of autoMemory?.skipped ?? []) out(`Auto memory left out: ${s}`);
  for (const j of joined)
    out(`Joined ${projectPath(j.from)} to project ${j.into.name} (${projectPath(j.into)}): ${j.evidence}.`);
  if (summaries !== null)
    out(
      `Model summaries: ${n(summaries.model, "session", "sessions")} (${summaries.fromCompaction} from Claude Code's compaction summary)` +
        `${summaries.fallback > 0 ? `; ${summaries.fallback} kept the heuristic summary (see ${join(ctx.paths.logs, "summarizer.log")})` : ""}.`,
    );
}
