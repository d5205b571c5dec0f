import { describe, expect, it } from "vitest";
import { mem, pack, sessionRecord } from "./context-pack.fixtures.js";
import { closingLines, LIST_LINE_CHARS, sessionMore, shortList } from "./session-more.js";

const SUMMARY = "Intent: ship the renderer\nClaude said at the end: The renderer ships a ten-line view.";
const BODY = [
  SUMMARY,
  "",
  "The user's requests (oldest first):",
  "- ship the renderer",
  "- and keep the ten-line default",
  "",
  "Closing message (Claude's words):",
  "The renderer ships a ten-line view.",
  "",
  "### What changed",
  "- The renderer shows a 10-line default with **expand** groups instead of a silent truncation",
  "- ✅ All tests pass and it is production ready",
  "- Removed the old renderer",
  "| File | Size |",
  "|------|------|",
  "| renderer.ex | 7 KB |",
  "```elixir",
  "def secret_helper, do: :ok",
  "```",
  "---",
  "🎉",
].join("\n");

describe("closingLines", () => {
  it("keeps the message's words as lines: no claims, code, table rules, rules or marks-only lines", () => {
    expect(closingLines(BODY)).toEqual([
      "  The renderer ships a ten-line view.",
      "  What changed",
      "  - The renderer shows a 10-line default with expand groups instead of a silent truncation",
      "  File · Size",
      "  renderer.ex · 7 KB",
    ]);
  });
});

describe("sessionMore", () => {
  it("leaves out what the pack already shows, then lists the requests", () => {
    const more = sessionMore(BODY, SUMMARY);
    expect(more[0]).toBe("More of Claude's closing message (its words):");
    expect(more).not.toContain("  The renderer ships a ten-line view.");
    expect(more).toContain("  - and keep the ten-line default");
    expect(more.indexOf("The user's requests (oldest first):")).toBeGreaterThan(0);
  });

  it("shows no closing message the summary quotes under a command that failed after it", () => {
    const body = BODY.replace(
      "Closing message (Claude's words):",
      "Closing message (Claude's words; after it, `git pull` failed):",
    );
    expect(sessionMore(body, SUMMARY).join("\n")).not.toContain("truncation");
  });
});

describe("the pack's room", () => {
  const lastSession = { record: sessionRecord(SUMMARY), memoryId: "sum1", body: BODY };

  it("goes to the last session's closing message and requests when the sections leave it", () => {
    const p = pack({ lastSession, memories: [mem({ type: "decision", title: "Keep ten lines" })] });
    expect(p.text).toContain(
      "  - The renderer shows a 10-line default with expand groups instead of a silent truncation",
    );
    expect(p.text).not.toMatch(/production ready|Removed the old renderer/);
    expect(p.text).toContain("  - and keep the ten-line default");
    expect(p.text.indexOf("truncation")).toBeLessThan(p.text.indexOf("## Decisions"));
  });

  it("comes after the sections: with or without the body, the same items lead the pack", () => {
    const memories = Array.from({ length: 12 }, (_, i) =>
      mem({ type: "project_fact", title: `Fact ${i}: ${"words ".repeat(20)}` }),
    );
    for (const budget of [150, 300, 600]) {
      const without = pack({
        lastSession: { ...lastSession, body: undefined },
        memories,
        budgetTokens: budget,
      });
      const withBody = pack({ lastSession, memories, budgetTokens: budget });
      expect(withBody.items.map((i) => i.id)).toEqual(
        without.items.map((i) => i.id).slice(0, withBody.items.length),
      );
      expect(withBody.tokens).toBeLessThanOrEqual(budget);
    }
  });
});

describe("shortList", () => {
  it("keeps a long status list to its first whole items and counts the rest", () => {
    const dirs = Array.from({ length: 30 }, (_, i) => `../../Dir${i}/ (untracked)`);
    const line = shortList(`Uncommitted at the end: ${dirs.join(", ")}`);
    expect(line.length).toBeLessThanOrEqual(LIST_LINE_CHARS + 12);
    expect(line).toMatch(/^Uncommitted at the end: \.\.\/\.\.\/Dir0\/ \(untracked\), /);
    const shown = line.split(", ").length;
    expect(line.endsWith(`../../Dir${shown - 1}/ (untracked) (+${30 - shown} more)`)).toBe(true);
  });

  it("leaves short lists and other lines as they are", () => {
    expect(shortList("Commands: ✓ npm test; ✓ npm run build")).toBe("Commands: ✓ npm test; ✓ npm run build");
    const changed = `Changed: ${"src/a.ts, ".repeat(60)}`;
    expect(shortList(changed)).toBe(changed);
  });
});
