import { describe, expect, it } from "vitest";
import { isWithin, normalizePath, resolveAgainst } from "./paths.js";
import { worktreeLayout } from "./worktree-layout.js";

describe("worktreeLayout", () => {
  it("reads the layouts that name the main checkout, from the worktree root or a folder inside it", () => {
    expect(worktreeLayout("/home/u/projects/spotter-worktrees/spotter-dov/lib")).toEqual({
      kind: "checkout",
      main: "/home/u/projects/spotter",
      worktree: "/home/u/projects/spotter-worktrees/spotter-dov",
      layout: "<parent>/<repo>-worktrees/<name>",
    });
    expect(worktreeLayout("/Users/t/GitHub/example-project/.worktrees/streaming")).toMatchObject({
      main: "/Users/t/GitHub/example-project",
      worktree: "/Users/t/GitHub/example-project/.worktrees/streaming",
    });
    expect(worktreeLayout("/r/app/.claude/worktrees/feature-auth/src")).toMatchObject({
      main: "/r/app",
      worktree: "/r/app/.claude/worktrees/feature-auth",
    });
  });

  it("reads Windows paths the Windows way", () => {
    expect(worktreeLayout("C:\\Users\\Mischa\\.claude-worktrees\\M-Claude\\unruffled-mcclintock")).toEqual({
      kind: "repo-name",
      repo: "M-Claude",
      home: "C:\\Users\\Mischa",
      worktree: "C:\\Users\\Mischa\\.claude-worktrees\\M-Claude\\unruffled-mcclintock",
      layout: "<home>/.claude-worktrees/<repo>/<name>",
    });
    expect(worktreeLayout("D:\\src\\api-worktrees\\fix")).toMatchObject({ main: "D:\\src\\api" });
  });

  it("takes nothing else as a worktree: plain folders, a container with no worktree in it", () => {
    for (const p of [
      "/home/u/projects/spotter",
      "/home/u/worktrees/app", // a folder merely called worktrees
      "/home/u/app-feature", // <repo>-<name> next to the repository
      "/r/app/.worktrees", // the container itself
      "/r/-worktrees/x", // no repository name
      "/home/u/.claude-worktrees/app", // no worktree name
      "/.worktrees/x", // no main checkout
    ])
      expect(worktreeLayout(p), p).toBeNull();
  });
});

describe("paths", () => {
  it("normalise, resolve and compare POSIX and Windows paths as text", () => {
    expect(normalizePath("/a/./b//c/../d/")).toBe("/a/b/d");
    expect(normalizePath("C:/x\\y\\..\\z")).toBe("C:\\x\\z");
    expect(resolveAgainst("/r/app", "../app-worktrees/y")).toBe("/r/app-worktrees/y");
    expect(resolveAgainst("C:\\r\\app", "..\\wt")).toBe("C:\\r\\wt");
    expect(resolveAgainst("/r/app", "/abs/x/")).toBe("/abs/x");
    expect(isWithin("/r/app/.worktrees/x/src", "/r/app/.worktrees/x")).toBe(true);
    expect(isWithin("/r/app-2", "/r/app")).toBe(false);
  });
});
