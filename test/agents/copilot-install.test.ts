// `cairn install --agent copilot` through the built CLI: the hooks file Copilot loads (project
// `.github/hooks/cairn.json`, user `$COPILOT_HOME/hooks/cairn.json`), the MCP server beside the user's own;
// uninstall restores every file and directory byte for byte, or removes only Cairn's entries from a file edited
// since; doctor says where it is installed.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLI, gitRepo, HOOK } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

let dir: ReturnType<typeof tempDir>;
let repo: string;
let copilotHome: string;
let env: NodeJS.ProcessEnv;

const USER_MCP = `{
    "mcpServers": {
        "mine": { "type": "local", "command": "my-server", "tools": ["*"] }
    }
}
`;

const cairn = (args: string[]): string =>
  execFileSync(process.execPath, [CLI, ...args], { cwd: repo, env, encoding: "utf8" });

function doctorLine(): { status: string; detail: string } | undefined {
  const r = spawnSync(process.execPath, [CLI, "doctor", "--json"], { cwd: repo, env, encoding: "utf8" });
  return (JSON.parse(r.stdout) as { name: string; status: string; detail: string }[]).find(
    (c) => c.name === "copilot",
  );
}

type HooksFile = {
  version: number;
  hooks: Record<string, { type: string; bash: string; timeoutSec: number }[]>;
};

beforeEach(() => {
  dir = tempDir("cairn-copilot-install-");
  repo = join(dir.path, "proj");
  copilotHome = join(dir.path, "copilot-home");
  mkdirSync(repo);
  gitRepo(repo);
  env = {
    ...process.env,
    HOME: join(dir.path, "home"),
    CAIRN_HOME: join(dir.path, "cairn"),
    COPILOT_HOME: copilotHome,
  };
});
afterEach(() => dir.cleanup());

describe("cairn install --agent copilot", () => {
  it("project scope: .github/hooks/cairn.json and .github/mcp.json; uninstall leaves the tree as it was", () => {
    expect(doctorLine()).toMatchObject({ status: "ok", detail: expect.stringContaining("not installed") });
    const r = JSON.parse(cairn(["install", "--agent", "copilot", "--json"]));
    const hooksPath = join(repo, ".github", "hooks", "cairn.json");
    expect(r).toMatchObject({
      alreadyInstalled: false,
      hooksPath,
      mcpConfigPath: join(repo, ".github", "mcp.json"),
    });
    const hooks = JSON.parse(readFileSync(hooksPath, "utf8")) as HooksFile;
    expect(hooks.version).toBe(1);
    expect(Object.keys(hooks.hooks)).toEqual([
      "sessionStart",
      "userPromptSubmitted",
      "postToolUse",
      "postToolUseFailure",
      "agentStop",
      "subagentStop",
      "preCompact",
      "sessionEnd",
    ]);
    const post = hooks.hooks.postToolUse?.[0];
    expect(post).toMatchObject({ type: "command", timeoutSec: 5 });
    expect(post?.bash).toBe(`node ${HOOK} postToolUse --agent copilot`);
    const mcp = JSON.parse(readFileSync(join(repo, ".github", "mcp.json"), "utf8"));
    expect(mcp.mcpServers.cairn).toMatchObject({ type: "local", command: "node", tools: ["*"] });
    expect(JSON.parse(cairn(["install", "--agent", "copilot", "--json"]))).toMatchObject({
      alreadyInstalled: true,
    });
    expect(doctorLine()?.detail).toContain(hooksPath);
    expect(doctorLine()?.detail).toMatch(/trusted folder/);

    cairn(["uninstall", "--agent", "copilot"]);
    expect(readdirSync(repo).sort()).toEqual([".git"]);
    expect(cairn(["uninstall", "--agent", "copilot"])).toContain("was not installed");
  });

  it("user scope: beside the user's MCP servers, bytes restored; an edited file loses only Cairn's entries", () => {
    mkdirSync(copilotHome);
    writeFileSync(join(copilotHome, "mcp-config.json"), USER_MCP);
    cairn(["install", "--agent", "copilot", "--scope", "user"]);
    const mcp = JSON.parse(readFileSync(join(copilotHome, "mcp-config.json"), "utf8"));
    expect(Object.keys(mcp.mcpServers)).toEqual(["mine", "cairn"]);
    expect(readFileSync(join(copilotHome, "mcp-config.json"), "utf8")).toContain('        "mine"'); // 4-space style kept
    expect(existsSync(join(copilotHome, "hooks", "cairn.json"))).toBe(true);
    cairn(["uninstall", "--agent", "copilot"]);
    expect(readFileSync(join(copilotHome, "mcp-config.json"), "utf8")).toBe(USER_MCP);
    expect(readdirSync(copilotHome)).toEqual(["mcp-config.json"]);

    cairn(["install", "--agent", "copilot", "--scope", "user"]);
    const edited = JSON.parse(readFileSync(join(copilotHome, "mcp-config.json"), "utf8"));
    edited.mcpServers.later = { type: "local", command: "x" };
    writeFileSync(join(copilotHome, "mcp-config.json"), JSON.stringify(edited));
    cairn(["uninstall", "--agent", "copilot"]);
    expect(
      Object.keys(JSON.parse(readFileSync(join(copilotHome, "mcp-config.json"), "utf8")).mcpServers),
    ).toEqual(["mine", "later"]);
  });

  it("refuses a cairn.json that is not Cairn's, writing nothing", () => {
    mkdirSync(join(repo, ".github", "hooks"), { recursive: true });
    writeFileSync(join(repo, ".github", "hooks", "cairn.json"), '{"version":1,"hooks":{}}');
    const r = spawnSync(process.execPath, [CLI, "install", "--agent", "copilot"], {
      cwd: repo,
      env,
      encoding: "utf8",
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain("holds no Cairn hook");
    expect(existsSync(join(repo, ".github", "mcp.json"))).toBe(false);
  });
});
