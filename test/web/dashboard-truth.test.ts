/**
 * The dashboard as a user meets it: the real `cairn ui` process (cli.mjs → web.mjs) in its own process
 * group, driven by Chromium (playwright-core). Visiting every page (each nav page per project, the
 * filters, every memory and its confirmation page, and every link found on the way) leaves the
 * repositories byte-identical (every file hashed, `.git/` included). Every action says what it did; a
 * purged memory's page is a "not found" page with a way back; "← memories" keeps the list's filters,
 * all projects included; the live feed moves on a hook's tool call (before any Stop) and on `cairn
 * save`; charts of imported history are drawn over its own window, and an empty project says "no
 * data"; Ctrl-C with the Sessions tab open stops cleanly, no stack trace.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveProject } from "../../src/app/env/project.js";
import { CLI, gitRepo, runHook } from "../support/hook-runner.js";
import { buildReadFixture, type ReadFixture } from "../support/read-fixture.js";
import { tempDir } from "../support/temp.js";
import { snapshotTree, treeChanges } from "../support/tree-snapshot.js";
import { CHROMIUM, chromiumMissing } from "./fixture.js";

if (chromiumMissing) console.warn(chromiumMissing);

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
];
const HISTORY_SESSION = "dddddddd-0000-4000-8000-00000000000d";

interface Ui {
  child: ChildProcess;
  url: string;
  origin: string;
  out: () => string;
  err: () => string;
  exited: Promise<number | null>;
}

async function startUi(cwd: string, env: NodeJS.ProcessEnv): Promise<Ui> {
  // its own process group, so a SIGINT to the group is what a terminal's Ctrl-C sends
  const child = spawn(process.execPath, [CLI, "ui", "--no-open"], { cwd, env, detached: true });
  let out = "";
  let err = "";
  child.stderr?.on("data", (d) => {
    err += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (d) => {
      out += String(d);
      const m = /http:\/\/\S+/.exec(out);
      if (m) resolve(m[0]);
    });
    void exited.then(() => reject(new Error(`cairn ui exited: ${out}${err}`)));
  });
  return { child, url, origin: new URL(url).origin, out: () => out, err: () => err, exited };
}

/** A transcript of one session in `cwd`, dated in March 2025 (months before any 90-day window of now). */
function oldTranscript(dir: string, cwd: string): string {
  const env = { sessionId: HISTORY_SESSION, cwd, version: "2.1.39", gitBranch: "main" };
  const lines = [
    {
      type: "user",
      uuid: "u1",
      timestamp: "2025-03-03T10:00:00.000Z",
      message: { role: "user", content: "add the healthcheck endpoint" },
    },
    {
      type: "assistant",
      uuid: "a1",
      timestamp: "2025-03-03T10:00:01.000Z",
      message: {
        id: "msg_1",
        role: "assistant",
        content: [{ type: "tool_use", id: "toolu_h1", name: "Bash", input: { command: "npm test" } }],
        usage: { input_tokens: 1, output_tokens: 1 },
      },
    },
    {
      type: "user",
      uuid: "u2",
      timestamp: "2025-03-03T10:00:05.000Z",
      message: { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_h1", content: "ok" }] },
      toolUseResult: { stdout: "ok", stderr: "", interrupted: false },
    },
  ];
  const file = join(dir, "transcripts", "-history", `${HISTORY_SESSION}.jsonl`);
  mkdirSync(join(dir, "transcripts", "-history"), { recursive: true });
  writeFileSync(file, lines.map((l) => `${JSON.stringify({ ...env, ...l })}\n`).join(""));
  return file;
}

describe.skipIf(chromiumMissing !== null)(
  "the dashboard tells the truth (cairn ui process, Chromium)",
  () => {
    let tmp: ReturnType<typeof tempDir>;
    let f: ReadFixture;
    let other: string;
    let history: string;
    let ui: Ui;
    let browser: BrowserContext;
    let page: Page;
    const ids: Record<string, string> = {};
    const cairnIn = (cwd: string, args: string[]) =>
      execFileSync(process.execPath, [CLI, ...args], { cwd, env: f.env, encoding: "utf8" });
    const projectId = (cwd: string) => resolveProject(cwd).id;

    beforeAll(async () => {
      tmp = tempDir("cairn-ui-truth-");
      f = buildReadFixture(tmp.path);
      other = join(tmp.path, "other");
      gitRepo(other);
      cairnIn(other, ["save", "--type", "decision", "Other project picks Postgres"]);
      history = join(tmp.path, "history");
      gitRepo(history);
      cairnIn(history, ["import", oldTranscript(tmp.path, history)]);
      const empty = join(tmp.path, "empty");
      gitRepo(empty);
      const gone = JSON.parse(cairnIn(empty, ["save", "--type", "todo", "Soon gone", "--json"])) as {
        id: string;
      };
      cairnIn(empty, ["forget", gone.id, "--hard"]);
      for (const [name, cwd] of [
        ["repo", f.repo],
        ["other", other],
        ["history", history],
        ["empty", empty],
      ] as const)
        ids[name] = projectId(cwd);
      ui = await startUi(f.repo, f.env);
      const userData = join(tmp.path, "chromium-profile");
      mkdirSync(userData);
      browser = await chromium.launchPersistentContext(userData, { executablePath: CHROMIUM, args: ARGS });
      page = browser.pages()[0] ?? (await browser.newPage());
      page.on("dialog", (dialog) => void dialog.accept());
      await page.goto(ui.url);
    }, 240_000);
    afterAll(async () => {
      await browser?.close();
      if (ui && ui.child.exitCode === null) process.kill(-(ui.child.pid as number), "SIGKILL");
      tmp?.cleanup();
    });

    it("visiting every page leaves the repositories byte-identical", async () => {
      const before = { repo: snapshotTree(f.repo), history: snapshotTree(history) };
      const memories = (cwd: string) =>
        (JSON.parse(cairnIn(cwd, ["list", "--json", "--limit", "200"])) as { id: string }[]).map((m) => m.id);
      const start = ["/"];
      for (const p of Object.values(ids))
        for (const nav of ["/memories", "/pack", "/sessions", "/work", "/charts"])
          start.push(`${nav}?project=${p}`);
      start.push(
        "/settings",
        "/memories?project=",
        "/memories?q=exporter",
        "/memories?stale=1",
        "/memories?status=all",
      );
      start.push("/sessions/feed", "/memories/m_000000000000");
      for (const id of [...memories(f.repo), ...memories(history)])
        start.push(`/memories/${id}`, `/memories/${id}/purge`);
      const seen = new Set<string>();
      const queue = [...start];
      while (queue.length > 0 && seen.size < 90) {
        const path = queue.shift() as string;
        if (seen.has(path)) continue;
        seen.add(path);
        const r = await page.goto(`${ui.origin}${path}`, { waitUntil: "load" });
        expect(r?.status(), path).toBeLessThan(500);
        const links = await page
          .locator("a[href^='/']")
          .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
        for (const href of links)
          if (href && !href.startsWith("/assets/") && !seen.has(href)) queue.push(href);
      }
      expect(seen.size).toBeGreaterThan(40);
      expect(treeChanges(before.repo, snapshotTree(f.repo))).toEqual([]);
      expect(treeChanges(before.history, snapshotTree(history))).toEqual([]);
    }, 300_000);

    it("says what each action did, once", async () => {
      await page.goto(`${ui.origin}/memories?project=${ids.repo}&q=exporter`);
      await page.locator("#memories tbody td.title a", { hasText: "Exporter streams rows" }).click();
      await page.click("button:text-is('Pin')");
      await expect(page.locator("#notice").textContent()).resolves.toMatch(/^Pinned “Exporter streams rows”/);
      await expect(page.locator("#notice").getAttribute("role")).resolves.toBe("status");
      await page.reload();
      expect(await page.locator("#notice").count()).toBe(0); // said once
      await page.click("button:text-is('Delete')");
      await expect(page.locator("#notice").textContent()).resolves.toMatch(
        /^Deleted “Exporter streams rows”: .*Restore/,
      );
      await page.click("button:text-is('Restore')");
      await expect(page.locator("#notice").textContent()).resolves.toBe("Restored “Exporter streams rows”.");
      await page.fill("#edit input[name=title]", "Exporter streams rows in batches");
      await page.click("#edit button[type=submit]");
      await expect(page.locator("#notice").textContent()).resolves.toBe(
        "Saved “Exporter streams rows in batches”.",
      );

      await page.goto(`${ui.origin}/memories?project=${ids.repo}`);
      const boxes = page.locator("#memories tbody input[name=ids]");
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.click("#bulk button[value=pin]");
      await expect(page.locator("#notice").textContent()).resolves.toBe("Pinned 2 memories.");
      await page.click("#bulk button[value=unpin]");
      await expect(page.locator("#notice").textContent()).resolves.toBe(
        "Nothing selected: tick the memories first.",
      );

      await page.goto(`${ui.origin}/settings`);
      const row = page.locator("tr[data-key='prompt.budget']");
      await row.locator("input[name=value]").fill("300");
      await row.locator("button:text-is('Save')").click();
      await expect(page.locator("#notice").textContent()).resolves.toBe("Saved prompt.budget = 300.");
      await page.goto(`${ui.origin}/pack?project=${ids.repo}`);
      await page.fill("input[name=budget]", "900");
      await page.click("form[action^='/pack/budget'] button");
      await expect(page.locator("#notice").textContent()).resolves.toMatch(/^Budget set to 900 tokens/);
    }, 120_000);

    it("“← memories” keeps the filters, all projects included; a purged memory's page is a not-found page", async () => {
      await page.goto(`${ui.origin}/memories?project=&type=decision`);
      const total = await page.locator("#total").textContent();
      const titles = await page.locator("#memories tbody td.title a").allTextContents();
      expect(titles).toEqual(expect.arrayContaining(["Other project picks Postgres"]));
      expect(titles.length).toBeGreaterThan(1); // decisions of several projects
      await page.locator("#memories tbody td.title a", { hasText: "Other project picks Postgres" }).click();
      await page.click("a:text('← memories')");
      const back = new URL(page.url());
      expect(back.searchParams.get("project")).toBe("");
      expect(back.searchParams.get("type")).toBe("decision");
      await expect(page.locator("#total").textContent()).resolves.toBe(total);
      await expect(page.locator("form.filters select[name=project]").inputValue()).resolves.toBe("");

      // purge it, then come back to its page (an old tab, the browser's history)
      await page.locator("#memories tbody td.title a", { hasText: "Other project picks Postgres" }).click();
      const detail = page.url();
      await page.click("a:text('Delete for good')");
      await page.click("button.danger");
      await expect(page.locator("#notice").textContent()).resolves.toBe(
        "Deleted “Other project picks Postgres” for good.",
      );
      expect(new URL(page.url()).searchParams.get("project")).toBe("");
      const gone = await page.goto(detail);
      expect(gone?.status()).toBe(404);
      await expect(page.locator("h1").textContent()).resolves.toBe("Memory not found");
      await expect(page.locator("#not-found").textContent()).resolves.toMatch(/deleted for good/);
      await page.click("a:text('← memories')");
      expect(new URL(page.url()).searchParams.get("type")).toBe("decision");
      expect(new URL(page.url()).searchParams.get("project")).toBe("");
    }, 120_000);

    it("the live feed moves on a hook's tool call (no Stop yet) and on `cairn save`", async () => {
      await page.goto(`${ui.origin}/sessions?project=${ids.repo}`);
      await page.locator("#events").waitFor();
      const r = runHook(
        "PostToolUse",
        {
          session_id: "eeeeeeee-0000-4000-8000-00000000000e",
          transcript_path: join(tmp.path, "e.jsonl"),
          cwd: f.repo,
          hook_event_name: "PostToolUse",
          tool_name: "Bash",
          tool_input: { command: "npm run typecheck" },
          tool_use_id: "toolu_live_1",
          tool_response: { stdout: "", stderr: "", interrupted: false },
        },
        f.env,
      );
      expect(r.status).toBe(0);
      await page.locator("#events li", { hasText: "npm run typecheck" }).waitFor({ timeout: 10_000 });
      cairnIn(f.repo, ["save", "--type", "decision", "Feed shows CLI saves"]);
      const saved = page.locator("#events li[data-kind=memory]", { hasText: "Feed shows CLI saves" });
      await saved.waitFor({ timeout: 10_000 });
      await expect(saved.textContent()).resolves.toMatch(/saved decision\s+Feed shows CLI saves\s+cli/);
    }, 60_000);

    it("charts cover imported history, and say so when there is nothing to draw", async () => {
      await page.goto(`${ui.origin}/charts?project=${ids.history}`);
      await expect(page.locator("#chart-window").textContent()).resolves.toContain("to 2025-03-03");
      const sums = (await page.evaluate(`(() => {
      const out = {};
      for (const canvas of document.querySelectorAll("canvas[data-chart]"))
        out[canvas.id] = Chart.getChart(canvas).data.datasets.flatMap((ds) => ds.data).reduce((a, b) => a + b, 0);
      return out;
    })()`)) as Record<string, number>;
      expect(sums["chart-types"]).toBeGreaterThan(0);
      expect(sums["chart-sessions"]).toBe(1);
      await page.goto(`${ui.origin}/charts?project=${ids.empty}`);
      expect(await page.locator("canvas[data-chart]").count()).toBe(0);
      const empty = await page.locator(".no-data").allTextContents();
      expect(empty).toHaveLength(4);
      expect(empty[0]).toMatch(/^No memories created from \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d\.$/);
    }, 60_000);

    it("Ctrl-C with the Sessions tab open stops cleanly: exit 0, no stack trace", async () => {
      await page.goto(`${ui.origin}/sessions?project=${ids.repo}`);
      await page.waitForTimeout(2500); // the EventSource is connected and polling
      process.kill(-(ui.child.pid as number), "SIGINT");
      expect(await ui.exited).toBe(0);
      expect(ui.err()).toBe("");
      expect(ui.out()).toContain("Cairn dashboard stopped.");
    }, 60_000);
  },
);
