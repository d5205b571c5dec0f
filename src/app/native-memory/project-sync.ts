/**
 * The hooks' and previews' entry to auto-memory sync: reads the settings (`autoMemory.enabled`,
 * `autoMemory.shareAll`), syncs the project's folders and never fails the caller — on any error the pack
 * and the Stop go on with what the store already holds (nothing is loaded then, so nothing is hidden from
 * the pack).
 */
import type { Config } from "../../core/setup/config.js";
import type { Store } from "../../store/store.js";
import { syncAutoMemory } from "./sync-auto-memory.js";

export interface ProjectAutoMemoryRequest {
  project: { id: string; root: string; identity?: string; gitDir?: string | null };
  cwd: string;
  home: string;
  now: Date;
  /** The run's environment (settings overrides, Claude Code's auto-memory switches). */
  env: Readonly<Record<string, string | undefined>>;
  /** The run's settings (runtime.config): `autoMemory.enabled`, `autoMemory.shareAll`. */
  config: Config;
  /** Epoch ms after which no further file is read (the rest waits for the next sync). */
  deadline?: number;
}

/** Dedupe keys of the native memories MEMORY.md already puts in context (empty when off or on error). */
export async function syncProjectAutoMemory(
  store: Store,
  req: ProjectAutoMemoryRequest,
): Promise<Set<string>> {
  try {
    const { config, ...rest } = req;
    if (!config["autoMemory.enabled"]) return new Set();
    const r = await syncAutoMemory(store, { ...rest, shareAll: config["autoMemory.shareAll"] });
    return r.loaded;
  } catch {
    // auto-memory sync is a bonus at session start: a failure leaves the pack without it, never breaks the hook
    return new Set();
  }
}
