// `cairn observe|plans|worktree` in-process against a real SQLite file, a real git repository and
// real files: scopes land in the right files, the store index follows, reflection backs up and
// undoes, search covers observations (also --all), migration splits, plans and worktrees work.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cliHarness } from "../support/cli-harness.js";
import { gitRepo } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

let tmp: { path: string; cleanup: () => void };
let proj: string;
let home: string;
let cli: ReturnType<typeof cliHarness>;

const committed = () => readFileSync(join(proj, ".cairn", "observations.md"), "utf8");
const local = () => readFileSync(join(proj, ".cairn", "local", "observations.md"), "utf8");

beforeEach(() => {
  tmp = tempDir("cairn-obs-cli-");
  proj = join(tmp.path, "proj");
  home = join(tmp.path, "home");
  mkdirSync(proj);
  gitRepo(proj);
  cli = cliHarness(home, proj);
});
afterEach(async () => {
  await cli.close();
  tmp.cleanup();
});

const INPUT = `## Committed
Date: 2026-02-11
- [P1] (14:30) Decided to use PostgreSQL over SQLite for production
  - [P2] (14:30) Rationale: concurrent writes from several services
- [P1] (15:30) API launch deadline is March 15th. {ref: 2026-03-15}
## Local
Date: 2026-02-11
- [P2] (15:45) Sprint review moved. {rel: "next Wednesday"}
- [P3] (15:50) API key is sk-ant-api03-${"a".repeat(90)} for the staging box
## Global
Date: 2026-02-11
- [P1] (16:00) User prefers TypeScript with strict mode
Current Task: Implementing the migration system
Suggested Next: Continue with the migration CLI in src/cli/migrate.ts
`;

describe("cairn observe add / show", () => {
  it("routes sections to scopes, keeps continuity local, resolves dates, redacts, skips duplicates", async () => {
    const r = (await cli.json("observe", "add", "--text", INPUT)) as {
      added: Record<string, number>;
      skipped: number;
    };
    expect(r.added).toEqual({ committed: 3, local: 2, global: 1 });
    expect(committed()).toBe(
      "Date: 2026-02-11\n- [P1] (14:30) Decided to use PostgreSQL over SQLite for production\n  - [P2] (14:30) Rationale: concurrent writes from several services\n- [P1] (15:30) API launch deadline is March 15th. {ref: 2026-03-15}\n",
    );
    expect(local()).toContain('- [P2] (15:45) Sprint review moved. {rel: 2026-02-18 from "next Wednesday"}');
    expect(local()).not.toContain("sk-ant-api03");
    expect(local()).toMatch(
      /Current Task: Implementing the migration system\nSuggested Next: Continue with the migration CLI in src\/cli\/migrate.ts\n$/,
    );
    expect(readFileSync(join(home, "observations.md"), "utf8")).toContain(
      "User prefers TypeScript with strict mode",
    );
    expect(committed()).not.toContain("Current Task");
    const again = (await cli.json("observe", "add", "--text", INPUT)) as {
      added: Record<string, number>;
      skipped: number;
    };
    expect(again.added).toEqual({ committed: 0, local: 0, global: 0 });
    expect(again.skipped).toBe(5);
    // git sees the committed file, never the local one
    const status = execFileSync("git", ["status", "--porcelain", "--untracked-files=all"], {
      cwd: proj,
      encoding: "utf8",
    });
    expect(status).toContain(".cairn/observations.md");
    expect(status).not.toContain(".cairn/local");
    const shown = (await cli.json("observe", "show", "--scope", "local")) as { local: { task: string } };
    expect(shown.local.task).toBe("Implementing the migration system");
    // free text is one P2 observation a line
    expect((await cli.run("observe", "add", "--text", "just prose")).code).toBe(0);
    expect(local()).toMatch(/- \[P2\] \(\d\d:\d\d\) just prose\n/);
  });

  it("indexes observations as typed memories, and search finds them in this project, globally and with --all", async () => {
    await cli.json("observe", "add", "--text", INPUT);
    const list = (await cli.json("list")) as Array<{
      type: string;
      title: string;
      tags: string[];
      scope: string;
      confidence: number;
    }>;
    const pg = list.find((m) => m.title.startsWith("Decided to use PostgreSQL"));
    expect(pg).toMatchObject({ type: "decision", scope: "project", confidence: 0.9 });
    expect(pg?.tags).toEqual(expect.arrayContaining(["observation", "p1", "committed"]));
    expect(list.find((m) => m.title.startsWith("Sprint review"))?.scope).toBe("local");
    const hits = (await cli.json("observe", "search", "typescript")) as Array<{
      title: string;
      project: string;
    }>;
    expect(hits[0]?.title).toBe("User prefers TypeScript with strict mode");
    expect(hits[0]?.project).toBe("(global observations)");
    const all = (await cli.json("search", "--all", "postgresql")) as Array<{ title: string }>;
    expect(all.some((h) => h.title.includes("PostgreSQL"))).toBe(true);
    // another project sees global observations and (with --all) this one's
    const other = join(tmp.path, "other");
    mkdirSync(other);
    gitRepo(other);
    const cli2 = cliHarness(home, other);
    expect(((await cli2.json("observe", "search", "postgresql")) as unknown[]).length).toBe(0);
    expect(((await cli2.json("observe", "search", "postgresql", "--all")) as unknown[]).length).toBe(1);
    expect(((await cli2.json("observe", "search", "typescript")) as unknown[]).length).toBe(1);
    // providers read $CAIRN_HOME from the environment, as the hooks and the CLI bundle set it
    const saved = process.env.CAIRN_HOME;
    process.env.CAIRN_HOME = home;
    const context = (await cli2.run("context")).stdout;
    if (saved === undefined) delete process.env.CAIRN_HOME;
    else process.env.CAIRN_HOME = saved;
    expect(context).toContain("User prefers TypeScript with strict mode");
    await cli2.close();
  });
});

