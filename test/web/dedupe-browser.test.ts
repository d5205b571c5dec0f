import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveMemory } from "../../src/app/memories/save-memory.js";
import { chromiumMissing, type Dashboard, openDashboardPage, startDashboard } from "./fixture.js";

if (chromiumMissing) console.warn(chromiumMissing);

describe.skipIf(chromiumMissing !== null)("cairn ui: sightings and supersedes, in chromium", () => {
  let d: Dashboard;
  let browser: BrowserContext;
  let page: Page;
  let old: string;
  let next: string;

  beforeAll(async () => {
    d = await startDashboard();
    old = (await d.save({ title: "Use REST for the sync API" })).id;
    const again = await saveMemory(d.store, {
      project: d.project.id,
      type: "decision",
      title: "We use REST for the sync API.",
      source: { kind: "mcp", event: "save_decision", sessionId: "sess-9" },
    });
    expect(again.memory.id).toBe(old);
    next = (await d.save({ title: "Use gRPC for the sync API" })).id;
    ({ browser, page } = await openDashboardPage(d));
  });
  afterAll(async () => {
    await browser?.close();
    await d?.close();
  });

  it("shows every sighting of a merged memory", async () => {
    await page.goto(`${d.server.origin}/memories/${old}`);
    const rows = page.locator("#sightings tbody tr");
    await expect.poll(() => rows.count()).toBe(2);
    await expect(rows.nth(1).textContent()).resolves.toContain("We use REST for the sync API.");
    await expect(rows.nth(1).textContent()).resolves.toContain("mcp · save_decision");
    await expect(page.locator("h2", { hasText: "Sightings" }).textContent()).resolves.toContain(
      "duplicates merged into this memory",
    );
  });

  it("marks a memory superseded, shows the chain, filters by status, and makes it current again", async () => {
    await page.goto(`${d.server.origin}/memories/${old}`);
    await page.fill("#chain input[name=by]", "m_000000000000");
    await page.click("#chain button:text-is('Mark superseded')");
    await expect(page.locator(".notice").textContent()).resolves.toContain(
      "no memory with id m_000000000000",
    );
    expect((await d.store.getMemory(old))?.supersededBy).toBeNull();

    await page.fill("#chain input[name=by]", next);
    await page.click("#chain button:text-is('Mark superseded')");
    await expect.poll(() => page.locator("h1 .badge.superseded").count()).toBe(1);
    await expect(page.locator("#chain").textContent()).resolves.toContain("replaced by hand (dashboard)");
    expect(await d.store.getMemory(old)).toMatchObject({ supersededBy: next });

    await page.goto(`${d.server.origin}/memories`);
    const titles = await page.locator("#memories tbody td.title a").allTextContents();
    expect(titles).toEqual(["Use gRPC for the sync API"]);
    await page.goto(`${d.server.origin}/memories?status=superseded`);
    await expect(page.locator("#memories tbody").textContent()).resolves.toContain(
      "Use REST for the sync API",
    );
    await page.goto(`${d.server.origin}/memories/${next}`);
    await expect(page.locator("#chain").textContent()).resolves.toContain("Use REST for the sync API");

    await page.goto(`${d.server.origin}/memories/${old}`);
    await page.click("#chain button:text-is('Make current again')");
    await expect.poll(() => page.locator("h1 .badge.superseded").count()).toBe(0);
    expect((await d.store.getMemory(old))?.supersededBy).toBeNull();
  });
});
