/**
 * Search says "no match" with vectors present: through the real entry points (the `cairn` CLI process
 * and the stdio MCP server, plugin/dist, with the default offline model's vectors computed by
 * `cairn index`), a nonsense query and a query about something the project never mentions return
 * nothing, while a real query still finds its memory — and `cairn recall` finds what `cairn search`
 * finds for a plural of a word the memory has in the singular (the same stemmed terms).
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingOfflinePackages } from "../../src/app/embeddings/offline.js";
import { CLI, gitRepo, hookEnv, runCliJson } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

const MCP = join(CLI, "..", "mcp.mjs");
const missing = missingOfflinePackages();
const why = missing.length > 0 ? ` (skipped: ${missing.join(", ")} not installed)` : "";

let tmp: ReturnType<typeof tempDir>;
let repo: string;
let env: NodeJS.ProcessEnv;
const ids: Record<string, string> = {};

const MEMORIES = [
  ["decision", "LiveView test helpers use Phoenix.LiveViewTest", "each test checks out a sandboxed Repo"],
  ["verified_command", "mix test", "test command; passed (exit 0)."],
  ["project_fact", "Stack: Elixir 1.17, Phoenix 1.7, Ecto on PostgreSQL", "seen in mix.exs"],
  ["bug_note", "Dialyzer warns about an unmatched return in the session view", "fixed by matching :ok"],
  ["todo", "Add credo to the CI workflow", ""],
  ["task_summary", "Session: ported the transcript renderer to a component", "Intent: port the renderer"],
] as const;

beforeAll(() => {
  if (missing.length > 0) return;
  tmp = tempDir("cairn-no-match-");
  repo = join(tmp.path, "repo");
  gitRepo(repo);
  env = hookEnv(join(tmp.path, "home"), { CAIRN_EMBEDDINGS: "offline" });
  for (const [type, title, body] of MEMORIES) {
    const r = runCliJson(["save", "--type", type, title, ...(body ? ["--body", body] : [])], repo, env) as {
      id: string;
    };
    ids[type] = r.id;
  }
  const indexed = runCliJson(["index"], repo, env) as { embedded: number; remaining: number };
  expect(indexed).toMatchObject({ embedded: MEMORIES.length, remaining: 0 });
}, 300_000);
afterAll(() => tmp?.cleanup());

const search = (query: string) =>
  (runCliJson(["search", query], repo, env) as { kind: string; id: string }[]).filter(
    (r) => r.kind === "memory",
  );

describe(`search with vectors present says when nothing matches${why}`, () => {
  it.skipIf(missing.length > 0)(
    "cairn search: nonsense and unrelated queries list nothing",
    () => {
      expect(search("zzzqqq")).toEqual([]);
      expect(search("kubernetes helm chart")).toEqual([]);
      const text = execFileSync(process.execPath, [CLI, "search", "zzzqqq"], {
        cwd: repo,
        env,
        encoding: "utf8",
      });
      expect(text).toBe('No memories or notes match "zzzqqq".\n');
      // a real query still finds its memory, first
      expect(search("LiveView tests")[0]?.id).toBe(ids.decision);
    },
    300_000,
  );

  it.skipIf(missing.length > 0)(
    "cairn recall finds what cairn search finds for a plural",
    () => {
      const r = runCliJson(["recall", "LiveView tests", "--extractive"], repo, env) as {
        sources: { id: string }[];
      };
      expect(r.sources.map((s) => s.id)).toContain(ids.decision);
      expect(search("LiveView tests").map((h) => h.id)).toContain(ids.decision);
    },
    120_000,
  );

  it.skipIf(missing.length > 0)(
    "the MCP search tool (stdio server, real SDK client) lists nothing for them either",
    async () => {
      const transport = new StdioClientTransport({
        command: process.execPath,
        args: [MCP, "--project", repo],
        env: env as Record<string, string>,
        stderr: "ignore",
      });
      const client = new Client({ name: "cairn-test", version: "0.0.0" });
      await client.connect(transport);
      try {
        const results = async (query: string) => {
          const r = await client.callTool({ name: "search", arguments: { query } });
          expect(r.isError).toBeFalsy();
          return (r.structuredContent as { results: { id: string }[] }).results.map((x) => x.id);
        };
        expect(await results("zzzqqq")).toEqual([]);
        expect(await results("kubernetes helm chart")).toEqual([]);
        expect((await results("LiveView tests"))[0]).toBe(ids.decision);
      } finally {
        await client.close();
      }
    },
    120_000,
  );
});
