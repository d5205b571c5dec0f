// A PostToolUse append that races a Stop's drain reaches the store, and the memories it implies, within
// the session. Deterministic: a real Stop hook (the bundle) claims the spool by rename between the
// append's open and write (the line then exists only in a `<session>.late-….jsonl` file), or between
// its write and its check of the live name (the line is read by that Stop and published again); the
// same session's next Stop / SubagentStop / SessionEnd stores it, once, and derives from it even when
// events newer than it were stored first.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ingestSession } from "../../src/app/capture/ingest-session.js";
import { DERIVE_LOOKBACK } from "../../src/app/capture/record-activity.js";
import { appendHooks, appendSpool } from "../../src/app/capture/spool-append.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { gitRepo, hookEnv, runHook } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

const SID = "31111111-2222-4333-8444-555555555555";

let dir: { path: string; cleanup: () => void };
let repo: string;
let home: string;
let spool: string;
beforeEach(() => {
  dir = tempDir("cairn-race-stop-");
  repo = join(dir.path, "repo");
  home = join(dir.path, "home");
  spool = join(home, "spool");
  gitRepo(repo);
});
afterEach(() => {
  appendHooks.afterOpen = undefined;
  appendHooks.afterWrite = undefined;
  dir.cleanup();
});

let clock = Date.parse("2026-03-01T10:00:00.000Z");
/** A passing Bash call, one second after the previous one. */
function tool(id: string, command: string) {
  clock += 1000;
  return {
    sessionId: SID,
    ts: new Date(clock).toISOString(),
    kind: "tool" as const,
    event: "PostToolUse",
    tool: "Bash",
    toolUseId: id,
    command,
    ok: true,
    exitCode: 0, // as hooks/tool-event.ts records a clean shell success
    cwd: repo,
  };
}

/** Runs a real checkpoint hook (the built bundle) for the session. */
function hook(event: string, promptId: string): void {
  const payload = {
    session_id: SID,
    transcript_path: join(dir.path, "t.jsonl"),
    cwd: repo,
    hook_event_name: event,
    prompt_id: promptId,
    agent_id: `agent-${promptId}`,
    stop_hook_active: false,
    reason: "other",
  };
  const r = runHook(event, payload, hookEnv(home));
  expect(r.status, r.stderr).toBe(0);
}

/** The session's stored tool_use_ids (with repeats) and the titles of the verified commands derived. */
async function stored(): Promise<{ events: string[]; commands: string[] }> {
  const store = openSqliteStore({ path: join(home, "cairn.db") });
  try {
    const events = await store.listEvents({ sessionId: SID });
    const memories = await store.listMemories({ types: ["verified_command"], limit: 50 });
    return {
      events: events.flatMap((e) => (e.toolUseId ? [e.toolUseId] : [])).sort(),
      commands: memories.map((m) => m.title).sort(),
    };
  } finally {
    await store.close();
  }
}

const sessionFiles = () => readdirSync(spool).filter((n) => n.startsWith(SID));

describe("a PostToolUse append raced by a Stop's drain", () => {
  for (const next of ["Stop", "SubagentStop", "SessionEnd"]) {
    it(`renamed between open and write: only in a .late- file, stored and derived by the next ${next}`, async () => {
      appendSpool(spool, tool("toolu_before", "npm run build"));
      const raced = tool("toolu_raced", "npm test");
      let drains = 0;
      appendHooks.afterOpen = () => {
        appendHooks.afterOpen = undefined;
        drains++;
        // a parallel call (a subagent's) lands after the raced one started, then a Stop drains both
        appendSpool(spool, tool("toolu_after", "npm run lint"));
        hook("Stop", "p1");
      };
      appendSpool(spool, raced);
      expect(drains).toBe(1);
      expect(await stored()).toEqual({
        events: ["toolu_after", "toolu_before"],
        commands: ["npm run build", "npm run lint"],
      });
      expect(sessionFiles()).toEqual([expect.stringMatching(/\.late-[0-9a-z-]+\.jsonl$/)]);

      hook(next, "p2");
      expect(await stored()).toEqual({
        events: ["toolu_after", "toolu_before", "toolu_raced"],
        commands: ["npm run build", "npm run lint", "npm test"],
      });
      expect(sessionFiles()).toEqual([]);
    });
  }

  it("renamed between write and check: read by that Stop, published again, stored once", async () => {
    appendSpool(spool, tool("toolu_before", "npm run build"));
    let drains = 0;
    appendHooks.afterWrite = () => {
      if (drains++ === 0) hook("Stop", "p1");
    };
    appendSpool(spool, tool("toolu_raced", "npm test"));
    expect(drains).toBe(1);
    expect(await stored()).toEqual({
      events: ["toolu_before", "toolu_raced"],
      commands: ["npm run build", "npm test"],
    });
    expect(sessionFiles()).toEqual([expect.stringMatching(/\.late-/)]);
    hook("Stop", "p2");
    expect(await stored()).toEqual({
      events: ["toolu_before", "toolu_raced"],
      commands: ["npm run build", "npm test"],
    });
    expect(sessionFiles()).toEqual([]);
  });
});

describe("an event stored after many newer ones were derived", () => {
  it("is derived where it sits in the session, beyond the lookback of the next slice", async () => {
    const store = openSqliteStore({ path: join(home, "cairn.db") });
    try {
      const base = Date.parse("2026-03-02T10:00:00.000Z");
      const at = (i: number) => new Date(base + i * 1000).toISOString();
      for (let i = 1; i <= DERIVE_LOOKBACK + 200; i++)
        appendSpool(spool, { ...tool(`toolu_${i}`, `npm run step${i % 3}`), ts: at(i) });
      const req = { sessionId: SID, cwd: repo, trigger: "Stop" };
      const first = await ingestSession(store, spool, req);
      expect(first?.pending).toBe(0);
      // published late: older than every event the session has derived
      appendSpool(spool, { ...tool("toolu_late", "npm test"), ts: at(0) });
      const second = await ingestSession(store, spool, req);
      expect(second?.eventsAdded).toBe(1);
      expect(second?.derived.from).toBe(0);
      const titles = (await store.listMemories({ types: ["verified_command"], limit: 50 })).map(
        (m) => m.title,
      );
      expect(titles).toContain("npm test");
      // nothing new: the next ingest derives nothing again
      appendSpool(spool, { ...tool("toolu_late", "npm test"), ts: at(0) });
      const third = await ingestSession(store, spool, req);
      expect(third?.derived).toEqual({ from: DERIVE_LOOKBACK + 201, to: DERIVE_LOOKBACK + 201 });
    } finally {
      await store.close();
    }
  });
});
