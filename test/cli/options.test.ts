import { parseArgs } from "node:util";
import { describe, expect, it } from "vitest";
import { optionTable } from "../../src/cli/options.js";

describe("optionTable", () => {
  it("spells own options from the table and shared ones by name", () => {
    expect(optionTable({ limit: "string", type: "strings", deleted: "boolean" }, "project all json")).toEqual(
      {
        limit: { type: "string" },
        type: { type: "string", multiple: true },
        deleted: { type: "boolean" },
        project: { type: "string" },
        all: { type: "boolean" },
        json: { type: "boolean" },
      },
    );
    expect(optionTable({})).toEqual({});
  });

  it("gives parseArgs what it parses: repeated strings, flags, shared --project", () => {
    const options = optionTable({ type: "strings" }, "project json");
    const { values } = parseArgs({
      args: ["--type", "decision", "--type", "todo", "--project", "/p", "--json"],
      options,
    });
    expect(values).toEqual({ type: ["decision", "todo"], project: "/p", json: true });
    expect(() => parseArgs({ args: ["--all"], options })).toThrow(/all/);
  });

  it("refuses an option given both in the table and by shared name", () => {
    expect(() => optionTable({ json: "string" }, "json")).toThrow(/--json is both own and shared/);
  });
});
