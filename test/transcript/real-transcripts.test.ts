// Facts checked by hand against the public sample transcripts in ../shared/data (from marot/spotter
// and d-kimuson/claude-code-viewer, both MIT).
import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { findTranscripts, type TranscriptFile } from "../../src/app/transcript/find-transcripts.js";
import { readTranscript, type TranscriptResult } from "../../src/app/transcript/read-transcript.js";
import { activityEventSchema } from "../../src/core/capture/events.js";
import type { TranscriptSession } from "../../src/core/transcript/types.js";

const DATA = resolve(import.meta.dirname, "..", "..", "..", "shared", "data");
const ROOT = join(DATA, "claude-code", "transcripts");
const exists = existsSync(ROOT);
if (!exists) console.warn(`skipping real-transcript tests: ${ROOT} is absent (needs ../shared/data)`);

const MAROT = join(ROOT, "marot-spotter");
const KIMUSON = join(ROOT, "d-kimuson-claude-code-viewer");
const DOV = "4d5611e5-241a-462a-8d15-5122611a9569";
const DOV_CWD = "/home/USER/projects/spotter-worktrees/spotter-dov";

async function only(path: string, sessionId: string): Promise<{ r: TranscriptResult; s: TranscriptSession }> {
  const r = await readTranscript(path);
  expect([...r.sessions.keys()]).toEqual([sessionId]);
  expect(r.parseErrors).toBe(0);
  for (const s of r.sessions.values()) {
    for (const e of s.events) expect(activityEventSchema.safeParse(e).success).toBe(true);
  }
  return { r, s: r.sessions.get(sessionId)! };
}

function command(s: TranscriptSession, cmd: string) {
  return s.events.find((e) => e.kind === "tool" && e.command === cmd);
}

