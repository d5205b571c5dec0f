// Variants of each precision class of capture (what is shown as intent, state, errors, changed files,
// next steps and verified commands) on record shapes unlike the sessions the rules were tuned on:
// another agent's tools (Copilot CLI's `bash` / `create` / `edit`, Codex's `shell` through `bash -lc`
// and `apply_patch`), prose in other languages, other stacks (cargo, go, gradle, pytest, make, pnpm,
// uv). A rule that holds here holds by the structure of the session, not by the words of one project.
import { describe, expect, it } from "vitest";
import { deriveMemories } from "../src/core/capture/capture.js";
import { activityEvent } from "../src/core/capture/events.js";
import { summarizeSession } from "../src/core/capture/summary.js";
import { sameMeaning } from "../src/core/memories/same-meaning.js";
import { CodexRollout, CopilotLog } from "./support/agent-records.js";
import { Transcript } from "./support/capture-records.js";

const line = (summary: string, prefix: string) => summary.split("\n").find((l) => l.startsWith(prefix));
const titles = (drafts: { type: string; title: string }[], type: string) =>
  drafts.filter((d) => d.type === type).map((d) => d.title);

describe("class 1 variants: a slash command is not the session's intent", () => {
  it("1.0.x records (command-message before command-name) then a prompt in German", () => {
    const t = new Transcript()
      .user(
        "<command-message>init is analyzing your codebase…</command-message>\n<command-name>/init</command-name>",
      )
      .say("Wrote CLAUDE.md.")
      .user("Bitte füge dem Server einen Health-Check-Endpunkt hinzu")
      .say("Erledigt.");
    expect(line(t.capture().summary, "Intent: ")).toBe(
      "Intent: Bitte füge dem Server einen Health-Check-Endpunkt hinzu",
    );
  });

  it("/model and /compact with their local output, then a prompt in Spanish", () => {
    const t = new Transcript()
      .slash("model", "opus", "Set model to opus")
      .slash("compact", "keep the cargo errors")
      .user("arregla el error de compilación en src/parser.rs")
      .say("Listo.");
    expect(line(t.capture().summary, "Intent: ")).toBe(
      "Intent: arregla el error de compilación en src/parser.rs",
    );
  });

  it("a built-in command with arguments is told by its local output, not its name; then a Japanese prompt", () => {
    const t = new Transcript()
      .slash("bug", "the pager crashes on resize", "Feedback sent. Thank you!")
      .user("ログイン画面にパスワード再設定のリンクを追加してください")
      .say("追加しました。");
    expect(line(t.capture().summary, "Intent: ")).toBe(
      "Intent: ログイン画面にパスワード再設定のリンクを追加してください",
    );
  });

  it("a 2.1 system/local_command record with arguments is no prompt; a plugin command with a body is", () => {
    const local = (content: string) => ({ type: "system", subtype: "local_command", content, isMeta: false });
    const t = new Transcript()
      .user(
        "",
        local(
          "<command-name>/effort</command-name>\n<command-message>effort</command-message>\n<command-args>high</command-args>",
        ),
      )
      .user("", local("<local-command-stdout>Effort set to high</local-command-stdout>"))
      .user(
        "<command-message>review:pr</command-message>\n<command-name>/review:pr</command-name>\n<command-args>42 check the Alembic migrations</command-args>",
      )
      .user("Review the pull request named in the arguments. Read the diff, then …", { isMeta: true })
      .say("Migration 0042 drops a column without a default.");
    const { summary, session } = t.capture();
    expect(line(summary, "Intent: ")).toBe("Intent: /review:pr 42 check the Alembic migrations");
    expect(session.events.filter((e) => e.kind === "prompt").map((e) => e.detail)).toEqual([
      "/review:pr 42 check the Alembic migrations",
    ]);
  });

  it("a plugin skill command without arguments, then a prompt in Chinese", () => {
    const t = new Transcript()
      .command("superpowers:brainstorm")
      .say("What would you like to brainstorm?")
      .user("给登录页面加上验证码")
      .say("好的。");
    expect(line(t.capture().summary, "Intent: ")).toMatch(/^Intent: 给登录页面加上验证码/);
  });
});

