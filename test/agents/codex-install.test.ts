// `cairn install --agent codex` through the built CLI: hooks.json beside the user's own hooks, trust entries
// Codex accepts (the hash the agents smoke test proved against codex-cli 0.169.0), project trust and the MCP
// server, comments and layout of config.toml kept; uninstall restores every file byte for byte, or removes only
// Cairn's entries from a file edited since.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "@decimalturn/toml-patch";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { codexHookHash } from "../support/codex-config.js";
import { CLI, gitRepo, HOOK } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

let dir: ReturnType<typeof tempDir>;
let repo: string;
let codexHome: string;
let env: NodeJS.ProcessEnv;

const USER_CONFIG = `# my Codex settings
model = "gpt-5.5" # the one I use

[projects."/elsewhere"]
trust_level = "trusted"

[hooks.state."/elsewhere/.codex/hooks.json:stop:0:0"]
trusted_hash = "sha256:0000"
`;
const USER_HOOKS = `{
  "hooks": {
    "Stop": [{ "hooks": [{ "type": "command", "command": "echo mine", "timeout": 2 }] }]
  }
}
`;

function cairn(args: string[]): string {
  return execFileSync(process.execPath, [CLI, ...args], { cwd: repo, env, encoding: "utf8" });
}

/** doctor's codex line (doctor exits 1 when another check fails; its JSON is printed all the same). */
function doctor(): { status: string; detail: string } | undefined {
  const r = spawnSync(process.execPath, [CLI, "doctor", "--json"], { cwd: repo, env, encoding: "utf8" });
  return (JSON.parse(r.stdout) as { name: string; status: string; detail: string }[]).find(
    (c) => c.name === "codex",
  );
}

beforeEach(() => {
  dir = tempDir("cairn-codex-install-");
  repo = join(dir.path, "proj");
  codexHome = join(dir.path, "codex-home");
  mkdirSync(repo);
  mkdirSync(codexHome);
  gitRepo(repo);
  env = {
    ...process.env,
    HOME: join(dir.path, "home"),
    CAIRN_HOME: join(dir.path, "cairn"),
    CODEX_HOME: codexHome,
  };
});
afterEach(() => dir.cleanup());

type HooksFile = {
  hooks: Record<string, { matcher?: string; hooks: { command: string; timeout: number }[] }[]>;
};

