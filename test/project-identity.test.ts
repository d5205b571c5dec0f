// Project identity, HEAD and branch against REAL git repositories made in temp dirs (worktrees,
// packed refs, detached and unborn HEADs, submodule-style .git files), and the data-home precedence.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, symlinkSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentBranch, headCommit } from "../src/app/env/git.js";
import { cairnHome, cairnPaths } from "../src/app/env/paths.js";
import { findGitRoot, resolveProject } from "../src/app/env/project.js";
import { tempDir } from "./support/temp.js";

const tmp = tempDir("cairn-identity-");
afterAll(() => tmp.cleanup());

function git(cwd: string, ...args: string[]): string {
  return execFileSync(
    "git",
    ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "init.defaultBranch=main", ...args],
    {
      cwd,
      encoding: "utf8",
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" },
    },
  ).trim();
}

/** A fresh repository with `commits` commits on main; returns its path. */
function repo(path: string, commits = 1): string {
  mkdirSync(path, { recursive: true });
  git(path, "init", "-q");
  for (let i = 0; i < commits; i++) {
    writeFileSync(join(path, `f${i}.txt`), `content ${i}\n`);
    git(path, "add", ".");
    git(path, "commit", "-q", "-m", `commit ${i}`);
  }
  return path;
}

describe("resolveProject", () => {
  let main: string;
  let wt: string;
  beforeAll(() => {
    main = repo(join(tmp.path, "shop"), 2);
    wt = join(tmp.path, "shop-feature");
    git(main, "worktree", "add", "-q", "-b", "feature", wt);
  });

  it("a repository and its linked worktree are one project", () => {
    const a = resolveProject(main);
    const b = resolveProject(wt);
    expect(b.id).toBe(a.id);
    expect(b.identity).toBe(a.identity);
    expect(a.name).toBe("shop");
    expect(b.name).toBe("shop");
    expect(a.root).toBe(main);
    expect(b.root).toBe(wt);
    expect(b.gitDir).not.toBe(a.gitDir); // the worktree keeps its own git dir
  });

  it("a subdirectory resolves to the same project as the root", () => {
    const sub = join(main, "src", "deep", "er");
    mkdirSync(sub, { recursive: true });
    const p = resolveProject(sub);
    expect(p.id).toBe(resolveProject(main).id);
    expect(p.root).toBe(main);
    const wsub = join(wt, "pkg");
    mkdirSync(wsub, { recursive: true });
    expect(resolveProject(wsub).id).toBe(resolveProject(main).id);
  });

  it("two unrelated repositories both named api/ are different projects", () => {
    const one = repo(join(tmp.path, "org-a", "api"));
    const two = repo(join(tmp.path, "org-b", "api"));
    const a = resolveProject(one);
    const b = resolveProject(two);
    expect(a.name).toBe("api");
    expect(b.name).toBe("api");
    expect(a.id).not.toBe(b.id);
  });

  it("a non-git folder is its real path; a symlink to it is the same project", () => {
    const real = join(tmp.path, "plain", "notes");
    mkdirSync(real, { recursive: true });
    const link = join(tmp.path, "notes-link");
    symlinkSync(real, link);
    const p = resolveProject(real);
    expect(p.identity).toBe(real);
    expect(p.gitDir).toBeNull();
    expect(p.name).toBe("notes");
    expect(resolveProject(link).id).toBe(p.id);
    expect(resolveProject(link).identity).toBe(real);
    expect(resolveProject(`${real}/`).id).toBe(p.id);
  });

  it("an empty .git folder above is no repository (git walks past it too)", () => {
    const outer = join(tmp.path, "sandbox");
    const inner = join(outer, "work");
    mkdirSync(join(outer, ".git"), { recursive: true });
    mkdirSync(inner);
    expect(resolveProject(inner)).toMatchObject({ identity: inner, gitDir: null, name: "work" });
    repo(inner);
    expect(resolveProject(inner).identity).toBe(join(inner, ".git"));
  });

  it("a missing folder (an imported transcript's cwd) uses the recorded path", () => {
    const gone = join(tmp.path, "deleted", "old-project");
    const p = resolveProject(gone);
    expect(p.identity).toBe(gone);
    expect(p.root).toBe(gone);
    expect(p.name).toBe("old-project");
    expect(p.gitDir).toBeNull();
    expect(resolveProject(`${gone}/`).id).toBe(p.id);
    // …and stays a different project from any existing folder
    expect(p.id).not.toBe(resolveProject(tmp.path).id);
  });

  it("follows a submodule-style .git file with a relative gitdir", () => {
    // the layout `git submodule` leaves: the module's git dir under the superproject's .git/modules
    const superRepo = repo(join(tmp.path, "super"));
    const lib = repo(join(superRepo, "vendor", "lib"));
    const moduleDir = join(superRepo, ".git", "modules", "lib");
    mkdirSync(join(superRepo, ".git", "modules"), { recursive: true });
    renameSync(join(lib, ".git"), moduleDir);
    writeFileSync(join(lib, ".git"), "gitdir: ../../.git/modules/lib\n");

    expect(findGitRoot(join(lib))).toEqual({ root: lib, gitDir: moduleDir });
    const p = resolveProject(lib);
    expect(p.identity).toBe(moduleDir);
    expect(p.name).toBe("lib");
    expect(p.id).not.toBe(resolveProject(superRepo).id);
    // git itself agrees on the commit we read without it
    expect(headCommit(p.gitDir)).toBe(git(lib, "rev-parse", "HEAD"));
  });
});

