import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { homeScope, writeFileSafe } from "../src/app/env/safe-write.js";
import {
  cachePath,
  codeCacheDir,
  requireWithCodeCache,
  STALE_AFTER_MS,
  WRAPPER_HEAD,
} from "../src/hooks/code-cache.js";
import { HOOK, hookEnv, runHook } from "./support/hook-runner.js";
import { tempDir } from "./support/temp.js";

let dir: { path: string; cleanup: () => void };
let home: string;
let cacheDir: string;
let bundle: string;

const write = (path: string, data: Buffer) => writeFileSafe(homeScope(home), path, data);

type Mod = { run: (x: number) => string; dirname: string };

const source = (tag: string) => `
const { helper } = require("./helper.cjs");
exports.run = (x) => "${tag}:" + helper(x);
exports.dirname = __dirname;
`;

beforeEach(() => {
  dir = tempDir();
  home = join(dir.path, "home");
  cacheDir = codeCacheDir(home);
  bundle = join(dir.path, "handler.cjs");
  writeFileSync(join(dir.path, "helper.cjs"), "exports.helper = (x) => String(x * 2);\n");
  writeFileSync(bundle, source("v1"));
});
afterEach(() => dir.cleanup());

it("compiles a bundle once, then loads it from the code cache with the same behaviour", () => {
  const first = requireWithCodeCache<Mod>(bundle, cacheDir);
  expect(first.fromCache).toBe(false);
  expect(first.exports.run(21)).toBe("v1:42");
  expect(first.exports.dirname).toBe(dir.path);
  first.save(write);
  const file = cachePath(bundle, cacheDir);
  expect(readdirSync(cacheDir)).toEqual([file.slice(cacheDir.length + 1)]);
  expect(statSync(file).mode & 0o777).toBe(0o600);

  const second = requireWithCodeCache<Mod>(bundle, cacheDir);
  expect(second.fromCache).toBe(true);
  expect(second.exports.run(5)).toBe("v1:10");
});

it("a rebuilt bundle gets its own cache file and the old one is removed", () => {
  requireWithCodeCache<Mod>(bundle, cacheDir).save(write);
  const old = cachePath(bundle, cacheDir);
  writeFileSync(bundle, source("v2-longer"));
  utimesSync(bundle, new Date(), new Date(Date.now() + 5_000));
  const rebuilt = requireWithCodeCache<Mod>(bundle, cacheDir);
  expect(rebuilt.fromCache).toBe(false);
  expect(rebuilt.exports.run(1)).toBe("v2-longer:2");
  rebuilt.save(write);
  expect(cachePath(bundle, cacheDir)).not.toBe(old);
  expect(readdirSync(cacheDir)).toEqual([cachePath(bundle, cacheDir).slice(cacheDir.length + 1)]);
});

it("two installs of a bundle sharing a home keep one cache each; a gone install's file is removed once stale", () => {
  const other = join(dir.path, "other-install");
  mkdirSync(other);
  writeFileSync(join(other, "helper.cjs"), "exports.helper = (x) => String(x * 2);\n");
  const twin = join(other, "handler.cjs");
  writeFileSync(twin, source("v1"));
  requireWithCodeCache<Mod>(bundle, cacheDir).save(write);
  requireWithCodeCache<Mod>(twin, cacheDir).save(write);
  expect(readdirSync(cacheDir).sort()).toEqual(
    [cachePath(bundle, cacheDir), cachePath(twin, cacheDir)].map((f) => f.slice(cacheDir.length + 1)).sort(),
  );
  // runs alternate between the two installs: each loads its own cache, neither is written again
  for (let i = 0; i < 2; i++) {
    expect(requireWithCodeCache<Mod>(bundle, cacheDir).fromCache).toBe(true);
    expect(requireWithCodeCache<Mod>(twin, cacheDir).fromCache).toBe(true);
  }
  // the other install is gone and its file unchanged for longer than STALE_AFTER_MS: removed at the next write
  const gone = cachePath(twin, cacheDir);
  const old = new Date(Date.now() - STALE_AFTER_MS - 60_000);
  utimesSync(gone, old, old);
  rmSync(other, { recursive: true });
  writeFileSync(bundle, source("v3"));
  requireWithCodeCache<Mod>(bundle, cacheDir).save(write);
  expect(readdirSync(cacheDir)).toEqual([cachePath(bundle, cacheDir).slice(cacheDir.length + 1)]);
  expect(existsSync(gone)).toBe(false);
});