describe("cairn install --agent codex", () => {
  it("project scope: hooks after the user's, trust hashes Codex computes, project trust, MCP; uninstall restores bytes", () => {
    writeFileSync(join(codexHome, "config.toml"), USER_CONFIG);
    mkdirSync(join(repo, ".codex"));
    writeFileSync(join(repo, ".codex", "hooks.json"), USER_HOOKS);
    const out = cairn(["install", "--agent", "codex", "--scope", "project", "--json"]);
    expect(JSON.parse(out)).toMatchObject({ alreadyInstalled: false });
    const hooksPath = join(repo, ".codex", "hooks.json");
    const hooks = JSON.parse(readFileSync(hooksPath, "utf8")) as HooksFile;
    expect(Object.keys(hooks.hooks).sort()).toEqual(
      ["PostToolUse", "PreCompact", "SessionEnd", "SessionStart", "Stop", "UserPromptSubmit"].sort(),
    );
    expect(hooks.hooks.Stop?.[0]?.hooks[0]?.command).toBe("echo mine");
    const ours = hooks.hooks.Stop?.[1]?.hooks[0];
    expect(ours?.command).toBe(`node ${HOOK} Stop --agent codex`);

    const text = readFileSync(join(codexHome, "config.toml"), "utf8");
    expect(text.startsWith('# my Codex settings\nmodel = "gpt-5.5" # the one I use\n')).toBe(true);
    const config = parse(text) as {
      hooks: { state: Record<string, { trusted_hash: string }> };
      projects: Record<string, { trust_level: string }>;
    };
    for (const [event, groups] of Object.entries(hooks.hooks))
      groups.forEach((g, gi) => {
        if (!g.hooks[0]?.command.endsWith("--agent codex")) return;
        const label = event.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
        expect(config.hooks.state[`${hooksPath}:${label}:${gi}:0`]?.trusted_hash).toBe(
          codexHookHash(event, g.matcher, g.hooks[0] as never),
        );
      });
    expect(config.hooks.state["/elsewhere/.codex/hooks.json:stop:0:0"]?.trusted_hash).toBe("sha256:0000");
    expect(config.projects[repo]?.trust_level).toBe("trusted");
    const layer = parse(readFileSync(join(repo, ".codex", "config.toml"), "utf8")) as {
      mcp_servers: { cairn: { command: string; args: string[] } };
    };
    expect(layer.mcp_servers.cairn.args[0]).toMatch(/mcp\.mjs$/);

    expect(JSON.parse(cairn(["install", "--agent", "codex", "--scope", "project", "--json"]))).toMatchObject({
      alreadyInstalled: true,
    });
    expect(doctor()).toMatchObject({ status: "ok", detail: expect.stringContaining("installed: project") });
    cairn(["uninstall", "--agent", "codex"]);
    expect(doctor()).toMatchObject({ status: "ok", detail: expect.stringContaining("not installed") });
    expect(readFileSync(join(codexHome, "config.toml"), "utf8")).toBe(USER_CONFIG);
    expect(readFileSync(hooksPath, "utf8")).toBe(USER_HOOKS);
    expect(existsSync(join(repo, ".codex", "config.toml"))).toBe(false);
  });

  it("user scope on a fresh home creates the files; uninstall after a user edit removes only Cairn's entries", () => {
    cairn(["install", "--agent", "codex", "--scope", "user"]);
    expect(doctor()).toMatchObject({ status: "ok", detail: expect.stringContaining("installed: user") });
    // a handler changed since (here its timeout) is no longer trusted by Codex: doctor says so
    const hooksPath = join(codexHome, "hooks.json");
    const hooks = JSON.parse(readFileSync(hooksPath, "utf8")) as HooksFile;
    const stop = hooks.hooks.Stop?.[0]?.hooks[0];
    if (stop) stop.timeout = 11;
    writeFileSync(hooksPath, JSON.stringify(hooks));
    expect(doctor()).toMatchObject({
      status: "warn",
      detail: expect.stringContaining("1 user hook(s) not trusted"),
    });
    const configPath = join(codexHome, "config.toml");
    const config = parse(readFileSync(configPath, "utf8")) as {
      mcp_servers: { cairn: unknown };
      projects?: unknown;
    };
    expect(config.mcp_servers.cairn).toBeTruthy();
    expect(config.projects).toBeUndefined();
    writeFileSync(configPath, `${readFileSync(configPath, "utf8")}\n[tui]\nnotifications = true\n`);
    cairn(["uninstall", "--agent", "codex"]);
    const left = parse(readFileSync(configPath, "utf8")) as Record<string, Record<string, unknown>>;
    expect(left.tui).toEqual({ notifications: true });
    expect(left.mcp_servers?.cairn).toBeUndefined();
    expect(Object.keys((left.hooks?.state as object | undefined) ?? {})).toEqual([]);
    // edited since install too: kept, without Cairn's handlers
    expect(JSON.parse(readFileSync(hooksPath, "utf8"))).toEqual({ hooks: {} });
  });

  it("refuses a config.toml that is not TOML and writes nothing", () => {
    writeFileSync(join(codexHome, "config.toml"), "model = \n");
    let err = "";
    try {
      cairn(["install", "--agent", "codex", "--scope", "user"]);
    } catch (e) {
      err = String((e as { stderr?: string }).stderr);
    }
    expect(err).toContain("not valid TOML");
    expect(readFileSync(join(codexHome, "config.toml"), "utf8")).toBe("model = \n");
    expect(existsSync(join(codexHome, "hooks.json"))).toBe(false);
  });
});
