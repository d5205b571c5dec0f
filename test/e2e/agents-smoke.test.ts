// End to end, no network: the real `codex exec` and `copilot -p` binaries (scripts/ensure-agents.mjs) run one
// session each against the scripted OpenAI Responses API on 127.0.0.1 (test/support/fake-openai-responses.ts):
// the model runs `npm test`, a failing command, adds and edits src/greet.js with `apply_patch`, and calls
// Cairn's MCP server (get_context_pack), which each agent is configured to start. A hook script that appends
// its stdin to a log (test/support/record-hook.mjs) is registered in the project for every event each binary
// knows (for Copilot also in .claude/settings.json, which it reads too). Asserts which events fired with which
// fields, that the text a session-start hook printed reached the model request, and what the transcript file
// holds. Skips an agent with a printed reason when its binary is absent. CAIRN_E2E_KEEP=1 keeps the temp dirs;
// CAIRN_RECORD_AGENT_FIXTURES=1 rewrites test/fixtures/agents/<agent>/<version>/ from this run.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENT_VERSIONS, agentBinary, offlineCodexEnv, offlineCopilotEnv } from "../support/agent-bins.js";
import {
  type HookLine,
  readHookLog,
  writeHookFixtures,
  writeTranscriptFixture,
} from "../support/agent-fixtures.js";
import { type ClaudeRun, runClaude as runBinary } from "../support/claude-run.js";
import {
  type CodexHooksFile,
  codexConfigToml,
  codexHookTrustToml,
  tomlString,
} from "../support/codex-config.js";
import {
  type FakeResponses,
  messagesWithRole,
  type ResponsesStep,
  startFakeResponses,
} from "../support/fake-openai-responses.js";
import { snapshotPlugin } from "../support/plugin-snapshot.js";
import { tempDir } from "../support/temp.js";

const RECORD_HOOK = join(import.meta.dirname, "..", "support", "record-hook.mjs");
const RUN_TIMEOUT_MS = 120_000;
const PROMPT = "Add a greet helper in src/greet.js and run the tests";
const FINAL_TEXT = "Added src/greet.js and the tests pass.";
const FAIL_COMMAND = "echo boom >&2; exit 3";
const AGENTS_MD = "# Project rules\n\nE2E-AGENTS-MD: keep helpers small.\n";
const ADD_PATCH =
  "*** Begin Patch\n*** Add File: src/greet.js\n+export const greet = (n) => `hello ${n}`;\n*** End Patch\n";
const EDIT_PATCH =
  "*** Begin Patch\n*** Update File: src/greet.js\n@@\n-export const greet = (n) => `hello ${n}`;\n+export const greet = (n) => `hi ${n}`;\n*** End Patch\n";
const GREET_AFTER = "export const greet = (n) => `hi ${n}`;\n";

/** Hook events of codex-cli 0.169.0: the `*.command.input` JSON schemas embedded in the binary. */
const CODEX_EVENTS = [
  "SessionStart",
  "UserPromptSubmit",
  "PreToolUse",
  "PermissionRequest",
  "PostToolUse",
  "PreCompact",
  "PostCompact",
  "SubagentStart",
  "SubagentStop",
  "Stop",
  "Interrupt",
  "SessionEnd",
];
/** Hook events of Copilot CLI 1.0.102: `HookType` in its schemas/api.schema.json. */
const COPILOT_EVENTS = [
  "sessionStart",
  "userPromptSubmitted",
  "userPromptTransformed",
  "preToolUse",
  "preMcpToolCall",
  "permissionRequest",
  "postToolUse",
  "postToolUseFailure",
  "postResult",
  "prePRDescription",
  "errorOccurred",
  "agentStop",
  "subagentStart",
  "subagentStop",
  "preCompact",
  "notification",
  "sessionEnd",
];

interface Sandbox {
  root: string;
  /** Cairn's MCP server (a snapshot of plugin/dist/mcp.mjs), which both agents are configured to start. */
  mcp: string;
  cairnHome: string;
  proj: string;
  home: string;
  tmp: string;
  log: string;
  cleanup: () => void;
}

