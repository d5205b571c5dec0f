import { copyFileSync, mkdirSync, readFileSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importTranscripts } from "../src/app/capture/import-transcripts.js";
import { resolveProject } from "../src/app/env/project.js";
import { openSqliteStore, type SqliteStore } from "../src/store/sqlite/sqlite-store.js";
import { SHARED, sharedAvailable } from "./support/hook-runner.js";
import { tempDir } from "./support/temp.js";

const TRANSCRIPTS = join(SHARED, "claude-code", "transcripts");
const SPOTTER = "4d5611e5-241a-462a-8d15-5122611a9569";

let dir: ReturnType<typeof tempDir>;
let store: SqliteStore;
beforeEach(() => {
  dir = tempDir();
  store = openSqliteStore({ path: join(dir.path, "cairn.db") });
});
afterEach(async () => {
  await store.close();
  dir.cleanup();
});

describe.skipIf(!sharedAvailable("claude-code/transcripts"))("import of the shared real transcripts", () => {
  it("imports every session once; a second run adds nothing", async () => {
    const first = await importTranscripts(store, { root: TRANSCRIPTS });
    // every shared session is recorded (SOURCES-2.md lists 20 beside the 5 older ones), none failed
    expect(first).toMatchObject({ skipped: 0, parseErrors: 0, failed: [], memoriesSkipped: [] });
    expect(first.sessions).toBeGreaterThanOrEqual(25);
    expect(first.events).toBeGreaterThan(2000);
    expect(first.memories).toBeGreaterThan(50);
    const second = await importTranscripts(store, { root: TRANSCRIPTS });
    expect(second).toMatchObject({ sessions: 0, events: 0, memories: 0, skipped: first.files, files: 0 });
  });

  it("maps sessions to projects by recorded cwd (folders that no longer exist) and keeps concrete facts", async () => {
    await importTranscripts(store, { root: TRANSCRIPTS });
    // a removed worktree (`<repo>-worktrees/<name>`, branch recorded) is its main checkout's project;
    // this file's paths were sanitised to /home/USER, the other spotter files keep /home/marco
    const spotterDov = resolveProject("/home/USER/projects/spotter-worktrees/spotter-dov", {
      worktreeLayouts: true,
    });
    const spotter = resolveProject("/home/marco/projects/spotter");
    expect(spotterDov).toMatchObject({ identity: "/home/USER/projects/spotter", name: "spotter" });
    expect(spotterDov.id).not.toBe(spotter.id);

    const s = await store.getSession(SPOTTER);
    expect(s).toMatchObject({ project: spotterDov.id, origin: "import", gitBranch: "spotter-dov" });
    expect(s!.intents[0]).toMatch(/^Work on bead spotter-dov/);
    expect(s!.filesChanged).toContain("lib/spotter/services/transcript_renderer.ex");
    // the failed `git push` was resolved by the later one: the record keeps the final state
    expect(s!.commands.map((c) => c.command)).not.toContain("git push");
    // the session ends with Claude's last message (the turn's `stop` event), after its last tool call
    expect(s!.endedAt).toBe("2026-02-12T21:03:34.112Z");
    expect(s!.commands).toContainEqual(
      expect.objectContaining({ command: "git push --set-upstream origin spotter-dov", ok: true }),
    );
    expect(s!.startedAt.slice(0, 10)).toBe("2026-02-12");

    const verified = await store.listMemories({ project: spotterDov.id, types: ["verified_command"] });
    expect(verified.map((m) => m.title)).toContain("mix test");
    const summary = await store.findByDedupeKey(spotterDov.id, `session:${SPOTTER}`);
    expect(summary).toMatchObject({ type: "task_summary", source: { kind: "import", sessionId: SPOTTER } });
    // memories are dated when the work happened, not when it was imported
    expect(summary!.updatedAt.slice(0, 10)).toBe("2026-02-12");

    const old = await store.listSessions({ project: resolveProject("/path/to/Demo").id });
    expect(old.map((x) => x.intents[0])).toContain("/orchestrator create TODO app by Next.js");
  });
});

