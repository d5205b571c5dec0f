// One test per failure class of capture on sessions from unseen projects, each on the record shapes
// real transcripts hold (built record by record in test/support/capture-records.ts): the rule fixes
// the class by the structure of the session, not by the words of one project.
import { describe, expect, it } from "vitest";
import { Transcript } from "./support/capture-records.js";

const line = (summary: string, prefix: string) => summary.split("\n").find((l) => l.startsWith(prefix));

describe("class 1: a slash command is not the session's intent", () => {
  it("skips /clear and a lone greeting; a plugin command with arguments is a request", () => {
    const t = new Transcript()
      .slash("clear")
      .user("hi")
      .say("Hi! What can I do?")
      .user("update the tailscale app on the router")
      .say("Done.");
    expect(line(t.capture().summary, "Intent: ")).toBe(
      "Intent: update the tailscale app on the router (+1 more prompt)",
    );
    const plugin = new Transcript().command("orchestrator", "create TODO app by Next.js").say("Created.");
    expect(line(plugin.capture().summary, "Intent: ")).toBe(
      "Intent: /orchestrator create TODO app by Next.js",
    );
    const only = new Transcript().command("init").say("Wrote CLAUDE.md.");
    expect(line(only.capture().summary, "Intent: ")).toBe("Intent: /init");
  });
});

describe("class 4: machine-written user records are not requests", () => {
  it("shell-mode input and output and local command output are neither intents nor unanswered", () => {
    const t = new Transcript()
      .user("make the build reproducible")
      .say("I pinned the toolchain; the build is reproducible now.")
      .user("<bash-input>git status --short</bash-input>")
      .user("<bash-stdout> M flake.lock</bash-stdout><bash-stderr></bash-stderr>")
      .slash("context", "", "\u001b[1mContext Usage\u001b[22m 42k/200k tokens");
    const { summary, session } = t.capture();
    // the import keeps only typed prompts as prompt events: `/context` ran locally (its output follows)
    expect(session.events.filter((e) => e.kind === "prompt").map((e) => e.detail)).toEqual([
      "make the build reproducible",
    ]);
    expect(session.intents).toEqual(["make the build reproducible", "/context"]);
    expect(summary).not.toMatch(/bash-|Unanswered|local-command|Context Usage/);
    expect(line(summary, "Intent: ")).toBe("Intent: make the build reproducible");
  });
});

describe("class 6: files created and deleted within the session are not changes", () => {
  it("drops what rm / Remove-Item / mv removed and shows the survivors by folder", () => {
    const t = new Transcript("C:\\Users\\dev\\repo")
      .user("publish the audit reports and commit them")
      .edit("C:\\Users\\dev\\repo\\Docs\\audit\\01-access.md", "Write")
      .edit("C:\\Users\\dev\\repo\\Docs\\audit\\02-network.md", "Write")
      .edit("C:\\Users\\dev\\repo\\commit-msg.txt", "Write")
      .edit("C:\\Users\\dev\\repo\\do-commit.ps1", "Write")
      .edit("C:\\Users\\dev\\repo\\scratch.py", "Write")
      .ok("git commit -F commit-msg.txt", "[main 5fa2423] Add audit reports")
      .ok(
        "powershell.exe -Command \"cd 'C:\\Users\\dev\\repo'; Remove-Item 'commit-msg.txt','do-commit.ps1' -Force\"",
      )
      .ok("rm -f scratch.py")
      .say("Committed the reports.");
    const changed = line(t.capture().summary, "Changed: ");
    expect(changed).toBe("Changed: in C:/Users/dev/repo/Docs/audit: 01-access.md, 02-network.md");
  });
});

describe("class 7: an incidental error is not the session's error", () => {
  it("keeps the failure of a command that mattered, not a probe of a missing path or the shell's own noise", () => {
    const t = new Transcript()
      .user("sync the logs repo")
      .fail(
        "ls -la /mnt/c/Users/dev/Documents/logs",
        "ls: cannot access '/mnt/c/Users/dev/Documents/logs': No such file or directory",
        2,
      )
      .fail(
        'powershell.exe -Command "Get-NetFirewallProfile"',
        "0 [main] bash (1620) child_copy: cygheap read copy failed, 0x0..0x8000211C0, done 0, windows pid 1620, Win32 error 299",
      )
      .fail(
        "git pull --no-edit origin main",
        "error: You have not concluded your merge (MERGE_HEAD exists).",
        128,
      )
      .say("The pull stopped: a merge is still in progress.");
    const { summary } = t.capture();
    expect(line(summary, "Errors: ")).toBe(
      "Errors: error: You have not concluded your merge (MERGE_HEAD exists).",
    );
  });
});

