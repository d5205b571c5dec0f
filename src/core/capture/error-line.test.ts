// firstErrorLine: picks the line that says what went wrong from real-looking failure output, skipping
// Claude Code's "Exit code N" header and warning noise; ANSI stripped; literal "\n" split; clipped.
import { describe, expect, it } from "vitest";
import { firstErrorLine, stripAnsi } from "./error-line.js";

const ESC = "\u001b";

describe("firstErrorLine", () => {
  it("skips npm warn/notice lines", () => {
    const out = [
      "npm warn config production Use `--omit=dev` instead.",
      "npm notice New major version of npm available!",
      'npm ERR! Missing script: "tset"',
    ].join("\n");
    expect(firstErrorLine(out)).toBe('npm ERR! Missing script: "tset"');
  });

  it("skips node process warnings and Warning: lines", () => {
    const out = [
      "(node:48213) ExperimentalWarning: VM Modules is an experimental feature",
      "(Use `node --trace-warnings ...` to show where the warning was created)",
      "Warning: React version not specified",
      "FAIL src/login.test.ts > logs in",
    ].join("\n");
    expect(firstErrorLine(out)).toBe("FAIL src/login.test.ts > logs in");
  });

  it("skips Claude Code's 'Exit code N' header", () => {
    expect(firstErrorLine("Exit code 2\nsrc/a.ts(3,7): error TS2322: Type 'string' is not assignable")).toBe(
      "src/a.ts(3,7): error TS2322: Type 'string' is not assignable",
    );
    expect(firstErrorLine("Error: Exit code 137\nKilled")).toBe("Killed");
  });

  it("prefers a line with an error word over earlier plain lines", () => {
    const out = "> app@1.0.0 build\n> tsc -p .\n\nsrc/x.ts:1:1 - error TS2304: Cannot find name 'foo'.";
    expect(firstErrorLine(out)).toBe("src/x.ts:1:1 - error TS2304: Cannot find name 'foo'.");
  });

  it("falls back to the first meaningful line, then to the first line at all", () => {
    expect(firstErrorLine("\n\n  Killed  \n")).toBe("Killed");
    expect(firstErrorLine("Exit code 1")).toBe("Exit code 1");
    expect(firstErrorLine("npm warn only a warning")).toBe("npm warn only a warning");
  });

  it("strips ANSI colour codes", () => {
    const out = `${ESC}[31m${ESC}[1mFAIL${ESC}[22m${ESC}[39m src/a.test.ts ${ESC}]8;;file:///x${ESC}\\link${ESC}]8;;${ESC}\\`;
    expect(firstErrorLine(out)).toBe("FAIL src/a.test.ts link");
  });

  it("removes tool_use_error tags", () => {
    expect(firstErrorLine("<tool_use_error>File does not exist.</tool_use_error>")).toBe(
      "File does not exist.",
    );
  });

  it("splits on a literal backslash-n (double-escaped output) and CRLF", () => {
    expect(firstErrorLine("Exit code 1\\nnpm warn x\\nError: boom")).toBe("Error: boom");
    expect(firstErrorLine("line one\r\nTraceback (most recent call last):\r\n")).toBe(
      "Traceback (most recent call last):",
    );
  });

  it("clips to 500 characters", () => {
    const line = firstErrorLine(`Error: ${"x".repeat(2000)}`);
    expect(line?.length).toBe(500);
    expect(line?.endsWith("…")).toBe(true);
    expect(firstErrorLine(`Error: ${"x".repeat(493)}`)?.length).toBe(500);
    expect(firstErrorLine(`Error: ${"x".repeat(493)}`)?.endsWith("x")).toBe(true);
  });

  it("returns null for empty or blank text", () => {
    expect(firstErrorLine("")).toBeNull();
    expect(firstErrorLine(" \n\t\n")).toBeNull();
  });
});

describe("stripAnsi", () => {
  it("leaves plain text alone and removes CSI sequences", () => {
    expect(stripAnsi("plain ✓ text")).toBe("plain ✓ text");
    expect(stripAnsi(`${ESC}[2K${ESC}[1G${ESC}[32m✓${ESC}[0m ok`)).toBe("✓ ok");
  });
});
