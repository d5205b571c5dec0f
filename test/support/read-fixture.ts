/**
 * A project with everything a read could be tempted to "fix", built only through Cairn's real entry
 * points (the hook bundle and the CLI process): a git repository with a session that ran hooks and
 * ended with a task left in flight (rendered under `.cairn/tasks/`), a leftover spool of a second
 * session, memories (one whose file changed since), an observation file, and topic notes in every
 * state — synced, edited by hand since its stamp, new and unstamped, broken — with the git exclude
 * block and INDEX.md written by the last sync.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { CLI, gitRepo, hookEnv, runHook } from "./hook-runner.js";

export interface ReadFixture {
  repo: string;
  home: string;
  env: NodeJS.ProcessEnv;
  /** The memory whose file changed after it was saved. */
  staleMemoryId: string;
  /** Runs the built CLI in the repository; returns status and output. */
  cairn(args: string[], extra?: NodeJS.ProcessEnv): { status: number | null; stdout: string; stderr: string };
}

const A = "aaaaaaaa-0000-4000-8000-00000000000a";
const B = "bbbbbbbb-0000-4000-8000-00000000000b";

function write(root: string, rel: string, text: string, mtime?: Date): void {
  const p = join(root, rel);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, text);
  if (mtime) utimesSync(p, mtime, mtime);
}

export function buildReadFixture(dir: string): ReadFixture {
  const repo = join(dir, "repo");
  const home = join(dir, "cairn-home");
  gitRepo(repo);
  const past = new Date(Date.now() - 3 * 86_400_000);
  write(repo, "src/export.ts", "export const rows = [];\n", past);
  execFileSync("git", ["-C", repo, "add", "-A"]);
  execFileSync("git", ["-C", repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "src"]);
  const env = hookEnv(home, { HOME: join(dir, "user-home") });
  const cairn = (args: string[], extra: NodeJS.ProcessEnv = {}) => {
    const r = spawnSync(process.execPath, [CLI, ...args], {
      cwd: repo,
      env: { ...env, ...extra },
      encoding: "utf8",
      timeout: 60_000,
    });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  const must = (args: string[], extra: NodeJS.ProcessEnv = {}) => {
    const r = cairn(args, extra);
    if (r.status !== 0) throw new Error(`cairn ${args.join(" ")} failed: ${r.stderr}`);
    return r.stdout;
  };
  const payload = (sid: string, event: string, extra: Record<string, unknown> = {}) => ({
    session_id: sid,
    transcript_path: join(dir, `${sid}.jsonl`),
    cwd: repo,
    hook_event_name: event,
    ...extra,
  });
  const hook = (event: string, p: unknown) => {
    const r = runHook(event, p, env);
    if (r.status !== 0) throw new Error(`${event} hook failed: ${r.stderr}`);
  };
  hook("SessionStart", payload(A, "SessionStart", { source: "startup" }));
  hook("UserPromptSubmit", payload(A, "UserPromptSubmit", { prompt: "make the exporter stream rows" }));
  hook(
    "PostToolUse",
    payload(A, "PostToolUse", {
      tool_name: "Bash",
      tool_input: { command: "npm test" },
      tool_use_id: "toolu_read_fixture_1",
      tool_response: { stdout: "ok", stderr: "", interrupted: false },
    }),
  );
  must(["tasks", "add", "Stream the exporter rows"], { CLAUDE_CODE_SESSION_ID: A });
  must(["tasks", "start", "t1"], { CLAUDE_CODE_SESSION_ID: A });
  hook(
    "Stop",
    payload(A, "Stop", { stop_hook_active: false, last_assistant_message: "Streaming half done." }),
  );
  hook("SessionEnd", payload(A, "SessionEnd", { reason: "exit" }));
  // a second session whose tool call is still in the spool (no Stop yet)
  hook(
    "PostToolUse",
    payload(B, "PostToolUse", {
      tool_name: "Bash",
      tool_input: { command: "npm run lint" },
      tool_use_id: "toolu_read_fixture_2",
      tool_response: { stdout: "", stderr: "", interrupted: false },
    }),
  );
  const saved = JSON.parse(
    must(["save", "--type", "decision", "Exporter streams rows", "--files", "src/export.ts", "--json"]),
  ) as { id: string };
  must(["save", "--type", "constraint", "Never buffer a whole export in memory"]);
  must([
    "observe",
    "add",
    "--text",
    "## Local\nDate: 2026-02-11\n- [P1] (10:00) exporter must stream rows\n",
  ]);
  const note = (summary: string, body: string, updated?: string, covers = "src/export.ts") =>
    `---\nsummary: ${summary}\ncovers: [${covers}]\n${updated ? `updated: ${updated}\n` : ""}---\n${body}\n`;
  write(repo, ".cairn/notes/exporter.md", note("How the exporter streams", "Rows stream."), past);
  write(
    repo,
    ".cairn/notes/batches.md",
    note("Batch sizes", "500 rows.", "2026-01-01T00:00:00Z", "src/batch.ts"),
    past,
  );
  must(["notes", "sync"]);
  // since the sync: a hand edit that kept the stamp, a new unstamped note, a broken one
  write(
    repo,
    ".cairn/notes/batches.md",
    note("Batch sizes", "1,000 rows now.", "2026-01-01T00:00:00Z", "src/batch.ts"),
  );
  write(repo, ".cairn/notes/fresh-idea.md", note("An idea nobody stamped", "Later.", undefined, "docs/**"));
  write(repo, ".cairn/notes/bad.md", "---\nsummary: [\n---\n");
  // the file the memory and the exporter note name changes after both
  write(repo, "src/export.ts", "export const rows = stream();\n", new Date(Date.now() + 60_000));
  return { repo, home, env, staleMemoryId: saved.id, cairn };
}
