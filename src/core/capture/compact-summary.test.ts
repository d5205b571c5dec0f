// Claude Code's compaction summary: the sections capture keeps, and the error/fix pairs it trusts.
import { describe, expect, it } from "vitest";
import {
  condenseCompactSummary,
  errorFixPair,
  isCompactSummaryText,
  parseCompactSummary,
} from "./compact-summary.js";

const SUMMARY = `This session is being continued from a previous conversation that ran out of context. The summary below covers the earlier portion of the conversation.

Analysis:
Let me chronologically analyze the conversation.

Summary:
1. Primary Request and Intent:
   The user asked to work on bead spotter-dov.

4. Errors and Fixes:
   - **Unused import SpotterWeb.TranscriptComponents**: Fixed by updating SessionLive template to use \`<.transcript_panel>\`
   - **Credo nesting depth in build_tool_use_index**: Extracted inner lambda into \`extract_tool_uses/1\` helper.
   - **CURRENT: Cannot invoke Access.get/2 inside guard** (line 171): Need to restructure to avoid guard.
     - nested detail that is not an item

7. Pending Tasks:
   - **spotter-dov.3** (in_progress): "Implement debug JSON sidecar"
     - Fix compile error in transcript_components.ex
   - Session close protocol (git add, bd sync, git commit, git push)

8. Current Work:
   Working on **spotter-dov.3**. Just wrote transcript_components.ex but hit two errors.

9. Optional Next Step:
   Fix the two errors in \`transcript_components.ex\`, then update app.js and add CSS.
`;

describe("compaction summary", () => {
  it("recognises the text Claude Code writes", () => {
    expect(isCompactSummaryText(SUMMARY)).toBe(true);
    expect(isCompactSummaryText("Please continue the conversation")).toBe(false);
  });

  it("keeps Errors and fixes, Pending Tasks (top-level items), Current Work and Next Step", () => {
    const s = parseCompactSummary(SUMMARY);
    expect(s.errorsAndFixes).toHaveLength(3);
    expect(s.pending).toEqual([
      '**spotter-dov.3** (in_progress): "Implement debug JSON sidecar"',
      "Session close protocol (git add, bd sync, git commit, git push)",
    ]);
    expect(s.currentWork).toMatch(/^Working on \*\*spotter-dov\.3\*\*/);
    expect(s.nextStep).toMatch(/^Fix the two errors in `transcript_components\.ex`/);
  });

  it("condenses to a marked detail that parses back to the same sections", () => {
    const detail = condenseCompactSummary(SUMMARY) as string;
    expect(detail.split("\n")[0]).toBe("Compaction summary");
    expect(detail.length).toBeLessThanOrEqual(4000);
    expect(parseCompactSummary(detail)).toEqual(parseCompactSummary(SUMMARY));
  });

  it("pairs an error with its fix only when the item states a fix, never a CURRENT (unfixed) one", () => {
    const [a, b, c] = parseCompactSummary(SUMMARY).errorsAndFixes;
    expect(errorFixPair(a as string)).toEqual({
      error: "Unused import SpotterWeb.TranscriptComponents",
      fix: "Fixed by updating SessionLive template to use `<.transcript_panel>`",
    });
    expect(errorFixPair(b as string)?.fix).toBe("Extracted inner lambda into `extract_tool_uses/1` helper.");
    expect(errorFixPair(c as string)).toBeNull();
    expect(errorFixPair("**Slow test suite**: still investigating")).toBeNull();
  });

  it("nothing to keep gives no detail", () => {
    expect(
      condenseCompactSummary("This session is being continued from a previous conversation.\nAnalysis: x"),
    ).toBeNull();
  });
});