async function sandbox(prefix: string): Promise<Sandbox> {
  const t = tempDir(prefix);
  await snapshotPlugin(join(t.path, "plugin"));
  const s = {
    root: t.path,
    mcp: join(t.path, "plugin", "dist", "mcp.mjs"),
    cairnHome: join(t.path, "cairn-home"),
    proj: join(t.path, "proj"),
    home: join(t.path, "home"),
    tmp: join(t.path, "tmp"),
    log: join(t.path, "hooks.jsonl"),
    cleanup: t.cleanup,
  };
  for (const d of [s.proj, s.home, s.tmp]) mkdirSync(d, { recursive: true });
  const pkg = {
    name: "e2e-proj",
    version: "1.0.0",
    private: true,
    scripts: { test: 'node -e "process.exit(0)"' },
  };
  writeFileSync(join(s.proj, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
  writeFileSync(join(s.proj, "AGENTS.md"), AGENTS_MD);
  execFileSync("git", ["init", "-q"], { cwd: s.proj });
  return s;
}

const hookCommand = (agent: string, event: string, log: string): string =>
  `'${process.execPath}' '${RECORD_HOOK}' ${agent} ${event} '${log}'`;

/** The last input item types of every model request: why a scripted session ended early. */
const requestTails = (fake: FakeResponses): string =>
  fake
    .responseRequests()
    .map((r, i) => {
      const input = Array.isArray(r.body?.input) ? r.body.input : [];
      return `request ${i}: ${input
        .slice(-3)
        .map((x) => `${x.type}/${x.role ?? x.call_id ?? ""}`)
        .join(", ")}`;
    })
    .join("\n");

const describeRun = (r: ClaudeRun): string =>
  `exit ${r.code} signal ${r.signal} timedOut ${r.timedOut}\nstderr: ${r.stderr.slice(-3000)}\nstdout tail: ${r.stdout.slice(-3000)}`;

function finish(s: Sandbox, fakes: FakeResponses[]): Promise<void> {
  return Promise.all(fakes.map((f) => f.close())).then(() => {
    if (process.env.CAIRN_E2E_KEEP === "1") console.log(`kept ${s.root}`);
    else s.cleanup();
  });
}

const events = (lines: HookLine[]): string[] => lines.map((l) => l.event);
const only = (lines: HookLine[], event: string): HookLine[] => lines.filter((l) => l.event === event);

const codexBin = agentBinary("codex");
if (!codexBin) {
  console.warn("skipping Codex CLI smoke test: binary not installed (run: node scripts/ensure-agents.mjs)");
}

describe.skipIf(!codexBin)(`Codex CLI ${AGENT_VERSIONS.codex}: codex exec with a hook on every event`, () => {
  let s: Sandbox;
  let codexHome: string;
  let fake: FakeResponses;
  let run: ClaudeRun;
  let lines: HookLine[];
  const script: ResponsesStep[] = [
    // yield_time_ms at its maximum, so a slow machine still gets each command's exit in one call.
    { tool: "exec_command", args: { cmd: "npm test", yield_time_ms: 30_000 } },
    { tool: "exec_command", args: { cmd: FAIL_COMMAND, yield_time_ms: 30_000 } },
    { custom: "apply_patch", input: ADD_PATCH },
    { custom: "apply_patch", input: EDIT_PATCH },
    // Codex offers MCP tools only through its client-side tool_search; then they are callable as mcp__<server>.
    { item: { type: "tool_search_call", execution: "client", arguments: { query: "cairn context pack" } } },
    { tool: "get_context_pack", namespace: "mcp__cairn", args: { query: "greet helper" } },
    { text: FINAL_TEXT },
  ];

  beforeAll(async () => {
    s = await sandbox("cairn-e2e-codex-");
    codexHome = join(s.root, "codex-home");
    mkdirSync(join(s.proj, ".codex"), { recursive: true });
    mkdirSync(codexHome);
    fake = await startFakeResponses({ script });
    const hooks: CodexHooksFile = { hooks: {} };
    for (const e of CODEX_EVENTS) {
      hooks.hooks[e] = [
        { hooks: [{ type: "command", command: hookCommand("codex", e, s.log), timeout: 10 }] },
      ];
    }
    const hooksPath = join(s.proj, ".codex", "hooks.json");
    writeFileSync(hooksPath, `${JSON.stringify(hooks, null, 2)}\n`);
    // Trusted through [hooks.state] (no --dangerously-bypass-hook-trust): proves the trust hash.
    const mcp = [
      "[mcp_servers.cairn]",
      `command = ${tomlString(process.execPath)}`,
      `args = [${tomlString(s.mcp)}]`,
      `env = { CAIRN_HOME = ${tomlString(s.cairnHome)} }`,
    ].join("\n");
    const config = `${codexConfigToml(fake.url, s.proj)}\n${mcp}\n\n${codexHookTrustToml(hooksPath, hooks)}`;
    writeFileSync(join(codexHome, "config.toml"), config);
    run = await runBinary(
      codexBin!,
      s.proj,
      offlineCodexEnv(s.home, s.tmp, codexHome),
      ["exec", "--json", PROMPT],
      RUN_TIMEOUT_MS,
    );
    lines = existsSync(s.log) ? readHookLog(s.log) : [];
    console.log(
      `Codex ${AGENT_VERSIONS.codex}: ${run.ms} ms, ${fake.responseRequests().length} model requests`,
    );
  }, RUN_TIMEOUT_MS + 30_000);

  afterAll(() => finish(s, [fake]));

  const sessionId = (): string => String(run.lines.find((l) => l.type === "thread.started")?.thread_id);

  it("finishes the scripted session: every scripted model request, the final message, the edited file", () => {
    expect(run.timedOut, describeRun(run)).toBe(false);
    expect(run.code, describeRun(run)).toBe(0);
    expect(fake.responseRequests(), requestTails(fake)).toHaveLength(script.length);
    const last = run.lines.filter((l) => l.type === "item.completed").at(-1)?.item as { text?: string };
    expect(last?.text).toBe(FINAL_TEXT);
    expect(readFileSync(join(s.proj, "src", "greet.js"), "utf8")).toBe(GREET_AFTER);
  });

  it("fires SessionStart, UserPromptSubmit, Pre/PostToolUse per tool call, Stop and SessionEnd in order", () => {
    expect(events(lines), JSON.stringify(lines, null, 1).slice(0, 4000)).toEqual([
      "SessionStart",
      "UserPromptSubmit",
      ...["PreToolUse", "PostToolUse", "PreToolUse", "PostToolUse"],
      ...["PreToolUse", "PostToolUse", "PreToolUse", "PostToolUse"],
      ...["PreToolUse", "PostToolUse"],
      "Stop",
      "SessionEnd",
    ]);
    for (const l of lines) {
      expect(l.payload.hook_event_name).toBe(l.event);
      expect(l.payload.session_id).toBe(sessionId());
      expect(l.payload.cwd).toBe(s.proj);
    }
  });

  it("sends snake_case payloads: turn_id on turn events, Bash and apply_patch tool fields, Stop's message", () => {
    const [start] = only(lines, "SessionStart");
    expect(start?.payload).toMatchObject({ source: "startup", model: "gpt-5.5" });
    expect(start?.payload.turn_id).toBeUndefined();
    const transcript = String(start?.payload.transcript_path);
    expect(transcript).toMatch(
      new RegExp(`^${codexHome}/sessions/\\d{4}/\\d{2}/\\d{2}/rollout-[0-9T:-]+-${sessionId()}\\.jsonl$`),
    );
    const [prompt] = only(lines, "UserPromptSubmit");
    expect(prompt?.payload).toMatchObject({ prompt: PROMPT, turn_id: expect.any(String) });
    const post = only(lines, "PostToolUse");
    expect(post.map((l) => l.payload.tool_name)).toEqual([
      "Bash",
      "Bash",
      "apply_patch",
      "apply_patch",
      "mcp__cairn__get_context_pack",
    ]);
    expect(post[0]?.payload.tool_input).toEqual({ command: "npm test" });
    // Bash's tool_response is the output text only: a failing command's exit code is not in the payload.
    expect(post[1]?.payload.tool_response).toBe("boom\n");
    expect(post[2]?.payload.tool_input).toEqual({ command: ADD_PATCH });
    expect(String(post[2]?.payload.tool_response)).toContain("A src/greet.js");
    expect(post[0]?.payload.tool_use_id).toBe(only(lines, "PreToolUse")[0]?.payload.tool_use_id);
    // An MCP tool: its input is the arguments, its response the MCP CallToolResult (Cairn's server answered).
    expect(post[4]?.payload.tool_input).toEqual({ query: "greet helper" });
    const mcp = post[4]?.payload.tool_response as { content: { type: string; text: string }[] };
    expect(mcp.content[0]?.type).toBe("text");
    expect(mcp.content[0]?.text).toContain("# Cairn memory");
    expect(only(lines, "Stop")[0]?.payload).toMatchObject({
      last_assistant_message: FINAL_TEXT,
      stop_hook_active: false,
    });
    expect(only(lines, "SessionEnd")[0]?.payload).toMatchObject({
      reason: "other",
      transcript_path: transcript,
    });
  });

  it("puts SessionStart and UserPromptSubmit context into the model request as developer messages", () => {
    const first = fake.responseRequests()[0]?.body;
    expect(first).toBeTruthy();
    const developer = messagesWithRole(first!, "developer");
    expect(developer).toContain("E2E-CONTEXT codex SessionStart");
    expect(developer).toContain("E2E-CONTEXT codex UserPromptSubmit");
    expect(messagesWithRole(first!, "user").some((t) => t.includes("E2E-AGENTS-MD"))).toBe(true);
  });

  it("writes the rollout at transcript_path: session_meta, the tool calls and the failing command's exit code", () => {
    const path = String(only(lines, "SessionStart")[0]?.payload.transcript_path);
    const records = readFileSync(path, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { type: string; payload: Record<string, unknown> });
    expect(records[0]?.type).toBe("session_meta");
    expect(records[0]?.payload).toMatchObject({
      id: sessionId(),
      cwd: s.proj,
      cli_version: AGENT_VERSIONS.codex,
    });
    const types = new Set(records.map((r) => r.type));
    for (const t of ["turn_context", "response_item", "event_msg"]) expect(types.has(t)).toBe(true);
    const items = records.filter((r) => r.type === "event_msg" && r.payload.type === "item_completed");
    const commands = items
      .map((r) => r.payload.item as Record<string, unknown>)
      .filter((i) => i.type === "CommandExecution");
    expect(commands.map((c) => c.exit_code)).toEqual([0, 3]);
    if (process.env.CAIRN_RECORD_AGENT_FIXTURES === "1") {
      const paths = { [s.proj]: "/home/dev/proj", [codexHome]: "/home/dev/.codex", [s.root]: "/home/dev" };
      writeHookFixtures("codex", AGENT_VERSIONS.codex, lines, "Bash", paths, {
        mcp__cairn__get_context_pack: "mcp",
      });
      writeTranscriptFixture("codex", AGENT_VERSIONS.codex, path, "rollout.jsonl", paths);
    }
  });
});

const copilotBin = agentBinary("copilot");
if (!copilotBin) {
  console.warn("skipping Copilot CLI smoke test: binary not installed (run: node scripts/ensure-agents.mjs)");
}

describe.skipIf(!copilotBin)(
  `Copilot CLI ${AGENT_VERSIONS.copilot}: copilot -p with a hook on every event`,
  () => {
    let s: Sandbox;
    let copilotHome: string;
    let fake: FakeResponses;
    let run: ClaudeRun;
    let lines: HookLine[];
    let script: ResponsesStep[];
    let compatLog: string;

    beforeAll(async () => {
      s = await sandbox("cairn-e2e-copilot-");
      copilotHome = join(s.root, "copilot-home");
      mkdirSync(join(s.proj, ".github", "hooks"), { recursive: true });
      script = [
        { tool: "bash", args: { command: "npm test", description: "Run the tests" } },
        { tool: "bash", args: { command: FAIL_COMMAND, description: "Fail on purpose" } },
        { tool: "view", args: { path: join(s.proj, "missing.txt") } },
        { custom: "apply_patch", input: ADD_PATCH },
        { custom: "apply_patch", input: EDIT_PATCH },
        { tool: "cairn-get_context_pack", args: { query: "greet helper" } },
        { text: FINAL_TEXT },
      ];
      fake = await startFakeResponses({ script });
      const hooks: Record<string, unknown[]> = {};
      for (const e of COPILOT_EVENTS) {
        hooks[e] = [{ type: "command", bash: hookCommand("copilot", e, s.log), timeoutSec: 10 }];
      }
      writeFileSync(
        join(s.proj, ".github", "hooks", "e2e.json"),
        `${JSON.stringify({ version: 1, hooks }, null, 2)}\n`,
      );
      // Claude Code's project settings, which Copilot also reads in a trusted folder.
      compatLog = join(s.root, "claude-settings-hooks.jsonl");
      const claudeHooks: Record<string, unknown[]> = {};
      for (const e of ["SessionStart", "PostToolUse", "Stop"]) {
        claudeHooks[e] = [
          { hooks: [{ type: "command", command: hookCommand("claude-settings", e, compatLog) }] },
        ];
      }
      mkdirSync(join(s.proj, ".claude"));
      writeFileSync(
        join(s.proj, ".claude", "settings.json"),
        `${JSON.stringify({ hooks: claudeHooks }, null, 2)}\n`,
      );
      mkdirSync(copilotHome);
      const mcpServers = {
        cairn: {
          type: "local",
          command: process.execPath,
          args: [s.mcp],
          env: { CAIRN_HOME: s.cairnHome },
          tools: ["*"],
        },
      };
      writeFileSync(join(copilotHome, "mcp-config.json"), `${JSON.stringify({ mcpServers }, null, 2)}\n`);
      // Repository hooks load only in a trusted folder: --trust-folder trusts it for this one run.
      const args = [
        "-p",
        PROMPT,
        "--allow-all",
        "--trust-folder",
        "--no-auto-update",
        "--output-format",
        "json",
      ];
      const env = offlineCopilotEnv(s.home, s.tmp, copilotHome, fake.url);
      run = await runBinary(copilotBin!, s.proj, env, args, RUN_TIMEOUT_MS);
      lines = existsSync(s.log) ? readHookLog(s.log) : [];
      console.log(
        `Copilot ${AGENT_VERSIONS.copilot}: ${run.ms} ms, ${fake.responseRequests().length} model requests`,
      );
    }, RUN_TIMEOUT_MS + 30_000);

    afterAll(() => finish(s, [fake]));

    const sessionId = (): string => String(only(lines, "sessionStart")[0]?.payload.sessionId);

    it("finishes the scripted session: every scripted model request, the final message, the edited file", () => {
      expect(run.timedOut, describeRun(run)).toBe(false);
      expect(run.code, describeRun(run)).toBe(0);
      expect(fake.responseRequests(), requestTails(fake)).toHaveLength(script.length);
      const messages = run.lines.filter((l) => l.type === "assistant.message");
      expect((messages.at(-1)?.data as { content?: string })?.content).toBe(FINAL_TEXT);
      expect(readFileSync(join(s.proj, "src", "greet.js"), "utf8")).toBe(GREET_AFTER);
    });

    it("fires its camelCase events: postToolUseFailure only for the failed view, permissionRequest for writes", () => {
      const names = events(lines);
      // sessionStart and userPromptSubmitted hooks run concurrently (events.jsonl: both hook.start before either hook.end).
      expect(names.slice(0, 2).sort()).toEqual(["sessionStart", "userPromptSubmitted"]);
      expect(names[2]).toBe("userPromptTransformed");
      expect(names.slice(-2)).toEqual(["agentStop", "sessionEnd"]);
      expect(only(lines, "preToolUse")).toHaveLength(6);
      expect(only(lines, "postToolUse").map((l) => l.payload.toolName)).toEqual([
        "bash",
        "bash",
        "apply_patch",
        "apply_patch",
        "cairn-get_context_pack",
      ]);
      expect(only(lines, "preMcpToolCall").map((l) => l.payload)).toEqual([
        expect.objectContaining({
          serverName: "cairn",
          toolName: "get_context_pack",
          arguments: { query: "greet helper" },
        }),
      ]);
      expect(only(lines, "postToolUseFailure").map((l) => l.payload.toolName)).toEqual(["view"]);
      expect(only(lines, "permissionRequest").map((l) => l.payload.toolName)).toEqual([
        "bash",
        "bash",
        "edit",
        "edit",
        "cairn/get_context_pack",
      ]);
      for (const l of lines) {
        expect(l.payload.sessionId).toBe(sessionId());
        expect(l.payload.cwd).toBe(s.proj);
        expect(l.payload.hook_event_name).toBeUndefined();
      }
    });

    it("sends its own field names: toolArgs, toolResult with the exit code in the text, transcriptPath", () => {
      expect(only(lines, "sessionStart")[0]?.payload).toMatchObject({ source: "new", initialPrompt: PROMPT });
      expect(only(lines, "userPromptSubmitted")[0]?.payload).toMatchObject({ prompt: PROMPT });
      const post = only(lines, "postToolUse");
      expect(post[0]?.payload.toolArgs).toEqual({ command: "npm test", description: "Run the tests" });
      expect(post[1]?.payload.toolResult).toMatchObject({ resultType: "success" });
      expect(
        String((post[1]?.payload.toolResult as { textResultForLlm?: string } | undefined)?.textResultForLlm),
      ).toContain("completed with exit code 3");
      expect(post[2]?.payload.toolArgs).toBe(ADD_PATCH);
      expect(only(lines, "postToolUseFailure")[0]?.payload.error).toBe("Path does not exist");
      const stop = only(lines, "agentStop")[0]?.payload;
      expect(stop).toMatchObject({ stopReason: "end_turn", stop_hook_active: false });
      expect(stop?.transcriptPath).toBe(join(copilotHome, "session-state", sessionId(), "events.jsonl"));
      expect(only(lines, "sessionEnd")[0]?.payload).toMatchObject({ reason: "complete" });
      expect(lines[0]?.env.COPILOT_PROJECT_DIR).toBe(s.proj);
    });

    it("puts every sessionStart context (native and .claude/settings.json) in one user message before the prompt", () => {
      const first = fake.responseRequests()[0]?.body;
      expect(first).toBeTruthy();
      const user = messagesWithRole(first!, "user");
      const context = user.find((t) => t.includes("E2E-CONTEXT copilot sessionStart"));
      expect(context, user.join("\n---\n").slice(0, 2000)).toContain(
        "E2E-CONTEXT claude-settings SessionStart",
      );
      expect(user.indexOf(context!)).toBeLessThan(user.findIndex((t) => t.includes(PROMPT)));
      const prompt = user.find((t) => t.includes(PROMPT));
      expect(prompt).toContain(
        "<system_reminder>\nE2E-CONTEXT copilot userPromptSubmitted\n</system_reminder>",
      );
      expect(first!.instructions).toContain("E2E-AGENTS-MD");
    });

    it("also runs Claude Code hooks from .claude/settings.json, with snake_case payloads and Claude tool names", () => {
      const compat = existsSync(compatLog) ? readHookLog(compatLog) : [];
      expect(events(compat)).toEqual(["SessionStart", ...Array(5).fill("PostToolUse"), "Stop"]);
      for (const l of compat) {
        expect(l.payload).toMatchObject({ hook_event_name: l.event, session_id: sessionId(), cwd: s.proj });
        expect(l.payload.timestamp).toEqual(expect.any(String));
      }
      const post = only(compat, "PostToolUse");
      // MCP tools keep Copilot's <server>-<tool> name (Claude Code would say mcp__<server>__<tool>).
      expect(post.map((l) => l.payload.tool_name)).toEqual([
        "Bash",
        "Bash",
        "Edit",
        "Edit",
        "cairn-get_context_pack",
      ]);
      expect(post[0]?.payload.tool_result).toMatchObject({ result_type: "success" });
      expect(post[2]?.payload.tool_input).toBe(ADD_PATCH);
      expect(only(compat, "SessionStart")[0]?.payload.transcript_path).toBeUndefined();
      expect(only(compat, "Stop")[0]?.payload.transcript_path).toBe(
        only(lines, "agentStop")[0]?.payload.transcriptPath,
      );
    });

    it("writes events.jsonl at transcriptPath: session.start, tool executions with exit codes and file edits", () => {
      const path = String(only(lines, "agentStop")[0]?.payload.transcriptPath);
      const records = readFileSync(path, "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as { type: string; data: Record<string, unknown> });
      expect(records[0]).toMatchObject({ type: "session.start", data: { sessionId: sessionId() } });
      const done = records.filter((r) => r.type === "tool.execution_complete").map((r) => r.data);
      const exits = done.map((d) => (d.shellExecution as { exitCode?: number } | undefined)?.exitCode);
      expect(exits.filter((x) => x !== undefined)).toEqual([0, 3]);
      const edits = done.flatMap((d) => (d.fileEdits as { path: string; kind: string }[] | undefined) ?? []);
      expect(edits).toEqual([
        { path: join(s.proj, "src", "greet.js"), kind: "create" },
        { path: join(s.proj, "src", "greet.js"), kind: "edit" },
      ]);
      expect(readdirSync(join(copilotHome, "session-state", sessionId()))).toContain("workspace.yaml");
      if (process.env.CAIRN_RECORD_AGENT_FIXTURES === "1") {
        const paths = {
          [s.proj]: "/home/dev/proj",
          [copilotHome]: "/home/dev/.copilot",
          [s.root]: "/home/dev",
        };
        const mcp = {
          "cairn-get_context_pack": "mcp",
          "cairn/get_context_pack": "mcp",
          get_context_pack: "",
        };
        writeHookFixtures("copilot", AGENT_VERSIONS.copilot, lines, "bash", paths, mcp);
        writeTranscriptFixture("copilot", AGENT_VERSIONS.copilot, path, "events.jsonl", paths);
      }
    });
  },
);
