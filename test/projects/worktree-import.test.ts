/**
 * Sessions of removed worktrees land in their repository's project, through the real CLI process
 * (`cairn import`, then `cairn projects`): by the layout of the recorded folder, by the repository's
 * own `git worktree add`, in either import order, and — where nothing tells — by `cairn projects
 * merge`, after which later imports of the old identity follow. On the shared real transcripts too.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLI, gitRepo, hookEnv, SHARED, sharedAvailable } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";
import { writeTranscript } from "./transcripts.js";

const TRANSCRIPTS = join(SHARED, "claude-code", "transcripts");
const SPOTTER_DOV = "4d5611e5-241a-462a-8d15-5122611a9569";

let dir: ReturnType<typeof tempDir>;
let home: string;
let cwd: string;
beforeEach(() => {
  dir = tempDir("cairn-worktrees-");
  home = join(dir.path, "home");
  cwd = join(dir.path, "elsewhere");
  mkdirSync(cwd);
});
afterEach(() => dir.cleanup());

function cairn(...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    env: hookEnv(home),
    encoding: "utf8",
    timeout: 60_000,
  });
  if (r.status !== 0) throw new Error(`cairn ${args.join(" ")} exited ${r.status}: ${r.stderr}`);
  return r.stdout;
}
interface Listed {
  name: string;
  path: string;
  sessions: number;
  merged: string[];
}
const projects = () =>
  (JSON.parse(cairn("projects", "--json")) as Listed[])
    .map((p) => ({ name: p.name, path: p.path, sessions: p.sessions, merged: p.merged }))
    .sort((a, b) => a.path.localeCompare(b.path));
let n = 0;
const sid = () => `0000000${++n}-aaaa-4bbb-8ccc-00000000000${n}`.slice(-36);

describe("removed worktrees on this machine", () => {
  it("join the repository whose layout names them; a folder without a recorded branch stays itself", {
    timeout: 120_000,
  }, () => {
    const app = join(dir.path, "app");
    gitRepo(app);
    const root = join(dir.path, "t1");
    writeTranscript(root, { sessionId: sid(), cwd: app, gitBranch: "main", prompt: "main checkout" });
    for (const [cwdOf, branch] of [
      [join(dir.path, "app-worktrees", "feat"), "feat"],
      [join(app, ".claude", "worktrees", "bright-fox", "src"), "worktree-bright-fox"],
      [join(app, ".worktrees", "streaming"), "streaming"],
    ] as const)
      writeTranscript(root, { sessionId: sid(), cwd: cwdOf, gitBranch: branch, prompt: `work in ${branch}` });
    writeTranscript(root, {
      sessionId: sid(),
      cwd: join(dir.path, "app-worktrees", "nobranch"),
      prompt: "no git here",
    });
    cairn("import", root);
    expect(projects()).toEqual([
      { name: "app", path: app, sessions: 4, merged: [] },
      { name: "nobranch", path: join(dir.path, "app-worktrees", "nobranch"), sessions: 1, merged: [] },
    ]);
  });
});

describe("cairn context for a removed worktree's folder", () => {
  it("shows its repository's project and records no new one", { timeout: 120_000 }, () => {
    const wt = "/home/dev/src/app-worktrees/feat";
    const root = join(dir.path, "t1");
    writeTranscript(root, {
      sessionId: sid(),
      cwd: wt,
      gitBranch: "feat",
      prompt: "add the healthcheck endpoint",
      bash: [{ command: "npm test", output: "1 passing" }],
    });
    cairn("import", root);
    const pack = JSON.parse(cairn("context", "--project", wt, "--json")) as { text: string };
    expect(pack.text).toMatch(/^# Cairn memory: app$/m);
    expect(pack.text).toContain("add the healthcheck endpoint");
    expect(projects()).toEqual([{ name: "app", path: "/home/dev/src/app", sessions: 1, merged: [] }]);
  });
});

describe("removed worktrees recorded on another machine", () => {
  const APP = "/home/dev/src/app";
  const WT = "/home/dev/wt/feature";

  it("join the repository whose session ran `git worktree add`, whichever is imported first", {
    timeout: 120_000,
  }, () => {
    const first = join(dir.path, "t1");
    writeTranscript(first, { sessionId: sid(), cwd: WT, gitBranch: "feature", prompt: "build the feature" });
    cairn("import", first);
    expect(projects().map((p) => p.path)).toEqual([WT]);
    const second = join(dir.path, "t2");
    writeTranscript(second, {
      sessionId: sid(),
      cwd: APP,
      gitBranch: "main",
      prompt: "make a worktree",
      bash: [
        { command: "git worktree add ../../wt/nope -b nope", output: "fatal: invalid reference", ok: false },
        { command: "git worktree add ../../wt/feature -b feature", output: "Preparing worktree" },
      ],
    });
    const out = cairn("import", second);
    expect(out).toContain(
      `Joined ${WT} to project app (${APP}): \`git worktree add\` in a session of app created ${WT}.`,
    );
    expect(projects()).toEqual([{ name: "app", path: APP, sessions: 2, merged: [WT] }]);
    // a later session in the old folder lands in the repository's project (the alias)
    const third = join(dir.path, "t3");
    writeTranscript(third, { sessionId: sid(), cwd: WT, gitBranch: "feature", prompt: "finish the feature" });
    cairn("import", third);
    expect(projects()).toEqual([{ name: "app", path: APP, sessions: 3, merged: [WT] }]);
    // a failed `git worktree add` is no evidence
    const fourth = join(dir.path, "t4");
    writeTranscript(fourth, { sessionId: sid(), cwd: "/home/dev/wt/nope", gitBranch: "nope", prompt: "x" });
    cairn("import", fourth);
    expect(projects().map((p) => p.path)).toEqual([APP, "/home/dev/wt/nope"]);
  });
});

/** Copies the shared transcripts of `source` (with their subagent files) under `root/<source>`, editing each text with `edit`. */
function copyShared(source: string, root: string, edit: (text: string) => string = (t) => t): void {
  const from = join(TRANSCRIPTS, source);
  const walk = (rel: string) => {
    for (const name of readdirSync(join(from, rel))) {
      const r = join(rel, name);
      if (statSync(join(from, r)).isDirectory()) walk(r);
      else if (name.endsWith(".jsonl")) {
        mkdirSync(join(root, source, rel), { recursive: true });
        writeFileSync(join(root, source, r), edit(readFileSync(join(from, r), "utf8")));
      }
    }
  };
  walk("");
}

