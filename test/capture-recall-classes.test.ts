// Recall classes of capture on the record shapes real transcripts hold (test/support/capture-records.ts):
// research findings whose answer ends by offering more, gotchas of the shell itself, and a
// version-control write that only worked with other flags — each found by the structure of the session.
import { describe, expect, it } from "vitest";
import { statedPart } from "../src/core/capture/capture-turns.js";
import { Transcript } from "./support/capture-records.js";

/** A Bash call whose result is the error the shell wrapper wrote (no exit code, `is_error`). */
function shellError(t: Transcript, command: string, error: string): Transcript {
  return t.tool(
    "Bash",
    { command, description: "run" },
    { content: error, isError: true, toolUseResult: `Error: ${error}` },
  );
}

describe("findings: an answer that states what was found, then offers more", () => {
  it("keeps what it states before the closing offer; an answer that only asks back is not a finding", () => {
    const t = new Transcript("C:\\Users\\dev")
      .user("docker status")
      .ok('ssh -o ConnectTimeout=10 root@192.0.2.1 "docker ps -a 2>&1 || echo none"', "CONTAINER ID   IMAGE")
      .say(
        [
          "Docker is installed on your router at `/usr/bin/docker`, but there are **no containers** currently running or stopped.",
          "",
          "The output shows an empty container list.",
          "",
          "Would you like me to:",
          "- Check Docker images available on the router?",
          "- Check Docker service/daemon status?",
          "- Something else?",
        ].join("\n"),
      )
      .user("ssh into my router")
      .ok("ssh root@192.0.2.1", "BusyBox v1.36.1 (OpenWrt 23.05-SNAPSHOT)")
      .say(
        "I successfully connected to your router. It's running **OpenWrt 23.05-SNAPSHOT**, and key authentication works without a password.\nWhat would you like to do on the router? For example:\n- Check system info (`uname -a`, `uptime`)\n- View network configuration (`ip addr`)\n- View firewall rules",
      )
      .user("where should the logs go")
      .ok("ls /var/log")
      .say(
        `I need a bit more context first.\nWhich of these do you mean:\n- the router's system log, rotated daily and ${"kept short ".repeat(10)}?\n- the app's own logs?`,
      );
    const titles = t
      .capture()
      .drafts.filter((d) => d.tags.includes("claude-answer"))
      .map((d) => d.title);
    expect(titles).toEqual([
      "docker status — Docker is installed on your router at /usr/bin/docker, but there are no containers currently running or stopped.",
      "ssh into my router — It's running OpenWrt 23.05-SNAPSHOT, and key authentication works without a password.",
    ]);
  });

  it("statedPart keeps a list of findings and drops a list of offers", () => {
    const findings =
      "I checked the config.\nI found:\n- port 22 is open\n- root login is on\n\nShould I close them?";
    expect(statedPart(findings)).toBe(
      "I checked the config.\nI found:\n- port 22 is open\n- root login is on",
    );
    const offers = "The build is green.\nWould you like me to:\n1. Deploy it?\n2. Tag a release?";
    expect(statedPart(offers)).toBe("The build is green.");
    expect(statedPart("No question here.\n- just a list")).toBe("No question here.\n- just a list");
  });
});

describe("gotchas of the shell itself: an error the shell wrote, then a rerun passed", () => {
  it("keeps one note per kind of shell error with the commands it hit; a failure never rerun is not kept", () => {
    const t = new Transcript("C:\\Users\\dev")
      .user("install the usage tracker")
      .tool(
        "Bash",
        { command: "npm install -g ccusage", description: "install" },
        {
          content:
            "Command failed: cygpath -u 'C:\\Users\\dev\\.claude\\shell-snapshots\\snapshot-bash-1768623163596-vipy1i.sh'\n      0 [main] cygpath (30860) child_copy: cygheap read copy failed, 0x0..0x8000226D0, done 0, windows pid 30860, Win32 error 299",
          isError: true,
          toolUseResult:
            "Error: Command failed: cygpath -u 'C:\\Users\\dev\\.claude\\shell-snapshots\\snapshot-bash-1768623163596-vipy1i.sh'",
        },
      )
      .ok("npm install -g ccusage 2>&1", "added 12 packages")
      .say("Installed.")
      .user("list the projects");
    shellError(
      t,
      'ls -la "C:/Users/dev/Projects"',
      "Command failed: cygpath -u 'C:\\Users\\dev\\AppData\\Local\\Temp'",
    )
      .ok('ls -la "C:/Users/dev/Projects/"', "a b")
      .say("Listed.");
    shellError(t, "git log --oneline -5", "Command failed: cygpath -u 'C:\\Users\\dev\\AppData\\Local\\Temp'")
      .ok("git status")
      .say("Done.");
    const notes = t.capture().drafts.filter((d) => d.tags.includes("shell-noise"));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.title).toBe(
      "Shell commands failed intermittently with \"Command failed: cygpath -u 'C:\\Users\\dev\\.claude\\shell-snapshots\\snapshot-bash-1768623163596-vipy1i.sh'\"; rerunning the same command worked",
    );
    expect(notes[0]?.body).toContain(
      '2 shell commands (`npm install -g ccusage`, `ls -la "C:/Users/dev/Projects"`)',
    );
    expect(notes[0]?.body).not.toContain("git log");
  });

  it("an error the command wrote itself (a test failure) is not shell noise", () => {
    const t = new Transcript()
      .user("run the tests")
      .fail("npm test", "FAIL src/a.test.ts\nAssertionError: expected 1 to be 2")
      .ok("npm test", "1 passed")
      .say("Flaky, passes now.");
    expect(t.capture().drafts.filter((d) => d.tags.includes("shell-noise"))).toEqual([]);
  });
});

