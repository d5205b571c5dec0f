// The Observer's "new tokens since the last observation" counter reads transcripts with the
// import's line reader: complete lines only, resumable at any byte, bounded per call.
import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { scanTranscript } from "../../src/app/observations/observer-state.js";
import { initialObserverState } from "../../src/core/observations/observer.js";
import { measureRecord } from "../../src/core/observations/transcript-tokens.js";

const dir = mkdtempSync(join(tmpdir(), "cairn-scan-"));
const user = (text: string) => `${JSON.stringify({ type: "user", message: { content: text } })}\n`;
const assistant = (text: string, input: number) =>
  `${JSON.stringify({
    type: "assistant",
    message: {
      content: [{ type: "text", text }],
      usage: { input_tokens: input, cache_read_input_tokens: 10 },
    },
  })}\n`;

describe("scanTranscript", () => {
  it("measures complete lines and leaves a line being written for the next scan", async () => {
    const path = join(dir, "partial.jsonl");
    const last = user("ünïcødé 👍 tail");
    writeFileSync(path, user("hello") + assistant("world!", 90) + last.slice(0, 12));
    const s1 = await scanTranscript(initialObserverState(), path);
    expect(s1.charsSinceMark).toBe(5 + 6);
    expect(s1.contextTokens).toBe(100);
    expect(s1.offset).toBe(Buffer.byteLength(user("hello") + assistant("world!", 90)));
    appendFileSync(path, last.slice(12));
    const s2 = await scanTranscript(s1, path);
    expect(s2.charsSinceMark).toBe(11 + "ünïcødé 👍 tail".length);
    expect(s2.offset).toBe(readFileSync(path).length);
    // nothing new: nothing changes
    expect(await scanTranscript(s2, path)).toEqual(s2);
  });

  it("reads CRLF lines and skips blank and broken ones", async () => {
    const path = join(dir, "crlf.jsonl");
    writeFileSync(path, `${user("abc").trimEnd()}\r\n\r\n{"type":"user",\n${user("de")}`);
    const s = await scanTranscript(initialObserverState(), path);
    expect(s.charsSinceMark).toBe(5);
    expect(s.offset).toBe(readFileSync(path).length);
  });

  it("counts a line longer than the limit by its bytes, and a backlog beyond the limit by size", async () => {
    const path = join(dir, "long.jsonl");
    const huge = user("x".repeat(5000));
    writeFileSync(path, huge);
    const s1 = await scanTranscript(initialObserverState(), path, 1000);
    expect(s1).toMatchObject({ charsSinceMark: 1000, offset: 1000 });
    const many = Array.from({ length: 100 }, (_, i) => user(`line ${i}`)).join("");
    const backlog = join(dir, "backlog.jsonl");
    writeFileSync(backlog, many);
    const s2 = await scanTranscript(initialObserverState(), backlog, 500);
    const measuredLines = many.slice(0, 500).lastIndexOf("\n") + 1;
    const measured = many
      .slice(0, measuredLines)
      .split("\n")
      .filter((l) => l !== "")
      .reduce((n, l) => n + measureRecord(JSON.parse(l)).chars, 0);
    expect(s2.charsSinceMark).toBe(measured + (many.length - measuredLines));
    expect(s2.offset).toBe(many.length);
  });

  it("starts over when the transcript is replaced by a shorter file or another path", async () => {
    const path = join(dir, "replaced.jsonl");
    writeFileSync(path, user("first transcript, long enough"));
    const s1 = await scanTranscript(initialObserverState(), path);
    writeFileSync(path, user("second"));
    const s2 = await scanTranscript(s1, path);
    expect(s2.charsSinceMark).toBe("first transcript, long enough".length + 6);
    const other = join(dir, "other.jsonl");
    writeFileSync(other, user("other"));
    const s3 = await scanTranscript(s2, other);
    expect(s3).toMatchObject({ transcriptPath: other, offset: user("other").length });
  });

  it.skipIf(process.platform === "win32")("returns at once for a FIFO named as the transcript", async () => {
    const fifo = join(dir, "fifo.jsonl");
    execFileSync("mkfifo", [fifo]);
    const s = await scanTranscript(initialObserverState(), fifo);
    expect(s).toMatchObject({ transcriptPath: fifo, offset: 0, charsSinceMark: 0 });
  });
});

const ROOT = resolve(import.meta.dirname, "..", "..", "..", "shared", "data", "claude-code", "transcripts");
const exists = existsSync(ROOT);
if (!exists)
  console.warn(`skipping scanTranscript real-transcript check: ${ROOT} is absent (needs ../shared/data)`);

describe.skipIf(!exists)("scanTranscript on a real transcript written piece by piece", () => {
  it("counts the same as one scan of the whole file", async () => {
    const file = join(ROOT, "marot-spotter", "4d5611e5-241a-462a-8d15-5122611a9569.jsonl");
    expect(readdirSync(join(ROOT, "marot-spotter"))).toContain("4d5611e5-241a-462a-8d15-5122611a9569.jsonl");
    const bytes = readFileSync(file);
    const whole = await scanTranscript(initialObserverState(), file);
    expect(whole.offset).toBe(bytes.length);
    expect(whole.charsSinceMark).toBeGreaterThan(100_000);
    const growing = join(dir, "growing.jsonl");
    writeFileSync(growing, "");
    let s = initialObserverState();
    // cuts that fall inside lines and inside multi-byte characters
    for (let at = 0; at < bytes.length; at += 97_531) {
      appendFileSync(growing, bytes.subarray(at, Math.min(bytes.length, at + 97_531)));
      s = await scanTranscript(s, growing);
    }
    expect(s.charsSinceMark).toBe(whole.charsSinceMark);
    expect(s.contextTokens).toBe(whole.contextTokens);
    expect(s.offset).toBe(bytes.length);
  });
});
