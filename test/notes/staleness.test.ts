import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildContext } from "../../src/app/context/build-context.js";
import { loadConfig } from "../../src/app/env/config.js";
import { resolveProject } from "../../src/app/env/project.js";
import { saveMemory } from "../../src/app/memories/save-memory.js";
import { syncNotes } from "../../src/app/notes/sync-notes.js";
import { verifyProject } from "../../src/app/notes/verify.js";
import { changedSince } from "../../src/app/staleness/changed-since.js";
import { memoryStaleness } from "../../src/app/staleness/memory-staleness.js";
import { noteStaleness } from "../../src/app/staleness/note-staleness.js";
import type { SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { sqliteStores } from "../../src/store/sqlite/stores.js";
import { tempDir } from "../support/temp.js";
import { commitAll, gitInit, setMtime, storeFor, write, writeNote } from "./fixture.js";

let dir: { path: string; cleanup: () => void };
let root: string;
let store: SqliteStore;
let project: Awaited<ReturnType<typeof storeFor>>["project"];
let c1: string;
const T0 = new Date("2026-02-01T10:00:00.000Z"); // files written
const T1 = new Date("2026-02-02T10:00:00.000Z"); // memories captured
const T2 = new Date("2026-02-03T10:00:00.000Z"); // later edits
const NOW = new Date("2026-02-05T10:00:00.000Z");

async function memory(title: string, files: string[], gitCommit: string | null) {
  return (
    await saveMemory(
      store,
      { project: project.id, type: "decision", title, files, gitCommit, source: { kind: "cli" } },
      T1,
    )
  ).memory;
}

beforeEach(async () => {
  dir = tempDir("cairn-notes-stale-");
  root = join(dir.path, "repo");
  gitInit(root);
  for (const f of ["src/a.ts", "src/b.ts", "src/c.ts", "src/d.ts", "docs/x.md"]) write(root, f, `${f}\n`, T0);
  c1 = commitAll(root, "init");
  ({ store, project } = await storeFor(join(dir.path, "home"), root));
});
afterEach(async () => {
  await store.close();
  dir.cleanup();
});

describe("memory staleness against the capture commit (real git)", () => {
  it("untouched files: fresh without running git; modified, deleted, untracked-modified: stale", async () => {
    const fresh = await memory("fresh", ["src/a.ts"], c1);
    const modified = await memory("modified", ["src/b.ts", "src/a.ts"], c1);
    const deleted = await memory("deleted", ["src/c.ts"], c1);
    write(root, "src/new.ts", "new\n", T0);
    const untracked = await memory("untracked", ["src/new.ts"], c1);
    write(root, "src/b.ts", "changed\n", T2);
    rmSync(join(root, "src/c.ts"));
    setMtime(join(root, "src"), T2);
    write(root, "src/new.ts", "newer\n", T2);
    const stale = memoryStaleness([fresh, modified, deleted, untracked], root);
    expect([...stale.keys()].sort()).toEqual([modified.id, deleted.id, untracked.id].sort());
    expect(stale.get(modified.id)).toEqual({ since: modified.updatedAt, changed: ["src/b.ts"] });
    expect(stale.get(deleted.id)?.changed).toEqual(["src/c.ts"]);
  });

  it("a file touched but identical to the capture commit is not stale", async () => {
    const m = await memory("touched", ["src/d.ts"], c1);
    setMtime(join(root, "src/d.ts"), T2);
    expect(memoryStaleness([m], root).size).toBe(0);
  });

  it("changes committed after capture are stale too (diff against the capture commit, not HEAD)", async () => {
    const m = await memory("committed later", ["src/a.ts"], c1);
    write(root, "src/a.ts", "v2\n", T2);
    commitAll(root, "v2");
    expect(memoryStaleness([m], root).get(m.id)?.changed).toEqual(["src/a.ts"]);
  });

  it("an unknown capture commit, or none, falls back to mtime", async () => {
    const gone = await memory("gone", ["src/a.ts"], "0123456789abcdef0123456789abcdef01234567");
    const none = await memory("none", ["src/b.ts"], null);
    setMtime(join(root, "src/a.ts"), T2);
    setMtime(join(root, "src/b.ts"), T2);
    expect([...memoryStaleness([gone, none], root).keys()].sort()).toEqual([gone.id, none.id].sort());
  });

  it("outside git: mtime and existence decide", async () => {
    const plain = join(dir.path, "plain");
    write(plain, "x.ts", "x\n", T0);
    write(plain, "y.ts", "y\n", T0);
    const r = changedSince(plain, [
      { id: "x", since: T1.toISOString(), commit: null, paths: ["x.ts"] },
      { id: "y", since: T1.toISOString(), commit: null, paths: ["y.ts"] },
      { id: "abs", since: T1.toISOString(), commit: null, paths: [join(plain, "x.ts")] },
    ]);
    expect(r.size).toBe(0);
    setMtime(join(plain, "y.ts"), T2);
    expect([
      ...changedSince(plain, [{ id: "y", since: T1.toISOString(), commit: null, paths: ["y.ts"] }]).keys(),
    ]).toEqual(["y"]);
  });

  it("the context pack marks stale memories 'possibly stale' and keeps fresh ones plain", async () => {
    const fresh = await memory("Queue writes are batched", ["src/a.ts"], c1);
    const stale = await memory("Retries use backoff", ["src/b.ts"], c1);
    write(root, "src/b.ts", "changed\n", T2);
    const p = resolveProject(root);
    const pack = await buildContext(sqliteStores(store), {
      project: p,
      home: join(dir.path, "home"),
      env: process.env,
      config: loadConfig(join(dir.path, "home"), process.env),
      now: NOW,
    });
    expect(pack.text).toContain(`- Retries use backoff (${stale.id}, possibly stale, 3d ago)`);
    expect(pack.text).toContain(`- Queue writes are batched (${fresh.id}, 3d ago)`);
    expect(pack.items.find((i) => i.id === stale.id)?.stale).toBe(true);
  });

  it("verify lists stale memories and notes, with the files that changed", async () => {
    await memory("fresh", ["src/a.ts"], c1);
    const m = await memory("stale", ["src/b.ts"], c1);
    writeNote(root, "docs", { summary: "Docs", covers: ["docs/"] }, T1);
    writeNote(root, "code", { summary: "Code", covers: ["src/*.ts"] }, T1);
    await syncNotes(sqliteStores(store), project, T1);
    write(root, "src/b.ts", "changed\n", T2);
    const r = await verifyProject(sqliteStores(store), project, NOW);
    expect(r.memories.map((x) => [x.id, x.changed])).toEqual([[m.id, ["src/b.ts"]]]);
    expect(r.notes.map((n) => [n.topic, n.changed])).toEqual([["code", ["src/b.ts"]]]);
    expect(r.checked).toEqual({ memories: 2, notes: 2 });
  });

  it("a note is stale when a covered file is added, changed or deleted after its stamp", async () => {
    writeNote(root, "code", { summary: "Code", covers: ["src/"] }, T1);
    const snap = await syncNotes(sqliteStores(store), project, T1);
    expect(noteStaleness(root, snap.notes).size).toBe(0);
    rmSync(join(root, "src/c.ts"));
    setMtime(join(root, "src"), T2);
    expect(noteStaleness(root, snap.notes).get("code")).toEqual(["src/c.ts"]);
    write(root, "src/added.ts", "x\n", T2);
    expect(noteStaleness(root, snap.notes).get("code")?.sort()).toEqual(["src/added.ts", "src/c.ts"]);
  });
});

describe("packWithStaleness", () => {
  it("every memory the pack shows carries the right mark, even when the marks change what fits", async () => {
    const { packWithStaleness } = await import("../../src/app/staleness/stale-pack.js");
    const all = [];
    for (let i = 0; i < 30; i++) {
      const f = `src/m${i}.ts`;
      write(root, f, `${i}\n`, T0);
      all.push(await memory(`Decision number ${i} about the ${"queue ".repeat(i % 4)}writer`, [f], c1));
    }
    for (let i = 0; i < 30; i += 2) write(root, `src/m${i}.ts`, "changed\n", T2);
    const truth = memoryStaleness(all, root);
    for (const budget of [120, 200, 300, 1500]) {
      const pack = packWithStaleness(
        { projectName: "repo", now: NOW, lastSession: null, memories: all, budgetTokens: budget },
        all,
        root,
      );
      const shown = pack.items.filter((i) => i.id.startsWith("m_"));
      expect(shown.length).toBeGreaterThan(0);
      for (const item of shown) expect(Boolean(item.stale), `${budget} ${item.id}`).toBe(truth.has(item.id));
    }
  });
});
