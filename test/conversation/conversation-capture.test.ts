/**
 * What was said becomes searchable, through the real capture paths on a real SQLite file: `cairn
 * import` of a Claude Code transcript (a finding stated mid-turn that no capture rule turns into a
 * memory, a closing report, a Chinese prompt, shell-mode output and a slash command that are not
 * requests, a token typed in a prompt) and the Stop hook's path (ingestSession with what the
 * transcript's tail says), both idempotent; then `search` returns the excerpts beside the memories.
 */
import { appendFileSync, copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recentTurn } from "../../src/app/capture/findings-from-transcript.js";
import { importTranscripts } from "../../src/app/capture/import-transcripts.js";
import { ingestSession } from "../../src/app/capture/ingest-session.js";
import { recordPrompt } from "../../src/app/capture/record-prompt.js";
import { ensureProject } from "../../src/app/projects/ensure-project.js";
import { search } from "../../src/app/search/search.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { sqliteStores } from "../../src/store/sqlite/stores.js";
import { Transcript } from "../support/capture-records.js";
import { tempDir } from "../support/temp.js";

const SID = "22222222-3333-4444-8555-666666666666";
const TOKEN = `ghp_${"Zq8Wm3Kd7Rt2".repeat(3)}`;
const MID_TURN =
  "The backoff counter is reset only when the socket reconnects, so a failed upload retries at full speed forever.";

let dir: ReturnType<typeof tempDir>;
let store: SqliteStore;
beforeEach(() => {
  dir = tempDir("cairn-said-");
  store = openSqliteStore({ path: join(dir.path, "cairn.db") });
});
afterEach(async () => {
  await store.close();
  dir.cleanup();
});

/** A session of two turns as Claude Code 2.x records it, in project folder `cwd`. */
function session(cwd: string): Transcript {
  return new Transcript(cwd)
    .user("Why does the upload retry forever? 我们发现数据库连接失败是因为端口配置错误")
    .say("Let me look at the retry loop.")
    .ok("grep -rn backoff src/", "src/upload.ts:12: backoff = 0")
    .say(MID_TURN)
    .edit(join(cwd, "src/upload.ts"))
    .say("Fixed: the upload loop now stops after five attempts and waits between them.")
    .user("<bash-stdout>total 12 drwxr-xr-x upload logs here</bash-stdout>")
    .slash("clear")
    .user(`deploy with token ${TOKEN} please and check the staging logs`)
    .say("The staging logs show no errors since the upload fix went out.");
}

const rows = (s: SqliteStore) =>
  s.db.prepare("SELECT role, turn, text FROM excerpts ORDER BY id").all() as {
    role: string;
    turn: number;
    text: string;
  }[];

describe("the conversation index at import", () => {
  it("stores typed prompts and Claude's messages, a mid-turn finding included, once", async () => {
    const projects = join(dir.path, "projects", "p");
    mkdirSync(projects, { recursive: true });
    writeFileSync(join(projects, `${SID}.jsonl`), session(dir.path).jsonl());
    await importTranscripts(store, { root: join(dir.path, "projects") });

    const said = rows(store);
    expect(said).toContainEqual({ role: "assistant", turn: 1, text: MID_TURN });
    // "Let me look at the retry loop." is a working note between tool calls (core/conversation/said-turns.ts)
    expect(said.map((r) => r.role)).toEqual(["user", "user", "assistant", "assistant", "assistant"]);
    expect(said.some((r) => r.text.includes("Let me look at the retry loop"))).toBe(false);
    // machine-written user records and a bare slash command are no requests
    expect(said.some((r) => /bash-stdout|\/clear|local-command/.test(r.text))).toBe(false);
    const mid = await store.searchExcerpts({ terms: ["backoff", "reconnects"] });
    expect(mid[0]?.excerpt).toMatchObject({ role: "assistant", turn: 1, sessionId: SID, text: MID_TURN });
    const zh = await store.searchExcerpts({ terms: ["数据库连接"] });
    expect(zh.map((h) => h.excerpt.role)).toEqual(["user"]);

    // the same transcript again under another path: read again, nothing added twice
    copyFileSync(join(projects, `${SID}.jsonl`), join(projects, "copy.jsonl"));
    await importTranscripts(store, { root: join(dir.path, "projects") });
    expect(rows(store)).toEqual(said);
  });

  it("keeps a token typed in a prompt off the disk", async () => {
    const projects = join(dir.path, "projects", "p");
    mkdirSync(projects, { recursive: true });
    writeFileSync(join(projects, `${SID}.jsonl`), session(dir.path).jsonl());
    await importTranscripts(store, { root: join(dir.path, "projects") });
    const deploy = rows(store).find(
      (r) => r.text.includes("staging logs please") || r.text.startsWith("deploy"),
    );
    expect(deploy?.role).toBe("user");
    expect(deploy?.text).not.toContain(TOKEN);
    await store.close();
    store = openSqliteStore({ path: join(dir.path, "other.db") });
    for (const f of readdirSync(dir.path).filter((f) => f.startsWith("cairn.db")))
      expect(readFileSync(join(dir.path, f)).includes(TOKEN)).toBe(false);
  });
});

