import { describe, expect, it } from "vitest";
import { worktreesAdded } from "./worktree-commands.js";

describe("worktreesAdded", () => {
  it("resolves the path of `git worktree add` against the directory it ran in", () => {
    expect(worktreesAdded("git worktree add ../app-worktrees/y -b y", "/r/app")).toEqual([
      "/r/app-worktrees/y",
    ]);
    expect(
      worktreesAdded("git worktree add -b feat --lock --reason 'wip' .worktrees/feat main", "/r/app"),
    ).toEqual(["/r/app/.worktrees/feat"]);
    expect(worktreesAdded('cd /r/app && git worktree add "/tmp/a b" && cd wt', "/home")).toEqual([
      "/tmp/a b",
    ]);
    expect(worktreesAdded("git -C ../app worktree add ../wt/x", "/r/other")).toEqual(["/r/wt/x"]);
    expect(worktreesAdded("mkdir -p x; git worktree add x/y; git worktree add /abs/z", "/r/a")).toEqual([
      "/r/a/x/y",
      "/abs/z",
    ]);
  });

  it("leaves out what it cannot resolve, and commands that add no worktree", () => {
    expect(worktreesAdded("git worktree add $WT/x", "/r/app")).toEqual([]);
    expect(worktreesAdded("git worktree add ~/wt/x", "/r/app")).toEqual([]);
    expect(worktreesAdded("git worktree add ../wt", null)).toEqual([]);
    expect(worktreesAdded("git worktree list && git worktree remove ../wt", "/r/app")).toEqual([]);
    expect(worktreesAdded("echo git worktree add ../wt", "/r/app")).toEqual([]);
  });
});
