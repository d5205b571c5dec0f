/**
 * One memory per fact on the import path (app/capture/import-transcripts.ts over Claude Code transcript
 * records, the code live hooks share through record-activity): a gotcha Claude states three times in
 * one session is one memory with three sightings; a newer form of a verified command in a later session
 * supersedes the older one; a follow-up filed in one session and committed in a later one is closed;
 * importing again adds nothing. Real SQLite file.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importTranscripts } from "../../src/app/capture/import-transcripts.js";
import { startSession } from "../../src/app/context/start-session.js";
import { loadConfig } from "../../src/app/env/config.js";
import { resolveProject } from "../../src/app/env/project.js";
import { openSqliteStores, type SqliteStores } from "../../src/store/sqlite/stores.js";
import { tempDir } from "../support/temp.js";

const CWD = "/home/dev/shop";
let dir: ReturnType<typeof tempDir>;
let stores: SqliteStores;
beforeEach(() => {
  dir = tempDir("cairn-dedupe-import-");
  stores = openSqliteStores({ path: join(dir.path, "cairn.db") });
});
afterEach(async () => {
  await stores.store.close();
  dir.cleanup();
});

/** Records of one session as Claude Code 2.1 writes them; `at` is minutes after `start`. */
function session(id: string, start: string) {
  const records: Record<string, unknown>[] = [];
  let n = 0;
  const push = (at: number, r: Record<string, unknown>) => {
    n++;
    records.push({
      parentUuid: null,
      isSidechain: false,
      userType: "external",
      cwd: CWD,
      sessionId: id,
      version: "2.1.39",
      gitBranch: "main",
      uuid: `${id.slice(0, 8)}-0000-4000-8000-${String(n).padStart(12, "0")}`,
      timestamp: new Date(Date.parse(start) + at * 60_000).toISOString(),
      ...r,
    });
  };
  const assistant = (at: number, block: Record<string, unknown>) =>
    push(at, {
      type: "assistant",
      requestId: `req_${n}`,
      message: {
        id: `msg_${id}_${n}`,
        type: "message",
        role: "assistant",
        model: "claude-opus-4-6",
        content: [block],
        usage: { input_tokens: 3, output_tokens: 9 },
      },
    });
  return {
    prompt: (at: number, text: string) =>
      push(at, { type: "user", message: { role: "user", content: text } }),
    say: (at: number, text: string) => assistant(at, { type: "text", text }),
    bash: (at: number, toolId: string, command: string, output = "ok") => {
      assistant(at, { type: "tool_use", id: toolId, name: "Bash", input: { command } });
      push(at, {
        type: "user",
        message: {
          role: "user",
          content: [{ tool_use_id: toolId, type: "tool_result", content: output, is_error: false }],
        },
        toolUseResult: { stdout: output, stderr: "", interrupted: false, isImage: false },
      });
    },
    write: (file: string) => {
      mkdirSync(join(dir.path, "projects"), { recursive: true });
      writeFileSync(
        join(dir.path, "projects", file),
        `${records.map((r) => JSON.stringify(r)).join("\n")}\n`,
      );
    },
  };
}

const project = () => resolveProject(CWD).id;

