// End to end against the real Claude Code CLI (each supported version) and the scripted Messages API on
// 127.0.0.1: the client's own limits and features that Cairn has to fit, measured rather than assumed.
// - A hook's `additionalContext` arrives whole up to 10,000 UTF-16 code units (no line cap, bytes do not
//   count); one unit more and the client saves it to a file and sends a `<persisted-output>` preview instead.
// - A `/compact` in a `-p --resume` run fires PreCompact → SessionStart(compact) → PostCompact(compact_summary),
//   and what SessionStart(compact) adds reaches the next request.
// - Auto memory: a scripted Write of a memory file and MEMORY.md (as the client's prompt instructs) lands in
//   `~/.claude/projects/<sanitised cwd>/memory/`; the next session loads MEMORY.md, cut after 200 lines;
//   CLAUDE_CODE_DISABLE_AUTO_MEMORY=1 turns all of it off.
// Facts and how they were found: docs/agents/claude-code-auto-memory.md. CAIRN_E2E_KEEP=1 keeps the temp dirs;
// CAIRN_RECORD_AGENT_FIXTURES=1 rewrites test/fixtures/agents/claude-code/<version>/ from the compaction run.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { FIXTURES_ROOT, type HookLine, rewritePaths } from "../support/agent-fixtures.js";
import {
  type AutoMemory,
  autoMemoryDir,
  indexLine,
  memoryFileText,
  memoryWriteSteps,
} from "../support/auto-memory.js";
import { CLAUDE_VERSIONS, claudeBinary } from "../support/claude-bin.js";
import { type CompactionRuns, compactSession } from "../support/claude-compaction.js";
import {
  contextText,
  firstUserText,
  type ProbeRun,
  type ProbeSession,
  probeSession,
  systemMessageText,
  systemPromptText,
} from "../support/claude-probe.js";

/** The cap measured on both versions: `additionalContext.length` (UTF-16 code units) above it is persisted. */
const CONTEXT_CAP = 10_000;
const RECORD = process.env.CAIRN_RECORD_AGENT_FIXTURES === "1";

const describeRun = (r: ProbeRun): string =>
  `exit ${r.code} timedOut ${r.timedOut} requests ${r.bodies.length}\nstderr: ${r.stderr.slice(-1500)}\nstdout: ${r.stdout.slice(-1500)}`;

/** True when `system` holds `<event> hook additional context: <text>` followed by a line break or its end. */
function arrivedWhole(system: string, event: string, text: string): boolean {
  const needle = `${event} hook additional context: ${text}`;
  const at = system.indexOf(needle);
  if (at < 0) return false;
  const next = system[at + needle.length];
  return next === undefined || next === "\n";
}

/** The `<persisted-output>` block the client sent for `event`, or null. */
function persistedBlock(system: string, event: string): string | null {
  const start = system.indexOf(`${event} hook additional context: <persisted-output>`);
  if (start < 0) return null;
  const end = system.indexOf("</persisted-output>", start);
  return end < 0 ? null : system.slice(start, end + "</persisted-output>".length);
}

function lastPayload(lines: HookLine[], event: string, source?: string): Record<string, unknown> | undefined {
  return lines
    .filter((l) => l.event === event && (source === undefined || l.payload.source === source))
    .at(-1)?.payload;
}

