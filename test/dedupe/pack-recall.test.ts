/**
 * A superseded memory leaves what a session is given: the context pack (startSession, what SessionStart
 * injects) and prompt recall (promptRecall, what UserPromptSubmit injects) show the memory that
 * replaced it and never the replaced one; a merged duplicate is shown once. Real SQLite file, a git
 * repository as the project.
 */
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { startSession } from "../../src/app/context/start-session.js";
import { loadConfig } from "../../src/app/env/config.js";
import { saveMemory } from "../../src/app/memories/save-memory.js";
import { ensureProject } from "../../src/app/projects/ensure-project.js";
import { promptRecall } from "../../src/app/recall/prompt-recall.js";
import { openSqliteStores, type SqliteStores } from "../../src/store/sqlite/stores.js";
import { gitRepo } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

let dir: ReturnType<typeof tempDir>;
let stores: SqliteStores;
let repo: string;
let home: string;
beforeEach(() => {
  dir = tempDir("cairn-dedupe-pack-");
  repo = join(dir.path, "repo");
  home = join(dir.path, "home");
  gitRepo(repo);
  stores = openSqliteStores({ path: join(home, "cairn.db") });
});
afterEach(async () => {
  await stores.store.close();
  dir.cleanup();
});

it("the pack and prompt recall show the replacing memory, never the replaced one, and a duplicate once", async () => {
  const project = await ensureProject(stores.store, repo);
  const save = (title: string, opts = {}) =>
    saveMemory(
      stores.store,
      { project: project.id, type: "decision", title, source: { kind: "cli" } },
      new Date(),
      opts,
    );
  const old = await save("The widget exporter writes CSV files with semicolons");
  await save("The widget exporter writes CSV files with semicolons.");
  const next = await save("The widget exporter writes CSV files with commas", {
    supersedes: [old.memory.id],
  });

  const { pack } = await startSession(stores, {
    cwd: repo,
    home,
    env: process.env,
    config: loadConfig(home, process.env),
    spoolDir: join(home, "spool"),
    now: new Date(),
  });
  expect(pack.text).toContain(next.memory.id);
  expect(pack.text).not.toContain(old.memory.id);
  expect(pack.text).not.toContain("semicolons");

  const injected = await promptRecall(stores, {
    cwd: repo,
    sessionId: "s-recall",
    prompt: "How does the widget exporter write CSV files?",
    budget: loadConfig(home)["prompt.budget"],
    now: new Date(),
  });
  expect(injected).toContain("commas");
  expect(injected).not.toContain("semicolons");
});
