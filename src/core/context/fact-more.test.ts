// A pack with room left shows more of its facts: the body lines that name something concrete, under the
// fact's line, after everything else had its room; never headings, assessments or code blocks, never
// past the budget. A Python answer in English and a Rust bug note in Spanish.
import { describe, expect, it } from "vitest";
import { estimateTokens } from "../common/tokens.js";
import { mem, pack, sessionRecord } from "./context-pack.fixtures.js";
import { FACT_MORE_CHARS, factMore } from "./fact-more.js";

const review = mem({
  type: "project_fact",
  id: "m_review",
  title: "review the sync scripts — Here's my review:",
  body: [
    "Claude's answer (2026-01-10) to this request, after only looking (nothing was changed in that turn):",
    "Here's my review:",
    "## Executive Summary",
    "Overall the repository is exceptionally well designed and a pleasure to read.",
    "**Issue:** the phone regex matches UUID segments, breaking session ids",
    "```python",
    'PHONE = r"\\d{3}-\\d{4}"',
    "```",
    "- File: scripts/sync_raw_logs.py:54",
    "- CI runs `pytest` on ubuntu, windows and macos",
    "    return timestamp_str",
    "- ✅ Added `tests/test_sync.py`",
    "Should I also fix `sync_raw_logs.py`?",
  ].join("\n"),
});

const cargo = mem({
  type: "bug_note",
  id: "m_cargo",
  title: "cargo build falla en Windows con el enlazador por defecto",
  body: [
    "Visto en una sesión (2026-02-03):",
    "Muy buena pregunta, lo revisé con calma.",
    "- Causa: `link.exe` no encuentra kernel32.lib sin las herramientas de MSVC",
    "- Solución: instalar las Build Tools o usar --target x86_64-pc-windows-gnu",
  ].join("\n"),
});

describe("factMore", () => {
  it("Python, English: concrete lines only, in order, none the pack shows already; no code, claim or question", () => {
    expect(factMore(review, "")).toEqual([
      "  Issue: the phone regex matches UUID segments, breaking session ids",
      "  - File: scripts/sync_raw_logs.py:54",
      "  - CI runs `pytest` on ubuntu, windows and macos",
    ]);
    expect(factMore(review, "File: scripts/sync_raw_logs.py:54")).not.toContain(
      "  - File: scripts/sync_raw_logs.py:54",
    );
  });

  it("Rust, Spanish: the cause and the fix; no praise, no lead-in; other types and small rooms get less", () => {
    expect(factMore(cargo, "")).toEqual([
      "  - Causa: `link.exe` no encuentra kernel32.lib sin las herramientas de MSVC",
      "  - Solución: instalar las Build Tools o usar --target x86_64-pc-windows-gnu",
    ]);
    expect(factMore({ ...cargo, type: "todo" }, "")).toEqual([]);
    expect(factMore(cargo, "", 80).join("\n").length).toBeLessThanOrEqual(80);
    const long = {
      ...cargo,
      body: Array.from({ length: 20 }, (_, i) => `- paso_${i}: ejecutar \`cargo test\``).join("\n"),
    };
    expect(factMore(long, "").join("\n").length).toBeLessThanOrEqual(FACT_MORE_CHARS);
  });
});

describe("the pack spends the room left on facts' bodies", () => {
  it("after every other block, under the fact's line, within the budget", () => {
    const p = pack({
      lastSession: { record: sessionRecord("Intent: review the sync scripts"), memoryId: null },
      memories: [review, cargo, mem({ type: "verified_command", title: "pytest -q" })],
    });
    const lines = p.text.split("\n");
    const at = lines.findIndex((l) => l.includes("(m_review,"));
    expect(lines[at + 1]).toBe("  Issue: the phone regex matches UUID segments, breaking session ids");
    expect(p.text).toContain("  - Solución: instalar las Build Tools o usar --target x86_64-pc-windows-gnu");
    // continuation lines: never the assessment or the praise (the fact's own line may start with it)
    const more = lines.filter((l) => l.startsWith("  ")).join("\n");
    expect(more).not.toContain("exceptionally well designed");
    expect(more).not.toContain("Muy buena pregunta");
    for (const budget of [60, 150, 250, 400]) {
      const small = pack({ memories: [review, cargo], budgetTokens: budget });
      expect(estimateTokens(small.text)).toBeLessThanOrEqual(budget);
    }
    // a tight pack keeps whole items before any body line
    const tight = pack({ memories: [review, cargo], budgetTokens: 120 });
    expect(tight.text).not.toContain("  - Causa");
  });
});