describe("a version-control write that only worked with other flags", () => {
  it("names the write and its retry without their messages, with the error", () => {
    const t = new Transcript()
      .user("commit the improvements")
      .fail(
        `git commit -m "$(cat <<'EOF'\nAdd the improvements\nEOF\n)"`,
        "error: gpg failed to sign the data:\n(no gpg output)\nfatal: failed to write commit object",
        128,
      )
      .ok('git commit --no-gpg-sign -m "Add the improvements"', "[main ffe9ab7] Add the improvements")
      .say("Committed.");
    const attempts = t.capture().drafts.filter((d) => d.type === "failed_attempt");
    expect(attempts.map((d) => d.title)).toEqual([
      "`git commit` failed; `git commit --no-gpg-sign` worked instead",
    ]);
    expect(attempts[0]?.body).toContain("gpg failed to sign the data");
  });

  it("is not kept when other writes ran in between (the retry is not what fixed it)", () => {
    const t = new Transcript()
      .user("push the branch")
      .fail("git push -u origin feature", "remote: error: GH013: Repository rule violations found", 1)
      .ok("git reset --soft HEAD~2")
      .ok('git commit -m "Clean history"')
      .ok("git push --force-with-lease")
      .say("Pushed.");
    expect(t.capture().drafts.filter((d) => d.type === "failed_attempt")).toEqual([]);
  });
});

describe("a gotcha of the edit tools: a file they could not write, written from the shell", () => {
  const notRead =
    "<tool_use_error>File has not been read yet. Read it first before writing to it.</tool_use_error>";
  it("names the tools, the error and the shell command that wrote the file", () => {
    const t = new Transcript("C:\\Users\\dev")
      .user("rewrite the sync script")
      .tool(
        "Write",
        { file_path: "C:\\Users\\dev\\repo\\scripts\\sync_logs.py", content: "x" },
        { content: notRead, isError: true, toolUseResult: `Error: ${notRead}` },
      )
      .ok(`cat > "$HOME/repo/scripts/sync_logs.py" << 'EOF'\nprint("ok")\nEOF`)
      .say("Written from the shell.");
    const notes = t.capture().drafts.filter((d) => d.tags.includes("edit-fallback"));
    expect(notes.map((d) => d.title)).toEqual([
      '`Write` on scripts/sync_logs.py kept failing ("File has not been read yet. Read it first before writing to it"); the file was written from the shell instead',
    ]);
    expect(notes[0]?.body).toContain(`\`cat > "$HOME/repo/scripts/sync_logs.py" << 'EOF'\` wrote it.`);
  });

  it("is not kept when a later edit tool call went through, or when no shell command wrote the file", () => {
    const t = new Transcript()
      .user("fix the page")
      .tool(
        "Edit",
        { file_path: "/home/dev/proj/src/page.tsx", old_string: "a", new_string: "b" },
        { content: notRead, isError: true, toolUseResult: `Error: ${notRead}` },
      )
      .edit("/home/dev/proj/src/page.tsx")
      .tool(
        "Write",
        { file_path: "/home/dev/proj/src/other.ts", content: "x" },
        { content: notRead, isError: true, toolUseResult: `Error: ${notRead}` },
      )
      .ok(`cat > /home/dev/elsewhere/other.ts << 'EOF'\nx\nEOF`)
      .say("Fixed.");
    expect(t.capture().drafts.filter((d) => d.tags.includes("edit-fallback"))).toEqual([]);
  });
});

describe("findings: an answer that asks back without having looked", () => {
  it("is not a finding even when it opens with a sentence", () => {
    const t = new Transcript()
      .user("open the logs repo")
      .say(
        "I'd be happy to help you open the logs repository. However, I need to know where this repository is located on your system.\n\nCould you provide:\n- The full path to the repository?\n- Or its GitHub URL?",
      );
    expect(t.capture().drafts.filter((d) => d.tags.includes("claude-answer"))).toEqual([]);
  });
});

describe("findings: a short answer that asks in its last line", () => {
  it("is not a finding", () => {
    const t = new Transcript()
      .user("open the logs repo")
      .say(
        "I'd be happy to help you open the logs repository. However, I need to know where this repository is located on your system.\n\nCould you provide the path to the repo? For example, something like `C:\\Users\\YourName\\Projects\\logs` or similar.",
      );
    expect(t.capture().drafts.filter((d) => d.tags.includes("claude-answer"))).toEqual([]);
  });
});

describe("findings in a language written without spaces: length weighed by characters", () => {
  const answer =
    "日志在 `/var/log/app/` 目录下，每天轮转一次，保留七天。错误日志单独写到 `error.log`，访问日志写到 `access.log`。配置在 `/etc/app/logging.yaml` 里；轮转由系统定时任务完成，保留天数在同一个文件里修改。";
  it("keeps a Chinese answer to a look-only request that a Latin-length threshold would drop as too short", () => {
    expect(answer.length).toBeLessThan(200);
    const t = new Transcript("/home/dev/proj")
      .user("日志放在哪里？")
      .ok("ls /var/log/app", "access.log\nerror.log")
      .say(answer);
    const findings = t.capture().drafts.filter((d) => d.tags.includes("finding"));
    expect(findings.map((d) => d.title)).toEqual([expect.stringMatching(/^日志放在哪里？ — 日志在/)]);
  });

  it("a short Latin acknowledgement of the same length is still not a finding", () => {
    const t = new Transcript("/home/dev/proj")
      .user("where are the logs?")
      .ok("ls /var/log/app", "access.log\nerror.log")
      .say("Logs are in `/var/log/app/`: `access.log` and `error.log`, rotated daily, kept seven days.");
    expect(t.capture().drafts.filter((d) => d.tags.includes("finding"))).toEqual([]);
  });
});