it("a bundle rewritten in place with the same length and mtime is not matched with the old cache", () => {
  requireWithCodeCache<Mod>(bundle, cacheDir).save(write);
  const old = cachePath(bundle, cacheDir);
  const { mtime } = statSync(bundle);
  writeFileSync(bundle, source("v9")); // same length as "v1"
  utimesSync(bundle, mtime, mtime);
  expect(cachePath(bundle, cacheDir)).not.toBe(old);
  const loaded = requireWithCodeCache<Mod>(bundle, cacheDir);
  expect(loaded.fromCache).toBe(false);
  expect(loaded.exports.run(1)).toBe("v9:2");
});

it("a damaged cache file is refused by V8: the bundle is compiled as usual and the file rewritten", () => {
  // a source this process never compiled (V8 keeps compiled scripts per process)
  writeFileSync(bundle, source("damaged"));
  const file = cachePath(bundle, cacheDir);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, Buffer.from("not a V8 code cache"));
  const loaded = requireWithCodeCache<Mod>(bundle, cacheDir);
  expect(loaded.fromCache).toBe(false);
  expect(loaded.exports.run(3)).toBe("damaged:6");
  loaded.save(write);
  expect(readFileSync(file).toString()).not.toBe("not a V8 code cache");
});

it("a bundle built inside Node's wrapper (the hook bundles) is compiled as it is, cached the same way", () => {
  writeFileSync(bundle, `${WRAPPER_HEAD}"use strict";${source("wrapped")}\n});`);
  const first = requireWithCodeCache<Mod>(bundle, cacheDir);
  expect(first.exports.run(4)).toBe("wrapped:8");
  expect(first.exports.dirname).toBe(dir.path);
  first.save(write);
  const second = requireWithCodeCache<Mod>(bundle, cacheDir);
  expect(second.fromCache).toBe(true);
  expect(second.exports.run(5)).toBe("wrapped:10");
});

it("throws what the module throws", () => {
  writeFileSync(bundle, 'throw new Error("boom at load");\n');
  expect(() => requireWithCodeCache(bundle, cacheDir)).toThrow("boom at load");
});

it("each hook event keeps its own cache folder (a plain word names it; anything else shares one)", () => {
  const post = codeCacheDir(home, "PostToolUse");
  expect(post).toBe(join(cacheDir, "PostToolUse"));
  expect(codeCacheDir(home, "SessionStart")).not.toBe(post);
  expect(codeCacheDir(home, "../../etc")).toBe(join(cacheDir, "other"));
  expect(codeCacheDir(home, "")).toBe(join(cacheDir, "other"));
  // the same bundle cached per event: one event's cache file never replaces the other's
  requireWithCodeCache<Mod>(bundle, post).save(write);
  requireWithCodeCache<Mod>(bundle, codeCacheDir(home, "SessionStart")).save(write);
  expect(readdirSync(post)).toHaveLength(1);
  expect(requireWithCodeCache<Mod>(bundle, post).fromCache).toBe(true);
  expect(requireWithCodeCache<Mod>(bundle, codeCacheDir(home, "SessionStart")).fromCache).toBe(true);
});

