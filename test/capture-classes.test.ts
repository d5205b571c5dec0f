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
    const plugin = new Transcript().slash("orchestrator", "create TODO app by Next.js").say("Created.");
    expect(line(plugin.capture().summary, "Intent: ")).toBe(
      "Intent: /orchestrator create TODO app by Next.js",
    );
    const only = new Transcript().slash("init").say("Wrote CLAUDE.md.");
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
    // the import keeps only typed prompts and slash commands as prompt events
    expect(session.events.filter((e) => e.kind === "prompt").map((e) => e.detail)).toEqual([
      "make the build reproducible",
      "/context",
    ]);
    expect(summary).not.toMatch(/bash-|Unanswered|local-command|Context Usage/);
    expect(line(summary, "Intent: ")).toBe("Intent: make the build reproducible");
  });
});
