// The Observer/Reflector through the real hook bundle (plugin/dist/hook.js), as Claude Code runs it:
// Stop blocks once with the Observer prompt past the threshold, PreCompact forces the next Stop,
// SessionEnd leaves a pending marker the next SessionStart turns into a suggestion, the Reflector
// fires when a file is too big, and opt-outs silence it.
import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLI, gitRepo, hookEnv, runHook } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

let tmp: { path: string; cleanup: () => void };
let proj: string;
let home: string;
let env: NodeJS.ProcessEnv;
let transcript: string;
const sid = "aaaaaaaa-1111-4222-8333-444444444444";

function say(chars: number, type: "user" | "assistant" = "user", usage?: Record<string, number>): void {
  const message =
    type === "user"
      ? { role: "user", content: "x".repeat(chars) }
      : { role: "assistant", content: [{ type: "text", text: "y".repeat(chars) }], usage };
  appendFileSync(transcript, `${JSON.stringify({ type, sessionId: sid, message })}\n`);
}

const payload = (event: string, extra: Record<string, unknown> = {}) => ({
  session_id: sid,
  transcript_path: transcript,
  cwd: proj,
  hook_event_name: event,
  ...extra,
});
const stop = (extra: Record<string, unknown> = {}) =>
  runHook(
    "Stop",
    payload("Stop", { stop_hook_active: false, last_assistant_message: "Done.", ...extra }),
    env,
  );

beforeEach(() => {
  tmp = tempDir("cairn-obs-hooks-");
  proj = join(tmp.path, "proj");
  home = join(tmp.path, "home");
  mkdirSync(proj);
  mkdirSync(home);
  gitRepo(proj);
  transcript = join(tmp.path, "t.jsonl");
  writeFileSync(transcript, "");
  writeFileSync(
    join(home, "config.json"),
    JSON.stringify({ "observations.observationThreshold": 1000, "observations.reflectionThreshold": 1000 }),
  );
  env = hookEnv(home);
});
afterEach(() => tmp.cleanup());

describe("Observer at Stop", () => {
  it("blocks once with the Observer prompt past the threshold, naming the bundled CLI and the session", () => {
    say(2000);
    expect(stop().json).toBeNull(); // 500 tokens: below 1,000
    say(2400, "assistant");
    const r = stop();
    expect(r.status).toBe(0);
    expect(r.json?.decision).toBe("block");
    const reason = String(r.json?.reason);
    expect(reason).toMatch(/^Cairn Observer: about 1,100 new tokens/);
    expect(reason).toContain(`node "${CLI}" observe add --session ${sid}`);
    expect(stop().json).toBeNull(); // the mark moved: no nagging
    say(8000);
    expect(stop({ stop_hook_active: true }).json).toBeNull(); // never loops
    expect(
      runHook("SubagentStop", payload("SubagentStop", { stop_hook_active: false, agent_id: "a1" }), env).json,
    ).toBeNull();
    expect(stop().json?.decision).toBe("block");
  });

  it("fires on context use over the percentage (CLAUDE_CODE_AUTO_COMPACT_WINDOW as the window)", () => {
    say(10, "assistant", { input_tokens: 100, cache_read_input_tokens: 130000 });
    const r = runHook("Stop", payload("Stop", { stop_hook_active: false, last_assistant_message: "ok" }), {
      ...env,
      CLAUDE_CODE_AUTO_COMPACT_WINDOW: "200000",
    });
    expect(String(r.json?.reason)).toContain("the context window is 65.1% full");
    expect(stop().json).toBeNull(); // default window 1,000,000: 13%
  });

  it("PreCompact forces an observation at the next Stop", () => {
    say(100);
    expect(stop().json).toBeNull();
    expect(
      runHook("PreCompact", payload("PreCompact", { trigger: "auto", custom_instructions: null }), env)
        .status,
    ).toBe(0);
    say(10);
    expect(String(stop().json?.reason)).toContain("the context was just compacted");
    expect(stop().json).toBeNull();
  });

  it("is silent with .cairn/observations-off or observations.enabled=false", () => {
    say(8000);
    mkdirSync(join(proj, ".cairn"));
    writeFileSync(join(proj, ".cairn", "observations-off"), "");
    expect(stop().json).toBeNull();
    expect(
      runHook("Stop", payload("Stop", { stop_hook_active: false, last_assistant_message: "ok" }), {
        ...env,
        CAIRN_OBSERVATIONS: "0",
      }).json,
    ).toBeNull();
  });
});

