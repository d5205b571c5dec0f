import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { git, gitText } from "../../src/app/env/git-run.js";
import { RECURSION_GUARD } from "../../src/app/env/paths.js";

const dir = mkdtempSync(join(tmpdir(), "cairn-git-run-"));
spawnSync("git", ["init", "-q", dir]);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("git runner", () => {
  it("always sets the recursion guard in git's environment", () => {
    // a git alias starting with "!" runs a shell command with git's environment
    const r = git(dir, ["-c", `alias.guard=!printenv ${RECURSION_GUARD}`, "guard"]);
    expect(r.ok).toBe(true);
    expect(r.stdout.trim()).toBe("1");
  });

  it("reports failure instead of throwing", () => {
    expect(git(dir, ["rev-parse", "--verify", "--quiet", "no-such-ref"]).ok).toBe(false);
    expect(gitText(dir, ["rev-parse", "--verify", "--quiet", "no-such-ref"])).toBe("");
    expect(gitText(join(dir, "missing"), ["status"])).toBe("");
  });

  it("is the only place in src/ that starts git", () => {
    const src = join(import.meta.dirname, "..", "..", "src");
    const walk = (d: string): string[] =>
      readdirSync(d, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(d, e.name)) : e.name.endsWith(".ts") ? [join(d, e.name)] : [],
      );
    const spawners = walk(src)
      .filter((f) => !f.endsWith(".test.ts"))
      .filter((f) =>
        /\b(?:spawn|spawnSync|execFile|execFileSync|exec|execSync)\(\s*["'`]git\b/.test(
          readFileSync(f, "utf8"),
        ),
      )
      .map((f) => relative(src, f));
    expect(spawners).toEqual(["app/env/git-run.ts"]);
  });
});
