// What a new user hits first: option values that start with a dash, free-text observations, the pin
// marker, terminal control sequences in stored text. In-process CLI (cliHarness) against a real
// SQLite file, and the real bundle where the process's own stdout matters.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { joinDashValues } from "../src/cli/run-cli.js";
import { terminalSafe } from "../src/cli/terminal-text.js";
import { cliHarness } from "./support/cli-harness.js";
import { CLI, gitRepo, HOOK, hookEnv } from "./support/hook-runner.js";
import { tempDir } from "./support/temp.js";

let dir: ReturnType<typeof tempDir>;
let repo: string;
let cli: ReturnType<typeof cliHarness>;
beforeEach(() => {
  dir = tempDir("cairn-rough-");
  repo = join(dir.path, "repo");
  gitRepo(repo);
  cli = cliHarness(join(dir.path, "home"), repo);
});
afterEach(async () => {
  await cli.close();
  dir.cleanup();
});

describe("option values starting with a dash", () => {
  it("are joined to their option unless they are an option themselves", () => {
    const options = { text: { type: "string" as const }, json: { type: "boolean" as const } };
    expect(joinDashValues(["add", "--text", "- [P1] x", "--json"], options)).toEqual([
      "add",
      "--text=- [P1] x",
      "--json",
    ]);
    expect(joinDashValues(["--text", "--json"], options)).toEqual(["--text", "--json"]);
    expect(joinDashValues(["--text", "plain"], options)).toEqual(["--text", "plain"]);
  });
});

describe("cairn observe add", () => {
  it("takes the line format and free text, one P2 observation a line", async () => {
    const line = await cli.run("observe", "add", "--text", "- [P1] (14:30) The API needs Node 22");
    expect(line.stderr).toBe("");
    expect(line.code).toBe(0);
    const free = await cli.run("observe", "add", "--text", "the tests need a running postgres\n- and redis");
    expect(free.stderr).toBe("");
    expect(free.stdout).toContain("Recorded 2 observations");
    const file = readFileSync(join(repo, ".cairn", "local", "observations.md"), "utf8");
    expect(file).toMatch(/- \[P1\] \(14:30\) The API needs Node 22/);
    expect(file).toMatch(/- \[P2\] \(\d\d:\d\d\) the tests need a running postgres/);
    expect(file).toMatch(/- \[P2\] \(\d\d:\d\d\) and redis/);
  });

  it("shows an example in --help", async () => {
    const help = await cli.run("observe", "--help");
    expect(help.stdout).toContain('cairn observe add --text "- [P1]');
  });
});

describe("cairn pin", () => {
  it("marks a pinned item in the context pack and first in its section", async () => {
    const older = (await cli.json("save", "--type", "todo", "Rotate the staging keys")) as { id: string };
    await cli.json("save", "--type", "todo", "Write the migration guide");
    expect((await cli.run("pin", older.id)).code).toBe(0);
    const pack = (await cli.run("context")).stdout;
    // open todos lead the pack inside the one Continuity section
    const todos = pack.slice(pack.indexOf("## Continuity"));
    expect(todos).toContain(`Rotate the staging keys (${older.id}, pinned,`);
    expect(todos.indexOf("Rotate the staging keys")).toBeLessThan(todos.indexOf("Write the migration guide"));
    expect((await cli.run("pin", "--help")).stdout).not.toContain("always first");
  });
});

describe("terminal control sequences in stored text", () => {
  it("are printed escaped by list and show, and --json stays parseable", () => {
    const env = hookEnv(join(dir.path, "home"));
    const cairn = (...args: string[]) =>
      spawnSync(process.execPath, [CLI, ...args], { cwd: repo, env, encoding: "utf8" });
    const title = "Deploy \u001b]0;owned\u0007\u001b[2Jnow\rX \u009b31m";
    const saved = JSON.parse(cairn("save", "--type", "project_fact", title, "--json").stdout) as {
      id: string;
    };
    for (const out of [cairn("list").stdout, cairn("show", saved.id).stdout]) {
      expect(out).toContain("Deploy \\u001b]0;owned\\u0007\\u001b[2Jnow\\rX \\u009b31m");
      for (const raw of ["\u001b", "\u0007", "\r", "\u009b"]) expect(out).not.toContain(raw);
    }
    const json = JSON.parse(cairn("show", saved.id, "--json").stdout) as { title: string };
    expect(json.title).toBe(title);
  });

  it("keep the CLI's own bold and dim", () => {
    expect(terminalSafe("\u001b[1mbold\u001b[22m \u001b[2mdim\u001b[22m")).toBe(
      "\u001b[1mbold\u001b[22m \u001b[2mdim\u001b[22m",
    );
    expect(terminalSafe("\u001b[8mhidden")).toBe("\\u001b[8mhidden");
  });
});

