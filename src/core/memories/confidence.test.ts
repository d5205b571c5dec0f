// Baseline confidence: bounded for every source × type, the documented source ordering, and the
// documented type adjustments relative to the source's base.
import { describe, expect, it } from "vitest";
import { baselineConfidence } from "./confidence.js";
import { MEMORY_TYPES, SOURCE_KINDS } from "./memory.js";

describe("baselineConfidence", () => {
  it("is within [0.05, 1] with at most two decimals for every source × type", () => {
    for (const source of SOURCE_KINDS) {
      for (const type of MEMORY_TYPES) {
        const c = baselineConfidence(source, type);
        expect(c, `${source}/${type}`).toBeGreaterThanOrEqual(0.05);
        expect(c, `${source}/${type}`).toBeLessThanOrEqual(1);
        expect(Math.round(c * 100) / 100).toBe(c);
      }
    }
  });

  it("orders sources cli ≥ hook ≥ import (and mcp = cli) for every type", () => {
    for (const type of MEMORY_TYPES) {
      const cli = baselineConfidence("cli", type);
      const hook = baselineConfidence("hook", type);
      const imp = baselineConfidence("import", type);
      expect(cli, type).toBeGreaterThanOrEqual(hook);
      expect(hook, type).toBeGreaterThanOrEqual(imp);
      expect(baselineConfidence("mcp", type)).toBe(cli);
    }
  });

  it("ranks an observed pass above a plain fact, and inferred candidates below it", () => {
    for (const source of SOURCE_KINDS) {
      const fact = baselineConfidence(source, "project_fact");
      expect(baselineConfidence(source, "verified_command")).toBeGreaterThanOrEqual(fact);
      expect(baselineConfidence(source, "failed_attempt")).toBeLessThan(fact);
      expect(baselineConfidence(source, "task_summary")).toBeLessThan(fact);
      expect(baselineConfidence(source, "failed_attempt")).toBeLessThan(
        baselineConfidence(source, "task_summary"),
      );
    }
  });

  it("strictly separates live hook capture from imports of the same thing", () => {
    for (const type of MEMORY_TYPES) {
      expect(baselineConfidence("hook", type)).toBeGreaterThan(baselineConfidence("import", type));
    }
  });
});
