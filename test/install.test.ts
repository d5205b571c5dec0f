// cairn install / uninstall against real settings files in temp dirs, and the plugin manifests
// (hooks.json must equal what HOOK_EVENTS implies for ${CLAUDE_PLUGIN_ROOT}/dist/hook.js).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HOOK_EVENTS, type InstallOptions, installHooks, uninstallHooks } from "../src/app/setup/install.js";
import { settingsHooksBlock } from "../src/core/agents/settings-hook-command.js";
import { CairnError } from "../src/core/common/errors.js";
import {
  HOOK_EVENTS as CORE_HOOK_EVENTS,
  hooksBlock,
  PLUGIN_NODE_FLAGS,
} from "../src/core/setup/hook-events.js";
import { tempDir } from "./support/temp.js";

const repoRoot = join(import.meta.dirname, "..");
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, "utf8"));

let tmp: { path: string; cleanup: () => void };
let opts: InstallOptions;
let settingsPath: string;
beforeEach(() => {
  tmp = tempDir("cairn-install-");
  const projectRoot = join(tmp.path, "proj");
  mkdirSync(projectRoot);
  opts = {
    scope: "project",
    projectRoot,
    homeDir: join(tmp.path, "home"),
    cairnHome: join(tmp.path, "cairn-home"),
    hookScript: join(tmp.path, "cairn", "plugin", "dist", "hook.js"),
  };
  settingsPath = join(projectRoot, ".claude", "settings.json");
});
afterEach(() => tmp.cleanup());

function seed(text: string, path = settingsPath): Buffer {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return readFileSync(path);
}

const userHook = { type: "command", command: "./check.sh", args: [], timeout: 30 };
const existingDoc = {
  permissions: { allow: ["Bash(npm test)"] },
  hooks: {
    PreToolUse: [{ matcher: "Bash", hooks: [userHook] }],
    Notification: [{ hooks: [{ type: "command", command: "notify-send hi" }] }],
  },
  env: { FOO: "1" },
};

