/**
 * The ProjectAdmin contract: one behavioural suite every implementation passes. A test file calls
 * `runProjectAdminContract(name, open)` with a factory returning fresh, empty Stores. Projects `wt` (a
 * removed worktree's recorded path) and `repo` are created here, with memories, a session, events, a
 * note and a task board in `wt`.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityEvent } from "../core/capture/events.js";
import type { SessionRecord } from "../core/capture/session.js";
import { type NewMemory, newMemorySchema } from "../core/memories/memory.js";
import { newPendingTask } from "../core/tasks/model.js";
import type { ProjectAdmin } from "./project-admin.js";
import type { Stores } from "./stores.js";

export type ProjectAdminFactory = () => Promise<{ stores: Stores; cleanup: () => Promise<void> }>;

const T0 = "2026-01-01T00:00:00.000Z";
const T1 = "2026-01-02T00:00:00.000Z";
const T2 = "2026-01-03T00:00:00.000Z";
const T3 = "2026-01-04T00:00:00.000Z";
const WT = { id: "wt", identity: "/r/app-worktrees/x", root: "/r/app-worktrees/x", name: "x" };
const REPO = { id: "repo", identity: "/r/app/.git", root: "/r/app", name: "app" };

const mem = (m: Partial<NewMemory> & Pick<NewMemory, "title" | "project">) => {
  const p = newMemorySchema.parse({ type: "decision", source: { kind: "import" }, ...m });
  return { ...p, confidence: 0.9 };
};

function session(id: string, project: string, updatedAt: string): SessionRecord {
  return {
    id,
    project,
    origin: "import",
    startedAt: T0,
    updatedAt,
    endedAt: updatedAt,
    intents: [],
    filesChanged: [],
    commands: [],
    errors: [],
    lastAssistantMessage: null,
    nextSteps: [],
    summary: "",
    gitBranch: "x",
    cwd: WT.root,
  };
}

export function runProjectAdminContract(name: string, open: ProjectAdminFactory): void {
  describe(`ProjectAdmin contract: ${name}`, () => {
    let stores: Stores;
    let admin: ProjectAdmin;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ stores, cleanup } = await open());
      admin = await stores.projects();
      const { store } = stores;
      await store.upsertProject(WT, T1);
      await store.upsertProject(REPO, T0);
      await store.insertMemory(mem({ project: "wt", title: "Stream the exporter rows" }), T1);
      await store.insertMemory(
        mem({ project: "wt", title: "npm test", type: "verified_command", dedupeKey: "cmd:npm test" }),
        T0,
      );
      await store.insertMemory(
        mem({ project: "repo", title: "npm test", type: "verified_command", dedupeKey: "cmd:npm test" }),
        T1,
      );
      await store.upsertSession(session("s-wt", "wt", T2));
      await store.insertEvents("wt", [
        activityEvent({
          sessionId: "s-wt",
          ts: T1,
          kind: "tool",
          event: "PostToolUse",
          tool: "Bash",
          command: "git worktree add ../app-worktrees/y -b y",
          cwd: WT.root,
          ok: true,
        }),
      ]);
      await stores.notes.replaceNotes("wt", WT.root, [
        {
          project: "wt",
          root: WT.root,
          topic: "exporter",
          path: `${WT.root}/.cairn/notes/exporter.md`,
          summary: "Exporter design",
          covers: [],
          body: "rows are streamed",
          updated: null,
          contentHash: "h",
          gitCommit: null,
          error: null,
          indexedAt: T1,
        },
      ]);
      const tasks = await stores.tasks();
      await tasks.upsertBoard({
        project: "wt",
        id: "side",
        name: "side",
        description: "",
        createdAt: T0,
        updatedAt: T0,
      });
      const t1 = newPendingTask({
        project: "wt",
        board: "side",
        title: "Write the exporter",
        at: T0,
        id: "t7",
      });
      const t2 = {
        ...newPendingTask({ project: "wt", board: "side", title: "Test it", at: T0, id: "t8" }),
        dependencies: ["t7"],
        position: 1,
      };
      await tasks.insertTasks([t1, t2]);
      await tasks.raisePosition("wt", 8);
      await tasks.appendEvents([
        {
          project: "wt",
          board: "side",
          ts: T0,
          type: "TASK_CREATED",
          taskId: "t7",
          prevStatus: null,
          newStatus: "PENDING",
          detail: "",
          data: null,
          sessionId: "s-wt",
        },
      ]);
    });
    afterEach(async () => {
      await stores.store.close();
      await cleanup();
    });

    it("summarises projects: live memories, sessions and last activity, newest first", async () => {
      const list = await admin.summaries();
      expect(list.map((s) => [s.project.id, s.memories, s.sessions, s.lastActivityAt])).toEqual([
        ["wt", 2, 1, T2],
        ["repo", 1, 0, T1],
      ]);
      expect(list[0]?.merged).toEqual([]);
    });

    it("moves everything into the target and leaves an alias for the old identity", async () => {
      const said = { sessionId: "s-wt", turn: 1, role: "user" as const, ts: T1 };
      await stores.store.insertExcerpts([
        { ...said, project: "wt", text: "why does the exporter drop the last row" },
        { ...said, project: "repo", sessionId: "s-repo", text: "the exporter streams rows in pages" },
      ]);
      const r = await admin.merge("wt", "repo", T2);
      expect(r.from?.identity).toBe(WT.identity);
      expect(r.into.id).toBe("repo");
      expect(r.moved).toMatchObject({
        memories: 2,
        superseded: 1,
        sessions: 1,
        events: 1,
        notes: 1,
        boards: 1,
        tasks: 2,
        taskEvents: 1,
      });
      const { store } = stores;
      expect((await store.listProjects()).map((p) => p.id)).toEqual(["repo"]);
      expect(
        (await store.searchMemories({ terms: ["exporter"], project: "repo" })).map((h) => h.memory.title),
      ).toEqual(["Stream the exporter rows"]);
      // the older of the two identical verified commands is superseded by the newer one
      expect(
        (await store.listMemories({ project: "repo", types: ["verified_command"] })).map((m) => m.updatedAt),
      ).toEqual([T1]);
      expect((await store.getSession("s-wt"))?.project).toBe("repo");
      expect(await store.listEvents({ project: "repo" })).toHaveLength(1);
      // what was said in the merged project's sessions is found in the target, ranked with its rows
      const said2 = await store.searchExcerpts({ terms: ["exporter"], project: "repo" });
      expect(said2.map((h) => h.excerpt.sessionId).sort()).toEqual(["s-repo", "s-wt"]);
      expect(await store.listExcerpts({ project: "wt" })).toEqual([]);
      expect(
        (await stores.notes.searchNotes({ terms: ["streamed"], project: "repo" })).map((h) => h.note.topic),
      ).toEqual(["exporter"]);
      const tasks = await stores.tasks();
      expect((await tasks.listTasks({ project: "repo" })).map((t) => [t.id, t.dependencies])).toEqual([
        ["t7", []],
        ["t8", ["t7"]],
      ]);
      expect(await tasks.listEvents({ project: "repo", board: "side" })).toHaveLength(1);
      expect(await tasks.lastPosition("repo")).toBe(8);
      // a later import of the old identity lands in the merged project
      expect((await store.getProject("wt"))?.id).toBe("repo");
      const seen = await store.upsertProject(WT, T2);
      expect(seen).toMatchObject({ id: "repo", root: REPO.root, name: "app", lastSeenAt: T2 });
      expect((await store.listProjects()).map((p) => p.id)).toEqual(["repo"]);
      expect((await admin.summaries())[0]).toMatchObject({ memories: 2, sessions: 1, merged: [WT.identity] });
    });

    it("is idempotent, follows merge chains and refuses what cannot be merged", async () => {
      await admin.merge("wt", "repo", T2);
      expect(await admin.merge("wt", "repo", T2)).toMatchObject({
        from: null,
        into: { id: "repo" },
        moved: { memories: 0 },
      });
      await stores.store.upsertProject(
        { id: "next", identity: "/r/next/.git", root: "/r/next", name: "next" },
        T2,
      );
      await admin.merge("repo", "next", T3);
      expect((await stores.store.getProject("wt"))?.id).toBe("next");
      expect((await admin.summaries())[0]?.merged).toEqual([WT.identity, REPO.identity]);
      await expect(admin.merge("wt", "nope", T2)).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(admin.merge("ghost", "next", T2)).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(admin.merge("next", "next", T2)).rejects.toMatchObject({ code: "INVALID_INPUT" });
      await expect(admin.merge("next", "wt", T2)).rejects.toMatchObject({ code: "INVALID_INPUT" });
    });

    it("refuses, writing nothing, when both projects have the same task board", async () => {
      const tasks = await stores.tasks();
      await tasks.upsertBoard({
        project: "repo",
        id: "side",
        name: "side",
        description: "",
        createdAt: T0,
        updatedAt: T0,
      });
      await expect(admin.merge("wt", "repo", T2)).rejects.toMatchObject({
        code: "CONFLICT",
        message: expect.stringContaining("board side"),
      });
      expect((await stores.store.listProjects()).map((p) => p.id).sort()).toEqual(["repo", "wt"]);
      expect(await stores.store.countMemories({ project: "wt" })).toBe(2);
      expect(await tasks.listTasks({ project: "wt" })).toHaveLength(2);
    });

    it("finds recorded commands by a substring, with their project and cwd", async () => {
      expect(await admin.findCommands("git worktree add", 10)).toEqual([
        {
          project: "wt",
          sessionId: "s-wt",
          cwd: WT.root,
          command: "git worktree add ../app-worktrees/y -b y",
          ok: true,
        },
      ]);
      expect(await admin.findCommands("git worktree remove", 10)).toEqual([]);
    });

    it("hands the merged project's vectors to the target", async () => {
      if (!stores.store.openVectors) return;
      const vectors = await stores.store.openVectors();
      const [a] = await stores.store.listMemories({ project: "wt", types: ["decision"] });
      const [b] = await stores.store.listMemories({ project: "repo" });
      await vectors.put("m", [{ id: a!.id, vector: new Float32Array([1, 0, 0]) }], T1);
      await vectors.put("m", [{ id: b!.id, vector: new Float32Array([0, 1, 0]) }], T1);
      await admin.merge("wt", "repo", T2);
      const hits = await vectors.search({
        model: "m",
        project: "repo",
        vector: new Float32Array([1, 0.1, 0]),
        k: 5,
      });
      expect(hits.map((h) => h.memory.id)).toEqual([a!.id, b!.id]);
      expect(await vectors.countPending({ model: "m", project: "repo" })).toBe(0);
    });
  });
}
