/**
 * A dashboard under test: a real SQLite store in a temp CAIRN_HOME, a git repository as the project,
 * and `startWebServer` on 127.0.0.1 (a free port), exactly as `cairn ui` starts it.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { semanticFromConfig } from "../../src/app/embeddings/semantic.js";
import { loadConfig } from "../../src/app/env/config.js";
import { cairnPaths } from "../../src/app/env/paths.js";
import { saveMemory } from "../../src/app/memories/save-memory.js";
import { ensureProject } from "../../src/app/projects/ensure-project.js";
import type { SemanticSearch } from "../../src/app/search/search-memories.js";
import type { Memory, NewMemory } from "../../src/core/memories/memory.js";
import { sqliteDashboardReader } from "../../src/store/sqlite/dashboard-reader.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { sqliteStores } from "../../src/store/sqlite/stores.js";
import { type RunningWebServer, startWebServer } from "../../src/web/server.js";
import { gitRepo } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

export const CHROMIUM = process.env.CAIRN_CHROMIUM ?? "/usr/bin/chromium";
export const chromiumMissing = existsSync(CHROMIUM)
  ? null
  : `skipping browser tests: no chromium at ${CHROMIUM} (apt-get install chromium, or set CAIRN_CHROMIUM)`;

/** Flags for a headless Chromium under test (no sandbox: CI runs as root). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
];

/**
 * Real Chromium on the dashboard's first page: a fresh profile beside the dashboard's home, one page.
 * Close with `browser.close()`.
 */
export async function openDashboardPage(d: Dashboard): Promise<{ browser: BrowserContext; page: Page }> {
  const userData = join(d.home, "..", "chromium-profile");
  mkdirSync(userData, { recursive: true });
  const browser = await chromium.launchPersistentContext(userData, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(d.server.url);
  return { browser, page };
}

export interface Dashboard {
  home: string;
  repo: string;
  store: SqliteStore;
  project: { id: string; name: string; root: string };
  server: RunningWebServer;
  save(m: Partial<NewMemory> & { title: string }): Promise<Memory>;
  close(): Promise<void>;
}

/**
 * `semantic`: the memory search's vectors (default: from the settings, as `cairn ui`, loaded only when
 * the project has vectors).
 */
export async function startDashboard(
  o: { semantic?: (store: SqliteStore) => Promise<SemanticSearch | null> } = {},
): Promise<Dashboard> {
  const tmp = tempDir("cairn-web-");
  const home = join(tmp.path, "home");
  const repo = join(tmp.path, "repo");
  gitRepo(repo);
  const paths = cairnPaths({ CAIRN_HOME: home });
  const store = openSqliteStore({ path: paths.db });
  const p = await ensureProject(store, repo, new Date());
  const project = { id: p.id, name: p.name, root: repo };
  const env = { CAIRN_HOME: home };
  const server = await startWebServer(
    {
      stores: sqliteStores(store),
      store,
      reader: sqliteDashboardReader(store),
      home,
      env,
      config: () => loadConfig(home, env),
      now: () => new Date(),
      defaultProject: p.id,
      semantic: () =>
        o.semantic ? o.semantic(store) : semanticFromConfig(store, loadConfig(home, env), env),
    },
    { host: "127.0.0.1", port: 0, allowRemote: false },
  );
  return {
    home,
    repo,
    store,
    project,
    server,
    save: async (m) =>
      (
        await saveMemory(store, {
          project: p.id,
          type: "decision",
          source: { kind: "cli" },
          ...m,
        })
      ).memory,
    close: async () => {
      await server.close();
      await store.close();
      tmp.cleanup();
    },
  };
}

/** Exchanges the one-time URL token for the session cookie, as a browser does on first visit. */
export async function login(d: Dashboard): Promise<string> {
  const r = await fetch(d.server.url, { redirect: "manual" });
  const cookie = (r.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  if (!cookie.startsWith("cairn_session_")) throw new Error(`no session cookie (status ${r.status})`);
  return cookie;
}