describe("a bad CAIRN_HOME or a damaged database", () => {
  const cairn = (home: string, ...args: string[]) =>
    spawnSync(process.execPath, [CLI, ...args], {
      cwd: repo,
      env: hookEnv(home),
      encoding: "utf8",
      timeout: 20_000,
    });

  it("a file, or a path that cannot be created: one line with the remedy, no stack, no endless mkdir", () => {
    const file = join(dir.path, "a-file");
    writeFileSync(file, "x");
    for (const [home, want] of [
      [file, `cairn: ${file} is not a directory: set CAIRN_HOME to a directory`],
      [
        "/proc/cairn-test/x",
        "cairn: cannot create /proc/cairn-test (ENOENT): set CAIRN_HOME to a writable directory",
      ],
    ] as const) {
      const r = cairn(home, "list");
      expect(r.error).toBeUndefined(); // not killed by the timeout
      expect(r.status).toBe(1);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toContain(want);
      const hook = spawnSync(process.execPath, [HOOK, "SessionStart"], {
        input: JSON.stringify({
          session_id: "s",
          cwd: repo,
          hook_event_name: "SessionStart",
          source: "startup",
        }),
        env: hookEnv(home),
        encoding: "utf8",
        timeout: 20_000,
      });
      expect(hook.error).toBeUndefined();
      expect(hook.status).toBe(0);
      expect(hook.stdout).toBe("");
      expect(hook.stderr).toContain("hook skipped");
    }
  });

  it("a damaged database: the CLI and doctor name the latest backup and how to restore it", () => {
    const home = join(dir.path, "damaged");
    mkdirSync(join(home, "backups"), { recursive: true });
    writeFileSync(join(home, "cairn.db"), "this is not SQLite");
    const backup = join(home, "backups", "cairn-v3-2026-01-01T00-00-00-000Z.db");
    writeFileSync(backup, "");
    const r = cairn(home, "list");
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain("file is not a database");
    expect(r.stderr).toContain(`cp "${backup}" "${join(home, "cairn.db")}"`);
    const doctor = cairn(home, "doctor");
    expect(doctor.stdout).toMatch(
      /✗ database .*file is not a database; move it aside and restore the latest backup/,
    );
    expect(doctor.stdout).toContain(backup);
  });
});

describe("cairn import, when there is nothing to import", () => {
  it("says so for an empty folder, refuses a .txt, and reports lines it could not parse", async () => {
    const empty = join(dir.path, "empty");
    mkdirSync(empty);
    const none = await cli.run("import", empty);
    expect(none.code).toBe(0);
    expect(none.stdout).toContain(`No transcripts found in ${empty}`);
    const txt = join(dir.path, "notes.txt");
    writeFileSync(txt, "hello\n");
    const refused = await cli.run("import", txt);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("is not a Claude Code transcript");
    const bad = join(dir.path, "bad.jsonl");
    writeFileSync(bad, '{"type":"user"}\nnot json\n{"broken\n');
    const r = await cli.run("import", bad);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("2 lines were not valid JSON and skipped");
    expect(r.stdout).toContain("No Claude Code session records");
  });
});

describe("cairn sessions after an import", () => {
  it("does not mark imported sessions (open): a transcript on disk is a finished session", async () => {
    const folder = join(dir.path, "projects", "-repo");
    mkdirSync(folder, { recursive: true });
    const id = "6f1c2d3e-2222-4a2b-9c3d-000000000002";
    const line = (type: string, i: number, content: string) =>
      JSON.stringify({
        type,
        sessionId: id,
        cwd: repo,
        uuid: `${type}-${i}`,
        timestamp: new Date(Date.UTC(2026, 2, 1, 10, 0, i)).toISOString(),
        message: { role: type, content },
      });
    writeFileSync(
      join(folder, `${id}.jsonl`),
      `${[line("user", 0, "add retries to the exporter"), line("assistant", 1, "Done: the exporter retries.")].join("\n")}\n`,
    );
    expect((await cli.run("import", join(dir.path, "projects"))).stdout).toMatch(/^Imported 1 session/);
    const r = await cli.run("sessions");
    expect(r.stdout).toContain(id);
    expect(r.stdout).not.toContain("(open)");
  });
});

