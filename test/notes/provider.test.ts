import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildContext } from "../../src/app/context/build-context.js";
import { loadConfig } from "../../src/app/env/config.js";
import { resolveProject } from "../../src/app/env/project.js";
import { NOTES_CAP, notesProvider } from "../../src/app/notes/provider.js";
import { activityEvent } from "../../src/core/capture/events.js";
import type { SessionRecord } from "../../src/core/capture/session.js";
import { buildContextPack } from "../../src/core/context/context-pack.js";
import type { SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { sqliteStores } from "../../src/store/sqlite/stores.js";
import { tempDir } from "../support/temp.js";
import { commitAll, gitInit, storeFor, write, writeNote } from "./fixture.js";

let dir: { path: string; cleanup: () => void };
let root: string;
let store: SqliteStore;
let project: Awaited<ReturnType<typeof storeFor>>["project"];
const T = new Date("2026-02-01T10:00:00.000Z");
const NOW = new Date("2026-02-03T10:00:00.000Z");

function session(id: string, filesChanged: string[], updatedAt: string): SessionRecord {
  return {
    id,
    project: project.id,
    origin: "hook",
    startedAt: updatedAt,
    updatedAt,
    endedAt: null,
    intents: [],
    filesChanged,
    commands: [],
    errors: [],
    lastAssistantMessage: null,
    nextSteps: [],
    summary: "",
    gitBranch: null,
    cwd: root,
  };
}
const input = () => ({
  stores: sqliteStores(store),
  project: { id: project.id, name: "repo", root },
  home: join(dir.path, "home"),
  env: process.env,
  config: loadConfig(join(dir.path, "home"), process.env),
  now: NOW,
});

beforeEach(async () => {
  dir = tempDir("cairn-notes-provider-");
  root = join(dir.path, "repo");
  gitInit(root);
  write(root, "README.md", "x\n");
  commitAll(root);
  ({ store, project } = await storeFor(join(dir.path, "home"), root));
});
afterEach(async () => {
  await store.close();
  dir.cleanup();
});

describe("the notes section of the context pack", () => {
  it("nothing for a project with neither notes nor memories (the first session gets no pack)", async () => {
    expect(await notesProvider(input())).toBeNull();
    expect(await notesProvider({ ...input(), project: { id: project.id, name: "repo" } })).toBeNull();
  });

  it("lists notes with the ones matching recent work first, broken ones before all", async () => {
    writeNote(root, "api", { summary: "The HTTP API", covers: ["src/api/"] }, T);
    writeNote(root, "billing", { summary: "Invoices and retries", covers: ["src/billing/**/*.ts"] }, T);
    writeNote(root, "zeta", { summary: "Zeta", covers: ["zeta/"] }, new Date(T.getTime() + 60_000));
    write(root, ".cairn/notes/broken.md", "oops\n");
    await store.upsertSession(session("s-old", ["src/api/routes.ts"], "2026-02-01T00:00:00.000Z"));
    await store.upsertSession(session("s-new", ["src/billing/x/retry.ts"], "2026-02-02T00:00:00.000Z"));
    const section = await notesProvider(input());
    expect(section?.placement).toBe("lead");
    expect(section?.items.map((i) => i.id)).toEqual(["note:broken", "note:billing", "note:api", "note:zeta"]);
    expect(section?.items[0]?.line).toMatch(/^- broken\.md — broken frontmatter: no frontmatter/);
    expect(section?.items[1]?.line).toBe(
      "- billing — Invoices and retries [covers: src/billing/**/*.ts] (updated 2d ago)",
    );
  });

  it("marks a note possibly stale when Cairn saw its covered files edited after its stamp", async () => {
    writeNote(root, "api", { summary: "The HTTP API", covers: ["src/api/"] }, T);
    await store.upsertSession(session("s1", ["src/api/routes.ts"], "2026-02-02T00:00:00.000Z"));
    await store.insertEvents(project.id, [
      activityEvent({
        sessionId: "s1",
        ts: "2026-02-02T00:00:00.000Z",
        kind: "tool",
        event: "PostToolUse",
        tool: "Edit",
        toolUseId: "t1",
        files: ["src/api/routes.ts"],
        ok: true,
      }),
    ]);
    const section = await notesProvider(input());
    expect(section?.items[0]?.line).toContain(
      "(updated 2d ago, possibly stale: src/api/routes.ts changed since)",
    );
  });

  it("shows at most 12 and says how many more there are, within the pack's budget", async () => {
    for (let i = 0; i < 15; i++)
      writeNote(root, `topic-${String(i).padStart(2, "0")}`, { summary: `Topic ${i}` }, T);
    const section = await notesProvider(input());
    expect(section?.items).toHaveLength(15);
    const pack = buildContextPack({
      projectName: "repo",
      now: NOW,
      lastSession: null,
      memories: [],
      sections: section ? [section] : [],
    });
    expect(pack.items.filter((i) => i.type === "note")).toHaveLength(NOTES_CAP);
    expect(pack.text).toContain("(3 more: `cairn notes list` or .cairn/notes/INDEX.md)");
    const tight = buildContextPack({
      projectName: "repo",
      now: NOW,
      lastSession: null,
      memories: [],
      sections: section ? [section] : [],
      budgetTokens: 120,
    });
    const shown = tight.items.filter((i) => i.type === "note").length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(NOTES_CAP);
    expect(tight.tokens).toBeLessThanOrEqual(120);
  });

  it("is part of the SessionStart pack built for the project", async () => {
    writeNote(root, "api", { summary: "The HTTP API", covers: ["src/api/"] }, T);
    const pack = await buildContext(sqliteStores(store), {
      project: resolveProject(root),
      home: join(dir.path, "home"),
      env: process.env,
      config: loadConfig(join(dir.path, "home"), process.env),
      now: NOW,
    });
    expect(pack.text).toMatch(/## Topic notes \(\.cairn\/notes\/<topic>\.md: read the ones that matter/);
    expect(pack.text).toContain("- api — The HTTP API [covers: src/api/] (updated 2d ago)");
  });
});
