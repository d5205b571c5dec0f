/**
 * Claude Code's auto memory read into Cairn, on a real SQLite file and real folders: both frontmatter
 * shapes, bad files skipped, unchanged files a no-op, edits and removals followed, one memory per fact
 * with Cairn's own captures, the staleness model, the pack that does not repeat MEMORY.md, and nothing at
 * all when auto memory is off.
 */
import { mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startSession } from "../../src/app/context/start-session.js";
import { loadConfig } from "../../src/app/env/config.js";
import { saveMemory } from "../../src/app/memories/save-memory.js";
import { importAutoMemory } from "../../src/app/native-memory/import-auto-memory.js";
import { syncAutoMemory } from "../../src/app/native-memory/sync-auto-memory.js";
import { ensureProject } from "../../src/app/projects/ensure-project.js";
import { memoryStaleness } from "../../src/app/staleness/memory-staleness.js";
import { sanitisedProjectName } from "../../src/core/native-memory/auto-memory-folder.js";
import { openSqliteStores, type SqliteStores } from "../../src/store/sqlite/stores.js";
import { memoryFileText } from "../support/auto-memory.js";
import { gitRepo } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

let tmp: ReturnType<typeof tempDir>;
let stores: SqliteStores;
let repo: string;
let cairnHome: string;
let memDir: string;
let env: Record<string, string>;

beforeEach(() => {
  tmp = tempDir("cairn-automem-");
  repo = join(tmp.path, "shop");
  gitRepo(repo);
  mkdirSync(join(repo, "src"), { recursive: true });
  writeFileSync(join(repo, "src", "total.ts"), "export const total = 0;\n");
  const before = new Date(Date.now() - 7_200_000);
  utimesSync(join(repo, "src", "total.ts"), before, before);
  cairnHome = join(tmp.path, "cairn");
  env = { HOME: join(tmp.path, "user") };
  memDir = join(env.HOME as string, ".claude", "projects", sanitisedProjectName(repo), "memory");
  mkdirSync(memDir, { recursive: true });
  stores = openSqliteStores({ path: join(cairnHome, "cairn.db") });
});
afterEach(async () => {
  await stores.store.close();
  tmp.cleanup();
});

const write = (file: string, text: string, at?: Date) => {
  writeFileSync(join(memDir, file), text);
  if (at) utimesSync(join(memDir, file), at, at);
};
const clientFile = (name: string, type: string, description: string, body: string, extra = "") =>
  `---\nname: ${name}\ndescription: ${description}\nmetadata:\n  node_type: memory\n  type: ${type}\n${extra}---\n\n${body}\n`;

async function sync(now = new Date()) {
  const project = await ensureProject(stores.store, repo, now);
  return {
    project,
    r: await syncAutoMemory(stores.store, { project, cwd: repo, home: cairnHome, env, now }),
  };
}
const live = async (projectId: string) =>
  (await stores.store.listMemories({ project: projectId, limit: 100 })).sort((a, b) =>
    a.title.localeCompare(b.title),
  );

