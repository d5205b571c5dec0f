import { describe, expect, it } from "vitest";
import { KeyGate, KeyScanner } from "./key-gate.js";
import { rewriteLines } from "./line-scan.js";

describe("KeyScanner", () => {
  const scanner = new KeyScanner(["sk_", "sk_live_", "|", "│", "密码", "ghp_", "AKIA"]);

  it("finds every key at any position, also inside a longer key and next to non-ASCII text", () => {
    expect([...scanner.found("x = sk_live_abc; 密码是 y")].sort()).toEqual(
      ["sk_", "sk_live_", "密码"].sort(),
    );
    expect([...scanner.found("ghp_")]).toEqual(["ghp_"]);
    expect([...scanner.found("a │ b")]).toEqual(["│"]);
    expect([...scanner.found("AKI")]).toEqual([]);
  });

  it("finds nothing in a text without keys", () => {
    expect(scanner.found("const total = items.length;").size).toBe(0);
  });
});

describe("KeyGate", () => {
  const patterns = [
    { id: "always" },
    { id: "stripe", keys: ["sk_"] },
    { id: "github", keys: ["ghp_", "gho_"] },
  ];
  const gate = new KeyGate(patterns);
  const scanner = new KeyScanner(gate.keys());

  it("selects the unkeyed patterns and those whose keys the text holds, in their order", () => {
    expect(gate.select(scanner.found("token gho_x then sk_y")).map((p) => p.id)).toEqual([
      "always",
      "stripe",
      "github",
    ]);
    expect(gate.select(scanner.found("plain text")).map((p) => p.id)).toEqual(["always"]);
  });

  it("ignores keys found for another gate", () => {
    expect(gate.select(new Set(["AKIA"])).map((p) => p.id)).toEqual(["always"]);
  });
});

describe("rewriteLines", () => {
  const stem = /pass/g;
  const rewrite = (line: string) => line.replace(/pass=(\S+)/g, "pass=X");

  it("gives what the rewrite gives on the whole text when its matches stay within a line", () => {
    const text = "a=1\npass=abc b\n\nc pass=def pass=ghi\nend";
    expect(rewriteLines(text, stem, rewrite)).toBe(rewrite(text));
  });

  it("returns the same string when no line changes", () => {
    const text = "nothing here\nat all";
    expect(rewriteLines(text, stem, rewrite)).toBe(text);
  });
});
