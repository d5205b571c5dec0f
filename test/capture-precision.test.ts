// Precision classes found by auditing every shown item of the tuning sessions (not only the labelled
// ones), one test per class on the record shapes real transcripts hold (test/support/capture-records.ts):
// what a later event contradicts or what nobody decided is not shown as the state or the next step.
import { describe, expect, it } from "vitest";
import { extractNextSteps, resetCommits } from "../src/core/capture/summary.js";
import { summaryBody } from "../src/core/capture/summary-claims.js";
import { Transcript } from "./support/capture-records.js";

const line = (summary: string, prefix: string) => summary.split("\n").find((l) => l.startsWith(prefix));

/** A Bash call Claude Code moved to the background: a started command, no exit status yet. */
function background(t: Transcript, command: string, id: string): Transcript {
  return t.tool(
    "Bash",
    { command, description: "Commit", run_in_background: true },
    {
      content: `Command running in background with ID: ${id}. Output is being written to: C:\\Users\\dev\\AppData\\Local\\Temp\\claude\\tasks\\${id}.output`,
      toolUseResult: { stdout: "", stderr: "", interrupted: false, isImage: false, backgroundTaskId: id },
    },
  );
}

describe("a started command is not a passed one: a backgrounded commit committed nothing yet", () => {
  it("lists only commits with their own exit status, not the one sent to the background that later failed", () => {
    const t = new Transcript("C:\\Users\\dev\\repo")
      .user("commit the audit reports")
      .edit("C:\\Users\\dev\\repo\\Docs\\01-access.md", "Write");
    background(t, 'git commit -m "Add audit reports - 2026-01-16"', "bcac62b")
      .user(
        '<task-notification>\n<task-id>bcac62b</task-id>\n<status>failed</status>\n<summary>Background command "Commit" failed with exit code 1</summary>\n</task-notification>',
      )
      .ok('git commit -m "Add comprehensive audit reports"', "[main 5fa2423] Add comprehensive audit reports")
      .say("Committed.");
    const { summary } = t.capture();
    expect(line(summary, "Committed: ")).toBe(
      "Committed: Add comprehensive audit reports (5fa2423) — not pushed",
    );
    expect(summary).not.toMatch(/Add audit reports - 2026-01-16/);
  });
});

describe("a commit that a later `git reset HEAD~N` undid is not the session's work", () => {
  it("drops the reset commits and keeps the one made again after the reset", () => {
    const t = new Transcript()
      .user("push to github")
      .ok('git commit -m "Comprehensive improvements"', "[b 1a2b3c4] Comprehensive improvements")
      .ok('git commit -m "Fix test data to avoid secret scanning"', "[b 5d6e7f8] Fix test data")
      .fail("git push -u origin b", "remote: error: GH013: Repository rule violations found", 1)
      .ok("git reset --soft HEAD~2")
      .ok('git commit -m "Comprehensive improvements"', "[b 9a8b7c6] Comprehensive improvements")
      .ok("git push -u origin b")
      .say("Pushed.");
    expect(line(t.capture().summary, "Committed: ")).toBe(
      "Committed: Comprehensive improvements (9a8b7c6) — pushed",
    );
    expect(resetCommits("git reset --hard HEAD^^")).toBe(2);
    expect(resetCommits("git reset HEAD~")).toBe(1);
    expect(resetCommits("git reset HEAD -- src/a.ts")).toBe(0);
    expect(resetCommits("git reset --soft origin/main")).toBe(0);
  });
});

