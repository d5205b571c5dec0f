// `cairn install --scope project` writes files a team commits: they must name no path of this machine,
// run Cairn where it is on PATH and do nothing where it is not. `--plugin` enables the plugin for the
// project instead. Real settings files in temp dirs; the hook commands run through a real `sh -c`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HOOK_EVENTS, portableHookCommand } from "../src/core/setup/hook-events.js";
import { cliHarness } from "./support/cli-harness.js";
import { CLI, HOOK, hookEnv } from "./support/hook-runner.js";
import { tempDir } from "./support/temp.js";

const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(path, "utf8"));

let tmp: { path: string; cleanup: () => void };
let project: string;
let cli: ReturnType<typeof cliHarness>;
beforeEach(() => {
  tmp = tempDir("cairn-portable-");
  project = join(tmp.path, "proj");
  mkdirSync(join(project, ".git"), { recursive: true });
  cli = cliHarness(join(tmp.path, "cairn-home"), project);
});
afterEach(async () => {
  await cli.close();
  tmp.cleanup();
});

/** Runs a shell-form hook command as Claude Code does (`sh -c`), payload on stdin. */
function runShell(command: string, payload: unknown, path: string) {
  return spawnSync("sh", ["-c", command], {
    input: JSON.stringify(payload),
    cwd: project,
    env: { ...hookEnv(join(tmp.path, "cairn-home")), PATH: path },
    encoding: "utf8",
  });
}

describe("cairn install --scope project", () => {
  it("writes hooks and an MCP server that name no path of this machine", async () => {
    const r = await cli.run("install");
    expect(r.code).toBe(0);
    const settingsText = readFileSync(join(project, ".claude", "settings.json"), "utf8");
    const mcpText = readFileSync(join(project, ".mcp.json"), "utf8");
    for (const text of [settingsText, mcpText]) {
      expect(text).not.toContain(tmp.path);
      expect(text).not.toContain(HOOK);
      expect(text).not.toMatch(/dist[\\/]/);
    }
    const hooks = readJson(join(project, ".claude", "settings.json")).hooks as Record<string, unknown[]>;
    for (const spec of HOOK_EVENTS) {
      expect(hooks[spec.event]).toEqual([
        {
          ...(spec.matcher ? { matcher: spec.matcher } : {}),
          hooks: [{ type: "command", command: portableHookCommand(spec.event), timeout: spec.timeout }],
        },
      ]);
    }
    expect(readJson(join(project, ".mcp.json"))).toEqual({
      mcpServers: { cairn: { type: "stdio", command: "cairn", args: ["mcp"], env: {} } },
    });
    expect((await cli.run("install")).stdout).toContain("already installed");
    const un = await cli.run("uninstall");
    expect(un.code).toBe(0);
    expect(existsSync(join(project, ".claude"))).toBe(false);
    expect(existsSync(join(project, ".mcp.json"))).toBe(false);
  });

  it("replaces handlers an older install wrote with this machine's paths, keeping the user's own", async () => {
    const userHook = { type: "command", command: "./check.sh", timeout: 30 };
    mkdirSync(join(project, ".claude"));
    writeFileSync(
      join(project, ".claude", "settings.json"),
      JSON.stringify({
        hooks: {
          Stop: [
            { hooks: [userHook] },
            { hooks: [{ type: "command", command: "node", args: [HOOK, "Stop"], timeout: 10 }] },
          ],
        },
      }),
    );
    expect((await cli.run("install")).code).toBe(0);
    const hooks = readJson(join(project, ".claude", "settings.json")).hooks as Record<string, unknown[]>;
    expect(hooks.Stop).toEqual([
      { hooks: [userHook] },
      { hooks: [{ type: "command", command: portableHookCommand("Stop"), timeout: 10 }] },
    ]);
  });

  it("the committed hook does nothing where cairn is absent, and runs Cairn where it is on PATH", async () => {
    await cli.run("save", "--type", "project_fact", "Deploys go through the staging branch first");
    const command = portableHookCommand("SessionStart");
    const payload = {
      session_id: "s-portable",
      cwd: project,
      hook_event_name: "SessionStart",
      source: "startup",
    };
    const nodeDir = join(process.execPath, "..");
    const absent = runShell(command, payload, `${nodeDir}:/usr/bin:/bin`);
    expect(absent.status).toBe(0);
    expect(absent.stdout).toBe("");
    expect(absent.stderr).toBe("");
    const bin = join(tmp.path, "bin");
    mkdirSync(bin);
    symlinkSync(CLI, join(bin, "cairn"));
    const present = runShell(command, payload, `${bin}:${nodeDir}:/usr/bin:/bin`);
    expect(present.stderr).toBe("");
    expect(present.status).toBe(0);
    const out = JSON.parse(present.stdout) as { hookSpecificOutput: { additionalContext: string } };
    expect(out.hookSpecificOutput.additionalContext).toContain("Deploys go through the staging branch first");
  });

  it("--scope local keeps this machine's absolute paths (the file is not committed)", async () => {
    expect((await cli.run("install", "--scope", "local")).code).toBe(0);
    const hooks = readJson(join(project, ".claude", "settings.local.json")).hooks as Record<
      string,
      unknown[]
    >;
    expect(JSON.stringify(hooks.SessionStart)).toContain(JSON.stringify(HOOK));
  });
});

