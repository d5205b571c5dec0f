// "Where you are" from a session's events, and Claude Code's compaction summary read by its sections.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMPACT_SUMMARY_MARK, parseCompactSummary } from "../capture/compact-summary.js";
import { type ActivityEvent, activityEvent } from "../capture/events.js";
import { compactSummaryDetail, isEmptyPosition, positionFrom, positionLines } from "./where-you-are.js";

let n = 0;
const ev = (p: Partial<ActivityEvent> & Pick<ActivityEvent, "kind">): ActivityEvent =>
  activityEvent({
    sessionId: "s1",
    ts: `2026-01-01T00:00:${String(n++).padStart(2, "0")}.000Z`,
    event: "hook",
    ...p,
  });
const prompt = (detail: string) => ev({ kind: "prompt", detail });
const tool = (tool: string, p: Partial<ActivityEvent> = {}) => ev({ kind: "tool", tool, ok: true, ...p });

/** A summary shaped as Claude Code's compaction prompt asks (numbered sections), with an analysis. */
const CLAUDE_SUMMARY = `<analysis>
Let me think about the secret plan in detail. Pending Tasks: ignore me.
</analysis>

<summary>
1. Primary Request and Intent:
   The user asked to add cursor pagination to the orders endpoint.

2. Key Technical Concepts:
   - Keyset pagination

3. Files and Code Sections:
   - src/orders/list.ts
     - added the cursor parameter

4. Errors and fixes:
   - **TypeError in list.ts**: fixed by checking for an undefined cursor.

7. Pending Tasks:
   - Document the cursor parameter in the API reference
   - Add a test for the last page

8. Current Work:
   Writing the test for an empty last page in test/orders.test.ts.

9. Optional Next Step:
   Run npm test and fix what fails in the last-page case.
</summary>`;

describe("compactSummaryDetail", () => {
  it("drops the analysis, keeps the sections by structure and parses back", () => {
    const detail = compactSummaryDetail(CLAUDE_SUMMARY);
    expect(detail?.startsWith(COMPACT_SUMMARY_MARK)).toBe(true);
    expect(detail).not.toContain("secret plan");
    expect(detail).not.toContain("ignore me");
    const back = parseCompactSummary(detail ?? "");
    expect(back.pending).toEqual([
      "Document the cursor parameter in the API reference",
      "Add a test for the last page",
    ]);
    expect(back.currentWork).toContain("empty last page");
    expect(back.nextStep).toBe("Run npm test and fix what fails in the last-page case.");
  });

  it("keeps a summary without sections as its current work (the recorded 2.1.330 PostCompact payload)", () => {
    const fixture = join(
      import.meta.dirname,
      "../../../test/fixtures/agents/claude-code/2.1.330/PostCompact.json",
    );
    const payload = JSON.parse(readFileSync(fixture, "utf8")) as { compact_summary: string };
    const detail = compactSummaryDetail(payload.compact_summary);
    expect(detail).not.toContain("looked at the task");
    expect(parseCompactSummary(detail ?? "").currentWork).toBe("Task: add greet. Plan: test next.");
    expect(compactSummaryDetail("<analysis>only thinking</analysis>")).toBeNull();
  });

  it("an unterminated analysis is dropped to the end", () => {
    expect(compactSummaryDetail("<analysis>cut off mid-way")).toBeNull();
  });
});

describe("positionFrom", () => {
  it("task, plan, next, files and the last failing check from the session's own events", () => {
    const p = positionFrom([
      prompt("Add cursor pagination to the orders endpoint"),
      tool("TodoWrite", {
        detail:
          "[completed] Add the cursor param\n[in_progress] Write the last-page test\n[pending] Document it",
      }),
      tool("Edit", { files: ["src/orders/list.ts"] }),
      tool("Bash", { command: "npm test", ok: false, exitCode: 1, error: "1 failing: last page" }),
      tool("Edit", { files: ["test/orders.test.ts"] }),
      tool("Bash", { command: "npm run lint", ok: true, exitCode: 0 }),
      prompt("did you run it?"),
      prompt("/compact"),
    ]);
    expect(p.task).toBe("Add cursor pagination to the orders endpoint");
    expect(p.next).toBe("Write the last-page test");
    expect(p.plan.map((t) => t.status)).toEqual(["completed", "in_progress", "pending"]);
    expect(p.files).toEqual(["test/orders.test.ts", "src/orders/list.ts"]);
    expect(p.failing).toEqual({ command: "npm test", exitCode: 1, error: "1 failing: last page" });
    const lines = positionLines(p).map((l) => l.line);
    expect(lines[0]).toBe("- Task: Add cursor pagination to the orders endpoint");
    expect(lines[1]).toBe("- Next step: Write the last-page test");
    expect(lines[2]).toBe(
      "- Plan (1/3 done): [x] Add the cursor param; [>] Write the last-page test; [ ] Document it",
    );
    expect(lines[3]).toBe("- Last failing check: `npm test` (exit 1) — 1 failing: last page");
    expect(lines[4]).toBe("- Files in play: test/orders.test.ts, src/orders/list.ts");
  });

  it("a check that passed after failing is not failing", () => {
    const p = positionFrom([
      tool("Bash", { command: "npm test", ok: false, exitCode: 1 }),
      tool("Bash", { command: "npm test", ok: true, exitCode: 0 }),
    ]);
    expect(p.failing).toBeNull();
  });

  it("with no todos, the latest compaction summary gives the plan, next step and (without a newer prompt) the task", () => {
    const compact = ev({ kind: "compact", detail: compactSummaryDetail(CLAUDE_SUMMARY) });
    const p = positionFrom([prompt("Old request before the compaction"), compact]);
    expect(p.task).toContain("empty last page");
    expect(p.next).toBe("Run npm test and fix what fails in the last-page case.");
    expect(p.plan.map((t) => t.content)).toEqual([
      "Document the cursor parameter in the API reference",
      "Add a test for the last page",
    ]);
    expect(p.summaryAt).toBe(compact.ts);
    const later = positionFrom([compact, prompt("Now also cache the first page")]);
    expect(later.task).toBe("Now also cache the first page");
  });

  it("leaves out the summary's pending work and next step that a later commit closed", () => {
    const compact = ev({ kind: "compact", detail: compactSummaryDetail(CLAUDE_SUMMARY) });
    const p = positionFrom([
      compact,
      tool("Bash", {
        command: 'git commit -m "Document the cursor parameter in the API reference"',
        exitCode: 0,
      }),
      tool("Bash", {
        command: 'git commit -m "Run npm test and fix what fails in the last-page case"',
        exitCode: 0,
      }),
    ]);
    expect(p.plan.map((t) => t.content)).toEqual(["Add a test for the last page"]);
    expect(p.next).toBeNull();
  });

  it("TaskCreate / TaskUpdate make the plan too; nothing at all is an empty position", () => {
    const p = positionFrom([
      tool("TaskCreate", { detail: "create: Split the module" }),
      tool("TaskCreate", { detail: "create: Update the imports" }),
      tool("TaskUpdate", { detail: "update 1 completed" }),
    ]);
    expect(p.next).toBe("Update the imports");
    expect(isEmptyPosition(positionFrom([]))).toBe(true);
    expect(positionLines(positionFrom([]))).toEqual([]);
  });
});
