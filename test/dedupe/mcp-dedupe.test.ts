/**
 * One memory per fact through the real MCP SDK client (in-memory transport, real SQLite store, a git
 * repository as the project): the same decision saved twice is one memory with two sightings, shown by
 * get_memory and cairn://memory/{id} and once in the pack; `supersedes` and the supersede tool take a
 * memory out of the pack and search, and get_memory names what replaced it.
 */
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { errorText, type McpHarness, mcpHarness } from "../mcp/harness.js";
import { gitRepo } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

let tmp: ReturnType<typeof tempDir>;
let h: McpHarness;
beforeEach(async () => {
  tmp = tempDir("cairn-dedupe-mcp-");
  const repo = join(tmp.path, "repo");
  gitRepo(repo);
  h = await mcpHarness(join(tmp.path, "home"), repo);
});
afterEach(async () => {
  await h.close();
  tmp.cleanup();
});

type Detail = {
  sightings: { kind: string; event: string | null; sessionId: string | null; title: string }[];
  supersededBy: string | null;
  supersededReason: string | null;
  replacedBy: { id: string }[];
  replaces: { id: string; reason: string | null }[];
};

const packText = async () => (await h.ok("get_context_pack")).text as string;

describe("MCP save tools: one memory per fact", () => {
  it("the same decision saved twice is one memory with two sightings, once in the pack", async () => {
    const a = await h.ok("save_decision", {
      title: "Store prices as integer cents",
      rationale: "no float rounding",
    });
    expect(a).toMatchObject({ created: true, outcome: "created" });
    const b = await h.ok("save_decision", { title: "Store prices as integers in cents." });
    expect(b).toMatchObject({ id: a.id, created: false, outcome: "merged", superseded: [] });
    const d = (await h.ok("get_memory", { id: a.id })) as unknown as Detail;
    expect(d.sightings.map((s) => [s.kind, s.event, s.sessionId, s.title])).toEqual([
      ["mcp", "save_decision", "sess-mcp-1", "Store prices as integer cents"],
      ["mcp", "save_decision", "sess-mcp-1", "Store prices as integers in cents."],
    ]);
    const res = await h.client.readResource({ uri: `cairn://memory/${a.id}` });
    const json = JSON.parse((res.contents[0] as { text: string }).text) as Detail;
    expect(json.sightings).toHaveLength(2);
    expect((await packText()).match(/integer cents/g)).toHaveLength(1);
    expect(await h.store.countMemories({ project: h.project.id })).toBe(1);
  });

  it("a contradicting decision is its own memory; supersedes takes the older out of pack and search", async () => {
    const redis = await h.ok("save_decision", { title: "Use Redis for refresh-token metadata" });
    const pg = await h.ok("save_decision", {
      title: "Use Postgres for refresh-token metadata",
      supersedes: [redis.id],
    });
    expect(pg).toMatchObject({ created: true, superseded: [redis.id] });
    const pack = await packText();
    expect(pack).toContain("Use Postgres for refresh-token metadata");
    expect(pack).not.toContain("Redis");
    const found = (await h.ok("search", { query: "refresh-token metadata" })).results as { id: string }[];
    expect(found.map((r) => r.id)).toEqual([pg.id]);
    const old = (await h.ok("get_memory", { id: redis.id })) as unknown as Detail;
    expect(old).toMatchObject({ supersededBy: pg.id, supersededReason: "replaced by hand (mcp)" });
    const next = (await h.ok("get_memory", { id: pg.id })) as unknown as Detail;
    expect(next.replaces.map((r) => r.id)).toEqual([redis.id]);
  });

  it("the supersede tool marks an existing memory, undoes it, and refuses bad ids", async () => {
    const a = await h.ok("save_constraint", { title: "Deploy only from main", severity: "high" });
    const b = await h.ok("save_constraint", { title: "Deploy only from release branches", severity: "high" });
    const r = await h.ok("supersede", { id: a.id, by: b.id });
    expect(r).toMatchObject({ id: a.id, supersededBy: b.id, reason: "replaced by hand (mcp)" });
    expect(await packText()).not.toContain("Deploy only from main");
    expect(await h.ok("supersede", { id: a.id, by: null })).toMatchObject({ supersededBy: null });
    expect(await packText()).toContain("Deploy only from main");
    const self = await h.call("supersede", { id: a.id, by: a.id });
    expect(self.isError).toBe(true);
    expect(errorText(self)).toContain("cannot supersede itself");
    const missing = await h.call("save_decision", { title: "x", supersedes: ["m_000000000000"] });
    expect(missing.isError).toBe(true);
    expect(errorText(missing)).toContain("no memory with id m_000000000000");
    expect(await h.store.countMemories({ project: h.project.id, includeSuperseded: true })).toBe(2);
  });

  it("save_verified_command: the same command twice is one memory; a newer form supersedes the older", async () => {
    const a = await h.ok("save_verified_command", { command: "cargo test" });
    const again = await h.ok("save_verified_command", { command: "cargo  test" });
    expect(again).toMatchObject({ id: a.id, created: false });
    const release = await h.ok("save_verified_command", { command: "cargo test --release" });
    expect(release.superseded).toEqual([a.id]);
    const old = (await h.ok("get_memory", { id: a.id })) as unknown as Detail;
    expect(old.supersededReason).toBe("a newer form of the same command");
  });
});
