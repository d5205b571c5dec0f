/**
 * What a context provider is given and returns: capabilities other than memories contribute sections
 * to the context pack through this signature (registered in context-providers.ts).
 */
import type { PackSection } from "../../core/context/context-pack.js";
import type { Config } from "../../core/setup/config.js";
import type { Stores } from "../../store/stores.js";
import type { TaskStore } from "../../store/task-store.js";

/** The project's task boards as the caller already looked them up (startSession's catch-up). */
export interface TaskBoards {
  /** Whether the project has at least one board. */
  present: boolean;
  /** The task store to read instead of `stores.tasks()` (a preview's reconciled view). */
  tasks?: Promise<TaskStore>;
}

export interface ProviderInput {
  stores: Stores;
  project: { id: string; name: string; root?: string };
  /** `$CAIRN_HOME` of the run (settings, observation files). */
  home: string;
  /** The run's environment (settings overrides), given by the caller: providers never read it. */
  env: NodeJS.ProcessEnv;
  /** The run's settings (runtime.config), given by the caller: providers never read config.json. */
  config: Config;
  /** The session the pack is for, when known (SessionStart). */
  sessionId?: string;
  now: Date;
  /** True when the caller already read at least one live memory of the project (saves asking again). */
  hasMemories?: boolean;
  /**
   * A preview (`cairn context`, the dashboard, MCP), not a starting session: providers read and write
   * nothing (no note stamp, INDEX.md or index row); what is out of sync is shown as it is.
   */
  readOnly?: boolean;
  /** Absent: the tasks provider asks `stores` itself. */
  taskBoards?: TaskBoards;
}

export type ContextProvider = (input: ProviderInput) => Promise<PackSection | PackSection[] | null>;
