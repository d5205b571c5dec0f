// Capture rules, continued: what a session states about itself — follow-ups filed, user corrections,
// compaction summaries, answers, plans — and which drafts they imply.
import { describe, expect, it } from "vitest";
import { edit, ev, fail, ofType, pass } from "./capture.fixtures.js";
import { deriveMemories } from "./capture.js";

describe("stated memories", () => {
  it("a follow-up filed with bd / gh becomes a todo, only when the command succeeded", () => {
    const drafts = deriveMemories([
      pass('bd create --title="Transcript search misses subagent output" --type=bug'),
      fail('gh issue create --title "Never filed"', "error: not logged in"),
    ]);
    expect(ofType(drafts, "todo")).toMatchObject([
      {
        title: "Follow-up filed (beads): Transcript search misses subagent output",
        tags: ["follow-up", "beads"],
      },
    ]);
  });

  it("an approved plan is a decision; a rejected one is nothing", () => {
    const plan = "plan: # Move sessions to SQLite WAL\n\n1. Enable WAL\n2. Add busy_timeout";
    const drafts = deriveMemories([
      ev({ tool: "ExitPlanMode", detail: plan, ok: true }),
      ev({ tool: "ExitPlanMode", detail: "plan: # Rewrite in Rust", ok: false }),
    ]);
    expect(ofType(drafts, "decision").map((d) => d.title)).toEqual(["Plan: Move sessions to SQLite WAL"]);
  });

  it("the user's answer to AskUserQuestion is a decision", () => {
    const detail =
      "asked: Pre-commit hook blocks on pre-existing dialyzer/credo issues. How should we proceed? => main was clean; fix the issues";
    const [d] = ofType(deriveMemories([ev({ tool: "AskUserQuestion", detail, ok: true })]), "decision");
    expect(d?.title).toBe(
      "Pre-commit hook blocks on pre-existing dialyzer/credo issues. How should we proceed? → main was clean; fix the issues",
    );
  });

  it("user corrections become constraints and preferences", () => {
    const drafts = deriveMemories([
      ev({ kind: "prompt", tool: null, detail: "don't run the migrations against prod" }),
      ev({ kind: "prompt", tool: null, detail: "no, use pnpm" }),
      ev({ kind: "prompt", tool: null, detail: "continue" }),
    ]);
    expect(drafts.map((d) => [d.type, d.title])).toEqual([
      ["constraint", "don't run the migrations against prod"],
      ["preference", "no, use pnpm"],
    ]);
  });

  it("error/fix pairs of a compaction summary become bug notes", () => {
    const detail =
      "Compaction summary\nErrors and fixes:\n- **Ecto.MigrationError: duplicate column**: Fixed by dropping the column in a separate migration\n- **CURRENT: credo nesting**: still open";
    const notes = ofType(deriveMemories([ev({ kind: "compact", tool: null, detail })]), "bug_note");
    expect(notes.map((n) => n.title)).toEqual(["Ecto.MigrationError: duplicate column"]);
    expect(notes[0]?.body).toContain("Fixed by dropping the column in a separate migration");
  });

  it("a missing package script is a project fact, unless it runs later", () => {
    const missing = 'npm error Missing script: "typecheck"';
    expect(ofType(deriveMemories([fail("npm run typecheck", missing)]), "project_fact")[0]?.title).toBe(
      'No "typecheck" package script in this project (`run typecheck` fails: Missing script)',
    );
    expect(
      ofType(deriveMemories([fail("npm run typecheck", missing), pass("npm run typecheck")]), "project_fact"),
    ).toEqual([]);
  });
});

describe("bug note precision", () => {
  it("compiler progress is never the error of a bug note", () => {
    const drafts = deriveMemories([
      fail("mix compile", "Compiling 40 files (.ex)"),
      edit("Edit", "lib/a.ex"),
      pass("mix compile"),
    ]);
    expect(ofType(drafts, "bug_note")).toEqual([]);
  });

  it("repeated failures of one command in a session merge into one note with every error", () => {
    const drafts = deriveMemories([
      fail(
        "cd /home/u/app && mix test test/a_test.exs",
        "** (CompileError) lib/a.ex:3: undefined function x/0",
      ),
      edit("Edit", "lib/a.ex"),
      fail("mix test test/b_test.exs", "** (CompileError) lib/b.ex:9: undefined function y/0"),
      edit("Edit", "lib/b.ex"),
      pass("mix test test/a_test.exs"),
      pass("mix test test/b_test.exs"),
    ]);
    const notes = ofType(drafts, "bug_note");
    expect(notes).toHaveLength(1);
    expect(notes[0]?.title).toBe(
      "mix test failure fixed: ** (CompileError) lib/a.ex:3: undefined function x/0",
    );
    expect(notes[0]?.body).toContain("lib/b.ex:9");
    expect(notes[0]?.files).toEqual(["lib/a.ex", "lib/b.ex"]);
    expect(ofType(drafts, "verified_command").map((d) => d.title)).toEqual(["mix test"]);
  });
});
