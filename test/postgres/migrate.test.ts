// `cairn migrate --to postgres|sqlite` with the built CLI against a real server: an embedded store
// with history is copied into the server (ids and authors kept, project ids re-derived so another
// machine's clone finds them), a second run copies nothing new, local scope stays on this machine,
// and `--to sqlite` brings the server's memories into a fresh embedded store.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, hookEnv } from "../support/hook-runner.js";
import { freshDatabase, pgServer, pgSkipReason, usePgServer } from "../support/pg-server.js";
import { tempDir } from "../support/temp.js";

function git(cwd: string, ...args: string[]): void {
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], {
    cwd,
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" },
  });
}

describe.skipIf(pgSkipReason !== null)("cairn migrate against a real server", () => {
  usePgServer();
  const tmp = tempDir("cairn-migrate-");
  let url: string;
  let db: string;
  let repo: string;
  let other: string;
  const cli = (env: NodeJS.ProcessEnv, cwd: string, ...args: string[]) => {
    const r = spawnSync(process.execPath, [CLI, ...args], { cwd, env, encoding: "utf8", timeout: 60_000 });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  const sql = (q: string) =>
    pgServer().psql(db, `\\pset tuples_only on\n\\pset format unaligned\n${q}`).trim();

  beforeAll(() => {
    url = freshDatabase();
    db = decodeURIComponent(new URL(url).pathname.slice(1));
    repo = join(tmp.path, "one", "shop");
    other = join(tmp.path, "two", "shop-clone");
    mkdirSync(repo, { recursive: true });
    git(repo, "init", "-q", "-b", "main");
    git(repo, "remote", "add", "origin", "git@github.com:acme/shop.git");
    mkdirSync(other, { recursive: true });
    git(other, "init", "-q", "-b", "main");
    git(other, "remote", "add", "origin", "https://github.com/acme/shop.git");
  });
  afterAll(() => tmp.cleanup());

  it("copies the embedded store into the server once, keeps local scope here, and copies back", () => {
    const embedded = hookEnv(join(tmp.path, "home-a"), { HOME: join(tmp.path, "user-a") });
    for (let i = 0; i < 5; i++)
      expect(cli(embedded, repo, "save", "--type", "decision", `Embedded decision number ${i}`).status).toBe(
        0,
      );
    expect(
      cli(embedded, repo, "save", "--type", "todo", "--scope", "local", "Only on machine one").status,
    ).toBe(0);
    const saved = JSON.parse(cli(embedded, repo, "list", "--json").stdout) as { id: string; title: string }[];
    const decisions = saved.filter((m) => m.title.startsWith("Embedded decision"));
    const forgotten = decisions.find((m) => m.title.endsWith(" 1"))?.id ?? "";
    expect(cli(embedded, repo, "forget", forgotten).status).toBe(0);

    const first = cli(embedded, repo, "migrate", "--to", "postgres", "--url", url, "--json");
    expect(first.status, first.stderr).toBe(0);
    const r1 = JSON.parse(first.stdout) as { main: { memories: number }; local: { memories: number } };
    expect(r1.main.memories).toBe(5); // the forgotten one too (restorable on the server)
    expect(r1.local.memories).toBe(1);
    expect(sql("SELECT count(*) FROM memories")).toBe("5");
    expect(sql("SELECT count(*) FROM memories WHERE deleted_at IS NOT NULL")).toBe("1");
    expect(sql("SELECT count(*) FROM memories WHERE scope = 'local'")).toBe("0");
    expect(sql("SELECT count(*) FROM memories WHERE captured_by LIKE '%@%'")).toBe("5"); // who: this machine
    const ids = decisions.map((m) => `'${m.id}'`).join(",");
    expect(sql(`SELECT count(*) FROM memories WHERE id IN (${ids})`)).toBe("5"); // ids kept

    const again = JSON.parse(
      cli(embedded, repo, "migrate", "--to", "postgres", "--url", url, "--json").stdout,
    );
    expect(again.main).toMatchObject({ memories: 0, skipped: 5 });
    expect(sql("SELECT count(*) FROM memories")).toBe("5");

    // now on the server: this machine still sees its local memory, another clone sees the shared ones
    const onServer = { ...embedded, CAIRN_DATABASE_URL: url };
    const here = cli(onServer, repo, "context").stdout;
    expect(here).toContain("Embedded decision number 4");
    expect(here).toContain("Only on machine one");
    const elsewhere = hookEnv(join(tmp.path, "home-b"), {
      HOME: join(tmp.path, "user-b"),
      CAIRN_DATABASE_URL: url,
    });
    const there = cli(elsewhere, other, "context").stdout;
    expect(there).toContain("Embedded decision number 4");
    expect(there).not.toContain("Only on machine one");

    const fresh = hookEnv(join(tmp.path, "home-c"), { HOME: join(tmp.path, "user-c") });
    const back = cli(fresh, other, "migrate", "--to", "sqlite", "--url", url);
    expect(back.status, back.stderr).toBe(0);
    expect(back.stdout).toMatch(/Copied from postgres:\/\/postgres@.* into .*cairn\.db: 5 memories/);
    const listed = JSON.parse(cli(fresh, other, "list", "--json").stdout) as { title: string }[];
    expect(listed.map((m) => m.title).sort()).toEqual(
      [0, 2, 3, 4].map((i) => `Embedded decision number ${i}`).sort(),
    );
  });

  it("says in one line what is missing, and never prints the password", () => {
    const env = hookEnv(join(tmp.path, "home-d"), { HOME: join(tmp.path, "user-d") });
    const none = cli(env, repo, "migrate", "--to", "postgres");
    expect(none.status).not.toBe(0);
    expect(none.stderr.trim().split("\n")).toHaveLength(1);
    expect(none.stderr).toContain("store.url");
    const bad = cli(
      env,
      repo,
      "migrate",
      "--to",
      "postgres",
      "--url",
      "postgres://me:Secret-77@127.0.0.1:1/x",
    );
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain("postgres://me@127.0.0.1:1/x");
    expect(bad.stderr).not.toContain("Secret-77");
  });
});
