import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { syncNotes } from "../../src/app/notes/sync-notes.js";
import { PROTOCOL_BEGIN } from "../../src/core/notes/protocol.js";
import type { SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { sqliteStores } from "../../src/store/sqlite/stores.js";
import { tempDir } from "../support/temp.js";
import { commitAll, git, gitInit, noteText, storeFor, write, writeNote } from "./fixture.js";

let dir: { path: string; cleanup: () => void };
let root: string;
let store: SqliteStore;
let project: Awaited<ReturnType<typeof storeFor>>["project"];
const now = new Date("2026-03-01T12:00:00.000Z");
const T = new Date("2026-02-01T10:00:00.000Z");
const read = (rel: string) => readFileSync(join(root, rel), "utf8");

beforeEach(async () => {
  dir = tempDir("cairn-notes-sync-");
  root = join(dir.path, "repo");
  gitInit(root);
  write(root, "src/auth/login.ts", "export const login = 1;\n");
  commitAll(root, "init");
  ({ store, project } = await storeFor(join(dir.path, "home"), root));
});
afterEach(async () => {
  await store.close();
  dir.cleanup();
});

describe("syncNotes", () => {
  it("does nothing in a project without a notes folder", async () => {
    const snap = await syncNotes(sqliteStores(store), project, now);
    expect(snap).toEqual({ exists: false, shared: false, notes: [], broken: [], stamped: [] });
    expect(existsSync(join(root, ".cairn"))).toBe(false);
    expect(existsSync(join(root, "CLAUDE.local.md"))).toBe(false);
    expect(readFileSync(join(root, ".git", "info", "exclude"), "utf8")).not.toContain("cairn");
  });

  it("stamps an unstamped note with its write time, writes INDEX.md, indexes it, hides .cairn from git", async () => {
    writeNote(root, "auth", { summary: "How auth works", covers: ["src/auth/"] }, T);
    const snap = await syncNotes(sqliteStores(store), project, now);
    expect(snap.stamped).toEqual(["auth"]);
    expect(read(".cairn/notes/auth.md")).toBe(
      noteText({ summary: "How auth works", covers: ["src/auth/"], updated: "2026-02-01T10:00:00Z" }),
    );
    expect(read(".cairn/notes/INDEX.md")).toContain(
      "- auth — How auth works [covers: src/auth/] (updated: 2026-02-01T10:00:00Z)",
    );
    const [row] = await sqliteStores(store).notes.listNotes({ project: project.id });
    expect(row).toMatchObject({
      topic: "auth",
      updated: "2026-02-01T10:00:00Z",
      gitCommit: git(root, "rev-parse", "HEAD"),
    });
    expect(git(root, "status", "--porcelain")).toBe("");
    expect(read("CLAUDE.local.md")).toContain(PROTOCOL_BEGIN);
    // idempotent: a second sync writes nothing
    const before = read(".cairn/notes/auth.md") + read(".cairn/notes/INDEX.md") + read("CLAUDE.local.md");
    expect((await syncNotes(sqliteStores(store), project, now)).stamped).toEqual([]);
    expect(read(".cairn/notes/auth.md") + read(".cairn/notes/INDEX.md") + read("CLAUDE.local.md")).toBe(
      before,
    );
  });

  it("restamps a note whose content changed while its stamp did not (hand edit), not one that did not change", async () => {
    writeNote(
      root,
      "auth",
      { summary: "How auth works", covers: ["src/auth/"], updated: "2026-01-01T00:00:00Z" },
      T,
    );
    expect((await syncNotes(sqliteStores(store), project, now)).stamped).toEqual([]); // first seen with a stamp: kept
    const later = new Date("2026-02-15T08:30:00.000Z");
    writeNote(
      root,
      "auth",
      { summary: "How auth works now", covers: ["src/auth/"], updated: "2026-01-01T00:00:00Z" },
      later,
    );
    expect((await syncNotes(sqliteStores(store), project, now)).stamped).toEqual(["auth"]);
    expect(read(".cairn/notes/auth.md")).toContain("updated: 2026-02-15T08:30:00Z");
  });

  it("always stamps a note a tool just wrote, even with a hand-written updated", async () => {
    writeNote(root, "auth", { summary: "A", covers: [], updated: "1999-01-01T00:00:00Z" }, T);
    const snap = await syncNotes(sqliteStores(store), project, now, { written: new Set(["auth"]) });
    expect(snap.stamped).toEqual(["auth"]);
    expect(read(".cairn/notes/auth.md")).toContain("updated: 2026-02-01T10:00:00Z");
  });

  it("preserves BOM and CRLF when stamping", async () => {
    write(
      root,
      ".cairn/notes/crlf.md",
      "\uFEFF---\r\nsummary: Windows note\r\ncovers:\r\n  - src/\r\n---\r\nBody\r\n",
      T,
    );
    await syncNotes(sqliteStores(store), project, now);
    expect(read(".cairn/notes/crlf.md")).toBe(
      "\uFEFF---\r\nsummary: Windows note\r\ncovers:\r\n  - src/\r\nupdated: 2026-02-01T10:00:00Z\r\n---\r\nBody\r\n",
    );
  });

  it("reports a broken note in INDEX.md and the index, never drops it, never rewrites it", async () => {
    write(root, ".cairn/notes/oops.md", "no frontmatter at all\n", T);
    writeNote(root, "ok", { summary: "Fine", covers: [] }, T);
    const snap = await syncNotes(sqliteStores(store), project, now);
    expect(snap.broken).toEqual([
      expect.objectContaining({ topic: "oops", error: expect.stringMatching(/no frontmatter/) }),
    ]);
    expect(read(".cairn/notes/oops.md")).toBe("no frontmatter at all\n");
    expect(read(".cairn/notes/INDEX.md")).toMatch(
      /## Broken notes\n\n- oops\.md — broken frontmatter: no frontmatter/,
    );
    const rows = await sqliteStores(store).notes.listNotes({ project: project.id });
    expect(rows.map((r) => [r.topic, r.error !== null])).toEqual([
      ["ok", false],
      ["oops", true],
    ]);
  });

  it("ignores dot-files, INDEX.md, backups and non-markdown files", async () => {
    writeNote(root, "real", { summary: "Real" }, T);
    writeNote(root, ".draft", { summary: "Draft" }, T);
    write(root, ".cairn/notes/.backups/real/2026-01-01T00-00-00-000Z-00.md", noteText({ summary: "Old" }));
    write(root, ".cairn/notes/notes.txt", "text");
    const snap = await syncNotes(sqliteStores(store), project, now);
    expect(snap.notes.map((n) => n.topic)).toEqual(["real"]);
    expect(read(".cairn/notes/INDEX.md")).not.toContain("Draft");
  });

  it("drops index rows of notes that were deleted, and of a removed notes folder", async () => {
    writeNote(root, "a", { summary: "A" }, T);
    writeNote(root, "b", { summary: "B" }, T);
    await syncNotes(sqliteStores(store), project, now);
    const index = sqliteStores(store).notes;
    writeFileSync(join(root, ".cairn/notes/b.md"), "");
    expect((await syncNotes(sqliteStores(store), project, now)).broken.map((b) => b.topic)).toEqual(["b"]);
    rmSync(join(root, ".cairn/notes/b.md"));
    await syncNotes(sqliteStores(store), project, now);
    expect((await index.listNotes({ project: project.id })).map((n) => n.topic)).toEqual(["a"]);
    rmSync(join(root, ".cairn"), { recursive: true });
    await syncNotes(sqliteStores(store), project, now);
    expect(await index.listNotes({ project: project.id })).toEqual([]);
  });

  it("redacts secrets before the note prose reaches the store", async () => {
    writeNote(
      root,
      "keys",
      { summary: "Keys", body: "token ghp_abcdefghijklmnopqrstuvwxyz0123456789 here" },
      T,
    );
    await syncNotes(sqliteStores(store), project, now);
    const [row] = await sqliteStores(store).notes.listNotes({ project: project.id });
    expect(row?.body).not.toContain("ghp_abcdefghijklmnopqrstuvwxyz0123456789");
    expect(read(".cairn/notes/keys.md")).toContain("ghp_abcdefghijklmnopqrstuvwxyz0123456789"); // the file is the user's
  });
});
