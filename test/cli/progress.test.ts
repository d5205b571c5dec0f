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

  it("takes a use case's reports as they are: counts, total and the current step", () => {
    const tty = new FakeTty();
    const bar = progress(ctxWith(tty), { label: "importing", unit: "steps" });
    const report = bar.report; // passed on unbound, as `onProgress: bar.report` would
    report({ done: 0, total: 4, step: "checking the document" });
    report({ done: 2, total: 4, step: "writing a checkpoint" });
    report({ done: 4, total: 4 });
    bar.done();
    expect(tty.text).toContain("0/4 steps | checking the document");
    expect(tty.text).toContain("2/4 steps | writing a checkpoint");
    const none = progress(ctxWith(undefined), { label: "x" });
    none.report({ done: 1, total: 2, step: "y" });
    expect(none.visible).toBe(false);
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

// a board of `n` tasks as a tasks.json document
function tasksDoc(n: number): string {
  const tasks = Array.from({ length: n }, (_, i) => ({
    id: `T${i + 1}`,
    title: `task ${i + 1}`,
    status: "PENDING",
  }));
  return JSON.stringify({ tasks });
}

describe("progress bars in the long commands", () => {
  it("verify, tasks import, export and recover draw a bar on a terminal; stdout is unchanged", async () => {
    const tty = new FakeTty();
    const cli = cliHarness(join(dir.path, "home"), repo, {}, { progress: tty });
    for (let i = 0; i < 3; i++)
      expect((await cli.run("save", "--type", "decision", `Rule ${i}`, "--files", `src/f${i}.ts`)).code).toBe(
        0,
      );
    const verify = await cli.run("verify");
    expect(verify.code).toBe(0);
    expect(tty.text).toContain(" verifying [");
    expect(tty.text).toContain("/3 | looking at files");
    expect(verify.stdout).not.toContain(ESC);

    const doc = join(dir.path, "tasks.json");
    writeFileSync(doc, tasksDoc(25));
    tty.text = "";
    const imported = await cli.run("tasks", "import", doc);
    expect(imported.stdout).toMatch(/^Imported 25 tasks into board main/);
    for (const step of [
      "0/4 steps | checking the document",
      "storing 25 tasks",
      "writing a checkpoint",
      "3/4 steps | rendering .cairn/tasks/main",
    ])
      expect(tty.text).toContain(step);

    tty.text = "";
    const exported = await cli.run("tasks", "export");
    expect(JSON.parse(exported.stdout).tasks).toHaveLength(25);
    expect(tty.text).toContain(" exporting [");
    expect(tty.text).toContain("1/2 steps | writing 25 tasks");

    tty.text = "";
    const recovered = await cli.run("tasks", "recover", "--force");
    expect(recovered.code).toBe(0);
    expect(recovered.stdout).toMatch(/rebuilt from checkpoint/);
    for (const step of [
      "0/6 steps | checking board main",
      "storing 25 tasks",
      "5/6 steps | rendering .cairn/tasks/main",
    ])
      expect(tty.text).toContain(step);
    await cli.close();
  });

  it("clears its line when the command fails, so the error stands alone", async () => {
    const tty = new FakeTty();
    const cli = cliHarness(join(dir.path, "home"), repo, {}, { progress: tty });
    const doc = join(dir.path, "bad.json");
    writeFileSync(doc, JSON.stringify({ tasks: [{ id: "T1", title: "x", status: "NOPE" }] }));
    const r = await cli.run("tasks", "import", doc);
    await cli.close();
    expect(r.code).not.toBe(0);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(tty.text).toContain("checking the document");
    expect(tty.text.endsWith(`${ESC}[1G${ESC}[2K`)).toBe(true);
  });

  it("under --json the same commands draw nothing, even on a terminal", async () => {
    const tty = new FakeTty();
    const cli = cliHarness(join(dir.path, "home"), repo, {}, { progress: tty });
    expect((await cli.run("save", "--type", "decision", "Rule", "--files", "src/f.ts")).code).toBe(0);
    const doc = join(dir.path, "tasks.json");
    writeFileSync(doc, tasksDoc(5));
    tty.text = "";
    JSON.parse((await cli.run("verify", "--json")).stdout);
    expect(JSON.parse((await cli.run("tasks", "import", doc, "--json")).stdout)).toMatchObject({
      imported: 5,
    });
    expect(JSON.parse((await cli.run("tasks", "recover", "--force", "--json")).stdout)).toMatchObject([
      { board: "main", recovered: true },
    ]);
    await cli.close();
    expect(tty.text).toBe("");
  });

  it("the real commands with stderr on a pipe write no bar: stderr stays empty, stdout is the export", async () => {
    const env = { ...process.env, CAIRN_HOME: join(dir.path, "home3"), HOME: join(dir.path, "user-home") };
    const doc = join(dir.path, "tasks.json");
    writeFileSync(doc, tasksDoc(5));
    const imported = await run(process.execPath, [CLI, "tasks", "import", doc], { cwd: repo, env });
    expect(imported.stderr).toBe("");
    const exported = await run(process.execPath, [CLI, "tasks", "export"], { cwd: repo, env });
    expect(exported.stderr).toBe("");
    expect(JSON.parse(exported.stdout).tasks).toHaveLength(5);
    const verify = await run(process.execPath, [CLI, "verify"], { cwd: repo, env });
    expect(verify.stderr).toBe("");
  });
});
