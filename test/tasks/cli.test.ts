import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cliHarness } from "../support/cli-harness.js";
import { gitRepo } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

let dir: ReturnType<typeof tempDir>;
let repo: string;
let cli: ReturnType<typeof cliHarness>;
const files = () => join(repo, ".cairn", "tasks");

beforeEach(() => {
  dir = tempDir();
  repo = join(dir.path, "repo");
  gitRepo(repo);
  cli = cliHarness(join(dir.path, "home"), repo, { CLAUDE_CODE_SESSION_ID: "sess-cli" });
});
afterEach(async () => {
  await cli.close();
  dir.cleanup();
});

type T = { id: string; status: string; title: string; parentId: string | null; dependencies: string[] };
type W = { board: string; changed: T[]; checkpoint: number | null; velocity?: { completed: number } };

describe("cairn tasks", () => {
  it("plans, schedules and completes work, with a tree view and renderings in .cairn/tasks", async () => {
    const epic = (await cli.json(
      "tasks",
      "add",
      "Ship the importer",
      "--level",
      "epic",
      "--estimate",
      "240",
    )) as W;
    expect(epic.changed[0]).toMatchObject({ id: "t1", status: "PENDING" });
    const d = (await cli.json(
      "tasks",
      "decompose",
      "t1",
      "--child",
      "Parse, then validate",
      "--child",
      "Store rows",
      "--child",
      "Report",
      "--sequential",
      "--estimate",
      "30",
    )) as W;
    expect(d.changed.map((t) => [t.id, t.status])).toEqual([
      ["t1", "IN_PROGRESS"],
      ["t2", "PENDING"],
      ["t3", "PENDING"],
      ["t4", "PENDING"],
    ]);
    expect(d.changed[1]?.title).toBe("Parse, then validate");
    expect(d.changed[3]?.dependencies).toEqual(["t3"]);
    const list = await cli.run("tasks", "list");
    expect(list.stdout).toBe(
      [
        "Board main — 4 tasks: 0 complete, 1 in progress, 0 blocked, 3 pending",
        "▶ t1  Ship the importer  [IN_PROGRESS · epic · est 240 min]",
        "├─ ○ t2  Parse, then validate  [PENDING · story · est 30 min]",
        "├─ ○ t3  Store rows  [PENDING · story · est 30 min] ⟵ t2",
        "└─ ○ t4  Report  [PENDING · story · est 30 min] ⟵ t3",
        "",
      ].join("\n"),
    );
    expect((await cli.run("tasks", "next")).stdout).toMatch(/^○ t2 {2}Parse, then validate/);
    expect((await cli.run("tasks", "start", "t2")).stdout).toBe(
      "Started t2: Parse, then validate (IN_PROGRESS)\n",
    );
    const done = (await cli.json("tasks", "complete", "t2", "--minutes", "25")) as W;
    expect(done.changed[0]).toMatchObject({ status: "COMPLETE" });
    expect(done.velocity).toMatchObject({ completed: 1 });
    const blocked = await cli.run("tasks", "block", "t3", "--reason", "waiting for the schema review");
    expect(blocked.stdout).toMatch(/^Blocked t3/);
    expect((await cli.run("tasks", "show", "t3")).stdout).toContain("waiting for the schema review");
    expect((await cli.run("tasks", "next")).stdout).toMatch(/^Nothing ready: 1 pending wait on/);
    const log = await cli.run("tasks", "log");
    expect(log.stdout).toMatch(/^# Progress log: main/);
    expect(log.stdout).toMatch(
      /## \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ — TASK_COMPLETE\n\n- Task: t2\n- Status: IN_PROGRESS → COMPLETE/,
    );
    expect(log.stdout).toContain("- Session: sess-cli");
    for (const f of [
      "README.md",
      "main/tasks.json",
      "main/progress.md",
      "main/velocity.json",
      "main/project.json",
    ])
      expect(existsSync(join(files(), f)), f).toBe(true);
    const rendered = JSON.parse(readFileSync(join(files(), "main", "tasks.json"), "utf8"));
    expect(rendered.tasks.map((t: { id: string; status: string }) => `${t.id}:${t.status}`)).toEqual([
      "t1:IN_PROGRESS",
      "t2:COMPLETE",
      "t3:BLOCKED",
      "t4:PENDING",
    ]);
    expect(readFileSync(join(files(), "main", "progress.md"), "utf8")).toContain("— TASK_BLOCKED");
  });

  it("checkpoints, exports and imports a board as a project-planner tasks.json", async () => {
    await cli.json("tasks", "add", "one");
    await cli.json("tasks", "add", "two", "--depends", "t1", "--priority", "high");
    const cp = (await cli.json("tasks", "checkpoint")) as { number: number };
    expect(cp.number).toBe(1);
    expect(readdirSync(join(files(), "main", "checkpoints"))).toEqual(["checkpoint-000001.json"]);
    const out = join(dir.path, "plan.json");
    expect((await cli.run("tasks", "export", "--out", out)).stdout).toBe(
      `Exported 2 tasks of board main to ${out}\n`,
    );
    const doc = JSON.parse(readFileSync(out, "utf8"));
    expect(Object.keys(doc)).toEqual(["tasks"]);
    doc.tasks = doc.tasks.map((t: { id: string; dependencies: string[] }) => ({
      ...t,
      id: `R-${t.id}`,
      dependencies: t.dependencies.map((x) => `R-${x}`),
    }));
    writeFileSync(out, JSON.stringify(doc));
    const imp = (await cli.json("tasks", "import", out, "--board", "review")) as {
      imported: number;
      checkpoint: number;
    };
    expect(imp).toMatchObject({ imported: 2, board: "review", checkpoint: 1 });
    const all = (await cli.json("tasks", "list", "--all")) as { board: string; tasks: T[] }[];
    expect(all.map((p) => [p.board, p.tasks.map((t) => t.id)])).toEqual([
      ["main", ["t1", "t2"]],
      ["review", ["R-t1", "R-t2"]],
    ]);
    expect((await cli.run("tasks", "boards")).stdout).toBe(
      `main                 0/2 complete\nreview               0/2 complete\n`,
    );
  });

  it("refuses bad input with one line and exit 2, writes nothing, and logs the refusal", async () => {
    await cli.json("tasks", "add", "one");
    const db = () => statSync(join(dir.path, "home", "cairn.db")).size;
    const tasksBefore = JSON.stringify(await cli.json("tasks", "list"));
    for (const [args, message] of [
      [["tasks", "complete", "t1"], /t1 is PENDING; only a started task .* can be completed/],
      [["tasks", "add", "x", "--level", "saga"], /level: Invalid option/],
      [["tasks", "start", "t1", "--reason", "x"], /tasks start does not take --reason/],
      [["tasks", "frobnicate"], /unknown subcommand "frobnicate"/],
      [["tasks", "block", "t1"], /needs a reason/],
      [["tasks", "complete", "t1", "--minutes", "many"], /--minutes must be an integer/],
      [
        ["tasks", "log", "--event", "TASK_COMPLETE", "--task", "t1"],
        /only LOOP_ITERATION, ERROR or SYNC_TO_<PLATFORM>/,
      ],
    ] as const) {
      const r = await cli.run(...args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stdout).toBe("");
    }
    const missing = await cli.run("tasks", "start", "t9");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no task t9/);
    expect(JSON.stringify(await cli.json("tasks", "list"))).toBe(tasksBefore);
    const errors = (await cli.json("tasks", "log", "--limit", "20")) as { type: string; detail: string }[];
    const refused = errors.filter((e) => e.type === "ERROR").map((e) => e.detail);
    expect(refused).toEqual([
      expect.stringMatching(/^complete t1 refused: t1 is PENDING/),
      expect.stringMatching(/^add refused: task: level/),
      expect.stringMatching(/^block refused: tasks block needs a reason/),
      expect.stringMatching(/^complete refused: --minutes must be an integer/),
      expect.stringMatching(/^log TASK_COMPLETE refused: --event TASK_COMPLETE/),
      expect.stringMatching(/^start t9 refused: no task t9/),
    ]);
    expect(db()).toBeGreaterThan(0);
  });

  it("replaces a board on import only when asked, after a checkpoint that recover --from can return to", async () => {
    await cli.json("tasks", "add", "original");
    const file = join(dir.path, "new.json");
    writeFileSync(file, JSON.stringify({ tasks: [{ id: "N-1", title: "replacement", status: "PENDING" }] }));
    const refused = await cli.run("tasks", "import", file);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/already has 1 tasks; pass --replace/);
    const imp = (await cli.json("tasks", "import", file, "--replace")) as {
      replaced: number;
      checkpoint: number;
    };
    expect(imp).toMatchObject({ imported: 1, replaced: 1, checkpoint: 2 });
    expect(((await cli.json("tasks", "list")) as { tasks: T[] }).tasks.map((t) => t.title)).toEqual([
      "replacement",
    ]);
    const back = (await cli.json(
      "tasks",
      "recover",
      "--board",
      "main",
      "--from",
      "1",
      "--checkpoint-only",
    )) as { restored: number };
    expect(back).toMatchObject({ recovered: true, restored: 1, source: { number: 1, from: "row" } });
    expect(((await cli.json("tasks", "list")) as { tasks: T[] }).tasks.map((t) => t.title)).toEqual([
      "original",
    ]);
  });

  it("appends loop and sync events by hand", async () => {
    await cli.json("tasks", "add", "one");
    expect(
      (await cli.run("tasks", "log", "--event", "SYNC_TO_JIRA", "--task", "t1", "--detail", "PROJ-42"))
        .stdout,
    ).toMatch(/^Logged SYNC_TO_JIRA for t1/);
    await cli.json("tasks", "log", "--event", "LOOP_ITERATION", "--detail", "iteration 3");
    const md = (await cli.run("tasks", "log")).stdout;
    expect(md).toMatch(/— SYNC_TO_JIRA\n\n- Task: t1\n- Status: PENDING → PENDING\n- Detail: PROJ-42/);
    expect(md).toMatch(/— LOOP_ITERATION\n\n- Detail: iteration 3/);
  });

  it("when the database is unreadable, says how to recover; then rebuilds the board from the checkpoint files", async () => {
    await cli.json("tasks", "add", "one");
    await cli.json("tasks", "add", "two");
    await cli.json("tasks", "start", "t1");
    await cli.json("tasks", "checkpoint");
    await cli.close();
    const db = join(dir.path, "home", "cairn.db");
    writeFileSync(db, Buffer.alloc(statSync(db).size, 0x5a));
    for (const ext of ["-wal", "-shm"]) if (existsSync(db + ext)) writeFileSync(db + ext, "");
    cli = cliHarness(join(dir.path, "home"), repo);
    const broken = await cli.run("tasks", "list");
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/cannot be read .* Move it aside .* run `cairn tasks recover`/);
    renameSync(db, `${db}.damaged`);
    cli = cliHarness(join(dir.path, "home"), repo);
    const rec = await cli.run("tasks", "recover");
    expect(rec.stdout).toMatch(
      /^Board main: rebuilt from checkpoint 1 \(file .*checkpoint-000001\.json\): 2 tasks/,
    );
    const list = (await cli.json("tasks", "list")) as { tasks: T[]; problems: string[] };
    expect(list.tasks.map((t) => `${t.id}:${t.status}`)).toEqual(["t1:IN_PROGRESS", "t2:PENDING"]);
    expect(list.problems).toEqual([]);
  });

  it("puts in-progress, blocked and next tasks in the context pack", async () => {
    await cli.json("tasks", "add", "Write the parser", "--estimate", "60");
    await cli.json("tasks", "add", "Deploy");
    await cli.json("tasks", "add", "Document it", "--priority", "high");
    await cli.json("tasks", "start", "t1");
    await cli.json("tasks", "block", "t2", "--reason", "no credentials yet");
    const pack = (await cli.run("context")).stdout;
    // in progress and next join the pack's one Continuity section; blocked stays under Tasks
    expect(pack).toContain(
      "## Continuity\n- Current Task: Write the parser (task t1 IN_PROGRESS, started just now, est 60 min)\n- Next: Document it (task t3, high)",
    );
    expect(pack).toContain("## Tasks (0/3 complete)\n- BLOCKED t2: Deploy — no credentials yet");
    expect(pack).toContain("cairn tasks start|complete|block ID");
  });
});
