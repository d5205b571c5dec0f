// Findings Claude states (core/capture/finding) and the two capture rules built on what Claude writes
// beyond tool calls: findings acted on, and errors open at compaction that the session resolved.
import { describe, expect, it } from "vitest";
import { edit, ev, fail, ofType, pass } from "./capture.fixtures.js";
import { deriveMemories } from "./capture.js";
import { assistantFinding, isFindingSentence } from "./finding.js";

const said = (detail: string) => ev({ kind: "assistant", tool: null, toolUseId: null, detail });

describe("assistantFinding", () => {
  it("keeps the sentence that states a behaviour, with its neighbours in the paragraph", () => {
    expect(
      assistantFinding(
        "Dialyzer knows `session_record` is always a `%Session{}`. The `if session_record` guard can never be false. Let me simplify:\n\nDone.",
      ),
    ).toBe(
      // the trailing "Let me simplify:" only announces the next tool call
      "Dialyzer knows `session_record` is always a `%Session{}`. The `if session_record` guard can never be false.",
    );
    expect(assistantFinding("The CSS file is in `priv/static/assets/` which is gitignored.")).toMatch(
      /gitignored/,
    );
    expect(isFindingSentence("The issue is that `better-sqlite3` is built for another Node ABI.")).toBe(true);
    expect(isFindingSentence("The `--experimental-vm-modules` flag is not supported by this runner.")).toBe(
      true,
    );
    expect(isFindingSentence('AshComputer auto-generates `handle_event("x_toggle", params, socket)`.')).toBe(
      true,
    );
  });

  it("intents, questions, progress and code are not findings", () => {
    expect(assistantFinding("Now let me check what the other dialyzer error was.")).toBeNull();
    expect(assistantFinding("Does the guard clause can never succeed warning matter here?")).toBeNull();
    expect(assistantFinding("All 410 tests pass and the build is clean.")).toBeNull();
    expect(assistantFinding("Updated:\n```\n# the cache is gitignored by default\n```")).toBeNull();
    expect(assistantFinding("I'll fix the pattern match in the LLMChain call.")).toBeNull();
    // a finding that names nothing (no code span, path or identifier) is useless to a next session
    expect(assistantFinding("That approach didn't work. Let me try again differently.")).toBeNull();
  });
});

describe("finding → bug note", () => {
  it("a finding acted on in the same turn is a bug note with the failure before it and the action", () => {
    const drafts = deriveMemories([
      fail(
        "git add priv/static/assets/app.css",
        "The following paths are ignored by one of your .gitignore files:",
      ),
      said("The CSS file is in `priv/static/assets/` which is gitignored. Let me check:"),
      ev({ tool: "Grep", ok: true }),
      said("It's already tracked by git despite the gitignore. Let me force-add it:"),
      pass("git add -f priv/static/assets/app.css"),
    ]);
    expect(ofType(drafts, "bug_note")).toMatchObject([
      {
        title: "The CSS file is in `priv/static/assets/` which is gitignored. Let me check:",
        body: expect.stringMatching(
          /^It's already tracked by git despite the gitignore\. Let me force-add it:\nFound by Claude while working after `git add priv\/static\/assets\/app\.css` failed: The following paths are ignored .*\. Then it ran `git add -f priv\/static\/assets\/app\.css`\.$/,
        ),
        tags: ["finding", "git"],
      },
    ]);
  });

  it("an edit after the finding is the action; its files are the note's files", () => {
    const drafts = deriveMemories([
      said(
        'AshComputer auto-generates `handle_event("view_toggle", params, socket)`. So the manual handler is redundant.',
      ),
      ev({ tool: "Read", files: ["/repo/lib/session_live.ex"], ok: true }),
      { ...edit("Edit", "/repo/lib/session_live.ex"), ok: true },
    ]);
    expect(ofType(drafts, "bug_note")).toMatchObject([
      {
        files: ["/repo/lib/session_live.ex"],
        body: "Found by Claude while working. Then it edited lib/session_live.ex.",
      },
    ]);
  });

  it("near miss: a diagnosis the next check disproves (the build still fails after the fix) is nothing", () => {
    const drafts = deriveMemories([
      said("The root cause is the stale `priv/plts` cache, so dialyzer reports phantom errors."),
      pass("rm -rf priv/plts"),
      fail("mix dialyzer", "lib/app.ex:12:pattern_match The pattern can never match"),
    ]);
    expect(ofType(drafts, "bug_note")).toEqual([]);
    expect(isFindingSentence("I didn't work on the `exporter` module in this change.")).toBe(false);
  });

  it("near misses: a finding followed only by looks and checks, or acted on after the next prompt, is nothing", () => {
    const drafts = deriveMemories([
      said("The `if session_record` guard can never be false, so dialyzer flags it."),
      pass("git status"),
      pass("mix test"),
      ev({ tool: "Read", files: ["/repo/lib/a.ex"], ok: true }),
      ev({ kind: "prompt", tool: null, toolUseId: null, detail: "ok, leave it" }),
      { ...edit("Edit", "/repo/lib/a.ex"), ok: true },
    ]);
    expect(ofType(drafts, "bug_note")).toEqual([]);
  });
});

describe("error open at compaction → bug note once resolved", () => {
  const summary = [
    "Compaction summary",
    "Errors and fixes:",
    "- **CURRENT: Cannot invoke Access.get/2 inside guard** (line 171 of transcript_components.ex): `line[:idx]` in a `when` guard clause.",
    "Next Step:",
    "Replace the guard clause `when idx == line[:idx]` in transcript_components.ex with a pattern that extracts the value first.",
  ].join("\n");
  const compact = () => ev({ kind: "compact", tool: null, toolUseId: null, detail: summary });

  it("edited the named file, then a build passed: the error with the summary's approach", () => {
    const drafts = deriveMemories([
      compact(),
      { ...edit("Edit", "/repo/lib/web/transcript_components.ex"), ok: true },
      pass("mix compile"),
    ]);
    expect(ofType(drafts, "bug_note")).toMatchObject([
      {
        title: "Cannot invoke Access.get/2 inside guard",
        body: expect.stringMatching(
          /^Fixed after Claude Code compacted the conversation: \(line 171 of transcript_components\.ex\).* Resolved afterwards: edited transcript_components\.ex, then `mix compile` passed\. Approach: Replace the guard clause /,
        ),
        tags: ["compaction"],
      },
    ]);
  });

  it("near misses: no passing check after the edit, or only another file edited, is nothing", () => {
    expect(
      ofType(
        deriveMemories([
          compact(),
          { ...edit("Edit", "/repo/lib/web/transcript_components.ex"), ok: true },
          fail("mix compile"),
        ]),
        "bug_note",
      ),
    ).toEqual([]);
    expect(
      ofType(
        deriveMemories([compact(), { ...edit("Edit", "/repo/lib/other.ex"), ok: true }, pass("mix compile")]),
        "bug_note",
      ),
    ).toEqual([]);
  });
});