describe("reading the folder", () => {
  it("each file but MEMORY.md becomes a typed memory with its provenance", async () => {
    write(
      "cents.md",
      clientFile(
        "cents",
        "feedback",
        "Money is integer cents",
        "Never use floats for money; see src/total.ts.\n**Why:** rounding.",
        "  originSessionId: 5f0c7a52-1111-4c3e-9d6e-0123456789ab\n",
      ),
    );
    write(
      "pnpm.md",
      memoryFileText({
        name: "pnpm",
        description: "We chose pnpm for workspaces",
        type: "project",
        body: "We chose pnpm over npm.",
      }),
    );
    write(
      "role.md",
      "---\nname: role\ndescription: Backend engineer new to React\ntype: user\n---\nExplain frontend code in backend terms.\n",
    );
    write("MEMORY.md", "- [Cents](cents.md) — money\n");
    const { project, r } = await sync();
    expect(r).toMatchObject({ folders: [memDir], read: 3, removed: 0, skipped: [] });
    const [cents, pnpm, role] = [
      ...(await live(project.id)).filter((m) => m.tags.includes("claude-code-auto-memory")),
    ].sort((a, b) => a.type.localeCompare(b.type));
    expect(cents).toMatchObject({
      type: "constraint",
      title: "Money is integer cents",
      files: ["src/total.ts"],
      scope: "local",
      source: {
        kind: "import",
        event: "auto-memory",
        sessionId: "5f0c7a52-1111-4c3e-9d6e-0123456789ab",
        agent: "claude-code",
      },
    });
    expect(cents?.dedupeKey).toMatch(/^automem:[0-9a-f]{12}:cents\.md$/);
    expect(pnpm).toMatchObject({ type: "decision", scope: "project" });
    expect(role).toMatchObject({
      type: "preference",
      scope: "local",
      body: "Explain frontend code in backend terms.",
    });
  });

  it("a bad file is skipped with its reason and the rest is read; it is read again once fixed", async () => {
    write("bad.md", "---\nname: [oops\n---\nbody\n");
    write("good.md", clientFile("good", "project", "CI runs on every push", "CI runs on every push."));
    const first = await sync();
    expect(first.r.read).toBe(1);
    expect(first.r.skipped).toEqual([expect.stringMatching(/^bad\.md: frontmatter is not valid YAML/)]);
    write(
      "bad.md",
      clientFile(
        "bad",
        "reference",
        "Bugs live in the INGEST board",
        "Bugs are tracked in the INGEST board.",
      ),
    );
    const second = await sync();
    expect(second.r).toMatchObject({ read: 1, skipped: [] });
    expect((await live(first.project.id)).map((m) => m.title)).toContain("Bugs live in the INGEST board");
  });

  it("re-reading an unchanged folder changes nothing: same ids, same timestamps", async () => {
    write("a.md", clientFile("a", "project", "Deploys go out on Tuesdays", "Deploys go out on Tuesdays."));
    const { project } = await sync();
    const before = await live(project.id);
    const again = await sync(new Date(Date.now() + 60_000));
    expect(again.r.read).toBe(0);
    expect(await live(project.id)).toEqual(before);
  });

  it("an edited file updates its memory; a removed file removes it", async () => {
    write(
      "a.md",
      clientFile("a", "project", "Deploys go out on Tuesdays", "Deploys go out on Tuesdays."),
      new Date(Date.now() - 60_000),
    );
    const { project } = await sync();
    const [m] = await live(project.id);
    write("a.md", clientFile("a", "project", "Deploys go out on Thursdays", "Deploys moved to Thursdays."));
    await sync();
    const [edited] = await live(project.id);
    expect(edited).toMatchObject({
      id: m?.id,
      title: "Deploys go out on Thursdays",
      body: "Deploys moved to Thursdays.",
    });
    rmSync(join(memDir, "a.md"));
    const gone = await sync();
    expect(gone.r.removed).toBe(1);
    expect(await live(project.id)).toEqual([]);
    expect((await stores.store.getMemory(m?.id as string))?.deletedAt).not.toBeNull();
  });

  it("a file saying what Cairn already captured is one memory with both sightings; removing the file keeps it", async () => {
    const project = await ensureProject(stores.store, repo, new Date());
    const own = await saveMemory(stores.store, {
      project: project.id,
      type: "decision",
      title: "We chose pnpm over npm for workspaces",
      source: { kind: "hook", event: "Stop", sessionId: "s1", toolUseId: null },
      dedupeKey: "decision:pnpm",
    });
    write(
      "pnpm.md",
      clientFile(
        "pnpm",
        "project",
        "We chose pnpm over npm for workspaces",
        "We chose pnpm over npm for workspaces.",
      ),
    );
    await sync();
    const all = await live(project.id);
    expect(all.map((m) => m.id)).toEqual([own.memory.id]);
    const sightings = await stores.store.listSightings(own.memory.id);
    expect(sightings.map((s) => s.source.event).sort()).toEqual(["Stop", "auto-memory"]);
    rmSync(join(memDir, "pnpm.md"));
    await sync();
    expect((await live(project.id)).map((m) => m.id)).toEqual([own.memory.id]);
  });

  it("is stale once a file it names changes after it was written", async () => {
    const old = new Date(Date.now() - 3_600_000);
    write(
      "cents.md",
      clientFile("cents", "feedback", "Money is integer cents", "Never use floats; see src/total.ts."),
      old,
    );
    const { project } = await sync();
    const [m] = await live(project.id);
    expect(memoryStaleness([m!], repo).size).toBe(0);
    writeFileSync(join(repo, "src", "total.ts"), "export const total = 1.5;\n");
    expect(memoryStaleness([m!], repo).get(m!.id)?.changed).toEqual(["src/total.ts"]);
  });

  it("a newer file that corrects an older one supersedes it (the store's supersede rules)", async () => {
    write(
      "runtime-new.md",
      clientFile("runtime-new", "project", "The API runs on Node 20.11", "The API runs on Node 20.11."),
    );
    const older = new Date(Date.now() - 86_400_000);
    write(
      "runtime.md",
      clientFile("runtime", "project", "The API runs on Node 18.19", "The API runs on Node 18.19."),
      older,
    );
    const { project } = await sync();
    expect((await live(project.id)).map((m) => m.title)).toEqual(["The API runs on Node 20.11"]);
    const superseded = await stores.store.listMemories({
      project: project.id,
      onlySuperseded: true,
      limit: 10,
    });
    expect(superseded.map((m) => [m.title, m.supersededReason])).toEqual([
      ["The API runs on Node 18.19", "the same statement with a newer version"],
    ]);
  });

  it("past its deadline a sync reads one file and leaves the rest for the next sync", async () => {
    write("a.md", clientFile("a", "project", "Deploys go out on Tuesdays", "Deploys go out on Tuesdays."));
    write(
      "b.md",
      clientFile("b", "reference", "Pipeline bugs live in the INGEST board", "See the INGEST board."),
    );
    write("c.md", clientFile("c", "user", "Ana is new to React", "Explain frontend code in backend terms."));
    const project = await ensureProject(stores.store, repo, new Date());
    const req = { project, cwd: repo, home: cairnHome, env, now: new Date() };
    expect((await syncAutoMemory(stores.store, { ...req, deadline: Date.now() - 1 })).read).toBe(1);
    expect((await syncAutoMemory(stores.store, req)).read).toBe(2);
    expect(await live(project.id)).toHaveLength(3);
  });

  it("with auto memory disabled nothing is read and nothing is written", async () => {
    write("a.md", clientFile("a", "project", "Deploys go out on Tuesdays", "Deploys go out on Tuesdays."));
    env.CLAUDE_CODE_DISABLE_AUTO_MEMORY = "1";
    const { project, r } = await sync();
    expect(r).toMatchObject({ folders: [], read: 0 });
    expect(await live(project.id)).toEqual([]);
    delete env.CLAUDE_CODE_DISABLE_AUTO_MEMORY;
    writeFileSync(
      join(env.HOME as string, ".claude", "settings.json"),
      JSON.stringify({ autoMemoryEnabled: false }),
    );
    expect((await sync()).r.folders).toEqual([]);
  });
});

