// `cairn migrate` (store/backend/copy-store.ts) stopped after every memory reached the server but
// before the "superseded" links were set: the next run finds every memory already there (skipped) and
// must still set each link, with when and why, so outdated memories do not come back as live. A real
// SQLite file as the source and a real PostgreSQL server as the target.
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { newMemorySchema } from "../../src/core/memories/memory.js";
import { copyStore } from "../../src/store/backend/copy-store.js";
import { openPostgresStore } from "../../src/store/postgres/postgres-store.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import type { Store } from "../../src/store/store.js";
import { freshDatabase, pgSkipReason, usePgServer } from "../support/pg-server.js";
import { tempDir } from "../support/temp.js";

const T0 = "2026-01-01T00:00:00.000Z";
const T1 = "2026-01-02T00:00:00.000Z";

describe.skipIf(pgSkipReason !== null)("an interrupted copy loses no superseded link", () => {
  usePgServer();
  const tmp = tempDir("cairn-copy-relink-");
  const opened: Store[] = [];
  afterAll(async () => {
    await Promise.allSettled(opened.map((s) => s.close()));
    tmp.cleanup();
  });

  it("a second run sets every link the first did not reach", async () => {
    const from = openSqliteStore({ path: join(tmp.path, "cairn.db") });
    const to = await openPostgresStore({ url: freshDatabase() });
    opened.push(from, to);
    await from.upsertProject({ id: "p1", identity: "github.com/acme/shop", root: "/r", name: "shop" }, T0);
    const save = (title: string) =>
      from.insertMemory(
        {
          ...newMemorySchema.parse({ project: "p1", type: "decision", title, source: { kind: "cli" } }),
          confidence: 0.9,
        },
        T0,
      );
    const pairs = [];
    for (let i = 0; i < 5; i++) {
      const old = await save(`Deploys go through the staging cluster, round ${i}`);
      const now = await save(`Deploys go straight to production behind a flag, round ${i}`);
      await from.updateMemory(
        old.id,
        { supersededBy: now.id, supersededAt: T1, supersededReason: "replaced by hand (cli)" },
        T1,
      );
      pairs.push({ old: old.id, now: now.id });
    }
    const total = (await from.listMemories({ project: "p1", includeSuperseded: true })).length;
    expect(total).toBe(10);

    // stopped as the last memory arrives: every memory is on the server, no link is set yet
    let copied = 0;
    await expect(
      copyStore(from, to, {
        onMemoryCopied: async () => {
          if (++copied === total) throw new Error("killed");
        },
      }),
    ).rejects.toThrow("killed");
    for (const p of pairs) expect((await to.getMemory(p.old))?.supersededBy).toBeNull();

    const again = await copyStore(from, to);
    expect(again.memories).toBe(0); // nothing new to copy: every memory was skipped
    for (const p of pairs) {
      const m = await to.getMemory(p.old);
      expect(m?.supersededBy).toBe(p.now);
      expect(m?.supersededAt).toBe(T1);
      expect(m?.supersededReason).toBe("replaced by hand (cli)");
    }
  });
});
