/**
 * The NoteStore contract: one behavioural suite every implementation passes. A test file calls
 * `runNoteStoreContract(name, open)` with a factory returning a fresh Store (projects p1, p2 are
 * created here) and its NoteStore.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { IndexedNote, NoteStore } from "./note-store.js";
import type { Store } from "./store.js";

export type NoteStoreFactory = () => Promise<{
  store: Store;
  notes: NoteStore;
  cleanup: () => Promise<void>;
}>;

const T0 = "2026-01-01T00:00:00.000Z";

function note(topic: string, over: Partial<IndexedNote> = {}): IndexedNote {
  return {
    project: "p1",
    root: "/repos/a",
    topic,
    path: `/repos/a/.cairn/notes/${topic}.md`,
    summary: `How ${topic} works`,
    covers: [`src/${topic}/`],
    body: `The ${topic} subsystem retries webhooks with exponential backoff.`,
    updated: "2026-01-01T00:00:00Z",
    contentHash: `h-${topic}`,
    gitCommit: null,
    error: null,
    indexedAt: T0,
    ...over,
  };
}

export function runNoteStoreContract(name: string, open: NoteStoreFactory): void {
  describe(`NoteStore contract: ${name}`, () => {
    let store: Store;
    let notes: NoteStore;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ store, notes, cleanup } = await open());
      await store.upsertProject({ id: "p1", identity: "/repos/a/.git", root: "/repos/a", name: "a" }, T0);
      await store.upsertProject({ id: "p2", identity: "/repos/b/.git", root: "/repos/b", name: "b" }, T0);
    });
    afterEach(async () => {
      await store.close();
      await cleanup();
    });

    it("replaces the index of one working tree: insert, update, remove absent topics", async () => {
      await notes.replaceNotes("p1", "/repos/a", [note("auth"), note("billing")]);
      await notes.replaceNotes("p1", "/repos/a-wt", [note("auth", { root: "/repos/a-wt" })]);
      expect((await notes.listNotes({ project: "p1", root: "/repos/a" })).map((n) => n.topic)).toEqual([
        "auth",
        "billing",
      ]);
      await notes.replaceNotes("p1", "/repos/a", [note("billing", { summary: "Invoices", covers: ["x/"] })]);
      const after = await notes.listNotes({ project: "p1", root: "/repos/a" });
      expect(after).toEqual([note("billing", { summary: "Invoices", covers: ["x/"] })]);
      expect((await notes.listNotes({ project: "p1" })).map((n) => `${n.root}:${n.topic}`)).toEqual([
        "/repos/a-wt:auth",
        "/repos/a:billing",
      ]);
      expect(await notes.listNotes({ project: "p2" })).toEqual([]);
    });

    it("keeps broken notes with their error, and searches only healthy ones", async () => {
      await notes.replaceNotes("p1", "/repos/a", [
        note("webhooks"),
        note("broken", {
          summary: "",
          covers: [],
          body: "",
          error: "frontmatter has no `summary`",
          updated: null,
        }),
      ]);
      expect((await notes.listNotes({ project: "p1" })).find((n) => n.topic === "broken")?.error).toMatch(
        /summary/,
      );
      const hits = await notes.searchNotes({ terms: ["webhook", "backoff"], project: "p1" });
      expect(hits.map((h) => h.note.topic)).toEqual(["webhooks"]);
      expect(hits[0]!.score).toBeGreaterThan(0);
      expect(await notes.searchNotes({ terms: ["webhook"], project: "p2" })).toEqual([]);
      expect(await notes.searchNotes({ terms: [], project: "p1" })).toEqual([]);
    });

    it("updates the full-text index when a note changes or goes away", async () => {
      await notes.replaceNotes("p1", "/repos/a", [note("queue", { body: "uses redis streams" })]);
      expect((await notes.searchNotes({ terms: ["redis"] })).length).toBe(1);
      await notes.replaceNotes("p1", "/repos/a", [
        note("queue", { body: "uses postgres", contentHash: "h2" }),
      ]);
      expect((await notes.searchNotes({ terms: ["redis"] })).length).toBe(0);
      expect((await notes.searchNotes({ terms: ["postgres"] })).length).toBe(1);
      await notes.replaceNotes("p1", "/repos/a", []);
      expect((await notes.searchNotes({ terms: ["postgres"] })).length).toBe(0);
    });

    it("remembers one turn mark per session and prunes marks older than 7 days", async () => {
      expect(await notes.getTurnMark("s1")).toBeNull();
      await notes.setTurnMark({
        sessionId: "s1",
        turnKey: "k1",
        blocked: ["auth"],
        nudged: false,
        updatedAt: T0,
      });
      await notes.setTurnMark({
        sessionId: "s1",
        turnKey: "k1",
        blocked: ["auth"],
        nudged: true,
        updatedAt: T0,
      });
      expect(await notes.getTurnMark("s1")).toEqual({
        sessionId: "s1",
        turnKey: "k1",
        blocked: ["auth"],
        nudged: true,
        updatedAt: T0,
      });
      await notes.setTurnMark({
        sessionId: "s2",
        turnKey: "k",
        blocked: [],
        nudged: false,
        updatedAt: "2026-01-08T00:00:00.001Z",
      });
      expect(await notes.getTurnMark("s1")).toBeNull();
      expect(await notes.getTurnMark("s2")).not.toBeNull();
    });
  });
}
