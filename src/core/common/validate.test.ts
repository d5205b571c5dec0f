import { describe, expect, it } from "vitest";
import { lineText, longText, parseOrThrow } from "./validate.js";

describe("text field schemas", () => {
  it("lineText trims, refuses empty and too long, naming the field", async () => {
    const title = lineText("title", 5);
    expect(await parseOrThrow(title, "  abc  ")).toBe("abc");
    await expect(parseOrThrow(title, "   ")).rejects.toThrow("title must not be empty");
    await expect(parseOrThrow(title, "abcdef")).rejects.toThrow("title is longer than 5 characters");
    await expect(parseOrThrow(lineText("reason", 5, "a reason is needed"), "")).rejects.toThrow(
      "a reason is needed",
    );
  });

  it("longText allows empty text and groups thousands in its message", async () => {
    const body = longText("body", 20_000);
    expect(await parseOrThrow(body, "")).toBe("");
    await expect(parseOrThrow(body, "x".repeat(20_001))).rejects.toThrow(
      "body is longer than 20,000 characters",
    );
  });
});
