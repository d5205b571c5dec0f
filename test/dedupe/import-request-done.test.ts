/**
 * A request one session kept as a preference (typed after the user stopped Claude) that a later session
 * did — a commit or a completed task that says the same — is superseded by that session's summary
 * ("done: …", app/memories/close-todos.ts with core/capture/request-done.ts `isOpenRequest`); a request
 * that says it stands stays. Records as Claude Code 2.1 writes them (a typed prompt, the interrupt record,
 * a Bash call with `toolUseResult`, a TodoWrite), imported by the import path live hooks share; real
 * SQLite file.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importTranscripts } from "../../src/app/capture/import-transcripts.js";
import { resolveProject } from "../../src/app/env/project.js";
import { openSqliteStores, type SqliteStores } from "../../src/store/sqlite/stores.js";
import { tempDir } from "../support/temp.js";

let dir: ReturnType<typeof tempDir>;
let stores: SqliteStores;
beforeEach(() => {
  dir = tempDir("cairn-request-done-");
  stores = openSqliteStores({ path: join(dir.path, "cairn.db") });
});
afterEach(async () => {
  await stores.store.close();
  dir.cleanup();
});

/** Records of one session in `cwd`, one a minute from `start`. */
function session(cwd: string, id: string, start: string) {
  const records: Record<string, unknown>[] = [];
  const push = (r: Record<string, unknown>) =>
    records.push({
      parentUuid: null,
      isSidechain: false,
      userType: "external",
      cwd,
      sessionId: id,
      version: "2.1.38",
      gitBranch: "main",
      uuid: `${id.slice(0, 8)}-0000-4000-8000-${String(records.length + 1).padStart(12, "0")}`,
      timestamp: new Date(Date.parse(start) + records.length * 60_000).toISOString(),
      ...r,
    });
  const assistant = (content: unknown[]) =>
    push({
      type: "assistant",
      requestId: `req_${records.length}`,
      message: {
        id: `msg_${id}_${records.length}`,
        type: "message",
        role: "assistant",
        model: "claude-opus-4-6",
        content,
        usage: { input_tokens: 3, output_tokens: 9 },
      },
    });
  const tool = (name: string, input: Record<string, unknown>, output: string, extra: unknown) => {
    const toolId = `toolu_${id.slice(0, 4)}${records.length}`;
    assistant([{ type: "tool_use", id: toolId, name, input }]);
    push({
      type: "user",
      message: { role: "user", content: [{ type: "tool_result", content: output, tool_use_id: toolId }] },
      toolUseResult: extra,
    });
  };
  const s = {
    prompt(text: string) {
      push({ type: "user", message: { role: "user", content: text } });
      return s;
    },
    interrupt() {
      return s.prompt("[Request interrupted by user]");
    },
    say(text: string) {
      assistant([{ type: "text", text }]);
      return s;
    },
    bash(command: string, out = "") {
      tool("Bash", { command, description: "run" }, out, { stdout: out, stderr: "", interrupted: false });
      return s;
    },
    todos(todos: { content: string; status: string }[]) {
      const input = { todos: todos.map((t) => ({ ...t, activeForm: t.content })) };
      tool("TodoWrite", input, "Todos have been modified successfully.", { oldTodos: [], newTodos: todos });
      return s;
    },
    write(file: string) {
      mkdirSync(join(dir.path, "projects"), { recursive: true });
      writeFileSync(
        join(dir.path, "projects", file),
        `${records.map((r) => JSON.stringify(r)).join("\n")}\n`,
      );
    },
  };
  return s;
}

const preferences = async (cwd: string) =>
  new Map(
    (
      await stores.store.listMemories({
        project: resolveProject(cwd).id,
        types: ["preference"],
        includeSuperseded: true,
      })
    ).map((m) => [m.title, m]),
  );
const summaryOf = async (cwd: string, sessionId: string) =>
  stores.store.findByDedupeKey(resolveProject(cwd).id, `session:${sessionId}`);

describe("a request a later session did is no standing preference", () => {
  it("TypeScript, English: a later session's commit says it did; a request that says it stands stays", async () => {
    const cwd = "/home/dev/widgets";
    session(cwd, "aaaaaaaa-1111-4111-8111-111111111111", "2026-03-01T10:00:00.000Z")
      .prompt("get the package ready for release")
      .bash("pnpm build", "built in 2.1s")
      .interrupt()
      .prompt("bump the version to 2.0")
      .say("Which packages carry the version?")
      .interrupt()
      .prompt("run the linter after each change")
      .say("Understood.")
      .write("a.jsonl");
    await importTranscripts(stores.store, { root: join(dir.path, "projects") });
    const before = await preferences(cwd);
    expect(before.get("bump the version to 2.0")?.supersededBy).toBeNull();

    const b = "bbbbbbbb-2222-4222-8222-222222222222";
    session(cwd, b, "2026-03-02T09:00:00.000Z")
      .prompt("continue")
      .bash('git commit -am "Bump the version to 2.0"', "[main 1a2b3c4] Bump the version to 2.0")
      .say("Committed.")
      .write("b.jsonl");
    await importTranscripts(stores.store, { root: join(dir.path, "projects") });
    const after = await preferences(cwd);
    expect(after.get("bump the version to 2.0")?.supersededBy).toBe((await summaryOf(cwd, b))?.id);
    expect(after.get("bump the version to 2.0")?.supersededReason).toBe(
      "done: a later commit did it: “Bump the version to 2.0”",
    );
    expect(after.get("run the linter after each change")?.supersededBy).toBeNull();
  });

  it("Rust, German: a later session's task list completed it; an unrelated completed task does not", async () => {
    const cwd = "/home/dev/lager";
    session(cwd, "cccccccc-3333-4333-8333-333333333333", "2026-03-03T08:00:00.000Z")
      .prompt("Bereite das Release vor")
      .bash("cargo build --release", "Finished release")
      .interrupt()
      .prompt("Changelog für 0.3 schreiben")
      .say("Welche Änderungen sollen hinein?")
      .interrupt()
      .prompt("Lizenzdatei ergänzen")
      .say("Mache ich.")
      .write("c.jsonl");
    const d = "dddddddd-4444-4444-8444-444444444444";
    session(cwd, d, "2026-03-04T08:00:00.000Z")
      .prompt("weiter")
      .todos([
        { content: "Changelog für 0.3 schreiben", status: "completed" },
        { content: "README übersetzen", status: "completed" },
      ])
      .say("Erledigt.")
      .write("d.jsonl");
    await importTranscripts(stores.store, { root: join(dir.path, "projects") });
    const after = await preferences(cwd);
    expect(after.get("Changelog für 0.3 schreiben")?.supersededBy).toBe((await summaryOf(cwd, d))?.id);
    expect(after.get("Changelog für 0.3 schreiben")?.supersededReason).toBe(
      "done: a later task list completed it: “Changelog für 0.3 schreiben”",
    );
    expect(after.get("Lizenzdatei ergänzen")?.supersededBy).toBeNull();
  });
});