describe.skipIf(!exists)("real transcripts: marot/spotter (Claude Code 2.1.38–2.1.39)", () => {
  it("finds 4 sessions and the 2 subagent files of the 2.1.39 session", async () => {
    const found: TranscriptFile[] = [];
    for await (const f of findTranscripts(MAROT)) found.push({ ...f, path: relative(MAROT, f.path) });
    expect(found).toEqual([
      { path: `${DOV}.jsonl`, kind: "session" },
      { path: "short.jsonl", kind: "session" },
      { path: "subagent.jsonl", kind: "session" },
      { path: "tool_heavy.jsonl", kind: "session" },
      { path: `${DOV}/subagents/agent-a2898e3.jsonl`, kind: "subagent", parentSessionId: DOV },
      { path: `${DOV}/subagents/agent-acompact-e1f845.jsonl`, kind: "subagent", parentSessionId: DOV },
    ]);
  });

  it("reads the 3.1 MB 2.1.39 session with its compaction, commands and edits", async () => {
    const { r, s } = await only(join(MAROT, `${DOV}.jsonl`), DOV);
    expect([r.lines, r.endOffset, r.incompleteTail]).toEqual([1512, 3158801, false]);
    expect(r.counts).toMatchObject({ "compact-boundary": 1, bookkeeping: 1098, assistant: 254, unknown: 0 });
    expect([s.versions, s.gitBranch, s.firstCwd, s.lastCwd]).toEqual([
      ["2.1.39"],
      "spotter-dov",
      DOV_CWD,
      DOV_CWD,
    ]);
    expect([s.firstTs, s.lastTs]).toEqual(["2026-02-12T16:02:23.545Z", "2026-02-12T21:03:34.206Z"]);
    // Two typed prompts; the compact summary and the trailing <task-notification> are not intents.
    expect(s.intents).toHaveLength(2);
    expect(s.intents[0]).toMatch(/^Work on bead spotter-dov\. Run bd show spotter-dov/);
    expect(s.intents[1]).toBe("continue");
    expect(s.compactions).toBe(1);
    // the boundary, then Claude Code's own summary condensed to the sections capture uses
    const compacts = s.events.filter((e) => e.kind === "compact");
    expect(compacts).toMatchObject([
      { ts: "2026-02-12T20:30:28.504Z", detail: "auto compaction, 170251 tokens before" },
      { ts: "2026-02-12T20:30:28.504Z" },
    ]);
    expect(compacts[1]?.detail).toMatch(
      /^Compaction summary\nErrors and fixes:\n- \*\*Unused import SpotterWeb\.TranscriptComponents\*\*/,
    );
    expect(compacts[1]?.detail).toContain("Pending Tasks:\n- **spotter-dov.3** (in_progress)");
    expect(s.filesChanged).toContain(`${DOV_CWD}/lib/spotter/services/transcript_renderer.ex`);
    expect(s.filesChanged).toHaveLength(11);
    expect(command(s, "git push 2>&1")).toMatchObject({
      ok: false,
      exitCode: 128,
      error: "fatal: The current branch spotter-dov has no upstream branch.",
    });
    expect(command(s, "git push --set-upstream origin spotter-dov 2>&1")).toMatchObject({
      ok: true,
      exitCode: 0,
    });
    expect(command(s, "bd show spotter-dov")).toMatchObject({
      ok: true,
      exitCode: 0,
      ts: "2026-02-12T16:02:30.658Z",
    });
    expect(s.commands).toHaveLength(67);
    expect(s.events.filter((e) => e.kind === "tool")).toHaveLength(150);
    expect([s.pendingToolUses, s.orphanResults]).toEqual([[], 0]);
    expect(s.assistantMessages).toBe(139);
    expect(s.usage).toEqual({
      inputTokens: 177,
      outputTokens: 28755,
      cacheCreationInputTokens: 479537,
      cacheReadInputTokens: 11618567,
    });
    // the reply to the trailing <task-notification> is not the session's closing summary
    expect(s.lastAssistantMessage).toMatch(
      /^All done\. Here's a summary of the completed \*\*spotter-dov\*\* epic/,
    );
    expect(s.lastAssistantAt).toBe("2026-02-12T21:03:25.296Z");
  });

  it("attributes the Explore subagent and the compaction helper to their agent ids", async () => {
    const sub = join(MAROT, DOV, "subagents");
    const { s } = await only(join(sub, "agent-a2898e3.jsonl"), DOV);
    expect([s.agentIds, s.intents, s.lastAssistantMessage]).toEqual([["a2898e3"], [], null]);
    const tools = s.events.filter((e) => e.kind === "tool");
    expect(tools).toHaveLength(33);
    // One missing file fails, and the 7 parallel Reads of that batch are cancelled with it.
    expect(tools.filter((e) => e.error === "Sibling tool call errored")).toHaveLength(7);
    expect(s.errors).toEqual(["File does not exist."]);
    expect(tools.every((e) => e.agentId === "a2898e3")).toBe(true);
    expect(tools.find((e) => e.error === "File does not exist.")).toMatchObject({
      tool: "Read",
      ok: false,
      files: [`${DOV_CWD}/lib/spotter_web/live/session_live.html.heex`],
    });
    const compact = await only(join(sub, "agent-acompact-e1f845.jsonl"), DOV);
    expect([compact.s.agentIds, compact.s.intents, compact.s.events]).toEqual([["acompact-e1f845"], [], []]);
    expect(compact.r.lines).toBe(5);
  });

  it("short.jsonl: a rejected Bash call and the /model slash command", async () => {
    const { s } = await only(join(MAROT, "short.jsonl"), "55604662-cf2a-4331-851a-ec234028f8ca");
    expect(s.versions).toEqual(["2.1.38"]);
    expect(s.intents).toEqual(["mix phx.server doesnt seem to start", "/model"]);
    // the user rejected it: no outcome of the command, so no error of the session
    expect(command(s, "mix phx.server 2>&1 | head -80")).toMatchObject({
      ok: false,
      exitCode: null,
      error: "interrupted",
    });
    expect(s.errors).toEqual([]);
  });

  it("tool_heavy.jsonl: a background Bash run and /mcp commands", async () => {
    const { s } = await only(join(MAROT, "tool_heavy.jsonl"), "d6e0bada-1959-4eec-a9d2-0bfade768d8f");
    expect(s.intents).toEqual([
      "start phoenix in background",
      "/mcp",
      "/mcp",
      "scrolling back in xterm.js still does not work (maybe because outer web catches it)? websearch xterm.js tmux interactions",
    ]);
    expect(command(s, "mix phx.server")).toMatchObject({ ok: true, exitCode: null });
    expect(
      command(s, "tail -5 /tmp/claude-1000/-home-marco-projects-spotter/tasks/bae407b.output"),
    ).toMatchObject({
      ok: true,
      exitCode: 0,
    });
  });

  it("subagent.jsonl: a plugin slash command, a Write and bd commands", async () => {
    const { s } = await only(join(MAROT, "subagent.jsonl"), "491e126e-1e71-469c-ade2-fcc8af567c74");
    expect(s.intents).toHaveLength(2);
    expect(s.intents[0]).toMatch(/^\/handgemacht:create-beads websearch to learn how to fastest setup credo/);
    expect(s.intents[1]).toBe("create the beads");
    expect(s.filesChanged).toEqual(["/home/marco/projects/spotter/plan.md"]);
    expect(command(s, "bd dep add spotter-0p7.2 spotter-0p7.1")).toMatchObject({ ok: true, exitCode: 0 });
    expect(s.commands).toHaveLength(4);
  });
});