describe("class 2 variants: the agent's self-assessment is not the state", () => {
  it("Copilot: a German success claim while `cargo test` still fails", () => {
    const c = new CopilotLog()
      .user("Behebe den fehlschlagenden Parser-Test")
      .edit("/home/dev/proj/src/parser.rs")
      .run(
        "cargo test",
        101,
        "test parser::tests::nested ... FAILED\nerror: test failed, to rerun pass `--lib`",
      )
      .say(
        "✅ Der Fehler ist behoben und alle Tests funktionieren. Der Parser liest jetzt verschachtelte Listen.",
      )
      .capture();
    expect(c.summary).not.toMatch(/behoben|funktionieren/);
    expect(c.summary).toMatch(/cargo test[^\n]*(still failed|failed)/);
  });

  it("Codex: a Chinese success claim while `go test ./...` still fails", () => {
    const c = new CodexRollout()
      .user("修复 handler 的测试")
      .patch("/home/dev/proj/internal/handler.go")
      .run("go test ./...", 1, "--- FAIL: TestHandler (0.00s)\nFAIL\tgithub.com/acme/api/internal\t0.012s")
      .done("已修复，所有测试通过。handler 现在会返回 404。")
      .capture();
    expect(c.summary).not.toMatch(/已修复|所有测试通过/);
    expect(c.summary).toMatch(/go test[^\n]*still failed/);
  });

  it("Claude Code: a Spanish 'completed and production ready' while gradle tests fail", () => {
    const t = new Transcript()
      .user("añade pruebas para el servicio de pagos")
      .edit("/home/dev/proj/src/test/java/PaymentServiceTest.java", "Write")
      .fail("./gradlew test", "PaymentServiceTest > refunds() FAILED\n3 tests completed, 1 failed")
      .say("Todo está completado y listo para producción. El servicio tiene 3 pruebas nuevas.");
    const last = line(t.capture().summary, "Claude said at the end");
    expect(last).toMatch(/still failed/);
    expect(last).not.toMatch(/completado|listo para producción/);
    expect(last).toMatch(/3 pruebas nuevas/);
  });
});

describe("class 3 variants: a compaction summary's nested errors and fixes", () => {
  const compaction = (errors: string[]) =>
    [
      "This session is being continued from a previous conversation that ran out of context. The conversation is summarized below:",
      "Analysis:",
      "The user asked to fix the build.",
      "",
      "Summary:",
      "4. Errors and fixes:",
      ...errors,
      "",
      "7. Pending Tasks:",
      "   - None",
    ].join("\n");
  const notes = (summary: string) => {
    const t = new Transcript()
      .user("fix the build")
      .say("On it.")
      .user(summary, { isCompactSummary: true, isVisibleInTranscriptOnly: true })
      .user("carry on")
      .say("Continuing.");
    return t
      .capture()
      .drafts.filter((d) => d.type === "bug_note")
      .map((d) => [d.title, d.body]);
  };

  it("`*` bullets: the nested fix, never the nested symptom", () => {
    const got = notes(
      compaction([
        "   * **`cargo build` failed: linker `cc` not found**:",
        "     * Error: `error: linker cc not found`",
        "     * Fixed by installing build-essential",
      ]),
    );
    expect(got).toHaveLength(1);
    expect(got[0]?.[1]).toMatch(/^Fix: Fixed by installing build-essential/);
  });

  it("a fix that opens with 'Resolved by' after a nested user-feedback line", () => {
    const got = notes(
      compaction([
        "   - **pytest collected 0 items**:",
        "     - User feedback: the tests live in tests/unit",
        "     - Resolved by setting testpaths = tests/unit in pyproject.toml",
      ]),
    );
    expect(got.map((g) => g[1])).toEqual([
      "Fix: Resolved by setting testpaths = tests/unit in pyproject.toml (from Claude Code's compaction summary)",
    ]);
  });

  it("an error with only nested symptoms and no fix is no bug note with a fix", () => {
    const got = notes(
      compaction([
        "   - **`make` fails on macOS**:",
        "     - Error: `ld: library not found for -lssl`",
        "     - Still failing; the user will install openssl later",
      ]),
    );
    expect(got.filter((g) => /^Fix: (Error|Still)/.test(g[1] ?? ""))).toEqual([]);
  });
});

