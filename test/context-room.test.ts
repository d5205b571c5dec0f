/**
 * What the pack's room serves when the last session is thin: the sessions before it (what they asked,
 * changed and committed — never their plans, errors or closing claims) and more of each memory section
 * than its cap, but only when nothing the capped pack showed is pushed out. Pure pack, then the
 * SessionStart pack on a real SQLite file.
 */
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { packUnits } from "../bench/capture/score.mjs";
import { buildContext } from "../src/app/context/build-context.js";
import { loadConfig } from "../src/app/env/config.js";
import { resolveProject } from "../src/app/env/project.js";
import type { SessionRecord } from "../src/core/capture/session.js";
import { mem as fixtureMem } from "../src/core/context/context-pack.fixtures.js";
import { buildContextPack, type PackInput, WIDER_CAPS } from "../src/core/context/context-pack.js";
import type { Memory, MemoryType } from "../src/core/memories/memory.js";
import { sqliteStores } from "../src/store/sqlite/stores.js";
import { gitInit, storeFor } from "./notes/fixture.js";
import { tempDir } from "./support/temp.js";

const NOW = new Date("2026-02-03T10:00:00.000Z");
const at = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

function record(id: string, days: number, intent: string, summary: string[]): SessionRecord {
  return {
    id,
    project: "p1",
    origin: "import",
    startedAt: at(days),
    updatedAt: at(days),
    endedAt: at(days),
    intents: [intent],
    filesChanged: [],
    commands: [],
    errors: [],
    lastAssistantMessage: null,
    nextSteps: [],
    summary: [`Intent: ${intent}`, ...summary].join("\n"),
    gitBranch: null,
    cwd: "/repo",
  };
}

/** A project memory of `type` titled `title`, written `days` ago (the pack fixtures' defaults otherwise). */
const mem = (type: MemoryType, title: string, days = 3): Memory =>
  fixtureMem({ type, title, createdAt: at(days), updatedAt: at(days) });

const thinLast = record("s3", 1, "why does the desktop client still block the commit?", [
  "Changed: .scanignore",
]);
const earlier = [
  record("s2", 2, "scan staged files but redact instead of blocking the commit", [
    "Changed: scripts/redact.py, hooks/pre-commit, docs/REDACTION.md",
    "Commands: ✓ git push -u origin redact-branch",
    "Errors: permission denied: hooks/pre-commit",
    "Committed: Add auto-redaction for non-blocking scans",
    "Claude said at the end: Fully tested and production ready.",
    "Next: Open a pull request",
  ]),
  record("s1", 9, "set up the scanner in strict mode", [
    "Committed: Strict scanner config (5e6f7a8) — not pushed",
  ]),
];
const pack = (p: Partial<PackInput>) =>
  buildContextPack({ projectName: "demo", now: NOW, lastSession: null, memories: [], ...p });

describe("earlier sessions in the pack", () => {
  it("shows what the sessions before a thin last one asked, changed and committed, one unit each", () => {
    const p = pack({ lastSession: { record: thinLast, memoryId: null }, earlierSessions: earlier });
    const units = packUnits(p.text);
    const s2 = units.find((u) => u.includes("redact instead of blocking"));
    expect(s2).toContain("Changed: scripts/redact.py, hooks/pre-commit, docs/REDACTION.md");
    expect(s2).toContain("Committed: Add auto-redaction for non-blocking scans");
    expect(units.some((u) => u.includes("strict mode") && u.includes("Strict scanner config"))).toBe(true);
    // newest first, after the last session
    expect(p.text.indexOf("## Earlier sessions")).toBeGreaterThan(p.text.indexOf("## Last session"));
    expect(p.text.indexOf("redact instead")).toBeLessThan(p.text.indexOf("strict mode"));
    expect(p.items.filter((i) => i.section === "Earlier sessions").map((i) => i.id)).toEqual([
      "session:s2",
      "session:s1",
    ]);
  });

  it("leaves out their next steps, errors, commands, closing claims and unpushed marks, which a later session may have settled", () => {
    const p = pack({ lastSession: { record: thinLast, memoryId: null }, earlierSessions: earlier });
    const block = p.text.slice(p.text.indexOf("## Earlier sessions"));
    expect(block).not.toMatch(/Open a pull request|production ready|permission denied|git push/);
    // "not pushed" was that session's end: a later one may have pushed the commit
    expect(block).toMatch(/Committed: Strict scanner config \(5e6f7a8\)$/m);
    expect(block).not.toContain("not pushed");
  });

  it("takes only the room every other section left", () => {
    const memories = Array.from({ length: 8 }, (_, i) =>
      mem("decision", `Decision ${i}: ${"keep the ledger append-only and replay it on start ".repeat(2)}`),
    );
    const roomy = pack({ memories, earlierSessions: earlier });
    expect(roomy.text).toContain("## Earlier sessions");
    const tight = pack({ memories, earlierSessions: earlier, budgetTokens: 260 });
    expect(tight.text).not.toContain("## Earlier sessions");
    expect(tight.items.some((i) => i.section === "Decisions")).toBe(true);
    expect(tight.tokens).toBeLessThanOrEqual(260);
  });
});

