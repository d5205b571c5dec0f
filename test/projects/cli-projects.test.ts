/**
 * Projects as a user sees them, through the real CLI process (plugin/dist/cli.mjs) on a real SQLite
 * file: `cairn projects`, `projects merge`, `--all` naming projects, same-named projects told apart by
 * path, and read-only commands that record no project. Worktree evidence on import: see
 * worktree-import.test.ts.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLI, gitRepo, hookEnv } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";
import { writeTranscript } from "./transcripts.js";

let dir: ReturnType<typeof tempDir>;
let home: string;
beforeEach(() => {
  dir = tempDir("cairn-projects-");
  home = join(dir.path, "home");
});
afterEach(() => dir.cleanup());

function cairn(cwd: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    env: hookEnv(home),
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
function json<T = unknown>(cwd: string, ...args: string[]): T {
  const r = cairn(cwd, ...args, "--json");
  if (r.code !== 0) throw new Error(`cairn ${args.join(" ")} exited ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout) as T;
}
interface Listed {
  id: string;
  name: string;
  label: string;
  path: string;
  memories: number;
  sessions: number;
  merged: string[];
  current: boolean;
  remote: string | null;
}
const projectsOf = (cwd: string) => json<Listed[]>(cwd, "projects");
function repo(...parts: string[]): string {
  const p = join(dir.path, ...parts);
  gitRepo(p);
  return p;
}

describe("read-only commands never record a project", () => {
  const READS = [
    ["doctor"],
    ["stats"],
    ["list"],
    ["search", "healthcheck"],
    ["sessions"],
    ["context"],
    ["recall", "healthcheck"],
    ["projects"],
    ["list", "--all"],
    ["sessions", "--all"],
    ["search", "--all", "healthcheck"],
    ["stats", "--all"],
  ];

  it("run in a folder with no memories, they leave the project list as it was", { timeout: 240_000 }, () => {
    const outside = join(dir.path, "scratch");
    mkdirSync(outside);
    for (const args of READS) cairn(outside, ...args);
    expect(projectsOf(outside)).toEqual([]);
    const app = repo("app");
    expect(cairn(app, "save", "--type", "decision", "Healthcheck answers on /healthz").code).toBe(0);
    for (const args of READS) {
      const r = cairn(outside, ...args);
      expect(r.stderr, args.join(" ")).not.toMatch(/Error|at .*\.js/);
    }
    expect(projectsOf(outside).map((p) => p.path)).toEqual([app]);
    const list = cairn(outside, "list");
    expect(list.stdout).toContain(`${outside} is not a Cairn project`);
    expect(list.stdout).toContain("1 other project has memories");
    expect(cairn(outside, "search", "healthcheck").stdout).toContain("not a Cairn project");
    expect(cairn(outside, "search", "--all", "healthcheck").stdout).toContain(
      "Healthcheck answers on /healthz",
    );
  });
});

describe("cairn projects and --all", () => {
  it("lists every project with counts and path, and tells same-named projects apart by path", {
    timeout: 120_000,
  }, () => {
    const one = repo("one", "api");
    const two = repo("two", "api");
    const web = repo("web");
    spawnSync("git", ["-C", web, "remote", "add", "origin", "https://ana:s3cr3t@github.com/Acme/Web.git"]);
    cairn(one, "save", "--type", "decision", "Retry webhooks with backoff");
    cairn(two, "save", "--type", "decision", "Webhooks are signed with HMAC");
    cairn(two, "save", "--type", "todo", "Rotate the webhook secret");
    cairn(web, "save", "--type", "project_fact", "The web app is Next.js");
    const root = join(dir.path, "transcripts");
    writeTranscript(root, {
      sessionId: "11111111-aaaa-4bbb-8ccc-000000000001",
      cwd: two,
      gitBranch: "main",
      prompt: "sign the webhooks",
    });
    expect(cairn(web, "import", root).code).toBe(0);

    const listed = projectsOf(web);
    // newest activity first (the session is dated when it ran; its summary is a memory too)
    expect(listed.map((p) => [p.label, p.memories, p.sessions, p.current])).toEqual([
      ["web", 1, 0, true],
      [`api (${two})`, 3, 1, false],
      [`api (${one})`, 1, 0, false],
    ]);
    // the remote as the shared store names it: no user, no password
    expect(listed.map((p) => p.remote)).toEqual(["github.com/acme/web", null, null]);
    const text = cairn(web, "projects").stdout;
    expect(text).not.toContain("s3cr3t");
    for (const p of [one, two, web]) expect(text).toContain(p);
    expect(text).toMatch(/^\* [0-9a-f]{8} {2}web/m);

    const all = cairn(web, "list", "--all").stdout;
    expect(all).toMatch(new RegExp(`api \\(${two}\\)\\s+m_\\w+\\s+todo\\s+Rotate the webhook secret`));
    expect(all).toMatch(new RegExp(`api \\(${one}\\)\\s+m_\\w+\\s+decision\\s+Retry webhooks`));
    expect(all).toMatch(/web\s+m_\w+\s+project_fact/);
    const items = json<{ title: string; projectName: string; projectPath: string }[]>(web, "list", "--all");
    expect(items.find((m) => m.title === "Retry webhooks with backoff")).toMatchObject({
      projectName: "api",
      projectPath: one,
    });

    const found = json<{ title: string; projectPath: string }[]>(web, "search", "--all", "webhooks");
    expect(new Set(found.map((h) => h.projectPath))).toEqual(new Set([one, two]));
    expect(cairn(web, "search", "--all", "webhooks").stdout).toContain(`api (${one})`);

    const sessions = cairn(web, "sessions", "--all").stdout;
    expect(sessions).toContain(`11111111-aaaa-4bbb-8ccc-000000000001  import`);
    expect(sessions).toContain(`api (${two})`);
    expect(json<{ projectPath: string }[]>(web, "sessions", "--all")[0]?.projectPath).toBe(two);
    expect(cairn(web, "sessions").stdout).toContain("No sessions recorded yet.");
    expect(cairn(web, "list", "--all", "--project", one).code).toBe(2);
  });
});

describe("cairn projects merge", () => {
  it("moves memories, sessions and tasks, leaves an alias, and is idempotent", { timeout: 120_000 }, () => {
    const a = repo("old-app");
    const b = repo("app");
    cairn(a, "save", "--type", "decision", "Queue jobs in Postgres");
    expect(cairn(a, "tasks", "add", "Move the queue", "--id", "q1").code).toBe(0);
    // each project's session verified `npm test`: one verified command each, the same dedupe key
    const root = join(dir.path, "transcripts");
    const npmTest = [{ command: "npm test", output: "1 passed" }];
    writeTranscript(root, {
      sessionId: "22222222-aaaa-4bbb-8ccc-000000000002",
      cwd: a,
      gitBranch: "main",
      prompt: "queue jobs",
      bash: npmTest,
    });
    writeTranscript(root, {
      sessionId: "33333333-aaaa-4bbb-8ccc-000000000003",
      cwd: b,
      gitBranch: "main",
      prompt: "run the tests",
      bash: npmTest,
      at: "2026-03-02T10:00:00.000Z",
    });
    cairn(b, "import", root);
    const before = projectsOf(b).map((p) => p.memories);

    const r = cairn(b, "projects", "merge", a, "app");
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Merged old-app (${a}) into app (${b}): 3 memories, 1 session, 2 events`);
    expect(r.stdout).toContain("1 task board with 1 task; 1 duplicate memory superseded by the newer one");
    const listed = projectsOf(b);
    const live = (before[0] ?? 0) + (before[1] ?? 0) - 1;
    expect(listed.map((p) => [p.name, p.memories, p.sessions, p.merged])).toEqual([
      ["app", live, 2, [join(a, ".git")]],
    ]);
    const verified = json<{ title: string; source: { sessionId: string } }[]>(
      b,
      "list",
      "--type",
      "verified_command",
    );
    expect(verified.map((m) => [m.title, m.source.sessionId])).toEqual([
      ["npm test", "33333333-aaaa-4bbb-8ccc-000000000003"],
    ]);
    expect(json<{ title: string }[]>(b, "list").map((m) => m.title)).toContain("Queue jobs in Postgres");
    expect(json<{ tasks: { id: string }[] }>(b, "tasks", "list").tasks.map((t) => t.id)).toEqual(["q1"]);
    // the old folder is the merged project from now on: what runs there lands in app
    expect(json<{ title: string }[]>(a, "list").map((m) => m.title)).toContain("Queue jobs in Postgres");
    cairn(a, "save", "--type", "todo", "Drop the old queue table");
    expect(projectsOf(b).map((p) => [p.name, p.memories])).toEqual([["app", live + 1]]);

    const again = cairn(b, "projects", "merge", a, "app");
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("merged into app");
    expect(again.stdout).toContain("already");
    expect(cairn(b, "projects", "merge", "app", b).code).toBe(2);
    expect(cairn(b, "projects", "merge", "nothing-here", "app")).toMatchObject({ code: 1 });
    expect(cairn(b, "projects", "merge", "app").code).toBe(2);
  });
});
