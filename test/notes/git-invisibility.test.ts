import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXCLUDE_BEGIN, ensureExcluded, readExcludeState } from "../../src/app/notes/git-exclude.js";
import { shareNotes } from "../../src/app/notes/share.js";
import { syncNotes } from "../../src/app/notes/sync-notes.js";
import { PROTOCOL_BEGIN } from "../../src/core/notes/protocol.js";
import { sqliteStores } from "../../src/store/sqlite/stores.js";
import { tempDir } from "../support/temp.js";
import { commitAll, git, gitInit, storeFor, write, writeNote } from "./fixture.js";

let dir: { path: string; cleanup: () => void };
const now = new Date("2026-03-01T12:00:00.000Z");
beforeEach(() => {
  dir = tempDir("cairn-notes-git-");
});
afterEach(() => dir.cleanup());

/** Porcelain status lines, untracked files listed one by one. */
const status = (root: string) =>
  execFileSync("git", ["-C", root, "status", "--porcelain", "--untracked-files=all"], { encoding: "utf8" })
    .split("\n")
    .filter((l) => l !== "");
const ignored = (root: string, rel: string) =>
  spawnSync("git", ["-C", root, "check-ignore", "-q", rel]).status === 0;

describe("git invisibility", () => {
  it("plain repository: .cairn/ and CLAUDE.local.md are excluded via info/exclude; .gitignore untouched", async () => {
    const root = join(dir.path, "repo");
    gitInit(root);
    write(root, ".gitignore", "node_modules/\n");
    write(root, ".git/info/exclude", "# mine\n*.log\n");
    commitAll(root, "init");
    const { store, project } = await storeFor(join(dir.path, "home"), root);
    writeNote(root, "auth", { summary: "Auth", covers: ["src/"] });
    await syncNotes(sqliteStores(store), project, now);
    expect(status(root)).toEqual([]);
    expect(readFileSync(join(root, ".gitignore"), "utf8")).toBe("node_modules/\n");
    const exclude = readFileSync(join(root, ".git/info/exclude"), "utf8");
    expect(exclude.startsWith("# mine\n*.log\n")).toBe(true);
    expect(exclude).toContain(`${EXCLUDE_BEGIN}\n/.cairn/\n/CLAUDE.local.md\n# <<< cairn\n`);
    expect(ensureExcluded(project.gitDir).changed).toBe(false); // idempotent
    await store.close();
  });

  it("linked worktree (.git is a file): the exclude lives in the common dir and covers every worktree", async () => {
    const main = join(dir.path, "main");
    gitInit(main);
    write(main, "a.txt", "a\n");
    commitAll(main, "init");
    const wt = join(dir.path, "wt");
    git(main, "worktree", "add", "-q", "-b", "feature", wt);
    expect(readFileSync(join(wt, ".git"), "utf8")).toMatch(/^gitdir:/);
    const { store, project } = await storeFor(join(dir.path, "home"), wt);
    writeNote(wt, "feature", { summary: "Feature work", covers: ["a.txt"] });
    await syncNotes(sqliteStores(store), project, now);
    expect(status(wt)).toEqual([]);
    expect(readFileSync(join(main, ".git/info/exclude"), "utf8")).toContain("/.cairn/");
    // the main checkout is covered by the same block
    writeNote(main, "other", { summary: "Other" });
    expect(status(main)).toEqual([]);
    await store.close();
  });

  it("non-git folder: notes work, nothing to exclude, share refuses", async () => {
    const root = join(dir.path, "plain");
    write(dir.path, "plain/x.txt", "x");
    const { store, project } = await storeFor(join(dir.path, "home"), root);
    writeNote(root, "x", { summary: "X" });
    const snap = await syncNotes(sqliteStores(store), project, now);
    expect(snap.notes.map((n) => n.topic)).toEqual(["x"]);
    expect(readExcludeState(project.gitDir)).toEqual({ file: null, present: false, shared: false });
    await expect(shareNotes(sqliteStores(store), project, true, now)).rejects.toThrow(
      /not in a git repository/,
    );
    await store.close();
  });

  it("share un-excludes .cairn/notes/ only, moves the protocol to CLAUDE.md; --undo reverses both", async () => {
    const root = join(dir.path, "repo");
    gitInit(root);
    write(root, "CLAUDE.md", "# Project rules\n\nUse pnpm.\n");
    commitAll(root, "init");
    const { store, project } = await storeFor(join(dir.path, "home"), root);
    writeNote(root, "auth", { summary: "Auth" });
    await syncNotes(sqliteStores(store), project, now);
    write(root, ".cairn/other/state.json", "{}");
    expect(readFileSync(join(root, "CLAUDE.local.md"), "utf8")).toContain(PROTOCOL_BEGIN);
    expect(readFileSync(join(root, "CLAUDE.md"), "utf8")).toBe("# Project rules\n\nUse pnpm.\n");

    const shared = await shareNotes(sqliteStores(store), project, true, now);
    expect(shared).toMatchObject({ shared: true, changed: true });
    await syncNotes(sqliteStores(store), project, now); // a later sync keeps the shared mode
    expect(status(root).sort()).toEqual(
      ["?? .cairn/notes/INDEX.md", "?? .cairn/notes/auth.md", " M CLAUDE.md"].sort(),
    );
    expect(ignored(root, ".cairn/notes/.backups/auth/x.md")).toBe(true);
    expect(ignored(root, ".cairn/other/state.json")).toBe(true);
    expect(ignored(root, ".cairn/notes/auth.md")).toBe(false);
    expect(readFileSync(join(root, "CLAUDE.md"), "utf8")).toMatch(
      /^# Project rules\n\nUse pnpm\.\n\n<!-- cairn:notes:begin/,
    );
    expect(existsSync(join(root, "CLAUDE.local.md"))).toBe(false);

    await shareNotes(sqliteStores(store), project, false, now);
    expect(status(root)).toEqual([]);
    expect(readFileSync(join(root, "CLAUDE.md"), "utf8")).toBe("# Project rules\n\nUse pnpm.\n");
    expect(readFileSync(join(root, "CLAUDE.local.md"), "utf8")).toContain(PROTOCOL_BEGIN);
    await store.close();
  });
});
