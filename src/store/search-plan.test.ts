import { describe, expect, it } from "vitest";
import { mem } from "../core/context/context-pack.fixtures.js";
import {
  COMMON_CAP,
  type RowRef,
  type SearchDialect,
  searchProject,
  type TermClass,
  termClass,
} from "./search-plan.js";
import type { SearchHit } from "./store.js";

const hit = (id: string, score: number): SearchHit => ({ memory: mem({ id, type: "decision" }), score });

/** A dialect answering from fixed data, recording each step it is asked to run. */
function scripted(o: {
  classes: TermClass[];
  best?: SearchHit[];
  newest?: RowRef[];
  recent?: { rows: number; matches: number[] };
}) {
  const calls: unknown[][] = [];
  const log = <T>(call: unknown[], answer: T): T => {
    calls.push(call);
    return answer;
  };
  const d: SearchDialect = {
    classify: () => o.classes,
    best: (terms, pool) => log(["best", terms, pool], o.best ?? []),
    newest: (terms, want) => log(["newest", terms, want], o.newest ?? []),
    recent: (terms, from) => log(["recent", terms, from], o.recent ?? { rows: 0, matches: [] }),
    score: (rows, terms, from) =>
      log(
        ["score", rows.map((r) => r.id), terms, from],
        rows.map((r) => hit(r.id, 1)),
      ),
  };
  return { d, calls };
}

describe("search plan", () => {
  it("classifies a term by its capped token count, then its prefix count", () => {
    expect(termClass(COMMON_CAP + 1, null)).toBe("common-token");
    expect(termClass(COMMON_CAP, COMMON_CAP + 1)).toBe("common-prefix");
    expect(termClass(COMMON_CAP, COMMON_CAP)).toBe("rare");
    expect(termClass(3, null)).toBe("rare");
  });

  it("with only rare terms, the best rows by BM25 of them are the whole answer", async () => {
    const { d, calls } = scripted({ classes: ["rare", "rare"], best: [hit("a", 2)] });
    expect((await searchProject(d, false, 100)).map((h) => h.memory.id)).toEqual(["a"]);
    expect(calls).toEqual([["best", [0, 1], 100]]);
  });

  it("expansion terms (rareOnly) that are all common find nothing and run no query", async () => {
    const { d, calls } = scripted({ classes: ["common-token"] });
    expect(await searchProject(d, true, 100)).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("tops rare candidates up with at most TOP_UP newest rows, common tokens matched exactly", async () => {
    const { d, calls } = scripted({
      classes: ["rare", "common-token", "common-prefix"],
      best: [hit("a", 5)],
      newest: [
        { id: "n3", seq: 30 },
        { id: "a", seq: 20 },
        { id: "n1", seq: 10 },
      ],
      // of the 40 rows from seq 10 on, the common token matches 11 (over a quarter), the prefix 10
      recent: { rows: 40, matches: [11, 10] },
    });
    const ids = (await searchProject(d, false, 100)).map((h) => h.memory.id);
    expect(ids).toEqual(["a", "n3", "n1"]); // "a" is not listed twice
    const terms = [
      { index: 0, token: false },
      { index: 1, token: true },
      { index: 2, token: false },
    ];
    expect(calls).toEqual([
      ["best", [0], 100],
      ["newest", terms, 21],
      ["recent", [terms[1], terms[2]], 10],
      ["score", ["n3", "n1"], [terms[0], terms[2]], 10],
    ]);
  });

  it("when every term is common, the newest `pool` rows are the candidates", async () => {
    const { d, calls } = scripted({
      classes: ["common-prefix"],
      newest: [{ id: "n", seq: 7 }],
      recent: { rows: 1, matches: [1] },
    });
    expect((await searchProject(d, false, 50)).map((h) => h.memory.id)).toEqual(["n"]);
    expect(calls[0]).toEqual(["newest", [{ index: 0, token: false }], 50]);
    expect(calls.at(-1)).toEqual(["score", ["n"], [], 7]);
  });
});
