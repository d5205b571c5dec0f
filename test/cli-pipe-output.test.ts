/**
 * A large output through a pipe whose reader is slow: the built CLI must deliver all of it before it
 * exits (Node queues what a full pipe does not take; process.exit would drop it). Real SQLite file,
 * the built CLI as a child process, a git repository as the project.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { saveMemory } from "../src/app/memories/save-memory.js";
import { ensureProject } from "../src/app/projects/ensure-project.js";
import { openSqliteStores } from "../src/store/sqlite/stores.js";
import { gitRepo, hookEnv, ROOT } from "./support/hook-runner.js";
import { tempDir } from "./support/temp.js";

let dir: ReturnType<typeof tempDir>;
let repo: string;
let home: string;
beforeEach(() => {
  dir = tempDir("cairn-pipe-");
  repo = join(dir.path, "repo");
  home = join(dir.path, "home");
  gitRepo(repo);
});
afterEach(() => dir.cleanup());

/** Runs the CLI with stdout on a pipe nobody reads for `pauseMs`, then reads it to the end. */
function runSlowReader(args: string[], pauseMs: number): Promise<{ code: number | null; stdout: string }> {
  const child = spawn(process.execPath, [join(ROOT, "plugin/dist/cli.mjs"), ...args], {
    cwd: repo,
    env: hookEnv(home),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pause();
  const chunks: Buffer[] = [];
  child.stdout.on("data", (c: Buffer) => chunks.push(c));
  setTimeout(() => child.stdout.resume(), pauseMs);
  return new Promise((done) =>
    child.on("close", (code) => done({ code, stdout: Buffer.concat(chunks).toString("utf8") })),
  );
}

it("writes all of a 400 KB `cairn list --json` to a slow pipe before exiting", async () => {
  const stores = openSqliteStores({ path: join(home, "cairn.db") });
  try {
    const project = await ensureProject(stores.store, repo);
    for (let i = 0; i < 300; i++)
      await saveMemory(
        stores.store,
        {
          project: project.id,
          type: "project_fact",
          title: `Billing export ${i}: the nightly job writes one CSV per region`,
          body: `Region ${i} ${"rows are grouped by invoice and currency; ".repeat(30)}`,
          source: { kind: "cli" },
        },
        new Date(),
      );
  } finally {
    await stores.store.close();
  }
  const { code, stdout } = await runSlowReader(["list", "--limit", "1000", "--json"], 800);
  expect(code).toBe(0);
  expect(stdout.length).toBeGreaterThan(256 * 1024);
  const listed = JSON.parse(stdout) as unknown[];
  expect(listed).toHaveLength(300);
});
