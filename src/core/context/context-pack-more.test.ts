// The context pack, continued: the omitted count, determinism, and sections contributed by providers.
import { describe, expect, it } from "vitest";
import { mem, NOW, oneOfEach, pack, sessionRecord } from "./context-pack.fixtures.js";
import { buildContextPack, type PackInput } from "./context-pack.js";

describe("omitted", () => {
  it("counts each left-out candidate once and says so in the note", () => {
    const memories = [
      mem({ type: "constraint", pinned: true, title: "c".repeat(250) }),
      mem({ type: "decision", pinned: true, title: "d".repeat(250) }),
      mem({ type: "project_fact", pinned: true, title: "f".repeat(250) }),
      mem({ type: "todo", title: "t".repeat(250) }),
    ];
    for (const budget of [0, 60, 120, 200, 300, 10_000]) {
      const p = pack({ memories, budgetTokens: budget });
      expect(p.omitted).toBe(memories.length - p.items.length);
      const note = p.text.match(/\((\d+) more not shown/);
      if (note) expect(Number(note[1])).toBe(p.omitted);
      if (p.omitted === 0) expect(note).toBeNull();
    }
  });

  it("counts a last session that does not fit", () => {
    const p = pack({
      lastSession: { record: sessionRecord("s".repeat(5000)), memoryId: null },
      memories: [mem({ type: "decision" })],
      budgetTokens: 400,
    });
    expect(p.items.map((i) => i.section)).toEqual(["Decisions"]);
    expect(p.omitted).toBe(1);
    expect(p.text).toContain(
      "(1 more not shown: `cairn search <words>`, `cairn list` or the MCP `search` tool.)",
    );
  });

  it("is zero with no note when everything fits", () => {
    const p = pack({ memories: oneOfEach() });
    expect(p.omitted).toBe(0);
    expect(p.items).toHaveLength(oneOfEach().length);
    expect(p.text).not.toContain("more not shown");
  });
});

describe("determinism", () => {
  it("the same input gives the same pack", () => {
    const input: PackInput = {
      projectName: "demo",
      now: NOW,
      lastSession: { record: sessionRecord("Intent: y"), memoryId: null },
      memories: oneOfEach(),
      budgetTokens: 200,
    };
    expect(buildContextPack(input)).toEqual(buildContextPack(input));
  });

  it("the order of the candidate memories does not matter, even among exact ties", () => {
    const memories = Array.from({ length: 12 }, (_, i) => mem({ type: "decision", id: `tie-${i}` }));
    const a = pack({ memories, budgetTokens: 120 });
    const b = pack({ memories: [...memories].reverse(), budgetTokens: 120 });
    expect(b.text).toBe(a.text);
    expect(b.items).toEqual(a.items);
  });
});

describe("contributed sections", () => {
  const now = new Date("2026-06-01T00:00:00.000Z");
  const section = (placement: "lead" | "tail", title: string, n: number) => ({
    title,
    placement,
    cap: 3,
    items: Array.from({ length: n }, (_, i) => ({
      id: `${title}-${i}`,
      type: "task",
      title: `${title} ${i}`,
      line: `- ${title} item ${i} (${title}-${i})`,
    })),
    footer: `(${title} footer)`,
  });

  it("places lead sections before the memories and tail sections after, within the budget and cap", () => {
    const pack = buildContextPack({
      projectName: "p",
      now,
      lastSession: null,
      memories: [],
      sections: [section("tail", "Notes", 2), section("lead", "Tasks", 5)],
    });
    const t = pack.text;
    expect(t.indexOf("## Tasks")).toBeGreaterThan(0);
    expect(t.indexOf("## Tasks")).toBeLessThan(t.indexOf("## Notes"));
    expect(pack.items.filter((i) => i.section === "Tasks").map((i) => i.id)).toEqual([
      "Tasks-0",
      "Tasks-1",
      "Tasks-2",
    ]);
    expect(pack.omitted).toBe(2);
    expect(t).toContain("(Notes footer)");
    const tiny = buildContextPack({
      projectName: "p",
      now,
      lastSession: null,
      memories: [],
      budgetTokens: 60,
      sections: [section("lead", "Tasks", 5)],
    });
    expect(tiny.tokens).toBeLessThanOrEqual(60);
  });
});

describe("whole thoughts", () => {
  it("shows a body up to its last whole sentence within the line's room, not cut mid-word", () => {
    const body =
      'The user\'s reply when Claude asked (2026-01-13). Claude had written: both SSH attempts failed because the hostname "slate" could not be resolved. Could you give the address of the router so that I can connect to it and go on?';
    const p = pack({ memories: [mem({ type: "decision", title: "Connect by address", body })] });
    const line = p.text.split("\n").find((l) => l.startsWith("- Connect by address")) ?? "";
    expect(line).toContain('the hostname "slate" could not be resolved. …');
    expect(line).not.toContain("Could you");
  });
});
