// `cairn install` writes Claude Code settings hooks in shell form (core/agents/settings-hook-command), because
// GitHub Copilot CLI runs a Claude-settings entry's `command` through the shell and ignores `args`. Checked with
// real files and real shells: a hook script under a path with spaces, quotes, `$`, backticks and non-ASCII runs
// with its event through `sh -c` and `bash -c`; an exec-form install an earlier Cairn wrote is upgraded by the
// next install (and uninstall still restores the file byte for byte); doctor's check names the old form.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findInstalls, oldFormReason, whyCannotRun } from "../src/app/setup/hooks-check.js";
import { type InstallOptions, installHooks, uninstallHooks } from "../src/app/setup/install.js";
import { settingsHooksBlock } from "../src/core/agents/settings-hook-command.js";
import { hooksBlock } from "../src/core/setup/hook-events.js";
import { tempDir } from "./support/temp.js";

const readJson = (path: string): { hooks: Record<string, { hooks: Record<string, unknown>[] }[]> } =>
  JSON.parse(readFileSync(path, "utf8"));

/** Runs `install` as an earlier Cairn did: exec form (what it still writes on Windows). */
async function installExecForm(o: InstallOptions): Promise<void> {
  const real = Object.getOwnPropertyDescriptor(process, "platform") as PropertyDescriptor;
  Object.defineProperty(process, "platform", { value: "win32" });
  try {
    await installHooks(o);
  } finally {
    Object.defineProperty(process, "platform", real);
  }
}

let tmp: { path: string; cleanup: () => void };
let opts: InstallOptions;
let settingsPath: string;
beforeEach(() => {
  tmp = tempDir("cairn-install-shell-");
  const projectRoot = join(tmp.path, "proj");
  mkdirSync(projectRoot);
  const cairnDir = join(tmp.path, 'My $HOME `id` it\'s "quoted" über 日本');
  opts = {
    scope: "local",
    projectRoot,
    homeDir: join(tmp.path, "home"),
    cairnHome: join(tmp.path, "cairn-home"),
    hookScript: join(cairnDir, "plugin", "dist", "hook.js"),
    nodePath: process.execPath,
  };
  settingsPath = join(projectRoot, ".claude", "settings.local.json");
  mkdirSync(dirname(opts.hookScript), { recursive: true });
  // a stand-in hook bundle that records the argv it was started with
  writeFileSync(
    opts.hookScript,
    `require("node:fs").appendFileSync(${JSON.stringify(join(tmp.path, "argv.jsonl"))}, JSON.stringify(process.argv.slice(2)) + "\\n");\n`,
  );
});
afterEach(() => tmp.cleanup());

describe.skipIf(process.platform === "win32")("settings-file hooks in shell form", () => {
  it("every event's command runs the hook script with its event through sh -c and bash -c", async () => {
    await installHooks(opts);
    const doc = readJson(settingsPath);
    expect(doc).toEqual({ hooks: settingsHooksBlock(opts.hookScript, process.execPath, process.platform) });
    const ran: string[][] = [];
    for (const [event, groups] of Object.entries(doc.hooks)) {
      const handler = groups[0]?.hooks[0] ?? {};
      expect(handler.args).toBeUndefined();
      for (const shell of ["sh", "bash"]) {
        const r = spawnSync(shell, ["-c", String(handler.command)], { encoding: "utf8", input: "{}" });
        expect(r.status, r.stderr).toBe(0);
        ran.push([event]);
      }
    }
    const logged = readFileSync(join(tmp.path, "argv.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(logged).toEqual(ran);
  });

  it("upgrades an exec-form install, which doctor reports, and uninstall still restores the file exactly", async () => {
    const original = '{\n  "model": "opus"\n}\n';
    mkdirSync(dirname(settingsPath), { recursive: true });
    writeFileSync(settingsPath, original);
    await installExecForm(opts);
    expect(readJson(settingsPath).hooks).toEqual(hooksBlock(opts.hookScript, process.execPath));
    const [old] = findInstalls(opts.projectRoot, opts.homeDir);
    expect(old?.runner).toMatchObject({ kind: "exec", form: "exec", script: opts.hookScript });
    expect(oldFormReason(old!, "linux")).toMatch(/older exec form.*run `cairn install` again/);
    expect(oldFormReason(old!, "win32")).toBeNull();

    expect((await installHooks(opts)).alreadyInstalled).toBe(false);
    expect(readJson(settingsPath).hooks).toEqual(
      settingsHooksBlock(opts.hookScript, process.execPath, process.platform),
    );
    expect((await installHooks(opts)).alreadyInstalled).toBe(true);
    const [now] = findInstalls(opts.projectRoot, opts.homeDir);
    expect(now?.runner).toEqual({
      kind: "exec",
      form: "shell",
      command: process.execPath,
      script: opts.hookScript,
    });
    expect(oldFormReason(now!, "linux")).toBeNull();
    expect(whyCannotRun(now!, process.env)).toBeNull();

    expect(await uninstallHooks(opts)).toEqual({ settingsPath, removed: true, restoredExactly: true });
    expect(readFileSync(settingsPath, "utf8")).toBe(original);
  });
});