describe("resolveProject for a store shared by several machines", () => {
  it("two clones of one remote on two machines, and a worktree, are one project", () => {
    const origin = repo(join(tmp.path, "remote-src"), 1);
    const bare = join(tmp.path, "srv", "shop.git");
    git(tmp.path, "clone", "-q", "--bare", origin, bare);
    const laptop = join(tmp.path, "laptop", "shop");
    const desktop = join(tmp.path, "desktop", "code", "shop-renamed");
    git(tmp.path, "clone", "-q", bare, laptop);
    git(tmp.path, "clone", "-q", bare, desktop);
    const wt = join(tmp.path, "laptop", "shop-wt");
    git(laptop, "worktree", "add", "-q", "-b", "topic", wt);
    const ids = [laptop, desktop, wt, join(laptop)].map((d) => resolveProject(d, { shared: true }));
    expect(new Set(ids.map((p) => p.id)).size).toBe(1);
    expect(ids[0]?.identity).toBe(join(tmp.path, "srv", "shop"));
    // the same remote spelled over ssh and https is one project too
    git(laptop, "remote", "set-url", "origin", "git@github.com:Team/Shop.git");
    git(desktop, "remote", "set-url", "origin", "https://github.com/team/shop");
    expect(resolveProject(laptop, { shared: true }).identity).toBe("github.com/team/shop");
    expect(resolveProject(desktop, { shared: true }).id).toBe(resolveProject(laptop, { shared: true }).id);
    // the embedded store keeps the path identity (existing ids do not move)
    expect(resolveProject(laptop).id).not.toBe(resolveProject(desktop).id);
  });

  it("an id declared in .cairn/project.json wins over the remote; a folder with neither keeps its path", () => {
    const a = repo(join(tmp.path, "declared-a"), 1);
    const b = join(tmp.path, "plain-folder");
    mkdirSync(join(a, ".cairn"), { recursive: true });
    mkdirSync(join(b, ".cairn"), { recursive: true });
    writeFileSync(join(a, ".cairn", "project.json"), JSON.stringify({ id: "acme-shop" }));
    writeFileSync(join(b, ".cairn", "project.json"), JSON.stringify({ id: "acme-shop" }));
    expect(resolveProject(a, { shared: true }).identity).toBe("project:acme-shop");
    expect(resolveProject(b, { shared: true }).id).toBe(resolveProject(a, { shared: true }).id);
    const lone = repo(join(tmp.path, "no-remote"), 1);
    expect(resolveProject(lone, { shared: true })).toEqual(resolveProject(lone));
  });
});

