/**
 * A repository that carries symlinks (as a cloned one can), driven through the real hook bundle and
 * the CLI: INDEX.md, CLAUDE.local.md, tasks.json, the folders .cairn/tasks, .cairn/notes/.backups and
 * .cairn/local, and a dangling .cairn/local/.gitignore. Each time: nothing written outside the repo,
 * the link's target unchanged, a refusal of one line (hooks exit 0).
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeText } from "../../src/app/observations/files.js";
import { observationPaths } from "../../src/app/observations/paths.js";
import { CairnError } from "../../src/core/common/errors.js";
import { commitAll, gitInit, noteText, write } from "../notes/fixture.js";
import { cliHarness } from "../support/cli-harness.js";
import { hookEnv, runHook } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

const SID = "bbbbbbbb-2222-4333-8444-555555555555";
let dir: { path: string; cleanup: () => void };
let repo: string;
let home: string;
let outside: string;
let victim: string;
let env: NodeJS.ProcessEnv;

beforeEach(() => {
  dir = tempDir("cairn-symlinks-");
  repo = join(dir.path, "repo");
  home = join(dir.path, "home");
  outside = join(dir.path, "outside");
  mkdirSync(outside);
  victim = join(outside, "victim.md");
  writeFileSync(victim, "ORIGINAL\n");
  gitInit(repo);
  write(repo, "README.md", "# repo\n");
  write(repo, ".cairn/notes/auth.md", noteText({ summary: "How login works", body: "Login." }));
  commitAll(repo, "init");
  env = hookEnv(home);
});
afterEach(() => dir.cleanup());

const base = (event: string, extra: Record<string, unknown> = {}) => ({
  session_id: SID,
  transcript_path: join(dir.path, "t.jsonl"),
  cwd: repo,
  hook_event_name: event,
  ...extra,
});
const sessionStart = () => runHook("SessionStart", base("SessionStart", { source: "startup" }), env);
const outsideUntouched = () => {
  expect(readFileSync(victim, "utf8")).toBe("ORIGINAL\n");
  expect(readdirSync(outside)).toEqual(["victim.md"]);
};

describe("symlinks in the project: refused, nothing written outside", () => {
  it("control: without links SessionStart writes INDEX.md and CLAUDE.local.md", () => {
    const r = sessionStart();
    expect(r.status, r.stderr).toBe(0);
    expect(readFileSync(join(repo, ".cairn/notes/INDEX.md"), "utf8")).toContain("auth");
    expect(readFileSync(join(repo, "CLAUDE.local.md"), "utf8")).toContain("cairn");
  });

  for (const rel of [".cairn/notes/INDEX.md", "CLAUDE.local.md"]) {
    it(`${rel} → a file outside: SessionStart exits 0 and leaves the target unchanged`, () => {
      symlinkSync(victim, join(repo, rel));
      const r = sessionStart();
      expect(r.status, r.stderr).toBe(0);
      outsideUntouched();
      expect(lstatSync(join(repo, rel)).isSymbolicLink()).toBe(true);
    });
  }

  it(".cairn/notes/.backups → a folder outside: the PreToolUse backup is refused in one line, exit 0", () => {
    symlinkSync(outside, join(repo, ".cairn/notes/.backups"));
    const file = join(repo, ".cairn/notes/auth.md");
    const r = runHook(
      "PreToolUse",
      base("PreToolUse", {
        tool_name: "Write",
        tool_input: { file_path: file, content: "x" },
        tool_use_id: "t1",
      }),
      env,
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/refusing to write through symlink .*\.backups/);
    outsideUntouched();
  });

  it("tasks.json → a file outside, and .cairn/tasks → a folder outside: the renderings are refused in one line", async () => {
    const cli = cliHarness(home, repo);
    try {
      mkdirSync(join(repo, ".cairn/tasks/main"), { recursive: true });
      symlinkSync(victim, join(repo, ".cairn/tasks/main/tasks.json"));
      const a = await cli.run("tasks", "add", "first task");
      expect(a.code, a.stderr).toBe(0); // the store has the task; only the rendering was refused
      expect(a.stderr.trim().split("\n")).toHaveLength(1);
      expect(a.stderr).toContain("refusing to write through symlink");
      outsideUntouched();

      const linked = join(dir.path, "repo2");
      gitInit(linked);
      mkdirSync(join(linked, ".cairn"));
      symlinkSync(outside, join(linked, ".cairn/tasks"));
      const cli2 = cliHarness(home, linked);
      const b = await cli2.run("tasks", "add", "second task");
      await cli2.close();
      expect(b.stderr.trim().split("\n")).toHaveLength(1);
      expect(b.stderr).toContain("refusing to write through symlink");
      outsideUntouched();
    } finally {
      await cli.close();
    }
  });

  it(".cairn/local → a folder outside, and a dangling .cairn/local/.gitignore: observations refused, nothing created", () => {
    const paths = observationPaths(repo, home);
    mkdirSync(join(repo, ".cairn"), { recursive: true });
    symlinkSync(outside, join(repo, ".cairn/local"));
    const refused = (fn: () => void) => {
      try {
        fn();
      } catch (e) {
        expect(e).toBeInstanceOf(CairnError);
        expect((e as CairnError).code).toBe("UNSAFE_PATH");
        return;
      }
      throw new Error("expected a refusal");
    };
    refused(() => writeText(paths, "local", "## Local\n- [P2] x\n"));
    outsideUntouched();

    const repo2 = join(dir.path, "repo3");
    gitInit(repo2);
    mkdirSync(join(repo2, ".cairn/local"), { recursive: true });
    const target = join(outside, "gitignore-target");
    symlinkSync(target, join(repo2, ".cairn/local/.gitignore"));
    refused(() => writeText(observationPaths(repo2, home), "committed", "## Committed\n- [P2] x\n"));
    expect(existsSync(target)).toBe(false);
    outsideUntouched();
  });
});
