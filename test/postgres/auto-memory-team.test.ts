// Claude Code auto memory on a team server (a real PostgreSQL server, each machine's local-scope file
// beside it: SplitStore): project and reference memories are shared like Cairn's own, user and feedback
// memories stay on the machine that read them unless `shareAll`; two machines whose files say the same
// thing share one memory with both sightings.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { syncAutoMemory } from "../../src/app/native-memory/sync-auto-memory.js";
import { SplitStore } from "../../src/store/backend/split-store.js";
import { openPostgresStore } from "../../src/store/postgres/postgres-store.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import type { Store } from "../../src/store/store.js";
import { memoryFileText } from "../support/auto-memory.js";
import { freshDatabase, pgSkipReason, usePgServer } from "../support/pg-server.js";
import { tempDir } from "../support/temp.js";

const T0 = "2026-01-01T00:00:00.000Z";
const PROJECT = { id: "p1", identity: "github.com/acme/shop", root: "/nonexistent/shop", name: "shop" };

describe.skipIf(pgSkipReason !== null)("auto memory on a team server (PostgreSQL + local SQLite)", () => {
  usePgServer();
  let tmp: ReturnType<typeof tempDir>;
  let url: string;
  const opened: Store[] = [];

  async function machine(name: string) {
    const shared = await openPostgresStore({ url });
    const local = openSqliteStore({ path: join(tmp.path, name, "cairn-local.db") });
    const store = new SplitStore(shared, local, `${name}@host`);
    opened.push(store);
    await store.upsertProject(PROJECT, T0);
    const folder = join(tmp.path, name, "memory");
    mkdirSync(folder, { recursive: true });
    const sync = (shareAll = false) =>
      syncAutoMemory(store, {
        project: { id: PROJECT.id, root: PROJECT.root, gitDir: null },
        cwd: PROJECT.root,
        home: join(tmp.path, name, "home"),
        env: {},
        now: new Date(),
        shareAll,
        folders: [folder],
      });
    return { store, shared, local, folder, sync };
  }
  const file = (
    folder: string,
    name: string,
    type: "user" | "feedback" | "project" | "reference",
    description: string,
  ) =>
    writeFileSync(
      join(folder, `${name}.md`),
      memoryFileText({ name, type, description, body: `${description}.` }),
    );
  const titles = async (s: Store) =>
    (await s.listMemories({ project: PROJECT.id, limit: 50 })).map((m) => m.title).sort();

  beforeEach(() => {
    tmp = tempDir("cairn-automem-team-");
    url = freshDatabase();
  });
  afterEach(async () => {
    for (const s of opened.splice(0)) await s.close();
    tmp.cleanup();
  });

  it("shares project and reference memories; user and feedback stay on the machine", async () => {
    const ana = await machine("ana");
    file(ana.folder, "deploys", "project", "Deploys go out on Tuesdays");
    file(ana.folder, "board", "reference", "Pipeline bugs are tracked in the INGEST board");
    file(ana.folder, "role", "user", "Ana is a backend engineer new to React");
    file(ana.folder, "terse", "feedback", "Never add a trailing summary to answers");
    await ana.sync();
    expect(await titles(ana.shared)).toEqual([
      "Deploys go out on Tuesdays",
      "Pipeline bugs are tracked in the INGEST board",
    ]);
    expect(await titles(ana.local)).toEqual([
      "Ana is a backend engineer new to React",
      "Never add a trailing summary to answers",
    ]);
    const ben = await machine("ben");
    expect(await titles(ben.store)).toEqual([
      "Deploys go out on Tuesdays",
      "Pipeline bugs are tracked in the INGEST board",
    ]);
  });

  it("with shareAll, feedback and user memories go to the server too", async () => {
    const ana = await machine("ana");
    file(ana.folder, "terse", "feedback", "Never add a trailing summary to answers");
    await ana.sync(true);
    expect(await titles(ana.shared)).toEqual(["Never add a trailing summary to answers"]);
    expect(await titles(ana.local)).toEqual([]);
  });

  it("two machines' files that say the same thing are one memory with both sightings", async () => {
    const ana = await machine("ana");
    const ben = await machine("ben");
    file(ana.folder, "deploys", "project", "Deploys go out on Tuesdays");
    file(ben.folder, "deploy-day", "project", "Deploys go out on Tuesdays");
    await ana.sync();
    await ben.sync();
    const all = await ana.shared.listMemories({ project: PROJECT.id, limit: 10 });
    expect(all).toHaveLength(1);
    const sightings = await ana.shared.listSightings(all[0]!.id);
    expect(sightings.map((s) => s.capturedBy).sort()).toEqual(["ana@host", "ben@host"]);
  });
});
