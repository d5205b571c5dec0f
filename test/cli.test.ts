import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cliHarness } from "./support/cli-harness.js";
import { gitRepo } from "./support/hook-runner.js";
import { tempDir } from "./support/temp.js";

let dir: ReturnType<typeof tempDir>;
let repo: string;
let cli: ReturnType<typeof cliHarness>;

beforeEach(() => {
  dir = tempDir();
  repo = join(dir.path, "repo");
  gitRepo(repo);
  cli = cliHarness(join(dir.path, "home"), repo);
});
afterEach(async () => {
  await cli.close();
  dir.cleanup();
});

type M = {
  id: string;
  type: string;
  title: string;
  pinned: boolean;
  deletedAt: string | null;
  severity: string | null;
  files: string[];
  gitCommit: string | null;
  confidence: number;
};

describe("cairn CLI", () => {
  it("saves, shows, searches, lists, pins, forgets and restores", async () => {
    const d = (await cli.json(
      "save",
      "--type",
      "decision",
      "Use WAL mode for the queue DB",
      "--body",
      "readers never block the writer",
      "--files",
      "src/queue.ts,src/db.ts",
    )) as M & { created: boolean };
    expect(d).toMatchObject({
      type: "decision",
      files: ["src/queue.ts", "src/db.ts"],
      created: true,
      confidence: 0.9,
    });
    expect(d.gitCommit).toMatch(/^[0-9a-f]{40}$/);
    const c = (await cli.json(
      "save",
      "--type",
      "constraint",
      "--severity",
      "critical",
      "Never log request bodies",
    )) as M;
    expect(c.severity).toBe("critical");

    const hits = (await cli.json("search", "queue", "writer")) as {
      id: string;
      type: string;
      title: string;
      files: string[];
      score: number;
    }[];
    expect(hits.map((h) => h.id)).toEqual([d.id]);
    expect(hits[0]).toMatchObject({ type: "decision", files: ["src/queue.ts", "src/db.ts"] });
    expect(hits[0]!.score).toBeGreaterThan(0);
    expect(((await cli.json("search", "request", "--type", "decision")) as unknown[]).length).toBe(0);

    expect(((await cli.json("pin", d.id)) as M).pinned).toBe(true);
    expect(((await cli.json("list", "--pinned")) as M[]).map((m) => m.id)).toEqual([d.id]);
    await cli.json("forget", d.id);
    expect(((await cli.json("list")) as M[]).map((m) => m.id)).toEqual([c.id]);
    expect(((await cli.json("list", "--deleted")) as M[]).map((m) => m.id)).toEqual([d.id]);
    expect(((await cli.json("restore", d.id)) as M).deletedAt).toBeNull();
    const shown = await cli.run("show", d.id);
    expect(shown.stdout).toContain("readers never block the writer");
    expect(shown.stdout).toContain("source:     cli");
    await cli.json("forget", c.id, "--hard");
    const gone = await cli.run("show", c.id);
    expect(gone).toMatchObject({ code: 1, stdout: "" });
    expect(gone.stderr).toBe(`cairn show: no memory with id ${c.id}\n`);
  });

  it("rejects bad input with one clear line, a non-zero exit, and writes nothing", async () => {
    const cases: [string[], RegExp][] = [
      [["save", "--type", "wish", "x"], /type: Invalid option/],
      [["save", "--type", "decision"], /title: title must not be empty/],
      [["save", "A title"], /needs --type/],
      [["save", "--type", "decision", "x", "--severity", "high"], /severity applies only to constraints/],
      [["save", "--type", "todo", "x", "--confidence", "7"], /confidence/],
      [["search"], /needs a QUERY/],
      [["search", "x", "--limit", "0"], /--limit must be an integer/],
      [["list", "--type", "nope"], /unknown memory type "nope"/],
      [["list", "--bogus"], /Unknown option '--bogus'/],
      [["context", "--project", "/definitely/not/here"], /no project recorded/],
      [["install", "--scope", "galaxy"], /--scope must be one of/],
      [["frobnicate"], /unknown command "frobnicate"/],
    ];
    for (const [argv, message] of cases) {
      const r = await cli.run(...argv);
      expect(r.code, argv.join(" ")).toBeGreaterThan(0);
      expect(r.stderr, argv.join(" ")).toMatch(message);
      expect(r.stderr.trim().split("\n").length, argv.join(" ")).toBeLessThanOrEqual(2);
      expect(r.stdout).toBe("");
    }
    const stats = (await cli.json("stats")) as { memories: number; deleted: number };
    expect(stats).toMatchObject({ memories: 0, deleted: 0 });
  });

  it("prints the context pack as text and JSON within the budget", async () => {
    for (let i = 0; i < 30; i++)
      await cli.json(
        "save",
        "--type",
        "decision",
        `Decision number ${i} about the payment retry policy and its backoff`,
      );
    await cli.json("save", "--type", "constraint", "--severity", "high", "Never retry a captured payment");
    const pack = (await cli.json("context", "--budget", "300")) as {
      budget: number;
      tokens: number;
      items: { id: string; section: string }[];
      text: string;
    };
    expect(pack.budget).toBe(300);
    expect(pack.tokens).toBeLessThanOrEqual(300);
    expect(pack.tokens).toBe(Math.ceil(pack.text.length / 4));
    expect(pack.items[0]?.section).toBe("Constraints");
    expect(pack.text).toContain("Current code is more authoritative");
    expect(pack.text).toMatch(/more not shown/);
    const text = await cli.run("context", "--budget", "300");
    expect(text.stdout.trim()).toBe(pack.text);
  });

  it("install and uninstall round-trip a settings file byte for byte", async () => {
    const settings = join(repo, ".claude", "settings.json");
    const r = (await cli.json("install")) as {
      settingsPath: string;
      alreadyInstalled: boolean;
      events: string[];
    };
    expect(r.settingsPath).toBe(settings);
    const written = JSON.parse(readFileSync(settings, "utf8"));
    expect(Object.keys(written.hooks)).toEqual(
      expect.arrayContaining(["SessionStart", "PostToolUse", "Stop", "SessionEnd"]),
    );
    expect(((await cli.json("install")) as { alreadyInstalled: boolean }).alreadyInstalled).toBe(true);
    const doctor = await cli.run("doctor");
    // the harness's environment has no PATH: the project-scope hooks (`command -v cairn …`) would do nothing
    expect(doctor.stdout).toMatch(
      /✗ hooks installed +project settings .*hooks do nothing here: `cairn` is not on PATH/,
    );
    await cli.json("uninstall");
    expect(existsSync(settings)).toBe(false);
    expect(existsSync(join(repo, ".claude"))).toBe(false);
  });

  it("respects NO_COLOR and prints help", async () => {
    const help = await cli.run("--help");
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("search QUERY");
    const none = await cli.run();
    expect(none.code).toBe(2);
    const sub = await cli.run("search", "--help");
    expect(sub.stdout).toContain("Usage: cairn search QUERY");
    // colour is only ever emitted on a TTY without NO_COLOR; the harness is not a TTY
    await cli.json("save", "--type", "todo", "colourless output");
    expect((await cli.run("search", "colourless")).stdout).not.toContain("\u001b[");
  });
});

