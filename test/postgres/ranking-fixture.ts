/**
 * A fixed corpus for ranking parity between the SQLite and PostgreSQL stores: hand-written memories of
 * a typical project (titles, bodies, files, tags of different lengths, stems, paths, a superseded and a
 * deleted one) plus FILLERS generated rows that all say "build", so "build" is a common term (more
 * matches than the stores' COMMON_CAP) and the common-term candidate path runs too. Another project
 * holds rows with the same words, which must not move this project's ranking.
 */
import type { MemoryType } from "../../src/core/memories/memory.js";
import type { NewMemoryRow } from "../../src/store/store.js";

export const FILLERS = 1010;

interface Item {
  type: MemoryType;
  title: string;
  body?: string;
  files?: string[];
  tags?: string[];
  pinned?: boolean;
}

const ITEMS: Item[] = [
  {
    type: "decision",
    title: "Retry webhooks with exponential backoff",
    body: "Webhook deliveries retry 5 times, doubling the delay; see src/webhooks/retry.ts",
    files: ["src/webhooks/retry.ts"],
    tags: ["webhooks", "reliability"],
  },
  {
    type: "bug_note",
    title: "Webhook signature check fails behind the proxy",
    body: "The proxy rewrites the body encoding; verify the raw bytes before JSON parsing.",
    files: ["src/webhooks/verify.ts"],
  },
  {
    type: "project_fact",
    title: "Logging setup",
    body: "Webhooks, jobs and HTTP requests are logged at info level through pino.",
  },
  {
    type: "constraint",
    title: "Never call the payments API from tests",
    body: "Use the sandbox keys and the recorded fixtures in test/fixtures/payments.",
    tags: ["payments", "testing"],
  },
  {
    type: "verified_command",
    title: "npm run test:integration -- --runInBand",
    body: "Runs the integration tests serially; the database is shared between them.",
  },
  {
    type: "failed_attempt",
    title: "Running the integration tests in parallel",
    body: "Tests deadlock on the shared database; running them serially works.",
  },
  {
    type: "decision",
    title: "Use pnpm workspaces for the monorepo",
    body: "pnpm's strict node_modules caught two undeclared dependencies.",
    tags: ["tooling"],
  },
  {
    type: "preference",
    title: "Prefer small pull requests",
    body: "Review is faster below 300 changed lines.",
  },
  {
    type: "project_fact",
    title: "Session tokens live in Redis",
    body: "Sessions expire after 30 minutes of inactivity; the key is session:<id>.",
    files: ["src/auth/session-store.ts"],
    tags: ["auth"],
  },
  {
    type: "bug_note",
    title: "Login loop after the session store migration",
    body: "Old cookies pointed at the removed memory store; clearing the session cookie fixed it.",
    files: ["src/auth/session-store.ts", "src/auth/login.ts"],
    tags: ["auth", "sessions"],
  },
  {
    type: "decision",
    title: "Cache invalidation on deploy",
    body: "The CDN cache is purged by the deploy job, not by the application.",
  },
  {
    type: "project_fact",
    title: "Deploy checklist",
    body: "Tag the release, run migrations, deploy, purge the cache, watch the error rate.",
  },
  {
    type: "bug_note",
    title: "Flaky cache test",
    body: "The cache test depends on wall-clock time; freeze the clock.",
    files: ["test/cache.test.ts"],
  },
  {
    type: "todo",
    title: "Remove the legacy export endpoint",
    body: "Nobody has called /v1/export since March.",
  },
  {
    type: "open_question",
    title: "Should exports be streamed?",
    body: "Large exports time out after 30 seconds behind the load balancer.",
  },
  {
    type: "project_fact",
    title: "Database connection pool size is 20",
    body: "Raised from 10 after the connection timeouts under load.",
    tags: ["database"],
  },
  {
    type: "bug_note",
    title: "Connection timeouts under load",
    body: "The pool of 10 connections was exhausted by long report queries.",
    tags: ["database", "performance"],
  },
  {
    type: "decision",
    title: "Reports run on the read replica",
    body: "Long report queries no longer hold primary connections.",
  },
  {
    type: "task_summary",
    title: "Migrated reports to the read replica",
    body: "Report queries now use the replica connection; p95 dropped from 4 s to 900 ms.",
  },
  {
    type: "verified_command",
    title: "make db-migrate",
    body: "Applies pending database migrations to the local database.",
  },
  {
    type: "constraint",
    title: "Migrations must be backwards compatible",
    body: "The old release keeps running during a deploy, so a migration may only add columns.",
  },
  {
    type: "project_fact",
    title: "Feature flags come from LaunchDarkly",
    body: "Flags are read once per request; defaults live in src/flags/defaults.ts.",
    files: ["src/flags/defaults.ts"],
  },
  {
    type: "decision",
    title: "Use gRPC for the sync API",
    body: "Streaming and generated clients; REST stays for the public API.",
  },
  { type: "decision", title: "Use REST for the sync API", body: "Simplest option for the first version." },
  {
    type: "bug_note",
    title: "The build needs ZSTD headers",
    body: "apt install libzstd-dev before npm ci, or the native module fails to build.",
  },
  {
    type: "project_fact",
    title: "CI caches node_modules by lockfile hash",
    body: "A changed lockfile means a cold install of about four minutes.",
  },
  {
    type: "preference",
    title: "Run the linter before committing",
    body: "biome check --write fixes formatting; the CI rejects unformatted code.",
    tags: ["tooling", "ci"],
  },
  {
    type: "failed_attempt",
    title: "Upgrading the ORM to version 5",
    body: "Version 5 drops support for composite keys we rely on; stayed on 4.",
  },
  {
    type: "project_fact",
    title: "Emails are sent through a queue",
    body: "The mailer job drains the queue every 10 seconds; failed sends retry 3 times.",
  },
  {
    type: "bug_note",
    title: "Duplicate emails after a retry",
    body: "The mailer retried before the provider acknowledged; deliveries are now idempotent by message id.",
  },
];

