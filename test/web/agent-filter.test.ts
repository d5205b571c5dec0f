// The dashboard's sessions and memories lists name the agent that captured each entry and filter by it
// (the real web server over a real SQLite store; the HTML as a browser receives it). A record written
// before the agent was recorded counts as Claude Code's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionRecord } from "../../src/core/capture/session.js";
import { type Dashboard, login, startDashboard } from "./fixture.js";

let d: Dashboard;
let cookie: string;

const get = async (path: string): Promise<string> => {
  const r = await fetch(`${d.server.origin}${path}`, { headers: { cookie } });
  expect(r.status).toBe(200);
  return r.text();
};

function session(id: string, agent: SessionRecord["agent"]): SessionRecord {
  const now = new Date().toISOString();
  return {
    id,
    project: d.project.id,
    origin: "hook",
    ...(agent ? { agent } : {}),
    startedAt: now,
    updatedAt: now,
    endedAt: null,
    intents: [],
    filesChanged: [],
    commands: [],
    errors: [],
    lastAssistantMessage: null,
    nextSteps: [],
    summary: `summary of ${id}`,
    gitBranch: null,
    cwd: d.repo,
  };
}

beforeAll(async () => {
  d = await startDashboard();
  cookie = await login(d);
  await d.save({
    title: "Copilot found the exporter streams rows",
    source: { kind: "hook", agent: "copilot" },
  });
  await d.save({ title: "Claude decided on cursor pagination", source: { kind: "hook" } });
  await d.store.upsertSession(session("sess-copilot-1", "copilot"));
  await d.store.upsertSession(session("sess-claude-1", undefined));
}, 60_000);
afterAll(async () => d?.close());

describe("agent on the dashboard", () => {
  it("memories: each row names its agent; ?agent= keeps only that agent's", async () => {
    const all = await get(`/memories?project=${d.project.id}`);
    expect(all).toContain("Copilot found the exporter");
    expect(all).toContain("Claude decided on cursor");
    expect(all).toContain("<span data-agent>copilot</span>");
    expect(all).toContain('<select name="agent">');
    const copilot = await get(`/memories?project=${d.project.id}&agent=copilot`);
    expect(copilot).toContain("Copilot found the exporter");
    expect(copilot).not.toContain("Claude decided on cursor");
    const claude = await get(`/memories?project=${d.project.id}&agent=claude-code`);
    expect(claude).toContain("Claude decided on cursor");
    expect(claude).not.toContain("Copilot found the exporter");
  });

  it("sessions: each card names its agent; ?agent= keeps only that agent's", async () => {
    const all = await get(`/sessions?project=${d.project.id}`);
    expect(all).toContain('data-session="sess-copilot-1"');
    expect(all).toContain('data-session="sess-claude-1"');
    const copilot = await get(`/sessions?project=${d.project.id}&agent=copilot`);
    expect(copilot).toContain('data-session="sess-copilot-1"');
    expect(copilot).not.toContain('data-session="sess-claude-1"');
    expect(copilot).toMatch(/<option selected>copilot<\/option>/);
    const feed = await get(`/sessions/feed?project=${d.project.id}&agent=claude-code`);
    expect(feed).toContain('data-session="sess-claude-1"');
    expect(feed).toContain("<span data-agent>claude-code</span>");
    expect(feed).not.toContain('data-session="sess-copilot-1"');
  });
});
