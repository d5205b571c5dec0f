import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cliHarness } from "../support/cli-harness.js";
import { tempDir } from "../support/temp.js";
import { commitAll, git, gitInit, noteText, setMtime, write, writeNote } from "./fixture.js";

let dir: ReturnType<typeof tempDir>;
let repo: string;
let cli: ReturnType<typeof cliHarness>;
const T = new Date("2026-02-01T10:00:00.000Z");

beforeEach(() => {
  dir = tempDir("cairn-notes-cli-");
  repo = join(dir.path, "repo");
  gitInit(repo);
  write(repo, "src/queue/writer.ts", "export const write = 1;\n", T);
  write(repo, "src/other.ts", "x\n", T);
  commitAll(repo, "init");
  cli = cliHarness(join(dir.path, "home"), repo);
});
afterEach(async () => {
  await cli.close();
  dir.cleanup();
});

describe("cairn notes", () => {
  it("list: none yet, then every note (broken ones too) with --json; sync stamps them", async () => {
    expect((await cli.run("notes", "list")).stdout).toContain("No notes yet");
    expect(existsSync(join(repo, ".cairn"))).toBe(false); // listing creates nothing
    writeNote(repo, "queue", { summary: "How the queue writer batches", covers: ["src/queue/"] }, T);
    write(repo, ".cairn/notes/bad.md", "---\nsummary: [\n---\n", T);
    const list = (await cli.json("notes", "list")) as {
      topic: string;
      updated: string | null;
      error: string | null;
    }[];
    expect(list.map((n) => [n.topic, n.error === null])).toEqual([
      ["queue", true],
      ["bad", false],
    ]);
    // listing is a read: the unstamped note stays unstamped, and no INDEX.md appears
    expect(list[0]?.updated).toBeNull();
    expect(existsSync(join(repo, ".cairn/notes/INDEX.md"))).toBe(false);
    expect((await cli.run("notes", "sync")).stdout).toMatch(
      /^Synced 2 note\(s\) in \.cairn\/notes\/; stamped queue\.$/m,
    );
    expect(existsSync(join(repo, ".cairn/notes/INDEX.md"))).toBe(true);
    const synced = (await cli.json("notes", "list")) as { topic: string; updated: string | null }[];
    expect(synced[0]?.updated).toBe("2026-02-01T10:00:00Z");
    const text = (await cli.run("notes")).stdout;
    expect(text).toMatch(/^queue\s+How the queue writer batches {2}\[src\/queue\/\]/m);
    expect(text).toMatch(/^bad\s+BROKEN: frontmatter is not valid YAML/m);
  });

  it("show: the note's text and backups; unknown or invalid topics are refused", async () => {
    writeNote(repo, "queue", { summary: "Queue", covers: ["src/queue/"] }, T);
    const shown = (await cli.json("notes", "show", "queue")) as {
      text: string;
      meta: { covers: string[] };
      backups: unknown[];
    };
    expect(shown.text).toContain("summary: Queue");
    expect(shown.meta.covers).toEqual(["src/queue/"]);
    expect(shown.backups).toEqual([]);
    expect((await cli.run("notes", "show", "queue.md")).stdout).toContain("summary: Queue");
    expect(await cli.run("notes", "show", "missing")).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/no note "missing"/),
    });
    expect((await cli.run("notes", "show", "../etc")).code).toBe(2);
    expect((await cli.run("notes", "show")).code).toBe(2);
    expect((await cli.run("notes", "frobnicate")).stderr).toMatch(/unknown notes action "frobnicate"/);
  });

  it("status: fresh, stale (with the files), broken, and the last session's uncovered edits", async () => {
    writeNote(repo, "queue", { summary: "Queue", covers: ["src/queue/"] }, T);
    writeNote(repo, "other", { summary: "Other", covers: ["src/other.ts"] }, T);
    write(repo, ".cairn/notes/bad.md", "nope\n", T);
    await cli.run("notes", "sync");
    write(repo, "src/queue/writer.ts", "export const write = 2;\n", new Date("2026-02-02T00:00:00.000Z"));
    const r = (await cli.json("notes", "status")) as {
      mode: string;
      notes: { topic: string; state: string; changed: string[] }[];
    };
    expect(r.mode).toBe("local");
    expect(r.notes.map((n) => [n.topic, n.state, n.changed])).toEqual([
      ["bad", "broken", []],
      ["other", "fresh", []],
      ["queue", "stale", ["src/queue/writer.ts"]],
    ]);
    const text = (await cli.run("notes", "status")).stdout;
    expect(text).toMatch(
      /^! queue\s+possibly stale: src\/queue\/writer\.ts changed since 2026-02-01T10:00:00Z$/m,
    );
    expect(text).toMatch(/^✗ bad\s+broken frontmatter/m);
  });

  it("restore: puts a backup back, saving what it replaces", async () => {
    const v1 = noteText({ summary: "V1", covers: [], updated: "2026-01-01T00:00:00Z" });
    write(repo, ".cairn/notes/queue.md", v1, T);
    write(repo, ".cairn/notes/.backups/queue/2026-01-01T00-00-00-000Z-00.md", v1);
    writeNote(repo, "queue", { summary: "V2", updated: "2026-01-02T00:00:00Z" }, T);
    const r = (await cli.json("notes", "restore", "queue")) as {
      restored: { n: number };
      backup: string | null;
    };
    expect(r.restored.n).toBe(1);
    expect(r.backup).not.toBeNull();
    expect(readFileSync(join(repo, ".cairn/notes/queue.md"), "utf8")).toBe(v1);
    expect(readFileSync(join(repo, ".cairn/notes/INDEX.md"), "utf8")).toContain("- queue — V1");
    expect((await cli.run("notes", "restore", "queue", "9")).stderr).toMatch(
      /choose N from 1 \(newest\) to 2/,
    );
    expect((await cli.run("notes", "restore", "queue", "zero")).code).toBe(2);
  });

  it("share and share --undo", async () => {
    writeNote(repo, "queue", { summary: "Queue" }, T);
    const on = (await cli.json("notes", "share")) as { shared: boolean; protocolFile: string };
    expect(on.shared).toBe(true);
    expect(on.protocolFile).toBe(join(repo, "CLAUDE.md"));
    expect(git(repo, "status", "--porcelain", "--untracked-files=all")).toContain(".cairn/notes/queue.md");
    const off = (await cli.json("notes", "share", "--undo")) as { shared: boolean };
    expect(off.shared).toBe(false);
    expect(git(repo, "status", "--porcelain")).toBe("");
  });
});

