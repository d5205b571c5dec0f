// Current code beats memory at pack time, for memory lines: a verified command whose script is gone and a
// fact naming a project path that no longer exists are left out of the pack, checked against a real
// project (a git work tree) and a real SQLite store; reading never writes.
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildContext } from "../../src/app/context/build-context.js";
import { commandGone, missingPaths } from "../../src/app/context/memory-tree-check.js";
import { loadConfig } from "../../src/app/env/config.js";
import { resolveProject } from "../../src/app/env/project.js";
import { saveMemory } from "../../src/app/memories/save-memory.js";
import type { MemoryType } from "../../src/core/memories/memory.js";
import type { SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { sqliteStores } from "../../src/store/sqlite/stores.js";
import { commitAll, gitInit, storeFor, write } from "../notes/fixture.js";
import { tempDir } from "../support/temp.js";

let dir: { path: string; cleanup: () => void };
let root: string;

beforeEach(() => {
  dir = tempDir("cairn-memory-tree-");
  root = join(dir.path, "repo");
  gitInit(root);
  for (const f of ["scripts/seed.ts", "scripts/sync_logs.py", "tools/check.sh", "src/pay/charge.py"])
    write(root, f, `${f}\n`);
  write(root, "package.json", JSON.stringify({ scripts: { test: "vitest", seed: "tsx scripts/seed.ts" } }));
  write(root, "web/package.json", JSON.stringify({ scripts: { build: "next build" } }));
  commitAll(root, "init");
});
afterEach(() => dir.cleanup());

describe("commandGone", () => {
  it("is true when the script a command runs, or the package script it names, is gone", () => {
    rmSync(join(root, "scripts/sync_logs.py"));
    expect(commandGone("python scripts/sync_logs.py --all", root)).toBe(true);
    expect(commandGone("npx tsx scripts/seed.ts", root)).toBe(false);
    expect(commandGone("node scripts/missing.mjs", root)).toBe(true);
    expect(commandGone("./tools/check.sh && echo ok", root)).toBe(false);
    expect(commandGone("./tools/gone.sh", root)).toBe(true);
    expect(commandGone("npm run seed", root)).toBe(false);
    expect(commandGone("npm run lint", root)).toBe(true);
    expect(commandGone("cd web && pnpm run build", root)).toBe(false);
    expect(commandGone("cd web && pnpm run seed", root)).toBe(true);
  });

  it("judges nothing it cannot see: other programs, paths outside the project, no package.json", () => {
    expect(commandGone("mix test", root)).toBe(false);
    expect(commandGone("python /opt/tools/x.py", root)).toBe(false);
    expect(commandGone("bash ../elsewhere/x.sh", root)).toBe(false);
    expect(commandGone("cd docs && npm run build", root)).toBe(false); // no docs/ here
    expect(commandGone("python -c 'print(1)'", root)).toBe(false);
  });
});

describe("missingPaths", () => {
  it("names a path rooted at a project directory that is gone, not one relative to elsewhere", () => {
    expect(missingPaths("Retries live in src/pay/retry.py and src/pay/charge.py", root)).toEqual([
      "src/pay/retry.py",
    ]);
    expect(missingPaths("see waiting_summary/slice_builder.ex", root)).toEqual([]);
  });
});

describe("the context pack", () => {
  let store: SqliteStore;
  beforeEach(async () => {
    ({ store } = await storeFor(join(dir.path, "home"), root));
  });
  afterEach(async () => store.close());

  it("leaves out what the tree shows untrue and keeps the rest, without writing anything", async () => {
    const p = resolveProject(root);
    const save = (type: MemoryType, title: string) =>
      saveMemory(store, { project: p.id, type, title, source: { kind: "cli" } }, new Date());
    await save("verified_command", "python scripts/sync_logs.py");
    await save("verified_command", "npm run seed");
    await save("verified_command", "npm run e2e");
    await save("project_fact", "Charges are retried by src/pay/retry.py");
    await save("project_fact", "Charges go through src/pay/charge.py");
    await save("project_fact", "src/pay/legacy.py was deleted in favour of charge.py");
    rmSync(join(root, "scripts/sync_logs.py"));
    writeFileSync(join(root, "package.json"), JSON.stringify({ scripts: { seed: "tsx scripts/seed.ts" } }));
    const before = readdirSync(root).sort();
    const pack = await buildContext(sqliteStores(store), {
      project: p,
      home: join(dir.path, "home"),
      env: process.env,
      config: loadConfig(join(dir.path, "home"), process.env),
    });
    expect(pack.text).toContain("`npm run seed`");
    expect(pack.text).toContain("Charges go through src/pay/charge.py");
    expect(pack.text).toContain("src/pay/legacy.py was deleted");
    expect(pack.text).not.toContain("sync_logs.py");
    expect(pack.text).not.toContain("npm run e2e");
    expect(pack.text).not.toContain("retry.py");
    expect(readdirSync(root).sort()).toEqual(before);
  });
});
