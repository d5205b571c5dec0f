// `cairn import` over a rollout codex-cli 0.169.0 wrote (test/fixtures/agents/codex/0.169.0/rollout.jsonl, its
// paths moved into a temp git repository under $CODEX_HOME/sessions/YYYY/MM/DD/): the session, its commands
// with their exit codes, its edits and its summary memory, recorded as Codex's; a second import skips the file.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseRolloutLine } from "../../src/core/agents/codex-rollout.js";
import { codexRolloutSession } from "../../src/core/agents/codex-session.js";
import { CLI, gitRepo } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

const ROLLOUT = join(import.meta.dirname, "..", "fixtures", "agents", "codex", "0.169.0", "rollout.jsonl");
const SESSION = "01a214ce-d3fc-7001-9460-d3375ede96b9";

let dir: ReturnType<typeof tempDir>;
let repo: string;
let env: NodeJS.ProcessEnv;

beforeEach(() => {
  dir = tempDir("cairn-codex-import-");
  repo = join(dir.path, "proj");
  mkdirSync(repo);
  gitRepo(repo);
  const day = join(dir.path, "codex-home", "sessions", "2026", "11", "25");
  mkdirSync(day, { recursive: true });
  const text = readFileSync(ROLLOUT, "utf8").replaceAll("/home/dev", dir.path);
  writeFileSync(join(day, `rollout-2026-11-25T22-23-49-${SESSION}.jsonl`), text);
  env = {
    ...process.env,
    HOME: join(dir.path, "home"),
    CAIRN_HOME: join(dir.path, "cairn"),
    CODEX_HOME: join(dir.path, "codex-home"),
  };
});
afterEach(() => dir.cleanup());

const cairn = (...args: string[]): unknown =>
  JSON.parse(execFileSync(process.execPath, [CLI, ...args, "--json"], { cwd: repo, env, encoding: "utf8" }));

describe("Codex rollouts", () => {
  it("reads the recorded rollout as one session: prompt, two commands with exit codes, two edits, final answer", () => {
    const records = readFileSync(ROLLOUT, "utf8")
      .split("\n")
      .filter((l) => l !== "")
      .map((l) => parseRolloutLine(l))
      .filter((r) => r !== null);
    const s = codexRolloutSession(records);
    expect(s).toMatchObject({ sessionId: SESSION, cwd: "/home/dev/proj" });
    expect(s?.lastAssistantMessage).toBe("Added src/greet.js and the tests pass.");
    expect(s?.events.map((e) => [e.kind, e.tool, e.command, e.exitCode, e.files])).toEqual([
      ["prompt", null, null, null, []],
      ["tool", "Bash", "npm test", 0, []],
      ["tool", "Bash", "echo boom >&2; exit 3", 3, []],
      ["tool", "Edit", null, null, ["/home/dev/proj/src/greet.js"]],
      ["tool", "Edit", null, null, ["/home/dev/proj/src/greet.js"]],
    ]);
    expect(s?.events[2]).toMatchObject({ ok: false, error: "boom" });
  });

  it("cairn import finds $CODEX_HOME/sessions and records the session as Codex's, once", () => {
    const first = cairn("import") as { sessions: number; files: number; memories: number };
    expect(first).toMatchObject({ sessions: 1, files: 1 });
    expect(first.memories).toBeGreaterThan(0);
    const [s] = cairn("sessions") as {
      id: string;
      agent: string;
      origin: string;
      filesChanged: string[];
      commands: { command: string; ok: boolean }[];
      lastAssistantMessage: string;
    }[];
    expect(s).toMatchObject({
      id: SESSION,
      agent: "codex",
      origin: "import",
      filesChanged: ["src/greet.js"],
    });
    expect(s?.commands).toEqual([expect.objectContaining({ command: "npm test", ok: true })]);
    expect(s?.lastAssistantMessage).toBe("Added src/greet.js and the tests pass.");
    const memories = cairn("list") as { type: string; source: { agent?: string; kind: string } }[];
    const summary = memories.find((m) => m.type === "task_summary");
    expect(summary?.source).toMatchObject({ kind: "import", agent: "codex" });
    expect(cairn("import")).toMatchObject({ sessions: 0, files: 0, skipped: 1 });
  });

  it("cairn import PATH takes one rollout file", () => {
    const file = join(
      dir.path,
      "codex-home",
      "sessions",
      "2026",
      "11",
      "25",
      `rollout-2026-11-25T22-23-49-${SESSION}.jsonl`,
    );
    expect(cairn("import", file)).toMatchObject({ sessions: 1, files: 1 });
  });
});