describe.skipIf(!sharedAvailable("claude-code/transcripts"))("the shared real transcripts", () => {
  it("obra's `.worktrees/streaming` session lands in its repository's project", { timeout: 120_000 }, () => {
    const root = join(dir.path, "t");
    copyShared("obra-episodic-memory", root);
    cairn("import", root);
    expect(projects()).toEqual([
      {
        name: "example-project",
        path: "/Users/testuser/Documents/GitHub/example-org/example-project",
        sessions: 1,
        merged: [],
      },
      {
        name: "example-project",
        path: "/Users/testuser/Documents/GitHub/projects/example-project",
        sessions: 1,
        merged: [],
      },
    ]);
    // two repositories with one name: every listing shows their paths
    expect(cairn("list", "--all")).toContain(
      "example-project (/Users/testuser/Documents/GitHub/projects/example-project)",
    );
  });

  it("marot's spotter-worktrees/spotter-dov session joins /home/marco/projects/spotter", {
    timeout: 120_000,
  }, () => {
    // the sanitiser wrote /home/USER in this one session's files and kept /home/marco in the others
    // (FIXTURES-README.md: all were read from /home/marco/.claude/projects); restored here
    const root = join(dir.path, "t");
    copyShared("marot-spotter", root, (t) => t.replaceAll("/home/USER/", "/home/marco/"));
    cairn("import", root);
    expect(projects()).toEqual([
      { name: "spotter", path: "/home/marco/projects/spotter", sessions: 4, merged: [] },
    ]);
    const sessions = JSON.parse(
      cairn("sessions", "--project", "/home/marco/projects/spotter-worktrees/spotter-dov", "--json"),
    );
    expect(sessions.map((s: { id: string }) => s.id)).toContain(SPOTTER_DOV);
  });

  it("as shared, the two spotter folders stay apart until `cairn projects merge` joins them for good", {
    timeout: 180_000,
  }, () => {
    const root = join(dir.path, "t");
    copyShared("marot-spotter", root);
    cairn("import", root);
    expect(projects().map((p) => [p.name, p.path, p.sessions])).toEqual(
      [
        ["spotter", "/home/USER/projects/spotter", 1],
        ["spotter", "/home/marco/projects/spotter", 3],
      ].sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    );
    const text = cairn("projects");
    expect(text).toContain("/home/USER/projects/spotter");
    expect(text).toContain("/home/marco/projects/spotter");

    expect(
      cairn("projects", "merge", "/home/USER/projects/spotter", "/home/marco/projects/spotter"),
    ).toContain("Merged spotter (/home/USER/projects/spotter) into spotter (/home/marco/projects/spotter)");
    const merged = [
      {
        name: "spotter",
        path: "/home/marco/projects/spotter",
        sessions: 4,
        merged: ["/home/USER/projects/spotter"],
      },
    ];
    expect(projects()).toEqual(merged);
    expect(
      cairn("projects", "merge", "/home/USER/projects/spotter", "/home/marco/projects/spotter"),
    ).toContain("already");
    // another session of a worktree of the old identity, imported later, follows the alias
    const later = join(dir.path, "later");
    const dov = readFileSync(join(TRANSCRIPTS, "marot-spotter", `${SPOTTER_DOV}.jsonl`), "utf8")
      .split("\n")
      .slice(0, 40)
      .join("\n")
      .replaceAll(SPOTTER_DOV, "5e6f7a8b-241a-462a-8d15-5122611a9569")
      .replaceAll("spotter-worktrees/spotter-dov", "spotter-worktrees/spotter-xyz");
    mkdirSync(later);
    writeFileSync(join(later, "5e6f7a8b-241a-462a-8d15-5122611a9569.jsonl"), `${dov}\n`);
    cairn("import", later);
    expect(projects()).toEqual([{ ...merged[0], sessions: 5 }]);
    // the same transcripts read again from another folder add nothing and no project
    cpSync(root, join(dir.path, "again"), { recursive: true });
    expect(cairn("import", join(dir.path, "again"))).toContain("Imported 0 sessions, 0 events, 0 memories");
    expect(projects()).toEqual([{ ...merged[0], sessions: 5 }]);
  });
});
