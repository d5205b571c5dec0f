/**
 * A repository owned by another user (git's safe.directory situation): Cairn writes nothing in it —
 * SessionStart still exits 0, the tree is byte-for-byte the same — unless `safety.allowForeignOwner`
 * is set. Needs root to chown the repository to another uid (65534, "nobody"); skipped otherwise.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeText } from "../../src/app/notes/files.js";
import { commitAll, gitInit, noteText, write } from "../notes/fixture.js";
import { hookEnv, runHook } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) console.warn("skipping foreign-owner tests: chown to another uid needs root");

let dir: { path: string; cleanup: () => void };
let repo: string;
let home: string;
beforeEach(() => {
  dir = tempDir("cairn-foreign-");
  repo = join(dir.path, "repo");
  home = join(dir.path, "home");
  gitInit(repo);
  write(repo, ".cairn/notes/auth.md", noteText({ summary: "How login works", body: "Login." }));
  commitAll(repo, "init");
  if (isRoot) execFileSync("chown", ["-R", "65534:65534", repo]);
});
afterEach(() => dir.cleanup());

/** Every file below `root` (the .git folder included) with its content hash and mode. */
function snapshot(root: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else
        out.push(
          `${relative(root, p)} ${(statSync(p).mode & 0o777).toString(8)} ${createHash("sha256").update(readFileSync(p)).digest("hex")}`,
        );
    }
  };
  walk(root);
  return out.sort();
}

const start = (env: NodeJS.ProcessEnv) =>
  runHook(
    "SessionStart",
    {
      session_id: "s-foreign",
      transcript_path: join(dir.path, "t.jsonl"),
      cwd: repo,
      hook_event_name: "SessionStart",
      source: "startup",
    },
    env,
  );

describe.skipIf(!isRoot)("a repository owned by another user", () => {
  it("SessionStart writes nothing in it and exits 0", () => {
    const before = snapshot(repo);
    const r = start(hookEnv(home));
    expect(r.status, r.stderr).toBe(0);
    expect(snapshot(repo)).toEqual(before);
  });

  it("a direct write is refused in one line naming the owner and the setting", () => {
    let message = "";
    try {
      writeText(repo, join(repo, ".cairn/notes/INDEX.md"), "x");
    } catch (e) {
      message = (e as Error).message;
      expect((e as { code?: string }).code).toBe("FOREIGN_OWNER");
    }
    expect(message).toMatch(/owned by uid 65534.*safety\.allowForeignOwner/);
    expect(message).not.toContain("\n");
  });

  it("with safety.allowForeignOwner set, Cairn writes as usual", () => {
    const r = start(hookEnv(home, { CAIRN_ALLOW_FOREIGN_OWNER: "1" }));
    expect(r.status, r.stderr).toBe(0);
    expect(readFileSync(join(repo, ".cairn/notes/INDEX.md"), "utf8")).toContain("auth");
  });
});
