import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BACKUPS_KEPT, backupNote, listBackups, restoreNote } from "../../src/app/notes/backups.js";
import { stampUpdated } from "../../src/core/notes/frontmatter.js";
import { tempDir } from "../support/temp.js";
import { noteText, write, writeNote } from "./fixture.js";

let dir: { path: string; cleanup: () => void };
let root: string;
beforeEach(() => {
  dir = tempDir("cairn-notes-backups-");
  root = dir.path;
});
afterEach(() => dir.cleanup());

const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i));
const version = (i: number) => noteText({ summary: `Version ${i}`, covers: ["src/"] });
const current = () => readFileSync(join(root, ".cairn/notes/auth.md"), "utf8");

describe("backup ring", () => {
  it("a brand-new note has nothing to save", () => {
    expect(backupNote(root, "auth", at(0))).toBeNull();
    expect(listBackups(root, "auth")).toEqual([]);
  });

  it("keeps the last five distinct versions, newest first", () => {
    for (let i = 1; i <= 8; i++) {
      write(root, ".cairn/notes/auth.md", version(i));
      expect(backupNote(root, "auth", at(i))).not.toBeNull();
    }
    const ring = listBackups(root, "auth");
    expect(ring).toHaveLength(BACKUPS_KEPT);
    expect(ring.map((b) => readFileSync(b.path, "utf8"))).toEqual([8, 7, 6, 5, 4].map(version));
    expect(ring[0]).toMatchObject({ n: 1, at: "2026-01-01T00:00:08.000Z" });
    expect(ring.every((b) => b.path.includes(join(".cairn", "notes", ".backups", "auth")))).toBe(true);
  });

  it("skips a copy identical to the newest except for the updated stamp; same-millisecond backups get distinct names", () => {
    write(root, ".cairn/notes/auth.md", version(1));
    backupNote(root, "auth", at(1));
    write(root, ".cairn/notes/auth.md", stampUpdated(version(1), "2026-05-05T00:00:00Z"));
    expect(backupNote(root, "auth", at(2))).toBeNull();
    write(root, ".cairn/notes/auth.md", version(2));
    expect(backupNote(root, "auth", at(1))).not.toBeNull();
    expect(listBackups(root, "auth").map((b) => b.name)).toEqual([
      "2026-01-01T00-00-01-000Z-01.md",
      "2026-01-01T00-00-01-000Z-00.md",
    ]);
  });

  it("restore N puts that version back after saving the current one, so a restore can be undone", () => {
    for (let i = 1; i <= 3; i++) {
      writeNote(root, "auth", { summary: `Version ${i}`, covers: ["src/"] });
      backupNote(root, "auth", at(i));
    }
    write(root, ".cairn/notes/auth.md", version(4));
    const r = restoreNote(root, "auth", 2, at(10));
    expect(r.restored.n).toBe(2);
    expect(current()).toBe(version(2));
    expect(readFileSync(listBackups(root, "auth")[0]!.path, "utf8")).toBe(version(4));
    restoreNote(root, "auth", 1, at(11));
    expect(current()).toBe(version(4));
    expect(() => restoreNote(root, "auth", 9, at(12))).toThrow(/has \d backup\(s\); choose N from 1/);
    expect(() => restoreNote(root, "nope", 1, at(12))).toThrow(/no backups of note "nope"/);
  });
});

describe("doctor's notes check", () => {
  it("names notes with broken frontmatter", async () => {
    const { notesCheck } = await import("../../src/app/notes/doctor-check.js");
    expect(notesCheck(root)).toEqual({
      name: "notes",
      status: "ok",
      detail: "no .cairn/notes/ in this project",
    });
    writeNote(root, "good", { summary: "Good" });
    write(root, ".cairn/notes/bad.md", "---\ncovers: [x]\n---\n");
    expect(notesCheck(root)).toEqual({
      name: "notes",
      status: "warn",
      detail:
        "1 of 2 note(s) with broken frontmatter: bad.md (frontmatter has no `summary`); not a git repository",
    });
  });
});
