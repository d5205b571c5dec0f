// What a session states about itself: commits, filed follow-ups, todo state, corrections, non-requests.
import { describe, expect, it } from "vitest";
import { pass } from "./capture.fixtures.js";
import { deriveMemories } from "./capture.js";
import { type ActivityEvent, activityEvent } from "./events.js";
import {
  commitSubject,
  filedFollowUp,
  finalTodos,
  followUpDescription,
  isYesNoQuestion,
  pendingTodos,
  userCorrection,
} from "./session-sources.js";

describe("commit subjects", () => {
  it("reads -m quotes and the $(cat <<'EOF' heredoc Claude Code writes", () => {
    expect(commitSubject('git commit -m "fix: retry on busy database"')).toBe("fix: retry on busy database");
    expect(
      commitSubject(
        "git add a.ex && git commit -m \"$(cat <<'EOF'\nfeat: unified transcript visualization (spotter-dov)\n\nBody line\nEOF\n)\"",
      ),
    ).toBe("feat: unified transcript visualization (spotter-dov)");
    // git's global options before the subcommand
    expect(
      commitSubject(
        "git -C /c/src/app add page.tsx && git -C /c/src/app commit -m \"$(cat <<'EOF'\ndebug: add env var debug page\n\nCo-Authored-By: x\nEOF\n)\" && git -C /c/src/app push origin main",
      ),
    ).toBe("debug: add env var debug page");
    expect(commitSubject("git commit --amend --no-edit")).toBeNull();
    expect(commitSubject("git status")).toBeNull();
  });
});

describe("filed follow-ups", () => {
  it.each([
    [
      'gh issue create --title "Flaky login test on CI" --body "seen twice"',
      "github",
      "Flaky login test on CI",
    ],
    ['bd create --title="Add mix quality alias" --type=task --priority=2', "beads", "Add mix quality alias"],
    ['bd create "Fix xterm scroll" -p 1', "beads", "Fix xterm scroll"],
    ["glab issue create -t 'Pin node 20 in CI'", "gitlab", "Pin node 20 in CI"],
    ['jira issue create -tBug -s "Login 500 on empty password"', "jira", "Login 500 on empty password"],
  ])("%s", (command, tracker, title) => {
    expect(filedFollowUp(command)).toEqual({ tracker, title });
  });

  it("not listing or showing issues", () => {
    expect(filedFollowUp("gh issue list --state open")).toBeNull();
    expect(filedFollowUp("bd show spotter-dov")).toBeNull();
  });
});

let seq = 0;
const tool = (tool: string, detail: string, ok = true): ActivityEvent =>
  activityEvent({
    sessionId: "s",
    ts: new Date(Date.UTC(2026, 0, 1, 0, 0, ++seq)).toISOString(),
    kind: "tool",
    event: "import",
    tool,
    detail,
    ok,
  });

describe("todo state at the end", () => {
  it("the last TodoWrite list wins; tasks follow their last TaskUpdate", () => {
    const events = [
      tool("TodoWrite", "[pending] Write the migration\n[pending] Add the index"),
      tool("TodoWrite", "[completed] Write the migration\n[in_progress] Add the index"),
      tool("TaskCreate", "create: Backfill old rows"),
      tool("TaskCreate", "create: Drop the legacy column"),
      tool("TaskUpdate", "update 1 completed"),
      tool("TaskUpdate", "update 2 deleted"),
    ];
    expect(finalTodos(events)).toEqual([
      { content: "Write the migration", status: "completed" },
      { content: "Add the index", status: "in_progress" },
      { content: "Backfill old rows", status: "completed" },
    ]);
    expect(pendingTodos(events).map((t) => t.content)).toEqual(["Add the index"]);
  });

  it("a failed call changes nothing", () => {
    expect(finalTodos([tool("TodoWrite", "[pending] A"), tool("TodoWrite", "[completed] A", false)])).toEqual(
      [{ content: "A", status: "pending" }],
    );
  });
});

describe("prompts", () => {
  it("yes/no questions are not requests", () => {
    expect(isYesNoQuestion("did you push?")).toBe(true);
    expect(isYesNoQuestion("Is it deployed?")).toBe(true);
    expect(isYesNoQuestion("why does the login test fail?")).toBe(false);
    expect(isYesNoQuestion("did you push")).toBe(false);
  });

  it("corrections become constraints (don't …) or preferences (no, use X)", () => {
    expect(userCorrection("don't commit with --no-verify")).toEqual({
      type: "constraint",
      text: "don't commit with --no-verify",
    });
    expect(userCorrection("No, use pnpm, not npm")).toEqual({
      type: "preference",
      text: "No, use pnpm, not npm",
    });
    expect(userCorrection("use vitest instead of jest")?.type).toBe("preference");
    expect(userCorrection("Never touch the generated files in priv/static")?.type).toBe("constraint");
  });

  it("ordinary requests and questions are not corrections", () => {
    expect(userCorrection("Work on bead spotter-dov. Run bd show spotter-dov")).toBeNull();
    expect(userCorrection("continue")).toBeNull();
    expect(userCorrection("don't you think this is slow?")).toBeNull();
    expect(userCorrection("Use the existing helper to parse dates")).toBeNull();
    expect(userCorrection("never mind, let's look at the exporter")).toBeNull();
    expect(userCorrection("don't worry about the warnings for now")).toBeNull();
  });
});

describe("follow-up descriptions", () => {
  it("the description of bd / gh, unescaped, becomes the follow-up todo's body", () => {
    const command =
      'bd create --title="Add mix quality alias" --type=task --description="Runs in order: credo → dialyzer → deps.audit.\n\\`quality: [\\"credo\\"]\\`"';
    expect(followUpDescription(command)).toBe(
      'Runs in order: credo → dialyzer → deps.audit.\n`quality: ["credo"]`',
    );
    expect(followUpDescription('gh issue create -t "Flaky login" -b "Fails 1 in 20 on CI"')).toBe(
      "Fails 1 in 20 on CI",
    );
    const [todo] = deriveMemories([pass(command)]).filter((d) => d.type === "todo");
    expect(todo?.body).toBe(
      'Filed during a session. Description:\nRuns in order: credo → dialyzer → deps.audit.\n`quality: ["credo"]`',
    );
  });

  it("near misses: no description flag, or a command that files nothing", () => {
    expect(followUpDescription('bd create --title="Fix flaky test" --type=bug')).toBeNull();
    expect(followUpDescription('bd update spotter-1 --description="new text"')).toBeNull();
  });
});
