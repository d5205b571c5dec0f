import { appendFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { awaitTranscriptTurn } from "../../src/app/observations/transcript-catch-up.js";
import { tempDir } from "../support/temp.js";

const record = (text: string) =>
  `${JSON.stringify({ type: "assistant", message: { content: [{ type: "text", text }] } })}\n`;

describe("waiting for the transcript to hold the turn", () => {
  // fake timers: the waits are driven by the test, never by the machine's speed
  afterEach(() => {
    vi.useRealTimers();
  });

  it("returns at once when the final text is already there, JSON-escaped", async () => {
    vi.useFakeTimers();
    const d = tempDir();
    const t = join(d.path, "t.jsonl");
    writeFileSync(t, record('Done: "quoted" \\ path.\nNext steps: none'));
    const found = awaitTranscriptTurn(t, 'Done: "quoted" \\ path.\nNext steps: none');
    expect(vi.getTimerCount()).toBe(0); // no wait was scheduled
    expect(await found).toBe(true);
    d.cleanup();
  });

  it("waits for a lagging write, and gives up after the bound", async () => {
    vi.useFakeTimers();
    const d = tempDir();
    const t = join(d.path, "t.jsonl");
    writeFileSync(t, record("earlier turn"));
    setTimeout(() => appendFileSync(t, record("All tests pass now.")), 150);
    const lagging = awaitTranscriptTurn(t, "All tests pass now.", { maxMs: 2000 });
    await vi.advanceTimersByTimeAsync(200);
    expect(await lagging).toBe(true);

    let settled = false;
    const never = awaitTranscriptTurn(t, "never written", { maxMs: 200 }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(150);
    expect(settled).toBe(false); // still polling inside the bound
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toBe(true);
    expect(await never).toBe(false);

    const missing = awaitTranscriptTurn(join(d.path, "missing.jsonl"), "x y z w", { maxMs: 100 });
    await vi.advanceTimersByTimeAsync(150);
    expect(await missing).toBe(false);
    expect(await awaitTranscriptTurn(t, null)).toBe(false);
    d.cleanup();
  });
});
