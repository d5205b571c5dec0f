// The npm package as a user gets it, the way the README's Install section says: `npm pack` of this
// checkout (plugin/dist built by the global setup), installed with `npm i -g --prefix <temp>` into a
// clean prefix, then the installed `cairn` bin (through npm's symlink, so the interpreter line
// matters) — `--version`, `doctor`, a project-scope install whose hooks doctor finds runnable because
// `cairn` is on PATH — and the installed hook bundle. The README's commands are checked against what
// `npm pack` really writes.
// Install scripts are skipped (`--ignore-scripts`): the optional better-sqlite3 then has no compiled
// addon and the bundle must run on the binding it ships.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "./support/temp.js";

const repoRoot = join(import.meta.dirname, "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

interface PackEntry {
  path: string;
  size: number;
  mode: number;
}

let tmp: { path: string; cleanup: () => void };
let files: PackEntry[];
let tarball: string;
let prefix: string;
let env: NodeJS.ProcessEnv;

beforeAll(() => {
  tmp = tempDir("cairn-pack-");
  const packed = JSON.parse(
    execFileSync(npm, ["pack", "--ignore-scripts", "--json", "--pack-destination", tmp.path], {
      cwd: repoRoot,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }),
  ) as { filename: string; files: PackEntry[] }[];
  const first = packed[0];
  if (!first) throw new Error("npm pack printed no package");
  files = first.files;
  tarball = first.filename;
  prefix = join(tmp.path, "prefix");
  execFileSync(
    npm,
    [
      "install",
      "--global",
      "--prefix",
      prefix,
      "--ignore-scripts",
      "--prefer-offline",
      "--no-audit",
      "--no-fund",
      join(tmp.path, first.filename),
    ],
    { cwd: tmp.path, stdio: ["ignore", "ignore", "pipe"] },
  );
  const home = join(tmp.path, "home");
  mkdirSync(home);
  env = {
    PATH: `${join(prefix, "bin")}:${process.env.PATH ?? ""}`,
    HOME: home,
    CAIRN_HOME: join(tmp.path, "cairn-home"),
  };
}, 180_000);
afterAll(() => tmp?.cleanup());

describe("the npm package", () => {
  it("holds the bundle, the plugin and the README, and nothing from the sources", () => {
    const paths = files.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "package.json",
        "README.md",
        "plugin/dist/cli.mjs",
        "plugin/dist/hook.js",
        "plugin/dist/mcp.mjs",
        "plugin/dist/native/better_sqlite3.node",
        "plugin/dist/native/target.json",
        "plugin/hooks/hooks.json",
        "plugin/.mcp.json",
        "plugin/.claude-plugin/plugin.json",
        "plugin/bin/cairn",
      ]),
    );
    expect(paths.filter((p) => /^(src|test|bench|scripts|docs)\/|\.map$|\.ts$/.test(p))).toEqual([]);
    const mode = (p: string) => files.find((f) => f.path === p)?.mode ?? 0;
    expect(mode("plugin/dist/cli.mjs") & 0o111).not.toBe(0);
    expect(mode("plugin/bin/cairn") & 0o111).not.toBe(0);
  });

  it("names itself cairn-memory and installs the command `cairn`", () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as {
      name: string;
      bin: Record<string, string>;
      dependencies?: Record<string, string>;
    };
    expect(pkg.name).toBe("cairn-memory");
    expect(Object.keys(pkg.bin)).toEqual(["cairn"]);
    // everything but the native addon is bundled into plugin/dist
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(
      readFileSync(join(repoRoot, "plugin/dist/cli.mjs"), "utf8").startsWith("#!/usr/bin/env node\n"),
    ).toBe(true);
  });

  it("runs the installed `cairn` from PATH: --version, --help, and a command that opens the store", () => {
    const version = spawnSync("cairn", ["--version"], { env, encoding: "utf8" });
    expect(version.stderr).toBe("");
    expect(version.stdout.trim()).toBe(
      (JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { version: string }).version,
    );
    const help = spawnSync("cairn", ["--help"], { env, encoding: "utf8" });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("Usage: cairn <command>");
    const stats = spawnSync("cairn", ["stats", "--json"], { env, encoding: "utf8", cwd: tmp.path });
    expect(stats.stderr).toBe("");
    expect(stats.status).toBe(0);
    expect(JSON.parse(stats.stdout)).toBeTypeOf("object");
  });

  it("the README's install commands are the ones that work: npm pack, then npm i -g of that file", () => {
    const readme = readFileSync(join(repoRoot, "README.md"), "utf8");
    const install = readme.slice(readme.indexOf("## Install"), readme.indexOf("## Use it with Claude Code"));
    const commands = [...install.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) =>
      (m[1] ?? "").split("\n").map((l) => l.replace(/\s+#.*$/, "").trim()),
    );
    expect(commands).toContain("npm ci && npm pack");
    expect(commands).toContain(`npm i -g ./${tarball}`);
    expect(commands).toContain("npm link");
    // not published: the registry name is mentioned as unavailable, never given as the command to run
    expect(commands.filter((c) => /^npm (i|install) -g cairn-memory\b/.test(c))).toEqual([]);
    expect(install).toMatch(/not on the npm registry yet/);
    expect(install).toMatch(/npm run\s+check`?, then `npm publish`/);
  });

  it("runs `cairn doctor` from the installed package, and finds its project-scope hooks runnable", () => {
    const proj = join(tmp.path, "proj");
    mkdirSync(proj);
    execFileSync("git", ["init", "-q", proj]);
    const doctor = spawnSync("cairn", ["doctor"], { env, encoding: "utf8", cwd: proj });
    expect(doctor.stderr).toBe("");
    expect(doctor.stdout).toMatch(/^✓ database +/m);
    expect(doctor.stdout).toContain(
      `✓ hook bundle        ${join(prefix, "lib", "node_modules", "cairn-memory")}`,
    );
    expect(doctor.stdout).toMatch(/^! hooks installed +not installed/m);
    expect(doctor.status).toBe(0);
    expect(spawnSync("cairn", ["install"], { env, encoding: "utf8", cwd: proj }).status).toBe(0);
    const after = spawnSync("cairn", ["doctor"], { env, encoding: "utf8", cwd: proj });
    expect(after.stdout).toMatch(/^✓ hooks installed +project settings/m);
    expect(after.status).toBe(0);
  });

  it("runs the installed hook bundle: SessionStart injects what the installed CLI saved", () => {
    const saved = spawnSync("cairn", ["save", "--type", "project_fact", "The API listens on port 4173"], {
      env,
      encoding: "utf8",
      cwd: tmp.path,
    });
    expect(saved.status).toBe(0);
    const hook = join(prefix, "lib", "node_modules", "cairn-memory", "plugin", "dist", "hook.js");
    const payload = {
      session_id: "11111111-2222-4333-8444-555555555555",
      transcript_path: join(tmp.path, "t.jsonl"),
      cwd: tmp.path,
      hook_event_name: "SessionStart",
      source: "startup",
    };
    const r = spawnSync(process.execPath, [hook, "SessionStart"], {
      env,
      input: JSON.stringify(payload),
      encoding: "utf8",
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { hookSpecificOutput: { additionalContext: string } };
    expect(out.hookSpecificOutput.additionalContext).toContain("The API listens on port 4173");
  });
});
