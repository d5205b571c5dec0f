// Variants of the state precision classes on record shapes unlike the tuning sessions: another agent's
// tools (Copilot CLI's `bash` / `create` / `edit`, Codex's `shell` and `apply_patch`), prose in other
// languages, other stacks. Each rule holds by the structure of the session (what came after a check,
// a claim or a step), not by the words of one project.
import { describe, expect, it } from "vitest";
import { EDITED_AFTER } from "../src/core/capture/summary.js";
import { CodexRollout, CopilotLog } from "./support/agent-records.js";
import { Transcript } from "./support/capture-records.js";

const line = (summary: string, prefix: string) => summary.split("\n").find((l) => l.startsWith(prefix)) ?? "";

describe("a check that passed before later edits is not shown as passing at the end", () => {
  it("Copilot: `cargo test` passed, then `edit` changed the source and the tests never ran again", () => {
    const c = new CopilotLog()
      .user("Füge dem Parser Unterstützung für Kommentare hinzu")
      .edit("/home/dev/proj/src/parser.rs")
      .run("cargo test", 0, "test result: ok. 14 passed; 0 failed")
      .edit("/home/dev/proj/src/lexer.rs")
      .say("Kommentare werden jetzt übersprungen.")
      .capture();
    expect(line(c.summary, "Commands: ")).toContain(`✓ cargo test (${EDITED_AFTER})`);
  });

  it("Codex: `uv run pytest` passed, then apply_patch changed a module; a Chinese closing message", () => {
    const c = new CodexRollout()
      .user("给 User 模型加上 email 校验")
      .patch("/home/dev/proj/app/models.py")
      .run("uv run pytest -q", 0, "8 passed in 0.41s")
      .patch("/home/dev/proj/app/validators.py")
      .done("已添加 email 校验。")
      .capture();
    expect(line(c.summary, "Commands: ")).toMatch(new RegExp(`✓ [^;]*pytest[^;]*\\(${EDITED_AFTER}\\)`));
  });

  it("Claude Code: edits after the pass, then the check ran again and passed: a plain pass", () => {
    const t = new Transcript()
      .user("make the handler return 404 for unknown ids")
      .edit("/home/dev/proj/internal/handler.go")
      .ok("go test ./...", "ok  \tgithub.com/acme/api/internal\t0.012s")
      .edit("/home/dev/proj/internal/handler.go")
      .ok("go test ./...", "ok  \tgithub.com/acme/api/internal\t0.010s")
      .say("Unknown ids now get a 404.");
    const commands = line(t.capture().summary, "Commands: ");
    expect(commands).toMatch(/✓ go test/);
    expect(commands).not.toContain(EDITED_AFTER);
  });

  it("Codex: only prose edited after the pass (README, CHANGELOG): the pass stands", () => {
    const c = new CodexRollout()
      .user("add a --json flag to the CLI")
      .patch("/home/dev/proj/cmd/root.go")
      .run("make test", 0, "PASS")
      .patch("/home/dev/proj/README.md")
      .patch("/home/dev/proj/CHANGELOG.md", "add", "## 1.3.0\n- --json flag\n")
      .done("Added --json and documented it.")
      .capture();
    const commands = line(c.summary, "Commands: ");
    expect(commands).toMatch(/✓ make test/);
    expect(commands).not.toContain(EDITED_AFTER);
  });

  it("Claude Code: a shell heredoc rewrote a Python module after `pytest` passed", () => {
    const t = new Transcript("/home/dev/proj")
      .user("haz que el exportador acepte CSV con punto y coma")
      .edit("/home/dev/proj/exporter/csv.py")
      .ok("python -m pytest tests/ -q", "12 passed in 0.30s")
      .ok("cat > exporter/dialects.py << 'EOF'\nSEMICOLON = ';'\nEOF")
      .say("Listo: el exportador detecta el separador.");
    expect(line(t.capture().summary, "Commands: ")).toContain(EDITED_AFTER);
  });

  it("Codex: a scratch script written to /tmp after the pass changes nothing in the tree", () => {
    const c = new CodexRollout()
      .user("check the API handles empty bodies")
      .patch("/home/dev/proj/src/api.ts")
      .run("npx vitest run", 0, "Tests 9 passed (9)")
      .run("cat > /tmp/probe.mjs << 'EOF'\nfetch('http://localhost:3000/api', {method: 'POST'})\nEOF")
      .done("Empty bodies get a 400.")
      .capture();
    const commands = line(c.summary, "Commands: ");
    expect(commands).toMatch(/✓ [^;]*vitest/);
    expect(commands).not.toContain(EDITED_AFTER);
  });

  it("Claude Code 2.1: `sed -i` changed a Go file after the tests (bashEditDiff), `gofmt` did not", () => {
    const result = (changed: string[]) => ({
      content: "",
      toolUseResult: {
        stdout: "",
        stderr: "",
        interrupted: false,
        isImage: false,
        bashEditDiff: { changedFiles: changed },
      },
    });
    const stale = new Transcript("/home/dev/proj")
      .user("bump the retry limit")
      .ok("go test ./...", "ok  \tgithub.com/acme/api\t0.2s")
      .tool(
        "Bash",
        { command: "sed -i 's/retries = 3/retries = 5/' internal/retry.go" },
        result(["/home/dev/proj/internal/retry.go"]),
      )
      .say("Raised to 5.");
    expect(line(stale.capture().summary, "Commands: ")).toContain(EDITED_AFTER);
    const formatted = new Transcript("/home/dev/proj")
      .user("format the code")
      .ok("go test ./...", "ok  \tgithub.com/acme/api\t0.2s")
      .tool("Bash", { command: "gofmt -w ." }, result(["/home/dev/proj/internal/retry.go"]))
      .say("Formatted.");
    expect(line(formatted.capture().summary, "Commands: ")).not.toContain(EDITED_AFTER);
  });

  it("a failing last run stays a failure (edits after it are not a pass)", () => {
    const c = new CopilotLog()
      .user("fix the flaky test")
      .run("npx vitest run", 1, "FAIL test/a.test.ts > retries\nTests 1 failed | 9 passed")
      .edit("/home/dev/proj/src/retry.ts")
      .say("I changed the retry delay.")
      .capture();
    const commands = line(c.summary, "Commands: ");
    expect(commands).toMatch(/✗ [^;]*vitest/);
    expect(commands).not.toContain(EDITED_AFTER);
  });
});
