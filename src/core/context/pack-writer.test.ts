import { describe, expect, it } from "vitest";
import type { PackItem } from "./pack-types.js";
import { type PackCandidate, PackWriter } from "./pack-writer.js";

const item = (id: string): PackItem => ({
  id,
  section: "S",
  type: "todo",
  title: id,
  age: "",
  pinned: false,
  tokens: 1,
});
const line = (id: string, memory = false): PackCandidate => ({
  key: id,
  line: `- ${id}`,
  item: item(id),
  ...(memory ? { memoryId: id } : {}),
});

describe("PackWriter", () => {
  it("keeps lines under the block's heading up to its cap and counts the rest as left out", () => {
    const w = new PackWriter(1000, ["# head"]);
    w.write({ title: "A", cap: 2, candidates: [line("a"), line("b"), line("c")] });
    expect(w.text).toBe("# head\n\n## A\n- a\n- b");
    expect(w.items.map((i) => i.id)).toEqual(["a", "b"]);
    expect(w.omitted).toBe(1);
  });

  it("never lets the text pass its limit; a line too long does not stop a shorter later one", () => {
    const w = new PackWriter(20, ["# head"]);
    w.write({
      title: "A",
      cap: 5,
      candidates: [line("a"), { ...line("long"), line: "x".repeat(30) }, line("c")],
    });
    w.write({ title: "B", cap: 5, candidates: [{ ...line("z"), line: "y".repeat(30) }] });
    expect(w.text).toBe("# head\n\n## A\n- a\n- c");
    expect(w.text.length).toBeLessThanOrEqual(20);
    expect(w.omitted).toBe(2);
  });

  it("a memory left out of one block and shown by a later one is no longer left out, and is not offered again", () => {
    const w = new PackWriter(1000, []);
    w.write({ title: "A", cap: 0, candidates: [line("m1", true)] });
    expect(w.omitted).toBe(1);
    w.write({ title: "B", cap: 5, candidates: [line("m1", true)] });
    expect(w.omitted).toBe(0);
    expect([...w.used]).toEqual(["m1"]);
  });

  it("adds the footer with the left-out count only after kept lines and only when it fits", () => {
    const w = new PackWriter(1000, []);
    w.write({ title: "A", cap: 1, candidates: [line("a"), line("b")], footer: (n) => `${n} more` });
    w.write({ title: "B", cap: 0, candidates: [line("c")], footer: () => "never" });
    expect(w.text).toBe("\n## A\n- a\n1 more");
    const tight = new PackWriter(12, []);
    tight.write({ title: "A", cap: 1, candidates: [line("a")], footer: () => "a long footer" });
    expect(tight.text).toBe("\n## A\n- a");
  });

  it("extends the candidates `pick` accepts, each once, right under its own line, within the room", () => {
    const w = new PackWriter(1000, []);
    const more = (id: string) => ({ ...line(id), more: () => [`  ${id} said more`] });
    w.write({ title: "A", cap: 3, candidates: [more("a"), more("b"), line("c")] });
    w.extend(100, (c) => c.key === "b");
    expect(w.text).toBe("\n## A\n- a\n- b\n  b said more\n- c");
    w.extend(100);
    w.extend(100);
    expect(w.text).toBe("\n## A\n- a\n  a said more\n- b\n  b said more\n- c");
    const tight = new PackWriter(16, []);
    tight.write({ title: "A", cap: 1, candidates: [more("a")] });
    tight.extend();
    expect(tight.text).toBe("\n## A\n- a");
  });
});
