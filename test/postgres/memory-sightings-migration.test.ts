// PostgreSQL migration 12 on a database at version 11 holding memories: each gets the sighting of its
// own provenance, keyed as a save keys it now (core/memories/sighting.ts), and the superseded columns.
import { describe, expect, it } from "vitest";
import { sightingKey } from "../../src/core/memories/sighting.js";
import { openPgDatabase } from "../../src/store/postgres/connection.js";
import { migratePg } from "../../src/store/postgres/migrate.js";
import { openPostgresStore } from "../../src/store/postgres/postgres-store.js";
import { PG_LATEST_VERSION, PG_MIGRATIONS } from "../../src/store/postgres/schema.js";
import { freshDatabase, pgSkipReason, usePgServer } from "../support/pg-server.js";

const T0 = "2026-01-01T00:00:00.000Z";

describe.skipIf(pgSkipReason !== null)("postgres migration 12 (real server)", () => {
  usePgServer();

  it("backfills one sighting per memory and adds the superseded columns", async () => {
    const url = freshDatabase();
    const db = openPgDatabase({ url });
    await migratePg(
      db,
      T0,
      PG_MIGRATIONS.filter((m) => m.version <= 11),
    );
    await db.query("INSERT INTO projects VALUES ('p1', '/r/.git', '/r', 'r', $1, $1)", [T0]);
    const insert = `INSERT INTO memories (id, project, type, title, scope, confidence, source_kind, source_event,
      source_session, source_tool_use, dedupe_key, captured_by, created_at, updated_at)
      VALUES ($1, 'p1', $2, $3, 'project', 0.7, $4, $5, $6, $7, $8, $9, $10, $10)`;
    await db.query(insert, [
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
    ]);
    await db.query(insert, [
      "m_cli000000001",
      "decision",
      "Use pnpm",
      "cli",
      null,
      null,
      null,
      null,
      null,
      T0,
    ]);
    await db.close();

    const store = await openPostgresStore({ url });
    try {
      expect((await store.stats()).schemaVersion).toBe(PG_LATEST_VERSION);
      expect(await store.listSightings("m_hook00000001")).toEqual([
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
      expect((await store.listSightings("m_cli000000001")).map((s) => s.key)).toEqual([
        sightingKey({ kind: "cli", event: null, sessionId: null, toolUseId: null }, null, T0),
      ]);
      expect(await store.getMemory("m_cli000000001")).toMatchObject({
        supersededAt: null,
        supersededReason: null,
      });
      expect((await store.findByDedupeKey("p1", "cmd:mix test"))?.id).toBe("m_hook00000001");
    } finally {
      await store.close();
    }
  });
});
