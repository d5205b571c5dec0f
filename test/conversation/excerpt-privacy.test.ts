/**
 * What a user keeps private never becomes a conversation excerpt, through the real import path on a
 * real SQLite file: a `<private>` span in a prompt or in Claude's message is stored as `[private]`
 * (nothing of it on disk), and a session in a project turned off with `.cairn-off` — where the hooks
 * capture nothing — leaves nothing when imported either: no excerpt, no session, no event.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importTranscripts } from "../../src/app/capture/import-transcripts.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { Transcript } from "../support/capture-records.js";
import { gitRepo } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

const SID = "33333333-4444-4555-8666-777777777777";
const HIDDEN = "the staging database lives on the pink-falcon host";

let dir: ReturnType<typeof tempDir>;
let store: SqliteStore;
beforeEach(() => {
  dir = tempDir("cairn-said-private-");
  store = openSqliteStore({ path: join(dir.path, "cairn.db") });
});
afterEach(async () => {
  await store.close();
  dir.cleanup();
});

function importSession(t: Transcript) {
  const projects = join(dir.path, "projects", "p");
  mkdirSync(projects, { recursive: true });
  writeFileSync(join(projects, `${SID}.jsonl`), t.jsonl());
  return importTranscripts(store, { root: join(dir.path, "projects") });
}
const count = (table: string) =>
  (store.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe("private text and conversation excerpts", () => {
  it("stores a <private> span of a prompt or a message as [private], nothing of it on disk", async () => {
    await importSession(
      new Transcript(dir.path)
        .user(`why does the migration hang? <private>${HIDDEN}</private> it started after the upgrade`)
        .say(`The migration waits on a lock. <private>${HIDDEN}</private> Release the lock first.`),
    );
    const texts = (store.db.prepare("SELECT text FROM excerpts").all() as { text: string }[]).map(
      (r) => r.text,
    );
    expect(texts).toHaveLength(2);
    for (const t of texts) {
      expect(t).toContain("[private]");
      expect(t).not.toContain("pink-falcon");
    }
    await store.close();
    for (const f of readdirSync(dir.path).filter((f) => f.startsWith("cairn.db")))
      expect(readFileSync(join(dir.path, f)).includes("pink-falcon")).toBe(false);
    store = openSqliteStore({ path: join(dir.path, "cairn.db") });
  });

  it("imports nothing of a session in a project turned off with .cairn-off", async () => {
    const repo = join(dir.path, "secret-repo");
    gitRepo(repo);
    writeFileSync(join(repo, ".cairn-off"), "");
    mkdirSync(join(repo, "src"), { recursive: true });
    const summary = await importSession(
      new Transcript(join(repo, "src")).user(`where is ${HIDDEN}?`).say(`It is ${HIDDEN}, as the notes say.`),
    );
    expect(count("excerpts")).toBe(0);
    expect(count("sessions")).toBe(0);
    expect(count("events")).toBe(0);
    expect(summary.skipped).toBe(1);
  });
});