describe("headCommit and currentBranch", () => {
  it("reads a loose ref", () => {
    const r = repo(join(tmp.path, "loose"), 2);
    const gitDir = join(r, ".git");
    expect(headCommit(gitDir)).toBe(git(r, "rev-parse", "HEAD"));
    expect(currentBranch(gitDir)).toBe("main");
  });

  it("reads a packed ref (git pack-refs --all)", () => {
    const r = repo(join(tmp.path, "packed"), 2);
    git(r, "pack-refs", "--all");
    const gitDir = join(r, ".git");
    expect(existsSync(join(gitDir, "refs", "heads", "main"))).toBe(false);
    expect(headCommit(gitDir)).toBe(git(r, "rev-parse", "HEAD"));
    expect(currentBranch(gitDir)).toBe("main");
  });

  it("reads a detached HEAD; no branch then", () => {
    const r = repo(join(tmp.path, "detached"), 3);
    const first = git(r, "rev-list", "--max-parents=0", "HEAD");
    git(r, "checkout", "-q", "--detach", first);
    const gitDir = join(r, ".git");
    expect(headCommit(gitDir)).toBe(first);
    expect(currentBranch(gitDir)).toBeNull();
  });

  it("is null on an unborn branch, whose name is still known", () => {
    const r = repo(join(tmp.path, "unborn"), 0);
    const gitDir = join(r, ".git");
    expect(headCommit(gitDir)).toBeNull();
    expect(currentBranch(gitDir)).toBe("main");
    git(r, "checkout", "-q", "-b", "topic");
    expect(currentBranch(gitDir)).toBe("topic");
  });

  it("is null for no git dir or a folder that is not one", () => {
    expect(headCommit(null)).toBeNull();
    expect(currentBranch(null)).toBeNull();
    expect(headCommit(join(tmp.path, "nope"))).toBeNull();
    expect(currentBranch(join(tmp.path, "nope"))).toBeNull();
  });

  it("inside a linked worktree reads the worktree's own HEAD, loose or packed", () => {
    const r = repo(join(tmp.path, "multi"), 1);
    const wt = join(tmp.path, "multi-wt");
    git(r, "worktree", "add", "-q", "-b", "side", wt);
    writeFileSync(join(wt, "side.txt"), "side\n");
    git(wt, "add", ".");
    git(wt, "commit", "-q", "-m", "side commit");

    const wtGitDir = resolveProject(wt).gitDir;
    const mainGitDir = resolveProject(r).gitDir;
    const sideHead = git(wt, "rev-parse", "HEAD");
    expect(sideHead).not.toBe(git(r, "rev-parse", "HEAD"));
    expect(headCommit(wtGitDir)).toBe(sideHead);
    expect(currentBranch(wtGitDir)).toBe("side");
    expect(headCommit(mainGitDir)).toBe(git(r, "rev-parse", "HEAD"));
    expect(currentBranch(mainGitDir)).toBe("main");

    git(r, "pack-refs", "--all");
    expect(headCommit(wtGitDir)).toBe(sideHead);

    git(wt, "checkout", "-q", "--detach", "main");
    expect(headCommit(wtGitDir)).toBe(git(r, "rev-parse", "main"));
    expect(currentBranch(wtGitDir)).toBeNull();
  });
});

describe("cairnHome", () => {
  const base = { HOME: "/home/someone" };

  it("prefers CAIRN_HOME", () => {
    expect(cairnHome({ ...base, CAIRN_HOME: "/data/cairn-x", XDG_DATA_HOME: "/xdg" })).toBe("/data/cairn-x");
  });

  it("then $XDG_DATA_HOME/cairn", () => {
    expect(cairnHome({ ...base, XDG_DATA_HOME: "/xdg/data" })).toBe("/xdg/data/cairn");
  });

  it("then ~/.local/share/cairn", () => {
    expect(cairnHome({ ...base })).toBe("/home/someone/.local/share/cairn");
    expect(cairnHome({})).toBe(join(homedir(), ".local", "share", "cairn"));
  });

  it("ignores a relative XDG_DATA_HOME (XDG spec) and empty values", () => {
    expect(cairnHome({ ...base, XDG_DATA_HOME: "relative/data" })).toBe("/home/someone/.local/share/cairn");
    expect(cairnHome({ ...base, XDG_DATA_HOME: "" })).toBe("/home/someone/.local/share/cairn");
    expect(cairnHome({ ...base, CAIRN_HOME: "", XDG_DATA_HOME: "/xdg" })).toBe("/xdg/cairn");
  });

  it("lays out the store, spool and logs under the home", () => {
    const p = cairnPaths({ CAIRN_HOME: "/c" });
    expect(p).toEqual({ home: "/c", db: "/c/cairn.db", spool: "/c/spool", logs: "/c/logs" });
  });
});
