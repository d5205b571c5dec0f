/**
 * Branch plans (`.cairn/plans/<branch>.md`): markdown with task checkboxes. Progress is the share
 * of checked boxes (`- [x]` / `* [X]`, any indentation) among all boxes; a plan with no box has no
 * progress and is never "complete". Pure.
 */

export interface PlanProgress {
  title: string | null;
  done: number;
  total: number;
  /** 0–100, rounded down; null without checkboxes. */
  percent: number | null;
  complete: boolean;
  /** First unchecked item, if any. */
  nextItem: string | null;
}

const BOX = /^\s*[-*+] \[( |x|X)\] (.*)$/;

export function planProgress(markdown: string): PlanProgress {
  let done = 0;
  let total = 0;
  let title: string | null = null;
  let nextItem: string | null = null;
  for (const line of markdown.split("\n")) {
    if (title === null) {
      const h = /^#{1,3} (.+)$/.exec(line);
      if (h?.[1]) title = h[1].trim();
    }
    const m = BOX.exec(line);
    if (!m) continue;
    total++;
    if (m[1] !== " ") done++;
    else nextItem ??= (m[2] ?? "").trim();
  }
  const percent = total === 0 ? null : Math.floor((done / total) * 100);
  return { title, done, total, percent, complete: total > 0 && done === total, nextItem };
}

/** Plan file name for a branch: path segments kept (feature/x → feature/x.md), unsafe characters → "_". */
export function planFileName(branch: string): string {
  const parts = branch
    .split("/")
    .map((p) => p.replace(/[^A-Za-z0-9._-]/g, "_"))
    .filter((p) => p !== "" && p !== "." && p !== "..");
  return `${parts.length > 0 ? parts.join("/") : "_"}.md`;
}
