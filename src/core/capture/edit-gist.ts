/**
 * What an edit changed, in names: the distinctive names (a CSS variable `--green`, a class
 * `stripe-green-yellow`, a function `useSimpleTodos`, a call `platform.system`) its new text has
 * and its old text had not, and the reverse. Kept as the edit event's detail, so that a turn
 * that stopped before Claude described its work still says what it did. Read from the input's
 * shape: `old_string`/`new_string` (Claude Code's Edit), `edits[]` of those (MultiEdit),
 * `old_str`/`new_str` (Copilot CLI's `edit`). Pure; does not redact (the caller does).
 */

/** The detail prefix of an edit's gist. */
export const EDIT_GIST = "edit: ";
/** Most names kept per direction. */
const MAX_NAMES = 12;
/** Longest text of one side read (larger edits are read up to it). */
const MAX_TEXT = 20_000;

/** A name; a CSS class's leading dot (`.stripe-red`) is matched and dropped. */
const NAME = /(?<![\w$-])\.?((?:--|[$@])?[A-Za-z_][\w$-]*(?:\.[A-Za-z_][\w$-]*)*)/g;
/** A name no prose word is: `--x`, `$x`, `@x`, an inner `-`/`_`, camelCase, or a dotted call. */
const DISTINCTIVE = /^(?:--|[$@])|[a-z0-9][A-Z]|\w[-_]\w|\w\.\w/;

function namesOf(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.slice(0, MAX_TEXT).matchAll(NAME)) {
    const name = (m[1] as string).replace(/-+$/, "");
    if (name.length >= 4 && name.length <= 60 && DISTINCTIVE.test(name)) out.add(name);
  }
  return [...out];
}

const str = (v: unknown): string | null => (typeof v === "string" ? v : null);

/** The old/new text pairs of an edit call's input, by shape (see the module comment). */
function pairsOf(input: Readonly<Record<string, unknown>>): [string, string][] {
  const one = (o: Record<string, unknown>): [string, string] | null => {
    const before = str(o.old_string) ?? str(o.old_str);
    const after = str(o.new_string) ?? str(o.new_str);
    return before !== null && after !== null ? [before, after] : null;
  };
  const edits = Array.isArray(input.edits) ? input.edits : [input];
  return edits.flatMap((e) => {
    const pair = typeof e === "object" && e !== null ? one(e as Record<string, unknown>) : null;
    return pair ? [pair] : [];
  });
}

/**
 * `edit: added a, b | removed c` (≤ 12 names each way, first seen first) for an edit call's input,
 * `edit: added a` or `edit: removed c` when only one way changed; null when the input holds no
 * old/new text or no distinctive name changed.
 */
export function editGist(input: Readonly<Record<string, unknown>>): string | null {
  const pairs = pairsOf(input);
  if (pairs.length === 0) return null;
  const before = new Set(pairs.flatMap(([b]) => namesOf(b)));
  const after = new Set(pairs.flatMap(([, a]) => namesOf(a)));
  const added = [...after].filter((n) => !before.has(n)).slice(0, MAX_NAMES);
  const removed = [...before].filter((n) => !after.has(n)).slice(0, MAX_NAMES);
  const parts = [
    added.length > 0 ? `added ${added.join(", ")}` : null,
    removed.length > 0 ? `removed ${removed.join(", ")}` : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? `${EDIT_GIST}${parts.join(" | ")}` : null;
}

/** The added and removed names of an edit event's detail (`editGist`), else null. */
export function gistOf(detail: string | null): { added: string[]; removed: string[] } | null {
  if (!detail?.startsWith(EDIT_GIST)) return null;
  const part = (word: string) =>
    detail
      .slice(EDIT_GIST.length)
      .split(" | ")
      .find((p) => p.startsWith(`${word} `))
      ?.slice(word.length + 1)
      .split(", ") ?? [];
  return { added: part("added"), removed: part("removed") };
}
