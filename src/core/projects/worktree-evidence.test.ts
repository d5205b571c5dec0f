import { describe, expect, it } from "vitest";
import { projectLabels } from "./labels.js";
import { adoptionFor, type KnownProject, projectPath } from "./worktree-evidence.js";

const git = (k: KnownProject) => ({ ...k, inGit: true });
const known: KnownProject[] = [
  { id: "app", name: "app", path: "/home/u/app" },
  { id: "wt", name: "feature", path: "/home/u/wt/feature" },
  { id: "mc", name: "M-Claude", path: "/home/u/M-Claude" },
  { id: "dwt", name: "M-Claude", path: "/home/u/.claude-worktrees/M-Claude/bright-fox" },
];

describe("adoptionFor", () => {
  it("joins a folder that a project's own `git worktree add` created", () => {
    const added = [{ project: "app", path: "/home/u/wt/feature" }];
    expect(adoptionFor(git(known[1]!), known, added)).toMatchObject({ into: "app" });
    // two repositories claiming the same folder are no evidence
    expect(adoptionFor(git(known[1]!), known, [...added, { project: "mc", path: "/home/u/wt" }])).toBeNull();
  });

  it("joins a layout that names a known main checkout", () => {
    const cand = { id: "x", name: "y", path: "/home/u/app-worktrees/y", inGit: true };
    expect(adoptionFor(cand, [...known, cand], [])).toMatchObject({ into: "app" });
    // a session that recorded no branch did not run in a git checkout: its folder name is no evidence
    expect(adoptionFor({ ...cand, inGit: false }, [...known, cand], [])).toBeNull();
    expect(
      adoptionFor(git({ id: "z", name: "z", path: "/elsewhere/app-worktrees/z" }), known, []),
    ).toBeNull();
  });

  it("joins the desktop app's layout only to the one same-named project under the same home", () => {
    expect(adoptionFor(git(known[3]!), known, [])).toMatchObject({ into: "mc" });
    const other = { id: "win", name: "M-Claude", path: "C:\\Users\\M\\.claude-worktrees\\M-Claude\\x" };
    expect(adoptionFor(git(other), [...known, other], [])).toBeNull(); // another machine's home
    const twin = { id: "mc2", name: "M-Claude", path: "/home/u/src/M-Claude" };
    expect(adoptionFor(git(known[3]!), [...known, twin], [])).toBeNull(); // ambiguous
  });

  it("reads a project's path from its identity", () => {
    expect(projectPath({ identity: "/home/u/app/.git", root: "/home/u/app-worktrees/x" })).toBe(
      "/home/u/app",
    );
    expect(projectPath({ identity: "C:\\src\\app\\.git", root: "C:\\src\\app" })).toBe("C:\\src\\app");
    expect(projectPath({ identity: "/srv/bare.git", root: "/srv/bare.git" })).toBe("/srv/bare.git");
    expect(projectPath({ identity: "github.com/o/r", root: "/home/u/r" })).toBe("/home/u/r");
  });
});

describe("projectLabels", () => {
  it("adds the path only where two projects share a name", () => {
    const labels = projectLabels(known, "/home/u");
    expect(labels.get("app")).toBe("app");
    expect(labels.get("mc")).toBe("M-Claude (~/M-Claude)");
    expect(labels.get("dwt")).toBe("M-Claude (~/.claude-worktrees/M-Claude/bright-fox)");
  });
});
