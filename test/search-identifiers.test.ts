/**
 * A query that names a compound identifier (`snake_case`, `camelCase`, `PascalCase`) also finds a memory
 * that names its pieces apart: the index splits an underscore but not a case change, so the identifier
 * alone matches only where it is written the same way. Real SQLite file, keyword-only search through
 * the search use case; a query about nothing the project holds still returns nothing.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveMemory } from "../src/app/memories/save-memory.js";
import { ensureProject } from "../src/app/projects/ensure-project.js";
import { searchMemories } from "../src/app/search/search-memories.js";
import { identifierParts } from "../src/core/recall/search-terms.js";
import { openSqliteStores } from "../src/store/sqlite/stores.js";
import { gitRepo } from "./support/hook-runner.js";
import { tempDir } from "./support/temp.js";

const NOW = new Date("2026-02-03T10:00:00.000Z");
const dir = tempDir("cairn-search-identifiers-");
const stores = openSqliteStores({ path: join(dir.path, "home", "cairn.db") });
let project: string;
const ids: Record<string, string> = {};

const MEMORIES = [
  [
    "target",
    "bug_note",
    "The type checker says the guard can never fail in the detail view",
    "removed the check",
  ],
  [
    "live",
    "bug_note",
    "Detail page reloads twice on mount",
    "the live view subscribes in mount and in params",
  ],
  ["noise1", "verified_command", "type checker run", "passed (exit 0)."],
  ["noise2", "decision", "The type checker runs in CI on every push", ""],
  ["noise3", "bug_note", "The type checker warns about an unmatched return", "matched :ok"],
  ["noise4", "project_fact", "The type checker caches its results in a local folder", ""],
  ["noise5", "todo", "Make the type checker faster in CI", ""],
] as const;

beforeAll(async () => {
  const repo = join(dir.path, "repo");
  gitRepo(repo);
  project = (await ensureProject(stores.store, repo)).id;
  for (const [key, type, title, body] of MEMORIES) {
    const r = await saveMemory(stores.store, { project, type, title, body, source: { kind: "cli" } }, NOW);
    ids[key] = r.memory.id;
  }
});
afterAll(async () => {
  await stores.store.close();
  dir.cleanup();
});

const top = async (query: string, limit = 3) =>
  (await searchMemories(stores.store, { query, project, limit, now: NOW })).map((h) => h.memory.id);

describe("identifier pieces", () => {
  it("splits snake_case and camelCase words, not plain ones", () => {
    expect(identifierParts("checker guard_fail SubagentLive ok")).toEqual([
      "guard",
      "fail",
      "subagent",
      "live",
    ]);
    expect(identifierParts("plain words only, mix.exs and some-kebab")).toEqual([]);
  });

  it("a snake_case query term finds the memory that writes its pieces apart", async () => {
    expect(await top("type checker guard_fail")).toContain(ids.target);
  });

  it("a camelCase query term finds the memory that writes its pieces apart", async () => {
    expect(await top("DetailLive reloads")).toContain(ids.live);
    expect((await top("DetailLive", 5))[0]).toBe(ids.live);
  });

  it("a query about nothing the project holds still finds nothing", async () => {
    expect(await top("zebra_quasar FluxCapacitor")).toEqual([]);
  });
});
