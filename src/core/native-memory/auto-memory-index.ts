/**
 * What Claude Code itself puts in context from auto memory (docs/agents/claude-code-auto-memory.md, "Auto memory"):
 * `MEMORY.md`, trimmed, cut to its first 200 lines, then at the last line break before 25,000 UTF-16
 * units (the client's constants `q2=200`, `Mme=25000` in 2.1.330; both cuts verified end to end). The
 * files its kept lines link to are already announced to the model, so the pack need not repeat them.
 * Pure.
 */

/** Lines the client keeps of MEMORY.md. */
export const INDEX_MAX_LINES = 200;
/** UTF-16 units the client keeps of what is left after the line cut. */
export const INDEX_MAX_UNITS = 25_000;

/** The part of MEMORY.md the client loads. */
export function loadedIndexText(text: string): string {
  let kept = text.trim();
  const lines = kept.split("\n");
  if (lines.length > INDEX_MAX_LINES) kept = lines.slice(0, INDEX_MAX_LINES).join("\n");
  if (kept.length > INDEX_MAX_UNITS) {
    const cut = kept.lastIndexOf("\n", INDEX_MAX_UNITS);
    kept = kept.slice(0, cut > 0 ? cut : INDEX_MAX_UNITS);
  }
  return kept;
}

const LINK = /\]\(\s*<?([^)>\s]+\.md)>?(?:\s+"[^"]*")?\s*\)/gi;

/** File names (relative to the memory folder, `./` dropped) that the loaded part of MEMORY.md links to. */
export function loadedMemoryFiles(indexText: string): Set<string> {
  const out = new Set<string>();
  for (const m of loadedIndexText(indexText).matchAll(LINK)) {
    const target = safeDecode(m[1] ?? "").replace(/^\.\//, "");
    if (target !== "" && !target.includes("://")) out.add(target);
  }
  return out;
}

function safeDecode(s: string): string {
  try {
    return decodeURI(s);
  } catch {
    // a malformed %-escape: keep the link text as written
    return s;
  }
}
