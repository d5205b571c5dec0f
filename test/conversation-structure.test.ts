/**
 * What the conversation index keeps of Claude's messages by the structure of the session — event
 * order, never one language's words — through the real import path (`importTranscripts` of a Claude
 * Code transcript into a real SQLite file): working notes said between tool calls of a turn, a claim
 * of success that a later edit or failing check outran, outcome list items in German, Spanish, French
 * and Chinese before a failing check.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importTranscripts } from "../src/app/capture/import-transcripts.js";
import { openSqliteStore, type SqliteStore } from "../src/store/sqlite/sqlite-store.js";
import { Transcript } from "./support/capture-records.js";
import { tempDir } from "./support/temp.js";

const SID = "22222222-3333-4444-8555-666666666666";

let dir: ReturnType<typeof tempDir>;
let store: SqliteStore;
beforeEach(() => {
  dir = tempDir("cairn-said-structure-");
  store = openSqliteStore({ path: join(dir.path, "cairn.db") });
});
afterEach(async () => {
  await store.close();
  dir.cleanup();
});

/** Imports `t` as one Claude Code session; returns Claude's excerpts, in order. */
async function saidByClaude(t: Transcript): Promise<string[]> {
  const projects = join(dir.path, "projects", "p");
  mkdirSync(projects, { recursive: true });
  writeFileSync(join(projects, `${SID}.jsonl`), t.jsonl());
  await importTranscripts(store, { root: join(dir.path, "projects") });
  const rows = store.db.prepare("SELECT text FROM excerpts WHERE role = 'assistant' ORDER BY id").all() as {
    text: string;
  }[];
  return rows.map((r) => r.text);
}

const FINDING =
  "The retry counter is reset only when the socket reconnects, so a failed upload retries at full speed forever and floods the server log with the same warning.";

describe("working notes between tool calls of a turn", () => {
  it("leaves out a short or announcing mid-turn message, keeps a mid-turn finding and the turn's conclusion", async () => {
    const said = await saidByClaude(
      new Transcript(dir.path)
        .user("Why does the upload retry forever?")
        .say("Let me look at the retry loop in the upload module and its tests:")
        .ok("grep -rn retry src/", "src/upload.ts:12: retry = 0")
        .say("Still reading. Next the socket code.")
        .ok("cat src/socket.ts", "export function reconnect() {}")
        .say(FINDING)
        .edit(join(dir.path, "src/upload.ts"))
        .say("The upload loop now stops after five attempts and backs off exponentially between them."),
    );
    const all = said.join("\n");
    expect(all).not.toContain("Let me look at the retry loop");
    expect(all).not.toContain("Still reading");
    expect(all).toContain("reset only when the socket reconnects");
    expect(all).toContain("stops after five attempts");
  });

  it("does the same in Chinese: by position and length, not words", async () => {
    const said = await saidByClaude(
      new Transcript(dir.path)
        .user("为什么上传一直重试？")
        .say("我先看一下上传模块的重试循环：")
        .ok("grep -rn retry src/", "src/upload.ts:12: retry = 0")
        .say(
          "重试计数器只有在套接字重新连接时才会被重置，所以上传失败后会以全速无限重试，并且服务器日志里会不断出现同一条警告信息，直到进程被手动停止为止。",
        )
        .edit(join(dir.path, "src/upload.ts"))
        .say("现在上传循环在五次尝试后停止，并在每次尝试之间按指数退避等待。"),
    );
    const all = said.join("\n");
    expect(all).not.toContain("我先看一下");
    expect(all).toContain("重试计数器只有在套接字重新连接时");
    expect(all).toContain("五次尝试后停止");
  });
});

describe("a claim of success that a later change outran", () => {
  const turnOne = (t: Transcript) =>
    t
      .user("Make the parser accept trailing commas")
      .edit(join(dir.path, "src/parser.ts"))
      .ok("npm test", "Tests: 42 passed, 42 total")
      .say("All 42 tests pass. The parser now accepts trailing commas in arrays and objects alike.");

  it("drops the claim when a file was edited after it and the check never ran again", async () => {
    const said = await saidByClaude(
      turnOne(new Transcript(dir.path))
        .user("Also allow comments")
        .edit(join(dir.path, "src/parser.ts"))
        .say("Comments are now skipped by the tokenizer before the parser sees them."),
    );
    const all = said.join("\n");
    expect(all).not.toContain("All 42 tests pass");
    expect(all).toContain("accepts trailing commas");
  });

  it("drops it when the check's later run failed, keeps it when the check passed again", async () => {
    const failed = await saidByClaude(
      turnOne(new Transcript(dir.path))
        .user("Also allow comments")
        .edit(join(dir.path, "src/parser.ts"))
        .fail("npm test", "Tests: 1 failed, 41 passed, 42 total"),
    );
    expect(failed.join("\n")).not.toContain("All 42 tests pass");
  });

  it("keeps it when the check passed again after the edit", async () => {
    const rerun = await saidByClaude(
      turnOne(new Transcript(dir.path))
        .user("Also allow comments")
        .edit(join(dir.path, "src/parser.ts"))
        .ok("npm test", "Tests: 43 passed, 43 total"),
    );
    expect(rerun.join("\n")).toContain("All 42 tests pass");
  });

  it("reads a claim in Chinese and in German the same way", async () => {
    const zh = await saidByClaude(
      new Transcript(dir.path)
        .user("让解析器接受尾随逗号")
        .edit(join(dir.path, "src/parser.ts"))
        .ok("npm test", "Tests: 42 passed, 42 total")
        .say("所有测试已通过。解析器现在接受数组和对象中的尾随逗号。")
        .user("也允许注释")
        .edit(join(dir.path, "src/parser.ts"))
        .say("注释现在会在解析之前被词法分析器跳过。"),
    );
    expect(zh.join("\n")).not.toContain("所有测试已通过");
    expect(zh.join("\n")).toContain("尾随逗号");
  });
});

describe("an outcome at the end of a list item, before a check failed, in four languages", () => {
  const cases: [string, string, string][] = [
    ["de", "- Login-Weiterleitung behoben", "- Die Weiterleitung behält jetzt die ursprüngliche Abfrage."],
    ["es", "- Redirección del login corregida", "- La redirección conserva ahora la consulta original."],
    ["fr", "- Redirection de connexion corrigée", "- La redirection garde maintenant la requête d'origine."],
    ["zh", "- 登录重定向已修复", "- 重定向现在会保留原始查询字符串。"],
  ];
  for (const [lang, claim, plain] of cases)
    it(`drops the claimed outcome, keeps the description (${lang})`, async () => {
      const said = await saidByClaude(
        new Transcript(dir.path)
          .user("Fix the login redirect")
          .edit(join(dir.path, "src/login.ts"))
          .say(`${claim}\n${plain}`)
          .user("Run the tests")
          .fail("npm test", "FAIL src/login.test.ts\n  1 failing"),
      );
      const all = said.join("\n");
      expect(all).not.toContain(claim);
      expect(all).toContain(plain);
    });
});
