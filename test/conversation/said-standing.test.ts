/**
 * The default search's excerpts by standing (core/conversation/said-exposure.ts `standingOf`, applied by
 * app/search/excerpt-standing.ts): sessions imported through the real import path into a real SQLite
 * store, then searched with and without an explicit choice. The default shows what the user typed and
 * what Claude said that nothing later could change; Claude's outcome words mid-session, statements
 * about files a later exchange or session changed and statements over a failing check only with
 * `conversations` chosen. Two stacks (npm/TypeScript, cargo/Rust) and two languages (English, Spanish).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importTranscripts } from "../../src/app/capture/import-transcripts.js";
import { search } from "../../src/app/search/search.js";
import { Transcript } from "../support/capture-records.js";
import { excerptStore } from "../support/said-excerpts.js";

const SID = "77777777-8888-4999-8aaa-bbbbbbbbbbbb";
const dir = excerptStore("cairn-said-standing-", SID);

/** Imports `t` (through the shared helper) and returns the excerpts a search shows, by default or chosen. */
async function searched(t: Transcript, query: string): Promise<{ shown: string[]; chosen: string[] }> {
  await dir.saidByClaude(t);
  const project = (await dir.store.listSessions({ limit: 1 }))[0]?.project as string;
  const find = (defaultExposure: boolean) =>
    search(dir.stores, {
      query,
      project: { id: project, root: dir.path, gitDir: null },
      now: new Date("2026-02-01T00:00:00Z"),
      conversations: true,
      defaultExposure,
    }).then((f) => f.conversations.map((c) => `${c.excerpt.role}: ${c.excerpt.text}`));
  return { shown: await find(true), chosen: await find(false) };
}

describe("the default search shows evidence, not claims", () => {
  it("leaves out Claude's outcome words mid-session, keeps the user's words (npm, English)", async () => {
    const t = new Transcript(dir.path).user(
      "the websocket client must reset its reconnect backoff after a good connect",
    );
    t.edit(`${dir.path}/src/socket.ts`);
    t.ok("npm test -- socket", "Tests  12 passed (12)");
    t.say("Fixed: the reconnect backoff now resets after a good connect, and all 12 socket tests pass.");
    t.user("which other modules read the retry settings?");
    t.ok("grep -rln getRetryConfig src", "src/client.ts");
    t.say("Only the client module reads them, through getRetryConfig.");
    const { shown, chosen } = await searched(t, "reconnect backoff");
    expect(chosen.some((s) => s.includes("Fixed: the reconnect backoff"))).toBe(true);
    expect(shown.some((s) => s.includes("Fixed: the reconnect backoff"))).toBe(false);
    expect(shown.some((s) => s.startsWith("user: the websocket client must reset"))).toBe(true);
  });

  it("leaves out what Claude said of a file a later exchange edited (cargo, Spanish)", async () => {
    const t = new Transcript(dir.path).user("añade el puerto de la api a la configuración del servidor");
    t.edit(`${dir.path}/config/servidor.toml`);
    t.ok("cargo test", "test result: ok. 8 passed; 0 failed");
    t.say("El servidor de la api escucha ahora en el puerto 8080, definido en config/servidor.toml.");
    t.user("¿qué versión de tokio usamos?");
    t.tool("Read", { file_path: `${dir.path}/Cargo.toml` }, { content: 'tokio = { version = "1.38" }' });
    t.say("Usamos tokio 1.38 con las features por defecto.");
    t.user("cambia el puerto al 9090");
    t.edit(`${dir.path}/config/servidor.toml`);
    t.ok("cargo test", "test result: ok. 8 passed; 0 failed");
    t.say("Hecho.");
    const { shown, chosen } = await searched(t, "puerto 8080 servidor");
    expect(chosen.some((s) => s.includes("escucha ahora en el puerto 8080"))).toBe(true);
    expect(shown.some((s) => s.includes("escucha ahora en el puerto 8080"))).toBe(false);
  });

  it("leaves out what Claude said over a failing check (cargo, English)", async () => {
    const t = new Transcript(dir.path).user("run the tests and tell me what fails");
    t.fail(
      "cargo test",
      "test parser::tokenize_strings ... FAILED\ntest result: FAILED. 11 passed; 1 failed",
      101,
    );
    t.say("The one failure is tokenize_strings: the tokenizer drops escaped quotes inside string literals.");
    t.user("ok, leave it for today");
    t.say("Leaving the tokenizer as it is for today.");
    const { shown, chosen } = await searched(t, "tokenizer escaped quotes");
    expect(chosen.some((s) => s.includes("drops escaped quotes"))).toBe(true);
    expect(shown.some((s) => s.includes("drops escaped quotes"))).toBe(false);
  });

  it("shows the final report and a settled finding; says nothing for an unrelated query (npm, Spanish)", async () => {
    const t = new Transcript(dir.path).user("¿qué versión de node usa el CI?");
    t.tool(
      "Read",
      { file_path: `${dir.path}/.github/workflows/ci.yml` },
      { content: "runs-on: ubuntu-latest\n      node-version: 20" },
    );
    t.say("El CI usa Node 20 sobre ubuntu-latest, según el workflow de integración continua.");
    t.user("pon esa versión en el README");
    t.edit(`${dir.path}/README.md`);
    t.ok("npm run lint", "0 problems");
    t.say("El README indica ahora Node 20, la misma versión que el CI.");
    const { shown } = await searched(t, "Node 20 ubuntu");
    expect(shown.some((s) => s.includes("README indica ahora Node 20"))).toBe(true);
    expect(shown.some((s) => s.includes("Node 20 sobre ubuntu-latest"))).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(2);
    const none = await search(dir.stores, {
      query: "kubernetes helm chart",
      now: new Date("2026-02-01T00:00:00Z"),
      conversations: true,
      defaultExposure: true,
    });
    expect(none.conversations).toEqual([]);
  });

  it("leaves out a Claude excerpt naming a file a later session changed", async () => {
    const first = new Transcript(dir.path).user("where is the retry limit configured?");
    first.ok("grep -rn retry_limit src", "src/limits.rs:4: pub const RETRY_LIMIT: u32 = 5;");
    first.say("The retry limit is 5, a constant in limits.rs that every client reads.");
    await dir.saidByClaude(first);
    const later = new Transcript(dir.path, Date.UTC(2026, 0, 12, 9, 0, 0)).user("raise the retry limit to 8");
    later.edit(`${dir.path}/src/limits.rs`);
    later.ok("cargo test", "test result: ok. 3 passed; 0 failed");
    later.say("Done.");
    const projects = join(dir.path, "projects2", "p");
    mkdirSync(projects, { recursive: true });
    // a second session: the builder writes one session id, so the later one gets its own
    const other = "88888888-8888-4999-8aaa-bbbbbbbbbbbb";
    const records = later.jsonl().replaceAll("22222222-3333-4444-8555-666666666666", other);
    writeFileSync(join(projects, `${other}.jsonl`), records);
    await importTranscripts(dir.store, { root: join(dir.path, "projects2") });
    const project = (await dir.store.listSessions({ limit: 1 }))[0]?.project as string;
    const find = (defaultExposure: boolean) =>
      search(dir.stores, {
        query: "retry limit",
        project: { id: project, root: dir.path, gitDir: null },
        now: new Date("2026-02-01T00:00:00Z"),
        conversations: true,
        defaultExposure,
      }).then((f) => f.conversations.map((c) => c.excerpt.text));
    expect((await find(false)).some((s) => s.includes("a constant in limits.rs"))).toBe(true);
    expect((await find(true)).some((s) => s.includes("a constant in limits.rs"))).toBe(false);
  });
});
