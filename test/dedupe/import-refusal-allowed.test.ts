/**
 * A refusal at the permission prompt, later allowed (bench/capture/audit/history-audit.md, H1): the
 * constraint kept from a call the user rejected in one session is superseded once a later session — or
 * a later turn of the same one — runs the same call without a rejection; another call of the same
 * program, or only some of the refused calls, leave it standing. Records as Claude Code 2.1 writes them
 * (a rejected call: `is_error` tool_result and `toolUseResult: "User rejected tool use"`; a background
 * start: `backgroundTaskId`), imported by the import path live hooks share; real SQLite file.
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

const REJECTED =
  "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed.";

let dir: ReturnType<typeof tempDir>;
let stores: SqliteStores;
beforeEach(() => {
  dir = tempDir("cairn-refusal-allowed-");
  stores = openSqliteStores({ path: join(dir.path, "cairn.db") });
});
afterEach(async () => {
  await stores.store.close();
  dir.cleanup();
});

/** Records of one session in `cwd`; `at` is minutes after `start`. */
function session(cwd: string, id: string, start: string) {
  const records: Record<string, unknown>[] = [];
  let n = 0;
  const push = (at: number, r: Record<string, unknown>) => {
    n++;
    records.push({
      parentUuid: null,
      isSidechain: false,
      userType: "external",
      cwd,
      sessionId: id,
      version: "2.1.38",
      gitBranch: "master",
      uuid: `${id.slice(0, 8)}-0000-4000-8000-${String(n).padStart(12, "0")}`,
      timestamp: new Date(Date.parse(start) + at * 60_000).toISOString(),
      ...r,
    });
  };
  const call = (at: number, toolId: string, input: Record<string, unknown>) =>
    push(at, {
      type: "assistant",
      requestId: `req_${n}`,
      message: {
        id: `msg_${id}_${n}`,
        type: "message",
        role: "assistant",
        model: "claude-opus-4-6",
        content: [{ type: "tool_use", id: toolId, name: "Bash", input }],
        usage: { input_tokens: 3, output_tokens: 9 },
      },
    });
  const result = (at: number, toolId: string, content: string, isError: boolean, extra: unknown) =>
    push(at, {
      type: "user",
      message: {
        role: "user",
        content: [{ type: "tool_result", content, is_error: isError, tool_use_id: toolId }],
      },
      toolUseResult: extra,
    });
  return {
    prompt: (at: number, text: string) =>
      push(at, { type: "user", message: { role: "user", content: text } }),
    say: (at: number, text: string) =>
      push(at, {
        type: "assistant",
        requestId: `req_${n}`,
        message: {
          id: `msg_${id}_${n}`,
          type: "message",
          role: "assistant",
          model: "claude-opus-4-6",
          content: [{ type: "text", text }],
          usage: { input_tokens: 3, output_tokens: 9 },
        },
      }),
    reject: (at: number, toolId: string, command: string) => {
      call(at, toolId, { command, description: "run" });
      result(at, toolId, REJECTED, true, "User rejected tool use");
      push(at, {
        type: "user",
        message: { role: "user", content: "[Request interrupted by user for tool use]" },
      });
    },
    bash: (at: number, toolId: string, command: string, output = "ok") => {
      call(at, toolId, { command, description: "run" });
      result(at, toolId, output, false, { stdout: output, stderr: "", interrupted: false, isImage: false });
    },
    background: (at: number, toolId: string, command: string) => {
      call(at, toolId, { command, description: "start", run_in_background: true });
      result(
        at,
        toolId,
        "Command running in background with ID: b1. Output is being written to: /tmp/b1.output",
        false,
        {
          stdout: "",
          stderr: "",
          interrupted: false,
          isImage: false,
          noOutputExpected: false,
          backgroundTaskId: "b1",
        },
      );
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

async function refusals(cwd: string) {
  return stores.store.listMemories({
    project: resolveProject(cwd).id,
    types: ["constraint"],
    includeSuperseded: true,
  });
}

async function pack(cwd: string) {
  const { pack } = await startSession(stores, {
    cwd,
    home: dir.path,
    env: process.env,
    config: loadConfig(dir.path, process.env),
    spoolDir: join(dir.path, "spool"),
    now: new Date("2026-03-10T00:00:00Z"),
  });
  return pack.text;
}

describe("a refusal at the permission prompt that a later run settled", () => {
  it("Elixir, English: `mix phx.server` rejected, then started at the user's request a session later", async () => {
    const cwd = "/home/dev/shop";
    const a = session(cwd, "aaaaaaaa-1111-4111-8111-111111111111", "2026-03-01T10:00:00.000Z");
    a.prompt(0, "mix phx.server doesnt seem to start");
    a.say(1, "Let me run the server to see the error.");
    a.reject(1, "toolu_a1", "mix phx.server 2>&1 | head -80");
    a.write("a.jsonl");
    await importTranscripts(stores.store, { root: join(dir.path, "projects") });
    const [before] = await refusals(cwd);
    expect(before?.title).toBe("The user rejected `mix phx.server` at the permission prompt");
    expect(before?.supersededBy).toBeNull();
    expect(await pack(cwd)).toContain("rejected `mix phx.server");

    const b = session(cwd, "bbbbbbbb-2222-4222-8222-222222222222", "2026-03-02T09:00:00.000Z");
    b.prompt(0, "start phoenix in background");
    b.background(1, "toolu_b1", "mix phx.server");
    b.say(2, "Phoenix server is starting in the background.");
    b.write("b.jsonl");
    await importTranscripts(stores.store, { root: join(dir.path, "projects") });
    const [after] = await refusals(cwd);
    const summary = await stores.store.findByDedupeKey(
      resolveProject(cwd).id,
      "session:bbbbbbbb-2222-4222-8222-222222222222",
    );
    expect(after?.supersededBy).toBe(summary?.id);
    expect(after?.supersededReason).toBe(
      "allowed later: the same call ran without being rejected: `mix phx.server` (2026-03-02)",
    );
    expect(await pack(cwd)).not.toContain("rejected `mix phx.server");
  });

  it("Python, German: the migration approved later in the same session settles it; another git config does not", async () => {
    const cwd = "/home/dev/lager";
    const a = session(cwd, "cccccccc-3333-4333-8333-333333333333", "2026-03-03T08:00:00.000Z");
    a.prompt(0, "Bitte die Datenbank migrieren");
    a.reject(1, "toolu_c1", "uv run python manage.py migrate");
    a.prompt(2, "Zeig mir zuerst den Plan, dann darfst du migrieren");
    a.bash(3, "toolu_c2", "uv run python manage.py showmigrations", "[ ] 0007_lagerort");
    a.bash(4, "toolu_c3", "uv run python manage.py migrate --noinput", "Applying lager.0007_lagerort... OK");
    a.say(5, "Migration angewendet.");
    a.write("c.jsonl");
    const b = session(cwd, "dddddddd-4444-4444-8444-444444444444", "2026-03-04T08:00:00.000Z");
    b.prompt(0, "Commits hängen beim Signieren, bitte prüfen");
    b.reject(1, "toolu_d1", "git config --local commit.gpgsign false");
    b.prompt(2, "Nein, Signieren bleibt an. Setz nur den Namen");
    b.bash(3, "toolu_d2", "git config --local user.name Lager-Bot");
    b.say(4, "Name gesetzt; das Signieren bleibt an.");
    b.write("d.jsonl");
    await importTranscripts(stores.store, { root: join(dir.path, "projects") });
    const byTitle = new Map((await refusals(cwd)).map((m) => [m.title, m]));
    expect(
      byTitle.get("The user rejected `uv run python manage.py migrate` at the permission prompt"),
    ).toMatchObject({
      supersededReason:
        "allowed later: the same call ran without being rejected: `uv run python manage.py migrate --noinput` (2026-03-03)",
    });
    expect(
      byTitle.get("The user rejected `git config --local commit.gpgsign false` at the permission prompt")
        ?.supersededBy,
    ).toBeNull();
    const text = await pack(cwd);
    expect(text).toContain("rejected `git config --local commit.gpgsign false`");
    expect(text).not.toContain("manage.py migrate` at the permission prompt");
  });

  it("a later call of the same program with other words leaves the refusal standing", async () => {
    const cwd = "/home/dev/infra";
    const a = session(cwd, "eeeeeeee-5555-4555-8555-555555555555", "2026-03-05T08:00:00.000Z");
    a.prompt(0, "push the release branch");
    a.reject(1, "toolu_e1", "git push --force origin release");
    a.write("e.jsonl");
    const b = session(cwd, "ffffffff-6666-4666-8666-666666666666", "2026-03-06T08:00:00.000Z");
    b.prompt(0, "push main");
    b.bash(1, "toolu_f1", "git push origin main");
    b.write("f.jsonl");
    await importTranscripts(stores.store, { root: join(dir.path, "projects") });
    const [standing] = await refusals(cwd);
    expect(standing?.title).toBe(
      "The user rejected `git push --force origin release` at the permission prompt",
    );
    expect(standing?.supersededBy).toBeNull();
    expect(await pack(cwd)).toContain("rejected `git push --force origin release`");
  });
});