describe("class 8: verified commands of any program, in a general form", () => {
  it("keeps a package manager run, a project script, a syntax check and a remote connection that passed", () => {
    const t = new Transcript()
      .user("make the sync script work on Windows")
      .fail(
        "python scripts/sync_raw_logs.py",
        "Python was not found; run without arguments to install from the Microsoft Store",
        49,
      )
      .ok("/c/Python314/python scripts/sync_raw_logs.py", "Synced 5 files")
      .ok("python -m py_compile scripts/sync_raw_logs.py")
      .ok("uv sync --all-extras 2>&1 | tail -3")
      .ok('ssh -o ConnectTimeout=10 root@192.0.2.1 "opkg list-installed | grep tailscale"', "tailscale 1.58")
      .ok("ls -la scripts")
      .ok("mkdir -p out")
      .say("Works now.");
    const { drafts } = t.capture();
    const verified = drafts.filter((d) => d.type === "verified_command").map((d) => d.title);
    expect(verified).toEqual([
      "/c/Python314/python scripts/sync_raw_logs.py",
      "python -m py_compile scripts/sync_raw_logs.py",
      "uv sync --all-extras",
      "ssh -o ConnectTimeout=10 root@192.0.2.1",
    ]);
    // the program that was not found, then found by its path: the same action, a failed attempt
    expect(drafts.find((d) => d.type === "failed_attempt")?.title).toBe(
      "`python scripts/sync_raw_logs.py` failed; `/c/Python314/python scripts/sync_raw_logs.py` worked instead",
    );
  });
});

describe("class 3: a compaction summary's nested Errors and fixes", () => {
  const summary = [
    "This session is being continued from a previous conversation that ran out of context. The conversation is summarized below:",
    "Analysis:",
    "The user asked to reach the router.",
    "",
    "Summary:",
    "4. Errors and fixes:",
    "   - **SSH connection to the router failed (timeout)**:",
    "     - Fixed by running `ipconfig` to discover the actual gateway IP",
    "   - **`ipconfig /all` command failed on Windows**:",
    '     - Error: "unrecognized or incomplete command line"',
    "     - Fixed by using just `ipconfig` without the /all flag",
    "   - **Docker Desktop not running**: Switched context to `default`, both failed. Cannot run Docker build here.",
    "   - **Storage bucket not found**: bucket never created. Fix: create it in the dashboard, then re-run the seed.",
    "",
    "7. Pending Tasks:",
    "   - None explicitly requested",
    "",
    "9. Optional Next Step:",
    "   No explicit next step requested. The user's last request has been completed.",
  ].join("\n");

  it("pairs each error with the nested line that fixed it, never the symptom; open items are not fixes", () => {
    const t = new Transcript()
      .user("ssh into my router")
      .say("Connected.")
      .user(summary, { isCompactSummary: true, isVisibleInTranscriptOnly: true })
      .user("check service status")
      .say("Docker is running.");
    const { drafts, nextSteps } = t.capture();
    const notes = drafts.filter((d) => d.type === "bug_note").map((d) => [d.title, d.body]);
    expect(notes).toEqual([
      [
        "SSH connection to the router failed (timeout)",
        "Fix: Fixed by running `ipconfig` to discover the actual gateway IP (from Claude Code's compaction summary)",
      ],
      [
        "ipconfig /all command failed on Windows",
        "Fix: Fixed by using just `ipconfig` without the /all flag (from Claude Code's compaction summary)",
      ],
    ]);
    expect(nextSteps).toEqual([]);
  });
});

describe("class 2: Claude's self-assessment is not the state", () => {
  it("attributes the last message and drops its success claims while a check still fails", () => {
    const t = new Transcript()
      .user("add tests for the redaction script")
      .edit("/home/dev/proj/tests/test_redaction.py", "Write")
      .fail(
        "python -m pytest tests/ -v",
        "FAILED tests/test_redaction.py::test_slack_token - AssertionError\n4 failed, 31 passed",
      )
      .say(
        "All improvements are complete and production ready. The suite has 35 tests. Pattern order needs adjusting for 4 of them.",
      );
    const last = line(t.capture().summary, "Claude said at the end");
    expect(last).toBe(
      "Claude said at the end (while `python -m pytest tests/ -v` still failed): The suite has 35 tests. Pattern order needs adjusting for 4 of them.",
    );
  });
});

