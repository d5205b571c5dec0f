import { describe, expect, it } from "vitest";
import type { Memory } from "../memories/memory.js";
import { daysAgo, mem, NOW, pack } from "./context-pack.fixtures.js";
import { packOrder, packReach } from "./context-pack.js";

const many = (n: number, type: Memory["type"], p: Partial<Memory> = {}) =>
  Array.from({ length: n }, (_, i) => mem({ type, id: `${type}-${i}`, updatedAt: daysAgo(i / 10), ...p }));

describe("packReach", () => {
  it("holds every memory any pack could show, at any budget and with any of them marked stale", () => {
    const memories = [...many(60, "decision"), ...many(30, "todo"), ...many(4, "bug_note", { pinned: true })];
    const reach = new Set(packReach(packOrder(memories, NOW)).map((m) => m.id));
    expect(reach.size).toBeLessThan(memories.length);
    const outside = memories.filter((m) => !reach.has(m.id)).map((m) => m.id);
    for (const budgetTokens of [200, 1500, 100_000]) {
      const all = pack({ memories, budgetTokens, maxChars: 100_000, stale: new Set(outside) });
      expect(all.items.every((i) => reach.has(i.id))).toBe(true);
      // marks outside the reach change nothing
      expect(all.text).toBe(pack({ memories, budgetTokens, maxChars: 100_000 }).text);
    }
  });

  it("asks `keep` only while a section still needs a memory, and leaves out what it rejects", () => {
    const memories = packOrder(many(100, "decision"), NOW);
    const asked: string[] = [];
    const reach = packReach(memories, (m) => {
      asked.push(m.id);
      return m.id !== "decision-0";
    });
    expect(reach.map((m) => m.id)).not.toContain("decision-0");
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked.length).toBeLessThan(40);
    expect(reach.length).toBe(asked.length - 1);
  });
});