describe("what was said that misleads", () => {
  it("leaves out the answer to a task notification and claims the session's evidence does not support", async () => {
    const projects = join(dir.path, "projects", "p");
    mkdirSync(projects, { recursive: true });
    const t = new Transcript(dir.path)
      .user("Audit the service configuration and write the report")
      .ok("systemctl stop cdpsvc", "")
      .say("Stopped the CDPSvc service and wrote the audit report to the reports folder for review.")
      .say("Patched CVE-2025-21207 in the CDPSvc service, the host is hardened now.")
      .user("<task-notification>Background command finished with exit code 0</task-notification>")
      .say(
        "Background task completed successfully: the earlier audit run finished and the report is current.",
      );
    writeFileSync(join(projects, `${SID}.jsonl`), t.jsonl());
    await importTranscripts(store, { root: join(dir.path, "projects") });
    const texts = rows(store).map((r) => r.text);
    expect(texts).toContain(
      "Stopped the CDPSvc service and wrote the audit report to the reports folder for review.",
    );
    expect(texts.some((x) => /CVE-2025-21207/.test(x))).toBe(false);
    expect(texts.some((x) => /Background task completed/.test(x))).toBe(false);
  });
});

describe("the conversation index at Stop", () => {
  it("adds what the turn said, and nothing twice when Stop runs again over a grown session", async () => {
    const cwd = dir.path;
    const spool = join(dir.path, "spool");
    mkdirSync(spool, { recursive: true });
    const path = join(dir.path, `${SID}.jsonl`);
    const full = session(cwd).jsonl().split("\n").filter(Boolean);
    const cut = full.findIndex((l) => l.includes("bash-stdout"));
    const stop = async (prompt: string, at: string, stopAt: string) => {
      await recordPrompt(store, {
        project: (await ensureProject(store, cwd, new Date(at))).id,
        sessionId: SID,
        prompt,
        cwd,
        now: new Date(at),
      });
      return ingestSession(store, spool, {
        sessionId: SID,
        cwd,
        trigger: "Stop",
        lastAssistantMessage: null,
        now: new Date(stopAt),
        said: recentTurn(path, SID).said,
      });
    };
    writeFileSync(path, `${full.slice(0, cut).join("\n")}\n`);
    // each turn's prompt is recorded as UserPromptSubmit records it, then Stop reads the transcript
    await stop("Why does the upload retry forever?", "2026-01-10T12:00:04Z", "2026-01-10T12:00:42Z");
    const first = rows(store);
    expect(first).toContainEqual({ role: "assistant", turn: 1, text: MID_TURN });
    expect(first.filter((r) => r.role === "user")).toHaveLength(1);

    appendFileSync(path, `${full.slice(cut).join("\n")}\n`);
    await stop(
      "deploy with token and check the staging logs",
      "2026-01-10T12:01:04Z",
      "2026-01-10T12:01:12Z",
    );
    const second = rows(store);
    expect(second.slice(0, first.length)).toEqual(first);
    expect(second.slice(first.length)).toEqual([
      { role: "user", turn: 2, text: "deploy with token and check the staging logs" },
      {
        role: "assistant",
        turn: 2,
        text: "The staging logs show no errors since the upload fix went out.",
      },
    ]);
    await ingestSession(store, spool, {
      sessionId: SID,
      cwd,
      trigger: "Stop",
      now: new Date("2026-01-10T12:02:00Z"),
      said: recentTurn(path, SID).said,
    });
    expect(rows(store)).toEqual(second);
  });
});

describe("search over memories and what was said", () => {
  it("returns an excerpt that matches the query strongly, and none with --type or for an unrelated query", async () => {
    const projects = join(dir.path, "projects", "p");
    mkdirSync(projects, { recursive: true });
    writeFileSync(join(projects, `${SID}.jsonl`), session(dir.path).jsonl());
    await importTranscripts(store, { root: join(dir.path, "projects") });
    const stores = sqliteStores(store);
    const now = new Date("2026-01-11T00:00:00Z");
    const found = await search(stores, {
      query: "why does backoff reset on reconnect",
      now,
      conversations: true,
    });
    expect(found.conversations[0]?.excerpt.text).toBe(MID_TURN);
    // opt-in: without it, search is what it was
    expect(
      (await search(stores, { query: "why does backoff reset on reconnect", now })).conversations,
    ).toEqual([]);
    const typed = await search(stores, {
      query: "backoff reconnect",
      types: ["bug_note"],
      now,
      conversations: true,
    });
    expect(typed.conversations).toEqual([]);
    const none = await search(stores, { query: "kubernetes helm chart", now, conversations: true });
    expect(none.conversations).toEqual([]);
  });
});
