/**
 * `cairn doctor`'s Codex CLI line: where Cairn's Codex hooks are installed (user `$CODEX_HOME/hooks.json`,
 * project `.codex/hooks.json`) and whether Codex will run them — each handler needs a matching
 * `[hooks.state."…"] trusted_hash` in the user config.toml, and a project's hooks need the project trusted;
 * otherwise Codex skips them without a word (docs/agents/codex.md). Reads only.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "@decimalturn/toml-patch";
import {
  type CodexCommandHook,
  codexHookIdentity,
  codexTrustKey,
  isCairnCodexCommand,
} from "../../core/agents/codex-hooks.js";
import { isRecord } from "./settings-file.js";

const read = (path: string): string | null => {
  try {
    return readFileSync(path, "utf8");
  } catch {
    // absent or unreadable: null, reported as not installed
    return null;
  }
};

/** Cairn's handlers in one hooks.json: [trust key, expected hash]. */
function cairnHandlers(path: string): [string, string][] {
  let doc: unknown;
  try {
    doc = JSON.parse(read(path) ?? "null");
  } catch {
    // a hooks.json that is not JSON holds no handlers of Cairn's
    return [];
  }
  const hooks = isRecord(doc) && isRecord(doc.hooks) ? doc.hooks : {};
  const out: [string, string][] = [];
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) continue;
    groups.forEach((g, gi) => {
      if (!isRecord(g) || !Array.isArray(g.hooks)) return;
      const matcher = typeof g.matcher === "string" ? g.matcher : undefined;
      g.hooks.forEach((h, hi) => {
        if (!isRecord(h) || !isCairnCodexCommand(h.command)) return;
        const id = codexHookIdentity(event, matcher, h as unknown as CodexCommandHook);
        out.push([
          codexTrustKey(path, event, gi, hi),
          `sha256:${createHash("sha256").update(id).digest("hex")}`,
        ]);
      });
    });
  }
  return out;
}

/** A doctor check (doctor.ts `Check`, repeated here: doctor imports this module). */
export interface CodexCheck {
  name: string;
  status: "ok" | "warn" | "fail";
  detail: string;
}

export function codexCheck(projectRoot: string, codexHome: string): CodexCheck {
  const name = "codex";
  let config: Record<string, unknown> = {};
  try {
    config = parse(read(join(codexHome, "config.toml")) ?? "") as Record<string, unknown>;
  } catch {
    // a config.toml that is not TOML: the check says so
    return {
      name,
      status: "warn",
      detail: `${join(codexHome, "config.toml")} is not valid TOML: Codex ignores it`,
    };
  }
  const state = isRecord(config.hooks) && isRecord(config.hooks.state) ? config.hooks.state : {};
  const scopes = [
    { scope: "user", path: join(codexHome, "hooks.json") },
    { scope: "project", path: join(projectRoot, ".codex", "hooks.json") },
  ];
  const found: string[] = [];
  const problems: string[] = [];
  for (const { scope, path } of scopes) {
    const handlers = cairnHandlers(path);
    if (handlers.length === 0) continue;
    found.push(`${scope} (${path}, ${handlers.length} hooks)`);
    const untrusted = handlers.filter(([key, hash]) => {
      const entry = state[key];
      return !(isRecord(entry) && entry.trusted_hash === hash && entry.enabled !== false);
    });
    if (untrusted.length > 0)
      problems.push(`${untrusted.length} ${scope} hook(s) not trusted: Codex skips them`);
    const projects = isRecord(config.projects) ? config.projects : {};
    const trust = projects[projectRoot];
    if (scope === "project" && !(isRecord(trust) && trust.trust_level === "trusted"))
      problems.push("this project is not trusted in Codex, so its .codex/ layer is ignored");
  }
  if (found.length === 0)
    return { name, status: "ok", detail: "not installed for Codex CLI (`cairn install --agent codex`)" };
  if (problems.length > 0)
    return {
      name,
      status: "warn",
      detail: `${problems.join("; ")}; run \`cairn install --agent codex\` again`,
    };
  return { name, status: "ok", detail: `installed: ${found.join(", ")}; trusted` };
}
