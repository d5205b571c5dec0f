// The state of the work from the session's own evidence: the hash each commit printed and whether a
// push passed after the last one ("committed, not pushed" whatever the closing message claims), and
// how the last run of a failing check failed (its runner's counts). Claude Code records as import
// reads them; two stacks each, prompts and closing messages in English and in German or Chinese.
import { describe, expect, it } from "vitest";
import { checkTally } from "../src/core/capture/check-tally.js";
import { Transcript } from "./support/capture-records.js";

const line = (summary: string, prefix: string) => summary.split("\n").find((l) => l.startsWith(prefix)) ?? "";
const commitOut = (branch: string, hash: string, subject: string) =>
  `[${branch} ${hash}] ${subject}\n 2 files changed, 14 insertions(+), 3 deletions(-)\n`;

describe("commits with their hashes, and whether the last one was pushed", () => {
  it("Python, English: two commits, the push after the last one passed", () => {
    const t = new Transcript()
      .user("add retries to the fetcher, commit and push")
      .edit("/home/dev/proj/fetcher/retry.py")
      .ok('git commit -am "Add retry with backoff"', commitOut("main", "3f9c2a1", "Add retry with backoff"))
      .ok('git commit -am "Test the retry limit"', commitOut("main", "8b04d7e", "Test the retry limit"))
      .ok("git push", "To github.com:acme/fetch.git\n   1a2b3c4..8b04d7e  main -> main\n")
      .say("Both commits are pushed.");
    expect(line(t.capture().summary, "Committed: ")).toBe(
      "Committed: Add retry with backoff (3f9c2a1); Test the retry limit (8b04d7e) — pushed",
    );
  });

  it("TypeScript, German: a commit after the last push is not pushed, whatever the message says", () => {
    const t = new Transcript()
      .user("Bitte den Login-Fehler beheben und committen")
      .edit("/home/dev/proj/src/auth/login.ts")
      .ok('git commit -m "Fix login redirect"', commitOut("fix/login", "c0ffee1", "Fix login redirect"))
      .ok(
        "git push -u origin fix/login",
        "To github.com:acme/web.git\n * [new branch] fix/login -> fix/login\n",
      )
      .edit("/home/dev/proj/src/auth/session.ts")
      .ok(
        'git commit -m "Keep the session on redirect"',
        commitOut("fix/login", "d15ea5e", "Keep the session"),
      )
      .say("Fertig, alles ist committet und gepusht.");
    expect(line(t.capture().summary, "Committed: ")).toBe(
      "Committed: Fix login redirect (c0ffee1); Keep the session on redirect (d15ea5e) — not pushed",
    );
  });

  it("a push rejected after the commit, and an amend that gives the commit a new hash", () => {
    const t = new Transcript()
      .user("修复配置加载并推送")
      .edit("/home/dev/proj/config/loader.go")
      .ok('git commit -m "Fix config loading"', commitOut("main", "aaaa111", "Fix config loading"))
      .ok("git commit --amend --no-edit", commitOut("main", "bbbb222", "Fix config loading"))
      .fail("git push", " ! [rejected]        main -> main (fetch first)\nerror: failed to push some refs")
      .say("推送被拒绝了。");
    expect(line(t.capture().summary, "Committed: ")).toBe(
      "Committed: Fix config loading (bbbb222) — not pushed (the push after it failed)",
    );
  });

  it("a commit and its push in one chain is pushed; a session without a commit says nothing of pushes", () => {
    const chained = new Transcript()
      .user("ship it")
      .edit("/home/dev/proj/lib/app.rb")
      .ok('git commit -am "Ship" && git push', `${commitOut("main", "1234abc", "Ship")}To x\n`)
      .say("Shipped.");
    expect(line(chained.capture().summary, "Committed: ")).toBe("Committed: Ship (1234abc) — pushed");
    const none = new Transcript()
      .user("push the branch")
      .ok("git push", "Everything up-to-date\n")
      .say("Done.");
    expect(none.capture().summary).not.toMatch(/Committed:|pushed/);
  });
});