describe("a closing claim that commands run after it contradict is not the state", () => {
  it("drops the message's claims and says what failed after it; the open request stays the next step", () => {
    const t = new Transcript()
      .user("publish the reports to the docs repo")
      .edit("/home/dev/proj/Docs/report.md", "Write")
      .ok('git commit -m "Add reports"', "[main 5fa2423] Add reports")
      .say(
        "# ✅ COMPLETE - Reports Successfully Published!\n\nAll reports are now committed and published to the docs repository!\n\nYour branch has diverged from origin/main.",
      )
      .user("do sync")
      .fail(
        "git pull --no-edit origin main",
        "error: You have not concluded your merge (MERGE_HEAD exists).",
        128,
      )
      .reject("Bash", { command: "git merge --abort" });
    const { summary } = t.capture();
    const said = line(summary, "Claude said at the end") ?? "";
    expect(said).toMatch(/^Claude said at the end \(after it, `git pull --no-edit origin main` failed\): /);
    expect(said).toMatch(/diverged from origin\/main/);
    expect(summary).not.toMatch(/Successfully Published|committed and published/);
    expect(summary).toMatch(/Next: Unanswered: do sync/);
  });

  it("quotes a long contradicted message in the task summary's body under what failed after it", () => {
    const table = Array.from(
      { length: 12 },
      (_, i) => `| report-${i}.md | ${i + 4}.0 KB | audit part ${i} |`,
    );
    const t = new Transcript()
      .user("publish the reports to the docs repo")
      .edit("/home/dev/proj/Docs/report.md", "Write")
      .ok('git commit -m "Add reports"', "[main 5fa2423] Add reports")
      .say(["# Reports committed", "", ...table, "", "Your branch has diverged from origin/main."].join("\n"))
      .user("do sync")
      .fail(
        "git pull --no-edit origin main",
        "error: You have not concluded your merge (MERGE_HEAD exists).",
        128,
      );
    const { summary, session } = t.capture();
    const body = summaryBody(summary, session.lastAssistantMessage, [], session.events);
    expect(body).toMatch(
      /^Closing message \(Claude's words; after it, `git pull --no-edit origin main` failed\):$/m,
    );
  });

  it("keeps the message as said when nothing failed after it, and a look after it changes nothing", () => {
    const t = new Transcript()
      .user("publish the reports")
      .edit("/home/dev/proj/Docs/report.md", "Write")
      .ok('git commit -m "Add reports"', "[main 5fa2423] Add reports")
      .say("✅ Reports committed.")
      .user("where are they?")
      .fail(
        "ls /home/dev/proj/docs",
        "ls: cannot access '/home/dev/proj/docs': No such file or directory",
        2,
      );
    expect(line(t.capture().summary, "Claude said at the end")).toBe(
      "Claude said at the end: ✅ Reports committed.",
    );
  });
});

describe("a question's options are not next steps", () => {
  it("reads no menu of options as Next (a 'What would you like to do?' lead-in, items that ask)", () => {
    const message = [
      "**Issue:** We changed the router, not local files; there is nothing to commit here.",
      "",
      "**What would you like to do?**",
      "",
      "1. **Create documentation of the router changes?**",
      "   - I can create a markdown file documenting all changes made",
      "   - Commit it to this repo",
      "2. **Export router configuration?**",
      "   - Download the router's current config",
      "",
      "Could you tell me what M-Claude is?",
    ].join("\n");
    expect(extractNextSteps(message)).toEqual([]);
    const menu = "## Next steps\n1. Add the docs page?\n2. Export the config?";
    expect(extractNextSteps(menu)).toEqual([]);
    // a plain list of steps stays one
    expect(extractNextSteps("## Next steps\n1. Add the docs page\n2. Export the config")).toEqual([
      "Add the docs page",
      "Export the config",
    ]);
    expect(extractNextSteps("## TODO\n- wire the cron job")).toEqual(["wire the cron job"]);
    // a heading over prose still gives its sentence
    expect(extractNextSteps("## Next steps\nRun the migration, then deploy.")).toHaveLength(1);
  });

  it("shows no Next line from a closing question on a real record sequence", () => {
    const t = new Transcript()
      .user("push to M-Claude")
      .ok("git status", "On branch main\n\nNo commits yet\n")
      .say(
        'I need to clarify a few things.\n\n**What would you like to do?**\n\n1. **Create documentation of the changes?**\n   - Commit it to this repo\n   - Add a remote named "M-Claude" and push\n\nWhat is "M-Claude"?',
      );
    const { summary, nextSteps } = t.capture();
    expect(nextSteps).toEqual([]);
    expect(summary).not.toMatch(/^Next:/m);
  });
});

describe("an error the user moved on from is not shown as the end's error", () => {
  it("shows a failure two requests back apart (not rerun), and keeps one the last request left", () => {
    const t = new Transcript()
      .user("run the seed script against the local API")
      .fail(
        "pnpm seed",
        "✗ Seed failed: HTTP 500 POST /api/artifacts — new row violates row-level security policy",
      )
      .say("The upload is rejected by a row-level security policy: the service key is the publishable one.")
      .user("The home page at localhost:3000 shows a 404, show me the app directory")
      .ok("ls apps/web/src/app", "layout.tsx\npage.tsx")
      .say("Both files are there; the dev server holds a stale build.")
      .user("now fix the broken navbar text on the home page")
      .edit("/home/dev/proj/apps/web/src/components/Navbar.tsx")
      .fail("npm run build", "TypeError: generate is not a function")
      .say("The navbar is fixed.");
    const { summary } = t.capture();
    expect(line(summary, "Errors: ")).toBe("Errors: TypeError: generate is not a function");
    expect(line(summary, "Earlier errors")).toMatch(
      /^Earlier errors \(not rerun; the user moved on\): .*row-level security policy/,
    );
  });

  it("does not count acknowledgements and bare slash commands as moving on", () => {
    const t = new Transcript()
      .user("run the seed script against the local API")
      .fail("pnpm seed", "✗ Seed failed: HTTP 500 — new row violates row-level security policy")
      .say("The upload is rejected by a row-level security policy.")
      .user("ok")
      .slash("context")
      .user("resume");
    const { summary } = t.capture();
    expect(line(summary, "Errors: ")).toMatch(/row-level security policy/);
    expect(summary).not.toMatch(/Earlier errors/);
  });
});
