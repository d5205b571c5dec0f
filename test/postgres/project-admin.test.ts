// The ProjectAdmin contract against a real PostgreSQL server (a fresh database per test), and the
// split store's (server + this machine's SQLite file): local-scope memories move with their project.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { newMemorySchema } from "../../src/core/memories/memory.js";
import { openBackend } from "../../src/store/backend/open-backend.js";
import { openPostgresStores } from "../../src/store/postgres/stores.js";
import { runProjectAdminContract } from "../../src/store/project-admin.contract.js";
import { freshDatabase, pgSkipReason, usePgServer } from "../support/pg-server.js";
import { tempDir } from "../support/temp.js";

const T0 = "2026-01-01T00:00:00.000Z";

describe.skipIf(pgSkipReason !== null)("postgres projects (real server)", () => {
  usePgServer();
  runProjectAdminContract("postgres", async () => ({
    stores: await openPostgresStores({ url: freshDatabase() }),
    cleanup: async () => {},
  }));

  it("a split store merges the server's rows and this machine's local-scope memories", async () => {
    const dir = tempDir();
    const backend = await openBackend({
      sqlitePath: join(dir.path, "cairn.db"),
      localPath: join(dir.path, "cairn-local.db"),
      url: freshDatabase(),
      capturedBy: null,
      connectTimeoutMs: 5_000,
      loadShared: async () => (await import("../../src/store/backend/postgres-entry.js")).openShared,
      offline: "fail",
    });
    const { store } = backend.stores;
    for (const id of ["a", "b"])
      await store.upsertProject({ id, identity: `/r/${id}`, root: `/r/${id}`, name: id }, T0);
    const row = (title: string, scope: "local" | "project") => ({
      ...newMemorySchema.parse({ project: "a", type: "decision", title, scope, source: { kind: "cli" } }),
      confidence: 0.9,
    });
    await store.insertMemory(row("mine only", "local"), T0);
    await store.insertMemory(row("for the team", "project"), T0);
    const admin = await backend.stores.projects();
    expect((await admin.summaries()).find((s) => s.project.id === "a")?.memories).toBe(2);
    const r = await admin.merge("a", "b", T0);
    expect(r.moved.memories).toBe(2);
    expect((await store.listMemories({ project: "b" })).map((m) => m.title).sort()).toEqual([
      "for the team",
      "mine only",
    ]);
    expect((await store.upsertProject({ id: "a", identity: "/r/a", root: "/r/a", name: "a" }, T0)).id).toBe(
      "b",
    );
    expect((await backend.local?.listProjects())?.map((p) => p.id)).toEqual(["b"]);
    await store.close();
    dir.cleanup();
  });
});
