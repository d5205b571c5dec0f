import { describe, expect, it } from "vitest";
import { parseAutoMemory, rewriteAutoMemory } from "./auto-memory-file.js";
import { autoMemoryDisabled, sanitisedProjectName } from "./auto-memory-folder.js";
import { INDEX_MAX_LINES, loadedIndexText, loadedMemoryFiles } from "./auto-memory-index.js";
import {
  autoMemoryKey,
  cairnType,
  mapAutoMemory,
  namedPaths,
  parseAutoMemoryKey,
} from "./auto-memory-map.js";

// what 2.1.330's Write tool leaves in the memory folder (docs/agents/claude-code-auto-memory.md, "Auto memory")
const CLIENT_FILE = `---
name: money-in-cents
description: "Prices are integers in cents, never floats"
metadata:
  node_type: memory
  type: feedback
  originSessionId: 5f0c7a52-1111-4c3e-9d6e-0123456789ab
  modified: 2026-11-20T10:11:12.345Z
---

Never store money as floats; use integer cents in src/cart/total.ts.
**Why:** rounding bugs in totals.
**How to apply:** convert at the edges.
`;

describe("parseAutoMemory", () => {
  it("reads the client's shape: type, originSessionId and modified under metadata", () => {
    const r = parseAutoMemory(CLIENT_FILE, "money-in-cents.md");
    expect(r).toEqual({
      ok: true,
      memory: {
        name: "money-in-cents",
        description: "Prices are integers in cents, never floats",
        type: "feedback",
        body: expect.stringContaining("Never store money as floats"),
        originSessionId: "5f0c7a52-1111-4c3e-9d6e-0123456789ab",
        modified: "2026-11-20T10:11:12.345Z",
      },
    });
  });

  it("reads the older shape with type at top level", () => {
    const r = parseAutoMemory(
      "---\nname: role\ndescription: Backend engineer\ntype: user\n---\nWrites Go daily.\n",
      "role.md",
    );
    expect(r.ok && r.memory.type).toBe("user");
    expect(r.ok && r.memory.modified).toBeNull();
  });

  it("a file without frontmatter is an untyped memory named after the file", () => {
    const r = parseAutoMemory("The staging DB is read-only on Fridays.\n", "staging.md");
    expect(r).toMatchObject({ ok: true, memory: { name: "staging", type: null, description: "" } });
  });

  it("bad YAML, a non-mapping frontmatter and an empty body are skips with a reason, never a throw", () => {
    const bad = parseAutoMemory("---\nname: [unclosed\ndescription: x\n---\nbody\n", "bad.md");
    expect(bad).toMatchObject({
      ok: false,
      skip: expect.stringMatching(/^bad\.md: frontmatter is not valid YAML/),
    });
    expect(parseAutoMemory("---\n- a\n- b\n---\nbody\n", "list.md")).toMatchObject({
      ok: false,
      skip: expect.stringContaining("not a mapping"),
    });
    expect(parseAutoMemory("---\nname: x\n---\n\n", "empty.md")).toMatchObject({
      ok: false,
      skip: expect.stringContaining("no text"),
    });
    expect(parseAutoMemory("", "void.md")).toMatchObject({ ok: false });
  });

  it("an unknown type is read as no type", () => {
    const r = parseAutoMemory("---\nname: x\nmetadata:\n  type: mood\n---\nCalm.\n", "x.md");
    expect(r.ok && r.memory.type).toBeNull();
  });
});

describe("rewriteAutoMemory", () => {
  it("changes description and body, keeps every other key where it was, and stamps modified", () => {
    const out = rewriteAutoMemory(
      CLIENT_FILE,
      { description: "Money is integer cents", body: "Use cents." },
      "2026-11-26T00:00:00.000Z",
    );
    const r = parseAutoMemory(out, "money-in-cents.md");
    expect(r).toMatchObject({
      ok: true,
      memory: {
        description: "Money is integer cents",
        body: "Use cents.",
        type: "feedback",
        originSessionId: "5f0c7a52-1111-4c3e-9d6e-0123456789ab",
        modified: "2026-11-26T00:00:00.000Z",
      },
    });
    expect(out).toContain("node_type: memory");
    expect(out).not.toMatch(/^description:.*\n[\s\S]*^ {2}description:/m);
  });

  it("refuses to rewrite a frontmatter it cannot parse", () => {
    expect(() =>
      rewriteAutoMemory("---\nname: [x\n---\nb\n", { body: "c" }, "2026-01-01T00:00:00.000Z"),
    ).toThrow(/cannot be parsed/);
  });
});

