// `cairn import` over an events.jsonl Copilot CLI 1.0.102 wrote (test/fixtures/agents/copilot/1.0.102/events.jsonl,
// its paths moved into a temp git repository under $COPILOT_HOME/session-state/<id>/): the session, its commands
// with their exit codes, its edits, a failed view and its summary memory, recorded as Copilot's — the same events
// its hooks store; a second import skips the file.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { copilotSession, parseCopilotEventLine } from "../../src/core/agents/copilot-session.js";
import { CLI, gitRepo } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

const EVENTS = join(import.meta.dirname, "..", "fixtures", "agents", "copilot", "1.0.102", "events.jsonl");
const SESSION = "96d1563a-595d-482a-b16d-6b6a5cfaf4f1";

let dir: ReturnType<typeof tempDir>;
let repo: string;
let env: NodeJS.ProcessEnv;
let file: string;

beforeEach(() => {
  dir = tempDir("cairn-copilot-import-");
  repo = join(dir.path, "proj");
  mkdirSync(repo);
  gitRepo(repo);
  const folder = join(dir.path, ".copilot", "session-state", SESSION);
  mkdirSync(folder, { recursive: true });
  file = join(folder, "events.jsonl");
  writeFileSync(file, readFileSync(EVENTS, "utf8").replaceAll("/home/dev", dir.path));
  env = {
    ...process.env,
    HOME: join(dir.path, "home"),
    CAIRN_HOME: join(dir.path, "cairn"),
    COPILOT_HOME: join(dir.path, ".copilot"),
    CODEX_HOME: join(dir.path, "no-codex"),
  };
});
afterEach(() => dir.cleanup());

const cairn = (...args: string[]): unknown =>
  JSON.parse(execFileSync(process.execPath, [CLI, ...args, "--json"], { cwd: repo, env, encoding: "utf8" }));

describe("Copilot events.jsonl", () => {
  it("reads the recorded session: prompt, two commands with exit codes, a failed view, two edits, an MCP call, final answer", () => {
    const records = readFileSync(EVENTS, "utf8")
      .split("\n")
      .filter((l) => l !== "")
      .map((l) => parseCopilotEventLine(l))
      .filter((r) => r !== null);
    const s = copilotSession(records);
    expect(s).toMatchObject({ sessionId: SESSION, cwd: "/home/dev/proj" });
    expect(s?.lastAssistantMessage).toBeTruthy();
    expect(s?.events.map((e) => [e.kind, e.tool, e.command, e.exitCode, e.ok, e.files])).toEqual([
      ["prompt", null, null, null, null, []],
      ["tool", "Bash", "npm test", 0, true, []],
      ["tool", "Bash", "echo boom >&2; exit 3", 3, false, []],
      ["tool", "view", null, null, false, ["/home/dev/proj/missing.txt"]],
      ["tool", "Edit", null, null, true, ["/home/dev/proj/src/greet.js"]],
      ["tool", "Edit", null, null, true, ["/home/dev/proj/src/greet.js"]],
      ["tool", "cairn-get_context_pack", null, null, true, []],
    ]);
    expect(s?.events[2]).toMatchObject({ error: "boom" });
    expect(s?.events[3]).toMatchObject({ error: "Path does not exist" });
  });

  it("cairn import finds $COPILOT_HOME/session-state and records the session as Copilot's, once", () => {
    const first = cairn("import") as { sessions: number; files: number; memories: number };
    expect(first).toMatchObject({ sessions: 1, files: 1 });
    expect(first.memories).toBeGreaterThan(0);
    const [s] = cairn("sessions") as { id: string; agent: string; origin: string; filesChanged: string[] }[];
    expect(s).toMatchObject({
      id: SESSION,
      agent: "copilot",
      origin: "import",
      filesChanged: ["src/greet.js"],
    });
    const memories = cairn("list") as { type: string; source: { agent?: string; kind: string } }[];
    expect(memories.find((m) => m.type === "task_summary")?.source).toMatchObject({
      kind: "import",
      agent: "copilot",
    });
    expect(cairn("import")).toMatchObject({ sessions: 0, files: 0, skipped: 1 });
    // cairn sessions names the agent and filters by it
    expect((cairn("sessions", "--agent", "copilot") as unknown[]).length).toBe(1);
    expect(cairn("sessions", "--agent", "claude-code")).toEqual([]);
    const text = execFileSync(process.execPath, [CLI, "sessions"], { cwd: repo, env, encoding: "utf8" });
    expect(text).toContain(`${SESSION}  import  copilot  `);
    const bad = spawnSync(process.execPath, [CLI, "sessions", "--agent", "cursor"], {
      cwd: repo,
      env,
      encoding: "utf8",
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("--agent must be one of claude-code, codex, copilot");
  });

  it("cairn import PATH takes one events.jsonl or its session folder", () => {
    expect(cairn("import", file)).toMatchObject({ sessions: 1, files: 1 });
    expect(cairn("import", join(file, ".."))).toMatchObject({ sessions: 0, skipped: 1 });
  });
});