// root ignores permission bits, so as root the CLI runs as `nobody` (runuser); otherwise as this user
const asRoot = process.getuid?.() === 0;
const runuser = spawnSync("runuser", ["--help"]).error === undefined;
const noUnwritableHome =
  process.platform === "win32" ? "no POSIX permissions" : asRoot && !runuser ? "root without runuser" : null;
if (noUnwritableHome) console.warn(`skipping the unwritable CAIRN_HOME test: ${noUnwritableHome}`);

describe.skipIf(noUnwritableHome !== null)("an unwritable CAIRN_HOME", () => {
  it("one line with the remedy from the CLI and doctor; the hook skips and exits 0", () => {
    const home = join(dir.path, "locked");
    mkdirSync(home);
    chmodSync(home, 0o555);
    // `nobody` must reach the repository and the bundle
    for (const p of [dir.path, repo]) chmodSync(p, 0o755);
    const as = (args: string[], input?: string) =>
      asRoot
        ? spawnSync("runuser", ["-u", "nobody", "--", process.execPath, ...args], {
            cwd: repo,
            env: hookEnv(home, { HOME: dir.path }),
            encoding: "utf8",
            input,
            timeout: 20_000,
          })
        : spawnSync(process.execPath, args, {
            cwd: repo,
            env: hookEnv(home),
            encoding: "utf8",
            input,
            timeout: 20_000,
          });
    const want = `${home} is not writable: fix its permissions or set CAIRN_HOME to a writable directory`;
    const list = as([CLI, "list"]);
    expect(list.error).toBeUndefined();
    expect(list.status).toBe(1);
    expect(list.stderr.trim().split("\n")).toEqual([`cairn: ${want}`]);
    const doctor = as([CLI, "doctor"]);
    expect(doctor.status).toBe(1);
    expect(doctor.stdout).toContain(`✗ data dir           ${want}`);
    const hook = as(
      [HOOK, "SessionStart"],
      JSON.stringify({ session_id: "s", cwd: repo, hook_event_name: "SessionStart", source: "startup" }),
    );
    expect(hook.status).toBe(0);
    expect(hook.stdout).toBe("");
    expect(hook.stderr).toContain("hook skipped");
  });
});

describe("cairn verify --project <a folder that is gone>", () => {
  it("is an error naming the folder, never 'All current' (the CLI process)", () => {
    // a project recorded by an import whose folder no longer exists (outside any git work tree)
    const gone = "/nonexistent-cairn-verify/app";
    const sid = "ffffffff-0000-4000-8000-00000000000f";
    const transcript = join(dir.path, "t", "-gone-app", `${sid}.jsonl`);
    mkdirSync(join(dir.path, "t", "-gone-app"), { recursive: true });
    const base = { sessionId: sid, cwd: gone, version: "2.1.39" };
    writeFileSync(
      transcript,
      `${JSON.stringify({ ...base, type: "user", uuid: "u1", timestamp: "2026-03-01T10:00:00.000Z", message: { role: "user", content: "fix the parser" } })}\n`,
    );
    const env = hookEnv(join(dir.path, "home"));
    const run = (args: string[]) =>
      spawnSync(process.execPath, [CLI, ...args], { cwd: repo, env, encoding: "utf8", timeout: 30_000 });
    expect(run(["import", transcript]).status).toBe(0);
    const r = run(["verify", "--project", gone]);
    expect(r.stdout).not.toContain("All current");
    expect(r.stderr).toBe(
      `cairn verify: ${gone} does not exist: there are no files to verify its memories and notes against\n`,
    );
    expect(r.status).toBe(1);
    const never = run(["verify", "--project", "/nonexistent-cairn-verify/never"]);
    expect(never.status).toBe(2);
    expect(never.stderr).toMatch(/no such directory, and no project recorded/);
  });
});
