/**
 * The Store contract, search part: full-text ranking (BM25 weights, per-project statistics, bounded
 * candidate pools, stemming, FTS syntax as text, superseded memories hidden). Called inside
 * runStoreContract's describe, so every implementation passes it with the same fresh store.
 */
import { expect, it } from "vitest";
import { type NewMemory, newMemorySchema } from "../core/memories/memory.js";
import type { Store } from "./store.js";

const T0 = "2026-01-01T00:00:00.000Z";
const T1 = "2026-01-02T00:00:00.000Z";

function parsed(m: Partial<NewMemory> & Pick<NewMemory, "title">) {
  const p = newMemorySchema.parse({ project: "p1", type: "decision", source: { kind: "cli" }, ...m });
  return { ...p, confidence: p.confidence ?? 0.9 };
}

/** `current` returns the store of the running test (projects p1 and p2 exist). */
export function storeSearchContract(current: () => Store): void {
  it("ranks full-text hits with BM25, title above body, scoped to the project", async () => {
    await current().insertMemory(
      parsed({ title: "Retry logic for webhooks", body: "exponential backoff" }),
      T0,
    );
    await current().insertMemory(parsed({ title: "Logging setup", body: "webhooks are logged at info" }), T0);
    for (const t of ["Unrelated", "Database pool size", "Release checklist", "Feature flags", "CI cache"]) {
      await current().insertMemory(parsed({ title: t, body: "nothing here" }), T0);
    }
    await current().insertMemory(parsed({ title: "webhooks elsewhere", project: "p2" }), T0);
    const hits = await current().searchMemories({ terms: ["webhooks"], project: "p1" });
    expect(hits.map((h) => h.memory.title)).toEqual(["Retry logic for webhooks", "Logging setup"]);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
    expect((await current().searchMemories({ terms: ["webhooks"] })).length).toBe(3);
  });

  it("scores a project with its own statistics: other projects' memories change nothing", async () => {
    for (const t of ["Cache invalidation on deploy", "Deploy checklist", "Flaky cache test"]) {
      await current().insertMemory(parsed({ title: t, body: "see the runbook" }), T0);
    }
    const before = await current().searchMemories({ terms: ["cache", "deploy"], project: "p1" });
    for (let i = 0; i < 40; i++) {
      await current().insertMemory(
        parsed({ project: "p2", title: `cache entry ${i}`, body: "cache cache" }),
        T0,
      );
    }
    const after = await current().searchMemories({ terms: ["cache", "deploy"], project: "p1" });
    expect(after.map((h) => [h.memory.id, h.score])).toEqual(before.map((h) => [h.memory.id, h.score]));
    expect(before.length).toBe(3);
  });

  it("finds the best match among many rows that share a common term", async () => {
    for (let i = 0; i < 1100; i++) {
      await current().insertMemory(parsed({ title: `note ${i} about the build`, body: "build output" }), T0);
    }
    await current().insertMemory(
      parsed({ title: "The build needs ZSTD headers", body: "apt install libzstd-dev" }),
      T1,
    );
    const hits = await current().searchMemories({ terms: ["build", "zstd"], project: "p1", limit: 5 });
    expect(hits[0]?.memory.title).toBe("The build needs ZSTD headers");
    expect(hits.length).toBe(5);
    const only = await current().searchMemories({ terms: ["build"], project: "p1", limit: 5 });
    expect(only.length).toBe(5);
  });

  it("when every term is common, the pool is the newest matching memories", async () => {
    for (let i = 0; i < 1100; i++) {
      await current().insertMemory(parsed({ title: `note ${i} about the build`, body: "build output" }), T0);
    }
    await current().insertMemory(parsed({ title: "Unrelated newest note", body: "nothing" }), T0);
    const hits = await current().searchMemories({ terms: ["build", "output"], project: "p1", limit: 3 });
    expect(hits.map((h) => h.memory.title)).toEqual([
      "note 1099 about the build",
      "note 1098 about the build",
      "note 1097 about the build",
    ]);
  });

  it("stems (porter) and matches file paths", async () => {
    await current().insertMemory(
      parsed({ title: "Tests are running slowly", files: ["src/auth/session-current().ts"] }),
      T0,
    );
    expect((await current().searchMemories({ terms: ["run"], project: "p1" })).length).toBe(1);
    expect((await current().searchMemories({ terms: ["session", "store"], project: "p1" })).length).toBe(1);
    expect(await current().searchMemories({ terms: [], project: "p1" })).toEqual([]);
  });

  it("treats FTS syntax in terms as plain text", async () => {
    await current().insertMemory(parsed({ title: 'He said "NEAR" AND OR' }), T0);
    const hits = await current().searchMemories({ terms: ['"near"', "and", "or*", "(x"], project: "p1" });
    expect(hits.length).toBe(1);
  });

  it("hides superseded memories from search and default lists", async () => {
    const a = await current().insertMemory(parsed({ title: "Use REST for the sync API" }), T0);
    const b = await current().insertMemory(parsed({ title: "Use gRPC for the sync API" }), T1);
    await current().updateMemory(a.id, { supersededBy: b.id }, T1);
    expect(
      (await current().searchMemories({ terms: ["sync"], project: "p1" })).map((h) => h.memory.id),
    ).toEqual([b.id]);
    expect((await current().listMemories({ project: "p1", includeSuperseded: true })).length).toBe(2);
  });
}
