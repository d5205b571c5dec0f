// Precision gate: what Claude said just before the user's next request pasted failing output is not kept
// as said (a conversation excerpt), except the sentences that themselves report a failure; a message the
// user answered without pasting a failure is judged as before. Built on the record shapes real transcripts
// hold (test/support/capture-records.ts), in two stacks and two human languages.
import { describe, expect, it } from "vitest";
import { saidEvidence, withoutDisproved } from "../src/core/conversation/said-truth.js";
import { Transcript } from "./support/capture-records.js";

/** Claude's message of a session (its last), judged against the session's events as import keeps it. */
function keptOfLast(t: Transcript): string {
  const s = t.session();
  const ts = s.lastAssistantAt as string;
  return withoutDisproved(
    { role: "assistant", ts, text: s.lastAssistantMessage as string },
    saidEvidence(s.events),
  );
}

/** `text`, said just before the session's last typed request, as kept against the session's events. */
function keptBeforeLastRequest(t: Transcript, text: string): string {
  const s = t.session();
  const request = s.events.filter((e) => e.kind === "prompt").at(-1)?.ts as string;
  const at = s.events.filter((e) => e.ts < request).at(-1)?.ts as string;
  return withoutDisproved({ role: "assistant", ts: at, text }, saidEvidence(s.events));
}

const GIT_MESSAGE =
  "## ✅ Auto-Redaction Feature Complete!\n\nThe pre-commit hook is now installed and active. Next commit will automatically use the new auto-redaction feature!\n\n**Note:** the scan still fails on `Docs/audit.json`: Error: 37 findings in JSON hashes.";

describe("a message the user's next request reported failing (Node/git, English)", () => {
  const base = () =>
    new Transcript()
      .user("make the pre-commit hook redact secrets instead of blocking the commit")
      .edit("/home/dev/proj/scripts/hooks/pre-commit", "Write")
      .ok("git commit -m 'Add auto-redaction'", "[main 3ed6817] Add auto-redaction")
      .say(GIT_MESSAGE);

  it("keeps only its failure report once the user pasted a blocked commit", () => {
    const t = base()
      .user(
        "commit error on my machine:\n🔍 Running gitleaks scan on staged files...\nWRN Invalid .gitleaksignore entry\n❌ Secrets detected! Commit blocked.",
      )
      .say("I see: your machine still runs the old hook.");
    const kept = keptBeforeLastRequest(t, GIT_MESSAGE);
    expect(kept).toContain("the scan still fails on `Docs/audit.json`");
    expect(kept).not.toMatch(/Feature Complete|installed and active|Next commit will/);
  });

  it("is kept as before when the next request pastes nothing failing", () => {
    const kept = keptOfLast(base().user("thanks, now bump the version").say("Bumped to 1.2.0."));
    expect(kept).toBe("Bumped to 1.2.0.");
    const same = keptOfLast(base());
    expect(same).toContain("Next commit will automatically use");
  });
});

describe("a message the user's next request reported failing (Python, German)", () => {
  it("keeps only the sentence that names the error", () => {
    const message =
      "✅ Die App läuft jetzt mit Redis-Cache. Beim ersten Start kam noch ModuleNotFoundError: No module named 'redis'. Der nächste Deploy nutzt den Cache automatisch.";
    const t = new Transcript("/srv/app")
      .user("bitte den Redis-Cache einbauen")
      .edit("/srv/app/app.py")
      .ok("python -m pytest -q", "3 passed")
      .say(message)
      .user(
        "Geht bei mir nicht:\nTraceback (most recent call last):\n  File \"app.py\", line 3, in <module>\nModuleNotFoundError: No module named 'redis'",
      )
      .say("Dann fehlt das Paket in deiner Umgebung.");
    const kept = keptBeforeLastRequest(t, message);
    expect(kept).toBe("Beim ersten Start kam noch ModuleNotFoundError: No module named 'redis'.");
  });
});