describe("mapping to Cairn's types", () => {
  const m = (type: "user" | "feedback" | "project" | "reference" | null, body: string) =>
    cairnType({ type, body, description: "" });
  it("user → preference; feedback → constraint for a rule, else preference", () => {
    expect(m("user", "Senior Go engineer, new to React.")).toBe("preference");
    expect(m("feedback", "Never mock the database in integration tests.")).toBe("constraint");
    expect(m("feedback", "Terse answers with no trailing summary.")).toBe("preference");
  });
  it("project → decision when it records a choice, else project_fact; reference and untyped → project_fact", () => {
    expect(m("project", "We chose pnpm over npm for workspaces.")).toBe("decision");
    expect(m("project", "The merge freeze starts on Thursday.")).toBe("project_fact");
    expect(m("reference", "Pipeline bugs are tracked in the INGEST board.")).toBe("project_fact");
    expect(m(null, "Anything.")).toBe("project_fact");
  });
  it("project and reference are shared; user and feedback stay local unless shareAll", () => {
    const file = { name: "n", description: "d", body: "b", originSessionId: null, modified: null };
    const scope = (type: "user" | "feedback" | "project" | "reference", shareAll = false) =>
      mapAutoMemory({ ...file, type }, { exists: () => false, shareAll }).scope;
    expect([scope("project"), scope("reference"), scope("user"), scope("feedback")]).toEqual([
      "project",
      "project",
      "local",
      "local",
    ]);
    expect(scope("feedback", true)).toBe("project");
  });
  it("names the project paths the prose mentions that exist, not URLs or links", () => {
    const exists = (p: string) => ["src/cart/total.ts", "README.md"].includes(p);
    expect(
      namedPaths(
        "See src/cart/total.ts, `README.md`, https://x.io/a/b.ts, [[other.md]] and lib/gone.ts.",
        exists,
      ),
    ).toEqual(["src/cart/total.ts", "README.md"]);
  });
  it("keys round-trip", () => {
    expect(parseAutoMemoryKey(autoMemoryKey("abc123", "x y.md"))).toEqual({
      folderHash: "abc123",
      file: "x y.md",
    });
    expect(parseAutoMemoryKey("cmd:npm test")).toBeNull();
  });
});

describe("the index the client loads", () => {
  it("keeps the first 200 lines, then cuts at the last line break before 25,000 units", () => {
    const lines = Array.from({ length: 250 }, (_, i) => `- [m${i}](m${i}.md) — hook ${i}`);
    const files = loadedMemoryFiles(lines.join("\n"));
    expect(files.size).toBe(INDEX_MAX_LINES);
    expect(files.has("m199.md")).toBe(true);
    expect(files.has("m200.md")).toBe(false);
    const long = Array.from({ length: 100 }, (_, i) => `- [m${i}](m${i}.md) — ${"x".repeat(320)}`).join("\n");
    const kept = loadedIndexText(long);
    expect(kept.length).toBeLessThanOrEqual(25_000);
    expect(long.startsWith(kept)).toBe(true);
    expect(long[kept.length]).toBe("\n");
  });
});

describe("the folder and the switches", () => {
  it("sanitises like the client, with a hash suffix past 200 characters", () => {
    expect(sanitisedProjectName("/home/ana/shop")).toBe("-home-ana-shop");
    const long = sanitisedProjectName(`/${"a".repeat(250)}`);
    expect(long).toMatch(/^-a{199}-[0-9a-z]+$/);
  });
  it("env beats the setting both ways; CLAUDE_CODE_SIMPLE turns it off", () => {
    expect(autoMemoryDisabled({}, undefined)).toBe(false);
    expect(autoMemoryDisabled({}, false)).toBe(true);
    expect(autoMemoryDisabled({ CLAUDE_CODE_DISABLE_AUTO_MEMORY: "1" }, true)).toBe(true);
    expect(autoMemoryDisabled({ CLAUDE_CODE_DISABLE_AUTO_MEMORY: "0" }, false)).toBe(false);
    expect(autoMemoryDisabled({ CLAUDE_CODE_SIMPLE: "1" }, undefined)).toBe(true);
  });
});
