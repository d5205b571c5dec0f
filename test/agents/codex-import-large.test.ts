// `cairn import` streams a Codex rollout: a generated 64 MB rollout (session_meta, a prompt, 1,300 commands with
// 50 KB of output each, a final answer) is imported by the built CLI under a 40 MB V8 heap limit — a file read
// whole (one 64 MB string, then its lines) cannot fit there — and every command and the prompt are recorded.
import { spawnSync } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, gitRepo } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

const SESSION = "01a214ce-0000-7000-8000-00000000b16e";
const COMMANDS = 1_300;
const OUTPUT = "y".repeat(50_000);

let dir: ReturnType<typeof tempDir>;
let repo: string;
let file: string;

function record(ordinal: number, type: string, payload: Record<string, unknown>): string {
  const ts = new Date(Date.UTC(2026, 10, 25, 22, 0, 0) + ordinal * 1000).toISOString();
  return `${JSON.stringify({ timestamp: ts, ordinal, type, payload })}\n`;
}

async function writeRollout(path: string): Promise<void> {
  const out = createWriteStream(path);
  const write = (s: string) =>
    out.write(s) ? Promise.resolve() : new Promise<void>((r) => out.once("drain", () => r()));
  await write(record(0, "session_meta", { id: SESSION, cwd: repo, timestamp: "2026-11-25T22:00:00.000Z" }));
  const prompt = { type: "UserMessage", id: "u1", content: [{ type: "text", text: "Run every check" }] };
  await write(record(1, "event_msg", { type: "item_completed", item: prompt }));
  for (let i = 0; i < COMMANDS; i++) {
    const item = {
      type: "CommandExecution",
      id: `call_big_${i}`,
      command: ["/bin/bash", "-lc", `npm run check-${i}`],
      status: "completed",
      aggregated_output: OUTPUT,
      exit_code: 0,
    };
    await write(record(i + 2, "event_msg", { type: "item_completed", item }));
  }
  await write(
    record(COMMANDS + 2, "event_msg", { type: "task_complete", last_agent_message: "All checks ran." }),
  );
  await new Promise<void>((r) => out.end(() => r()));
}

beforeAll(async () => {
  dir = tempDir("cairn-codex-import-large-");
  repo = join(dir.path, "proj");
  mkdirSync(repo);
  gitRepo(repo);
  const day = join(dir.path, "codex-home", "sessions", "2026", "11", "25");
  mkdirSync(day, { recursive: true });
  file = join(day, `rollout-2026-11-25T22-00-00-${SESSION}.jsonl`);
  await writeRollout(file);
}, 120_000);
afterAll(() => dir?.cleanup());

describe("Codex rollout import streams the file", () => {
  it("imports a 64 MB rollout under a 40 MB heap: every command and the prompt", () => {
    const env = {
      ...process.env,
      HOME: join(dir.path, "home"),
      CAIRN_HOME: join(dir.path, "cairn"),
      CODEX_HOME: join(dir.path, "codex-home"),
      NODE_OPTIONS: "--max-old-space-size=40",
    };
    const r = spawnSync(process.execPath, [CLI, "import", file, "--json"], {
      cwd: repo,
      env,
      encoding: "utf8",
      timeout: 240_000,
    });
    expect(r.status, r.stderr.slice(-2000)).toBe(0);
    const summary = JSON.parse(r.stdout) as { files: number; events: number; bytes: number };
    expect(summary.bytes).toBeGreaterThan(64_000_000);
    expect(summary).toMatchObject({ files: 1, events: COMMANDS + 1 });
  }, 300_000);
});
