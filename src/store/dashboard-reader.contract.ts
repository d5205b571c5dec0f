/**
 * The DashboardReader contract: one behavioural suite every implementation passes. A test file calls
 * `runDashboardReaderContract(name, open)` with a factory returning a fresh, empty Store and the
 * DashboardReader on the same database (projects p1, p2 are created here; data is written through the
 * Store port only).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ActivityEvent, activityEvent } from "../core/capture/events.js";
import type { SessionRecord } from "../core/capture/session.js";
import { type Memory, type NewMemory, newMemorySchema } from "../core/memories/memory.js";
import { anyMemory, type DashboardReader } from "./dashboard-reader.js";
import type { Store } from "./store.js";

export type DashboardReaderFactory = () => Promise<{
  store: Store;
  reader: DashboardReader;
  cleanup: () => Promise<void>;
}>;

const T0 = "2026-01-01T00:00:00.000Z";

function day(d: number, h = 12): string {
  return new Date(Date.UTC(2026, 2, d, h)).toISOString();
}

function session(id: string, project: string, startedAt: string): SessionRecord {
  return {
    id,
    project,
    origin: "hook",
    startedAt,
    updatedAt: startedAt,
    endedAt: null,
    intents: [],
    filesChanged: [],
    commands: [],
    errors: [],
    lastAssistantMessage: null,
    nextSteps: [],
    summary: "",
    gitBranch: null,
    cwd: null,
  };
}

function event(sessionId: string, ts: string, detail: string): ActivityEvent {
  return activityEvent({ sessionId, ts, kind: "prompt", event: "UserPromptSubmit", detail });
}

export function runDashboardReaderContract(name: string, open: DashboardReaderFactory): void {
  describe(`DashboardReader contract: ${name}`, () => {
    let store: Store;
    let reader: DashboardReader;
    let cleanup: () => Promise<void>;
    const save = async (m: Partial<NewMemory> & { title: string }, at: string): Promise<Memory> => {
      const p = newMemorySchema.parse({ project: "p1", type: "decision", source: { kind: "cli" }, ...m });
      return store.insertMemory({ ...p, confidence: p.confidence ?? 0.9 }, at);
    };
    const titles = (ms: Memory[]) => ms.map((m) => m.title);

    beforeEach(async () => {
      ({ store, reader, cleanup } = await open());
      await store.upsertProject({ id: "p1", identity: "/repos/a/.git", root: "/repos/a", name: "a" }, T0);
      await store.upsertProject({ id: "p2", identity: "/repos/b/.git", root: "/repos/b", name: "b" }, T0);
    });
    afterEach(async () => {
      await store.close();
      await cleanup();
    });

    it("pages memories newest first, ties in insertion order, and counts up to the cap", async () => {
      for (let i = 1; i <= 5; i++) await save({ title: `m${i}` }, day(i));
      await save({ title: "m6 same time as m5" }, day(5));
      await save({ title: "other project", project: "p2" }, day(9));
      const f = anyMemory("p1");
      expect(titles(await reader.memoryPage(f, { offset: 0, limit: 3 }))).toEqual([
        "m6 same time as m5",
        "m5",
        "m4",
      ]);
      expect(titles(await reader.memoryPage(f, { offset: 3, limit: 3 }))).toEqual(["m3", "m2", "m1"]);
      expect(await reader.memoryPage(f, { offset: 6, limit: 3 })).toEqual([]);
      expect(await reader.countMemories(f, 100)).toBe(6);
      expect(await reader.countMemories(f, 4)).toBe(4);
      const page = await reader.memoryPage(f, { offset: 0, limit: 1 });
      expect(page[0]).toEqual(await store.getMemory(page[0]?.id ?? ""));
    });

    it("merges all projects into one newest-first list when no project is named", async () => {
      await save({ title: "a1" }, day(1));
      await save({ title: "b2", project: "p2" }, day(2));
      await save({ title: "a3" }, day(3));
      await save({ title: "b4", project: "p2" }, day(4));
      const all = anyMemory("");
      expect(titles(await reader.memoryPage(all, { offset: 0, limit: 10 }))).toEqual([
        "b4",
        "a3",
        "b2",
        "a1",
      ]);
      expect(titles(await reader.memoryPage(all, { offset: 1, limit: 2 }))).toEqual(["a3", "b2"]);
      expect(await reader.countMemories(all, 100)).toBe(4);
    });

    it("filters by type, pinned, status, source, session and an inclusive day range", async () => {
      const fact = await save({ title: "fact", type: "project_fact", pinned: true }, day(1));
      const gone = await save(
        { title: "gone", source: { kind: "hook", event: "Stop", sessionId: "s9" } },
        day(2),
      );
      await store.softDeleteMemory(gone.id, day(2, 13));
      const old = await save({ title: "old" }, day(3));
      const next = await save({ title: "new" }, day(3, 14));
      await store.updateMemory(old.id, { supersededBy: next.id }, day(3, 15));
      await save({ title: "late" }, day(10, 23));
      const f = (over: Parameters<typeof anyMemory>[1]) =>
        reader.memoryPage(anyMemory("p1", over), { offset: 0, limit: 50 });
      expect(titles(await f({ type: "project_fact" }))).toEqual(["fact"]);
      expect(titles(await f({ pinned: "yes" }))).toEqual(["fact"]);
      expect(titles(await f({ pinned: "no", status: "live" }))).toEqual(["late", "new"]);
      expect(titles(await f({ status: "deleted" }))).toEqual(["gone"]);
      expect(titles(await f({ status: "superseded" }))).toEqual(["old"]);
      expect((await f({ status: "all" })).length).toBe(5);
      expect(titles(await f({ source: "hook" }))).toEqual(["gone"]);
      expect(titles(await f({ session: "s9" }))).toEqual(["gone"]);
      expect(titles(await f({ from: "2026-03-03", to: "2026-03-03" }))).toEqual(["old", "new"]);
      expect(titles(await f({ from: "2026-03-10", to: "2026-03-10" }))).toEqual(["late"]);
      expect(titles(await f({ to: "2026-03-01" }))).toEqual(["fact"]);
      expect(fact.pinned).toBe(true);
      expect(await reader.countMemories(anyMemory("p1", { status: "live" }), 100)).toBe(3);
    });

    it("lists the newest memories that name files", async () => {
      await save({ title: "no files" }, day(1));
      await save({ title: "one", files: ["src/a.ts"] }, day(2));
      await save({ title: "two", files: ["src/b.ts", "src/c.ts"] }, day(3));
      await save({ title: "elsewhere", project: "p2", files: ["x.ts"] }, day(4));
      expect(titles(await reader.memoriesWithFiles(anyMemory("p1"), 10))).toEqual(["two", "one"]);
      expect(titles(await reader.memoriesWithFiles(anyMemory("p1"), 1))).toEqual(["two"]);
      expect(titles(await reader.memoriesWithFiles(anyMemory(""), 10))).toEqual(["elsewhere", "two", "one"]);
      expect((await reader.memoriesWithFiles(anyMemory("p1"), 10))[0]?.files).toEqual([
        "src/b.ts",
        "src/c.ts",
      ]);
    });

    it("counts live memories per day and type, and sessions per day, since a day", async () => {
      await save({ title: "before" }, day(1));
      await save({ title: "d1" }, day(2, 1));
      await save({ title: "d2" }, day(2, 23));
      await save({ title: "f", type: "project_fact" }, day(2));
      const gone = await save({ title: "deleted" }, day(3));
      await store.softDeleteMemory(gone.id, day(3));
      await save({ title: "t", type: "todo" }, day(4));
      await save({ title: "other", project: "p2" }, day(4));
      expect(await reader.memoriesPerDay("p1", "2026-03-02")).toEqual([
        { day: "2026-03-02", type: "decision", count: 2 },
        { day: "2026-03-02", type: "project_fact", count: 1 },
        { day: "2026-03-04", type: "todo", count: 1 },
      ]);
      await store.upsertSession(session("s1", "p1", day(1)));
      await store.upsertSession(session("s2", "p1", day(2, 1)));
      await store.upsertSession(session("s3", "p1", day(2, 22)));
      await store.upsertSession(session("s4", "p1", day(5)));
      await store.upsertSession(session("s5", "p2", day(5)));
      expect(await reader.sessionsPerDay("p1", "2026-03-02")).toEqual([
        { day: "2026-03-02", count: 2 },
        { day: "2026-03-05", count: 1 },
      ]);
      expect(await reader.sessionsPerDay("p1", "2027-01-01")).toEqual([]);
    });

    it("lists injections of a project's memories since a day, oldest first, with the memory", async () => {
      const a = await save({ title: "a" }, day(1));
      const b = await save({ title: "b" }, day(1));
      const c = await save({ title: "c", project: "p2" }, day(1));
      await store.recordInjections("s-old", [a.id], day(1));
      await store.recordInjections("s2", [b.id, a.id, c.id], day(3));
      await store.recordInjections("s1", [a.id], day(2));
      await store.softDeleteMemory(b.id, day(4));
      const got = await reader.injectedMemories("p1", "2026-03-02");
      // same session and time: by memory id (byte order)
      const [first, second] = [a, b].sort((x, y) => (x.id < y.id ? -1 : 1));
      expect(got.map((i) => [i.sessionId, i.memory.title, i.at])).toEqual([
        ["s1", "a", day(2)],
        ["s2", first?.title, day(3)],
        ["s2", second?.title, day(3)],
      ]);
      expect(got.find((i) => i.memory.id === b.id)?.memory.deletedAt).toBe(day(4));
    });

    it("returns a project's newest events, newest first", async () => {
      await store.insertEvents("p1", [event("s1", day(1), "first"), event("s1", day(2), "second")]);
      await store.insertEvents("p2", [event("s2", day(3), "elsewhere")]);
      await store.insertEvents("p1", [event("s1", day(4), "third")]);
      const got = await reader.latestEvents("p1", 2);
      expect(got.map((e) => e.detail)).toEqual(["third", "second"]);
      expect(got[0]).toMatchObject({
        sessionId: "s1",
        ts: day(4),
        kind: "prompt",
        event: "UserPromptSubmit",
      });
      expect(await reader.latestEvents("p3", 5)).toEqual([]);
    });

    it("changes its marker on a new event, a new memory and a session write, and only then", async () => {
      const m0 = await reader.changeMarker();
      expect(await reader.changeMarker()).toBe(m0);
      await store.insertEvents("p2", [event("s1", day(1), "x")]);
      const m1 = await reader.changeMarker();
      expect(m1).not.toBe(m0);
      await save({ title: "new" }, day(2));
      const m2 = await reader.changeMarker();
      expect(m2).not.toBe(m1);
      await store.upsertSession(session("s1", "p1", day(3)));
      const m3 = await reader.changeMarker();
      expect(m3).not.toBe(m2);
      await store.upsertSession({ ...session("s1", "p1", day(3)), updatedAt: day(4) });
      expect(await reader.changeMarker()).not.toBe(m3);
      expect(await reader.changeMarker()).toBe(await reader.changeMarker());
    });
  });
}
