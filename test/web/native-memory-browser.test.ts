/**
 * Claude Code auto memory in the dashboard, in real Chromium (playwright-core) against `startWebServer` on
 * a real SQLite store: a native memory is listed beside Cairn's with its source; editing it rewrites the
 * file in Claude's memory folder (frontmatter kept) with a backup under Cairn's home; pinning moves its
 * MEMORY.md line to the top; deleting removes the file and its line; restoring writes it back.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncAutoMemory } from "../../src/app/native-memory/sync-auto-memory.js";
import type { Memory } from "../../src/core/memories/memory.js";
import { parseAutoMemory } from "../../src/core/native-memory/auto-memory-file.js";
import { chromiumMissing, type Dashboard, openDashboardPage, startDashboard } from "./fixture.js";

if (chromiumMissing) console.warn(chromiumMissing);

const FILE = `---
name: deploy-day
description: Deploys go out on Tuesdays
metadata:
  node_type: memory
  type: project
  originSessionId: 5f0c7a52-1111-4c3e-9d6e-0123456789ab
---

Deploys go out on Tuesdays.
**Why:** the on-call rotation changes on Monday.
`;

describe.skipIf(chromiumMissing !== null)("cairn ui: Claude Code auto memory, in chromium", () => {
  let d: Dashboard;
  let browser: BrowserContext;
  let page: Page;
  let memDir: string;
  let native: Memory;

  beforeAll(async () => {
    d = await startDashboard();
    memDir = join(d.home, "..", "claude-memory");
    mkdirSync(memDir, { recursive: true });
    writeFileSync(join(memDir, "deploy-day.md"), FILE);
    writeFileSync(
      join(memDir, "MEMORY.md"),
      "- [Other](other.md) — x\n- [Deploy day](deploy-day.md) — Tuesdays\n",
    );
    await d.save({ title: "Use REST for the sync API" });
    await syncAutoMemory(d.store, {
      project: { id: d.project.id, root: d.repo },
      cwd: d.repo,
      home: d.home,
      env: {},
      now: new Date(),
      folders: [memDir],
    });
    native = (await d.store.listMemories({ project: d.project.id, limit: 10 })).find((m) =>
      m.title.startsWith("Deploys"),
    ) as Memory;
    expect(native).toBeDefined();
    ({ browser, page } = await openDashboardPage(d));
  });
  afterAll(async () => {
    await browser?.close();
    await d?.close();
  });

  const backups = () =>
    readdirSync(join(d.home, "native-memory", "backups"), { recursive: true }).map(String);

  it("lists the native memory beside Cairn's, with its source and file", async () => {
    await page.goto(`${d.server.origin}/memories`);
    const row = page.locator("tr", { hasText: "Deploys go out on Tuesdays" });
    await expect(row.textContent()).resolves.toContain("claude-code auto memory");
    await expect(page.locator("tr", { hasText: "Use REST for the sync API" }).count()).resolves.toBe(1);
    await page.goto(`${d.server.origin}/memories/${native.id}`);
    await expect(page.locator("#native-file").textContent()).resolves.toBe(join(memDir, "deploy-day.md"));
  });

  it("an edit rewrites the file, keeps its frontmatter, and backs the old one up under Cairn's home", async () => {
    await page.goto(`${d.server.origin}/memories/${native.id}`);
    await page.fill("#edit input[name=title]", "Deploys go out on Thursdays");
    await page.fill("#edit textarea[name=body]", "Deploys moved to Thursdays.");
    await page.click("#edit button:text-is('Save')");
    await expect(page.locator(".notice").textContent()).resolves.toContain("Claude Code file");
    const text = readFileSync(join(memDir, "deploy-day.md"), "utf8");
    const parsed = parseAutoMemory(text, "deploy-day.md");
    expect(parsed).toMatchObject({
      ok: true,
      memory: {
        description: "Deploys go out on Thursdays",
        body: "Deploys moved to Thursdays.",
        type: "project",
        originSessionId: "5f0c7a52-1111-4c3e-9d6e-0123456789ab",
      },
    });
    expect(text).toContain("node_type: memory");
    const copies = backups().filter((b) => b.includes("deploy-day.md."));
    expect(copies).toHaveLength(1);
    expect(readdirSync(memDir).sort()).toEqual(["MEMORY.md", "deploy-day.md"]);
    const copy = join(d.home, "native-memory", "backups", copies[0] as string);
    expect(readFileSync(copy, "utf8")).toBe(FILE);
  });

  it("pin moves its MEMORY.md line to the top; delete removes file and line; restore brings the file back", async () => {
    await page.goto(`${d.server.origin}/memories/${native.id}`);
    await page.click("button:text-is('Pin')");
    expect(readFileSync(join(memDir, "MEMORY.md"), "utf8").split("\n")[0]).toContain("(deploy-day.md)");
    await page.click("button:text-is('Delete')");
    await expect.poll(() => existsSync(join(memDir, "deploy-day.md"))).toBe(false);
    expect(readFileSync(join(memDir, "MEMORY.md"), "utf8")).not.toContain("deploy-day.md");
    expect((await d.store.getMemory(native.id))?.deletedAt).not.toBeNull();
    await page.click("button:text-is('Restore')");
    await expect.poll(() => existsSync(join(memDir, "deploy-day.md"))).toBe(true);
    expect(readFileSync(join(memDir, "deploy-day.md"), "utf8")).toContain("Deploys moved to Thursdays.");
    expect((await d.store.getMemory(native.id))?.deletedAt).toBeNull();
  });
});
