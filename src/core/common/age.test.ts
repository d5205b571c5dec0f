// formatAge: each unit boundary, and the degenerate inputs (future, unparsable) that must not throw.
import { describe, expect, it } from "vitest";
import { formatAge } from "./age.js";

const NOW = new Date("2025-06-01T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe("formatAge", () => {
  it.each([
    [0, "just now"],
    [59 * S, "just now"],
    [60 * S, "1m ago"],
    [59 * M + 59 * S, "59m ago"],
    [60 * M, "1h ago"],
    [47 * H + 59 * M, "47h ago"],
    [48 * H, "2d ago"],
    [13 * D + 23 * H, "13d ago"],
    [14 * D, "2w ago"],
    [364 * D, "52w ago"],
    [365 * D, "1y ago"],
    [3 * 365 * D + 10 * D, "3y ago"],
  ])("%i ms ago → %s", (ms, expected) => {
    expect(formatAge(ago(ms), NOW)).toBe(expected);
  });

  it("never goes down as time passes", () => {
    const rank = (s: string) => {
      if (s === "just now") return 0;
      const m = s.match(/^(\d+)([mhdwy]) ago$/);
      const unit = { m: M, h: H, d: D, w: 7 * D, y: 365 * D }[m?.[2] as "m"];
      return Number(m?.[1]) * unit;
    };
    let prev = -1;
    for (let ms = 0; ms < 800 * D; ms += 7 * H + 13 * M) {
      const r = rank(formatAge(ago(ms), NOW));
      expect(r).toBeGreaterThanOrEqual(prev);
      prev = r;
    }
  });

  it("says 'just now' for a future time (clock skew) and for an unparsable timestamp", () => {
    expect(formatAge(new Date(NOW.getTime() + 5 * H).toISOString(), NOW)).toBe("just now");
    expect(formatAge("not a date", NOW)).toBe("just now");
  });
});
