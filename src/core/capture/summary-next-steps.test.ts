// Next steps read from the end of Claude's final message: under a heading (bullets or numbers), a
// "Remaining work" section, proposing prose; none for endings without them; capped in count and length.
import { describe, expect, it } from "vitest";
import { extractNextSteps } from "./summary.js";

describe("extractNextSteps", () => {
  it("bullets under a 'Next steps:' heading", () => {
    const text = [
      "I've fixed the race in the session refresh and added a regression test. All 214 tests pass.",
      "",
      "Next steps:",
      "- Run the migration on staging",
      "- Remove the `legacyRefresh` flag once staging is green",
      "",
      "Let me know if you want me to open the PR.",
    ].join("\n");
    expect(extractNextSteps(text)).toEqual([
      "Run the migration on staging",
      "Remove the `legacyRefresh` flag once staging is green",
    ]);
  });

  it("a numbered list under a markdown heading", () => {
    const text =
      "## Summary\nThe importer now streams.\n\n## Next steps\n\n1. Add a progress bar\n2) Benchmark a 2 GB transcript\n3. Document `--resume`";
    expect(extractNextSteps(text)).toEqual([
      "Add a progress bar",
      "Benchmark a 2 GB transcript",
      "Document `--resume`",
    ]);
  });

  it("a 'Remaining work' header, stopping at the next section", () => {
    const text = [
      "Implemented the cache layer.",
      "",
      "**Remaining work**",
      "* Wire the cache into the CLI",
      "* Add eviction tests",
      "",
      "Changes made:",
      "- src/cache.ts (new)",
    ].join("\n");
    expect(extractNextSteps(text)).toEqual(["Wire the cache into the CLI", "Add eviction tests"]);
  });

  it("prose sentences that propose a next step", () => {
    const text =
      "The fix is in place and the build is green. You may want to run the migration on staging before merging. We should also add an index on users.email.";
    expect(extractNextSteps(text)).toEqual([
      "You may want to run the migration on staging before merging.",
      "We should also add an index on users.email.",
    ]);
  });

  it("none at all for endings without next steps", () => {
    for (const text of [
      "Done. The build is green and lint is clean.",
      "I've refactored the parser and all remaining tests pass now.",
      "I removed the TODO comment in parser.ts and updated the docs.",
      "There's nothing left to do here.",
      "Summary of changes:\n- Added `foo`\n- Removed `bar`\n\nEverything passes.",
      "",
    ]) {
      expect(extractNextSteps(text), text).toEqual([]);
    }
  });

  it("caps at five steps of at most 200 characters each", () => {
    const text = `Next steps:\n${Array.from({ length: 9 }, (_, i) => `- step ${i} ${"x".repeat(300)}`).join("\n")}`;
    const steps = extractNextSteps(text);
    expect(steps).toHaveLength(5);
    for (const s of steps) expect(s.length).toBeLessThanOrEqual(200);
    expect(steps[0]?.startsWith("step 0")).toBe(true);
  });
});
