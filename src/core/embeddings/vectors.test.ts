import { describe, expect, it } from "vitest";
import { cosine, EMBED_TEXT_CHARS, embeddingText, normalize } from "./vectors.js";

describe("embeddingText", () => {
  it("embeds the title, then the body", () => {
    expect(embeddingText({ title: "Deploy with make ship", body: "needs AWS_PROFILE" })).toBe(
      "Deploy with make ship\nneeds AWS_PROFILE",
    );
    expect(embeddingText({ title: "Only a title", body: "" })).toBe("Only a title");
  });
  it("leaves out a placeholder title without letters or digits when there is a body", () => {
    expect(embeddingText({ title: "-", body: "Caroline went to the support group" })).toBe(
      "Caroline went to the support group",
    );
    expect(embeddingText({ title: "—", body: "" })).toBe("—");
    expect(embeddingText({ title: "v2", body: "release" })).toBe("v2\nrelease");
  });
  it("cuts the text at EMBED_TEXT_CHARS characters", () => {
    expect(embeddingText({ title: "t", body: "x".repeat(5000) })).toHaveLength(EMBED_TEXT_CHARS);
  });
});

describe("vector helpers", () => {
  it("normalises to unit length and measures cosine similarity", () => {
    const v = normalize([3, 4]);
    expect(Array.from(v)).toEqual([expect.closeTo(0.6), expect.closeTo(0.8)]);
    expect(cosine([1, 0], [0, 1])).toBe(0);
    expect(cosine([1, 1], [2, 2])).toBeCloseTo(1);
    expect(() => cosine([1], [1, 2])).toThrow(RangeError);
  });
});
