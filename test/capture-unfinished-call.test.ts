// A session whose transcript ends on a call without a result (the user closed it while the call ran):
// the summary says the call is unfinished — never a result, never a commit — and the request its turn
// served is a next step, not confirmed done. Records as Claude Code 2.x writes them; a Git/Python
// repository with a prompt in English and a Node/TypeScript one with a prompt in German.
import { describe, expect, it } from "vitest";
import { NO_RESULT } from "../src/core/capture/unfinished-call.js";
import { Transcript } from "./support/capture-records.js";

const line = (summary: string, prefix: string) => summary.split("\n").find((l) => l.startsWith(prefix)) ?? "";

describe("a session that ends on a call without a result", () => {
  it("Git and Python, English: a commit with no result is not a commit; the request is not confirmed finished", () => {
    const t = new Transcript("/home/dev/journal")
      .user("move the tests into the scripts package")
      .ok("git mv tests/test_sync.py scripts/tests/")
      .say("Moved.")
      .user("commit and push all changes to origin")
      .ok("git add -A && git status", "Changes to be committed:\n\trenamed: tests/test_sync.py")
      .say("Staged. Committing now.")
      .call("Bash", {
        command:
          "cd /home/dev/journal && git commit -m \"$(cat <<'EOF'\nMove tests into the scripts package\n\nCo-Authored-By: Claude\nEOF\n)\"",
        description: "Commit",
      });
    const { session, summary, nextSteps } = t.capture();
    expect(session.events.at(-1)).toMatchObject({ kind: "tool", ok: null, detail: NO_RESULT });
    expect(line(summary, "Unfinished at the end: ")).toBe(
      'Unfinished at the end: `git commit` ("Move tests into the scripts package") — the session ended before its result (not known to have run); not pushed',
    );
    expect(line(summary, "Committed: ")).toBe("");
    expect(nextSteps).toEqual([
      'Not confirmed finished: commit and push all changes to origin (its last call, `git commit` ("Move tests into the scripts package"), had no result when the session ended)',
    ]);
  });

  it("Node/TypeScript, German: an edit with no result; a passing check before it stays a pass", () => {
    const file = "/home/dev/api/src/routes/users.ts";
    const t = new Transcript("/home/dev/api")
      .user("Bitte füge die Validierung für die E-Mail-Adresse hinzu")
      .ok("npx vitest run test/users.test.ts", " Test Files  1 passed (1)")
      .say("Die Tests laufen. Jetzt die Validierung:")
      .call("Edit", { file_path: file, old_string: "email: string", new_string: "email: Email" });
    const { summary, nextSteps } = t.capture();
    expect(line(summary, "Unfinished at the end: ")).toBe(
      "Unfinished at the end: Edit of users.ts — the session ended before its result (not known to have run)",
    );
    expect(line(summary, "Changed: ")).toBe("");
    expect(line(summary, "Commands: ")).toBe("Commands: ✓ npx vitest run");
    expect(nextSteps[0]).toBe(
      "Not confirmed finished: Bitte füge die Validierung für die E-Mail-Adresse hinzu (its last call, Edit of users.ts, had no result when the session ended)",
    );
  });

  it("a call answered, or a look without a result, ends nothing; one event per call that does work", () => {
    const answered = new Transcript()
      .user("run the tests please")
      .ok("pytest -q", "3 passed")
      .say("All pass.");
    expect(answered.capture().summary).not.toContain("Unfinished");
    const look = new Transcript().user("wie sieht der Code aus?").say("Ich lese nach.").call("Read", {
      file_path: "/home/dev/proj/src/a.ts",
    });
    expect(look.capture().summary).not.toContain("Unfinished");
    const events = new Transcript()
      .user("deploy the web app")
      .call("Bash", { command: "vercel deploy --prod", description: "deploy" })
      .capture().session.events;
    expect(events.filter((e) => e.detail === NO_RESULT)).toHaveLength(1);
  });
});