describe("incremental import", () => {
  const line = (o: object) => `${JSON.stringify(o)}\n`;
  const env = {
    sessionId: "aaaaaaaa-1111-4222-8333-444444444444",
    cwd: "/gone/project",
    version: "2.1.39",
    gitBranch: "main",
  };
  const prompt = line({
    ...env,
    type: "user",
    uuid: "u1",
    timestamp: "2026-03-01T10:00:00.000Z",
    message: { role: "user", content: "add the healthcheck" },
  });
  const call = line({
    ...env,
    type: "assistant",
    uuid: "a1",
    timestamp: "2026-03-01T10:00:01.000Z",
    message: {
      id: "msg_1",
      role: "assistant",
      content: [{ type: "tool_use", id: "toolu_a", name: "Bash", input: { command: "npm test" } }],
      usage: { input_tokens: 1, output_tokens: 1 },
    },
  });
  const result = line({
    ...env,
    type: "user",
    uuid: "u2",
    timestamp: "2026-03-01T10:00:05.000Z",
    message: { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_a", content: "ok" }] },
    toolUseResult: { stdout: "ok", stderr: "", interrupted: false },
  });
  const more = line({
    ...env,
    type: "user",
    uuid: "u3",
    timestamp: "2026-03-01T10:05:00.000Z",
    message: { role: "user", content: "now document it" },
  });

  it("resumes a grown file from where the last run stopped and re-reads a replaced one", async () => {
    const projects = join(dir.path, "projects", "-gone-project");
    mkdirSync(projects, { recursive: true });
    const file = join(projects, `${env.sessionId}.jsonl`);
    writeFileSync(file, prompt + call + result);
    const a = await importTranscripts(store, { root: join(dir.path, "projects") });
    expect(a).toMatchObject({ sessions: 1, events: 2, files: 1 });
    writeFileSync(file, prompt + call + result + more);
    const b = await importTranscripts(store, { root: file });
    expect(b).toMatchObject({ sessions: 1, events: 1, files: 1 });
    expect(b.bytes).toBe(Buffer.byteLength(more));
    const s = await store.getSession(env.sessionId);
    expect(s!.intents).toEqual(["add the healthcheck", "now document it"]);
    // a file that shrank was replaced: read again from the start, still without duplicates
    truncateSync(file, Buffer.byteLength(prompt));
    const c = await importTranscripts(store, { root: file });
    expect(c).toMatchObject({ events: 0, files: 1 });
    expect((await store.listEvents({ sessionId: env.sessionId })).length).toBe(3);
  });

  it("maps a Windows session to its recorded folder and keeps what fits of oversized records", async () => {
    const projects = join(dir.path, "projects", "C--work-app");
    mkdirSync(projects, { recursive: true });
    const win = { ...env, cwd: "C:\\work\\app" };
    const longPath = `C:\\work\\app\\${"deep\\".repeat(220)}x.py`;
    const edit = (id: string, file_path: string, at: string) =>
      line({
        ...win,
        type: "assistant",
        uuid: `a-${id}`,
        timestamp: at,
        message: {
          id: `msg_${id}`,
          role: "assistant",
          content: [{ type: "tool_use", id, name: "Write", input: { file_path, content: "x = 1\n" } }],
          usage: { input_tokens: 1, output_tokens: 1 },
        },
      }) +
      line({
        ...win,
        type: "user",
        uuid: `u-${id}`,
        timestamp: at.replace(":01.", ":02."),
        message: { role: "user", content: [{ type: "tool_result", tool_use_id: id, content: "written" }] },
      });
    writeFileSync(
      join(projects, `${env.sessionId}.jsonl`),
      line({ ...JSON.parse(prompt), cwd: win.cwd }) +
        edit("toolu_w1", "C:\\work\\app\\src\\main.py", "2026-03-01T10:00:01.000Z") +
        edit("toolu_w2", longPath, "2026-03-01T10:01:01.000Z"),
    );
    const r = await importTranscripts(store, { root: join(dir.path, "projects") });
    expect(r).toMatchObject({ sessions: 1, failed: [], memoriesSkipped: [] });
    // recorded on Windows: its own project, not the folder the import ran in
    const project = resolveProject("C:\\work\\app\\");
    expect(project).toMatchObject({ identity: "C:\\work\\app", name: "app", gitDir: null });
    const s = await store.getSession(env.sessionId);
    expect(s).toMatchObject({ project: project.id });
    expect(s!.filesChanged[0]).toBe("src/main.py");
    const summary = await store.findByDedupeKey(project.id, `session:${env.sessionId}`);
    expect(summary!.files[0]).toBe("src/main.py");
    expect(summary!.files.every((f) => f.length <= 1024)).toBe(true);
  });

  it("reads a real transcript copied into a projects folder exactly like the original", async () => {
    if (!sharedAvailable("claude-code/transcripts")) return;
    const p = join(dir.path, "p", "-x");
    mkdirSync(p, { recursive: true });
    copyFileSync(join(TRANSCRIPTS, "marot-spotter", "short.jsonl"), join(p, "short.jsonl"));
    const r = await importTranscripts(store, { root: join(dir.path, "p") });
    expect(r.sessions).toBe(1);
    const id = JSON.parse(readFileSync(join(p, "short.jsonl"), "utf8").split("\n")[1]!).sessionId as string;
    // the session id comes from the records, not the file name, and it lands in its recorded project
    const s = await store.getSession(id);
    expect(s).toMatchObject({ project: resolveProject("/home/marco/projects/spotter").id });
    // a bare slash command (`/model`) names an action, not a request: not one of the session's intents
    expect(s!.intents).toEqual(["mix phx.server doesnt seem to start"]);
  });
});