describe("class 9: corrections and preferences by the structure of the exchange", () => {
  it("keeps what the user says after stopping Claude, in any language, and imperative clauses of a request", () => {
    const t = new Transcript()
      .user("把依赖装好然后跑测试")
      .tool(
        "Bash",
        { command: "npm install" },
        { content: "[Request interrupted by user for tool use]", isError: true },
      )
      .interrupt()
      .user("不要用 npm，这个项目用 pnpm")
      .ok("pnpm install")
      .say("依赖已安装。")
      .user("complete the commit, always verify and run hooks. If stuck, please troubleshoot")
      .say("Committed with hooks.");
    const corrections = t
      .capture()
      .drafts.filter((d) => d.type === "preference" || d.type === "constraint")
      .map((d) => [d.type, d.title, d.body.split(" (")[0]]);
    expect(corrections).toEqual([
      [
        "constraint",
        "不要用 npm，这个项目用 pnpm",
        "The user said this after stopping Claude while it ran `npm install`",
      ],
      ["preference", "always verify and run hooks.", "The user said this during a session"],
    ]);
  });

  it("keeps the calls the user rejected at the permission prompt, and what they said when rejecting", () => {
    const t = new Transcript()
      .user("sync with origin")
      .fail("git pull --no-edit origin main", "error: gpg failed to sign the data", 128)
      .reject("Bash", { command: "git config --local commit.gpgsign false" })
      .tool(
        "Edit",
        { file_path: "/home/dev/proj/.git/hooks/pre-commit", old_string: "a", new_string: "b" },
        {
          content:
            "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). To tell you how to proceed, the user said:\n可以为我解释下你实现的内容么",
          isError: true,
        },
      );
    const titles = t.capture().drafts.map((d) => [d.type, d.title]);
    expect(titles).toContainEqual([
      "constraint",
      "The user rejected `git config --local commit.gpgsign false` at the permission prompt",
    ]);
    expect(titles).toContainEqual(["preference", "可以为我解释下你实现的内容么"]);
  });
});

describe("class 10: decisions from a design Q&A", () => {
  it("a numbered choice names the option it picks; a reply to a closing question is the decision", () => {
    const t = new Transcript()
      .user("review the repo and propose improvements")
      .tool("Read", { file_path: "/home/dev/proj/README.md" }, { content: "# proj" })
      .say(
        "Here is my review.\n\n## Next Steps\n\nWould you like me to:\n\n1. **Fix the redaction bug** immediately?\n2. **Set up pytest** with initial test cases?\n3. **All of the above** in priority order?\n\nLet me know which ones to tackle first!",
      )
      .user("3")
      .say("Starting with the redaction bug.")
      .user("where is the repo")
      .say("Is it the GitHub repository, or do you mean the local folder at C:\\Users\\dev\\Documents\\logs?")
      .user("the local folder");
    const decisions = t
      .capture()
      .drafts.filter((d) => d.type === "decision")
      .map((d) => d.title);
    expect(decisions).toEqual([
      "Would you like me to: → 3: All of the above in priority order?",
      "Is it the GitHub repository, or do you mean the local folder at C:\\Users\\dev\\Documents\\logs? → the local folder",
    ]);
  });
});

describe("class 11: findings of research and Q&A turns, not only the last message", () => {
  it("keeps each answer to a request Claude only looked into, never one after changes", () => {
    const t = new Transcript()
      .user("ssh into my router and check docker")
      .ok(
        'ssh -o ConnectTimeout=10 root@192.0.2.1 "cat /etc/openwrt_release && docker ps -a"',
        "OpenWrt 23.05",
      )
      .say(
        `The router runs OpenWrt 23.05-SNAPSHOT. Docker is installed at /usr/bin/docker but there are no containers: docker ps -a printed an empty list. ${"Details follow. ".repeat(12)}`,
      )
      .user("remove the cloud packages")
      .ok('ssh root@192.0.2.1 "opkg remove gl-cloud"')
      .say(
        `Removed gl-cloud and its UI; the router is now free of cloud services. ${"More detail. ".repeat(15)}`,
      )
      .user("thanks")
      .say("You're welcome!");
    const answers = t.capture().drafts.filter((d) => d.tags.includes("claude-answer"));
    expect(answers.map((d) => d.title)).toEqual([
      "ssh into my router and check docker — The router runs OpenWrt 23.05-SNAPSHOT.",
    ]);
    expect(answers[0]?.body).toMatch(
      /^Claude's answer \(\d{4}-\d\d-\d\d\) to this request, after only looking/,
    );
    expect(answers[0]?.body).toContain("no containers");
  });
});

