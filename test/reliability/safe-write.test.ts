/**
 * safe-write on real files and real symlinks: writes stay below their root, never go through a link
 * (target file, folder component, dangling link), temp files are exclusive with random names, a
 * planted file at a temp-like name is never followed, and stale temp files of Cairn's patterns go.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addToRing, listRing } from "../../src/app/env/backup-ring.js";
import {
  appendFileSafe,
  homeScope,
  projectScope,
  TEMP_FILE,
  tempPathFor,
  writeFileSafe,
} from "../../src/app/env/safe-write.js";
import { cleanStaleTemps, isCairnTemp } from "../../src/app/env/stale-temp.js";
import { CairnError } from "../../src/core/common/errors.js";
import { tempDir } from "../support/temp.js";

let tmp: { path: string; cleanup: () => void };
let root: string;
let outside: string;
beforeEach(() => {
  tmp = tempDir("cairn-safe-write-");
  root = join(tmp.path, "repo");
  outside = join(tmp.path, "outside");
  mkdirSync(root);
  mkdirSync(outside);
});
afterEach(() => tmp.cleanup());

function refusal(fn: () => unknown): CairnError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(CairnError);
    return e as CairnError;
  }
  throw new Error("expected a refusal");
}

describe("writeFileSafe", () => {
  it("writes atomically below the root, creating folders, and leaves no temp file", () => {
    const path = join(root, ".cairn", "notes", "INDEX.md");
    writeFileSafe(projectScope(root), path, "one\n");
    writeFileSafe(projectScope(root), path, "two\n");
    expect(readFileSync(path, "utf8")).toBe("two\n");
    expect(readdirSync(join(root, ".cairn", "notes"))).toEqual(["INDEX.md"]);
  });

  it("refuses a target that is a symlink, and leaves the link's target unchanged", () => {
    const victim = join(outside, "victim.txt");
    writeFileSync(victim, "ORIGINAL");
    const path = join(root, "CLAUDE.local.md");
    symlinkSync(victim, path);
    const e = refusal(() => writeFileSafe(projectScope(root), path, "overwritten"));
    expect(e.code).toBe("UNSAFE_PATH");
    expect(e.message).not.toContain("\n");
    expect(e.message).toContain(path);
    expect(readFileSync(victim, "utf8")).toBe("ORIGINAL");
    expect(lstatSync(path).isSymbolicLink()).toBe(true);
  });

  it("refuses a folder component that is a symlink (nothing created at its target)", () => {
    symlinkSync(outside, join(root, ".cairn"));
    const e = refusal(() => writeFileSafe(projectScope(root), join(root, ".cairn", "tasks", "x.json"), "{}"));
    expect(e.code).toBe("UNSAFE_PATH");
    expect(readdirSync(outside)).toEqual([]);
  });

  it("refuses a dangling symlink: its target is not created", () => {
    mkdirSync(join(root, ".cairn", "local"), { recursive: true });
    const target = join(outside, "created-by-cairn");
    symlinkSync(target, join(root, ".cairn", "local", ".gitignore"));
    expect(
      refusal(() => writeFileSafe(projectScope(root), join(root, ".cairn", "local", ".gitignore"), "*\n"))
        .code,
    ).toBe("UNSAFE_PATH");
    expect(existsSync(target)).toBe(false);
  });

  it("refuses a path outside the root, also through ..", () => {
    const e = refusal(() => writeFileSafe(projectScope(root), join(root, "..", "outside", "x"), "x"));
    expect(e.code).toBe("UNSAFE_PATH");
    expect(readdirSync(outside)).toEqual([]);
  });

  it("refuses a target that is a folder", () => {
    mkdirSync(join(root, "dir"));
    expect(refusal(() => writeFileSafe(projectScope(root), join(root, "dir"), "x")).code).toBe("UNSAFE_PATH");
  });

  it("uses a random temp name, so a link planted at a predictable name is never followed", () => {
    const names = new Set(Array.from({ length: 50 }, () => tempPathFor(join(root, "observations.md"))));
    expect(names.size).toBe(50);
    for (const n of names) expect(TEMP_FILE.test(n.split("/").pop() as string)).toBe(true);
    // the names earlier versions used: a link there must not matter
    const victim = join(outside, "victim.txt");
    writeFileSync(victim, "ORIGINAL");
    symlinkSync(victim, join(root, `observations.md.${process.pid}.tmp`));
    writeFileSafe(projectScope(root), join(root, "observations.md"), "new");
    expect(readFileSync(victim, "utf8")).toBe("ORIGINAL");
    expect(readFileSync(join(root, "observations.md"), "utf8")).toBe("new");
  });
});

describe("appendFileSafe", () => {
  it("appends, and refuses a symlinked or hard-linked log", () => {
    const home = join(tmp.path, "home");
    const log = join(home, "logs", "hook.log");
    appendFileSafe(homeScope(home), log, "a\n");
    appendFileSafe(homeScope(home), log, "b\n");
    expect(readFileSync(log, "utf8")).toBe("a\nb\n");
    const victim = join(outside, "victim.log");
    writeFileSync(victim, "ORIGINAL");
    symlinkSync(victim, join(home, "logs", "mcp.log"));
    expect(refusal(() => appendFileSafe(homeScope(home), join(home, "logs", "mcp.log"), "x")).code).toBe(
      "UNSAFE_PATH",
    );
    expect(readFileSync(victim, "utf8")).toBe("ORIGINAL");
    expect(readlinkSync(join(home, "logs", "mcp.log"))).toBe(victim);
  });
});

describe("backup ring", () => {
  it("keeps the newest N copies, newest first, and refuses a symlinked ring folder", () => {
    const dir = join(root, ".cairn", "notes", ".backups", "topic");
    for (let i = 0; i < 7; i++)
      addToRing(projectScope(root), { dir, keep: 5 }, `v${i}`, new Date(Date.UTC(2026, 0, 1, 0, 0, i)));
    const ring = listRing(dir);
    expect(ring.map((e) => readFileSync(e.path, "utf8"))).toEqual(["v6", "v5", "v4", "v3", "v2"]);
    expect(ring[0]?.at).toBe("2026-01-01T00:00:06.000Z");
    const linked = join(root, ".cairn", "observations-backups");
    symlinkSync(outside, linked);
    expect(refusal(() => addToRing(projectScope(root), { dir: linked, keep: 5 }, "x", new Date())).code).toBe(
      "UNSAFE_PATH",
    );
    expect(readdirSync(outside)).toEqual([]);
  });
});

describe("stale temp files", () => {
  it("removes Cairn's abandoned temp files (0-byte ones too) older than 5 minutes, keeps young ones and others", () => {
    const dir = join(root, ".cairn", "notes");
    mkdirSync(dir, { recursive: true });
    const old = new Date(Date.now() - 6 * 60_000);
    const stale = [".auth.md.cairn-0123456789ab.tmp", "auth.md.2281737421", "observations.md.4242.tmp"];
    for (const n of stale) {
      writeFileSync(join(dir, n), "");
      utimesSync(join(dir, n), old, old);
    }
    writeFileSync(join(dir, ".young.md.cairn-aaaaaaaaaaaa.tmp"), "");
    writeFileSync(join(dir, "v1.2.md"), "a note");
    utimesSync(join(dir, "v1.2.md"), old, old);
    expect(isCairnTemp("v1.2.md")).toBe(false);
    const removed = cleanStaleTemps([dir], Date.now());
    expect(removed.map((p) => p.split("/").pop()).sort()).toEqual([...stale].sort());
    expect(readdirSync(dir).sort()).toEqual([".young.md.cairn-aaaaaaaaaaaa.tmp", "v1.2.md"]);
  });
});

describe("note sync cleans leftovers", () => {
  it("a 0-byte note temp file older than 5 minutes is removed when the notes are synced", async () => {
    const { gitInit, noteText, storeFor, write } = await import("../notes/fixture.js");
    const { syncNotes } = await import("../../src/app/notes/sync-notes.js");
    const { sqliteStores } = await import("../../src/store/sqlite/stores.js");
    gitInit(root);
    write(root, ".cairn/notes/auth.md", noteText({ summary: "How login works" }));
    const leftover = join(root, ".cairn/notes/.auth.md.cairn-00000000beef.tmp");
    writeFileSync(leftover, "");
    const old = new Date(Date.now() - 6 * 60_000);
    utimesSync(leftover, old, old);
    const { store, project } = await storeFor(join(tmp.path, "home"), root);
    try {
      await syncNotes(sqliteStores(store), project, new Date());
    } finally {
      await store.close();
    }
    expect(existsSync(leftover)).toBe(false);
    expect(readdirSync(join(root, ".cairn/notes")).sort()).toEqual(["INDEX.md", "auth.md"]);
  });
});
