// The SQLite store redacts every bound value itself, whatever the caller forgot: memories written
// through the Store port directly (no saveMemory), events and sessions, with JSON columns kept valid.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityEvent } from "../../../src/core/capture/events.js";
import { newMemorySchema } from "../../../src/core/memories/memory.js";
import { redactStoredText } from "../../../src/core/redact/stored-text.js";
import { openSqliteStore, type SqliteStore } from "../../../src/store/sqlite/sqlite-store.js";
import { tempDir } from "../../support/temp.js";
import { buildSecretCorpus } from "./corpus.js";

const T0 = "2026-01-01T00:00:00.000Z";
const corpus = buildSecretCorpus(11);
const pick = (category: string) => corpus.find((c) => c.category === category)!;

let dir: { path: string; cleanup: () => void };
let store: SqliteStore;
beforeEach(async () => {
  dir = tempDir();
  store = openSqliteStore({ path: join(dir.path, "cairn.db") });
  await store.upsertProject({ id: "p1", identity: "/r/.git", root: "/r", name: "r" }, T0);
});
afterEach(async () => {
  await store.close();
  dir.cleanup();
});

describe("store-level redaction", () => {
  it("no column holds a secret written through the Store port, and raw-key lookups still match", async () => {
    const mysql = pick("cmd-mysql");
    const npm = pick("npm-access-token");
    const stripe = pick("stripe-access-token");
    const azure = pick("azure-storage-account-key");
    const pem = pick("private-key");
    const m = await store.insertMemory(
      {
        ...newMemorySchema.parse({
          project: "p1",
          type: "verified_command",
          title: mysql.line,
          body: `${azure.line}\n${pem.line}`,
          tags: [npm.secret],
          files: [`/tmp/${stripe.secret}.log`],
          source: { kind: "mcp", event: "save_verified_command", sessionId: "s1" },
          dedupeKey: `cmd:${mysql.line}`,
        }),
        confidence: 0.9,
      },
      T0,
    );
    await store.insertEvents("p1", [
      activityEvent({
        sessionId: "s1",
        ts: T0,
        kind: "tool",
        event: "PostToolUse",
        tool: "Bash",
        command: `curl -u admin:${npm.secret} https://x`,
        files: [pem.line],
      }),
    ]);
    const got = await store.getMemory(m.id);
    expect(got?.title).toContain("-p[REDACTED:password]");
    expect(got?.tags).toEqual(["[REDACTED:npm_token]"]); // the JSON column still parses
    expect(got?.files[0]).toContain("[REDACTED:stripe_key]");
    // a lookup with the raw key is redacted the same way, so de-duplication keeps working
    expect((await store.findByDedupeKey("p1", `cmd:${mysql.line}`))?.id).toBe(m.id);
    await store.close();
    const bytes = readdirSync(dir.path)
      .filter((f) => f.startsWith("cairn.db"))
      .map((f) => readFileSync(join(dir.path, f)).toString("latin1"))
      .join("");
    for (const c of [mysql, npm, stripe, azure, pem]) expect(bytes, c.category).not.toContain(c.secret);
    store = openSqliteStore({ path: join(dir.path, "cairn.db") });
  });

  it("redactStoredText keeps JSON documents parseable and untouched text identical", () => {
    const npm = pick("npm-access-token").secret;
    const doc = JSON.stringify({ a: [`run ${npm}`, 1], b: { token: "plain", n: null } }, null, 2);
    const out = redactStoredText(doc);
    expect(JSON.parse(out)).toEqual({
      a: ["run [REDACTED:npm_token]", 1],
      b: { token: "[REDACTED:secret]", n: null },
    });
    expect(out.split("\n")[1]).toBe('  "a": [');
    const broken = `["-----BEGIN RSA PRIVATE KEY-----\\nMIIabc", "x"]`;
    expect(() => JSON.parse(redactStoredText(broken))).not.toThrow();
    const clean = '{ "kept":   "as written" }';
    expect(redactStoredText(clean)).toBe(clean);
  });
});
