import { describe, expect, it } from "vitest";
import { mem, pack } from "./context-pack.fixtures.js";
import { LEFT_OUT_RESERVE } from "./fit-output.js";
import { descriptionLines, lastRunLines, MEMORY_MORE_CHARS, memoryMore } from "./memory-more.js";

const remoteBody = (n: number) =>
  `remote command; passed (exit 0). What was run there and passed (most recent last):\n${Array.from(
    { length: n },
    (_, i) => `- service step-${i} restart`,
  ).join("\n")}`;

describe("memoryMore", () => {
  it("a todo's description: whole lines, no code, no lead-in ending in ':'", () => {
    const body = [
      "Description:",
      "Add a quality alias that runs the three checks in sequence.",
      "```",
      "quality: [lint, types, audit]",
      "```",
      "- runs lint, then types, then audit",
    ].join("\n");
    expect([...descriptionLines(body)]).toEqual([
      "  Add a quality alias that runs the three checks in sequence.",
      "  - runs lint, then types, then audit",
    ]);
  });

  it("a remote connection's commands: the most recent ones that fit, in order", () => {
    const lines = lastRunLines(remoteBody(40), 120);
    expect(lines.at(-1)).toBe("  - service step-39 restart");
    expect(lines.join("\n").length).toBeLessThanOrEqual(120);
    expect(lines).toEqual([...lines].sort((a, b) => Number(/\d+/.exec(a)) - Number(/\d+/.exec(b))));
    expect(lastRunLines("project script; passed (exit 0).")).toEqual([]);
  });

  it("says nothing for other types, drops what the pack already shows, stays within its cap", () => {
    expect(memoryMore(mem({ type: "decision", body: "- a\n- b" }), "")).toEqual([]);
    const todo = mem({
      type: "todo",
      body: "Update the parser for nested quotes.\nThen rerun the fixtures.",
    });
    expect(memoryMore(todo, "Update the parser for nested quotes.")).toEqual(["  Then rerun the fixtures."]);
    const cmd = mem({ type: "verified_command", title: "ssh admin@host", body: remoteBody(200) });
    expect(memoryMore(cmd, "").join("\n").length).toBeLessThanOrEqual(MEMORY_MORE_CHARS);
  });
});

describe("the pack's room left", () => {
  it("shows a todo's description and a connection's last commands right under their own lines", () => {
    const todo = mem({
      type: "todo",
      id: "t1",
      title: "Add the quality alias",
      body: "Runs lint, then types.",
    });
    const cmd = mem({ type: "verified_command", id: "c1", title: "ssh admin@host", body: remoteBody(3) });
    const other = mem({ type: "verified_command", id: "c2", title: "npm test", body: "passed (exit 0)." });
    const lines = pack({ memories: [todo, cmd, other] }).text.split("\n");
    const at = (s: string) => lines.findIndex((l) => l.includes(s));
    expect(at("  Runs lint, then types.")).toBe(at("Add the quality alias") + 1);
    expect(lines.slice(at("ssh admin@host") + 1, at("ssh admin@host") + 4)).toEqual([
      "  - service step-0 restart",
      "  - service step-1 restart",
      "  - service step-2 restart",
    ]);
  });

  it("adds nothing when the pack has no room left", () => {
    const todo = mem({
      type: "todo",
      id: "t1",
      title: "Add the quality alias",
      body: "Runs lint, then types.",
    });
    const bare = pack({ memories: [{ ...todo, body: "" }] }).text;
    // room for the todo's line, not for one more line (a pack this small keeps no room for the closing note)
    expect(bare.length + 5).toBeLessThan(LEFT_OUT_RESERVE * 4);
    const text = pack({ memories: [todo], maxChars: bare.length + 5 }).text;
    expect(text).toContain("Add the quality alias");
    expect(text).not.toContain("Runs lint");
  });
});
