// `cairn ui` from the built bundle with `store.url` set (CAIRN_DATABASE_URL): the dashboard opens the
// server beside this machine's local file and shows both; an unreachable server is one line, exit 1.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI, gitRepo, hookEnv } from "../support/hook-runner.js";
import { freshDatabase, pgSkipReason, usePgServer } from "../support/pg-server.js";
import { tempDir } from "../support/temp.js";

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on("close", (code) => resolve(code));
  });

describe.skipIf(pgSkipReason !== null)("cairn ui on a PostgreSQL store", () => {
  usePgServer();
  const dir = tempDir("cairn-ui-pg-");
  afterAll(() => dir.cleanup());

  it("lists the server's memories and this machine's local ones, and stops on SIGINT", async () => {
    const repo = join(dir.path, "repo");
    gitRepo(repo);
    const env = hookEnv(join(dir.path, "home"), { CAIRN_DATABASE_URL: freshDatabase() });
    const cairn = (...args: string[]) =>
      spawnSync(process.execPath, [CLI, ...args], { cwd: repo, env, encoding: "utf8", timeout: 60_000 });
    expect(cairn("save", "--type", "decision", "Deploys go through the staging queue").status).toBe(0);
    expect(cairn("save", "--type", "preference", "--scope", "local", "My editor keeps tabs").status).toBe(0);

    const child = spawn(process.execPath, [CLI, "ui", "--no-open"], { cwd: repo, env });
    let out = "";
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout?.on("data", (d) => {
        out += String(d);
        const m = /http:\/\/\S+/.exec(out);
        if (m) resolve(m[0]);
      });
      child.stderr?.on("data", (d) => {
        out += String(d);
      });
      child.on("close", () => reject(new Error(`cairn ui exited before printing a URL: ${out}`)));
    });
    const first = await fetch(url, { redirect: "manual" });
    const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const list = await (await fetch(new URL("/memories", url), { headers: { cookie } })).text();
    expect(list).toContain("Deploys go through the staging queue");
    expect(list).toContain("My editor keeps tabs");
    for (const path of ["/sessions", "/charts", "/work", "/pack", "/settings"]) {
      const r = await fetch(new URL(path, url), { headers: { cookie } });
      expect(r.status, path).toBe(200);
    }
    child.kill("SIGINT");
    expect(await exited(child)).toBe(0);
  });

  it("says in one line that the server is unreachable, and exits 1", () => {
    const env = hookEnv(join(dir.path, "home2"), {
      CAIRN_DATABASE_URL: "postgres://cairn:secret@127.0.0.1:9/cairn",
    });
    const r = spawnSync(process.execPath, [CLI, "ui", "--no-open"], {
      env,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/^cairn ui: /);
    expect(r.stderr).not.toContain("secret");
  });
});
