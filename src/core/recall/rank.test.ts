import { describe, expect, it } from "vitest";
import type { Memory } from "../memories/memory.js";
import { feedbackTerms } from "./feedback.js";
import { fileOverlap, minMax, orderWithoutQuery, RRF_K, recency, reciprocalRanks, rerank } from "./rank.js";

const NOW = new Date("2026-03-01T00:00:00.000Z");

function mem(id: string, m: Partial<Memory> = {}): Memory {
  return {
    id,
    project: "p",
    type: "project_fact",
    title: id,
    body: "",
    scope: "project",
    confidence: 0.7,
    severity: null,
    tags: [],
    files: [],
    gitCommit: null,
    pinned: false,
    source: { kind: "cli", event: null, sessionId: null, toolUseId: null },
    dedupeKey: null,
    supersededBy: null,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    deletedAt: null,
    ...m,
  } as Memory;
}

describe("rerank", () => {
  it("orders by keyword score when nothing else differs", () => {
    const r = rerank(
      [
        { memory: mem("a"), keyword: 1 },
        { memory: mem("b"), keyword: 5 },
      ],
      { now: NOW },
    );
    expect(r.map((x) => x.memory.id)).toEqual(["b", "a"]);
  });

  it("lets file overlap, pinned and type order near-ties, never a clear keyword winner", () => {
    const pool = [
      { memory: mem("plain"), keyword: 10 },
      { memory: mem("files", { files: ["src/cart.ts"] }), keyword: 9.9 },
      { memory: mem("far"), keyword: 1 },
    ];
    expect(rerank(pool, { now: NOW, files: ["src/cart.ts"] }).map((x) => x.memory.id)).toEqual([
      "files",
      "plain",
      "far",
    ]);
    expect(rerank(pool, { now: NOW }).map((x) => x.memory.id)).toEqual(["plain", "files", "far"]);
    const far = { memory: mem("far"), keyword: 1 };
    const pinned = [
      { memory: mem("a"), keyword: 10 },
      { memory: mem("b", { pinned: true }), keyword: 9.95 },
      far,
    ];
    expect(rerank(pinned, { now: NOW })[0]?.memory.id).toBe("b");
    const typed = [
      { memory: mem("sum", { type: "task_summary" }), keyword: 10 },
      { memory: mem("con", { type: "constraint" }), keyword: 9.99 },
      far,
    ];
    expect(rerank(typed, { now: NOW })[0]?.memory.id).toBe("con");
  });

  it("prefers the more recent of two equal matches (30-day half-life)", () => {
    const old = mem("old", { updatedAt: "2025-12-01T00:00:00.000Z" });
    const fresh = mem("fresh", { updatedAt: "2026-02-28T00:00:00.000Z" });
    expect(
      rerank(
        [
          { memory: old, keyword: 3 },
          { memory: fresh, keyword: 3 },
        ],
        { now: NOW },
      )[0]?.memory.id,
    ).toBe("fresh");
    expect(recency("2026-01-30T00:00:00.000Z", NOW)).toBeCloseTo(0.5, 5);
    expect(recency("2026-04-01T00:00:00.000Z", NOW)).toBe(1);
  });

  it("fuses a semantic score when candidates have vectors, and ignores it when none has", () => {
    const pool = [
      { memory: mem("lexical"), keyword: 10, semantic: 0.1 },
      { memory: mem("semantic"), keyword: 9.5, semantic: 0.9 },
      { memory: mem("novector"), keyword: 9, semantic: null },
      { memory: mem("far"), keyword: 1, semantic: 0.2 },
    ];
    expect(rerank(pool, { now: NOW })[0]?.memory.id).toBe("semantic");
    const none = pool.map((c) => ({ ...c, semantic: null }));
    expect(rerank(none, { now: NOW })[0]?.memory.id).toBe("lexical");
  });

  it("reciprocal rank fusion uses ranks only, so a large keyword lead no longer outweighs semantic", () => {
    const pool = [
      { memory: mem("lexical"), keyword: 100, semantic: 0.1 },
      { memory: mem("both"), keyword: 2, semantic: 0.8 },
      { memory: mem("semantic"), keyword: 1, semantic: 0.9 },
      { memory: mem("other"), keyword: 0.5, semantic: 0.5 },
    ];
    // min-max: lexical 1 + 0 vs semantic ≈ 0.005 + 0.67 — the keyword gap dominates
    expect(rerank(pool, { now: NOW })[0]?.memory.id).toBe("lexical");
    // rrf: ranks 3 + 1 (1/63 + 1/61) beat ranks 1 + 4 (1/61 + 1/64) and 2 + 2 (2/62)
    expect(
      rerank(pool, { now: NOW, fusion: "rrf", weights: { semantic: 1 } }).map((r) => r.memory.id),
    ).toEqual(["semantic", "both", "lexical", "other"]);
  });

  it("orders without a query: pinned, then confidence, then recency", () => {
    const list = [
      mem("low", { confidence: 0.5 }),
      mem("new", { confidence: 0.9, updatedAt: "2026-02-27T00:00:00.000Z" }),
      mem("pin", { pinned: true, confidence: 0.1 }),
      mem("old", { confidence: 0.9, updatedAt: "2026-01-01T00:00:00.000Z" }),
    ];
    expect(orderWithoutQuery(list).map((m) => m.id)).toEqual(["pin", "new", "old", "low"]);
  });
});

describe("helpers", () => {
  it("reciprocalRanks: (k + 1) / (k + rank), ties share a rank, no value → 0", () => {
    const r = reciprocalRanks([3, Number.NaN, 5, 3]);
    expect(r[2]).toBe(1);
    expect(r[0]).toBeCloseTo((RRF_K + 1) / (RRF_K + 2), 10);
    expect(r[3]).toBe(r[0]);
    expect(r[1]).toBe(0);
  });

  it("normalises min-max, with ties and missing values", () => {
    expect(minMax([2, 4, 3])).toEqual([0, 1, 0.5]);
    expect(minMax([7, 7])).toEqual([1, 1]);
    expect(minMax([Number.NaN, 1, 3])).toEqual([0, 0, 1]);
  });
  it("measures file overlap by path or path suffix", () => {
    expect(fileOverlap(["src/a.ts", "src/b.ts"], ["src/a.ts"])).toBe(0.5);
    expect(fileOverlap(["lib/app/src/a.ts"], ["src/a.ts"])).toBe(1);
    expect(fileOverlap([], ["x"])).toBe(0);
  });
  it("picks feedback terms that recur across the top documents, not the query's own", () => {
    const terms = feedbackTerms(
      ["adoption"],
      [
        "Caroline adoption agency interview",
        "Caroline met the adoption agency",
        "agency paperwork for Caroline",
      ],
    );
    expect(terms.slice(0, 2).sort()).toEqual(["agency", "caroline"]);
    expect(terms).not.toContain("adoption");
    expect(terms).not.toContain("interview");
  });
  it("keeps numbers as feedback terms (dates and versions recur across related memories)", () => {
    const terms = feedbackTerms(
      ["support"],
      ["support group on 8 May 2023", "went to support on 8 May 2023", "painting class"],
    );
    expect(terms).toEqual(expect.arrayContaining(["2023", "may"]));
  });
});
