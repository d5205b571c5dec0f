import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { upsertProtocol } from "../../src/core/notes/protocol.js";

const SKILL = join(import.meta.dirname, "..", "..", "plugin", "skills", "notes", "SKILL.md");

describe("the plugin's notes skill", () => {
  it("carries exactly the current protocol block (the one Cairn writes into CLAUDE.local.md / CLAUDE.md)", () => {
    const text = readFileSync(SKILL, "utf8");
    // upsertProtocol leaves text with an up-to-date block unchanged
    expect(upsertProtocol(text)).toBe(text);
  });

  it("has the frontmatter a plugin skill needs: name and a description of when to use it", () => {
    const text = readFileSync(SKILL, "utf8");
    const front = text.split("\n---\n")[0]?.replace(/^---\n/, "") ?? "";
    const meta = parseDocument(front).toJS() as Record<string, unknown>;
    expect(meta.name).toBe("notes");
    expect(String(meta.description)).toMatch(/\.cairn\/notes\/<topic>\.md/);
    expect(String(meta.description).length).toBeLessThan(1536);
  });
});
