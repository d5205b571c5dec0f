// The NoteStore contract against a real PostgreSQL server, plus what only a shared server has:
// writers on two connections replacing one working tree's index at once.
import { describe, expect, it } from "vitest";
import { runNoteStoreContract } from "../../src/store/note-store.contract.js";
import type { IndexedNote } from "../../src/store/note-store.js";
import { openPgDatabase } from "../../src/store/postgres/connection.js";
import { PostgresNoteStore } from "../../src/store/postgres/note-store.js";
import { pgSkipReason, usePgServer } from "../support/pg-server.js";
import { openPgTestStores } from "./open-stores.js";

const T0 = "2026-01-01T00:00:00.000Z";

const note = (topic: string, over: Partial<IndexedNote> = {}): IndexedNote => ({
  project: "p1",
  root: "/repos/a",
  topic,
  path: `/repos/a/.cairn/notes/${topic}.md`,
  summary: `How ${topic} works`,
  covers: [`src/${topic}/`],
  body: `The ${topic} subsystem lives in src/${topic}/session-store.ts and retries with backoff.`,
  updated: T0,
  contentHash: `h-${topic}`,
  gitCommit: null,
  error: null,
  indexedAt: T0,
  ...over,
});

describe.skipIf(pgSkipReason !== null)("postgres notes (real server)", () => {
  usePgServer();

  runNoteStoreContract("postgres", async () => {
    const s = await openPgTestStores();
    return { store: s.store, notes: s.notes, cleanup: async () => {} };
  });

  it("splits paths into words, ranks topic above body, and reads stems", async () => {
    const s = await openPgTestStores();
    await s.store.upsertProject({ id: "p1", identity: "/repos/a/.git", root: "/repos/a", name: "a" }, T0);
    await s.notes.replaceNotes("p1", "/repos/a", [
      note("billing", { body: "Invoices are drafted by src/billing/session-store.ts." }),
      note("session", { body: "Cookies." }),
    ]);
    const hits = await s.notes.searchNotes({ terms: ["session"], project: "p1" });
    expect(hits.map((h) => h.note.topic)).toEqual(["session", "billing"]);
    expect((hits[0]?.score ?? 0) > (hits[1]?.score ?? 0)).toBe(true);
    // a word inside a path, and a stemmed form of a body word
    expect((await s.notes.searchNotes({ terms: ["store"], project: "p1" })).map((h) => h.note.topic)).toEqual(
      ["billing"],
    );
    expect(
      (await s.notes.searchNotes({ terms: ["drafting"], project: "p1" })).map((h) => h.note.topic),
    ).toEqual(["billing"]);
    await s.store.close();
  });

  it("two connections replacing one index at once leave exactly one writer's notes", async () => {
    const s = await openPgTestStores();
    await s.store.upsertProject({ id: "p1", identity: "/repos/a/.git", root: "/repos/a", name: "a" }, T0);
    const other = openPgDatabase({ url: s.url });
    const a = Array.from({ length: 30 }, (_, i) => note(`a${i}`));
    const b = Array.from({ length: 30 }, (_, i) => note(`b${i}`));
    for (let round = 0; round < 5; round++) {
      await Promise.all([
        s.notes.replaceNotes("p1", "/repos/a", a),
        new PostgresNoteStore(other).replaceNotes("p1", "/repos/a", b),
      ]);
      const topics = (await s.notes.listNotes({ project: "p1" })).map((n) => n.topic[0]);
      expect(topics).toHaveLength(30);
      expect(new Set(topics).size).toBe(1);
    }
    await other.close();
    await s.store.close();
  });
});
