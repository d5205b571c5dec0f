import { describe, expect, it } from "vitest";
import { HOOK_EVENTS } from "./hook-events.js";
import { HOOK_SERVER_BUDGETS, hookServerBudget, OFFLINE_RESERVE_MS } from "./server-limits.js";

const STORE_EVENTS = ["SessionStart", "UserPromptSubmit", "Stop", "SubagentStop", "PreCompact", "SessionEnd"];

describe("hook server budgets", () => {
  it("every event that opens the store has one", () => {
    for (const e of STORE_EVENTS) expect(HOOK_SERVER_BUDGETS[e], e).toBeDefined();
  });

  it("the server deadline and the offline redo fit inside each budget; connect and statements fit the deadline", () => {
    for (const [event, b] of Object.entries(HOOK_SERVER_BUDGETS)) {
      expect(b.serverDeadlineMs + OFFLINE_RESERVE_MS, event).toBeLessThanOrEqual(b.budgetMs);
      expect(b.connectTimeoutMs, event).toBeLessThan(b.serverDeadlineMs);
      expect(b.statementTimeoutMs, event).toBeLessThan(b.serverDeadlineMs);
      expect(b.lockTimeoutMs, event).toBeLessThan(b.statementTimeoutMs);
      expect(b.idleInTransactionTimeoutMs, event).toBeGreaterThan(0);
    }
  });

  it("each budget is inside Claude Code's own timeout for the event; SessionEnd inside the 1.5 s shared at exit", () => {
    for (const spec of HOOK_EVENTS) {
      const b = HOOK_SERVER_BUDGETS[spec.event];
      if (b) expect(b.budgetMs, spec.event).toBeLessThan(spec.timeout * 1000);
    }
    expect(hookServerBudget("SessionEnd").budgetMs).toBeLessThanOrEqual(1_500);
  });

  it("an unknown event gets the tightest budget", () => {
    expect(hookServerBudget("SomethingNew")).toEqual(HOOK_SERVER_BUDGETS.SessionEnd);
  });
});