describe("cairn observe reflect / undo", () => {
  it("backs up, replaces, re-indexes, keeps continuity, and undo restores", async () => {
    await cli.json("observe", "add", "--text", INPUT);
    const before = local();
    const r = (await cli.json(
      "observe",
      "reflect",
      "--scope",
      "local",
      "--text",
      "Date: 2026-02-11\n- [P2] (15:45) Sprint review moved to Wednesday the 18th\n",
    )) as {
      backup: string;
      before: { observations: number };
      after: { observations: number };
    };
    expect(r.before.observations).toBe(2);
    expect(r.after.observations).toBe(1);
    expect(readFileSync(r.backup, "utf8")).toBe(before);
    expect(local()).toContain("Current Task: Implementing the migration system");
    const titles = ((await cli.json("list")) as Array<{ title: string }>).map((m) => m.title);
    expect(titles).toContain("Sprint review moved to Wednesday the 18th");
    expect(titles).not.toContain("Sprint review moved.");
    expect((await cli.run("observe", "reflect", "--scope", "local", "--text", "oops")).code).toBe(2);
    await cli.json("observe", "undo", "--scope", "local");
    expect(local()).toBe(before);
    expect((await cli.run("observe", "undo", "--scope", "local")).code).toBe(1);
  });
});

describe("cairn observe status / migrate / init / diff / pr", () => {
  it("status reports sizes, continuity and plans", async () => {
    await cli.json("observe", "add", "--text", INPUT);
    mkdirSync(join(proj, ".cairn", "plans"), { recursive: true });
    writeFileSync(join(proj, ".cairn", "plans", "main.md"), "# Plan\n- [x] a\n- [ ] b\n");
    const s = (await cli.json("observe", "status")) as {
      files: { committed: { observations: number; p1: number } };
      currentTask: string;
      plans: Array<{ branch: string; percent: number }>;
      settings: { observationThreshold: number };
    };
    expect(s.files.committed).toMatchObject({ observations: 3, p1: 2 });
    expect(s.currentTask).toBe("Implementing the migration system");
    expect(s.plans).toMatchObject([{ branch: "main", percent: 50 }]);
    expect(s.settings.observationThreshold).toBe(30000);
  });

  it("migrates cc-observational-memory files and splits an unsplit file by scope", async () => {
    mkdirSync(join(proj, ".claude", "plans"), { recursive: true });
    writeFileSync(
      join(proj, ".claude", "observations.md"),
      "Date: 2026-01-05\n- [P1] (09:00) The API is REST\n",
    );
    writeFileSync(
      join(proj, ".claude", "observations.local.md"),
      "Date: 2026-01-05\n- [P2] (09:10) Debugging the cursor\n\nCurrent Task: cursor bug\n",
    );
    writeFileSync(join(proj, ".claude", "plans", "feature-x.md"), "- [ ] one\n");
    const dry = (await cli.json("observe", "migrate", "--dry-run")) as { added: Record<string, number> };
    expect(dry.added).toEqual({ committed: 1, local: 1, global: 0 });
    expect(existsSync(join(proj, ".cairn", "observations.md"))).toBe(false);
    const r = (await cli.json("observe", "migrate")) as { plans: string[] };
    expect(r.plans).toEqual(["feature-x"]);
    expect(committed()).toContain("The API is REST");
    expect(local()).toContain("Current Task: cursor bug");
    writeFileSync(
      join(tmp.path, "mixed.md"),
      "Date: 2026-01-06\n- [P1] Currently working on the parser\n- [P1] User prefers tabs in all projects\n- [P2] Builds use esbuild\n",
    );
    const mixed = (await cli.json("observe", "migrate", "--from", join(tmp.path, "mixed.md"))) as {
      added: Record<string, number>;
    };
    expect(mixed.added).toEqual({ committed: 1, local: 1, global: 1 });
  });

  it("init, diff and pr print git material and what to do", async () => {
    writeFileSync(join(proj, "a.txt"), "a\n");
    execFileSync("git", ["-C", proj, "add", "."]);
    execFileSync("git", [
      "-C",
      proj,
      "-c",
      "user.name=t",
      "-c",
      "user.email=t@t",
      "commit",
      "-qm",
      "Add a.txt",
    ]);
    expect((await cli.run("observe", "init")).stdout).toMatch(
      /Add a\.txt[\s\S]*observe add --scope committed/,
    );
    writeFileSync(join(proj, "a.txt"), "b\n");
    expect((await cli.run("observe", "diff")).stdout).toMatch(/a\.txt[\s\S]*intent/);
    const pr = (await cli.json("observe", "pr", "--base", "HEAD~1")) as { digest: string; task: string };
    expect(pr.digest).toContain("Add a.txt");
    expect(pr.task).toContain("pull request");
  });
});

