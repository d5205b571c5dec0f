/**
 * `cairn ui` from the built bundle (plugin/dist/cli.mjs → web.mjs): prints a tokened loopback URL,
 * serves it, refuses a non-loopback host without --allow-remote, and stops on SIGINT leaving nothing running.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI, gitRepo, hookEnv } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

function start(
  args: string[],
  cwd: string,
  home: string,
): { child: ChildProcess; url: Promise<string>; out: () => string } {
  const child = spawn(process.execPath, [CLI, "ui", "--no-open", ...args], { cwd, env: hookEnv(home) });
  let out = "";
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (d) => {
      out += String(d);
      const m = /http:\/\/\S+/.exec(out);
      if (m) resolve(m[0]);
    });
    child.on("close", () => reject(new Error(`cairn ui exited before printing a URL: ${out}`)));
  });
  return { child, url, out: () => out };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on("close", (code) => resolve(code));
  });

describe("cairn ui (bundle)", () => {
  const dir = tempDir("cairn-ui-cli-");
  afterAll(() => dir.cleanup());

  it("serves on loopback with a one-time token and stops on SIGINT", async () => {
    const repo = join(dir.path, "repo");
    gitRepo(repo);
    const home = join(dir.path, "home");
    const ui = start([], repo, home);
    const url = await ui.url;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{20,}$/);
    const first = await fetch(url, { redirect: "manual" });
    expect(first.status).toBe(303);
    const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const page = await fetch(new URL("/memories", url), { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Memories");
    ui.child.kill("SIGINT");
    expect(await exited(ui.child)).toBe(0);
    expect(ui.out()).toContain("stopped");
    await expect(fetch(new URL("/memories", url))).rejects.toThrow();
  });

  it("refuses a non-loopback --host without --allow-remote, with one line and exit code 2", () => {
    const home = join(dir.path, "home2");
    const r = spawnSync(process.execPath, [CLI, "ui", "--no-open", "--host", "0.0.0.0"], {
      env: hookEnv(home),
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain("--allow-remote");
  });
});
