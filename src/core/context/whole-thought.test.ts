import { describe, expect, it } from "vitest";
import { clipThought } from "./whole-thought.js";

const REPLY =
  "The user's reply when Claude asked, in conversation (2026-01-13). Claude had written: I see both SSH attempts failed because the hostname \"slate\" couldn't be resolved. Could you provide the IP address or correct hostname for your router so I can connect to it?";

describe("clipThought", () => {
  it("keeps whole sentences: the one that carries the fact is not cut in half", () => {
    const out = clipThought(REPLY, 200);
    expect(out).toBe(`${REPLY.slice(0, REPLY.indexOf("resolved.") + "resolved.".length)} …`);
    expect(out.length).toBeLessThanOrEqual(200);
    // a fixed-count cut would have ended mid-word
    expect(REPLY.slice(0, 159)).toMatch(/couldn't be r$/);
  });

  it("falls back to a clause, then a word boundary, never mid-word when one exists", () => {
    const text =
      "Removed the ZeroTier and DDNS packages, kept the system dependency kmod-gl and rebooted twice";
    expect(clipThought(text, 60)).toBe("Removed the ZeroTier and DDNS packages…");
    expect(clipThought("alpha beta gamma delta epsilon zeta", 20)).toBe("alpha beta gamma…");
    expect(clipThought("x".repeat(50), 10)).toBe(`${"x".repeat(9)}…`);
  });

  it("does not take a version number or a list number for a sentence end", () => {
    const text = "Upgrade to version 1.2.3 first and then rerun the seed script against the staging database";
    const out = clipThought(text, 50);
    expect(out).not.toMatch(/1\.\s…$/);
    expect(out.endsWith("…")).toBe(true);
    expect(out.length).toBeLessThanOrEqual(50);
  });

  it("returns text that fits unchanged and never exceeds max", () => {
    expect(clipThought("short.", 10)).toBe("short.");
    for (const n of [1, 2, 5, 37, 120, 199]) expect(clipThought(REPLY, n).length).toBeLessThanOrEqual(n);
  });
});
