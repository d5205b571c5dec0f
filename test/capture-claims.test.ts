// Precision gate for what only the assistant claimed: a claim of success is quoted only when the
// session's evidence (passing commands, edited files, the last run of each check) supports it — in
// the closing message, the task summary's body, answers to look-only requests and the lines around
// Claude's questions. Built on the record shapes real transcripts hold (test/support/capture-records.ts).
import { describe, expect, it } from "vitest";
import { claimEvidence, withoutUnsupportedClaims } from "../src/core/capture/claim-evidence.js";
import { commandState } from "../src/core/capture/session-commands.js";
import { summaryBody } from "../src/core/capture/summary-claims.js";
import { Transcript } from "./support/capture-records.js";

const line = (summary: string, prefix: string) => summary.split("\n").find((l) => l.startsWith(prefix));

describe("claims of success need evidence in the session", () => {
  const audit = () =>
    new Transcript("C:\\Users\\dev\\repo")
      .user("harden this machine and publish the audit reports")
      .ok('powershell.exe -Command "Stop-Service CDPSvc; Set-Service CDPSvc -StartupType Disabled"')
      .edit("C:\\Users\\dev\\repo\\Docs\\audit\\05-summary.md", "Write")
      .ok(
        "cd ~/repo && git commit -m \"$(cat <<'EOF'\nAdd audit reports\n\n- Patched CVE-2025-21207 (CDPSvc)\nEOF\n)\"",
        "[main 5fa2423] Add audit reports",
      )
      .ok(
        "powershell.exe -Command \"git commit --amend -m @'\nAdd audit reports\n\nCVE-2025-21207 patched (CDPSvc) - it's done\n'@\"",
        "[main 5fa2424] Add audit reports",
      )
      .ok(
        'git commit -m "Add audit reports" -m "Patched CVE-2025-21207"',
        "[main 5fa2425] Add audit reports",
      );

  it("drops a claim naming what no passing command or edit touched (a commit message is no evidence)", () => {
    const t = audit().say(
      "# Done\n\n### Applied:\n- ✅ Patched CVE-2025-21207 (CDPSvc vulnerability)\n- ✅ Stopped and disabled CDPSvc\n- ✅ Wrote `05-summary.md`\n\nThe reports are in Docs/audit.",
    );
    const { summary, session } = t.capture();
    const last = line(summary, "Claude said at the end") ?? "";
    expect(last).not.toContain("CVE-2025-21207");
    expect(last).toContain("Stopped and disabled CDPSvc");
    expect(last).toContain("Wrote `05-summary.md`");
    const body = summaryBody(
      summary,
      `${session.lastAssistantMessage}\n${"Details of each report follow. ".repeat(12)}`,
      [],
      session.events,
    );
    expect(body).toContain("Closing message (Claude's words):");
    expect(body).not.toMatch(/CVE-2025-21207/);
    expect(body).toContain("- ✅ Stopped and disabled CDPSvc");
  });

  it("keeps a claim that names nothing only when the session changed something and no check still fails", () => {
    const events = (t: Transcript) => t.session().events;
    const changed = claimEvidence(events(audit().say("ok")));
    expect(withoutUnsupportedClaims("All done! The reports are published.", changed)).toBe(
      "All done! The reports are published.",
    );
    const looked = claimEvidence(
      events(
        new Transcript().user("check the router").ok('ssh root@192.0.2.1 "uci show firewall"').say("ok"),
      ),
    );
    expect(withoutUnsupportedClaims("Firewall logging is now active. Port 22 is open.", looked)).toBe(
      "Port 22 is open.",
    );
    const failing = claimEvidence(
      events(
        new Transcript()
          .user("add tests")
          .edit("/home/dev/proj/tests/test_x.py", "Write")
          .fail("python -m pytest tests/", "FAILED tests/test_x.py::test_a - AssertionError\n1 failed", 1)
          .say("ok"),
      ),
    );
    expect(
      withoutUnsupportedClaims("Fully tested and production-ready.\nOne test needs work.", failing),
    ).toBe("One test needs work.");
  });

  it("computes the evidence of a list of events once, and a longer list (a later failing check) anew", () => {
    const t = new Transcript()
      .user("add tests")
      .edit("/home/dev/proj/tests/test_x.py", "Write")
      .ok("pytest tests/");
    const passing = t.say("ok").session().events;
    const claim = "Fully tested and production-ready.";
    expect(claimEvidence(passing)).toBe(claimEvidence(passing));
    expect(commandState(passing)).toBe(commandState(passing));
    expect(withoutUnsupportedClaims(claim, claimEvidence(passing))).toBe(claim);
    const later = t
      .fail("pytest tests/", "FAILED tests/test_x.py::test_a - AssertionError\n1 failed", 1)
      .say("ok");
    const failing = later.session().events;
    expect(failing).not.toBe(passing);
    expect(commandState(failing).commands.at(-1)?.ok).toBe(false);
    expect(withoutUnsupportedClaims(claim, claimEvidence(failing))).toBe("");
    // the first list's answer is unchanged by the second's
    expect(withoutUnsupportedClaims(claim, claimEvidence(passing))).toBe(claim);
  });

  it("reads claims in other languages and by check marks, and never treats a question as a claim", () => {
    const ev = claimEvidence(
      new Transcript().user("看看 nginx 配置").ok("cat /etc/nginx/nginx.conf").say("ok").session().events,
    );
    expect(withoutUnsupportedClaims("已修复 nginx.conf 的语法错误。配置文件在 /etc/nginx。", ev)).toBe(
      "配置文件在 /etc/nginx。",
    );
    expect(
      withoutUnsupportedClaims("Der Fehler in `deploy.sh` ist behoben.\nSoll ich die Änderungen pushen?", ev),
    ).toBe("Soll ich die Änderungen pushen?");
    expect(withoutUnsupportedClaims("✔ tailscale 1.76 on slate\nShould I push the fixed version?", ev)).toBe(
      "Should I push the fixed version?",
    );
  });
});

describe("answers and questions quote Claude without its unsupported claims", () => {
  it("a look-only answer loses a claim of an update that never ran", () => {
    const t = new Transcript()
      .user("what version of tailscale runs on slate?")
      .ok('ssh root@192.0.2.1 "opkg list-installed | grep tailscale"', "tailscale - 1.58.2-1")
      .say(
        `Slate runs tailscale 1.58.2, installed from the vendor feed. ✅ Updated tailscale to 1.76.1 on slate. ${"The vendor feed lags upstream by several releases. ".repeat(6)}`,
      );
    const answer = t.capture().drafts.find((d) => d.tags.includes("claude-answer"));
    expect(answer?.body).toContain("Slate runs tailscale 1.58.2");
    expect(answer?.body).not.toContain("1.76.1");
  });

  it("the quoted lines around a closing question keep the question and the options, not the unsupported claims", () => {
    const t = new Transcript()
      .user("clean up the router")
      .ok('ssh root@192.0.2.1 "opkg remove gl-cloud"')
      .say(
        "- ✅ Removed gl-cloud\n- ✅ Enabled WAN DNS leak protection on wan6\n\nWould you like me to also remove kmod-gl-sdk4-kmwan, or leave it?",
      )
      .user("leave it");
    const decision = t.capture().drafts.find((d) => d.type === "decision");
    expect(decision?.title).toBe(
      "Would you like me to also remove kmod-gl-sdk4-kmwan, or leave it? → leave it",
    );
    expect(decision?.body).toContain("Removed gl-cloud");
    expect(decision?.body).not.toContain("wan6");
  });
});