describe("gotchas of the agent's own tools", () => {
  const notRead =
    "<tool_use_error>File has not been read yet. Read it first before writing to it.</tool_use_error>";
  it("keeps an error that recurred, then the tool worked, with the Read that came before", () => {
    const t = new Transcript()
      .user("build the todo app")
      .tool(
        "Write",
        { file_path: "/home/dev/proj/src/types/index.ts", content: "x" },
        { content: notRead, isError: true },
      )
      .tool(
        "Edit",
        { file_path: "/home/dev/proj/src/app/page.tsx", old_string: "a", new_string: "b" },
        { content: notRead, isError: true },
      )
      .tool(
        "Read",
        { file_path: "/home/dev/proj/src/app/page.tsx" },
        { content: "     1\texport default function Page() {}" },
      )
      .edit("/home/dev/proj/src/app/page.tsx")
      .tool(
        "Read",
        { file_path: "/home/dev/proj/src/missing.ts" },
        { content: "<tool_use_error>File does not exist.</tool_use_error>", isError: true },
      )
      .tool("Read", { file_path: "/home/dev/proj/README.md" }, { content: "# proj" });
    const notes = t.capture().drafts.filter((d) => d.tags.includes("tool-error"));
    expect(notes.map((d) => d.title)).toEqual([
      "`Write`/`Edit` failed 2 times: File has not been read yet. Read it first before writing to it.",
    ]);
    expect(notes[0]?.body).toContain("Fix: Read the file first (in the same agent); then `Edit` worked.");
    expect(notes[0]?.dedupeKey).toBe(
      "tool-error:file has not been read yet. read it first before writing to it.",
    );
  });

  it("keeps a call whose input the tool rejected once, when a later call worked", () => {
    const t = new Transcript()
      .user("convert the audiobook")
      .tool(
        "BashOutput",
        { bash_id: "b1", block: true },
        {
          content:
            "<tool_use_error>InputValidationError: BashOutput failed due to the following issue:\nAn unexpected parameter `block` was provided</tool_use_error>",
          isError: true,
        },
      )
      .tool("BashOutput", { bash_id: "b1" }, { content: "<status>running</status>" });
    const titles = t
      .capture()
      .drafts.filter((d) => d.tags.includes("tool-error"))
      .map((d) => d.title);
    expect(titles).toEqual([
      "`BashOutput` failed: InputValidationError: BashOutput failed due to the following issue: An unexpected parameter `block` was provided",
    ]);
  });
});

describe("class 8: a fix made from the shell", () => {
  it("a file rewritten by a heredoc between a failure and a pass of the same command is the fix", () => {
    const t = new Transcript("C:\\Users\\dev")
      .user("sync the logs")
      .ok(`cat > "$HOME/repo/scripts/sync_logs.py" << 'EOF'\nprint("\u2713 synced")\nEOF`)
      .fail(
        'cd "$HOME/repo" && /c/Python314/python scripts/sync_logs.py',
        "Traceback (most recent call last):\nUnicodeEncodeError: 'charmap' codec can't encode character '\\u2713' in position 0",
      )
      .ok(`cat > "$HOME/repo/scripts/sync_logs.py" << 'EOF'\nprint("[OK] synced")\nEOF`)
      .ok('cd "$HOME/repo" && /c/Python314/python scripts/sync_logs.py', "[OK] synced");
    const notes = t.capture().drafts.filter((d) => d.type === "bug_note");
    expect(notes.map((d) => d.title)).toEqual([
      "python script failure fixed: UnicodeEncodeError: 'charmap' codec can't encode character '\\u2713' in position 0",
    ]);
    expect(notes[0]?.body).toContain("Fixed by editing $HOME/repo/scripts/sync_logs.py");
  });
});

describe("class 5: stale continuity", () => {
  it("a todo never ticked that a later commit did is neither Remaining nor Next", () => {
    const todos = (status: string) => ({
      todos: [
        { content: "Add the healthcheck endpoint", status, activeForm: "Adding the healthcheck endpoint" },
        {
          content: "Document the deploy steps",
          status: "pending",
          activeForm: "Documenting the deploy steps",
        },
      ],
    });
    const t = new Transcript()
      .user("add a healthcheck and document deploys")
      .tool("TodoWrite", todos("in_progress"), {
        content: "Todos have been modified successfully. Ensure that you continue to use the todo list.",
      })
      .edit("/home/dev/proj/src/health.ts", "Write")
      .ok(
        'git add -A && git commit -m "Add the healthcheck endpoint"',
        "[main 1a2b3c4] Add the healthcheck endpoint",
      )
      .say("The healthcheck is in.");
    const { summary } = t.capture();
    expect(line(summary, "Remaining: ")).toBe("Remaining: Document the deploy steps");
    expect(summary).not.toMatch(/Next:.*healthcheck/);
  });
});
