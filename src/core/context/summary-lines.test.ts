import { describe, expect, it } from "vitest";
import { mem, pack, sessionRecord } from "./context-pack.fixtures.js";
import { COMMAND_CHARS, denseLine, ERROR_CHARS, listRest, shortCommand } from "./summary-lines.js";

const LONG =
  'rm -rf dist && pnpm build && echo "---" && (ls out/api/__tests__/ || echo "none") && echo "ok: $(test -f out/api/index.js && echo yes)"';

describe("shortCommand", () => {
  it("keeps the leading commands and the paths of the part it cuts", () => {
    const short = shortCommand(LONG);
    expect(short.startsWith("rm -rf dist && pnpm build && ")).toBe(true);
    expect(short).toContain("out/api/index.js");
    expect(short.endsWith(" …")).toBe(true);
    expect(short.length).toBeLessThan(LONG.length);
    // a file name that a kept path holds is not listed again
    expect(short).not.toContain("… index.js");
  });

  it("leaves a short command as it is and cuts one long word-run at a space", () => {
    expect(shortCommand("npm test -- --run")).toBe("npm test -- --run");
    const oneSegment = `grep -rn ${"pattern ".repeat(30)}`;
    const short = shortCommand(oneSegment);
    expect(short.length).toBeLessThanOrEqual(COMMAND_CHARS + 2);
    expect(short.endsWith(" …")).toBe(true);
  });
});

describe("denseLine", () => {
  it("shortens each command of a Commands line, keeping its outcome mark and note", () => {
    const line = denseLine(`Commands: ✓ ${LONG} (passed before later edits, not rerun); ✗ npm test (exit 1)`);
    expect(line).toMatch(
      /^Commands: ✓ rm -rf dist && pnpm build && .* … \(passed before later edits, not rerun\); ✗ npm test \(exit 1\)$/,
    );
  });

  it("cuts each error of an error line to a whole thought and leaves other lines alone", () => {
    const err = `Error: ${"the connection was refused by the server. ".repeat(8)}`;
    const line = denseLine(`Errors: ${err} | short one`);
    const [first, second] = line.slice("Errors: ".length).split(" | ");
    expect((first ?? "").length).toBeLessThanOrEqual(ERROR_CHARS + 1);
    expect(second).toBe("short one");
    expect(denseLine("Intent: ship it")).toBe("Intent: ship it");
  });
});

describe("listRest", () => {
  it("gives back the items a cut Commands line left out", () => {
    expect(listRest("Commands: ✓ a; ✓ b; ✗ c", "Commands: ✓ a (+2 more)")).toEqual(["✓ b", "✗ c"]);
    expect(listRest("Commands: ✓ a", "Commands: ✓ a")).toEqual([]);
  });
});

describe("the last session's commands in the pack", () => {
  const items = Array.from({ length: 8 }, (_, i) => `✓ tool-${i} run --target build/part-${i}.out --verbose`);
  const summary = `Intent: build the parts\nCommands: ${items.join("; ")}`;

  it("lists the commands the Commands line cut in the room left, less those the pack names", () => {
    const p = pack({
      lastSession: { record: sessionRecord(summary), memoryId: "sum1", body: summary },
      memories: [mem({ type: "verified_command", title: "tool-5 run --target build/part-5.out --verbose" })],
    });
    const line = p.text.split("\n").find((l) => l.startsWith("More commands: ")) ?? "";
    expect(line).toContain("tool-6 run");
    expect(line).toContain("tool-7 run");
    expect(line).not.toContain("tool-5 run");
    for (let i = 0; i < 8; i++) expect(p.text).toContain(`tool-${i} run`);
  });
});