export const PROJECT = "rank";
export const OTHER = "rank-other";
export const T0 = Date.parse("2026-01-01T00:00:00.000Z");
const iso = (ms: number) => new Date(ms).toISOString();

function row(id: string, project: string, it: Item): NewMemoryRow {
  return {
    id,
    project,
    type: it.type,
    title: it.title,
    body: it.body ?? "",
    scope: "project",
    confidence: 0.8,
    severity: it.type === "constraint" ? "high" : null,
    tags: it.tags ?? [],
    files: it.files ?? [],
    gitCommit: null,
    pinned: it.pinned ?? false,
    source: { kind: "cli", event: null, sessionId: null, toolUseId: null },
    dedupeKey: null,
  };
}

/** The corpus in insertion order, each with the time it is written at (one minute apart). */
export function fixtureRows(): { row: NewMemoryRow; at: string }[] {
  const out: { row: NewMemoryRow; at: string }[] = [];
  let t = T0;
  const tick = (ms: number) => {
    t += ms;
    return iso(t);
  };
  const words = ["cache", "deploy", "webhook", "session", "report", "export", "lint", "queue"];
  for (let i = 0; i < FILLERS; i++) {
    const w = words[i % words.length] as string;
    out.push({
      row: row(`m_fill${String(i).padStart(8, "0")}`, PROJECT, {
        type: "task_summary",
        title: `build ${i}: ${w} step`,
        body: i % 3 === 0 ? `the build ran the ${w} step` : "build output",
      }),
      at: tick(1000),
    });
  }
  ITEMS.forEach((it, i) => {
    out.push({ row: row(`m_item${String(i).padStart(8, "0")}`, PROJECT, it), at: tick(60_000) });
  });
  ITEMS.slice(0, 12).forEach((it, i) => {
    out.push({ row: row(`m_othr${String(i).padStart(8, "0")}`, OTHER, it), at: tick(60_000) });
  });
  return out;
}

/** Superseded: "Use REST for the sync API" by the gRPC decision; deleted: the legacy export todo. */
export const SUPERSEDED = { id: "m_item00000023", by: "m_item00000022" };
export const DELETED = "m_item00000013";

/** Queries as the app layer receives them (free text), and as store terms. */
export const QUERIES: string[] = [
  "webhooks",
  "webhook retry",
  "session store",
  "login session cookie",
  "cache deploy",
  "database connection timeouts",
  "report queries replica",
  "integration tests running",
  "build zstd",
  "build",
  "build cache",
  "sync api",
  "exports",
  "emails retry",
  "src/auth/session-store.ts",
  "migrations",
  "tooling",
  "payments sandbox",
];