describe.skipIf(!exists)("real transcripts: d-kimuson/claude-code-viewer (Claude Code 1.0.98)", () => {
  const SID = "fe5e1c67-53e7-4862-81ae-d0e013e3270b";

  it("finds the single session file (no agent-*.jsonl beside it)", async () => {
    const found: TranscriptFile[] = [];
    for await (const f of findTranscripts(KIMUSON)) found.push(f);
    expect(found).toEqual([{ path: join(KIMUSON, `${SID}.jsonl`), kind: "session" }]);
  });

  it("reads the leading summary, inline sidechains and failed commands", async () => {
    const { r, s } = await only(join(KIMUSON, `${SID}.jsonl`), SID);
    expect(r.summaries).toEqual(["Empty Repo Setup: CLAUDE.md Foundation Created"]);
    expect(r.counts).toMatchObject({ summary: 1, assistant: 262, bookkeeping: 0, unknown: 0 });
    expect([s.versions, s.gitBranch, s.firstCwd]).toEqual([["1.0.98"], null, "/path/to/Demo"]);
    expect(s.intents).toEqual([
      "/orchestrator create TODO app by Next.js",
      "Thanks! Please update CLAUDE.md for current changes",
    ]);
    // Five Task subagents written inline (isSidechain, no agentId) get one label per sidechain root.
    expect(s.agentIds).toEqual([
      "sidechain-6690d10e",
      "sidechain-60dade70",
      "sidechain-f4546a51",
      "sidechain-0d692b0f",
      "sidechain-f4ab2bf6",
    ]);
    expect(s.filesChanged).toContain("/path/to/Demo/CLAUDE.md");
    expect(s.filesChanged).toContain("/path/to/Demo/todo-app/src/hooks/useTodos.ts");
    expect(command(s, "pnpm add lucide-react")).toMatchObject({
      ok: true,
      exitCode: 0,
      agentId: "sidechain-60dade70",
    });
    expect(command(s, "ls -la types/")).toMatchObject({
      ok: false,
      exitCode: null,
      error: "ls: cannot access 'types/': No such file or directory",
    });
    expect(command(s, "npm run build")).toMatchObject({
      ok: false,
      error: "[TypeError: generate is not a function]",
    });
    expect(s.errors).toContain("File has not been read yet. Read it first before writing to it.");
    expect(s.assistantMessages).toBe(170);
    expect(s.lastAssistantMessage).toMatch(/^CLAUDE\.md has been created/);
  });
});
