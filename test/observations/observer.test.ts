import { describe, expect, it } from "vitest";
import { observationType, suggestScope } from "../../src/core/observations/classify.js";
import {
  decideObserver,
  initialObserverState,
  type ObserverSettings,
} from "../../src/core/observations/observer.js";
import { planFileName, planProgress } from "../../src/core/observations/plans.js";
import {
  OBSERVER_MARK,
  observerPrompt,
  REFLECTOR_MARK,
  reflectorPrompt,
} from "../../src/core/observations/prompts.js";
import { measureRecord } from "../../src/core/observations/transcript-tokens.js";

const settings: ObserverSettings = {
  observationThreshold: 30000,
  reflectionThreshold: 40000,
  contextThresholdPct: 60,
  contextWindow: 200000,
  subagents: false,
};
const base = {
  settings,
  event: "Stop" as const,
  fileTokens: { committed: 0, local: 0 },
  nowIso: "2026-02-11T10:00:00Z",
};

describe("Observer / Reflector decisions", () => {
  it("observes past the token threshold, then resets the mark", () => {
    const state = { ...initialObserverState(), charsSinceMark: 30000 * 4 };
    const r = decideObserver({ ...base, state });
    expect(r.decision).toMatchObject({ action: "observe", why: "threshold", newTokens: 30000 });
    expect(r.state.charsSinceMark).toBe(0);
    expect(decideObserver({ ...base, state: r.state }).decision.action).toBe("none");
    expect(decideObserver({ ...base, state: { ...state, charsSinceMark: 29999 * 4 } }).decision.action).toBe(
      "none",
    );
  });

  it("observes once per rise above the context percentage", () => {
    const state = { ...initialObserverState(), contextTokens: 130000 };
    const r1 = decideObserver({ ...base, state });
    expect(r1.decision).toMatchObject({ action: "observe", why: "context", contextPct: 65 });
    expect(decideObserver({ ...base, state: r1.state }).decision.action).toBe("none");
    const fell = decideObserver({ ...base, state: { ...r1.state, contextTokens: 20000 } });
    expect(fell.decision.action).toBe("none");
    expect(decideObserver({ ...base, state: { ...fell.state, contextTokens: 150000 } }).decision.action).toBe(
      "observe",
    );
  });

  it("a force flag (PreCompact) observes at the next stop; subagents never unless configured", () => {
    const forced = { ...initialObserverState(), force: true };
    expect(decideObserver({ ...base, state: forced }).decision).toMatchObject({
      action: "observe",
      why: "compaction",
    });
    expect(decideObserver({ ...base, event: "SubagentStop", state: forced }).decision.action).toBe("none");
    expect(
      decideObserver({
        ...base,
        event: "SubagentStop",
        settings: { ...settings, subagents: true },
        state: forced,
      }).decision.action,
    ).toBe("observe");
  });

  it("reflects once per session when committed or local is over the threshold, observer first", () => {
    const big = { ...base, fileTokens: { committed: 40001, local: 10 } };
    const r = decideObserver({ ...big, state: initialObserverState() });
    expect(r.decision).toEqual({ action: "reflect", scopes: ["committed"] });
    expect(decideObserver({ ...big, state: r.state }).decision.action).toBe("none");
    const both = decideObserver({ ...big, state: { ...initialObserverState(), charsSinceMark: 200000 } });
    expect(both.decision.action).toBe("observe");
  });
});

describe("prompts", () => {
  it("the Observer prompt names the CLI, the session, the scopes, the format and continuity", () => {
    const p = observerPrompt({
      cli: 'node "/x/cli.mjs"',
      sessionId: "sid-1",
      why: "threshold",
      newTokens: 31000,
      contextPct: null,
      today: "2026-02-11",
      currentTask: null,
    });
    expect(p.startsWith(OBSERVER_MARK)).toBe(true);
    for (const s of [
      'node "/x/cli.mjs" observe add --session sid-1',
      "## Committed",
      "## Local",
      "## Global",
      "Current Task:",
      "Suggested Next:",
      "{rel:",
      "[P1]",
      "31,000",
      "Date: 2026-02-11",
    ])
      expect(p).toContain(s);
  });
  it("the Reflector prompt names each scope's show/reflect commands and the backup", () => {
    const p = reflectorPrompt({
      cli: "cairn",
      scopes: ["committed", "local"],
      tokens: { committed: 50000, local: 41000 },
      threshold: 40000,
    });
    expect(p.startsWith(REFLECTOR_MARK)).toBe(true);
    for (const s of [
      "cairn observe show --scope committed --raw",
      "cairn observe reflect --scope local",
      "observe undo",
      "keep every [P1]",
    ])
      expect(p).toContain(s);
  });
});

describe("classification, plans, transcript measure", () => {
  it("types observations where they fit the ten memory types", () => {
    expect(observationType("User prefers TypeScript with strict mode")).toBe("preference");
    expect(observationType("Decided to use PostgreSQL over SQLite")).toBe("decision");
    expect(observationType("Never commit generated files")).toBe("constraint");
    expect(observationType("Tried pnpm workspaces; it failed on the native module")).toBe("failed_attempt");
    expect(observationType("Root cause of the flaky test was a race condition")).toBe("bug_note");
    expect(observationType("Should the cache be per user?")).toBe("open_question");
    expect(observationType("Still needs a migration for the index")).toBe("todo");
    expect(observationType("Project uses Vite + React")).toBe("project_fact");
    expect(suggestScope("Currently debugging the cursor logic")).toBe("local");
    expect(suggestScope("User prefers tabs in all projects")).toBe("global");
    expect(suggestScope("The API is REST over HTTP/2")).toBe("committed");
  });

  it("plan progress and file names", () => {
    const p = planProgress(
      "# Auth rewrite\n- [x] schema\n- [ ] endpoints\n  - [X] nested done\n* [ ] docs\n",
    );
    expect(p).toEqual({
      title: "Auth rewrite",
      done: 2,
      total: 4,
      percent: 50,
      complete: false,
      nextItem: "endpoints",
    });
    expect(planProgress("- [x] a\n- [x] b").complete).toBe(true);
    expect(planProgress("no boxes").percent).toBeNull();
    expect(planFileName("feature/login")).toBe("feature/login.md");
    expect(planFileName("../x y")).toBe("x_y.md");
  });

  it("counts conversation characters only, and context tokens from main-thread usage", () => {
    expect(measureRecord({ type: "user", message: { content: "hello" } }).chars).toBe(5);
    const a = measureRecord({
      type: "assistant",
      message: {
        content: [
          { type: "text", text: "abc" },
          { type: "tool_use", input: { command: "ls" } },
        ],
        usage: {
          input_tokens: 10,
          cache_creation_input_tokens: 20,
          cache_read_input_tokens: 30,
          output_tokens: 5,
        },
      },
    });
    expect(a).toEqual({ chars: 3 + JSON.stringify({ command: "ls" }).length, contextTokens: 60 });
    expect(
      measureRecord({
        type: "user",
        message: { content: [{ type: "tool_result", content: [{ type: "text", text: "out" }] }] },
      }).chars,
    ).toBe(3);
    expect(measureRecord({ type: "attachment", attachment: { content: "x".repeat(100) } }).chars).toBe(0);
    expect(
      measureRecord({
        type: "assistant",
        isSidechain: true,
        message: { content: "x", usage: { input_tokens: 5 } },
      }).contextTokens,
    ).toBeNull();
    expect(measureRecord(null).chars).toBe(0);
  });
});
