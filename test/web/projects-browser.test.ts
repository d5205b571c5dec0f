/**
 * The dashboard's projects in Chromium (playwright-core) against the real `cairn ui` process started
 * outside any project: it opens on the project with the newest activity and says so, names two
 * same-named projects by their paths in every picker, and records no project for the folder it ran in.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, gitRepo, hookEnv } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";
import { CHROMIUM, chromiumMissing } from "./fixture.js";

if (chromiumMissing) console.warn(chromiumMissing);

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
];

describe.skipIf(chromiumMissing !== null)("cairn ui started outside any project (chromium)", () => {
  const dir = tempDir("cairn-ui-projects-");
  const home = join(dir.path, "home");
  const outside = join(dir.path, "downloads");
  const one = join(dir.path, "one", "api");
  const two = join(dir.path, "two", "api");
  const web = join(dir.path, "web");
  let ui: ChildProcess;
  let out = "";
  let browser: BrowserContext;
  let page: Page;
  const cairn = (cwd: string, ...args: string[]) => {
    const r = spawnSync(process.execPath, [CLI, ...args], { cwd, env: hookEnv(home), encoding: "utf8" });
    if (r.status !== 0) throw new Error(`cairn ${args.join(" ")}: ${r.stderr}`);
    return r.stdout;
  };
  const projectPaths = () =>
    (JSON.parse(cairn(outside, "projects", "--json")) as { path: string }[]).map((p) => p.path).sort();

  beforeAll(async () => {
    mkdirSync(outside, { recursive: true });
    for (const r of [one, web, two]) gitRepo(r);
    cairn(one, "save", "--type", "decision", "Retry webhooks with backoff");
    cairn(web, "save", "--type", "project_fact", "The web app is Next.js");
    cairn(two, "save", "--type", "decision", "Sign webhooks with HMAC"); // the newest activity
    ui = spawn(process.execPath, [CLI, "ui", "--no-open"], { cwd: outside, env: hookEnv(home) });
    const url = await new Promise<string>((resolve, reject) => {
      ui.stdout?.on("data", (d) => {
        out += String(d);
        const m = /http:\/\/\S+/.exec(out);
        if (m && out.includes("newest activity")) resolve(m[0]);
      });
      ui.on("close", () => reject(new Error(`cairn ui exited: ${out}`)));
    });
    const profile = join(dir.path, "chromium-profile");
    mkdirSync(profile);
    browser = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ARGS });
    page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(url);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    if (ui && ui.exitCode === null) {
      const closed = new Promise((resolve) => ui.on("close", resolve));
      ui.kill("SIGINT");
      await closed;
    }
    dir.cleanup();
  });

  it("opens on the project with the newest activity and says so, in the terminal and on the page", async () => {
    expect(out).toContain(`cairn ui started in ${outside}, which has no memories: showing api (${two})`);
    expect(new URL(page.url()).pathname).toBe("/memories");
    await expect(page.locator("#start-notice").textContent()).resolves.toContain(
      `showing api (${two}), the project with the newest activity (2 more in the picker)`,
    );
    await expect(page.locator("#memories tbody td.title").allTextContents()).resolves.toEqual([
      expect.stringContaining("Sign webhooks with HMAC"),
    ]);
    await expect(page.locator("select[name=project] option:checked").textContent()).resolves.toBe(
      `api (${two})`,
    );
  });

  it("names same-named projects by path in every picker", async () => {
    const labels = ["all projects", `api (${one})`, `api (${two})`, "web"];
    const options = async () => (await page.locator("select[name=project] option").allTextContents()).sort();
    await expect(options()).resolves.toEqual(labels.sort());
    for (const path of ["/sessions", "/pack", "/work", "/charts"]) {
      await page.click(`header nav a[href^="${path}"]`);
      await expect.poll(() => new URL(page.url()).pathname).toBe(path);
      await expect(options(), path).resolves.toEqual(labels.filter((l) => l !== "all projects").sort());
      await expect(page.locator("select[name=project] option:checked").textContent()).resolves.toBe(
        `api (${two})`,
      );
    }
    await page.selectOption("select[name=project]", { label: `api (${one})` });
    await page.click("form.filters button[type=submit]");
    await expect
      .poll(() => page.locator("select[name=project] option:checked").textContent())
      .toBe(`api (${one})`);
    await expect(page.locator("#start-notice").count()).resolves.toBe(0); // asked for: no notice
  });

  it("records no project for the folder it ran in", () => {
    expect(projectPaths()).toEqual([one, two, web].sort());
  });
});