describe("class 4 variants: machine-written user records are not requests", () => {
  it("shell mode running cargo with stderr output is neither a request nor the session's error", () => {
    const t = new Transcript()
      .user("make the CLI print a version")
      .say("Added `--version`.")
      .user("<bash-input>cargo run -- --version</bash-input>")
      .user(
        '<bash-stdout></bash-stdout><bash-stderr>error: could not compile `cli` (bin "cli")</bash-stderr>',
      );
    const { summary } = t.capture();
    expect(summary).not.toMatch(/bash-|Unanswered|could not compile/);
    expect(line(summary, "Intent: ")).toBe("Intent: make the CLI print a version");
  });

  it("a task notification after the last answer is no request and no ending", () => {
    const t = new Transcript()
      .user("start the dev server and check the home page")
      .say("The home page renders.")
      .user(
        '<task-notification>\n<task-id>b7k2</task-id>\n<status>completed</status>\n<summary>Background command "pnpm dev" completed (exit code 0)</summary>\n</task-notification>',
      );
    const { summary } = t.capture();
    expect(summary).not.toMatch(/task-notification|task-id|Unanswered/);
  });

  it("/cost output in local-command-stdout is no prompt", () => {
    const t = new Transcript()
      .user("upgrade pytest to 8")
      .say("Upgraded.")
      .slash("cost", "", "Total cost: $0.42\nTotal duration (API): 1m 3s");
    const { summary } = t.capture();
    expect(summary).not.toMatch(/Total cost|Unanswered/);
    expect(line(summary, "Intent: ")).toBe("Intent: upgrade pytest to 8");
  });
});

describe("class 5 variants: stale continuity", () => {
  const todoWrite = (items: [string, string][]) => ({
    todos: items.map(([content, status]) => ({ content, status, activeForm: content })),
  });
  const ack = { content: "Todos have been modified successfully." };

  it("a Spanish todo never ticked that a later commit did is neither Remaining nor Next", () => {
    const t = new Transcript()
      .user("añade la paginación y documenta la API")
      .tool(
        "TodoWrite",
        todoWrite([
          ["Añadir la paginación al listado", "in_progress"],
          ["Documentar la API", "pending"],
        ]),
        ack,
      )
      .edit("/home/dev/proj/src/list.py")
      .ok(
        'git commit -am "Añadir la paginación al listado"',
        "[main 9f8e7d6] Añadir la paginación al listado",
      )
      .say("La paginación está lista.");
    const { summary } = t.capture();
    expect(line(summary, "Remaining: ")).toBe("Remaining: Documentar la API");
    expect(summary).not.toMatch(/(Next|Remaining)[^\n]*paginación/);
  });

  it("a task created with TaskCreate and completed with TaskUpdate is not open", () => {
    const t = new Transcript()
      .user("migrate the build to uv")
      .tool(
        "TaskCreate",
        { subject: "Replace requirements.txt with uv.lock" },
        { content: "Task #1 created" },
      )
      .tool("TaskCreate", { subject: "Update the CI workflow" }, { content: "Task #2 created" })
      .ok("uv lock")
      .tool("TaskUpdate", { taskId: "1", status: "completed" }, { content: "Updated task #1" })
      .say("uv.lock is in; CI next.");
    const { summary } = t.capture();
    expect(summary).not.toMatch(/(Next|Remaining)[^\n]*requirements\.txt/);
    expect(summary).toMatch(/(Next|Remaining)[^\n]*CI workflow/);
  });

  it("a German todo list that ended all completed leaves nothing Remaining", () => {
    const t = new Transcript()
      .user("Richte make lint ein")
      .tool(
        "TodoWrite",
        todoWrite([
          ["Makefile-Ziel lint anlegen", "pending"],
          ["make lint ausführen", "pending"],
        ]),
        ack,
      )
      .edit("/home/dev/proj/Makefile")
      .ok("make lint")
      .tool(
        "TodoWrite",
        todoWrite([
          ["Makefile-Ziel lint anlegen", "completed"],
          ["make lint ausführen", "completed"],
        ]),
        ack,
      )
      .say("Fertig.");
    const { summary } = t.capture();
    expect(summary).not.toMatch(/Remaining|Makefile-Ziel/);
  });
});