describe("cairn plans / worktree", () => {
  it("lists, shows and clears completed plans", async () => {
    const dir = join(proj, ".cairn", "plans");
    mkdirSync(join(dir, "feature"), { recursive: true });
    writeFileSync(join(dir, "feature", "login.md"), "# Login\n- [x] form\n- [ ] tests\n");
    writeFileSync(join(dir, "done.md"), "# Done\n- [x] all\n");
    const list = (await cli.json("plans", "list")) as Array<{
      branch: string;
      percent: number;
      complete: boolean;
    }>;
    expect(list.map((p) => [p.branch, p.percent, p.complete])).toEqual([
      ["done", 100, true],
      ["feature/login", 50, false],
    ]);
    expect(((await cli.json("plans", "show", "feature/login")) as { nextItem: string }).nextItem).toBe(
      "tests",
    );
    expect(await cli.json("plans", "clear")).toEqual(["done"]);
    expect(existsSync(join(dir, "done.md"))).toBe(false);
    expect((await cli.run("plans", "show", "nope")).code).toBe(1);
  });

  it("worktree init copies the main checkout's observations; merge brings new ones back without duplicates", async () => {
    await cli.json("observe", "add", "--text", INPUT);
    const wt = join(tmp.path, "wt");
    execFileSync("git", ["-C", proj, "worktree", "add", "-q", "-b", "feature", wt]);
    const w = cliHarness(home, wt);
    const init = (await w.json("worktree", "init")) as { added: { committed: number; local: number } };
    expect(init.added).toEqual({ committed: 3, local: 2 });
    expect(readFileSync(join(wt, ".cairn", "local", "observations.md"), "utf8")).toContain(
      "Current Task: Implementing the migration system",
    );
    await w.json(
      "observe",
      "add",
      "--scope",
      "committed",
      "--text",
      "Date: 2026-02-12\n- [P1] (10:00) Feature flags live in config/flags.ts\n- [P1] (10:01) Decided to use PostgreSQL over SQLite for production\n",
    );
    const merged = (await w.json("worktree", "merge")) as { added: { committed: number; local: number } };
    expect(merged.added).toEqual({ committed: 1, local: 0 });
    expect(committed()).toContain("Feature flags live in config/flags.ts");
    expect(committed().match(/PostgreSQL/g)).toHaveLength(1);
    expect(((await w.json("worktree", "merge")) as { added: { committed: number } }).added.committed).toBe(0);
    expect((await cli.run("worktree", "init")).code).toBe(2); // the main checkout is not a linked worktree
    await w.close();
  });
});
