import { describe, expect, it } from "vitest";
import { compareMeaning } from "./same-meaning.js";
import { HELD_OUT, TUNING } from "./same-meaning.pairs.js";
import { mergesWith, SAME_PROBLEM_MIN, sameProblem, unframed } from "./same-problem.js";

describe("same problem (bug notes)", () => {
  it("merges a note with the narrower or longer note of the same problem (pairs from real imports)", () => {
    // two sessions of one home: the same `dir` misuse, once for one argument, once for two
    const dirOne =
      "`dir` here takes `/b` as an argument (a file name), not as an option: dir: cannot access '/b': No such file or directory";
    const dirTwo =
      "`dir` here takes `/s`, `/b` as arguments (file names), not as options: dir: cannot access '/s': No such file or directory";
    expect(compareMeaning(dirOne, dirTwo).same).toBe(false);
    expect(sameProblem(dirOne, dirTwo)).toBe(true);
    // a compaction summary's short note and a finding that says why
    const alias = "@/* alias resolving to monorepo root";
    const finding =
      'Resolved in the session (`pnpm --filter @artifact-hub/web lint` passed after it): The `@/*` alias fails because the root tsconfig sets `baseUrl: "."` (monorepo root), so the web paths are resolved relative to it.';
    expect(sameProblem(alias, finding)).toBe(true);
    expect(mergesWith("bug_note", finding, alias)).toBe(true);
    // only bug notes: a decision or a rule narrowed is another statement
    expect(mergesWith("decision", alias, finding)).toBe(false);
  });

  it("keeps apart another place, another parameter, another package, a note that names nothing", () => {
    // one lint rule met in two functions, with two fixes
    expect(sameProblem("Credo nesting depth", "Credo nesting depth in build_tool_use_index")).toBe(false);
    expect(
      sameProblem(
        "`BashOutput` failed: InputValidationError: An unexpected parameter `block` was provided",
        "`BashOutput` failed: InputValidationError: An unexpected parameter `wait_up_to` was provided",
      ),
    ).toBe(false);
    expect(sameProblem("MCP tsconfig wrong output path", "Wrong tsc output path for API and MCP")).toBe(
      false,
    );
    expect(
      sameProblem(
        "pnpm lint failure fixed: src/index.ts(5,40): error TS6059: File 'packages/types/src/index.ts' is not under 'rootDir' 'apps/mcp/src'",
        "pnpm lint failure fixed: src/routes/artifacts.ts(5,40): error TS6059: File 'packages/types/src/index.ts' is not under 'rootDir' 'apps/api/src'",
      ),
    ).toBe(false);
    // two failures of one check, told apart by the numbers they quote (Jest's and pytest's shapes)
    expect(
      sameProblem(
        "npm test failure fixed: Error: expected 1 to be 0",
        "npm test failure fixed: Error: expected 2 to be 0",
      ),
    ).toBe(false);
    expect(
      sameProblem(
        "pytest failure fixed: assert 3 == 4 in test_totals",
        "pytest failure fixed: assert 3 == 5 in test_totals",
      ),
    ).toBe(false);
    // polarity: a fix that holds and one that does not
    expect(sameProblem("`uv sync` fails behind the proxy", "`uv sync` never fails behind the proxy")).toBe(
      false,
    );
  });

  it("other stacks and languages: Python in German, Rust in Chinese", () => {
    expect(
      sameProblem(
        "`pytest` findet `conftest.py` nicht",
        "`pytest` findet `conftest.py` nicht, wenn es aus `tests/unit` gestartet wird",
      ),
    ).toBe(true);
    expect(sameProblem("`pytest` findet `conftest.py` nicht", "`pytest` findet `setup.cfg` nicht")).toBe(
      false,
    );
    expect(
      sameProblem(
        "`cargo build` 报错 E0432：找不到 `crate::db`",
        "`cargo build` 报错 E0432：找不到 `crate::db` 模块",
      ),
    ).toBe(true);
    expect(
      sameProblem(
        "`cargo build` 报错 E0432：找不到 `crate::db`",
        "`cargo build` 报错 E0432：找不到 `crate::api`",
      ),
    ).toBe(false);
  });

  it("a framing clause with a parenthesised note is set apart; a plain sentence is not", () => {
    expect(unframed("Resolved in the session (`x` passed after it): The alias fails")).toBe(
      "The alias fails",
    );
    expect(unframed("The alias (in tsconfig) fails: see below")).toBe(
      "The alias (in tsconfig) fails: see below",
    );
  });

  it("no labelled keep pair of a bug note merges; every merge pair still does", () => {
    expect(SAME_PROBLEM_MIN).toBeGreaterThan(0);
    for (const set of [TUNING, HELD_OUT]) {
      for (const [type, a, b] of set.keep)
        if (type === "bug_note") expect(mergesWith(type, a, b), `${a} | ${b}`).toBe(false);
      for (const [type, a, b] of set.merge)
        if (type === "bug_note") expect(mergesWith(type, a, b), `${a} | ${b}`).toBe(true);
    }
  });
});
