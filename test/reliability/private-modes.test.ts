/**
 * $CAIRN_HOME is private whatever the umask: folders 0700, files (database, -wal, -shm, logs, spool,
 * backups, config, the `once/` claims of a double install) 0600 — under umask 022 and 000, with real
 * processes (the hook bundle, the CLI bundle) and the store opened in this process, from the first
 * command that creates the home; help creates nothing. A home made by an older version (0755/0644) is
 * fixed when opened.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backup, writeText } from "../../src/app/observations/files.js";
import { observationPaths } from "../../src/app/observations/paths.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { CLI, HOOK, hookEnv } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

let dir: { path: string; cleanup: () => void };
let home: string;
let savedUmask: number;
beforeEach(() => {
  dir = tempDir("cairn-modes-");
  home = join(dir.path, "home");
  savedUmask = process.umask(0o022);
});
afterEach(() => {
  process.umask(savedUmask);
  dir.cleanup();
});

const mode = (p: string) => statSync(p).mode & 0o777;
/** Runs a bundle under `umask 022` (a login shell's common default) or the given umask. */
function run(
  script: string,
  args: string[],
  input = "",
  umask = "022",
): { status: number | null; stderr: string; stdout: string } {
  const r = spawnSync("sh", ["-c", `umask ${umask}; exec "$0" "$@"`, process.execPath, script, ...args], {
    input,
    cwd: dir.path,
    env: hookEnv(home),
    encoding: "utf8",
  });
  return { status: r.status, stderr: r.stderr, stdout: r.stdout };
}
/** Every folder and file under `root`, with its mode. */
function walk(root: string): { path: string; dir: boolean; mode: number }[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((e) => {
    const p = join(root, e.name);
    return e.isDirectory()
      ? [{ path: p, dir: true, mode: mode(p) }, ...walk(p)]
      : [{ path: p, dir: false, mode: mode(p) }];
  });
}

