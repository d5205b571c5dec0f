/**
 * One memory per fact through the `cairn` CLI process (plugin/dist/cli.mjs on a real SQLite file):
 * saving the same decision twice keeps one memory with two sightings and the pack shows it once;
 * `--supersedes` takes a memory out of the pack, search and list and `show` names what replaced it;
 * two different verified commands stay two memories, the newer form of one action supersedes the older.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLI, gitRepo, hookEnv } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

let dir: ReturnType<typeof tempDir>;
let repo: string;
let env: NodeJS.ProcessEnv;
beforeEach(() => {
  dir = tempDir("cairn-dedupe-cli-");
  repo = join(dir.path, "repo");
  gitRepo(repo);
  // keyword search only: what is tested is which memories exist, not the embedding model
  env = hookEnv(join(dir.path, "home"), { NO_COLOR: "1", CAIRN_EMBEDDINGS: "none" });
});
afterEach(() => dir.cleanup());

function cairn(...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: repo, env, encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
function json<T = Record<string, unknown>>(...args: string[]): T {
  const r = cairn(...args, "--json");
  if (r.code !== 0) throw new Error(`cairn ${args.join(" ")}: ${r.stderr}`);
  return JSON.parse(r.stdout) as T;
}
type Listed = { id: string; title: string; type: string; supersededBy: string | null }[];

describe("cairn save: one memory per fact", { timeout: 120_000 }, () => {
  it("saving the same decision twice keeps one memory, two sightings, shown once in the pack", () => {
    const first = cairn(
      "save",
      "--type",
      "decision",
      "Use Redis for refresh-token metadata",
      "--body",
      "TTL support",
    );
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Saved m_\w+ \(decision\)/);
    const again = cairn("save", "--type", "decision", "We use Redis for the refresh-token metadata.");
    expect(again.code).toBe(0);
    const id = /m_\w+/.exec(first.stdout)?.[0] as string;
    expect(again.stdout).toContain(`Merged into ${id} (decision): Use Redis for refresh-token metadata`);
    const exact = json("save", "--type", "decision", "Use Redis for refresh-token metadata");
    expect(exact).toMatchObject({ id, created: false, outcome: "merged" });

    const decisions = json<Listed>("list", "--type", "decision");
    expect(decisions.map((m) => m.id)).toEqual([id]);
    const shown = json<{ sightings: { title: string; source: { kind: string } }[]; body: string }>(
      "show",
      id,
    );
    expect(shown.sightings.map((s) => s.title)).toEqual([
      "Use Redis for refresh-token metadata",
      "We use Redis for the refresh-token metadata.",
      "Use Redis for refresh-token metadata",
    ]);
    expect(shown.sightings.every((s) => s.source.kind === "cli")).toBe(true);
    expect(shown.body).toBe("TTL support");
    const text = cairn("show", id).stdout;
    expect(text).toContain("sightings:  3 (merged duplicates)");
    expect(text).toContain('"We use Redis for the refresh-token metadata."');

    const pack = cairn("context").stdout;
    expect(pack.match(/Redis for refresh-token metadata/g)).toHaveLength(1);
  });

  it("a different decision stays a second memory", () => {
    json("save", "--type", "decision", "Use Redis for refresh-token metadata");
    json("save", "--type", "decision", "Use Postgres for refresh-token metadata");
    expect(json<Listed>("list", "--type", "decision")).toHaveLength(2);
  });

  it("--supersedes: the old memory leaves pack, search and list; show and --status say what replaced it", () => {
    const old = json<{ id: string }>("save", "--type", "decision", "Use REST for the sync API").id;
    const r = cairn("save", "--type", "decision", "Use gRPC for the sync API", "--supersedes", old);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Superseded ${old}`);
    const next = /m_\w+/.exec(r.stdout)?.[0] as string;

    expect(json<Listed>("list").map((m) => m.id)).toEqual([next]);
    expect(json<Listed>("list", "--status", "superseded").map((m) => m.id)).toEqual([old]);
    expect(json<Listed>("list", "--status", "all")).toHaveLength(2);
    const hits = json<{ id: string }[]>("search", "sync API");
    expect(hits.map((h) => h.id)).toEqual([next]);
    expect(cairn("context").stdout).not.toContain("REST");
    const shown = cairn("show", old).stdout;
    expect(shown).toContain(
      `superseded: by ${next} (decision: Use gRPC for the sync API) — replaced by hand (cli)`,
    );
    expect(cairn("show", next).stdout).toContain(`supersedes: ${old} (Use REST for the sync API)`);
    expect(cairn("list", "--status", "superseded").stdout).toContain(`[superseded by ${next}]`);

    expect(cairn("supersede", old, "--none").stdout).toContain(`${old} is current again`);
    expect(json<Listed>("list")).toHaveLength(2);
    expect(cairn("supersede", old, "--by", next).code).toBe(0);
    expect(json<Listed>("list").map((m) => m.id)).toEqual([next]);
  });

  it("a bad --supersedes is refused in one line and writes nothing", () => {
    const r = cairn("save", "--type", "decision", "Use gRPC", "--supersedes", "m_000000000000");
    expect(r.code).not.toBe(0);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain("no memory with id m_000000000000");
    expect(json<Listed>("list", "--status", "all")).toEqual([]);
    expect(cairn("supersede", "m_000000000000").code).not.toBe(0);
    expect(cairn("list", "--status", "bogus").stderr).toContain(
      "--status must be one of live, superseded, deleted, all",
    );
  });

  it("two verified commands stay two memories; the newer form of the same action supersedes the older", () => {
    const test = json<{ id: string }>("save", "--type", "verified_command", "mix test").id;
    const compile = json<{ id: string }>("save", "--type", "verified_command", "mix compile").id;
    const force = json<{ id: string; superseded: string[] }>(
      "save",
      "--type",
      "verified_command",
      "mix compile --force",
    );
    expect(force.superseded).toEqual([compile]);
    const live = json<Listed>("list", "--type", "verified_command")
      .map((m) => m.title)
      .sort();
    expect(live).toEqual(["mix compile --force", "mix test"]);
    expect(cairn("show", compile).stdout).toContain("a newer form of the same command");
    expect(json<Listed>("list", "--status", "all").map((m) => m.id)).toContain(test);
  });
});
