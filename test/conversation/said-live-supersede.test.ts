/**
 * A live session records each turn at its own Stop (the hook's path: UserPromptSubmit, then
 * `ingestSession` with what the transcript's tail says), so a turn's excerpts are compared only with
 * their own batch when they are stored. What a later Stop says anew must still stand for the earlier
 * Stop's word at search time (core/conversation/said-again-found.ts `olderSaidAgain`): a revised audit
 * report (English) and a build status (German), each on a real SQLite file. Guard: an excerpt the later
 * turn does not say again stays, and the user's own words are never left out this way.
 */
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recentTurn } from "../../src/app/capture/findings-from-transcript.js";
import { ingestSession } from "../../src/app/capture/ingest-session.js";
import { recordPrompt } from "../../src/app/capture/record-prompt.js";
import { ensureProject } from "../../src/app/projects/ensure-project.js";
import { search } from "../../src/app/search/search.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { sqliteStores } from "../../src/store/sqlite/stores.js";
import { Transcript } from "../support/capture-records.js";
import { tempDir } from "../support/temp.js";

// the session id test/support/capture-records.ts writes on every record
const SID = "22222222-3333-4444-8555-666666666666";

let dir: ReturnType<typeof tempDir>;
let store: SqliteStore;
beforeEach(() => {
  dir = tempDir("cairn-said-live-");
  store = openSqliteStore({ path: join(dir.path, "cairn.db") });
});
afterEach(async () => {
  await store.close();
  dir.cleanup();
});

/** Records `t` turn by turn as live hooks do: each prompt, then a Stop over the transcript so far. */
async function recordLive(t: Transcript, prompts: readonly string[]): Promise<string> {
  const cwd = dir.path;
  const spool = join(dir.path, "spool");
  mkdirSync(spool, { recursive: true });
  const path = join(dir.path, `${SID}.jsonl`);
  const lines = t.jsonl().split("\n").filter(Boolean);
  const starts = prompts.map((p) => lines.findIndex((l) => l.includes(JSON.stringify(p).slice(1, -1))));
  writeFileSync(path, "");
  const project = (await ensureProject(store, cwd, new Date("2026-01-10T12:00:00Z"))).id;
  for (const [i, prompt] of prompts.entries()) {
    const end = starts[i + 1] ?? lines.length;
    const at = JSON.parse(lines[starts[i] as number] as string).timestamp as string;
    // Stop fires a moment after the turn's last record
    const stopAt = new Date(Date.parse(JSON.parse(lines[end - 1] as string).timestamp) + 2000).toISOString();
    await recordPrompt(store, { project, sessionId: SID, prompt, cwd, now: new Date(at) });
    appendFileSync(path, `${lines.slice(starts[i], end).join("\n")}\n`);
    await ingestSession(store, spool, {
      sessionId: SID,
      cwd,
      trigger: "Stop",
      lastAssistantMessage: null,
      now: new Date(stopAt),
      said: recentTurn(path, SID).said,
    });
  }
  return project;
}

const found = async (project: string, query: string) =>
  (
    await search(sqliteStores(store), {
      query,
      project: { id: project, root: dir.path, gitDir: null },
      now: new Date("2026-01-11T00:00:00Z"),
      conversations: true,
      // room for every excerpt: what is left out is left out as said again, not for want of places
      limit: 20,
    })
  ).conversations.map((c) => c.excerpt.text);

describe("a later Stop's word stands for an earlier Stop's excerpt", () => {
  it("search leaves out the first audit report once a later turn's revised report says it anew", async () => {
    const prompts = ["audit the firewall and remote access settings", "apply the fixes and report again"];
    const t = new Transcript(dir.path)
      .user(prompts[0] as string)
      .ok("netsh advfirewall show allprofiles", "State ON")
      // a turn that changed a file: its answer is not also kept as a finding memory
      .edit(join(dir.path, "notes/todo.md"))
      .say(
        "Firewall audit: the default inbound action is Allow on every profile, Remote Desktop listens on port 3389, and WDigest credential caching is enabled. Security score: 45/100.",
      )
      .user(prompts[1] as string)
      .ok("netsh advfirewall set allprofiles firewallpolicy blockinbound,allowoutbound", "Ok.")
      .say(
        "Firewall audit, revised: the default inbound action is Block on every profile, Remote Desktop is disabled and port 3389 closed, and WDigest credential caching is disabled. Security score: 85/100.",
      );
    const project = await recordLive(t, prompts);
    const texts = await found(project, "firewall audit security score");
    expect(texts.some((x) => x.includes("85/100"))).toBe(true);
    expect(texts.some((x) => x.includes("45/100"))).toBe(false);
    // the user's words are not Claude's earlier word: they stay
    expect((await found(project, "audit firewall remote access settings")).join("\n")).toContain(
      prompts[0] as string,
    );
  });

  it("works on a German session and keeps what the later turn does not say again", async () => {
    const prompts = ["prüfe, warum der Build fehlschlägt", "behebe es und berichte den Stand"];
    const t = new Transcript(dir.path)
      .user(prompts[0] as string)
      .fail("cargo build", "error[E0432]: unresolved import `serde`")
      .edit(join(dir.path, "notes/todo.md"))
      .say(
        "Stand des Builds: cargo build bricht ab, weil in Cargo.toml die Abhängigkeit serde fehlt; der Import in lib.rs Zeile 3 lässt sich deshalb nicht auflösen.",
      )
      .say("Außerdem: das Verzeichnis logs/ wird sieben Tage aufbewahrt, ältere Protokolle werden gelöscht.")
      .user(prompts[1] as string)
      .ok("cargo add serde --features derive && cargo build", "Finished dev")
      .say(
        "Stand des Builds: cargo build läuft durch, weil in Cargo.toml die Abhängigkeit serde jetzt steht; der Import in lib.rs Zeile 3 lässt sich deshalb auflösen.",
      );
    const project = await recordLive(t, prompts);
    const status = await found(project, "Stand des Builds serde Abhängigkeit");
    expect(status.some((x) => x.includes("läuft durch"))).toBe(true);
    expect(status.some((x) => x.includes("bricht ab"))).toBe(false);
    expect((await found(project, "Verzeichnis logs aufbewahrt")).join("\n")).toContain("sieben Tage");
  });
});
