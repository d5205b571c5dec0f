/**
 * What a Stop guard is given and returns (Claude Code's Stop / SubagentStop): capabilities contribute
 * guards with this signature, registered in stop-guards.ts.
 */
import type { ActivityEvent } from "../../core/capture/events.js";
import type { Config } from "../../core/setup/config.js";
import type { Stores } from "../../store/stores.js";

export interface StopGuardInput {
  stores: Stores;
  project: { id: string; root: string; name: string };
  sessionId: string;
  event: "Stop" | "SubagentStop";
  lastAssistantMessage: string | null;
  /** The session transcript (hook payload `transcript_path`); may lag the current turn. */
  transcriptPath?: string | null;
  /** This turn's events (since the last prompt), oldest first, file paths project-relative. */
  turn: readonly ActivityEvent[];
  /** `$CAIRN_HOME` of the run (settings, observer state), given by the caller: guards never read the environment. */
  home: string;
  /** The run's environment (the compaction window), given by the caller. */
  env: NodeJS.ProcessEnv;
  /** The run's settings (runtime.config), given by the caller: guards never read config.json. */
  config: Config;
  /** The running script (`process.argv[1]`): a prompt runs the cli.mjs beside it (observations/cli-command.ts). */
  cliEntry: string | undefined;
  now: Date;
}

export type StopGuard = (input: StopGuardInput) => Promise<{ reason: string } | null>;
