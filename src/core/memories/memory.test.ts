import { describe, expect, it } from "vitest";
import { fitTags, newMemorySchema, TAG_MAX_LENGTH, TAGS_MAX } from "./memory.js";

describe("fitTags", () => {
  it("makes any derived tags valid for the schema: trimmed, cut, unique, bounded", () => {
    const long = `manifest:C:/very/${"long/".repeat(30)}package.json`;
    const raw = ["  npm ", "", "npm", long, ...Array.from({ length: 40 }, (_, i) => `t${i}`)];
    const tags = fitTags(raw);
    expect(tags[0]).toBe("npm");
    expect(tags[1]).toBe(long.slice(0, TAG_MAX_LENGTH));
    expect(tags).toHaveLength(TAGS_MAX);
    expect(new Set(tags).size).toBe(tags.length);
    const parsed = newMemorySchema.safeParse({
      project: "p",
      type: "project_fact",
      title: "t",
      tags,
      source: { kind: "import" },
    });
    expect(parsed.success).toBe(true);
    // the raw list is what the schema refuses
    expect(
      newMemorySchema.safeParse({
        project: "p",
        type: "project_fact",
        title: "t",
        tags: [long],
        source: { kind: "import" },
      }).success,
    ).toBe(false);
  });
});
