/**
 * `cairn import` reads the auto-memory folder beside a project's transcripts into that project, and the
 * memory is then found like any other: `cairn search`, the pack (`cairn context`) and MCP search. The real
 * CLI and MCP bundles, a real SQLite home.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sanitisedProjectName } from "../../src/core/native-memory/auto-memory-folder.js";
import { memoryFileText } from "../support/auto-memory.js";
import { CLI, gitRepo, hookEnv, ROOT } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";
import { assistantPart, jsonl, SESSION_ID, userPrompt } from "../transcript/fixtures.js";

let tmp: ReturnType<typeof tempDir>;
let repo: string;
let env: NodeJS.ProcessEnv;
let projects: string;
const cairn = (args: string[]) =>
  execFileSync(process.execPath, [CLI, ...args], { cwd: repo, env, encoding: "utf8" });

beforeAll(() => {
  tmp = tempDir("cairn-automem-import-");
  repo = join(tmp.path, "shop");
  gitRepo(repo);
  const home = join(tmp.path, "user");
  env = hookEnv(join(tmp.path, "cairn"), { HOME: home, CAIRN_EMBEDDINGS: "none" });
  delete env.CLAUDE_CONFIG_DIR;
  projects = join(home, ".claude", "projects");
  const dir = join(projects, sanitisedProjectName(repo));
  mkdirSync(join(dir, "memory"), { recursive: true });
  const records = [
    userPrompt("Set up the quokka exporter"),
    assistantPart("msg_1", { type: "text", text: "Done." }),
  ];
  writeFileSync(join(dir, `${SESSION_ID}.jsonl`), jsonl(records.map((r) => ({ ...r, cwd: repo }))));
  writeFileSync(
    join(dir, "memory", "exporter-batches.md"),
    memoryFileText({
      name: "exporter-batches",
      description: "The quokka exporter writes in batches of 500 rows",
      type: "project",
      body: "The quokka exporter writes in batches of 500 rows.\n**Why:** the warehouse rejects larger inserts.",
    }),
  );
  writeFileSync(join(dir, "memory", "MEMORY.md"), "");
});
afterAll(() => tmp.cleanup());

describe("cairn import with an auto-memory folder", () => {
  it("reads the folder into the transcripts' project, once", () => {
    const first = JSON.parse(cairn(["import", projects, "--json"]));
    expect(first.autoMemory).toEqual({ folders: 1, read: 1, removed: 0, skipped: [] });
    const again = JSON.parse(cairn(["import", projects, "--json"]));
    expect(again.autoMemory).toMatchObject({ folders: 1, read: 0 });
  });

  it("cairn search, the pack and MCP search find it, with its source", async () => {
    const hits = JSON.parse(cairn(["search", "quokka exporter batches", "--json"]));
    const hit = (hits.results ?? hits).find((h: { title?: string; memory?: { title: string } }) =>
      (h.title ?? h.memory?.title)?.includes("batches of 500"),
    );
    expect(hit).toBeDefined();
    const id =
      (hit as { id?: string; memory?: { id: string } }).id ?? (hit as { memory: { id: string } }).memory.id;
    expect(cairn(["show", id])).toContain("claude-code auto memory");
    // not linked from MEMORY.md: the pack carries it
    expect(cairn(["context"])).toContain("The quokka exporter writes in batches of 500 rows");
    const client = new Client({ name: "t", version: "1" });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [join(ROOT, "plugin", "dist", "mcp.mjs")],
        cwd: repo,
        env: env as Record<string, string>,
      }),
    );
    try {
      const r = await client.callTool({ name: "search", arguments: { query: "quokka exporter batches" } });
      expect(JSON.stringify(r.structuredContent)).toContain("batches of 500 rows");
    } finally {
      await client.close();
    }
  });
});
