import { describe, expect, it } from "vitest";
import { compareMeaning, meaningOf, NEAR_DUPLICATE_MIN, normalText, sameMeaning } from "./same-meaning.js";
import { HELD_OUT, type PairSet, TUNING } from "./same-meaning.pairs.js";

function score(set: PairSet) {
  const merged = (pairs: PairSet["merge"]) => pairs.filter(([, a, b]) => sameMeaning(a, b));
  return { merges: merged(set.merge), falseMerges: merged(set.keep) };
}

describe("same meaning", () => {
  it("normal form: case, markdown code marks, typographic quotes, trailing punctuation", () => {
    expect(normalText("  Use **`pnpm`** — not npm.  ")).toBe("use pnpm - not npm");
    expect(normalText("It’s “fine”!")).toBe(`it's "fine"`);
    expect(normalText("Stub the clock, e.g. with vi.useFakeTimers")).toBe(
      "stub the clock, with vi.usefaketimers",
    );
  });

  it("anchors: paths, identifiers, flags, numbers, camelCase and negation", () => {
    const m = meaningOf(
      "Don't run `mix test --cover` in src/app with MIX_ENV=test on Node 20 (useFakeTimers)",
    );
    expect([...m.anchors].sort()).toEqual(
      ["--cover", "20", "mix_env=test", "src/app", "usefaketimers", "¬"].sort(),
    );
    expect(m.tokens).toContain("run");
    expect(m.tokens).not.toContain("the");
  });

  it("stems English words and splits unspaced scripts into character pairs", () => {
    expect(meaningOf("tests failing").tokens).toEqual(meaningOf("test fails").tokens);
    expect(meaningOf("构建失败").tokens).toEqual(["构建", "建失", "失败"]);
    expect(meaningOf("不要提交").anchors.has("¬")).toBe(true);
  });

  it("exact duplicates are equal normal forms; near duplicates keep every word and every anchor", () => {
    expect(compareMeaning("Use pnpm.", "use `pnpm`")).toMatchObject({ same: true, exact: true });
    expect(compareMeaning("Use Redis for sessions", "We use Redis for the sessions")).toMatchObject({
      same: true,
      exact: false,
      nested: true,
    });
    // a word replaced is another statement, however close the rest
    expect(
      compareMeaning("Use Redis for refresh-token metadata", "Use Postgres for refresh-token metadata"),
    ).toMatchObject({ same: false, nested: false });
    // word order counts
    expect(sameMeaning("Prefer pnpm over npm", "Prefer npm over pnpm")).toBe(false);
    // another thing named, another number, another polarity
    expect(sameMeaning("Credo nesting depth", "Credo nesting depth in build_tool_use_index")).toBe(false);
    expect(sameMeaning("Pin Node 20 in CI", "Pin Node 22 in CI")).toBe(false);
    expect(sameMeaning("Run migrations before tests", "Never run migrations before tests")).toBe(false);
    expect(sameMeaning("Use Redis for sessions", "Use Redis for sessions only")).toBe(false);
    expect(sameMeaning("", "")).toBe(false);
  });

  it("a leading label of any language (ASCII or full-width colon) is framing; two different labels are not", () => {
    expect(sameMeaning("注意：构建前先运行 pnpm install", "构建前先运行 pnpm install")).toBe(true);
    expect(sameMeaning("注意:テストの前にデータベースを起動する", "テストの前にデータベースを起動する")).toBe(
      true,
    );
    expect(
      sameMeaning("Hinweis: Vor dem Build pnpm install ausführen", "Vor dem Build pnpm install ausführen"),
    ).toBe(true);
    expect(sameMeaning("Note: the dev server caches env vars", "注意：the dev server caches env vars")).toBe(
      false,
    );
    expect(sameMeaning("Windows: use forward slashes in paths", "macOS: use forward slashes in paths")).toBe(
      false,
    );
    // not labels: a drive, a URL scheme, a time, an ASCII key:value
    expect(sameMeaning("C:\\Tools\\bin must be on PATH", "Tools\\bin must be on PATH")).toBe(false);
    expect(sameMeaning("https://example.com is the docs site", "example.com is the docs site")).toBe(false);
    expect(sameMeaning("at 10:30 the backup runs", "the backup runs")).toBe(false);
  });

  it("unspaced scripts nest by characters, while similarity keeps their order", () => {
    expect(sameMeaning("注意：不要在主线程调用同步接口", "不要在主线程里调用同步接口")).toBe(true);
    expect(sameMeaning("テスト前にDBを起動する", "テストの前にDBを起動する")).toBe(true);
    expect(sameMeaning("先安装再构建", "先构建再安装")).toBe(false);
    expect(sameMeaning("不要删除", "不要删除测试数据")).toBe(false);
  });

  it(`tuning pairs: every merge pair merges, no keep pair does (threshold ${NEAR_DUPLICATE_MIN})`, () => {
    const r = score(TUNING);
    expect(r.falseMerges).toEqual([]);
    expect(r.merges.length).toBe(TUNING.merge.length);
  });

  it("held-out pairs (real imported memories and other stacks): no keep pair merges, merge recall ≥ 90%", () => {
    const r = score(HELD_OUT);
    expect(r.falseMerges).toEqual([]);
    expect(r.merges.length / HELD_OUT.merge.length).toBeGreaterThanOrEqual(0.9);
  });
});
