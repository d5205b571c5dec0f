// `cairn install` registers the MCP server where `claude mcp add` would (project: .mcp.json; local:
// ~/.claude.json projects[<root>]; user: ~/.claude.json top level) and uninstall takes out exactly
// that: byte for byte when the file was not touched since, surgically when Claude Code rewrote it, and
// never a "cairn" server Cairn did not write. The real `claude mcp get` reads and connects to it.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type InstallOptions, installHooks, uninstallHooks } from "../../src/app/setup/install.js";
import { mcpServerEntry } from "../../src/app/setup/mcp-registration.js";
import { CLAUDE_VERSIONS, claudeBinary } from "../support/claude-bin.js";
import { cliHarness } from "../support/cli-harness.js";
import { gitRepo } from "../support/hook-runner.js";
import { snapshotPlugin } from "../support/plugin-snapshot.js";
import { tempDir } from "../support/temp.js";

let tmp: { path: string; cleanup: () => void };
let opts: InstallOptions;
let home: string;
let root: string;
beforeEach(() => {
  tmp = tempDir("cairn-mcp-install-");
  root = join(tmp.path, "proj");
  home = join(tmp.path, "home");
  mkdirSync(root);
  mkdirSync(home);
  opts = {
    scope: "project",
    projectRoot: root,
    homeDir: home,
    cairnHome: join(tmp.path, "cairn-home"),
    hookScript: join(tmp.path, "cairn", "plugin", "dist", "hook.js"),
    mcpScript: join(tmp.path, "cairn", "plugin", "dist", "mcp.mjs"),
  };
});
afterEach(() => tmp.cleanup());

// biome-ignore lint/suspicious/noExplicitAny: JSON documents of any shape, read back in assertions
const read = (p: string) => JSON.parse(readFileSync(p, "utf8")) as Record<string, any>;
const entry = () => mcpServerEntry(opts.mcpScript!);
function seed(path: string, text: string): Buffer {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return readFileSync(path);
}

