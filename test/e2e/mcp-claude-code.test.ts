// End to end through the real Claude Code client (2.1.197 and 2.1.330, --plugin-dir): the scripted
// model calls Cairn's MCP tools by their plugin names (mcp__plugin_cairn_cairn__<tool>,
// https://code.claude.com/docs/en/plugins-reference) — save_decision, save_constraint, then search — Claude Code runs them against the plugin's
// .mcp.json server, the results carry ids, and the next session's SessionStart pack shows what was
// saved. Skips a version whose binary is absent.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLAUDE_VERSIONS, claudeBinary } from "../support/claude-bin.js";
import { type ClaudeRun, offlineClaudeEnv, runClaude as runClaudeBinary } from "../support/claude-run.js";
import { type FakeAnthropic, type RecordedRequest, startFakeAnthropic } from "../support/fake-anthropic.js";
import { snapshotPlugin } from "../support/plugin-snapshot.js";
import { tempDir } from "../support/temp.js";

const TOOL = (name: string) => `mcp__plugin_cairn_cairn__${name}`;
const DECISION = "Use integer cents for every price";
const CONSTRAINT = "Never call the live payment API from tests";

type Run = ClaudeRun;

function runClaude(bin: string, cwd: string, env: NodeJS.ProcessEnv, args: string[]): Promise<Run> {
  return runClaudeBinary(bin, cwd, env, args, 90_000);
}

interface Block {
  type: string;
  tool_use_id?: string;
  is_error?: boolean;
  content?: string | { type: string; text?: string }[];
}

/** Every tool_result block the client sent back to the model, in order. */
function toolResults(requests: RecordedRequest[]): Block[] {
  const out = new Map<string, Block>();
  for (const r of requests) {
    for (const m of r.body?.messages ?? []) {
      if (typeof m.content === "string") continue;
      for (const b of m.content as Block[])
        if (b.type === "tool_result" && b.tool_use_id) out.set(b.tool_use_id, b);
    }
  }
  return [...out.values()];
}

const text = (b: Block | undefined) =>
  typeof b?.content === "string" ? b.content : (b?.content ?? []).map((c) => c.text ?? "").join("\n");

function systemText(fake: FakeAnthropic): string {
  return fake
    .messageRequests()
    .flatMap((r) => r.body?.messages ?? [])
    .filter((m) => m.role === "system")
    .map((m) => (typeof m.content === "string" ? m.content : m.content.map((b) => b.text ?? "").join("\n")))
    .join("\n");
}

for (const version of CLAUDE_VERSIONS) {
  const bin = claudeBinary(version);
  if (!bin)
    console.warn(
      `skipping MCP through Claude Code ${version}: binary not installed (run: node scripts/ensure-claude.mjs)`,
    );

  describe.skipIf(!bin)(`Cairn's MCP tools through Claude Code ${version}`, () => {
    let tmp: { path: string; cleanup: () => void };
    let proj: string;
    let plugin: string;
    let env: NodeJS.ProcessEnv;
    let fake1: FakeAnthropic;
    let fake2: FakeAnthropic;
    let run1: Run;
    let run2: Run;
    const sid1 = randomUUID();
    const sid2 = randomUUID();

    const args = (prompt: string, sid: string) => [
      "-p",
      prompt,
      "--session-id",
      sid,
      "--plugin-dir",
      plugin,
      "--permission-mode",
      "bypassPermissions",
      "--output-format",
      "stream-json",
      "--verbose",
    ];

    beforeAll(async () => {
      tmp = tempDir(`cairn-e2e-mcp-${version}-`);
      proj = join(tmp.path, "proj");
      plugin = join(tmp.path, "plugin");
      for (const d of [proj, join(tmp.path, "home"), join(tmp.path, "cc-tmp")]) mkdirSync(d);
      execFileSync("git", ["init", "-q"], { cwd: proj });
      await snapshotPlugin(plugin);
      fake1 = await startFakeAnthropic({
        script: [
          { tool: TOOL("save_decision"), input: { title: DECISION, rationale: "floats lose money in sums" } },
          {
            tool: TOOL("save_constraint"),
            input: { title: CONSTRAINT, severity: "critical", reason: "it charges cards" },
          },
          { tool: TOOL("search"), input: { query: "integer cents price" } },
          { text: "Saved the pricing decision and the payments rule." },
        ],
      });
      fake2 = await startFakeAnthropic({ script: [{ text: "Ready." }] });
      env = offlineClaudeEnv(join(tmp.path, "home"), join(tmp.path, "cc-tmp"), {
        CAIRN_HOME: join(tmp.path, "cairn-home"),
      });
      run1 = await runClaude(
        bin!,
        proj,
        { ...env, ANTHROPIC_BASE_URL: fake1.url },
        args("Record our pricing rules", sid1),
      );
      run2 = await runClaude(bin!, proj, { ...env, ANTHROPIC_BASE_URL: fake2.url }, args("Continue", sid2));
    }, 200_000);

    afterAll(async () => {
      await fake1?.close();
      await fake2?.close();
      tmp?.cleanup();
    });

    const dump = (r: Run) =>
      `exit ${r.code}\nstderr: ${r.stderr.slice(-1500)}\nstdout: ${r.stdout.slice(-1500)}`;

    it("runs the scripted MCP tool calls; every result is a success that carries an id", () => {
      expect(run1.code, dump(run1)).toBe(0);
      expect(fake1.messageRequests().length).toBeGreaterThanOrEqual(4);
      const results = toolResults(fake1.messageRequests());
      expect(results, dump(run1)).toHaveLength(3);
      for (const r of results) expect(r.is_error ?? false, text(r)).toBe(false);
      const [decision, constraint, search] = results.map(text);
      const id = /"id":"(m_[0-9a-f]{12})"/.exec(decision ?? "")?.[1];
      expect(id, decision).toBeDefined();
      expect(constraint).toMatch(/"severity":"critical"/);
      expect(search).toContain(id!);
    });

    it("stored them with MCP provenance and this session's id", () => {
      const list = JSON.parse(
        execFileSync(process.execPath, [join(plugin, "dist", "cli.mjs"), "list", "--json"], {
          cwd: proj,
          env,
          encoding: "utf8",
        }),
      ) as {
        type: string;
        title: string;
        severity: string | null;
        source: { kind: string; event: string; sessionId: string };
      }[];
      const decision = list.find((m) => m.type === "decision");
      expect(decision).toMatchObject({
        title: DECISION,
        source: { kind: "mcp", event: "save_decision", sessionId: sid1 },
      });
      expect(list.find((m) => m.type === "constraint")).toMatchObject({
        title: CONSTRAINT,
        severity: "critical",
      });
    });

    it("the next session's SessionStart pack shows what was saved", () => {
      expect(run2.code, dump(run2)).toBe(0);
      const context = systemText(fake2);
      expect(context).toContain("SessionStart hook additional context");
      expect(context).toContain(DECISION);
      expect(context).toContain(`[critical] ${CONSTRAINT}`);
    });
  });
}
