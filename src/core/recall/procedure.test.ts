// Procedure questions are told by sentence structure; the action words are the rest of the prompt.
import { describe, expect, it } from "vitest";
import { actionTerms, asksForProcedure } from "./procedure.js";
import { toSearchTerms } from "./search-terms.js";

describe("asksForProcedure", () => {
  it.each([
    "how do I run the tests",
    "How can we build the docs?",
    "how to deploy to staging",
    "what's the command for the linter",
    "which command formats the code",
    "run the tests please",
    "how is the app started locally",
  ])("is true for %j", (p) => expect(asksForProcedure(p)).toBe(true));
  it.each([
    "the tests are flaky, fix them",
    "why did the build fail yesterday",
    "where are we on the billing export",
    "add a column to the users table",
  ])("is false for %j", (p) => expect(asksForProcedure(p)).toBe(false));
});

describe("actionTerms", () => {
  it("drops the words that only say 'a procedure'", () => {
    expect(actionTerms(toSearchTerms("how do I run the tests"))).toEqual(["tests"]);
    expect(actionTerms(toSearchTerms("what's the command to run the linter"))).toEqual(["linter"]);
  });
});