for (const version of CLAUDE_VERSIONS) {
  const bin = claudeBinary(version);
  if (!bin) {
    console.warn(
      `skipping Claude Code ${version} native-limits e2e: binary not installed (run: node scripts/ensure-claude.mjs)`,
    );
  }

  describe.skipIf(!bin)(`Claude Code ${version}: hook additionalContext cap`, () => {
    let session: ProbeSession;
    // run 1: SessionStart exactly at the cap in 1,000 lines of 2-byte characters; UserPromptSubmit one over.
    const ss1 = contextText("S", CONTEXT_CAP, 1000, "é");
    const ups1 = contextText("U", CONTEXT_CAP + 1, 40);
    // run 2: SessionStart one over in astral characters (fewer code points than units); UserPromptSubmit at it.
    const ss2 = contextText("S", CONTEXT_CAP + 1, 1, "😀");
    const ups2 = contextText("U", CONTEXT_CAP, 1250);
    let run1: ProbeRun;
    let run2: ProbeRun;

    beforeAll(async () => {
      session = probeSession(bin!);
      const script = { script: [{ text: "ok" }] };
      run1 = await session.run(["-p", "hello"], script, { SessionStart: ss1, UserPromptSubmit: ups1 });
      run2 = await session.run(["-p", "hello"], script, { SessionStart: ss2, UserPromptSubmit: ups2 });
    }, 240_000);
    afterAll(() => session?.cleanup());

    it("both runs succeed with one model request each", () => {
      for (const r of [run1, run2]) {
        expect(r.code, describeRun(r)).toBe(0);
        expect(r.bodies, describeRun(r)).toHaveLength(1);
      }
    });

    it("delivers a context of exactly 10,000 UTF-16 units whole, whatever its lines or bytes", () => {
      expect(ss1.length).toBe(CONTEXT_CAP);
      expect(ss1.split("\n")).toHaveLength(1000);
      expect(Buffer.byteLength(ss1)).toBeGreaterThan(CONTEXT_CAP);
      expect(ups2.split("\n")).toHaveLength(1250);
      expect(arrivedWhole(systemMessageText(run1.bodies[0]!), "SessionStart", ss1)).toBe(true);
      expect(arrivedWhole(systemMessageText(run2.bodies[0]!), "UserPromptSubmit", ups2)).toBe(true);
    });

    it("persists a context one unit over to a file and sends a preview with its path instead", () => {
      expect([...ss2].length).toBeLessThan(CONTEXT_CAP);
      const cases: [ProbeRun, string, string][] = [
        [run1, "UserPromptSubmit", ups1],
        [run2, "SessionStart", ss2],
      ];
      for (const [run, event, text] of cases) {
        const system = systemMessageText(run.bodies[0]!);
        expect(system).not.toContain(text);
        const block = persistedBlock(system, event);
        expect(block, system.slice(0, 3000)).not.toBeNull();
        const m =
          /Output too large \(([\d.]+KB)\)\. Full output saved to: (\S+)\n\nPreview \(first 2KB\):\n/.exec(
            block!,
          );
        expect(m, block!).not.toBeNull();
        const file = m![2]!;
        expect(file).toContain(join(session.home, ".claude", "projects"));
        expect(file).toMatch(/\/tool-results\/hook-[0-9a-zA-Z-]+-additionalContext\.txt$/);
        expect(readFileSync(file, "utf8")).toBe(text);
        const preview = block!.slice(m!.index + m![0].length, -"\n...\n</persisted-output>".length);
        // 2.1.197 cuts the preview inside a surrogate pair; the half it keeps arrives as U+FFFD.
        expect(text.startsWith(preview.replace(/[\uFFFD\uD800-\uDBFF]$/, ""))).toBe(true);
        expect(preview.length).toBeLessThanOrEqual(2000);
        expect(preview.length).toBeGreaterThan(0);
      }
    });
  });

  describe.skipIf(!bin)(`Claude Code ${version}: compaction in a scripted run`, () => {
    let session: ProbeSession;
    let runs: CompactionRuns;
    const summary =
      "<analysis>looked at the task</analysis>\n<summary>Task: add greet. Plan: test next.</summary>";
    const afterContext = "CAIRN-PROBE after {source}: task add greet, next step write the test";

    beforeAll(async () => {
      session = probeSession(bin!);
      runs = await compactSession(session, {
        prompt: "Add a greet helper",
        script: [
          { tool: "Bash", input: { command: "echo hi", description: "Say hi" } },
          { text: "Started." },
        ],
        instructions: "keep the plan",
        summary,
        answers: { SessionStart: afterContext },
        after: { prompt: "Continue", text: "Continuing." },
      });
      if (RECORD) recordCompactionFixtures(version, session, runs.sessionId);
    }, 300_000);
    afterAll(() => session?.cleanup());

    it("every turn succeeds; the compaction makes exactly one model request, the summary prompt", () => {
      for (const r of [runs.first, runs.compact, runs.after!]) expect(r.code, describeRun(r)).toBe(0);
      expect(runs.compact.bodies).toHaveLength(1);
      const last = runs.compact.bodies[0]!.messages?.filter((m) => m.role !== "system").at(-1);
      const text = typeof last?.content === "string" ? last.content : JSON.stringify(last?.content);
      expect(text).toMatch(/create a detailed summary of the conversation/i);
      expect(text).toContain("keep the plan");
    });

    it("fires PreCompact, then SessionStart(compact), then PostCompact carrying the model's summary verbatim", () => {
      const lines = session.hookLines().filter((l) => l.payload.session_id === runs.sessionId);
      const order = lines.map((l) => `${l.event}${l.payload.source ? `(${String(l.payload.source)})` : ""}`);
      const pre = order.indexOf("PreCompact");
      expect(pre, order.join(" ")).toBeGreaterThan(0);
      expect(order.slice(pre, pre + 3)).toEqual(["PreCompact", "SessionStart(compact)", "PostCompact"]);
      expect(lastPayload(lines, "PreCompact")).toMatchObject({
        trigger: "manual",
        custom_instructions: "keep the plan",
      });
      expect(lastPayload(lines, "PostCompact")).toMatchObject({
        trigger: "manual",
        compact_summary: summary,
      });
      expect(typeof lastPayload(lines, "SessionStart", "compact")?.model).toBe("string");
    });

    it("what SessionStart(compact) added reaches the first request after the compaction", () => {
      const system = systemMessageText(runs.after!.bodies[0]!);
      expect(system).toContain("CAIRN-PROBE after compact: task add greet");
      expect(JSON.stringify(runs.after!.bodies[0]!.messages)).toContain("Task: add greet. Plan: test next.");
    });

    it("the committed fixtures have the live payloads' fields", () => {
      const lines = session.hookLines().filter((l) => l.payload.session_id === runs.sessionId);
      const live: Record<string, Record<string, unknown> | undefined> = {
        "PreCompact.json": lastPayload(lines, "PreCompact"),
        "PostCompact.json": lastPayload(lines, "PostCompact"),
        "SessionStart.compact.json": lastPayload(lines, "SessionStart", "compact"),
      };
      for (const [name, payload] of Object.entries(live)) {
        const file = join(FIXTURES_ROOT, "claude-code", version, name);
        expect(existsSync(file), `${file} (record with CAIRN_RECORD_AGENT_FIXTURES=1)`).toBe(true);
        const fixture = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
        expect(Object.keys(fixture).sort()).toEqual(Object.keys(payload ?? {}).sort());
        expect(fixture.cwd).toBe("/home/dev/proj");
      }
    });
  });

  describe.skipIf(!bin)(`Claude Code ${version}: auto memory`, () => {
    let session: ProbeSession;
    let memDir: string;
    let write: ProbeRun;
    let load: ProbeRun;
    let overflow: ProbeRun;
    let disabled: ProbeRun;
    const memories: AutoMemory[] = [
      {
        name: "staging-db-port",
        description: "the staging database listens on port 5433",
        type: "project",
        body: "Staging Postgres is on 5433.\n**Why:** 5432 is taken by the legacy service.\n**How to apply:** use 5433 in staging URLs. See [[prefers-tabs]].",
      },
      {
        name: "prefers-tabs",
        description: "the user wants tabs, not spaces",
        type: "feedback",
        body: "Indent with tabs.\n**Why:** the user said so.\n**How to apply:** every new file.",
      },
    ];
    // A project path whose sanitised name passes 200 characters, so the hash suffix is exercised.
    const projName = `deep ${"n".repeat(120)}/proj_with.dots & spaces ${"m".repeat(60)}`;

    beforeAll(async () => {
      session = probeSession(bin!, { projName });
      memDir = autoMemoryDir(session.home, session.proj);
      write = await session.run(["-p", "Remember the staging port and my indentation preference"], {
        script: [...memoryWriteSteps(memDir, memories), { text: "Saved both." }],
      });
      load = await session.run(["-p", "What port is staging on?"], { script: [{ text: "5433." }] });
      const index = Array.from(
        { length: 250 },
        (_, i) => `- [Fact ${i + 1}](fact-${i + 1}.md) — F${i + 1}-MARK`,
      );
      writeFileSync(join(memDir, "MEMORY.md"), `${index.join("\n")}\n`);
      overflow = await session.run(["-p", "hello"], { script: [{ text: "hi" }] });
      disabled = await session.run(
        ["-p", "hello"],
        { script: [{ text: "hi" }] },
        {},
        { CLAUDE_CODE_DISABLE_AUTO_MEMORY: "1" },
      );
    }, 300_000);
    afterAll(() => session?.cleanup());

    it("all runs succeed", () => {
      for (const r of [write, load, overflow, disabled]) expect(r.code, describeRun(r)).toBe(0);
    });

    it("names the memory folder by the sanitising rule (200 characters, then a hash suffix)", () => {
      expect(memDir.split("/").at(-2)!.length).toBeGreaterThan(200);
      expect(memDir.split("/").at(-2)).toMatch(/^[A-Za-z0-9-]{200}-[0-9a-z]+$/);
      expect(systemPromptText(write.bodies[0]!)).toContain(`persistent file-based memory at \`${memDir}/\``);
      const init = write.lines.find((l) => l.type === "system" && l.subtype === "init") as
        | { memory_paths?: { auto?: string } }
        | undefined;
      if (init?.memory_paths) expect(init.memory_paths.auto).toBe(`${memDir}/`);
    });

    it("the client's Write tool stamps memory files: metadata gains node_type, originSessionId (and modified)", () => {
      const sid = (
        write.lines.find((l) => l.type === "system" && l.subtype === "init") as { session_id?: string }
      )?.session_id;
      expect(sid).toMatch(/^[0-9a-f-]{36}$/);
      for (const m of memories) {
        const text = readFileSync(join(memDir, `${m.name}.md`), "utf8");
        expect(text).not.toBe(memoryFileText(m));
        const fm = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(text);
        expect(fm, text).not.toBeNull();
        const { metadata, ...top } = parseYaml(fm![1]!) as { metadata: Record<string, unknown> };
        expect(top).toEqual({ name: m.name, description: m.description });
        const { modified, ...rest } = metadata;
        expect(rest).toEqual({ node_type: "memory", type: m.type, originSessionId: sid });
        // 2.1.330 also stamps the write time; 2.1.197 does not.
        if (version === "2.1.197") expect(modified).toBeUndefined();
        else expect(modified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(fm![2]).toBe(`${m.body.trim()}\n`);
      }
    });

    it("loads MEMORY.md into the next session's first user message", () => {
      const user = firstUserText(load.bodies[0]!);
      expect(user).toContain(
        `Contents of ${memDir}/MEMORY.md (user's auto-memory, persists across conversations):`,
      );
      for (const m of memories) expect(user).toContain(indexLine(m));
      expect(user).not.toContain("Staging Postgres is on 5433.");
    });

    it("cuts MEMORY.md after line 200 and says so", () => {
      const user = firstUserText(overflow.bodies[0]!);
      const loaded = user.slice(
        user.indexOf("MEMORY.md (user's auto-memory"),
        user.indexOf("> WARNING: MEMORY.md"),
      );
      expect(loaded).toContain("- [Fact 1](fact-1.md) — F1-MARK\n");
      expect(loaded).toContain("- [Fact 200](fact-200.md) — F200-MARK\n");
      expect(loaded).not.toContain("F201-MARK");
      expect(user).toContain("> WARNING: MEMORY.md is 250 lines (limit: 200). Only part of it was loaded");
    });

    it("CLAUDE_CODE_DISABLE_AUTO_MEMORY=1 drops both the index and the memory prompt", () => {
      const body = disabled.bodies[0]!;
      expect(firstUserText(body)).not.toContain("MEMORY.md");
      expect(systemPromptText(body)).not.toContain("persistent file-based memory");
    });
  });
}

/** Writes the compaction run's PreCompact, SessionStart(compact) and PostCompact payloads as fixtures. */
function recordCompactionFixtures(version: string, session: ProbeSession, sessionId: string): void {
  const dir = join(FIXTURES_ROOT, "claude-code", version);
  mkdirSync(dir, { recursive: true });
  const lines = session.hookLines().filter((l) => l.payload.session_id === sessionId);
  const paths = {
    [join(session.home, ".claude", "projects", session.proj.replace(/[^A-Za-z0-9]/g, "-"))]:
      "/home/dev/.claude/projects/-home-dev-proj",
    [session.proj]: "/home/dev/proj",
    [session.home]: "/home/dev",
  };
  const pick: [string, Record<string, unknown> | undefined][] = [
    ["PreCompact.json", lastPayload(lines, "PreCompact")],
    ["PostCompact.json", lastPayload(lines, "PostCompact")],
    ["SessionStart.compact.json", lastPayload(lines, "SessionStart", "compact")],
  ];
  for (const [name, payload] of pick) {
    if (payload) writeFileSync(join(dir, name), rewritePaths(`${JSON.stringify(payload, null, 2)}\n`, paths));
  }
}
