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
    expect(JSON.stringify(hooks.SessionStart)).toContain(HOOK);
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

describe("cairn doctor tells the truth about hooks that cannot run (the CLI process, a controlled PATH)", () => {
  /** A folder holding only `node` (a link to this Node), so PATH lookups find nothing else. */
  function nodeOnlyBin(): string {
    const dir = join(tmp.path, "node-bin");
    if (!existsSync(dir)) {
      mkdirSync(dir);
      symlinkSync(process.execPath, join(dir, "node"));
    }
    return dir;
  }
  function doctor(path: string) {
    const r = spawnSync(process.execPath, [CLI, "doctor"], {
      cwd: project,
      env: { ...hookEnv(join(tmp.path, "cairn-home")), HOME: join(tmp.path, "home"), PATH: path },
      encoding: "utf8",
      timeout: 60_000,
    });
    const line = r.stdout.split("\n").filter((l) => l.includes("hooks installed"));
    return { status: r.status, lines: line, stdout: r.stdout };
  }

  it("project scope without `cairn` on PATH: installed, but the hooks do nothing, with the remedy", async () => {
    expect((await cli.run("install")).code).toBe(0);
    const path = `${nodeOnlyBin()}:/usr/bin:/bin`;
    const absent = doctor(path);
    expect(absent.status).toBe(1);
    expect(absent.lines).toHaveLength(1);
    expect(absent.lines[0]).toMatch(
      /^✗ hooks installed +project settings \(.*settings\.json\): installed, but its hooks do nothing here: `cairn` is not on PATH/,
    );
    expect(absent.lines[0]).toContain("npm link");
    expect(absent.lines[0]).toContain("cairn install --scope local");
    // the same PATH makes the committed hook itself a no-op (what doctor predicts)
    const hook = runShell(portableHookCommand("SessionStart"), { session_id: "s", cwd: project }, path);
    expect([hook.status, hook.stdout]).toEqual([0, ""]);

    const bin = join(tmp.path, "bin");
    mkdirSync(bin);
    symlinkSync(CLI, join(bin, "cairn"));
    const present = doctor(`${bin}:${nodeOnlyBin()}`);
    expect(present.lines).toEqual([expect.stringMatching(/^✓ hooks installed +project settings/)]);

    const broken = join(tmp.path, "broken-bin");
    mkdirSync(broken);
    writeFileSync(join(broken, "cairn"), "#!/bin/sh\necho 'cairn: cannot find module' >&2\nexit 1\n", {
      mode: 0o755,
    });
    const fails = doctor(`${broken}:${nodeOnlyBin()}:/usr/bin:/bin`);
    expect(fails.status).toBe(1);
    expect(fails.lines[0]).toMatch(/✗ hooks installed .*cairn --version fails: cairn: cannot find module/);
  });

  it("--scope local whose hook bundle moved away: installed, but the hooks do nothing", async () => {
    expect((await cli.run("install", "--scope", "local")).code).toBe(0);
    const path = `${nodeOnlyBin()}:/usr/bin:/bin`;
    expect(doctor(path).lines).toEqual([expect.stringMatching(/^✓ hooks installed +local settings/)]);
    const file = join(project, ".claude", "settings.local.json");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replaceAll(HOOK, join(tmp.path, "gone", "dist", "hook.js")),
    );
    const moved = doctor(path);
    expect(moved.status).toBe(1);
    expect(moved.lines[0]).toMatch(
      /✗ hooks installed +local settings .*the hook bundle .*gone\/dist\/hook\.js is gone .*run `cairn install` again/,
    );
  });

  it("a plugin install whose bundle is missing, or whose `node` is not on PATH, does nothing", async () => {
    const home = join(tmp.path, "home");
    const plugin = join(tmp.path, "plugin-cache", "cairn");
    mkdirSync(join(home, ".claude", "plugins"), { recursive: true });
    mkdirSync(plugin, { recursive: true });
    writeFileSync(
      join(home, ".claude", "plugins", "installed_plugins.json"),
      JSON.stringify({ version: 2, plugins: { "cairn@cairn": [{ scope: "user", installPath: plugin }] } }),
    );
    const missing = doctor(nodeOnlyBin());
    expect(missing.status).toBe(1);
    expect(missing.lines[0]).toMatch(
      /✗ hooks installed +plugin cairn: installed, but its hooks do nothing here: the plugin's bundle .*dist\/hook\.js is missing: reinstall it/,
    );
    mkdirSync(join(plugin, "dist"));
    writeFileSync(join(plugin, "dist", "hook.js"), "");
    const noNode = doctor(join(tmp.path, "empty-path"));
    expect(noNode.lines[0]).toMatch(/✗ hooks installed +plugin cairn: .*run `node`, which is not on PATH/);
    expect(doctor(nodeOnlyBin()).lines).toEqual([expect.stringMatching(/^✓ hooks installed +plugin cairn$/)]);
  });
});
