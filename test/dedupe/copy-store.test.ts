/**
 * store/backend/copy-store.ts (`cairn migrate`, outbox delivery) between two real SQLite files: the
 * sightings of every memory and the why and when of a superseded one arrive, and a second copy adds
 * nothing.
 */
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { saveMemory } from "../../src/app/memories/save-memory.js";
import { copyStore } from "../../src/store/backend/copy-store.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { tempDir } from "../support/temp.js";

let dir: ReturnType<typeof tempDir>;
let from: SqliteStore;
let to: SqliteStore;
beforeEach(async () => {
  dir = tempDir("cairn-dedupe-copy-");
  from = openSqliteStore({ path: join(dir.path, "a.db") });
  to = openSqliteStore({ path: join(dir.path, "b.db") });
  await from.upsertProject({ id: "p1", identity: "/r/.git", root: "/r", name: "r" }, "2026-01-01T00:00:00Z");
});
afterEach(async () => {
  await from.close();
  await to.close();
  dir.cleanup();
});

it("copies sightings and the supersede reason; copying again adds nothing", async () => {
  const save = (title: string, day: number, supersedes: string[] = []) =>
    saveMemory(
      from,
      { project: "p1", type: "decision", title, source: { kind: "cli" } },
      new Date(Date.UTC(2026, 0, day)),
      { supersedes },
    );
  const a = await save("Use REST for sync", 1);
  await save("use REST for sync.", 2);
  const b = await save("Use gRPC for sync", 3, [a.memory.id]);
  await copyStore(from, to);
  await copyStore(from, to);
  expect((await to.listSightings(a.memory.id)).map((s) => s.title)).toEqual([
    "Use REST for sync",
    "use REST for sync.",
  ]);
  expect(await to.listSightings(b.memory.id)).toHaveLength(1);
  expect(await to.getMemory(a.memory.id)).toMatchObject({
    supersededBy: b.memory.id,
    supersededReason: "replaced by hand (cli)",
    supersededAt: "2026-01-03T00:00:00.000Z",
  });
});
