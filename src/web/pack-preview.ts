/**
 * The one call the dashboard makes to build the next session's context pack: startSession, the use
 * case behind SessionStart and `cairn context` (app/context/start-session.ts), as a preview (nothing
 * recorded as injected), with the configured budget — so the preview is what the next session receives.
 */
import { join } from "node:path";
import { startSession } from "../app/context/start-session.js";
import type { ContextPack } from "../core/context/context-pack.js";
import type { ProjectRecord } from "../store/store.js";
import type { WebDeps } from "./deps.js";

export async function previewPack(deps: WebDeps, project: ProjectRecord): Promise<ContextPack> {
  const { pack } = await startSession(deps.stores, {
    cwd: project.root,
    home: deps.home,
    env: deps.env,
    config: deps.config(),
    spoolDir: join(deps.home, "spool"),
    now: deps.now(),
  });
  return pack;
}