describe("class 6 variants: files created and deleted within the session are not changes", () => {
  it("Codex: a file added by apply_patch and removed with rm is not changed", () => {
    const c = new CodexRollout()
      .user("fix the date parsing")
      .patch("/home/dev/proj/scratch_check.py", "add")
      .run("uv run python scratch_check.py", 0, "ok")
      .patch("/home/dev/proj/src/dates.py", "update")
      .run("rm scratch_check.py")
      .done("Fixed the date parsing.")
      .capture();
    const changed = line(c.summary, "Changed: ") ?? "";
    expect(changed).toMatch(/dates\.py/);
    expect(changed).not.toMatch(/scratch_check/);
  });

  it("Copilot: a script created and deleted with rm -f, the edited source survives", () => {
    const c = new CopilotLog()
      .user("speed up the build")
      .create("/home/dev/proj/bench.sh")
      .run("bash bench.sh", 0, "12.3s")
      .edit("/home/dev/proj/build.gradle.kts")
      .run("rm -f bench.sh")
      .say("The build cache is on.")
      .capture();
    const changed = line(c.summary, "Changed: ") ?? "";
    expect(changed).toMatch(/build\.gradle\.kts/);
    expect(changed).not.toMatch(/bench\.sh/);
  });

  it("Claude Code: a file moved away with git mv is listed by its new name only", () => {
    const t = new Transcript()
      .user("rename the config module")
      .edit("/home/dev/proj/pkg/conf.go", "Write")
      .ok("git mv pkg/conf.go pkg/config.go")
      .edit("/home/dev/proj/pkg/config.go")
      .say("Renamed.");
    const changed = line(t.capture().summary, "Changed: ") ?? "";
    expect(changed).toMatch(/config\.go/);
    expect(changed).not.toMatch(/conf\.go/);
  });
});

describe("class 7 variants: an incidental error is not the session's error", () => {
  it("Copilot: an `ls` of a missing build folder while exploring, then the build passed", () => {
    const c = new CopilotLog()
      .user("build the release binary")
      .run("ls target/release", 2, "ls: cannot access 'target/release': No such file or directory")
      .run("cargo build --release", 0, "Finished release")
      .say("Built.")
      .capture();
    expect(c.summary).not.toMatch(/Errors:|cannot access/);
  });

  it("Codex: a `cat` of a file that does not exist, then the tests passed", () => {
    const c = new CodexRollout()
      .user("run the tests")
      .run("cat setup.cfg", 1, "cat: setup.cfg: No such file or directory")
      .run("uv run pytest -q", 0, "12 passed")
      .done("All 12 tests pass.")
      .capture();
    expect(c.summary).not.toMatch(/Errors:|setup\.cfg/);
  });

  it("Claude Code: `which` of a missing program and a mangled `cd` are not the session's error", () => {
    const t = new Transcript("C:\\work\\app")
      .user("build the web app")
      .fail("which mvn", "", 1)
      .fail(
        "cd C:\\work\\app\\web && pnpm build",
        "/usr/bin/bash: line 1: cd: C:workappweb: No such file or directory",
      )
      .ok("cd /c/work/app/web && pnpm build", "Compiled successfully")
      .say("Built.");
    const { summary, drafts } = t.capture();
    expect(summary).not.toMatch(/Errors:/);
    expect(titles(drafts, "bug_note")).toEqual([]);
  });
});

