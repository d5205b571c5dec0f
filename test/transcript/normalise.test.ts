import { describe, expect, it } from "vitest";
import { classifyRecord } from "../../src/core/transcript/classify.js";
import { intentFromText, promptText } from "../../src/core/transcript/prompt-intent.js";
import { clip, firstErrorLine, leadingExitCode, stripAnsi } from "../../src/core/transcript/text.js";
import { summarizeToolUse, toolOutcome } from "../../src/core/transcript/tool-call.js";

describe("intentFromText", () => {
  it("maps slash-command wrappers in either tag order, with or without a leading slash", () => {
    expect(intentFromText("<command-name>/review</command-name><command-args> 12 </command-args>")).toBe(
      "/review 12",
    );
    expect(
      intentFromText(
        "<command-message>x</command-message>\n<command-name>plugin:do</command-name>\n<command-args></command-args>",
      ),
    ).toBe("/plugin:do");
  });
  it("skips machine wrappers and keeps ordinary text", () => {
    expect(intentFromText("<task-notification><task-id>1</task-id></task-notification>")).toBeNull();
    expect(intentFromText("<local-command-stderr>boom</local-command-stderr>")).toBeNull();
    expect(intentFromText("[Request interrupted by user for tool use]")).toBeNull();
    expect(intentFromText("  explain <command-name> tags  ")).toBe("explain <command-name> tags");
  });
  it("promptText treats tool_result arrays as non-prompts", () => {
    expect(
      promptText([
        { type: "tool_result", tool_use_id: "t", content: "x" },
        { type: "text", text: "hi" },
      ]),
    ).toBeNull();
    expect(
      promptText([
        { type: "text", text: "a" },
        { type: "text", text: "b" },
      ]),
    ).toBe("a\nb");
    expect(promptText([{ type: "image" }])).toBeNull();
  });
});

describe("text helpers", () => {
  it("picks the first meaningful error line", () => {
    expect(firstErrorLine("Exit code 128\nfatal: no upstream\nhint: x")).toBe("fatal: no upstream");
    expect(firstErrorLine("npm warn a\nnpm warn b\n\nsrc/x.ts(6,3): error TS2307: nope")).toBe(
      "src/x.ts(6,3): error TS2307: nope",
    );
    expect(firstErrorLine("Exit code 1\nThe following paths are ignored:\nhint: -f")).toBe(
      "The following paths are ignored:",
    );
    expect(firstErrorLine("<tool_use_error>File has not been read yet.</tool_use_error>")).toBe(
      "File has not been read yet.",
    );
    // a short heading gets the line it introduces
    expect(firstErrorLine("Pre-commit validation failed:\\n\\n[FORMAT] Code is not formatted.")).toBe(
      "Pre-commit validation failed: [FORMAT] Code is not formatted.",
    );
    expect(
      firstErrorLine(
        "Exit code 255\nCollected errors:\n * opkg_conf_load: Could not lock /var/lock/opkg.lock",
      ),
    ).toBe("Collected errors: * opkg_conf_load: Could not lock /var/lock/opkg.lock");
    expect(
      firstErrorLine(
        "<tool_use_error>InputValidationError: BashOutput failed due to the following issue:\nAn unexpected parameter `block` was provided</tool_use_error>",
      ),
    ).toBe(
      "InputValidationError: BashOutput failed due to the following issue: An unexpected parameter `block` was provided",
    );
    expect(firstErrorLine("\u001b[31mError:\u001b[39m red")).toBe("Error: red");
    expect(firstErrorLine("  \n ")).toBeNull();
  });
  it("reads a leading exit code and clips with an ellipsis", () => {
    expect(leadingExitCode("Exit code 3\nboom")).toBe(3);
    expect(leadingExitCode("Error: Exit code 1\n…")).toBe(1);
    expect(leadingExitCode("no code here\nExit code 2")).toBeNull();
    expect(clip("abcdef", 4)).toBe("abc…");
    expect(clip("abc", 4)).toBe("abc");
    expect(stripAnsi("\u001b[1mbold\u001b[22m")).toBe("bold");
  });
});

