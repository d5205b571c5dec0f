// End to end with the real Claude Code CLI: the plugin installed from a git marketplace, as a user
// does with `/plugin marketplace add <git URL>`, needs no local build. scripts/publish-plugin.mjs
// writes the built plugin to the `dist` branch of a fresh repository; a bare clone whose HEAD is that
// branch is served over smart HTTP (test/support/git-http.ts); `claude plugin marketplace add` +
// `claude plugin install cairn@cairn` copy it into Claude Code's plugin cache; a headless session then
// gets the context pack from the installed copy's hooks. Skips a version whose binary is absent
// (node scripts/ensure-claude.mjs).
import { execFile, execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLAUDE_VERSIONS, claudeBinary } from "../support/claude-bin.js";
import { type ClaudeRun, offlineClaudeEnv, runClaude } from "../support/claude-run.js";
import { type FakeAnthropic, startFakeAnthropic } from "../support/fake-anthropic.js";
import { type GitHttp, serveGit } from "../support/git-http.js";
import { CLI } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

const root = join(import.meta.dirname, "..", "..");
const run_ = promisify(execFile);
const FACT = "Release builds are signed on the CI runner only";
const cc = CLAUDE_VERSIONS[CLAUDE_VERSIONS.length - 1] as string;
const bin = claudeBinary(cc);
if (!bin)
  console.warn(
    `skipping git marketplace e2e: Claude Code ${cc} not installed (node scripts/ensure-claude.mjs)`,
  );

describe.skipIf(!bin)(`Claude Code ${cc}: the plugin from a git marketplace`, () => {
  let tmp: { path: string; cleanup: () => void };
  let server: GitHttp;
  let fake: FakeAnthropic;
  let env: Record<string, string>;
  let install: string;
  let run: ClaudeRun;
  // asynchronous: the git server answers from this process's event loop
  const claude = (...args: string[]) =>
    run_(bin!, args, { cwd: join(tmp.path, "proj"), env, encoding: "utf8", timeout: 60_000 });

  beforeAll(async () => {
    tmp = tempDir("cairn-e2e-mkt-");
    const proj = join(tmp.path, "proj");
    for (const d of [proj, join(tmp.path, "home"), join(tmp.path, "cc-tmp"), join(tmp.path, "cairn-home")])
      mkdirSync(d);
    execFileSync("git", ["init", "-q", proj]);
    const src = join(tmp.path, "src");
    execFileSync("git", ["init", "-q", src]);
    execFileSync(process.execPath, [
      join(root, "scripts", "publish-plugin.mjs"),
      "--repo",
      src,
      "--no-build",
    ]);
    const bare = join(tmp.path, "git", "cairn.git");
    execFileSync("git", ["clone", "-q", "--bare", "--branch", "dist", src, bare]);
    server = await serveGit(join(tmp.path, "git"));
    env = offlineClaudeEnv(join(tmp.path, "home"), join(tmp.path, "cc-tmp"), {
      CAIRN_HOME: join(tmp.path, "cairn-home"),
    });
    await claude("plugin", "marketplace", "add", `${server.url}/cairn.git`);
    await claude("plugin", "install", "cairn@cairn");
    const installed = JSON.parse(
      readFileSync(join(tmp.path, "home", ".claude", "plugins", "installed_plugins.json"), "utf8"),
    ) as { plugins: Record<string, { installPath: string }[]> };
    install = installed.plugins["cairn@cairn"]?.[0]?.installPath ?? "";
    execFileSync(process.execPath, [CLI, "config", "set", "observations.enabled", "false"], {
      cwd: proj,
      env,
    });
    execFileSync(process.execPath, [CLI, "save", "--type", "constraint", FACT], { cwd: proj, env });
    fake = await startFakeAnthropic({ maxRequests: 5, script: [{ text: "Noted." }] });
    const args = ["-p", "Anything I should know?", "--session-id", randomUUID()];
    args.push("--output-format", "stream-json", "--verbose", "--include-hook-events");
    run = await runClaude(bin!, proj, { ...env, ANTHROPIC_BASE_URL: fake.url }, args, 120_000);
    await fake.close();
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    tmp?.cleanup();
  });

  it("installs a built plugin: the bundle, its SQLite addon and the plugin's bin/", () => {
    expect(install).not.toBe("");
    for (const f of ["dist/hook.js", "dist/cli.mjs", "dist/native/better_sqlite3.node", "bin/cairn"])
      expect(existsSync(join(install, f)), f).toBe(true);
  });

  it("runs the installed hooks: SessionStart exits 0 and the pack reaches the model", () => {
    expect(run.timedOut).toBe(false);
    const starts = run.lines.filter(
      (l) => l.type === "system" && l.subtype === "hook_response" && l.hook_event === "SessionStart",
    );
    expect(starts.map((l) => l.exit_code)).toEqual([0]);
    expect(JSON.stringify(fake.messageRequests()[0]?.body ?? {})).toContain(FACT);
  });
});
