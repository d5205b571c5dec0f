// Search terms: lower-cased Unicode words, stop words and one-letter words dropped, de-duplicated,
// capped; and prefix matching of terms against text.
import { describe, expect, it } from "vitest";
import { matchedTerms, matchTerms, stem, toSearchTerms } from "./search-terms.js";

describe("toSearchTerms", () => {
  it("keeps content words, lower-cased, in order of first appearance", () => {
    expect(toSearchTerms("How do we run the Database migrations?")).toEqual([
      "run",
      "database",
      "migrations",
    ]);
  });
  it("drops stop words and one-character words, and de-duplicates", () => {
    expect(toSearchTerms("a b the cache, THE Cache and x cache")).toEqual(["cache"]);
  });
  it("splits on punctuation but keeps underscores and digits", () => {
    expect(toSearchTerms("fix user_id in api/v2/users.ts (issue #42)")).toEqual([
      "fix",
      "user_id",
      "api",
      "v2",
      "users",
      "ts",
      "issue",
      "42",
    ]);
  });
  it("keeps non-Latin words", () => {
    expect(toSearchTerms("Änderung der Datenbank: миграция 数据库")).toEqual([
      "änderung",
      "der",
      "datenbank",
      "миграция",
      "数据库",
    ]);
  });
  it("is empty for text of only stop words, punctuation or nothing", () => {
    expect(toSearchTerms("")).toEqual([]);
    expect(toSearchTerms("what is it? -- ... !!")).toEqual([]);
  });
  it("caps at 32 terms by default and at the given maximum", () => {
    const text = Array.from({ length: 100 }, (_, i) => `word${i}`).join(" ");
    expect(toSearchTerms(text)).toHaveLength(32);
    expect(toSearchTerms(text, 5)).toEqual(["word0", "word1", "word2", "word3", "word4"]);
  });
});

describe("matchedTerms", () => {
  it("matches inflections through their Porter stem, as the keyword index does", () => {
    expect(matchedTerms(["migrate", "database", "zebra"], "Ran the Migrations on the DATABASES")).toEqual([
      "migrate",
      "database",
    ]);
    // the plural query finds the singular text and the other way round
    expect(matchedTerms(["liveview", "tests"], "LiveView test helpers")).toEqual(["liveview", "tests"]);
    expect(matchedTerms(["test"], "the tests passed")).toEqual(["test"]);
  });
  it("matches a term of three characters or more as a prefix, a shorter one as a whole word", () => {
    expect(matchedTerms(["api", "ui"], "the REST API, built")).toEqual(["api"]);
    expect(matchedTerms(["config"], "the configuration file")).toEqual(["config"]);
  });
  it("returns nothing for no terms or no text", () => {
    expect(matchedTerms([], "anything")).toEqual([]);
    expect(matchedTerms(["cache"], "")).toEqual([]);
  });
  it("round-trips: every term of a text matches that text", () => {
    const text = "Switched the session store to SQLite with WAL journaling";
    const terms = toSearchTerms(text);
    expect(matchedTerms(terms, text)).toEqual(terms);
  });
});

describe("matchTerms", () => {
  it("tells an exact (same stem) match from a prefix-only one", () => {
    const m = matchTerms(["chart", "charts", "helm"], "Charter school records");
    expect(m.get("chart")).toBe("prefix");
    expect(m.get("charts")).toBe("prefix"); // "charts"* is the stem "chart" prefix-matched, as in FTS5
    expect(m.has("helm")).toBe(false);
    expect(matchTerms(["charts"], "a chart of sales").get("charts")).toBe("exact");
  });
  it("matches a term joined by an underscore as the phrase of its words", () => {
    expect(matchTerms(["user_id"], "looks up the user id").get("user_id")).toBe("exact");
    expect(matchTerms(["user_id"], "the user table").has("user_id")).toBe(false);
  });
  it("folds case and diacritics like the unicode61 tokenizer", () => {
    expect(matchTerms(["cafe"], "Le CAFÉ du coin").get("cafe")).toBe("exact");
  });
});

describe("stem", () => {
  it("is FTS5's porter stem: words of 3 to 64 characters stemmed, others left alone", () => {
    expect(stem("running")).toBe("run");
    expect(stem("tests")).toBe("test");
    expect(stem("is")).toBe("is");
    const long = `${"a".repeat(62)}ing`;
    expect(stem(long)).toBe(long);
  });
});