describe("import: one memory per fact", () => {
  it("a gotcha noted three times in one session is one memory with three sightings", async () => {
    const s = session("aaaaaaaa-1111-4111-8111-111111111111", "2026-03-01T10:00:00.000Z");
    s.prompt(0, "The admin CSS is missing in production, fix it");
    s.say(1, "The CSS file is in `priv/static/assets/` which is gitignored.");
    s.bash(2, "toolu_01", "git add -f priv/static/assets/app.css");
    s.say(3, "The CSS file in `priv/static/assets/` is gitignored.");
    s.bash(4, "toolu_02", "git add -f priv/static/assets/admin.css");
    s.say(5, "The CSS file is in priv/static/assets/, which is gitignored");
    s.bash(6, "toolu_03", "git add -f priv/static/assets/print.css");
    s.say(7, "All three stylesheets are tracked now.");
    s.write("a.jsonl");
    await importTranscripts(stores.store, { root: join(dir.path, "projects") });

    const notes = await stores.store.listMemories({ project: project(), types: ["bug_note"] });
    expect(notes.map((m) => m.title)).toEqual([
      "The CSS file is in `priv/static/assets/` which is gitignored.",
    ]);
    const seen = await stores.store.listSightings(notes[0]?.id as string);
    expect(seen.map((x) => [x.source.kind, x.source.toolUseId])).toEqual([
      ["import", "toolu_01"],
      ["import", "toolu_02"],
      ["import", "toolu_03"],
    ]);
    expect(seen.map((x) => x.title)).toEqual([
      "The CSS file is in `priv/static/assets/` which is gitignored.",
      "The CSS file in `priv/static/assets/` is gitignored.",
      "The CSS file is in priv/static/assets/, which is gitignored",
    ]);
    // the whole file read again (its import mark reset) adds no memory and no sighting
    const path = join(dir.path, "projects", "a.jsonl");
    await stores.store.setImportMark({
      path,
      size: 0,
      mtimeMs: 0,
      offset: 0,
      sessionId: null,
      importedAt: "x",
    });
    await importTranscripts(stores.store, { root: join(dir.path, "projects") });
    expect(await stores.store.countMemories({ project: project(), types: ["bug_note"] })).toBe(1);
    expect(await stores.store.listSightings(notes[0]?.id as string)).toHaveLength(3);
  });

  it("a later session: the newer command form supersedes the older, a committed follow-up is closed", async () => {
    const a = session("bbbbbbbb-2222-4222-8222-222222222222", "2026-03-02T09:00:00.000Z");
    a.prompt(0, "set up the quality tools");
    a.bash(1, "toolu_b1", "mix compile", "Compiling 3 files (.ex)");
    a.bash(2, "toolu_b2", "mix test", "12 tests, 0 failures");
    a.bash(
      3,
      "toolu_b3",
      'bd create "Add mix quality alias" -d "run credo and dialyzer in one alias"',
      "Created issue: shop-7",
    );
    a.say(4, "Filed the follow-up.");
    a.write("b.jsonl");
    const b = session("cccccccc-3333-4333-8333-333333333333", "2026-03-03T09:00:00.000Z");
    b.prompt(0, "add the quality alias");
    b.bash(1, "toolu_c1", "mix compile --force", "Compiling 3 files (.ex)");
    b.bash(2, "toolu_c2", 'git commit -m "Add mix quality alias"', "[main 1a2b3c4] Add mix quality alias");
    b.say(3, "Committed.");
    b.write("c.jsonl");
    await importTranscripts(stores.store, { root: join(dir.path, "projects") });

    const p = project();
    const commands = await stores.store.listMemories({
      project: p,
      types: ["verified_command"],
      includeSuperseded: true,
    });
    const byTitle = new Map(commands.map((m) => [m.title, m]));
    const force = byTitle.get("mix compile --force");
    expect(byTitle.get("mix compile")).toMatchObject({
      supersededBy: force?.id,
      supersededReason: "a newer form of the same command",
    });
    expect(byTitle.get("mix test")?.supersededBy).toBeNull();

    const todo = (
      await stores.store.listMemories({ project: p, types: ["todo"], includeSuperseded: true })
    )[0];
    expect(todo?.title).toBe("Follow-up filed (beads): Add mix quality alias");
    expect(todo?.supersededReason).toBe("done: a later commit did it: “Add mix quality alias”");
    const summary = await stores.store.findByDedupeKey(p, "session:cccccccc-3333-4333-8333-333333333333");
    expect(todo?.supersededBy).toBe(summary?.id);

    const { pack } = await startSession(stores, {
      cwd: CWD,
      home: dir.path,
      env: process.env,
      config: loadConfig(dir.path, process.env),
      spoolDir: join(dir.path, "spool"),
      now: new Date("2026-03-04T00:00:00Z"),
    });
    expect(pack.text).toContain("mix compile --force");
    expect(pack.text).not.toMatch(/mix compile(?! --force)/);
    expect(pack.text).toContain("Committed: Add mix quality alias");
    expect(pack.text).not.toContain("Follow-up filed");
  });
});