describe("wider section caps", () => {
  const bugs = () =>
    Array.from({ length: 12 }, (_, i) => mem("bug_note", `Finding ${i}: the cache key drops the tenant`));

  it("shows more of a section than its cap when the budget has room", () => {
    const p = pack({ memories: bugs() });
    expect(p.items.filter((i) => i.type === "bug_note")).toHaveLength(12);
    expect(p.omitted).toBe(0);
  });

  it("stops at WIDER_CAPS times the cap, and counts the rest", () => {
    const many = Array.from({ length: 6 * WIDER_CAPS + 4 }, (_, i) => mem("bug_note", `Finding ${i}`));
    const p = pack({ memories: many, budgetTokens: 100_000 });
    expect(p.items).toHaveLength(6 * WIDER_CAPS);
    expect(p.omitted).toBe(4);
  });

  it("widens only into the room left: never pushes out a later section's item", () => {
    const commands = Array.from({ length: 14 }, (_, i) =>
      mem("verified_command", `npm run check -- --project packages/part-${i} --reporter dot`),
    );
    const fact = mem("project_fact", "The API listens on port 8443 behind the proxy");
    const memories = [...commands, fact];
    const capped = buildContextPack({
      projectName: "demo",
      now: NOW,
      lastSession: null,
      memories,
      budgetTokens: 260,
    });
    expect(capped.items.map((i) => i.id)).toContain(fact.id);
    const shownCommands = capped.items.filter((i) => i.type === "verified_command").length;
    expect(shownCommands).toBeGreaterThanOrEqual(6);
    expect(shownCommands).toBeLessThan(14);
    // the widened commands stay in their section, above the fact's
    expect(capped.text.indexOf("## Verified commands")).toBeLessThan(capped.text.indexOf("port 8443"));
    expect(capped.text.match(/npm run check/g)).toHaveLength(shownCommands);
    expect(capped.tokens).toBeLessThanOrEqual(260);
    // the same budget does take more than 6 commands when no later item needs the room
    const alone = pack({ memories: commands, budgetTokens: 260 });
    expect(alone.items.length).toBeGreaterThan(6);
    expect(alone.items.length).toBeLessThan(14);
  });
});

describe("the SessionStart pack", () => {
  let dir: ReturnType<typeof tempDir>;
  beforeEach(() => {
    dir = tempDir("cairn-context-room-");
  });
  afterEach(() => dir.cleanup());

  it("reads the sessions before the last one from the store", async () => {
    const root = join(dir.path, "repo");
    gitInit(root);
    const { store, project } = await storeFor(join(dir.path, "home"), root);
    try {
      for (const r of [...earlier, thinLast])
        await store.upsertSession({ ...r, project: project.id, cwd: root });
      const p = await buildContext(sqliteStores(store), {
        project: resolveProject(root),
        home: join(dir.path, "home"),
        env: process.env,
        config: loadConfig(join(dir.path, "home"), process.env),
        now: NOW,
        readOnly: true,
      });
      expect(p.text).toContain("## Last session");
      expect(p.text).toContain("why does the desktop client still block the commit?");
      const block = p.text.slice(p.text.indexOf("## Earlier sessions"));
      expect(block).toContain("Committed: Add auto-redaction for non-blocking scans");
      expect(block).toContain("Committed: Strict scanner config");
    } finally {
      await store.close();
    }
  });
});