describe("installHooks", () => {
  it("creates the settings file with exactly Cairn's hooks, and uninstall deletes it and .claude/", async () => {
    const res = await installHooks(opts);
    expect(res).toEqual({ settingsPath, alreadyInstalled: false, events: HOOK_EVENTS.map((e) => e.event) });
    expect(readJson(settingsPath)).toEqual({
      hooks: settingsHooksBlock(opts.hookScript, "node", process.platform),
    });
    expect(readFileSync(settingsPath, "utf8")).toMatch(/^\{\n {2}"hooks"[\s\S]*\}\n$/);
    expect(existsSync(join(opts.cairnHome, "install", "ledger.json"))).toBe(true);

    expect(await uninstallHooks(opts)).toEqual({ settingsPath, removed: true, restoredExactly: true });
    expect(existsSync(settingsPath)).toBe(false);
    expect(existsSync(dirname(settingsPath))).toBe(false);
    expect(existsSync(opts.projectRoot)).toBe(true);
  });

  it("keeps a pre-existing .claude/ dir and its other files", async () => {
    seed("x", join(opts.projectRoot, ".claude", "keep.txt"));
    await installHooks(opts);
    await uninstallHooks(opts);
    expect(existsSync(settingsPath)).toBe(false);
    expect(readFileSync(join(opts.projectRoot, ".claude", "keep.txt"), "utf8")).toBe("x");
  });

  it("merges into an existing file, preserving other keys and hooks, and round-trips byte for byte", async () => {
    const original = seed(`${JSON.stringify(existingDoc, null, 2)}\n`);
    await installHooks(opts);
    const doc = readJson(settingsPath) as typeof existingDoc & { hooks: Record<string, unknown[]> };
    expect(doc.permissions).toEqual(existingDoc.permissions);
    expect(doc.env).toEqual(existingDoc.env);
    expect(doc.hooks.Notification).toEqual(existingDoc.hooks.Notification);
    expect(doc.hooks.PreToolUse).toEqual([
      existingDoc.hooks.PreToolUse[0],
      settingsHooksBlock(opts.hookScript, "node", process.platform).PreToolUse?.[0],
    ]);
    expect(Object.keys(doc)).toEqual(["permissions", "hooks", "env"]);
    for (const spec of HOOK_EVENTS) expect(doc.hooks[spec.event]).toBeDefined();

    expect(await uninstallHooks(opts)).toEqual({ settingsPath, removed: true, restoredExactly: true });
    expect(readFileSync(settingsPath).equals(original)).toBe(true);
  });

  it("is idempotent: a second install writes nothing", async () => {
    seed(JSON.stringify(existingDoc, null, 2));
    await installHooks(opts);
    const afterFirst = readFileSync(settingsPath);
    const ledger = readFileSync(join(opts.cairnHome, "install", "ledger.json"));
    const second = await installHooks(opts);
    expect(second.alreadyInstalled).toBe(true);
    expect(readFileSync(settingsPath).equals(afterFirst)).toBe(true);
    expect(readFileSync(join(opts.cairnHome, "install", "ledger.json")).equals(ledger)).toBe(true);
  });

  for (const [label, text] of [
    ["4-space indent, no final newline", JSON.stringify(existingDoc, null, 4)],
    ["tabs and CRLF", `${JSON.stringify(existingDoc, null, "\t").replaceAll("\n", "\r\n")}\r\n`],
    ["one line", JSON.stringify(existingDoc)],
    ["odd spacing and a BOM", '\uFEFF{ "model" :"opus",\n\n   "hooks":{}   }\n\n'],
    ["an empty file", ""],
  ] as const) {
    it(`restores a file with ${label} byte for byte`, async () => {
      const original = seed(text);
      await installHooks(opts);
      expect(await uninstallHooks(opts)).toMatchObject({ removed: true, restoredExactly: true });
      expect(readFileSync(settingsPath).equals(original)).toBe(true);
    });
  }

  it("writes in the file's own style", async () => {
    seed(JSON.stringify(existingDoc, null, 4));
    await installHooks(opts);
    const text = readFileSync(settingsPath, "utf8");
    expect(text).toMatch(/^\{\n {4}"permissions"/);
    expect(text.endsWith("}")).toBe(true);
    seed(
      `${JSON.stringify(existingDoc, null, "\t").replaceAll("\n", "\r\n")}\r\n`,
      join(opts.projectRoot, ".claude", "settings.local.json"),
    );
    await installHooks({ ...opts, scope: "local" });
    const local = readFileSync(join(opts.projectRoot, ".claude", "settings.local.json"), "utf8");
    expect(local).toMatch(/^\{\r\n\t"permissions"/);
    expect(local.replaceAll("\r\n", "").includes("\n")).toBe(false);
  });

  it("refuses a settings file that is not valid JSON, naming it, and writes nothing", async () => {
    const original = seed('{ "hooks": { ');
    const err = await installHooks(opts).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CairnError);
    expect((err as CairnError).code).toBe("INVALID_INPUT");
    expect((err as CairnError).message).toContain(settingsPath);
    expect(readFileSync(settingsPath).equals(original)).toBe(true);
    expect(existsSync(opts.cairnHome)).toBe(false);
    await expect(uninstallHooks(opts)).rejects.toMatchObject({ code: "INVALID_INPUT" });
    expect(readFileSync(settingsPath).equals(original)).toBe(true);
  });

  it("refuses non-object settings and a non-object hooks key", async () => {
    seed("[]");
    await expect(installHooks(opts)).rejects.toMatchObject({ code: "INVALID_INPUT" });
    seed('{"hooks": []}');
    await expect(installHooks(opts)).rejects.toMatchObject({ code: "INVALID_INPUT" });
    seed('{"hooks": {"Stop": {}}}');
    await expect(installHooks(opts)).rejects.toMatchObject({ code: "INVALID_INPUT" });
    expect(existsSync(opts.cairnHome)).toBe(false);
  });

  it("rejects relative paths in the options", async () => {
    await expect(installHooks({ ...opts, hookScript: "plugin/dist/hook.js" })).rejects.toMatchObject({
      code: "INVALID_INPUT",
    });
  });

  it("writes the local and user scope files", async () => {
    const local = await installHooks({ ...opts, scope: "local" });
    expect(local.settingsPath).toBe(join(opts.projectRoot, ".claude", "settings.local.json"));
    const user = await installHooks({ ...opts, scope: "user" });
    expect(user.settingsPath).toBe(join(opts.homeDir, ".claude", "settings.json"));
    expect(readJson(user.settingsPath)).toEqual({
      hooks: settingsHooksBlock(opts.hookScript, "node", process.platform),
    });
    expect(existsSync(settingsPath)).toBe(false);
    await uninstallHooks({ ...opts, scope: "user" });
    expect(existsSync(opts.homeDir)).toBe(false);
    expect(existsSync(local.settingsPath)).toBe(true);
    await uninstallHooks({ ...opts, scope: "local" });
    expect(existsSync(local.settingsPath)).toBe(false);
  });

  it("replaces stale Cairn handlers (other node path) instead of adding a second set", async () => {
    await installHooks({ ...opts, nodePath: "/usr/bin/node" });
    const res = await installHooks(opts);
    expect(res.alreadyInstalled).toBe(false);
    expect(readJson(settingsPath)).toEqual({
      hooks: settingsHooksBlock(opts.hookScript, "node", process.platform),
    });
    expect(await uninstallHooks(opts)).toMatchObject({ removed: true, restoredExactly: true });
    expect(existsSync(settingsPath)).toBe(false);
  });
});

describe("uninstallHooks after the user edited the file", () => {
  it("removes only Cairn's handlers and the keys install created", async () => {
    seed(JSON.stringify(existingDoc, null, 4));
    await installHooks(opts);
    const doc = readJson(settingsPath) as Record<string, unknown> & { hooks: Record<string, unknown[]> };
    doc.model = "opus";
    const mine = { type: "command", command: "echo mine" };
    (doc.hooks.SessionStart![0] as { hooks: unknown[] }).hooks.push(mine);
    doc.hooks.Stop!.push({ hooks: [mine] });
    writeFileSync(settingsPath, JSON.stringify(doc, null, 4));

    expect(await uninstallHooks(opts)).toEqual({ settingsPath, removed: true, restoredExactly: false });
    const text = readFileSync(settingsPath, "utf8");
    expect(text).toMatch(/^\{\n {4}"permissions"/);
    expect(JSON.parse(text)).toEqual({
      ...existingDoc,
      hooks: {
        ...existingDoc.hooks,
        SessionStart: [{ matcher: "startup|resume|clear|compact", hooks: [mine] }],
        Stop: [{ hooks: [mine] }],
      },
      model: "opus",
    });
    expect(text).not.toContain(opts.hookScript);
    expect(await uninstallHooks(opts)).toEqual({ settingsPath, removed: false, restoredExactly: false });
  });

  it("keeps event keys and the hooks key that existed before install", async () => {
    seed(JSON.stringify({ hooks: { Stop: [] } }));
    await installHooks(opts);
    const doc = readJson(settingsPath) as Record<string, unknown>;
    writeFileSync(settingsPath, JSON.stringify({ ...doc, theme: "dark" }));
    await uninstallHooks(opts);
    expect(readJson(settingsPath)).toEqual({ hooks: { Stop: [] }, theme: "dark" });
  });

  it("falls back to surgical removal when the ledger is lost", async () => {
    seed(`${JSON.stringify(existingDoc, null, 2)}\n`);
    await installHooks(opts);
    rmSync(join(opts.cairnHome, "install", "ledger.json"));
    expect(await uninstallHooks(opts)).toEqual({ settingsPath, removed: true, restoredExactly: false });
    expect(readFileSync(settingsPath, "utf8")).toBe(`${JSON.stringify(existingDoc, null, 2)}\n`);
  });

  it("reports an exact restore when surgical removal gives back the original bytes", async () => {
    const original = seed(`${JSON.stringify(existingDoc, null, 2)}\n`);
    await installHooks(opts);
    const installed = readFileSync(settingsPath, "utf8");
    writeFileSync(settingsPath, installed.replace(/\}\n$/, "} \n")); // a whitespace-only edit
    expect(await uninstallHooks(opts)).toEqual({ settingsPath, removed: true, restoredExactly: true });
    expect(readFileSync(settingsPath).equals(original)).toBe(true);
  });
});

describe("uninstallHooks when not installed", () => {
  it("does nothing without a file", async () => {
    expect(await uninstallHooks(opts)).toEqual({ settingsPath, removed: false, restoredExactly: false });
    expect(existsSync(dirname(settingsPath))).toBe(false);
  });
  it("leaves a file without Cairn's handlers untouched", async () => {
    const original = seed(JSON.stringify(existingDoc));
    expect(await uninstallHooks(opts)).toEqual({ settingsPath, removed: false, restoredExactly: false });
    expect(readFileSync(settingsPath).equals(original)).toBe(true);
  });
  it("forgets the ledger entry when the user deleted the file", async () => {
    await installHooks(opts);
    rmSync(settingsPath);
    expect(await uninstallHooks(opts)).toMatchObject({ removed: false });
    expect(existsSync(dirname(settingsPath))).toBe(false);
    expect(readJson(join(opts.cairnHome, "install", "ledger.json"))).toEqual({ version: 1, entries: {} });
  });
});

describe("plugin manifests", () => {
  it("HOOK_EVENTS lives in core and is re-exported by install", () => {
    expect(HOOK_EVENTS).toBe(CORE_HOOK_EVENTS);
    expect(HOOK_EVENTS.map((e) => e.event)).toEqual([
      "SessionStart",
      "UserPromptSubmit",
      "PreToolUse",
      "PostToolUse",
      "PostToolUseFailure",
      "Stop",
      "SubagentStop",
      "PreCompact",
      "PostCompact",
      "SessionEnd",
    ]);
  });

  it("plugin/hooks/hooks.json equals what HOOK_EVENTS implies, and nothing else", () => {
    const file = readJson(join(repoRoot, "plugin", "hooks", "hooks.json")) as Record<string, unknown>;
    expect(Object.keys(file).sort()).toEqual(["description", "hooks"]);
    expect(typeof file.description).toBe("string");
    expect(file.hooks).toEqual(hooksBlock("${CLAUDE_PLUGIN_ROOT}/dist/hook.js", "node", PLUGIN_NODE_FLAGS));
  });

  it("plugin.json and the marketplace agree on name and version", () => {
    const plugin = readJson(join(repoRoot, "plugin", ".claude-plugin", "plugin.json")) as Record<
      string,
      unknown
    >;
    expect(plugin).toMatchObject({ name: "cairn", version: "0.1.0", license: "MIT" });
    expect(plugin.author).toEqual({ name: "Cairn developers" });
    expect(Array.isArray(plugin.keywords)).toBe(true);
    const pkg = readJson(join(repoRoot, "package.json")) as { version: string };
    expect(plugin.version).toBe(pkg.version);
    const market = readJson(join(repoRoot, ".claude-plugin", "marketplace.json")) as Record<string, unknown>;
    expect(market).toMatchObject({ name: "cairn", owner: { name: "Cairn developers" } });
    expect(market.plugins).toEqual([
      { name: "cairn", source: "./plugin", description: expect.any(String), version: "0.1.0" },
    ]);
  });
});
