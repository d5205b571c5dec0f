import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CliContext } from "../../src/cli/context.js";
import { progress } from "../../src/cli/progress.js";
import { cliHarness } from "../support/cli-harness.js";
import { FakeTty } from "../support/fake-tty.js";
import { CLI, gitRepo } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

const run = promisify(execFile);
const ESC = "\x1b";

function ctxWith(tty: FakeTty | undefined, env: NodeJS.ProcessEnv = {}): CliContext {
  return { io: { stdout() {}, stderr() {}, isTTY: false, progress: tty }, env } as unknown as CliContext;
}

describe("progress()", () => {
  it("draws label, counts and unit on the terminal stream and clears the line when done", () => {
    const tty = new FakeTty();
    const bar = progress(ctxWith(tty), { label: "verifying", unit: "memories", total: 4 });
    expect(bar.visible).toBe(true);
    bar.tick();
    bar.tick(3);
    bar.done();
    bar.done(); // a second call is harmless
    expect(tty.text).toContain(" verifying [");
    expect(tty.text).toContain("4/4 memories");
    // clearOnComplete: the last thing written goes to column 1 and erases the bar's line
    expect(tty.text.endsWith(`${ESC}[1G${ESC}[2K`)).toBe(true);
  });

  it("starts once the total is known, and follows a total that changes", () => {
    const tty = new FakeTty();
    const bar = progress(ctxWith(tty), { label: "copying", unit: "rows" });
    bar.tick(5);
    expect(tty.text).toBe("");
    bar.update(5, 10);
    expect(tty.text).toContain("5/10 rows");
    bar.update(12, 20);
    bar.done();
    expect(tty.text).toContain("12/20 rows");
  });

  it("draws nothing under --json, without a terminal stream, or with TERM=dumb", () => {
    for (const [tty, env, json] of [
      [new FakeTty(), {}, true],
      [undefined, {}, false],
      [new FakeTty(), { TERM: "dumb" }, false],
    ] as const) {
      const bar = progress(ctxWith(tty, env), { label: "x", total: 3, json });
      bar.tick(3);
      bar.done();
      expect(bar.visible).toBe(false);
      expect(tty?.text ?? "").toBe("");
    }
  });

  it("never draws when no work was counted (a total of 0)", () => {
    const tty = new FakeTty();
    const bar = progress(ctxWith(tty), { label: "x", total: 0 });
    bar.done();
    expect(tty.text).toBe("");
  });
});

// a transcript large enough (≈ 0.3 MB) for import's MB bar to have a total above 0
function bigTranscript(root: string): void {
  const p = join(root, "-gone-project");
  mkdirSync(p, { recursive: true });
  const lines: string[] = [];
  for (let i = 0; i < 1500; i++)
    lines.push(
      JSON.stringify({
        type: "user",
        sessionId: "0b8c3f7e-1111-4a2b-9c3d-000000000001",
        cwd: "/gone/project",
        uuid: `u${i}`,
        timestamp: new Date(Date.UTC(2026, 2, 1, 10, 0, i)).toISOString(),
        message: { role: "user", content: `prompt ${i} ${"about the exporter and its batches ".repeat(5)}` },
      }),
    );
  writeFileSync(join(p, "0b8c3f7e-1111-4a2b-9c3d-000000000001.jsonl"), `${lines.join("\n")}\n`);
}

let dir: ReturnType<typeof tempDir>;
let repo: string;
beforeEach(() => {
  dir = tempDir();
  repo = join(dir.path, "repo");
  gitRepo(repo);
  bigTranscript(join(dir.path, "projects"));
});
afterEach(() => dir.cleanup());

describe("progress bars in commands", () => {
  it("import draws its bar on the terminal stream; stdout keeps the plain summary", async () => {
    const tty = new FakeTty();
    const cli = cliHarness(join(dir.path, "home"), repo, {}, { progress: tty });
    const r = await cli.run("import", join(dir.path, "projects"));
    await cli.close();
    expect(r.code).toBe(0);
    expect(tty.text).toContain(" importing [");
    expect(tty.text).toMatch(/\d+(\.\d)?\/0\.\d MB \| 1 files/);
    expect(r.stdout).toMatch(/^Imported 1 session/);
    expect(r.stdout).not.toContain(ESC);
    expect(r.stderr).toBe("");
  });

  it("import --json draws nothing even on a terminal: stdout is exactly the JSON", async () => {
    const tty = new FakeTty();
    const cli = cliHarness(join(dir.path, "home"), repo, {}, { progress: tty });
    const r = await cli.run("import", join(dir.path, "projects"), "--json");
    await cli.close();
    expect(tty.text).toBe("");
    expect(JSON.parse(r.stdout)).toMatchObject({ sessions: 1, files: 1 });
  });

  it("the real command with stderr on a pipe (not a TTY) writes no bar", async () => {
    const home = join(dir.path, "home2");
    const r = await run(process.execPath, [CLI, "import", join(dir.path, "projects")], {
      cwd: repo,
      env: { ...process.env, CAIRN_HOME: home, HOME: join(dir.path, "user-home") },
    });
    expect(r.stderr).toBe("");
    expect(r.stdout).toMatch(/^Imported 1 session/);
  });
});
