/**
 * The near-duplicate search's gate (app/memories/candidates.ts) on a real SQLite file: a save that no
 * live memory of its type could merge with or replace makes no keyword search, and skipping it
 * changes nothing — every labelled statement pair (core/memories/same-meaning.pairs.ts, tuning and
 * held-out) and a run of command forms saved with the gate land exactly as with every search made.
 */
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GATE_MAX } from "../../src/app/memories/candidates.js";
import { saveMemory } from "../../src/app/memories/save-memory.js";
import type { MemoryType } from "../../src/core/memories/memory.js";
import { HELD_OUT, TUNING } from "../../src/core/memories/same-meaning.pairs.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import type { MemoryFilter, Store } from "../../src/store/store.js";
import { tempDir } from "../support/temp.js";

let dir: ReturnType<typeof tempDir>;
const opened: SqliteStore[] = [];
beforeEach(() => {
  dir = tempDir("cairn-candidate-gate-");
});
afterEach(async () => {
  for (const s of opened.splice(0)) await s.close();
  dir.cleanup();
});

/** A store counting keyword searches; `ungated`: the gate's listing reads more than GATE_MAX memories. */
async function counted(name: string, ungated: boolean) {
  const real = openSqliteStore({ path: join(dir.path, `${name}.db`) });
  opened.push(real);
  await real.upsertProject({ id: "p1", identity: "/r/.git", root: "/r", name: "r" }, "2026-01-01T00:00:00Z");
  const calls = { searches: 0 };
  const store = new Proxy(real, {
    get(target, prop) {
      if (prop === "searchMemories") calls.searches++;
      if (ungated && prop === "listStatements")
        return async (f: MemoryFilter) =>
          f.limit === GATE_MAX + 1 ? new Array(GATE_MAX + 1) : target.listStatements(f);
      const v = Reflect.get(target, prop, target);
      return typeof v === "function" ? v.bind(target) : v;
    },
  }) as Store;
  return { store, calls, real };
}

interface Step {
  type: MemoryType;
  title: string;
  files?: string[];
  key: string;
}

/** Saves `steps` in order (one day apart) and returns the store's memories in a comparable form. */
async function run(steps: readonly Step[], ungated: boolean, name: string) {
  const { store, calls, real } = await counted(name, ungated);
  const outcomes: string[] = [];
  for (const [i, s] of steps.entries()) {
    const r = await saveMemory(
      store,
      {
        project: "p1",
        type: s.type,
        title: s.title,
        files: s.files ?? [],
        dedupeKey: s.key,
        source: { kind: "import", event: "import", sessionId: `s${i}`, toolUseId: null },
      },
      new Date(Date.UTC(2026, 0, 1 + (i % 28), i % 24)),
    );
    outcomes.push(`${r.outcome} ${r.superseded.length}`);
  }
  const all = await real.listMemories({ project: "p1", includeDeleted: true, includeSuperseded: true });
  const order = new Map(all.map((m) => [m.id, m.title]));
  const rows = all
    .map((m) => [m.type, m.title, m.files.join(","), m.supersededBy && order.get(m.supersededBy)].join(" | "))
    .sort();
  return { outcomes, rows, searches: calls.searches };
}

/** Every labelled pair as two saves of its type (each with its own key), pair after pair. */
function pairSteps(): Step[] {
  const steps: Step[] = [];
  for (const set of [TUNING, HELD_OUT])
    for (const [type, a, b] of [...set.merge, ...set.keep]) {
      const t = type as MemoryType;
      steps.push(
        { type: t, title: a, key: `k${steps.length}` },
        { type: t, title: b, key: `k${steps.length + 1}` },
      );
    }
  return steps;
}

const COMMANDS = [
  "npm test",
  "npm test -- --watch",
  "npm test",
  "`npm test`",
  "mix compile",
  "mix compile --force",
  "pytest -k login",
  "pytest -k logout",
  "cargo build --release",
  "cargo build",
  "pnpm --filter api lint",
  "pnpm --filter web lint",
  "mix compile",
];

describe("the near-duplicate search's gate", () => {
  it("lands every labelled pair and command form exactly where the full search does", async () => {
    const steps: Step[] = [
      ...pairSteps(),
      ...COMMANDS.map((title, i) => ({ type: "verified_command" as const, title, key: `cmd${i}` })),
      // the same command again under its first key: a keyed update, then the rules against the others
      { type: "verified_command", title: "npm test", key: "cmd0" },
      // stated types whose subject is their files
      { type: "decision", title: "Keep the retry loop here", files: ["src/net.ts"], key: "f1" },
      { type: "decision", title: "Keep the retry loop in this module", files: ["src/net.ts"], key: "f2" },
      { type: "decision", title: "Keep the retry loop here", files: ["src/db.ts"], key: "f3" },
    ];
    const gated = await run(steps, false, "gated");
    const full = await run(steps, true, "full");
    expect(gated.outcomes).toEqual(full.outcomes);
    expect(gated.rows).toEqual(full.rows);
    // the runs merged and superseded something: the comparison covers both
    expect(full.outcomes.some((o) => o.startsWith("merged"))).toBe(true);
    expect(full.rows.some((r) => !r.endsWith("| ") && !r.endsWith("| null"))).toBe(true);
    expect(gated.searches).toBeLessThan(full.searches);
  });

  it("makes no keyword search for a save nothing could merge with or replace", async () => {
    const { store, calls } = await counted("quiet", false);
    const save = (type: MemoryType, title: string, key: string) =>
      saveMemory(store, {
        project: "p1",
        type,
        title,
        dedupeKey: key,
        source: { kind: "import", event: "import", sessionId: "s1", toolUseId: null },
      });
    await save("bug_note", "Vitest needs jsdom for component tests", "a");
    await save("bug_note", "The CI cache key ignores the lockfile", "b");
    await save("verified_command", "cargo build --release", "c");
    await save("verified_command", "npm run lint", "d");
    expect(calls.searches).toBe(0);
    // one that could: the same statement again under another key is searched, and merged
    const twin = await save("bug_note", "Vitest needs jsdom for component tests.", "e");
    expect(calls.searches).toBe(1);
    expect(twin.outcome).toBe("merged");
  });
});
