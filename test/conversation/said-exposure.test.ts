/**
 * How excerpts enter the default search (core/conversation/said-exposure.ts, applied by
 * app/search/search.ts, app/search/excerpt-standing.ts and core/conversation/mix.ts), on a real SQLite
 * store: by default at most DEFAULT_EXCERPTS excerpts whose standing is evidence, after every strongly
 * matching memory; `conversations` without the default exposure returns every strong match.
 */
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ensureProject } from "../../src/app/projects/ensure-project.js";
import { search } from "../../src/app/search/search.js";
import { type MixItem, mixKinds } from "../../src/core/conversation/mix.js";
import { CHANGED_MARK } from "../../src/core/conversation/said-around.js";
import { DEFAULT_EXCERPTS, shownByDefault } from "../../src/core/conversation/said-exposure.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { sqliteStores } from "../../src/store/sqlite/stores.js";
import { tempDir } from "../support/temp.js";

let dir: ReturnType<typeof tempDir>;
let store: SqliteStore;
beforeEach(() => {
  dir = tempDir("cairn-said-exposure-");
  store = openSqliteStore({ path: join(dir.path, "cairn.db") });
});
afterEach(async () => {
  await store.close();
  dir.cleanup();
});

describe("the default search's excerpts", () => {
  it("are at most DEFAULT_EXCERPTS evidence, never a claim; an explicit choice gets every strong match", async () => {
    const project = (await ensureProject(store, dir.path)).id;
    const row = (sessionId: string, ts: string, text: string, role: "user" | "assistant" = "user") => ({
      project,
      sessionId,
      turn: 1,
      role,
      ts,
      text,
    });
    await store.insertExcerpts([
      row("s1", "2026-01-01T10:00:00Z", "The upload retries must use a backoff that resets on reconnect."),
      row("s2", "2026-01-02T10:00:00Z", "Upload backoff: keep the cap at 30 seconds, set in the client."),
      row(
        "s3",
        "2026-01-03T10:00:00Z",
        "La subida debe reintentar con backoff exponencial (upload backoff).",
      ),
      // Claude's, marked by its capture, and Claude's without stored events to judge it by: claims
      row(
        "s4",
        "2026-01-04T10:00:00Z",
        `${CHANGED_MARK}Upload backoff is disabled in the staging config.`,
        "assistant",
      ),
      row("s5", "2026-01-04T11:00:00Z", "Upload backoff fixed: all retries pass now.", "assistant"),
    ]);
    const find = (defaultExposure: boolean) =>
      search(sqliteStores(store), {
        query: "upload backoff",
        project: { id: project, root: dir.path, gitDir: null },
        now: new Date("2026-01-05T00:00:00Z"),
        conversations: true,
        defaultExposure,
      }).then((f) => f.conversations.map((c) => c.excerpt.text));
    const all = await find(false);
    expect(all).toHaveLength(5);
    const shown = await find(true);
    expect(shown).toHaveLength(DEFAULT_EXCERPTS);
    expect(shown.some((t) => t.startsWith(CHANGED_MARK) || t.includes("fixed"))).toBe(false);
    // the newest sessions' first (s4 and s5 are claims: s3, then s2)
    expect(shown[0]).toContain("exponencial");
  });

  it("come after every strong memory; the places they leave go to the next memories", () => {
    const terms = ["upload", "backoff"];
    const m = (id: string, covered: string[]): MixItem<string> => ({
      item: id,
      kind: "memory",
      covered,
      at: "1",
    });
    const e = (id: string): MixItem<string> => ({
      item: id,
      kind: "excerpt",
      covered: terms,
      at: "2",
      session: id,
    });
    const memories = [m("m1", terms), m("m2", terms), m("w1", ["upload"]), m("w2", ["backoff"])];
    const excerpts = [e("e1"), e("e2"), e("e3")];
    const mixed = mixKinds(terms, memories, excerpts, 6, DEFAULT_EXCERPTS).map((x) => x.item);
    expect(mixed.slice(0, 2)).toEqual(["m1", "m2"]);
    expect(mixed.filter((x) => x.startsWith("e"))).toHaveLength(DEFAULT_EXCERPTS);
    expect(mixed).toEqual(expect.arrayContaining(["w1", "w2"]));
    expect(mixKinds(terms, memories, excerpts, 6).filter((x) => x.kind === "excerpt")).toHaveLength(3);
  });

  it("leave out only the excerpts their capture marked", () => {
    expect(shownByDefault(`${CHANGED_MARK}The firewall logs 10 events a second.`)).toBe(false);
    expect(shownByDefault("The firewall logs 10 events a second.")).toBe(true);
  });
});
