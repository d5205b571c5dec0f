import { appendFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { awaitTranscriptTurn } from "../../src/app/observations/transcript-catch-up.js";
import { tempDir } from "../support/temp.js";

const record = (text: string) =>
  `${JSON.stringify({ type: "assistant", message: { content: [{ type: "text", text }] } })}\n`;

describe("waiting for the transcript to hold the turn", () => {
  it("returns at once when the final text is already there, JSON-escaped", async () => {
    const d = tempDir();
    const t = join(d.path, "t.jsonl");
    writeFileSync(t, record('Done: "quoted" \\ path.\nNext steps: none'));
    const start = Date.now();
    expect(await awaitTranscriptTurn(t, 'Done: "quoted" \\ path.\nNext steps: none')).toBe(true);
    expect(Date.now() - start).toBeLessThan(200);
    d.cleanup();
  });

  it("waits for a lagging write, and gives up after the bound", async () => {
    const d = tempDir();
    const t = join(d.path, "t.jsonl");
    writeFileSync(t, record("earlier turn"));
    setTimeout(() => appendFileSync(t, record("All tests pass now.")), 150);
    expect(await awaitTranscriptTurn(t, "All tests pass now.", { maxMs: 2000 })).toBe(true);
    const start = Date.now();
    expect(await awaitTranscriptTurn(t, "never written", { maxMs: 200 })).toBe(false);
    expect(Date.now() - start).toBeGreaterThanOrEqual(190);
    expect(await awaitTranscriptTurn(join(d.path, "missing.jsonl"), "x y z w", { maxMs: 100 })).toBe(false);
    expect(await awaitTranscriptTurn(t, null)).toBe(false);
    d.cleanup();
  });
});
