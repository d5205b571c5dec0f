/**
 * app/memories/save-memory.ts on a real SQLite file: what a merge keeps (the wording that says more,
 * the newest body, the union of files and tags), that re-deriving the same event adds no sighting,
 * that older evidence changes no text, that scopes and mirrors never merge, and that a command form a
 * rule superseded comes back when it is seen again after its replacement.
 */
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { saveMemory } from "../../src/app/memories/save-memory.js";
import type { NewMemory } from "../../src/core/memories/memory.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { tempDir } from "../support/temp.js";

let dir: ReturnType<typeof tempDir>;
let store: SqliteStore;
beforeEach(async () => {
  dir = tempDir("cairn-dedupe-save-");
  store = openSqliteStore({ path: join(dir.path, "cairn.db") });
  await store.upsertProject({ id: "p1", identity: "/r/.git", root: "/r", name: "r" }, "2026-01-01T00:00:00Z");
});
afterEach(async () => {
  await store.close();
  dir.cleanup();
});

const T = (day: number) => new Date(Date.UTC(2026, 0, day));
const hook = (toolUseId: string, sessionId = "s1") => ({
  kind: "hook" as const,
  event: "Stop",
  sessionId,
  toolUseId,
});
const save = (m: Partial<NewMemory> & Pick<NewMemory, "title">, at: Date, opts = {}) =>
  saveMemory(store, { project: "p1", type: "bug_note", source: hook("t1"), ...m }, at, opts);

describe("saveMemory: one memory per fact", () => {
  it("re-deriving the same event adds nothing; another event is a new sighting", async () => {
    const a = await save(
      { title: "Vitest needs jsdom for component tests", dedupeKey: "finding:s1:a" },
      T(1),
    );
    const again = await save(
      { title: "Vitest needs jsdom for component tests", dedupeKey: "finding:s1:a" },
      T(2),
    );
    expect(again).toMatchObject({ outcome: "unchanged", sighted: false });
    const other = await save(
      {
        title: "vitest needs the jsdom environment for component tests",
        dedupeKey: "finding:s1:b",
        source: hook("t2"),
      },
      T(3),
    );
    expect(other).toMatchObject({ outcome: "merged", sighted: true, memory: { id: a.memory.id } });
    // the merged sighting's key now finds the memory: re-deriving it is unchanged too
    const rederived = await save(
      {
        title: "vitest needs the jsdom environment for component tests",
        dedupeKey: "finding:s1:b",
        source: hook("t2"),
      },
      T(4),
    );
    expect(rederived).toMatchObject({ outcome: "merged", sighted: false, memory: { id: a.memory.id } });
    expect(await store.listSightings(a.memory.id)).toHaveLength(2);
    expect(await store.countMemories({ project: "p1" })).toBe(1);
  });

  it("a merge keeps the wording that says more, the newest body, and the union of files and tags", async () => {
    const a = await save(
      { title: "Use Redis for sessions", body: "old", files: ["a.ts"], tags: ["x"], type: "decision" },
      T(1),
    );
    const b = await save(
      {
        title: "Use Redis for the sessions in production",
        body: "new",
        files: ["b.ts"],
        tags: ["y"],
        type: "decision",
        source: hook("t2"),
      },
      T(2),
    );
    expect(b.outcome).toBe("merged");
    expect(b.memory).toMatchObject({
      id: a.memory.id,
      title: "Use Redis for the sessions in production",
      body: "new",
      files: ["a.ts", "b.ts"],
      tags: ["x", "y"],
      updatedAt: T(2).toISOString(),
    });
    // an older sighting (an import of an earlier session) changes no text
    const older = await save(
      { title: "use redis for sessions", body: "older", type: "decision", source: hook("t0") },
      T(0),
    );
    expect(older.memory).toMatchObject({ body: "new", updatedAt: T(2).toISOString() });
  });

  it("never merges across scopes, into a deleted memory, or a mirror that owns its lines", async () => {
    const a = await save({ title: "Never commit .env files", type: "constraint", severity: "high" }, T(1));
    const local = await save(
      { title: "Never commit .env files", type: "constraint", severity: "high", scope: "local" },
      T(2),
    );
    expect(local.outcome).toBe("created");
    const mirror = await save(
      { title: "Never commit .env files", type: "constraint", severity: "high", dedupeKey: "obs:x" },
      T(3),
      {
        merge: false,
      },
    );
    expect(mirror.outcome).toBe("created");
    await store.softDeleteMemory(a.memory.id, T(4).toISOString());
    const after = await save(
      { title: "Never commit .env files!", type: "constraint", severity: "high", source: hook("t9") },
      T(5),
    );
    // the deleted one is gone and the mirror belongs to its file: a new memory
    expect(after.outcome).toBe("created");
  });

  it("a command form a rule superseded is current again when it passes after its replacement", async () => {
    // each run in a session of its own: one session's runs of one command are one sighting
    const cmd = (title: string, toolUseId: string, day: number) =>
      save(
        { title, type: "verified_command", dedupeKey: `cmd:${title}`, source: hook(toolUseId, `s${day}`) },
        T(day),
      );
    const plain = await cmd("mix compile", "t1", 1);
    const force = await cmd("mix compile --force", "t2", 2);
    expect(force.superseded).toEqual([plain.memory.id]);
    const back = await cmd("mix compile", "t3", 3);
    expect(back.superseded).toEqual([force.memory.id]);
    expect(await store.getMemory(plain.memory.id)).toMatchObject({ supersededBy: null });
    expect(await store.getMemory(force.memory.id)).toMatchObject({ supersededBy: plain.memory.id });
    // an older run imported later does not undo the newer form
    await cmd("mix compile --force", "t0", 0);
    expect(await store.getMemory(force.memory.id)).toMatchObject({ supersededBy: plain.memory.id });
  });

  it("a later answer to the same question supersedes the earlier one, in either import order", async () => {
    const q = (answer: string, day: number, toolUseId: string) =>
      save(
        { title: `Which database should we use? → ${answer}`, type: "decision", source: hook(toolUseId) },
        T(day),
      );
    const late = await q("PostgreSQL", 5, "t5");
    const early = await q("SQLite", 1, "t1");
    expect(early.superseded).toEqual([early.memory.id]);
    expect(await store.getMemory(early.memory.id)).toMatchObject({
      supersededBy: late.memory.id,
      supersededReason: "a later answer to the same question",
    });
    expect((await store.listMemories({ project: "p1" })).map((m) => m.id)).toEqual([late.memory.id]);
  });
});