describe("cairn install --plugin", () => {
  it("enables the plugin from the project's settings, and uninstall --plugin takes it out", async () => {
    mkdirSync(join(project, ".claude"));
    writeFileSync(join(project, ".claude", "settings.json"), '{\n  "model": "sonnet"\n}\n');
    const r = await cli.run("install", "--plugin", "--marketplace", "acme/cairn");
    expect(r.code).toBe(0);
    expect(readJson(join(project, ".claude", "settings.json"))).toEqual({
      model: "sonnet",
      extraKnownMarketplaces: { cairn: { source: { source: "github", repo: "acme/cairn" } } },
      enabledPlugins: { "cairn@cairn": true },
    });
    expect((await cli.run("install", "--plugin", "--marketplace", "acme/cairn")).stdout).toContain("already");
    expect(
      await cli.json("install", "--plugin", "--marketplace", "https://git.example.com/cairn.git"),
    ).toMatchObject({
      source: { source: "git", url: "https://git.example.com/cairn.git" },
    });
    expect((await cli.run("uninstall", "--plugin")).code).toBe(0);
    expect(readFileSync(join(project, ".claude", "settings.json"), "utf8")).toBe(
      '{\n  "model": "sonnet"\n}\n',
    );
  });

  it("needs --marketplace, and says so in one line", async () => {
    const r = await cli.run("install", "--plugin");
    expect(r.code).not.toBe(0);
    expect(r.stderr.split("\n")[0]).toContain("--marketplace");
  });
});

describe("the pack's `cairn` commands", () => {
  let n = 0;
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, [HOOK, "SessionStart"], {
      input: JSON.stringify({
        session_id: `s-hint-${++n}`,
        cwd: project,
        hook_event_name: "SessionStart",
        source: "startup",
      }),
      cwd: project,
      env: { ...hookEnv(join(tmp.path, "cairn-home")), ...env },
      encoding: "utf8",
    });
  const contextOf = (r: { stdout: string; stderr: string }) => {
    expect(r.stderr).toBe("");
    return (JSON.parse(r.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput
      .additionalContext;
  };

  it("name the CLI by its path when `cairn` is not on PATH and the plugin's bin/ is not either", async () => {
    await cli.run("save", "--type", "project_fact", "Builds run in CI only");
    const nodeDir = join(process.execPath, "..");
    const bare = contextOf(start({ PATH: `${nodeDir}:/usr/bin:/bin` }));
    expect(bare).toContain(`run \`node "${CLI}" …\``);
    const bin = join(tmp.path, "bin");
    mkdirSync(bin);
    symlinkSync(CLI, join(bin, "cairn"));
    expect(contextOf(start({ PATH: `${bin}:${nodeDir}:/usr/bin:/bin` }))).not.toContain("not on PATH");
    expect(
      contextOf(start({ PATH: `${nodeDir}:/usr/bin:/bin`, CLAUDE_PLUGIN_ROOT: tmp.path })),
    ).not.toContain("not on PATH");
  });
});
