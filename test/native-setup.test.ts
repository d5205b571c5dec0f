// A plugin whose bundled SQLite addon was built for another Node ABI (as when it comes from a git
// marketplace built elsewhere): the first hook that needs the store starts a real `npm install
// better-sqlite3` into $CLAUDE_PLUGIN_DATA and fails open with one line, once; when the addon is
// there, the hooks work from it. Real npm (from its cache or the registry; it may compile the addon).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataDirBinding } from "../src/app/env/native-binding.js";
import { CLI, hookEnv } from "./support/hook-runner.js";
import { snapshotPlugin } from "./support/plugin-snapshot.js";
import { tempDir } from "./support/temp.js";

let tmp: { path: string; cleanup: () => void };
let hook: string;
let env: NodeJS.ProcessEnv;
const data = () => join(tmp.path, "plugin-data");

beforeAll(async () => {
  tmp = tempDir("cairn-native-setup-");
  const plugin = join(tmp.path, "plugin");
  await snapshotPlugin(plugin);
  const targetFile = join(plugin, "dist", "native", "target.json");
  const built = JSON.parse(readFileSync(targetFile, "utf8")) as Record<string, string>;
  writeFileSync(targetFile, JSON.stringify({ ...built, modules: "1" }));
  hook = join(plugin, "dist", "hook.js");
  env = hookEnv(join(tmp.path, "cairn-home"), { CLAUDE_PLUGIN_DATA: data() });
});
afterAll(() => tmp?.cleanup());

const start = (sessionId: string) =>
  spawnSync(process.execPath, [hook, "SessionStart"], {
    input: JSON.stringify({
      session_id: sessionId,
      cwd: tmp.path,
      hook_event_name: "SessionStart",
      source: "startup",
    }),
    cwd: tmp.path,
    env,
    encoding: "utf8",
  });

describe("no SQLite addon for this Node", () => {
  it("fails open with one line, once, while the addon is installed into the plugin's data dir", async () => {
    const first = start("s-native-1");
    expect(first.status).toBe(0);
    expect(first.stdout).toBe("");
    expect(first.stderr.trim().split("\n")).toHaveLength(1);
    expect(first.stderr).toContain(`installing SQLite for Node ${process.version}`);
    const second = start("s-native-2");
    expect(second.status).toBe(0);
    expect(second.stderr).toBe("");
    // bounded wait for the real install (npm may compile the addon)
    const addon = dataDirBinding(data());
    const deadline = Date.now() + 280_000;
    while (!existsSync(addon) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1000));
    expect(
      existsSync(addon),
      readFileSync(join(data(), "native-build", "install.log"), "utf8").slice(-2000),
    ).toBe(true);
    spawnSync(process.execPath, [CLI, "save", "--type", "project_fact", "Logs rotate daily"], {
      cwd: tmp.path,
      env,
    });
    const ready = start("s-native-3");
    expect(ready.stderr).toBe("");
    expect(ready.status).toBe(0);
    expect(ready.stdout).toContain("Logs rotate daily");
  }, 300_000);
});