describe("tool calls", () => {
  it("collects files from file_path, notebook_path, path and MultiEdit edits", () => {
    expect(
      summarizeToolUse("MultiEdit", { file_path: "/a", edits: [{ file_path: "/b" }, { old_string: "x" }] }),
    ).toEqual({ files: ["/a", "/b"], command: null, detail: null });
    expect(summarizeToolUse("NotebookEdit", { notebook_path: "/n.ipynb" }).files).toEqual(["/n.ipynb"]);
    expect(summarizeToolUse("Bash", { command: "ls", path: 3 })).toEqual({
      files: [],
      command: "ls",
      detail: null,
    });
    expect(summarizeToolUse("Task", { command: "not a shell" }).command).toBeNull();
  });
  it("names the file a shell command writes with content it carries, not its output redirects", () => {
    const files = (command: string) => summarizeToolUse("Bash", { command }).files;
    expect(files(`cat > "$HOME/proj/scripts/sync.py" << 'EOF'\nif a > b:\n    pass\nEOF`)).toEqual([
      "$HOME/proj/scripts/sync.py",
    ]);
    expect(files(`echo "a > b" > notes.txt && ls > /dev/null`)).toEqual(["notes.txt"]);
    expect(files("git log | tee -a out.txt")).toEqual(["out.txt"]);
    expect(files("npm test > test.log 2>&1")).toEqual([]);
    expect(files(`python -c "print(1 > 0)"`)).toEqual([]);
    expect(files("echo done >&2")).toEqual([]);
  });
  it("derives Bash outcomes from is_error, exit codes, interruption and background runs", () => {
    expect(toolOutcome("Bash", { content: "Exit code 3\nboom", is_error: true }, undefined)).toMatchObject({
      ok: false,
      exitCode: 3,
      error: "boom",
    });
    expect(
      toolOutcome("Bash", { content: "", is_error: false }, { stdout: "", interrupted: true }),
    ).toMatchObject({
      ok: false,
      exitCode: null,
    });
    expect(
      toolOutcome(
        "Bash",
        { content: "Command running in background", is_error: false },
        { backgroundTaskId: "b1" },
      ),
    ).toMatchObject({ ok: true, exitCode: null });
    expect(
      toolOutcome("Bash", { content: "x", is_error: false }, { stdout: "x", exitCode: 0 }).exitCode,
    ).toBe(0);
    expect(toolOutcome("Bash", { content: "x", is_error: false }, undefined)).toMatchObject({
      ok: true,
      exitCode: null,
    });
    expect(
      toolOutcome(
        "Bash",
        { content: "hello" },
        { stdout: "hello", bashEditDiff: { changedFiles: ["/p/hello.txt"] } },
      ).changedFiles,
    ).toEqual(["/p/hello.txt"]);
    expect(
      toolOutcome(
        "Read",
        { content: [{ type: "text", text: "EISDIR: illegal" }], is_error: true },
        "Error: EISDIR",
      ),
    ).toMatchObject({
      ok: false,
      exitCode: null,
      error: "EISDIR: illegal",
    });
  });
});

describe("classifyRecord", () => {
  it("classifies every category", () => {
    const cat = (raw: unknown) => classifyRecord(raw).category;
    expect(cat({ type: "user", message: { content: "hi" } })).toBe("prompt");
    expect(cat({ type: "user", message: { content: [{ type: "tool_result", tool_use_id: "t" }] } })).toBe(
      "tool-result",
    );
    expect(cat({ type: "user", isMeta: true, message: { content: "hi" } })).toBe("user-other");
    expect(cat({ type: "assistant", message: { id: "m", content: [] } })).toBe("assistant");
    expect(cat({ type: "system", subtype: "turn_duration", durationMs: 5 })).toBe("system");
    expect(cat({ type: "system", subtype: "compact_boundary" })).toBe("compact-boundary");
    expect(cat({ type: "summary", summary: "Title", leafUuid: "u" })).toBe("summary");
    for (const t of [
      "queue-operation",
      "attachment",
      "last-prompt",
      "cost-state",
      "api-request",
      "api-request-shape",
    ]) {
      expect(cat({ type: t })).toBe("bookkeeping");
    }
    expect(classifyRecord({ type: "hologram" })).toMatchObject({
      category: "unknown",
      type: "hologram",
      record: null,
    });
  });
  it("tolerates wrongly typed envelope fields", () => {
    const c = classifyRecord({
      type: "user",
      cwd: 7,
      isMeta: "yes",
      sessionId: null,
      message: { content: "hi" },
    });
    expect(c.category).toBe("prompt");
    expect(c.record?.cwd).toBeUndefined();
  });
});
