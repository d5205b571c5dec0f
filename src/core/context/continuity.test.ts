import { describe, expect, it } from "vitest";
import { estimateTokens } from "../common/tokens.js";
import { mem, pack, sessionRecord } from "./context-pack.fixtures.js";
import type { PackSection } from "./context-pack.js";
import { mergeContinuity, normaliseText, summaryNextSteps } from "./continuity.js";

/** Every source of "where things stand / what is next", as the providers and the store give them. */
function allSources() {
  const observations: PackSection = {
    title: "Continuity",
    placement: "lead",
    continuity: true,
    items: [
      {
        id: "obs:task",
        type: "observation",
        title: "Parse the CSV",
        line: "- Current Task: Parse the CSV",
        entry: { kind: "now", text: "Parse the CSV", source: "observations" },
      },
      {
        id: "obs:next",
        type: "observation",
        title: "Store rows in batches.",
        line: "- Suggested Next: Store rows in batches.",
        entry: { kind: "next", text: "Store rows in batches.", source: "observations" },
      },
      {
        id: "obs:plan",
        type: "plan",
        title: "Add a progress bar",
        line: "- Plan for main: importer — 1/3 done (33%); next: Add a progress bar (.cairn/plans/main.md)",
        entry: { kind: "next", text: "Add a progress bar", source: "plan importer, 1/3 done (33%)" },
      },
      { id: "obs:pending", type: "observation", title: "pending", line: "- Pending: run /cairn:observe" },
    ],
  };
  const tasks: PackSection = {
    title: "Continuity",
    placement: "lead",
    continuity: true,
    items: [
      {
        id: "t1",
        type: "task",
        title: "Parse the CSV",
        line: "- IN_PROGRESS t1: Parse the CSV",
        entry: { kind: "now", text: "Parse the CSV", source: "task t1 IN_PROGRESS" },
      },
      {
        id: "t2",
        type: "task",
        title: "Store rows",
        line: "- NEXT t2: Store rows (medium)",
        entry: { kind: "next", text: "Store rows", source: "task t2, medium" },
      },
    ],
  };
  const blocked: PackSection = {
    title: "Tasks (1/4 complete)",
    placement: "lead",
    items: [{ id: "t3", type: "task", title: "creds", line: "- BLOCKED t3: Ask for creds — ops" }],
  };
  return {
    lastSession: {
      // the session summary's Next line (heuristic or model-merged NEXT), items separated by "; "
      record: sessionRecord(
        "Intent: build the importer\nEnded with: parsing half done\nNext: store rows in batches; Write the README",
      ),
      memoryId: "m_sum",
    },
    sections: [observations, tasks, blocked],
    memories: [
      mem({ type: "todo", id: "m_todo1", title: "Write the README" }),
      mem({ type: "todo", id: "m_todo2", title: "Benchmark 1M rows" }),
      mem({ type: "open_question", id: "m_q", title: "Which encoding do exports use?" }),
      mem({ type: "decision", id: "m_d", title: "Stream rows, never load a file" }),
    ],
  };
}

describe("continuity: one section for where things stand and what is next", () => {
  it("with every source present, the pack has one Continuity section and no item twice", () => {
    const p = pack({ ...allSources(), budgetTokens: 1500 });
    const lines = p.text.split("\n");
    expect(lines.filter((l) => l.startsWith("## ")).filter((l) => /continuity|next/i.test(l))).toEqual([
      "## Continuity",
    ]);
    const at = lines.indexOf("## Continuity");
    const section = lines.slice(
      at + 1,
      lines.findIndex((l, i) => i > at && l.startsWith("## ")),
    );
    expect(section.filter((l) => l !== "")).toEqual([
      "- Current Task: Parse the CSV (observations; task t1 IN_PROGRESS)",
      "- Next: Store rows in batches. (observations; task t2, medium; last session)",
      "- Next: Add a progress bar (plan importer, 1/3 done (33%))",
      "- Next: Write the README (last session; m_todo1, 3d ago)",
      "- Todo: Benchmark 1M rows (m_todo2, 3d ago)",
      "- Pending: run /cairn:observe",
    ]);
    // no other "next" line anywhere: not in the last session block, not as a task line, not as a todo
    expect(p.text).not.toMatch(/^Next: /m);
    expect(p.text).not.toContain("Suggested Next");
    expect(p.text).not.toContain("NEXT t2");
    expect(p.text).not.toContain("IN_PROGRESS t1:");
    // each item of the pack appears once (normalised text of every item line)
    const itemTexts = lines
      .filter((l) => l.startsWith("- "))
      .map((l) => normaliseText(l.replace(/^- (Current Task|Next|Todo): /, "").replace(/ \([^)]*\)+$/, "")));
    expect(new Set(itemTexts).size).toBe(itemTexts.length);
    // the rest of the pack is still there
    expect(p.text).toContain("## Tasks (1/4 complete)\n- BLOCKED t3");
    expect(p.text).toContain("## Open todos and questions\n- Which encoding do exports use?");
    expect(p.text).toContain("Intent: build the importer");
    expect(p.items.filter((i) => i.section === "Continuity").map((i) => i.id)).toEqual([
      "obs:task",
      "obs:next",
      "obs:plan",
      "m_todo1",
      "m_todo2",
      "obs:pending",
    ]);
  });

  it("stays within the budget, counting what it leaves out", () => {
    for (const budget of [60, 120, 200, 400]) {
      const p = pack({ ...allSources(), budgetTokens: budget });
      expect(estimateTokens(p.text)).toBeLessThanOrEqual(budget);
      expect(p.text.match(/## Continuity/g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
    const tight = pack({ ...allSources(), budgetTokens: 200 });
    expect(tight.omitted).toBeGreaterThan(0);
  });

  it("merges equal or word-extended texts, keeps the stronger kind and the longer text", () => {
    const merged = mergeContinuity([
      { kind: "next", text: "Store rows", source: "task t2", id: "t2", type: "task" },
      { kind: "now", text: "store rows, in batches", source: "observations", id: "o", type: "observation" },
      { kind: "todo", text: "Store", source: "m_1", id: "m_1", type: "todo" },
    ]);
    expect(merged).toMatchObject([
      { kind: "now", text: "store rows, in batches", sources: ["task t2", "observations"] },
      { kind: "todo", text: "Store", sources: ["m_1"] }, // one word is too little to call it the same item
    ]);
  });

  it("reads a summary's Next line", () => {
    expect(summaryNextSteps("Intent: x\nNext: a; b c\nSummary by claude-cli")).toEqual(["a", "b c"]);
    expect(summaryNextSteps("Intent: x")).toEqual([]);
  });
});