describe("private by default (umask 022)", () => {
  it("help creates nothing: no $CAIRN_HOME for --help, COMMAND --help or help COMMAND", () => {
    for (const args of [["--help"], ["search", "--help"], ["help", "search"], ["notes", "-h"], []]) {
      const r = run(CLI, args);
      expect(r.stdout, args.join(" ")).toContain("Usage: cairn");
      expect(existsSync(home), `cairn ${args.join(" ")} created ${home}`).toBe(false);
    }
    expect(run(CLI, ["help", "search"]).stdout).toMatch(/^Hybrid search[\s\S]*Usage: cairn search QUERY/);
  });

  it.each(["000", "022"])(
    "under umask %s every entry is private from the first command that creates it, once/ claims included",
    (umask) => {
      const payload = (event: string, extra: Record<string, unknown> = {}) =>
        JSON.stringify({
          session_id: "s-first",
          transcript_path: join(dir.path, "t.jsonl"),
          cwd: dir.path,
          hook_event_name: event,
          ...extra,
        });
      const tool = payload("PostToolUse", {
        tool_name: "Bash",
        tool_input: { command: "ls" },
        tool_use_id: "toolu_first",
        tool_response: {},
      });
      // the first command: a tool call (spool + claim, no store), twice as a double install runs it
      expect(run(HOOK, ["PostToolUse"], tool, umask).status).toBe(0);
      expect(mode(home).toString(8)).toBe("700");
      expect(run(HOOK, ["PostToolUse"], tool, umask).status).toBe(0);
      const prompt = payload("UserPromptSubmit", { prompt: "hello", prompt_id: "p-1" });
      expect(run(HOOK, ["UserPromptSubmit"], prompt, umask).status).toBe(0);
      expect(run(HOOK, ["SessionStart"], payload("SessionStart", { source: "startup" }), umask).status).toBe(
        0,
      );
      expect(run(CLI, ["save", "--type", "decision", "Modes stay private"], "", umask).status).toBe(0);
      expect(run(CLI, ["config", "set", "context.budget", "1000"], "", umask).status).toBe(0);
      const user = join(dir.path, "user-home");
      mkdirSync(user);
      const install = spawnSync(
        "sh",
        ["-c", `umask ${umask}; exec "$0" "$@"`, process.execPath, CLI, "install", "--scope", "user"],
        { cwd: dir.path, env: hookEnv(home, { HOME: user }), encoding: "utf8" },
      );
      expect(install.status, install.stderr).toBe(0);
      const entries = walk(home);
      expect(entries.map((e) => e.path)).toEqual(
        expect.arrayContaining([join(home, "once"), join(home, "once", "s-first"), join(home, "cairn.db")]),
      );
      expect(readdirSync(join(home, "once", "s-first")).length).toBeGreaterThan(1);
      for (const e of entries)
        expect([e.path, e.mode.toString(8)]).toEqual([e.path, (e.dir ? 0o700 : 0o600).toString(8)]);
    },
  );

  it("hooks and the CLI make the home 0700 and every file in it 0600", () => {
    const payload = (event: string, extra: Record<string, unknown> = {}) =>
      JSON.stringify({
        session_id: "s-modes",
        transcript_path: join(dir.path, "t.jsonl"),
        cwd: dir.path,
        hook_event_name: event,
        ...extra,
      });
    const post = run(
      HOOK,
      ["PostToolUse"],
      payload("PostToolUse", {
        tool_name: "Bash",
        tool_input: { command: "ls" },
        tool_use_id: "t1",
        tool_response: {},
      }),
    );
    expect(post.status, post.stderr).toBe(0);
    expect(run(HOOK, ["SessionStart"], payload("SessionStart", { source: "startup" })).status).toBe(0);
    expect(run(HOOK, ["Stop"], "not json").status).toBe(1); // a failing hook: its error goes to logs/hook.log
    expect(run(CLI, ["config", "set", "context.budget", "1000"]).status).toBe(0);
    expect(mode(home)).toBe(0o700);
    const entries = walk(home);
    for (const f of ["cairn.db", "config.json", join("logs", "hook.log")])
      expect(entries.map((e) => e.path)).toContain(join(home, f));
    expect(entries.some((e) => e.path.startsWith(join(home, "spool")))).toBe(true);
    for (const e of entries)
      expect([e.path, e.mode.toString(8)]).toEqual([e.path, (e.dir ? 0o700 : 0o600).toString(8)]);
  });

  it("the database's -wal and -shm, migration backups and observation backups are 0600 in 0700 folders", async () => {
    const db = join(home, "cairn.db");
    const store = openSqliteStore({ path: db });
    await store.upsertProject({ id: "p1", identity: "/x", root: "/x", name: "x" }, new Date().toISOString());
    expect(existsSync(`${db}-wal`)).toBe(true);
    for (const f of [db, `${db}-wal`, `${db}-shm`]) expect(mode(f).toString(8)).toBe("600");
    store.db.exec("DELETE FROM schema_migrations WHERE version >= 4"); // pretend an older store
    await store.close();
    const again = openSqliteStore({ path: db });
    expect(again.migrationBackup).not.toBeNull();
    expect(mode(join(home, "backups")).toString(8)).toBe("700");
    expect(mode(again.migrationBackup as string).toString(8)).toBe("600");
    await again.close();

    const paths = observationPaths(join(dir.path, "repo"), home);
    writeText(paths, "global", "## Global\n- [P2] one\n");
    const saved = backup(paths, "global", new Date());
    expect(saved).not.toBeNull();
    expect(mode(join(home, "backups", "observations")).toString(8)).toBe("700");
    expect(mode(saved as string).toString(8)).toBe("600");
    expect(mode(paths.file.global).toString(8)).toBe("600");
  });

  it("a home left 0755/0644 by an older version is made private when a hook opens it", () => {
    mkdirSync(join(home, "logs"), { recursive: true });
    openSqliteStore({ path: join(home, "cairn.db") }).db.close();
    writeFileSync(join(home, "logs", "hook.log"), "old\n");
    chmodSync(home, 0o755);
    chmodSync(join(home, "logs"), 0o755);
    chmodSync(join(home, "logs", "hook.log"), 0o644);
    chmodSync(join(home, "cairn.db"), 0o644);
    const r = run(
      HOOK,
      ["SessionStart"],
      JSON.stringify({
        session_id: "s-fix",
        transcript_path: "/nonexistent",
        cwd: dir.path,
        hook_event_name: "SessionStart",
        source: "startup",
      }),
    );
    expect(r.status, r.stderr).toBe(0);
    expect(mode(home).toString(8)).toBe("700");
    expect(mode(join(home, "logs")).toString(8)).toBe("700");
    expect(mode(join(home, "logs", "hook.log")).toString(8)).toBe("600");
    expect(mode(join(home, "cairn.db")).toString(8)).toBe("600");
  });
});