describe("cairn verify and search", () => {
  it("verify lists stale memories and notes; all current otherwise", async () => {
    const head = git(repo, "rev-parse", "HEAD");
    const saved = (await cli.json(
      "save",
      "--type",
      "decision",
      "Writer batches by 100",
      "--files",
      "src/queue/writer.ts",
    )) as { id: string };
    expect((await cli.run("verify")).stdout).toMatch(/^All current: 1 memories with files and 0 notes/m);
    writeNote(repo, "queue", { summary: "Queue", covers: ["src/queue/"] }, T);
    write(repo, "src/queue/writer.ts", "export const write = 2;\n");
    setMtime(join(repo, "src/queue/writer.ts"), new Date(Date.now() + 5000));
    const r = (await cli.json("verify")) as {
      memories: { id: string; changed: string[] }[];
      notes: { topic: string }[];
    };
    expect(r.memories).toEqual([expect.objectContaining({ id: saved.id, changed: ["src/queue/writer.ts"] })]);
    expect(r.notes.map((n) => n.topic)).toEqual(["queue"]);
    expect((await cli.run("verify")).stdout).toMatch(
      /Possibly stale memories[\s\S]*Writer batches by 100[\s\S]*Possibly stale notes[\s\S]*queue/,
    );
    expect(head).toMatch(/^[0-9a-f]{40}$/);
  });

  it("search finds notes beside memories and marks stale memories", async () => {
    await cli.json(
      "save",
      "--type",
      "decision",
      "Queue writer batches by 100",
      "--files",
      "src/queue/writer.ts",
    );
    writeNote(
      repo,
      "queue",
      { summary: "How the queue writer batches", covers: ["src/queue/"], body: "Flush at 100 items." },
      T,
    );
    // a note written outside a session is indexed by the next sync (a hook, or this command)
    await cli.run("notes", "sync");
    const hits = (await cli.json("search", "queue", "writer")) as {
      kind: string;
      id: string;
      stale: unknown;
    }[];
    expect(hits.map((h) => [h.kind, h.id.startsWith("note:") ? h.id : "m"])).toEqual([
      ["memory", "m"],
      ["note", "note:queue"],
    ]);
    expect(hits[0]?.stale).toBeNull();
    expect(((await cli.json("search", "queue", "--type", "decision")) as unknown[]).length).toBe(1);
    setMtime(join(repo, "src/queue/writer.ts"), new Date(Date.now() + 5000));
    write(repo, "src/queue/writer.ts", "changed\n", new Date(Date.now() + 5000));
    const text = (await cli.run("search", "queue", "writer")).stdout;
    expect(text).toMatch(/Queue writer batches by 100 {2}src\/queue\/writer\.ts {2}possibly stale, just now/);
    expect(text).toMatch(/^note:queue {2}note\s+How the queue writer batches/m);
  });

  it("help lists notes and verify", async () => {
    const help = (await cli.run("--help")).stdout;
    expect(help).toContain("notes ACTION");
    expect(help).toContain("verify ");
    expect((await cli.run("notes", "--help")).stdout).toContain("Usage: cairn notes list | show TOPIC");
  });
});
