import { describe, expect, it } from "vitest";
import { ev, pass } from "./capture.fixtures.js";
import {
  pastedErrorLine,
  REPORTED_LINE,
  reportedFailureAfter,
  withReportedFailure,
} from "./reported-failure.js";
import { summarizeSession } from "./summary.js";
import { summaryBody } from "./summary-claims.js";

const prompt = (detail: string) =>
  ev({ kind: "prompt", tool: null, toolUseId: null, event: "UserPromptSubmit", detail });

// a Node/git stack: the user's commit on their own machine, pasted with the hook's colours (English)
const GIT_PASTE =
  "GitHub Desktop commit error:\n\u001b[1;33m🔍 Running secret scan on staged files...\u001b[0m\n\u001b[33mWRN\u001b[0m Invalid .gitleaksignore entry fingerprint=CHAT_LOG.md\n❌ Secrets detected! Commit blocked.";
// a Python stack: a traceback pasted under the user's own words in German
const PY_PASTE =
  "Das läuft bei mir immer noch nicht:\nTraceback (most recent call last):\n  File \"app.py\", line 3, in <module>\nModuleNotFoundError: No module named 'flask_login'";

describe("pastedErrorLine", () => {
  it("reads the pasted output below the user's own line, in either stack and language", () => {
    expect(pastedErrorLine(GIT_PASTE)).toBe("WRN Invalid .gitleaksignore entry fingerprint=CHAT_LOG.md");
    expect(pastedErrorLine(PY_PASTE)).toBe("ModuleNotFoundError: No module named 'flask_login'");
  });

  it("is null for a request with no pasted failure, or whose only error word is the user's own line", () => {
    expect(pastedErrorLine("now add error handling to the upload route")).toBeNull();
    expect(pastedErrorLine("Fix the failing test:\n- keep the API\n- add a case")).toBeNull();
    expect(pastedErrorLine("Bitte noch:\n1. README ergänzen\n2. Version erhöhen")).toBeNull();
    // source code pasted for Claude to write (TSX; a Python function with a German request) is no failure
    expect(
      pastedErrorLine(
        "Create app/global-error.tsx with exactly this content:\nexport default function GlobalError({\n  error,\n}: {\n  error: Error & { digest?: string };\n}) {\n  return <h2>Something went wrong</h2>;\n}",
      ),
    ).toBeNull();
    expect(
      pastedErrorLine(
        'Schreib bitte diese Liste in errors.py:\nERRORS = [\n    "IOError beim Laden",\n    "Fehler: ungültige Eingabe",\n]',
      ),
    ).toBeNull();
    expect(
      pastedErrorLine("Audit this system:\n- can I sudo?\n- can I read /etc?\nReport each as ❌ Denied"),
    ).toBeNull();
  });
});

describe("a closing claim the user's next request reports failing", () => {
  const claim = "## ✅ Feature complete! The hook is installed and active. Next commit will use it.";
  const events = () => {
    const ask = prompt("make the hook redact instead of block");
    const work = [pass("git commit -m 'add hook'"), pass("git push")];
    const at = work.at(-1)?.ts as string;
    return { events: [ask, ...work, prompt(GIT_PASTE)], at };
  };

  it("is not quoted in the summary line nor in the body; what the user reported is", () => {
    const { events: es, at } = events();
    expect(reportedFailureAfter(es, at)).toMatch(/Invalid \.gitleaksignore entry/);
    const parts = summarizeSession(es, claim, at);
    expect(parts.summary).not.toContain("Feature complete");
    expect(parts.summary).toContain(`${REPORTED_LINE}: WRN Invalid .gitleaksignore entry`);
    expect(summaryBody(parts.summary, claim, [], es)).not.toContain("Next commit will use it");
  });

  it("stays quoted when the next request pastes nothing failing, or when there is no next request", () => {
    const { events: es, at } = events();
    const calm = [...es.slice(0, -1), prompt("thanks, now bump the version")];
    expect(summarizeSession(calm, claim, at).summary).toContain("Claude said at the end");
    expect(summarizeSession(es.slice(0, -1), claim, at).summary).toContain("Claude said at the end");
    expect(reportedFailureAfter(es, null)).toBeNull();
  });
});

describe("withReportedFailure", () => {
  it("replaces the quoted last message and drops a closing message that reports no failure, keeping the evidence", () => {
    const body = [
      "Intent: x\nChanged: a.ts\nClaude said at the end: ✅ All done!\nNext: open a PR",
      "The user's requests (oldest first):\n- x\n- y",
      "Closing message (Claude's words):\n✅ All done!\n\nEverything works.",
    ].join("\n\n");
    const out = withReportedFailure(body, "Error: EACCES");
    expect(out).toBe(
      "Intent: x\nChanged: a.ts\nAfter Claude's last message the user reported: Error: EACCES\nNext: open a PR\n\nThe user's requests (oldest first):\n- x\n- y",
    );
    expect(withReportedFailure(out, "other")).toBe(out);
    expect(withReportedFailure("Intent: x", "e")).toBe("Intent: x");
  });
});

describe("what stays of a closing message the user then reported failing", () => {
  it("keeps its own failure reports and withdraws its claims and predictions (Node, English)", () => {
    const body = [
      "Intent: x\nClaude said at the end: ✅ Hook installed. The lint step still fails: TypeError: x is undefined.\nNext: y",
      "Closing message (Claude's words):\n## ✅ Feature complete!\nNext commit will use it.\nThe lint step still fails: TypeError: x is undefined.",
    ].join("\n\n");
    const out = withReportedFailure(body, "Commit blocked");
    expect(out).toContain("After Claude's last message the user reported: Commit blocked");
    expect(out).toContain("Claude said at the end: The lint step still fails: TypeError: x is undefined.");
    expect(out).toContain("(Claude's words; before the user's report):\nThe lint step still fails");
    expect(out).not.toMatch(/Feature complete|Hook installed|Next commit will use it/);
  });

  it("keeps the failure sentences in the session's own summary line (Python, German)", () => {
    const message =
      "✅ Die App läuft jetzt. Beim Start kam noch ModuleNotFoundError: No module named 'redis'. Der nächste Start nutzt den Cache.";
    const es = [prompt("bitte die App starten"), pass("python app.py")];
    const at = es.at(-1)?.ts as string;
    const parts = summarizeSession([...es, prompt(PY_PASTE)], message, at);
    expect(parts.summary).toContain(REPORTED_LINE);
    expect(parts.summary).toContain("ModuleNotFoundError: No module named 'redis'");
    expect(parts.summary).not.toMatch(/läuft jetzt|nächste Start/);
  });
});