describe("projects recorded on Windows", () => {
  it("imports a Windows session and addresses its project by the recorded path", async () => {
    const at = (s: number) => `2026-03-01T10:00:0${s}.000Z`;
    const base = {
      sessionId: "bbbbbbbb-1111-4222-8333-444444444444",
      cwd: "C:\\work\\app",
      version: "2.1.6",
    };
    const lines = [
      {
        ...base,
        type: "user",
        uuid: "u1",
        timestamp: at(0),
        message: { role: "user", content: "rename the report" },
      },
      {
        ...base,
        type: "assistant",
        uuid: "a1",
        timestamp: at(1),
        message: {
          id: "m1",
          role: "assistant",
          content: [{ type: "text", text: "Renamed report.md to summary.md." }],
          usage: { input_tokens: 1, output_tokens: 1 },
        },
      },
    ];
    const file = join(dir.path, `${base.sessionId}.jsonl`);
    writeFileSync(file, lines.map((l) => `${JSON.stringify(l)}\n`).join(""));
    expect((await cli.run("import", file)).code).toBe(0);
    const listed = (await cli.json("list", "--project", "C:\\work\\app")) as M[];
    expect(listed.map((m) => m.type)).toContain("task_summary");
    // the folder the command ran in is another project, untouched by the import
    expect((await cli.json("list")) as M[]).toEqual([]);
  });
});
