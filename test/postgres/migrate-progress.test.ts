// `cairn migrate` draws the CLI's progress bar (src/cli/progress.ts) on a terminal stream and nothing
// under --json; in-process CLI against a real SQLite file and a real PostgreSQL server.
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cliHarness } from "../support/cli-harness.js";
import { FakeTty } from "../support/fake-tty.js";
import { gitRepo } from "../support/hook-runner.js";
import { freshDatabase, pgSkipReason, usePgServer } from "../support/pg-server.js";
import { tempDir } from "../support/temp.js";

describe.skipIf(pgSkipReason !== null)("cairn migrate progress", () => {
  usePgServer();
  const dir = tempDir("cairn-migrate-bar-");
  afterAll(() => dir.cleanup());

  it("draws a bar over memories, then task events, on a terminal, and nothing with --json", async () => {
    const repo = join(dir.path, "repo");
    gitRepo(repo);
    const tty = new FakeTty();
    const cli = cliHarness(join(dir.path, "home"), repo, {}, { progress: tty });
    for (let i = 0; i < 4; i++)
      expect((await cli.run("save", "--type", "decision", `Rule ${i}`)).code).toBe(0);
    expect((await cli.run("tasks", "add", "Write the migration")).code).toBe(0);
    const r = await cli.run("migrate", "--to", "postgres", "--url", freshDatabase());
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Copied into postgres:\/\/.* 4 memories/);
    expect(tty.text).toContain(" copying [");
    expect(tty.text).toMatch(/\d\/4 memories/);
    expect(tty.text).toMatch(/1\/1 task events/); // then the task log, on a bar of its own
    expect(r.stderr).toBe("");

    tty.text = "";
    const json = await cli.run("migrate", "--to", "postgres", "--url", freshDatabase(), "--json");
    expect(JSON.parse(json.stdout)).toMatchObject({ to: "postgres" });
    expect(tty.text).toBe("");
    await cli.close();
  });
});
