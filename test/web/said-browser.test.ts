/**
 * The dashboard's search shows what was said in sessions (conversation excerpts) in real Chromium
 * (playwright-core) against `startWebServer` on a real SQLite store: a section of its own, apart from
 * the memories, labelled as said and not verified, with who said it, the date and the session; markup
 * in an excerpt is shown as text and never runs; a memory-only filter or another project lists none;
 * and reading the page writes nothing to the store.
 */
import { existsSync, readFileSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cairnPaths } from "../../src/app/env/paths.js";
import { chromiumMissing, type Dashboard, openDashboardPage, startDashboard } from "./fixture.js";

if (chromiumMissing) console.warn(chromiumMissing);

const T0 = "2026-03-04T09:15:00.000Z";
const SESSION = "5e551011-aaaa-4bbb-8ccc-000000000001";
const PAYLOAD = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`;

describe.skipIf(chromiumMissing !== null)("cairn ui: search shows what was said, in chromium", () => {
  let d: Dashboard;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    d = await startDashboard();
    await d.save({ title: "Uploads retry with exponential backoff", body: "reset after a success" });
    await d.store.upsertProject({ id: "other", identity: "/o/.git", root: "/o", name: "other" }, T0);
    await d.store.insertExcerpts([
      {
        project: d.project.id,
        sessionId: SESSION,
        turn: 1,
        role: "user",
        ts: T0,
        text: "why does the upload retry forever?",
      },
      {
        project: d.project.id,
        sessionId: SESSION,
        turn: 1,
        role: "assistant",
        ts: T0,
        text: `The upload backoff never resets. Rendered: ${PAYLOAD}`,
      },
      {
        project: "other",
        sessionId: "s-other",
        turn: 1,
        role: "user",
        ts: T0,
        text: "upload from the other project",
      },
    ]);
    ({ browser, page } = await openDashboardPage(d));
  });
  afterAll(async () => {
    await browser?.close();
    await d?.close();
  });

  it("lists excerpts apart from the memories, labelled as said and not verified, markup as text", async () => {
    const db = cairnPaths({ CAIRN_HOME: d.home }).db;
    const files = () => [db, `${db}-wal`].map((f) => (existsSync(f) ? readFileSync(f).toString("hex") : ""));
    const before = files();
    await page.goto(`${d.server.origin}/memories?q=upload`);
    await expect(page.locator("#memories tbody tr").count()).resolves.toBe(1);
    const section = page.locator("#said");
    await expect(section.locator("h2").textContent()).resolves.toMatch(/Said in conversation.*not verified/);
    const items = section.locator("li");
    await expect(items.count()).resolves.toBe(2); // this project's only
    const texts = await items.allTextContents();
    expect(texts.join("\n")).toContain("you said");
    expect(texts.join("\n")).toContain("Claude said");
    expect(texts.join("\n")).toContain("2026-03-04 09:15 UTC");
    expect(texts.join("\n")).not.toContain("other project");
    const claude = items.filter({ hasText: "Claude said" });
    // the markup is the excerpt's text, shown as typed; nothing in it became an element or ran
    await expect(claude.locator("blockquote").textContent()).resolves.toContain(PAYLOAD);
    await expect(section.locator("img, script").count()).resolves.toBe(0);
    expect(await page.evaluate("typeof window.__pwned")).toBe("undefined");
    // the session link lists that session's memories
    const link = claude.locator("a", { hasText: SESSION.slice(0, 8) });
    await expect(link.getAttribute("href")).resolves.toContain(`session=${SESSION}`);
    // the memories section stays what it was: the excerpt is not counted as a memory
    await expect(page.locator("#total").textContent()).resolves.toMatch(/^1 found/);
    expect(files()).toEqual(before); // reading never writes
  });

  it("every project's search names the project; a memory-only filter lists no excerpt", async () => {
    await page.goto(`${d.server.origin}/memories?project=&q=upload`);
    await expect(page.locator("#said li").count()).resolves.toBe(3);
    await expect(page.locator("#said").textContent()).resolves.toContain("other");
    await page.goto(`${d.server.origin}/memories?q=upload&type=decision`);
    await expect(page.locator("#said").count()).resolves.toBe(0);
    await page.goto(`${d.server.origin}/memories?q=kubernetes`);
    await expect(page.locator("#said").count()).resolves.toBe(0);
  });
});
