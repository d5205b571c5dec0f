import { describe, expect, it } from "vitest";
import type { SessionRecord } from "./session.js";
import {
  buildSummaryPrompt,
  isModelSummary,
  MAX_ITEM_CHARS,
  mergeModelSummary,
  parseStructuredSummary,
  sessionDigest,
  structuredFromSession,
} from "./summary-format.js";

const session = (over: Partial<SessionRecord> = {}): SessionRecord => ({
  id: "s-1",
  project: "p",
  origin: "hook",
  startedAt: "2026-01-10T10:00:00.000Z",
  updatedAt: "2026-01-10T11:00:00.000Z",
  endedAt: "2026-01-10T11:00:00.000Z",
  intents: ["Fix the cart total"],
  filesChanged: ["cart.js"],
  commands: [{ command: "npm test", ok: true, exitCode: 0, error: null }],
  errors: [],
  lastAssistantMessage: "Fixed.\n\nNext steps:\n- add a test",
  nextSteps: ["add a test"],
  summary:
    "Intent: Fix the cart total\nChanged: cart.js\nCommands: ✓ npm test\nEnded with: Fixed.\nNext: add a test",
  gitBranch: "main",
  cwd: "/repo",
  ...over,
});

describe("parseStructuredSummary", () => {
  it("parses the four headings with bullets", () => {
    const r = parseStructuredSummary(
      "DECISIONS:\n- Use integer cents\nFILES:\n- cart.js\n- test/cart.test.js\nBLOCKERS:\n- none\nNEXT:\n1. Add a test for qty\n2) Format prices",
    );
    expect(r).toEqual({
      ok: true,
      summary: {
        decisions: ["Use integer cents"],
        files: ["cart.js", "test/cart.test.js"],
        blockers: [],
        next: ["Add a test for qty", "Format prices"],
      },
    });
  });

  it("accepts markdown headings, items on the heading line, a short preamble and code fences", () => {
    const r = parseStructuredSummary(
      "Here is the summary:\n```\n## **Decisions:** Keep prices in cents\n**FILES**: `src/cart.ts`\nblockers: n/a\nNext:\n* ship it\n```",
    );
    expect(r.ok && r.summary).toEqual({
      decisions: ["Keep prices in cents"],
      files: ["src/cart.ts"],
      blockers: [],
      next: ["ship it"],
    });
  });

  it("refuses text that is not the structured form", () => {
    expect(parseStructuredSummary("I could not summarize this session.").ok).toBe(false);
    expect(parseStructuredSummary("DECISIONS:\n- a\nNEXT:\n- b").ok).toBe(false); // two headings only
    expect(parseStructuredSummary("DECISIONS:\n- a\nDECISIONS:\n- b\nFILES:\nNEXT:\n").ok).toBe(false);
    expect(parseStructuredSummary(`${"x".repeat(400)}\nDECISIONS:\n- a\nFILES:\nBLOCKERS:\nNEXT:\n`).ok).toBe(
      false,
    );
    expect(
      parseStructuredSummary("DECISIONS:\n- none\nFILES:\n- none\nBLOCKERS:\n- none\nNEXT:\n- none").ok,
    ).toBe(false);
  });

  it("clips items and sections, and redacts secrets a model echoes", () => {
    const many = Array.from({ length: 20 }, (_, i) => `- step ${i}`).join("\n");
    const r = parseStructuredSummary(
      `DECISIONS:\n- ${"y".repeat(500)}\nFILES:\nBLOCKERS:\n- token ghp_abcdefghijklmnopqrstuvwxyz0123456789 leaked\nNEXT:\n${many}`,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.summary.decisions[0]?.length).toBe(MAX_ITEM_CHARS);
    expect(r.summary.next).toHaveLength(8);
    expect(r.summary.blockers[0]).toContain("[REDACTED:github_token]");
  });
});

describe("sessionDigest and prompt", () => {
  it("gives the model Claude Code's compaction summaries, before the final message", () => {
    const s = session({ lastAssistantMessage: "All done." });
    const digest = sessionDigest(s, 12_000, ["Pending Tasks:\n- Fix the guard in expand_control_for/2"]);
    expect(digest).toContain("Compaction summary written by Claude Code");
    expect(digest.indexOf("Fix the guard")).toBeLessThan(digest.indexOf("All done."));
  });

  it("is bounded and redacted", () => {
    const s = session({
      intents: ["deploy with AWS_SECRET_ACCESS_KEY=q8Ze2RvN4tLw9KpX7sJc1bYh6MfG3dAu5oWe0TiC"],
      lastAssistantMessage: "z".repeat(50_000),
    });
    const digest = sessionDigest(s, 3000);
    expect(digest.length).toBeLessThanOrEqual(3000);
    expect(digest).not.toContain("q8Ze2RvN4tLw");
    expect(digest).toContain("User requests:");
    expect(digest).toContain("passed: npm test");
    const prompt = buildSummaryPrompt(digest);
    expect(prompt).toMatch(/^TASK: Extract key info/);
    for (const h of ["DECISIONS:", "FILES:", "BLOCKERS:", "NEXT:", "INPUT:", "OUTPUT:"])
      expect(prompt).toContain(h);
  });
});

describe("mergeModelSummary", () => {
  it("keeps intent and commands, takes decisions/files/blockers/next from the model, and replaces an earlier merge", () => {
    const s = session();
    const merged = mergeModelSummary(
      s.summary,
      { decisions: ["Use cents"], files: ["cart.js"], blockers: [], next: ["Add qty test"] },
      "haiku via claude-cli",
    );
    expect(merged.split("\n")).toEqual([
      "Intent: Fix the cart total",
      "Decisions: Use cents",
      "Changed: cart.js",
      "Commands: ✓ npm test",
      "Next: Add qty test",
      "Summary by haiku via claude-cli",
    ]);
    expect(isModelSummary(merged)).toBe(true);
    expect(isModelSummary(s.summary)).toBe(false);
    const again = mergeModelSummary(
      merged,
      { decisions: [], files: [], blockers: ["CI red"], next: [] },
      "x",
    );
    expect(again.split("\n").filter((l) => l.startsWith("Summary by"))).toEqual(["Summary by x"]);
    expect(again).toContain("Blockers: CI red");
  });

  it("structuredFromSession is the heuristic fallback in the same shape", () => {
    expect(structuredFromSession(session({ errors: ["boom"] }))).toEqual({
      decisions: [],
      files: ["cart.js"],
      blockers: ["boom"],
      next: ["add a test"],
    });
  });
});