describe("background commands: started is not verified until a later record says it exited 0", () => {
  const verified = (drafts: { type: string; title: string }[]) => titles(drafts, "verified_command");
  /** A Bash call Claude Code moved to the background (`run_in_background`): no exit status yet. */
  const background = (t: Transcript, command: string, id: string) =>
    t.tool(
      "Bash",
      { command, description: "run", run_in_background: true },
      {
        content: `Command running in background with ID: ${id}. Output is being written to: /tmp/claude/tasks/${id}.output`,
        toolUseResult: { stdout: "", stderr: "", interrupted: false, isImage: false, backgroundTaskId: id },
      },
    );

  it("a cargo test sent to the background with no result is started, not passed, and closes no failure", () => {
    const t = new Transcript()
      .user("corrige le test du parseur")
      .fail("cargo test", "error[E0308]: mismatched types", 101);
    background(t, "cargo test", "b81f2c0").say("Les tests tournent en arrière-plan.");
    const { summary, drafts } = t.capture();
    expect(summary).toMatch(/▶ cargo test \(started in the background, no result seen\)/);
    expect(summary).not.toMatch(/✓ cargo test/);
    expect(line(summary, "Errors: ")).toMatch(/mismatched types/);
    expect(verified(drafts)).not.toContain("cargo test");
  });

  it("a task notification with exit code 0 settles it: verified; with exit code 1: failed", () => {
    const t = new Transcript().user("テストを実行して");
    background(t, "go test ./...", "b5d0e11");
    background(t, "golangci-lint run", "b5d0e12")
      .say("実行中です。")
      .user(
        '<task-notification>\n<task-id>b5d0e11</task-id>\n<output-file>/tmp/claude/tasks/b5d0e11.output</output-file>\n<status>completed</status>\n<summary>Background command "go test ./..." completed (exit code 0)</summary>\n</task-notification>',
      )
      .user(
        '<task-notification>\n<task-id>b5d0e12</task-id>\n<status>failed</status>\n<summary>Background command "golangci-lint run" failed with exit code 1</summary>\n</task-notification>',
      )
      .say("テストは通りました。lint は失敗しました。");
    const { summary, drafts } = t.capture();
    expect(verified(drafts)).toContain("go test");
    expect(verified(drafts)).not.toContain("golangci-lint run");
    expect(summary).toMatch(/✓ go test(?! \(started)/);
    expect(summary).toMatch(/✗ golangci-lint run \(exit 1\)/);
  });

  it("a 1.0.x BashOutput result (status completed, exitCode 0) settles the start", () => {
    const t = new Transcript().user("run the python tests");
    background(t, "uv run pytest -q", "bash_3")
      .tool(
        "BashOutput",
        { bash_id: "bash_3" },
        {
          content: "<status>completed</status>\n<exit_code>0</exit_code>\n<stdout>12 passed</stdout>",
          toolUseResult: {
            shellId: "bash_3",
            command: "uv run pytest -q",
            status: "completed",
            exitCode: 0,
            stdout: "12 passed",
            stderr: "",
          },
        },
      )
      .say("12 passed.");
    expect(verified(t.capture().drafts)).toContain("uv run pytest -q");
  });

  it("live hooks: the notification arrives as a prompt event and settles the start the same way", () => {
    const sid = "live-bg";
    const ev = (i: number, e: Partial<Parameters<typeof activityEvent>[0]> & { event: string }) =>
      activityEvent({
        sessionId: sid,
        ts: new Date(Date.UTC(2026, 0, 5, 10, 0, i)).toISOString(),
        kind: "tool",
        ...e,
      });
    const events = [
      ev(0, { kind: "prompt", event: "UserPromptSubmit", detail: "build the Android app" }),
      ev(1, {
        event: "PostToolUse",
        tool: "Bash",
        command: "./gradlew test",
        ok: true,
        exitCode: null,
        detail: "started in the background: b9",
      }),
      ev(2, {
        kind: "prompt",
        event: "UserPromptSubmit",
        detail:
          '<task-notification>\n<task-id>b9</task-id>\n<status>failed</status>\n<summary>Background command "./gradlew test" failed with exit code 1</summary>\n</task-notification>',
      }),
    ];
    const { summary } = summarizeSession(events, "The build is running.", null);
    expect(summary).toMatch(/✗ \.\/gradlew test \(exit 1\)/);
    expect(deriveMemories(events).filter((d) => d.type === "verified_command")).toEqual([]);
  });
});

describe("class 12 variants: near duplicates of one session are one memory, other statements are not", () => {
  it("merges the same gotcha noted twice in German", () => {
    expect(
      sameMeaning(
        "Die Datei priv/static/app.css ist in .gitignore, mit git add -f hinzufügen",
        "Die Datei priv/static/app.css ist in .gitignore, daher mit git add -f hinzufügen",
      ),
    ).toBe(true);
  });

  it("merges the same note written twice in Chinese", () => {
    expect(sameMeaning("构建前必须先运行 pnpm install", "构建前必须先运行 pnpm install 命令")).toBe(true);
  });

  it("keeps statements apart that name other things or turn the meaning around", () => {
    expect(sameMeaning("cargo test --workspace passes", "cargo test --doc passes")).toBe(false);
    expect(sameMeaning("Use pnpm, not npm", "Use npm, not pnpm")).toBe(false);
    expect(sameMeaning("Los tests usan PostgreSQL 15", "Los tests usan PostgreSQL 16")).toBe(false);
  });
});
