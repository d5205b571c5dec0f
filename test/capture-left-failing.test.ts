// A check left failing (core/capture/check-left-failing): the last run of a test/build/lint/typecheck
// step failed, and Claude's text right after it (core/capture/failure-reading) is kept, attributed,
// with the check — on the record shapes real 2.x transcripts hold (test/support/capture-records.ts), in
// two stacks (Python with pytest, a Next.js app with npm) and with Claude writing in two languages.
import { describe, expect, it } from "vitest";
import { readingOf } from "../src/core/capture/check-left-failing.js";
import { Transcript } from "./support/capture-records.js";

const leftFailing = (t: Transcript) => t.capture().drafts.filter((d) => d.tags.includes("left-failing"));

const PYTEST = [
  "============================= test session starts =============================",
  "E   AssertionError: assert '[REDACTED_GITHUB_TOKEN]' in 'GITHUB_token=[REDACTED]'",
  "=========================== short test summary info ===========================",
  "========================= 4 failed, 31 passed in 0.52s =========================",
].join("\n");

describe("a check left failing, with Claude's reading of it", () => {
  it("pytest: the failed run's counts and Claude's explanation, without the announced next step", () => {
    const t = new Transcript("/home/dev/logs")
      .user("add a test suite for the redaction")
      .fail("python -m pytest tests/test_redaction.py -v --tb=short", PYTEST)
      .say(
        "31 tests passed. The 4 failures are because the generic patterns catch the tokens first. Let me write the README:",
      )
      .edit("/home/dev/logs/README.md", "Write")
      .say("Done.");
    const [d, ...rest] = leftFailing(t);
    expect(rest).toHaveLength(0);
    expect(d?.type).toBe("todo");
    expect(d?.title).toMatch(
      /^`python -m pytest tests\/test_redaction\.py -v --tb=short` still failed at its last run \(4 failed, 31 passed\)/,
    );
    expect(d?.title).toMatch(
      /Claude's reading: 31 tests passed\. The 4 failures are because the generic patterns catch the tokens first\.$/,
    );
    expect(d?.body).toMatch(/\(unverified\)/);
    expect(d?.title).not.toMatch(/README/);
  });

  it("npm build in a Next.js app, Claude writing in Chinese", () => {
    const t = new Transcript("/srv/todo-app")
      .user("做一个待办应用")
      .fail("npm run build", "> todo@0.1.0 build\n> next build\n\n[TypeError: generate is not a function]")
      .say("构建失败是因为 next.config.js 里的 generateBuildId 不是函数。我们先检查配置：")
      .ok("cat next.config.js")
      .say("好了。");
    const [d] = leftFailing(t);
    expect(d?.title).toMatch(
      /^`npm run build` still failed at its last run \(\[TypeError: generate is not a function\]\)/,
    );
    expect(d?.title).toMatch(
      /Claude's reading: 构建失败是因为 next\.config\.js 里的 generateBuildId 不是函数。$/,
    );
  });

  it("a later run of the same kind of check, passing or failing, means the failure was not left", () => {
    const t = new Transcript("/srv/todo-app")
      .user("build it")
      .fail("npm run build", "Error: Cannot find module 'x'")
      .say("The build fails because module x is missing from package.json.")
      .ok("npm install x")
      .ok("npx next build", "Compiled successfully");
    expect(leftFailing(t)).toHaveLength(0);
  });

  it("no reading: a tool call right after the failure, or text that only announces the next call", () => {
    const silent = new Transcript("/home/dev/logs")
      .user("run the tests")
      .fail("pytest -q", "1 failed in 0.1s")
      .ok("cat tests/test_x.py")
      .say("The test fails because the fixture path is wrong.");
    expect(leftFailing(silent)).toHaveLength(0);
    const announcing = new Transcript("/home/dev/logs")
      .user("run the tests")
      .fail("pytest -q", "1 failed in 0.1s")
      .say("Let me look at the failing test:")
      .ok("cat tests/test_x.py");
    expect(leftFailing(announcing)).toHaveLength(0);
  });

  it("a failure that is not a check (a script, a look) is not a check left failing", () => {
    const t = new Transcript("/home/dev/logs")
      .user("sync the logs")
      .fail("python scripts/sync.py", "SyntaxError: truncated \\UXXXXXXXX escape")
      .say("The replacement string treats \\U as an escape in the script's regex.");
    expect(leftFailing(t)).toHaveLength(0);
  });

  it("readingOf drops closing sentences that end in a colon, in either script, and keeps dotted names", () => {
    expect(readingOf("Look at package.json and the lockfile first. Then:")).toBe(
      "Look at package.json and the lockfile first.",
    );
    expect(readingOf("原因是构建缓存没有清除。接下来：")).toBe("原因是构建缓存没有清除。");
    expect(readingOf("Let me check:")).toBeNull();
  });
});
