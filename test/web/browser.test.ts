/**
 * The dashboard in a real browser: playwright-core driving Debian's chromium against `startWebServer`
 * on a real SQLite store. Set CAIRN_SCREENSHOTS=DIR to keep a screenshot of each page.
 */
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetMemory } from "../../src/app/memories/forget-memory.js";
import { writeNote } from "../notes/fixture.js";
import { cliHarness } from "../support/cli-harness.js";
import { hookEnv, runHook } from "../support/hook-runner.js";
import { CHROMIUM, chromiumMissing, type Dashboard, startDashboard } from "./fixture.js";

if (chromiumMissing) console.warn(chromiumMissing);

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const SHOTS = process.env.CAIRN_SCREENSHOTS;

describe.skipIf(chromiumMissing !== null)("cairn ui in chromium", () => {
  let d: Dashboard;
  let browser: BrowserContext;
  let page: Page;
  let userData: string;

  beforeAll(async () => {
    d = await startDashboard();
    userData = join(d.home, "..", "chromium-profile");
    mkdirSync(userData, { recursive: true });
    await d.save({
      title: "Exporter streams rows",
      body: "Stream, never buffer.",
      type: "decision",
      files: ["src/export.ts"],
    });
    await d.save({ title: "Never log tokens", type: "constraint", severity: "critical" });
    await d.save({
      title: "npm test runs vitest",
      type: "verified_command",
      source: { kind: "hook", event: "Stop", sessionId: "s-old" },
    });
    for (let i = 0; i < 60; i++) await d.save({ title: `Filler fact ${i}`, type: "project_fact" });
    // a fresh --user-data-dir (playwright passes it from launchPersistentContext)
    browser = await chromium.launchPersistentContext(userData, {
      executablePath: CHROMIUM,
      args: ARGS,
      viewport: { width: 1280, height: 900 },
    });
    page = browser.pages()[0] ?? (await browser.newPage());
    page.on("dialog", (dialog) => void dialog.accept());
    await page.goto(d.server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await d?.close();
  });

  const shot = async (name: string) => {
    if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  };
  const row = (title: string) => page.locator("#memories tbody tr", { hasText: title });
  const byTitle = async (title: string) =>
    (await d.store.listMemories({ project: d.project.id, includeDeleted: true })).find(
      (m) => m.title === title,
    );

  it("logs in with the one-time URL and drops the token from the address bar", async () => {
    expect(new URL(page.url()).search).toBe("");
    expect(new URL(page.url()).pathname).toBe("/memories");
    await expect(page.locator("#total").textContent()).resolves.toContain("63 found");
    await expect.poll(() => page.locator("#memories tbody tr").count()).toBe(50);
    await page.click("a[rel=next]");
    await expect.poll(() => page.locator("#memories tbody tr").count()).toBe(13);
    await page.goto(`${d.server.origin}/memories`);
    await shot("memories");
  });

  it("filters by type and pinned, and searches with the ranking of cairn search", async () => {
    await page.selectOption("select[name=type]", "constraint");
    await page.click("form.filters button[type=submit]");
    await expect.poll(() => page.locator("#memories tbody tr").count()).toBe(1);
    await expect(row("Never log tokens").count()).resolves.toBe(1);
    await page.goto(`${d.server.origin}/memories?source=hook`);
    await expect.poll(() => page.locator("#memories tbody tr").count()).toBe(1);
    await expect(row("npm test runs vitest").count()).resolves.toBe(1);
    await page.goto(`${d.server.origin}/memories?session=s-old`);
    await expect.poll(() => page.locator("#memories tbody tr").count()).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`${d.server.origin}/memories?from=2001-01-01&to=2001-01-02`);
    await expect.poll(() => page.locator("#memories tbody tr[data-id]").count()).toBe(0);
    await page.goto(`${d.server.origin}/memories?from=${today}&to=${today}&pinned=no`);
    await expect(page.locator("#total").textContent()).resolves.toContain("63 found");
    await page.goto(`${d.server.origin}/memories`);
    await page.fill("input[name=q]", "exporter stream");
    await page.click("form.filters button[type=submit]");
    const titles = await page.locator("#memories tbody td.title a").allTextContents();
    const cli = (await cliHarness(d.home, d.repo).json("search", "exporter stream")) as { title: string }[];
    expect(titles).toEqual(cli.map((h) => h.title));
    expect(titles[0]).toBe("Exporter streams rows");
  });

  it("filters stale memories and says why in the detail view", async () => {
    const m = await d.save({ title: "Loader reads stale.ts", type: "project_fact", files: ["src/stale.ts"] });
    mkdirSync(join(d.repo, "src"), { recursive: true });
    writeFileSync(join(d.repo, "src", "stale.ts"), "changed after capture\n");
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(d.repo, "src", "stale.ts"), later, later);
    await page.goto(`${d.server.origin}/memories?stale=1`);
    const ids = await page
      .locator("#memories tbody tr[data-id]")
      .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-id")));
    expect(ids).toContain(m.id);
    // every row listed is marked, and memories naming no files never are
    expect(await page.locator("#memories tbody tr .badge.stale").count()).toBe(ids.length);
    const fileless = (await d.store.listMemories({ project: d.project.id })).filter(
      (x) => x.files.length === 0,
    );
    for (const x of fileless) expect(ids).not.toContain(x.id);
    await page.goto(`${d.server.origin}/memories/${m.id}`);
    await expect(page.locator("dl.prov").textContent()).resolves.toContain(
      "possibly stale: src/stale.ts changed",
    );
    await forgetMemory(d.store, m.id, { hard: true });
  });

  it("edits a memory: title, body, tags, files, and type", async () => {
    await page.goto(`${d.server.origin}/memories?type=decision`);
    await row("Exporter streams rows").locator("a").first().click();
    await page.fill("#edit input[name=title]", "Exporter streams rows in batches");
    await page.fill("#edit textarea[name=body]", "Batches of 500 rows.");
    await page.fill("#edit input[name=tags]", "perf, export");
    await page.fill("#edit textarea[name=files]", "src/export.ts\nsrc/batch.ts");
    await page.click("#edit button[type=submit]");
    await expect(page.locator("h1").first().textContent()).resolves.toContain("in batches");
    const m = await byTitle("Exporter streams rows in batches");
    expect(m).toMatchObject({
      body: "Batches of 500 rows.",
      tags: ["perf", "export"],
      files: ["src/export.ts", "src/batch.ts"],
    });
    await shot("memory-detail");
    await page.selectOption("#edit select[name=type]", "project_fact");
    await page.click("#edit button[type=submit]");
    const live = (await d.store.listMemories({ project: d.project.id })).filter((x) =>
      x.title.includes("in batches"),
    );
    expect(live.map((x) => x.type)).toEqual(["project_fact"]);
    await expect(page.locator("dl.prov").textContent()).resolves.toContain("project_fact");
  });

  it("pins, deletes and restores from the detail page", async () => {
    await page.goto(`${d.server.origin}/memories?q=tokens`);
    await row("Never log tokens").locator("a").first().click();
    await page.click("button:text-is('Pin')");
    await expect.poll(() => page.locator("h1 .badge.pinned").count()).toBe(1);
    expect((await byTitle("Never log tokens"))?.pinned).toBe(true);
    await page.click("button:text-is('Delete')");
    await expect.poll(() => page.locator("h1 .badge.deleted").count()).toBe(1);
    expect((await byTitle("Never log tokens"))?.deletedAt).not.toBeNull();
    await page.click("button:text-is('Restore')");
    await expect.poll(() => page.locator("h1 .badge.deleted").count()).toBe(0);
    expect((await byTitle("Never log tokens"))?.deletedAt).toBeNull();
  });

  it("hard-deletes after the confirmation page", async () => {
    const victim = await d.save({ title: "Wrong fact to purge", type: "project_fact" });
    await page.goto(`${d.server.origin}/memories/${victim.id}`);
    await page.click("a:text('Delete for good')");
    await page.click("button.danger");
    expect(new URL(page.url()).pathname).toBe("/memories");
    expect(await d.store.getMemory(victim.id)).toBeNull();
  });

  it("bulk-deletes and bulk-pins a selection", async () => {
    await page.goto(`${d.server.origin}/memories?q=filler`);
    const boxes = page.locator("#memories tbody input[name=ids]");
    for (const i of [0, 1, 2]) await boxes.nth(i).check();
    const chosen = await Promise.all([0, 1, 2].map((i) => boxes.nth(i).getAttribute("value")));
    await page.click("#bulk button[value=delete]");
    for (const id of chosen) expect((await d.store.getMemory(id as string))?.deletedAt).not.toBeNull();
    await page.goto(`${d.server.origin}/memories?status=deleted`);
    await expect.poll(() => page.locator("#memories tbody tr").count()).toBe(3);
    await page.check("#select-all");
    await page.click("#bulk button[value=restore]");
    for (const id of chosen) expect((await d.store.getMemory(id as string))?.deletedAt).toBeNull();
    await page.goto(`${d.server.origin}/memories?type=project_fact&q=filler`);
    await page.locator("#memories tbody input[name=ids]").first().check();
    await page.click("#bulk button[value=pin]");
    await page.goto(`${d.server.origin}/memories?pinned=yes`);
    await expect.poll(() => page.locator("#memories tbody tr").count()).toBe(2); // + "Never log tokens"
  });

  it("previews exactly what cairn context prints, and changes the budget", async () => {
    await page.goto(`${d.server.origin}/pack`);
    const cli = cliHarness(d.home, d.repo);
    const text = await page.locator("#pack-text").textContent();
    const printed = await cli.run("context", "--budget", "1500");
    expect(`${text}\n`).toBe(printed.stdout);
    await expect(page.locator("#pack-items tbody tr").count()).resolves.toBeGreaterThan(2);
    await shot("pack");
    await page.fill("input[name=budget]", "200");
    await page.click("form[action^='/pack/budget'] button");
    await expect(page.locator("#pack-budget").textContent()).resolves.toBe("200");
    expect((await cli.run("config", "get", "context.budget")).stdout).toContain("200");
    const small = await cli.run("context", "--budget", "200");
    expect(`${await page.locator("#pack-text").textContent()}\n`).toBe(small.stdout);
    await cli.close();
  });

  it("the sessions feed moves when a hook writes (server-sent events)", async () => {
    await page.goto(`${d.server.origin}/sessions`);
    await expect.poll(() => page.locator("#events li[data-kind=event]").count()).toBe(0);
    const payload = {
      session_id: "web-live-1",
      transcript_path: join(d.home, "t.jsonl"),
      cwd: d.repo,
      hook_event_name: "UserPromptSubmit",
      prompt: "make the exporter resumable",
    };
    const r = runHook("UserPromptSubmit", payload, hookEnv(d.home));
    expect(r.status).toBe(0);
    await page.locator("#events li", { hasText: "make the exporter resumable" }).waitFor({ timeout: 10_000 });
    const env = hookEnv(d.home);
    const base = { session_id: "web-live-1", transcript_path: payload.transcript_path, cwd: d.repo };
    runHook(
      "PostToolUse",
      {
        ...base,
        hook_event_name: "PostToolUse",
        tool_name: "Bash",
        tool_input: { command: "npm test" },
        tool_use_id: "tu-1",
        tool_response: { stdout: "ok", stderr: "", interrupted: false },
      },
      env,
    );
    const stop = {
      ...base,
      hook_event_name: "Stop",
      stop_hook_active: false,
      last_assistant_message: "Resumable now.",
    };
    expect(runHook("Stop", stop, env).status).toBe(0);
    const card = page.locator(".session[data-session='web-live-1']");
    await card.waitFor({ timeout: 10_000 });
    await expect(card.textContent()).resolves.toContain("npm test");
    await shot("sessions");
  });

  it("charts render with data: memories by type, sessions per day, stale vs fresh, tokens injected", async () => {
    const start = {
      session_id: "web-live-2",
      transcript_path: join(d.home, "t2.jsonl"),
      cwd: d.repo,
      hook_event_name: "SessionStart",
      source: "startup",
    };
    expect(runHook("SessionStart", start, hookEnv(d.home)).status).toBe(0);
    await page.goto(`${d.server.origin}/charts`);
    // evaluated in the page (a string: the test's TypeScript has no DOM types)
    const sums = (await page.evaluate(`(() => {
      const out = {};
      for (const canvas of document.querySelectorAll("canvas[data-chart]"))
        out[canvas.id] = Chart.getChart(canvas).data.datasets.flatMap((ds) => ds.data).reduce((a, b) => a + b, 0);
      return out;
    })()`)) as Record<string, number>;
    const live = await d.store.countMemories({ project: d.project.id });
    expect(sums["chart-types"]).toBe(live);
    const sessions = await d.store.listSessions({ project: d.project.id });
    expect(sessions.length).toBeGreaterThan(0);
    expect(sums["chart-sessions"]).toBe(sessions.length);
    expect(sums["chart-stale"]).toBe(live);
    expect(sums["chart-tokens"]).toBeGreaterThan(0);
    await shot("charts");
  });

  it("shows notes with covers and freshness, the task board with the next task, observations by scope", async () => {
    writeNote(d.repo, "exporter", { summary: "How the exporter streams", covers: ["src/export.ts"] });
    const cli = cliHarness(d.home, d.repo);
    expect((await cli.run("tasks", "add", "Ship the streaming exporter")).code).toBe(0);
    const observation = "## Local\nDate: 2026-02-11\n- [P1] (10:00) exporter must stream rows\n";
    expect((await cli.run("observe", "add", "--text", observation)).code).toBe(0);
    await cli.close();
    await page.goto(`${d.server.origin}/work`);
    const notes = await page.locator("#notes").textContent();
    expect(notes).toContain("How the exporter streams");
    expect(notes).toContain("src/export.ts");
    expect(notes).toMatch(/fresh|unstamped/);
    const board = await page.locator(".board").first().textContent();
    expect(board).toContain("Next:");
    expect(board).toContain("Ship the streaming exporter");
    expect(board).toContain("TASK_CREATED");
    await expect(page.locator("main").textContent()).resolves.toContain("exporter must stream rows");
    await shot("work");
  });

  it("settings lists every key with its meaning and saves a change", async () => {
    await page.goto(`${d.server.origin}/settings`);
    const r = page.locator("tr[data-key='prompt.budget']");
    await expect(r.textContent()).resolves.toContain("UserPromptSubmit");
    await r.locator("input[name=value]").fill("300");
    await r.locator("button:text-is('Save')").click();
    await expect(page.locator("tr[data-key='prompt.budget'] td").nth(2).textContent()).resolves.toBe(
      "config.json",
    );
    await shot("settings");
  });
});
