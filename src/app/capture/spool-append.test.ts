import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { appendSpool } from "./spool-append.js";

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), "cairn-spool-append-"));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

// generated at run time: a GitHub classic token shape (ghp_ + 36 base62), a password in a URL
const token = `ghp_${"A1b2C3".repeat(6)}`;
const dsn = `postgres://app:${"Zq9".repeat(5)}x@db.internal:5432/app`;

it("writes every string value of the event redacted, one JSON line that still parses", () => {
  const dir = join(tmp, "spool");
  appendSpool(dir, {
    sessionId: "s-redact",
    ts: "2026-11-26T22:00:00.000Z",
    kind: "tool",
    event: "PostToolUse",
    tool: "Bash",
    toolUseId: "toolu_1",
    files: [`/tmp/${token}.txt`],
    command: `GITHUB_TOKEN=${token} gh pr list`,
    ok: true,
    error: `could not connect to "${dsn}"`,
    detail: `{"token": "${token}"}`,
    cwd: "/work/app",
  });
  const text = readFileSync(join(dir, "s-redact.jsonl"), "utf8");
  expect(text).not.toContain(token);
  expect(text).not.toContain("Zq9Zq9");
  expect(text.endsWith("\n")).toBe(true);
  const line = JSON.parse(text) as Record<string, unknown>;
  expect(line.command).toMatch(/gh pr list$/);
  expect(line.cwd).toBe("/work/app");
  expect(line.toolUseId).toBe("toolu_1");
});