describe("Reflector at Stop", () => {
  it("asks once per session to consolidate an oversized file", () => {
    mkdirSync(join(proj, ".cairn", "local"), { recursive: true });
    const lines = Array.from(
      { length: 120 },
      (_, i) => `- [P2] (10:00) observation number ${i} about the build`,
    );
    writeFileSync(
      join(proj, ".cairn", "local", "observations.md"),
      `Date: 2026-02-11\n${lines.join("\n")}\n`,
    );
    say(100);
    const r = stop();
    expect(String(r.json?.reason)).toMatch(
      /^Cairn Reflector: the local \(about [\d,]+ tokens\) observations exceed 1,000 tokens/,
    );
    expect(String(r.json?.reason)).toContain(`node "${CLI}" observe reflect --scope local`);
    expect(stop().json).toBeNull();
  });
});

describe("SessionEnd → SessionStart", () => {
  it("leaves a pending marker over 5,000 unobserved tokens, suggested once by the next SessionStart", () => {
    say(24000);
    runHook("SessionEnd", payload("SessionEnd", { reason: "other" }), env);
    const marker = join(home, "observer", "pending");
    expect(existsSync(marker)).toBe(true);
    const start = (id: string) =>
      runHook(
        "SessionStart",
        {
          session_id: id,
          transcript_path: join(tmp.path, `${id}.jsonl`),
          cwd: proj,
          hook_event_name: "SessionStart",
          source: "startup",
        },
        env,
      );
    const ctx = String(
      (start("s-next").json?.hookSpecificOutput as { additionalContext?: string })?.additionalContext,
    );
    expect(ctx).toContain("Pending: session aaaaaaaa ended with about 6,000 tokens not yet observed");
    expect(ctx).toContain("/cairn:observe");
    const again = start("s-later").json?.hookSpecificOutput as { additionalContext?: string } | undefined;
    expect(again?.additionalContext ?? "").not.toContain("Pending:");
  });

  it("no marker for a short session", () => {
    say(4000);
    runHook("SessionEnd", payload("SessionEnd", { reason: "other" }), env);
    expect(existsSync(join(home, "observer", "pending"))).toBe(false);
  });

  it("the pack carries Current Task, Suggested Next, global preferences and committed observations as memories", () => {
    execFileSync(
      process.execPath,
      [
        CLI,
        "observe",
        "add",
        "--text",
        [
          "## Committed",
          "- [P1] (10:00) Decided to keep SQLite for the local store",
          "## Global",
          "- [P1] (10:00) User prefers small commits",
          "Current Task: wiring the observer",
          "Suggested Next: write the e2e test",
        ].join("\n"),
      ],
      { cwd: proj, env },
    );
    const r = runHook(
      "SessionStart",
      {
        session_id: "s2",
        transcript_path: join(tmp.path, "s2.jsonl"),
        cwd: proj,
        hook_event_name: "SessionStart",
        source: "startup",
      },
      env,
    );
    const ctx = String(
      (r.json?.hookSpecificOutput as { additionalContext?: string } | undefined)?.additionalContext,
    );
    expect(ctx).toContain(
      "## Continuity\n- Current Task: wiring the observer (observations)\n- Next: write the e2e test (observations)",
    );
    expect(ctx).toContain("- [P1] User prefers small commits");
    expect(ctx).toMatch(/## Decisions\n- Decided to keep SQLite for the local store — \[P1\] observed/);
    // a hand edit (or git pull) of the committed file reaches the next pack
    appendFileSync(join(proj, ".cairn", "observations.md"), "- [P1] (11:00) Decided to ship weekly\n");
    const r2 = runHook(
      "SessionStart",
      {
        session_id: "s3",
        transcript_path: join(tmp.path, "s3.jsonl"),
        cwd: proj,
        hook_event_name: "SessionStart",
        source: "startup",
      },
      env,
    );
    expect(
      String((r2.json?.hookSpecificOutput as { additionalContext?: string } | undefined)?.additionalContext),
    ).toContain("Decided to ship weekly");
    expect(readFileSync(join(proj, ".cairn", "local", ".gitignore"), "utf8")).toContain("*");
  });
});
