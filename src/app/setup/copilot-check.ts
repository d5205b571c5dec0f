/**
 * `cairn doctor`'s GitHub Copilot CLI line: where Cairn's Copilot hooks are installed (user
 * `$COPILOT_HOME/hooks/cairn.json`, project `.github/hooks/cairn.json`) and what can be known of whether
 * Copilot runs them. User hooks run in every folder; a project's hooks only in a trusted folder
 * (docs/agents/copilot.md). Copilot 1.0.102 keeps folder trust in its native runtime; a `trustedFolders`
 * list in `$COPILOT_HOME/config.json` (older releases) is read when present, otherwise trust is reported as
 * unknown with the ways to grant it. Reads only.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { COPILOT_AGENT_FLAG } from "../../core/agents/copilot-hooks.js";
import { copilotHooksPath } from "../env/copilot-home.js";
import { isRecord } from "./settings-file.js";

const readJson = (path: string): unknown => {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    // absent, unreadable or not JSON: null, reported as not installed
    return null;
  }
};

/** How many of Cairn's hooks a hooks file holds (0 when absent or unparsable). */
function cairnHooks(path: string): number {
  const doc = readJson(path);
  const hooks = isRecord(doc) && isRecord(doc.hooks) ? doc.hooks : {};
  return Object.values(hooks)
    .flatMap((l) => (Array.isArray(l) ? l : []))
    .filter((h) => isRecord(h) && typeof h.bash === "string" && h.bash.endsWith(` ${COPILOT_AGENT_FLAG}`))
    .length;
}

function trustedInConfig(copilotHome: string, root: string): boolean {
  const config = readJson(join(copilotHome, "config.json"));
  const list = isRecord(config) && Array.isArray(config.trustedFolders) ? config.trustedFolders : [];
  return list.some((f) => typeof f === "string" && resolve(f) === resolve(root));
}

export function copilotCheck(
  projectRoot: string,
  copilotHome: string,
): { name: string; status: "ok" | "warn"; detail: string } {
  const name = "copilot";
  const found: string[] = [];
  for (const scope of ["user", "project"] as const) {
    const path = copilotHooksPath(scope, projectRoot, copilotHome);
    const n = cairnHooks(path);
    if (n === 0) continue;
    const runs =
      scope === "user"
        ? "runs in every folder"
        : trustedInConfig(copilotHome, projectRoot)
          ? "this folder is trusted"
          : "runs only in a trusted folder: trust it when Copilot asks, or run with --trust-folder or COPILOT_ALLOW_ALL=true";
    found.push(`${scope} (${path}, ${n} hooks; ${runs})`);
  }
  if (found.length === 0)
    return {
      name,
      status: "ok",
      detail: "not installed for GitHub Copilot CLI (`cairn install --agent copilot`)",
    };
  return { name, status: "ok", detail: `installed: ${found.join(", ")}` };
}
