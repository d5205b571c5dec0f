// The official MCP Inspector in CLI mode (@modelcontextprotocol/inspector 0.15.0: the last release
// that declares no Node ≥ 22 requirement; its CLI runs on Node 20) against the built server:
// tools/list, tools/call (a save and a search), a tool error, and the context-pack resource.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gitRepo } from "../support/hook-runner.js";
import { snapshotPlugin } from "../support/plugin-snapshot.js";
import { tempDir } from "../support/temp.js";

const root = join(import.meta.dirname, "..", "..");
const inspector = join(root, "node_modules", "@modelcontextprotocol", "inspector", "cli", "build", "cli.js");
const inspectorBin = join(root, "node_modules", ".bin", "mcp-inspector");

let tmp: { path: string; cleanup: () => void };
let repo: string;
let plugin: string;

beforeAll(async () => {
  tmp = tempDir("cairn-inspector-");
  repo = join(tmp.path, "repo");
  plugin = join(tmp.path, "plugin");
  gitRepo(repo);
  await snapshotPlugin(plugin);
});
afterAll(() => tmp?.cleanup());

/** `mcp-inspector --cli node <mcp.mjs> -e CAIRN_HOME=… <args>`; resolves with parsed JSON stdout. */
function inspect(
  args: string[],
): Promise<{ code: number; json: Record<string, unknown> | null; out: string }> {
  const cli = [
    "--cli",
    process.execPath,
    join(plugin, "dist", "mcp.mjs"),
    "-e",
    `CAIRN_HOME=${join(tmp.path, "cairn-home")}`,
    "-e",
    `CLAUDE_PROJECT_DIR=${repo}`,
    ...args,
  ];
  return new Promise((resolve) => {
    execFile(
      inspectorBin,
      cli,
      { cwd: repo, timeout: 60_000, env: { ...process.env, NO_COLOR: "1" } },
      (err, stdout, stderr) => {
        let json: Record<string, unknown> | null = null;
        try {
          json = JSON.parse(stdout) as Record<string, unknown>;
        } catch {
          json = null;
        }
        resolve({ code: err ? Number(err.code ?? 1) : 0, json, out: `${stdout}${stderr}` });
      },
    );
  });
}

describe("MCP Inspector CLI", () => {
  it("is installed (devDependency)", () => {
    expect(existsSync(inspector), `${inspector} missing: run npm ci`).toBe(true);
  });

  it("tools/list shows every tool with schemas and annotations", async () => {
    const r = await inspect(["--method", "tools/list"]);
    expect(r.code, r.out).toBe(0);
    const tools = (r.json?.tools ?? []) as {
      name: string;
      outputSchema?: unknown;
      annotations?: { readOnlyHint?: boolean };
    }[];
    const names = tools.map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "save_decision",
        "save_constraint",
        "search",
        "get_context_pack",
        "recall",
        "forget",
      ]),
    );
    expect(tools.every((t) => t.outputSchema && typeof t.annotations?.readOnlyHint === "boolean")).toBe(true);
  });

  it("tools/call saves a decision, finds it again, and reports bad arguments as a tool error", async () => {
    const saved = await inspect([
      "--method",
      "tools/call",
      "--tool-name",
      "save_decision",
      "--tool-arg",
      "title=Queue retries use exponential backoff",
      "--tool-arg",
      "rationale=Thundering herd after outages",
    ]);
    expect(saved.code, saved.out).toBe(0);
    const id = (saved.json?.structuredContent as { id: string } | undefined)?.id;
    expect(id).toMatch(/^m_[0-9a-f]{12}$/);

    const found = await inspect([
      "--method",
      "tools/call",
      "--tool-name",
      "search",
      "--tool-arg",
      "query=retries backoff",
    ]);
    const results = (found.json?.structuredContent as { results: { id: string }[] } | undefined)?.results;
    expect(results?.[0]?.id).toBe(id);

    const bad = await inspect([
      "--method",
      "tools/call",
      "--tool-name",
      "get_memory",
      "--tool-arg",
      "id=m_000000000000",
    ]);
    expect(bad.json).toMatchObject({
      isError: true,
      content: [{ type: "text", text: `NOT_FOUND: no memory with id m_000000000000` }],
    });

    const pack = await inspect(["--method", "resources/read", "--uri", "cairn://context-pack"]);
    expect(JSON.stringify(pack.json)).toContain(id!);
  });
});