it("the hook writes an event's code cache only after a run that handled the event, not after a duplicate", () => {
  const project = join(dir.path, "proj");
  mkdirSync(join(project, ".git"), { recursive: true });
  const env = hookEnv(home);
  const call = (id: string) => ({
    session_id: "s-cache",
    cwd: project,
    hook_event_name: "PostToolUse",
    tool_name: "Bash",
    tool_input: { command: "npm test" },
    tool_use_id: id,
    tool_response: { stdout: "ok", stderr: "", interrupted: false },
  });
  const post = codeCacheDir(home, "PostToolUse");
  const cacheBytes = () =>
    existsSync(post) ? readdirSync(post).reduce((n, f) => n + statSync(join(post, f)).size, 0) : 0;
  expect(runHook("PostToolUse", call("toolu_1"), env).status).toBe(0);
  const full = cacheBytes();
  expect(full).toBeGreaterThan(0);
  // the same occurrence again (the other installed instance's run) with no cache yet: it writes none
  rmSync(post, { recursive: true, force: true });
  expect(runHook("PostToolUse", call("toolu_1"), env).status).toBe(0);
  expect(cacheBytes()).toBe(0);
  // the next run that handles a call writes it, with the functions that run compiled (as many bytes,
  // give or take V8's bookkeeping)
  expect(runHook("PostToolUse", call("toolu_2"), env).status).toBe(0);
  expect(Math.abs(cacheBytes() - full)).toBeLessThan(full / 20);
});

it("runs with other V8 flags (NODE_OPTIONS or a hook command may pass some) keep a cache file each instead of rewriting one", () => {
  const project = join(dir.path, "proj");
  mkdirSync(join(project, ".git"), { recursive: true });
  const env = hookEnv(home);
  let n = 0;
  const run = (flags: string[]) => {
    const payload = {
      session_id: "s-flags",
      cwd: project,
      hook_event_name: "PostToolUse",
      tool_name: "Bash",
      tool_input: { command: "npm test" },
      tool_use_id: `toolu_f${++n}`,
      tool_response: { stdout: "ok", stderr: "", interrupted: false },
    };
    const r = spawnSync(process.execPath, [...flags, HOOK, "PostToolUse"], {
      input: JSON.stringify(payload),
      env,
      encoding: "utf8",
    });
    expect(r.status, r.stderr).toBe(0);
  };
  const post = codeCacheDir(home, "PostToolUse");
  const files = () =>
    readdirSync(post)
      .sort()
      .map((f) => `${f}:${statSync(join(post, f)).ino}`);
  run(["--stack-trace-limit=20"]);
  run([]);
  const written = files();
  expect(written).toHaveLength(2);
  // alternating again: each run loads its own file, none is written again
  run(["--stack-trace-limit=20"]);
  run([]);
  expect(files()).toEqual(written);
});

it("the hook turns V8's regexp tier-up off for itself, silently, and loads neither node:v8 nor node:module", () => {
  const project = join(dir.path, "proj");
  mkdirSync(join(project, ".git"), { recursive: true });
  const env = hookEnv(home);
  // a preload that reports the built-in modules the run loaded (it runs before hook.js)
  const probe = join(dir.path, "probe.cjs");
  const loaded = join(dir.path, "loaded.txt");
  writeFileSync(
    probe,
    `process.on("exit", () => require("node:fs").writeFileSync(${JSON.stringify(loaded)}, process.moduleLoadList.join("\\n")));\n`,
  );
  let n = 0;
  const run = (flags: string[]) =>
    spawnSync(process.execPath, [...flags, HOOK, "PostToolUse"], {
      input: JSON.stringify({
        session_id: "s-v8",
        cwd: project,
        hook_event_name: "PostToolUse",
        tool_name: "Bash",
        tool_input: { command: "npm test -- --grep 'user token'" },
        tool_use_id: `toolu_v${++n}`,
        tool_response: { stdout: "ok", stderr: "", interrupted: false },
      }),
      env,
      encoding: "utf8",
    });
  // V8 traces each expression it compiles again for machine code ("needs tier-up compilation")
  const traced = run(["--trace-regexp-tier-up"]);
  expect(traced.status, traced.stderr).toBe(0);
  const trace = traced.stdout + traced.stderr;
  expect(trace).toContain("native code size");
  expect(trace).not.toContain("tier-up");
  // the binding's deprecation warning never shows, even where deprecations throw
  const strict = run(["--throw-deprecation", "--pending-deprecation"]);
  expect(strict.status, strict.stderr).toBe(0);
  expect(strict.stderr).toBe("");
  const modules = run(["--require", probe]);
  expect(modules.status, modules.stderr).toBe(0);
  const list = readFileSync(loaded, "utf8").split("\n");
  expect(list).toContain("NativeModule vm");
  expect(list).not.toContain("NativeModule v8");
  expect(list).not.toContain("NativeModule module");
});
