/**
 * The one "possibly stale" mark every surface shows next to a memory or note whose files changed since
 * it was captured (the model: staleness.ts). The pack, search, prompt recall, `cairn verify`,
 * `cairn notes`, the MCP tools and the dashboard all render it here, so it reads the same everywhere
 * and a stale item is never shown as current. Pure: the caller passes the age it already formatted.
 */

/** The mark's words; alone, it is the dashboard's badge. */
export const STALE_MARK = "possibly stale";

/** What a mark says beyond its words; every field optional. */
export interface StaleMarkParts {
  /** The item's age as `formatAge` gives it ("3d ago"). */
  age?: string;
  /** The files that changed since capture, as the item lists them. */
  changed?: readonly string[];
  /** Most changed files named; the rest are counted ("and 2 more"). Default: all. */
  maxFiles?: number;
  /** When the item was captured (ISO), named after the files. */
  since?: string;
  /** The item itself was edited since its stamp (a note no sync has stamped yet). */
  edited?: boolean;
}

/**
 * The mark, in one of these shapes:
 * - `possibly stale` / `possibly stale, 3d ago` (age only);
 * - `possibly stale, 3d ago: a.ts, b.ts and 2 more changed since` (files);
 * - `possibly stale: a.ts changed since 2026-01-02T10:00:00Z (3d ago)` (files and `since`: the age
 *   follows the time instead of the words);
 * - `…: the note was edited since that stamp` (edited), after the files with "; " when both hold.
 */
export function staleMark(parts: StaleMarkParts = {}): string {
  const head = parts.age && !parts.since ? `${STALE_MARK}, ${parts.age}` : STALE_MARK;
  const why: string[] = [];
  const changed = parts.changed ?? [];
  if (changed.length > 0) {
    const max = parts.maxFiles ?? changed.length;
    const more = changed.length > max ? ` and ${changed.length - max} more` : "";
    const since = parts.since ? ` ${parts.since}${parts.age ? ` (${parts.age})` : ""}` : "";
    why.push(`${changed.slice(0, max).join(", ")}${more} changed since${since}`);
  }
  if (parts.edited) why.push("the note was edited since that stamp");
  return why.length > 0 ? `${head}: ${why.join("; ")}` : head;
}