describe("the pack and MEMORY.md", () => {
  it("leaves out what the loaded index names, keeps what it cut off and what is stale", async () => {
    const old = new Date(Date.now() - 3_600_000);
    const index: string[] = [];
    for (let i = 0; i < 201; i++) index.push(`- [Filler ${i}](filler-${i}.md) — filler`);
    write(
      "loaded.md",
      clientFile("loaded", "project", "The API is versioned under /v2", "The API is versioned under /v2."),
      old,
    );
    write(
      "stale.md",
      clientFile("stale", "feedback", "Money is integer cents", "Never use floats; see src/total.ts."),
      old,
    );
    write(
      "cutoff.md",
      clientFile("cutoff", "project", "Releases are tagged from main", "Releases are tagged from main."),
      old,
    );
    write(
      "MEMORY.md",
      [
        "- [Loaded](loaded.md) — v2",
        "- [Stale](stale.md) — cents",
        ...index,
        "- [Cut](cutoff.md) — tags",
      ].join("\n"),
    );
    writeFileSync(join(repo, "src", "total.ts"), "export const total = 1.5;\n");
    const prevHome = process.env.HOME;
    process.env.HOME = env.HOME;
    try {
      const { pack } = await startSession(stores, {
        cwd: repo,
        home: cairnHome,
        env: process.env,
        config: loadConfig(cairnHome, process.env),
        spoolDir: join(cairnHome, "spool"),
        now: new Date(),
      });
      expect(pack.text).not.toContain("The API is versioned under /v2");
      expect(pack.text).toContain("Releases are tagged from main");
      expect(pack.text).toMatch(/Money is integer cents.*possibly stale/);
    } finally {
      process.env.HOME = prevHome;
    }
  });
});

describe("cairn import's folder scan", () => {
  it("passes over files beside the project folders (a path through a file is not an error)", async () => {
    const projects = join(env.HOME as string, ".claude", "projects");
    writeFileSync(join(projects, "SOURCES.md"), "# where these sessions came from\n");
    write("fact.md", clientFile("fact", "project", "a fact", "The API listens on port 4000."));
    const r = await importAutoMemory(stores.store, {
      root: projects,
      home: cairnHome,
      env,
      config: loadConfig(cairnHome, env),
      now: new Date(),
    });
    // no transcript of the folder was imported, so it is reported, and the file beside it is not a folder
    expect(r.folders).toBe(0);
    expect(r.skipped).toHaveLength(1);
    expect(r.skipped[0]).toMatch(/none of this folder's transcripts was imported/);
  });
});
