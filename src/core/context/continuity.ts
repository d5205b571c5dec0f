/**
 * Continuity: the one section of the context pack that says where things stand and what is next.
 * Every source contributes entries — the last session's next steps (its summary's `Next:` line,
 * heuristic or model-written), the Observer's Current Task and Suggested Next, the branch plan's next
 * item, tasks in progress and the next ready tasks, open todos — and they are merged: entries whose
 * normalised text is the same (or one extends the other by whole words) become one line naming every
 * source. Pure.
 */

export type ContinuityKind = "now" | "next" | "todo";

export interface ContinuityEntry {
  kind: ContinuityKind;
  /** What to do or what is being done, one line. */
  text: string;
  /** Where it comes from, e.g. "observations", "task t2, medium", "last session", "m_abc, 2d ago". */
  source: string;
  /** The pack item id of the entry (a memory id for todos) and its type ("task", "observation", "todo", …). */
  id: string;
  type: string;
}

export interface MergedEntry extends ContinuityEntry {
  /** Every source the entry was found in, first source first. */
  sources: string[];
  /** Ids of every merged entry. */
  ids: string[];
}

export const CONTINUITY_TITLE = "Continuity";
const LABEL: Record<ContinuityKind, string> = { now: "Current Task", next: "Next", todo: "Todo" };
const RANK: Record<ContinuityKind, number> = { now: 0, next: 1, todo: 2 };

/** Lower-case words and digits only: "Store rows (batches)." and "store rows batches" are one text. */
export function normaliseText(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Same item: equal normalised text, or one extends the other by whole words (at least two words shared). */
function sameItem(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.split(" ").length >= 2 && long.startsWith(`${short} `);
}

/** Merges entries (input order is priority order within a kind); output ordered now, next, todo. */
export function mergeContinuity(entries: readonly ContinuityEntry[]): MergedEntry[] {
  const out: (MergedEntry & { key: string })[] = [];
  for (const e of entries) {
    const key = normaliseText(e.text);
    if (key === "") continue;
    const have = out.find((m) => sameItem(m.key, key));
    if (!have) {
      out.push({ ...e, key, sources: [e.source], ids: [e.id] });
      continue;
    }
    if (!have.sources.includes(e.source)) have.sources.push(e.source);
    have.ids.push(e.id);
    if (RANK[e.kind] < RANK[have.kind]) have.kind = e.kind;
    if (key.length > have.key.length) {
      have.key = key;
      have.text = e.text;
    }
  }
  return out
    .map(({ key: _key, ...m }, i) => ({ m, i }))
    .sort((a, b) => RANK[a.m.kind] - RANK[b.m.kind] || a.i - b.i)
    .map(({ m }) => m);
}

export function continuityLine(e: MergedEntry): string {
  return `- ${LABEL[e.kind]}: ${e.text.replace(/\s+/g, " ").trim()} (${e.sources.join("; ")})`;
}

export interface ContinuityRow {
  /** The pack item id: the first merged entry's. */
  id: string;
  /** Every merged entry's id (a todo memory shown here is not listed again under todos). */
  ids: string[];
  type: string;
  title: string;
  line: string;
}

/** The section's rows: merged entries (now, next, todo), then status lines shown as they are. */
export function continuityRows(
  entries: readonly ContinuityEntry[],
  status: readonly { id: string; type: string; title: string; line: string }[],
): ContinuityRow[] {
  return [
    ...mergeContinuity(entries).map((e) => ({
      id: e.id,
      ids: e.ids,
      type: e.type,
      title: e.text,
      line: continuityLine(e),
    })),
    ...status.map((it) => ({ ...it, ids: [it.id] })),
  ];
}

/** The items of a session summary's `Next:` line (items separated by "; "), or none. */
export function summaryNextSteps(summary: string): string[] {
  const line = summary.split("\n").find((l) => l.startsWith("Next: "));
  return line
    ? line
        .slice(6)
        .split("; ")
        .map((s) => s.trim())
        .filter((s) => s !== "")
    : [];
}

/** The summary without its `Next:` line (the steps are shown in the Continuity section instead). */
export function withoutSummaryNext(summary: string): string {
  return summary
    .split("\n")
    .filter((l) => !l.startsWith("Next: "))
    .join("\n");
}
