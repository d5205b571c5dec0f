// The task carried across a compaction through the built hooks (plugin/dist/hook.js): PreCompact stores the
// session's events, SessionStart(compact) opens its pack with where the session stands, PostCompact stores
// Claude Code's summary (redacted, without its analysis) for the next start that continues the session; and
// with Claude Code's auto memory disabled the packs are the same.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gitRepo, hookEnv, runHook } from "./support/hook-runner.js";
import { tempDir } from "./support/temp.js";

const SID = "33333333-2222-4333-8444-555555555555";
const SECRET = "ghp_abcdefghijklmnopqrstuvwxyz0123456789";

let dir: { path: string; cleanup: () => void };
let repo: string;
let home: string;
let env: NodeJS.ProcessEnv;

beforeEach(() => {
  dir = tempDir();
  repo = join(dir.path, "repo");
  home = join(dir.path, "cairn-home");
  gitRepo(repo);
  env = hookEnv(home);
});
afterEach(() => dir.cleanup());

const base = (event: string, extra: Record<string, unknown> = {}, sid = SID) => ({
  session_id: sid,
  transcript_path: join(dir.path, `${sid}.jsonl`),
  cwd: repo,
  hook_event_name: event,
  ...extra,
});

const context = (r: ReturnType<typeof runHook>): string => {
  expect(r.status, r.stderr).toBe(0);
  const out = r.json?.hookSpecificOutput as { additionalContext?: string } | undefined;
  return out?.additionalContext ?? "";
};

function persistedBytes(): string {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(readFileSync(p).toString("latin1"));
    }
  };
  if (existsSync(home)) walk(home);
  return out.join("\n");
}

/** A session with a request, a todo list, an edit and a failing test run. */
function workSession(sid = SID): void {
  runHook("SessionStart", base("SessionStart", { source: "startup" }, sid), env);
  runHook(
    "UserPromptSubmit",
    base(
      "UserPromptSubmit",
      { prompt: "Add cursor pagination to the orders endpoint", prompt_id: `p1-${sid}` },
      sid,
    ),
    env,
  );
  const post = (id: string, tool_name: string, tool_input: unknown, tool_response: unknown) =>
    runHook(
      "PostToolUse",
      base("PostToolUse", { tool_name, tool_input, tool_use_id: id, tool_response }, sid),
      env,
    );
  post(
    `t1-${sid}`,
    "TodoWrite",
    {
      todos: [
        { content: "Add the cursor parameter", status: "completed", activeForm: "Adding" },
        { content: "Write the last-page test", status: "in_progress", activeForm: "Writing" },
        { content: "Document the cursor in the API reference", status: "pending", activeForm: "Documenting" },
      ],
    },
    { oldTodos: [], newTodos: [] },
  );
  post(
    `t2-${sid}`,
    "Edit",
    { file_path: join(repo, "src", "orders.ts"), old_string: "a", new_string: "b" },
    { filePath: join(repo, "src", "orders.ts") },
  );
  runHook(
    "PostToolUseFailure",
    base(
      "PostToolUseFailure",
      {
        tool_name: "Bash",
        tool_input: { command: "npm test" },
        tool_use_id: `t3-${sid}`,
        error: "Exit code 1\n1 failing: empty last page",
      },
      sid,
    ),
    env,
  );
}

describe("compaction carry through the hooks", () => {
  it("SessionStart(compact) opens with the task, next step, plan, failing check and files PreCompact stored", () => {
    workSession();
    expect(
      runHook(
        "PreCompact",
        base("PreCompact", { trigger: "manual", custom_instructions: null, prompt_id: "pc1" }),
        env,
      ).status,
    ).toBe(0);
    const text = context(
      runHook("SessionStart", base("SessionStart", { source: "compact", model: "claude" }), env),
    );
    const lines = text.split("\n");
    const at = lines.indexOf("## Where you are (this session, as it stood before the compaction)");
    expect(at, text).toBeGreaterThan(0);
    // it leads: nothing but the header comes before it
    expect(lines.slice(0, at).filter((l) => l.startsWith("## "))).toEqual([]);
    expect(lines[at + 1]).toBe("- Task: Add cursor pagination to the orders endpoint");
    expect(lines[at + 2]).toBe("- Next step: Write the last-page test");
    expect(lines[at + 3]).toBe(
      "- Plan (1/3 done): [x] Add the cursor parameter; [>] Write the last-page test; [ ] Document the cursor in the API reference",
    );
    expect(lines[at + 4]).toMatch(/^- Last failing check: `npm test` \(exit 1\)/);
    expect(lines[at + 5]).toBe("- Files in play: src/orders.ts");
    expect(text.length).toBeLessThanOrEqual(10_000);
  });

  it("PostCompact stores the summary's sections redacted and without the analysis; a resumed start reads them", () => {
    const sid = "44444444-2222-4333-8444-555555555555";
    runHook("SessionStart", base("SessionStart", { source: "startup" }, sid), env);
    const summary = [
      "<analysis>private reasoning ANALYSIS-MARKER</analysis>",
      "<summary>",
      "1. Primary Request and Intent:",
      "   Rotate the deploy token.",
      "7. Pending Tasks:",
      `   - Replace the token ${SECRET} in the CI settings`,
      "8. Current Work:",
      "   Updating the deploy script.",
      "9. Optional Next Step:",
      "   Run the deploy dry-run.",
      "</summary>",
    ].join("\n");
    const r = runHook(
      "PostCompact",
      base("PostCompact", { trigger: "manual", compact_summary: summary, prompt_id: "pc2" }, sid),
      env,
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe("");
    const bytes = persistedBytes();
    expect(bytes).not.toContain(SECRET);
    expect(bytes).not.toContain("ANALYSIS-MARKER");
    expect(bytes).toContain("Run the deploy dry-run.");
    const text = context(runHook("SessionStart", base("SessionStart", { source: "resume" }, sid), env));
    expect(text).toContain("## Where you are (this session so far)");
    expect(text).toContain("- Next step: Run the deploy dry-run.");
    expect(text).toContain("- Plan (0/1 done): [ ] Replace the token");
    expect(text).not.toContain(SECRET);
  });

  it("a startup pack has no such section; packs are the same with CLAUDE_CODE_DISABLE_AUTO_MEMORY=1", () => {
    workSession();
    runHook(
      "Stop",
      base("Stop", { stop_hook_active: false, last_assistant_message: "Paused.", prompt_id: "p1" }),
      env,
    );
    const start = (sid: string, extra: Record<string, string>) =>
      context(
        runHook("SessionStart", base("SessionStart", { source: "startup" }, sid), { ...env, ...extra }),
      );
    const on = start("55555555-2222-4333-8444-555555555555", {});
    const off = start("66666666-2222-4333-8444-555555555555", { CLAUDE_CODE_DISABLE_AUTO_MEMORY: "1" });
    expect(on).not.toBe("");
    expect(on).not.toContain("## Where you are");
    expect(off).toBe(on);
  });
});
