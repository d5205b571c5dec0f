/**
 * The one call the dashboard makes to build the next session's context pack. It is the same use case
 * `cairn context` runs (app/context/build-context.ts), with the budget SessionStart uses
 * (config `context.budget`), so the preview is what the next session receives.
 */
import { buildContext } from "../app/context/build-context.js";
import { loadConfig } from "../app/setup/config.js";
import type { ContextPack } from "../core/context/context-pack.js";
import type { ProjectRecord } from "../store/store.js";
import type { WebDeps } from "./deps.js";

export async function previewPack(deps: WebDeps, project: ProjectRecord): Promise<ContextPack> {
  return buildContext(deps.store, {
    project: { id: project.id, name: project.name, root: project.root },
    budget: loadConfig(deps.home, deps.env)["context.budget"],
    now: deps.now(),
  });
}