describe("a failing check shows its runner's counts", () => {
  it("Python, English: the last pytest run's counts on the Commands line", () => {
    const out = [
      "============================= test session starts ==============================",
      "FAILED tests/test_redact.py::test_github_token - AssertionError",
      "========================= 4 failed, 31 passed in 0.39s =========================",
    ].join("\n");
    const t = new Transcript()
      .user("run the redaction tests")
      .fail("python -m pytest tests/test_redact.py -q", out)
      .say("Four tests fail.");
    expect(line(t.capture().summary, "Commands: ")).toContain(
      "✗ python -m pytest tests/test_redact.py -q (exit 1: 4 failed, 31 passed)",
    );
  });

  it("Rust, Chinese: cargo's result line; a failure without counts keeps only its exit status", () => {
    const cargo =
      "running 12 tests\ntest parse::empty ... FAILED\n\ntest result: FAILED. 11 passed; 1 failed; 0 ignored";
    const t = new Transcript()
      .user("运行测试看看解析器")
      .fail("cargo test", cargo, 101)
      .fail("cargo clippy", "error: could not compile `proj`", 101)
      .say("有一个测试失败。");
    const commands = line(t.capture().summary, "Commands: ");
    expect(commands).toContain("✗ cargo test (exit 101: 11 passed, 1 failed)");
    expect(commands).toContain("✗ cargo clippy (exit 101)");
  });

  it("counts of other runners; none when nothing failed or the line names no failure", () => {
    expect(checkTally("Tests:       2 failed, 40 passed, 42 total")).toBe("2 failed, 40 passed, 42 total");
    expect(checkTally("Finished in 0.1 seconds\n35 tests, 4 failures")).toBe("35 tests, 4 failures");
    expect(checkTally("  31 passing (2s)\n  4 failing")).toBe("31 passing, 4 failing");
    expect(checkTally("Found 3 errors in 2 files.")).toBe("3 errors");
    expect(checkTally("12 passed, 0 failed")).toBeNull();
    expect(checkTally("error: could not compile")).toBeNull();
  });
});

describe("steps left for the user to take outside the session", () => {
  it("TypeScript, English: a list addressed to the user in a reply to a task notification after the final message", () => {
    const t = new Transcript()
      .user("make the MCP server build to dist/index.js")
      .edit("/home/dev/proj/apps/mcp/tsconfig.json")
      .ok("pnpm build", "done")
      .say("The MCP server builds to dist/index.js now.")
      .user("<task-notification>\n<task-id>b1</task-id>\n<status>completed</status>\n</task-notification>")
      .say(
        [
          "Those notifications are stale; the build works.",
          "",
          "**Still needs your action:**",
          "1. **Vercel**: Add `NEXT_PUBLIC_API_URL=<your API URL>` in the Vercel dashboard → Environment Variables",
          "2. **Supabase**: create the `artifacts` bucket",
        ].join("\n"),
      );
    expect(t.capture().nextSteps).toEqual([
      "For the user: **Vercel**: Add `NEXT_PUBLIC_API_URL=<your API URL>` in the Vercel dashboard → Environment Variables",
      "For the user: **Supabase**: create the `artifacts` bucket",
    ]);
  });

  it("Python, German: the final message's list of what the user must still do", () => {
    const t = new Transcript()
      .user("Richte das Deployment auf Heroku ein")
      .edit("/home/dev/proj/Procfile", "Write")
      .say(
        "Das Deployment ist eingerichtet.\n\nWas du noch tun musst:\n- `DATABASE_URL` in den Heroku-Einstellungen setzen\n- `heroku run python manage.py migrate` ausführen",
      );
    expect(t.capture().nextSteps).toEqual([
      "For the user: `DATABASE_URL` in den Heroku-Einstellungen setzen",
      "For the user: `heroku run python manage.py migrate` ausführen",
    ]);
  });

  it("a list the user need only know, or one not addressed to the user, is no step", () => {
    const known = new Transcript()
      .user("explain the cache")
      .say("What you need to know:\n- entries expire after 10 minutes\n- the key is the URL");
    expect(known.capture().nextSteps).toEqual([]);
    const done = new Transcript()
      .user("set up CI")
      .edit("/home/dev/proj/.github/workflows/ci.yml", "Write")
      .say("CI is set up.\n\n**What changed:**\n- ci.yml runs lint and tests");
    expect(done.capture().nextSteps).toEqual([]);
  });
});
