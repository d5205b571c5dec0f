/**
 * SQLite migration 8 on a real file written by the previous schema (migrations 1–7, memories of every
 * source kind): after opening, each memory has the sighting of its own provenance, keyed exactly as a
 * save keys it now (so re-deriving an old memory adds no second sighting), and the superseded columns
 * exist and read back as null.
 */
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, expect, it } from "vitest";
import { saveMemory } from "../../src/app/memories/save-memory.js";
import { sightingKey } from "../../src/core/memories/sighting.js";
import { LATEST_VERSION, MIGRATIONS } from "../../src/store/sqlite/schema.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { tempDir } from "../support/temp.js";

let dir: ReturnType<typeof tempDir>;
beforeEach(() => {
  dir = tempDir("cairn-dedupe-mig-");
});
afterEach(() => dir.cleanup());

const T0 = "2026-01-01T00:00:00.000Z";

function version7(path: string): void {
  const db = new Database(path);
  db.exec(
    "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  for (const m of MIGRATIONS.filter((x) => x.version <= 7)) {
    db.exec(m.sql);
    db.prepare("INSERT INTO schema_migrations VALUES (?, ?, ?)").run(m.version, m.name, T0);
  }
  db.prepare("INSERT INTO projects VALUES ('p1', '/r/.git', '/r', 'r', ?, ?)").run(T0, T0);
  const insert = db.prepare(
    `INSERT INTO memories (id, project, type, title, scope, confidence, source_kind, source_event, source_session,
       source_tool_use, dedupe_key, captured_by, created_at, updated_at)
     VALUES (?, 'p1', ?, ?, 'project', 0.7, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  insert.run(
    "m_hook00000001",
    "verified_command",
    "mix test",
    "hook",
    "Stop",
    "s1",
    "toolu_1",
    "cmd:mix test",
    "ana@box",
    T0,
    T0,
  );
  insert.run("m_cli000000001", "decision", "Use pnpm", "cli", null, null, null, null, null, T0, T0);
  insert.run(
    "m_imp000000001",
    "task_summary",
    "Session 2026-01-01: x",
    "import",
    "import",
    "s2",
    null,
    "session:s2",
    null,
    T0,
    T0,
  );
  db.close();
}

it("backfills one sighting per memory, keyed as a save keys it, and adds the superseded columns", async () => {
  const path = join(dir.path, "cairn.db");
  version7(path);
  const store = openSqliteStore({ path });
  try {
    expect((await store.stats()).schemaVersion).toBe(LATEST_VERSION);
    const hook = await store.listSightings("m_hook00000001");
    expect(hook).toEqual([
      {
        key: sightingKey(
          { kind: "hook", event: "Stop", sessionId: "s1", toolUseId: "toolu_1" },
          "cmd:mix test",
          T0,
        ),
        at: T0,
        source: { kind: "hook", event: "Stop", sessionId: "s1", toolUseId: "toolu_1" },
        capturedBy: "ana@box",
        dedupeKey: "cmd:mix test",
        title: "mix test",
      },
    ]);
    const cli = await store.listSightings("m_cli000000001");
    expect(cli.map((s) => s.key)).toEqual([
      sightingKey({ kind: "cli", event: null, sessionId: null, toolUseId: null }, null, T0),
    ]);
    expect((await store.listSightings("m_imp000000001"))[0]?.dedupeKey).toBe("session:s2");
    expect(await store.getMemory("m_cli000000001")).toMatchObject({
      supersededAt: null,
      supersededReason: null,
    });
    // the same derivation after the upgrade is the same sighting
    const r = await saveMemory(
      store,
      {
        project: "p1",
        type: "verified_command",
        title: "mix test",
        dedupeKey: "cmd:mix test",
        source: { kind: "hook", event: "Stop", sessionId: "s1", toolUseId: "toolu_1" },
      },
      new Date("2026-01-02T00:00:00Z"),
    );
    expect(r).toMatchObject({ created: false, sighted: false });
  } finally {
    await store.close();
  }
});
