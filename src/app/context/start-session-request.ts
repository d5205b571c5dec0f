/** What startSession is asked for: by the SessionStart hook, `cairn context`, the dashboard and MCP. */
import type { Config } from "../../core/setup/config.js";
import type { ProjectIdentity } from "../env/project.js";
import type { PackFocus } from "./context-focus.js";

export interface StartSessionRequest {
  /** Any directory inside the project. */
  cwd: string;
  /**
   * The project, when the caller has already resolved it to a recorded one (`cairn context --project`
   * naming an imported project whose folder is gone, e.g. a removed worktree): used as it is instead of
   * resolving `cwd` again, which would record a new, empty project at that path.
   */
  project?: ProjectIdentity;
  /** `$CAIRN_HOME` (config, observation state) and its spool directory. */
  home: string;
  /** The run's environment (settings overrides, the compaction window, auto-memory switches). */
  env: NodeJS.ProcessEnv;
  /** The run's settings (runtime.config): `context.budget`, the summarizer, observations, auto memory. */
  config: Config;
  spoolDir: string;
  /** The session the pack is for: SessionStart's `session_id`, the MCP server's session; none for the CLI. */
  sessionId?: string;
  /** SessionStart's `source`; absent for a preview, which reconciles tasks as a starting session does. */
  source?: string;
  /** SessionStart's `transcript_path`: on source `compact`, Claude Code's compaction summary is read from it. */
  transcriptPath?: string;
  now: Date;
  /** Tokens; default: the `context.budget` setting. */
  budget?: number;
  /**
   * Most UTF-16 units of the pack's text: the agent's cap on hook context (core/agents
   * `contextLimitFor`) less what the hook adds after the pack; default: the pack's own cap (10,000).
   */
  maxChars?: number;
  /** A task in mind: its matching memories lead the pack (MCP `get_context_pack` with a query/files). */
  focus?: PackFocus;
  /** SessionStart only: the pack goes into the session, so its memory ids are recorded as injected. */
  inject?: boolean;
  /**
   * Epoch ms after which no leftover-spool or derivation-backlog work starts (the hook: 1 s after its
   * process started). Leftovers are ingested before the pack until PACK_RESERVE_MS before it, and
   * after the pack until it; what remains waits for the next start, so a backlog of any size never
   * keeps the pack from being injected. Absent (previews): everything is ingested before the pack.
   */
  deadline?: number;
  /** SessionStart only: start the detached model-summary worker (`cli.mjs summarize --pending`). */
  summaryWorker?: { cliPath: string; env: NodeJS.ProcessEnv };
}
