// Search terms: lower-cased Unicode words, stop words and one-letter words dropped, de-duplicated,
// capped; and prefix matching of terms against text.
import { describe, expect, it } from "vitest";
import { matchedTerms, toSearchTerms } from "./search-terms.js";

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
  it("matches inflections through a five-character prefix", () => {
    expect(matchedTerms(["migrate", "database", "zebra"], "Ran the Migrations on the DATABASES")).toEqual([
      "migrate",
      "database",
    ]);
  });
  it("matches short terms as substrings", () => {
    expect(matchedTerms(["api", "ui"], "the REST API")).toEqual(["api"]);
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
