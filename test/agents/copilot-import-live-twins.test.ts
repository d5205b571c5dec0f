// `cairn import` of a Copilot events.jsonl after live capture stored some of its calls without a
// `toolCallId` (a hook that read events.jsonl too late to find it): each such call stands for one imported
// call alike, so nothing is stored twice, and a call made twice is still stored twice.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importCopilotEvents } from "../../src/app/capture/import-copilot-events.js";
import { emptySummary } from "../../src/app/capture/import-summary.js";
import { recordActivity } from "../../src/app/capture/record-activity.js";
import { ensureProject } from "../../src/app/projects/ensure-project.js";
import { copilotSession, parseCopilotEventLine } from "../../src/core/agents/copilot-session.js";
import type { ActivityEvent } from "../../src/core/capture/events.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { gitRepo } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

const EVENTS = join(import.meta.dirname, "..", "fixtures", "agents", "copilot", "1.0.102", "events.jsonl");
const SESSION = "96d1563a-595d-482a-b16d-6b6a5cfaf4f1";

let dir: ReturnType<typeof tempDir>;
let file: string;
let events: ActivityEvent[];
let cwd: string;

beforeEach(() => {
  dir = tempDir("cairn-copilot-twins-");
  const repo = join(dir.path, "proj");
  mkdirSync(repo);
  gitRepo(repo);
  const folder = join(dir.path, ".copilot", "session-state", SESSION);
  mkdirSync(folder, { recursive: true });
  file = join(folder, "events.jsonl");
  const text = readFileSync(EVENTS, "utf8").replaceAll("/home/dev", dir.path);
  writeFileSync(file, text);
  const records = text
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => parseCopilotEventLine(l))
    .filter((r) => r !== null);
  const s = copilotSession(records);
  events = s?.events ?? [];
  cwd = s?.cwd ?? repo;
});
afterEach(() => dir.cleanup());

/** Records `live` as Copilot's hooks would have, then imports the file; returns the events import added. */
async function importAfterLive(live: ActivityEvent[]): Promise<number> {
  const store = openSqliteStore({ path: join(dir.path, "cairn.db") });
  try {
    const now = new Date();
    const project = await ensureProject(store, cwd, now);
    await recordActivity(store, {
      project,
      sessionId: SESSION,
      agent: "copilot",
      events: live,
      origin: "hook",
      trigger: "PostToolUse",
      cwd,
      now,
    });
    const summary = await importCopilotEvents(store, { root: file, now }, emptySummary());
    return summary.events;
  } finally {
    store.close();
  }
}

describe("Copilot import after live capture", () => {
  it("adds nothing when live capture stored every call, some without their id", async () => {
    expect(events.filter((e) => e.kind === "tool").length).toBeGreaterThan(3);
    const live = events.map((e, i) => (e.kind === "tool" && i % 2 === 1 ? { ...e, toolUseId: null } : e));
    expect(await importAfterLive(live)).toBe(0);
  });

  it("still adds a repeated call that live capture stored only once", async () => {
    const edits = events.filter((e) => e.tool === "Edit");
    expect(edits).toHaveLength(2);
    const live = events
      .filter((e) => e !== edits[1])
      .map((e) => (e === edits[0] ? { ...e, toolUseId: null } : e));
    expect(await importAfterLive(live)).toBe(1);
  });
});