describe("project scope: <project>/.mcp.json", () => {
  it("creates it with exactly the cairn server, and uninstall deletes it again", async () => {
    const r = await installHooks(opts);
    expect(r.mcp).toEqual({
      configPath: join(root, ".mcp.json"),
      keyPath: ["mcpServers", "cairn"],
      status: "registered",
    });
    expect(read(join(root, ".mcp.json"))).toEqual({ mcpServers: { cairn: entry() } });
    expect(entry()).toEqual({ type: "stdio", command: "node", args: [opts.mcpScript], env: {} });
    expect((await installHooks(opts)).alreadyInstalled).toBe(true); // idempotent
    const u = await uninstallHooks(opts);
    expect(u.mcp).toEqual({ configPath: join(root, ".mcp.json"), removed: true, restoredExactly: true });
    expect(existsSync(join(root, ".mcp.json"))).toBe(false);
  });

  it("merges into an existing .mcp.json and restores it byte for byte", async () => {
    const original = seed(
      join(root, ".mcp.json"),
      '{\n\t"mcpServers": {\n\t\t"db": { "command": "pg-mcp" }\n\t}\n}',
    );
    await installHooks(opts);
    const doc = read(join(root, ".mcp.json"));
    expect(doc.mcpServers.db).toEqual({ command: "pg-mcp" });
    expect(doc.mcpServers.cairn).toEqual(entry());
    expect(readFileSync(join(root, ".mcp.json"), "utf8")).toMatch(/^\{\n\t"mcpServers"/); // keeps tabs
    expect((await uninstallHooks(opts)).mcp?.restoredExactly).toBe(true);
    expect(readFileSync(join(root, ".mcp.json")).equals(original)).toBe(true);
  });

  it("an edited file loses only the cairn server", async () => {
    seed(
      join(root, ".mcp.json"),
      `${JSON.stringify({ mcpServers: { db: { command: "pg-mcp" } } }, null, 2)}\n`,
    );
    await installHooks(opts);
    const doc = read(join(root, ".mcp.json"));
    doc.mcpServers.web = { command: "web-mcp" };
    writeFileSync(join(root, ".mcp.json"), `${JSON.stringify(doc, null, 2)}\n`);
    const u = await uninstallHooks(opts);
    expect(u.mcp).toMatchObject({ removed: true, restoredExactly: false });
    expect(read(join(root, ".mcp.json"))).toEqual({
      mcpServers: { db: { command: "pg-mcp" }, web: { command: "web-mcp" } },
    });
  });

  it("never replaces or removes a 'cairn' server it did not write", async () => {
    const theirs = `${JSON.stringify({ mcpServers: { cairn: { command: "my-own-cairn" } } }, null, 2)}\n`;
    const before = seed(join(root, ".mcp.json"), theirs);
    expect((await installHooks(opts)).mcp?.status).toBe("conflict");
    expect((await uninstallHooks(opts)).mcp?.removed).toBe(false);
    expect(readFileSync(join(root, ".mcp.json")).equals(before)).toBe(true);
  });
});

describe("user and local scope: ~/.claude.json", () => {
  const claudeJson = () => join(home, ".claude.json");
  const existing = {
    numStartups: 3,
    projects: { "/elsewhere": { allowedTools: [] } },
    mcpServers: { db: { type: "stdio", command: "pg" } },
  };

  it("user scope adds mcpServers.cairn at the top level; untouched → restored byte for byte", async () => {
    const original = seed(claudeJson(), JSON.stringify(existing, null, 2));
    const r = await installHooks({ ...opts, scope: "user" });
    expect(r.mcp).toMatchObject({
      configPath: claudeJson(),
      keyPath: ["mcpServers", "cairn"],
      status: "registered",
    });
    expect(read(claudeJson()).mcpServers).toEqual({ ...existing.mcpServers, cairn: entry() });
    await uninstallHooks({ ...opts, scope: "user" });
    expect(readFileSync(claudeJson()).equals(original)).toBe(true);
  });

  it("local scope adds projects[<root>].mcpServers.cairn; after Claude Code rewrote the file only Cairn's part goes", async () => {
    seed(claudeJson(), JSON.stringify(existing, null, 2));
    const local = { ...opts, scope: "local" as const };
    const r = await installHooks(local);
    expect(r.mcp?.keyPath).toEqual(["projects", root, "mcpServers", "cairn"]);
    expect(read(claudeJson()).projects[root]).toEqual({ mcpServers: { cairn: entry() } });
    // Claude Code keeps rewriting ~/.claude.json: counters, and its own keys in our project entry
    const doc = read(claudeJson());
    doc.numStartups = 4;
    doc.projects[root].hasTrustDialogAccepted = true;
    writeFileSync(claudeJson(), JSON.stringify(doc, null, 2));
    const u = await uninstallHooks(local);
    expect(u.mcp).toMatchObject({ removed: true, restoredExactly: false });
    expect(read(claudeJson())).toEqual({
      ...existing,
      numStartups: 4,
      projects: { ...existing.projects, [root]: { hasTrustDialogAccepted: true } },
    });
  });

  it("local scope on a file Claude Code rewrote: the project entry Cairn created goes when it is empty again", async () => {
    seed(claudeJson(), JSON.stringify(existing));
    await installHooks({ ...opts, scope: "local" });
    const doc = read(claudeJson());
    doc.numStartups = 9;
    writeFileSync(claudeJson(), JSON.stringify(doc));
    await uninstallHooks({ ...opts, scope: "local" });
    expect(read(claudeJson())).toEqual({ ...existing, numStartups: 9 });
  });

  it("uses $CLAUDE_CONFIG_DIR/.claude.json when given", async () => {
    const dir = join(tmp.path, "claude-config");
    const r = await installHooks({ ...opts, scope: "user", claudeConfigDir: dir });
    expect(r.mcp?.configPath).toBe(join(dir, ".claude.json"));
    await uninstallHooks({ ...opts, scope: "user", claudeConfigDir: dir });
    expect(existsSync(join(dir, ".claude.json"))).toBe(false);
  });
});

describe("cairn install (CLI)", () => {
  it("registers the MCP server next to the hooks and says where", async () => {
    gitRepo(join(tmp.path, "repo"));
    const cli = cliHarness(join(tmp.path, "h"), join(tmp.path, "repo"));
    try {
      const r = await cli.run("install");
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/Registered the MCP server "cairn" in .*\.mcp\.json/);
      // project scope is committed: `cairn mcp` from PATH, no path of this machine
      expect(read(join(tmp.path, "repo", ".mcp.json")).mcpServers.cairn).toMatchObject({
        command: "cairn",
        args: ["mcp"],
      });
      const u = await cli.run("uninstall");
      expect(u.stdout).toMatch(/Removed the MCP server from .*\.mcp\.json \(restored byte for byte\)/);
      expect(existsSync(join(tmp.path, "repo", ".mcp.json"))).toBe(false);
    } finally {
      await cli.close();
    }
  });
});

for (const version of CLAUDE_VERSIONS) {
  const bin = claudeBinary(version);
  describe.skipIf(!bin)(`claude ${version} mcp get`, () => {
    it("reads the user-scope registration and connects to the server", async () => {
      const plugin = join(tmp.path, "plugin");
      await snapshotPlugin(plugin);
      await installHooks({
        ...opts,
        scope: "user",
        hookScript: join(plugin, "dist", "hook.js"),
        mcpScript: join(plugin, "dist", "mcp.mjs"),
      });
      const env = {
        PATH: `${dirname(process.execPath)}:/usr/bin:/bin`,
        HOME: home,
        CAIRN_HOME: opts.cairnHome,
        DISABLE_AUTOUPDATER: "1",
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
      };
      const out = await new Promise<string>((resolve) =>
        execFile(bin!, ["mcp", "get", "cairn"], { cwd: root, env, timeout: 60_000 }, (_e, stdout, stderr) =>
          resolve(`${stdout}${stderr}`),
        ),
      );
      expect(out).toMatch(/Scope: User/);
      expect(out).toMatch(/Connected/);
      expect(out).toContain(join(plugin, "dist", "mcp.mjs"));
    });
  });
}
