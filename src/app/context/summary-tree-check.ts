/**
 * Current code beats memory, at pack time: the last session's summary lines that name files are
 * checked against the project's working tree when it exists. Reading only (a `stat` per named file).
 * - `Changed:` — files that no longer exist leave the list and are named after it as "since deleted";
 *   the line is rewritten only when it is the one the session's `filesChanged` renders to (so a
 *   model-written or older summary is left as it is).
 * - `Next:` — a step that names a file the session changed, or a path under the root, is marked
 *   "(file changed since)" when that file's mtime is after the session's end (app/staleness
 *   changed-since: mtime, with a second of slack), "(file since deleted)" when it is gone.
 * The summary's other lines are returned unchanged.
 */
import { statSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import type { SessionRecord } from "../../core/capture/session.js";
import { renderFiles } from "../../core/capture/session-files.js";
import { changedSince } from "../staleness/changed-since.js";

const slashes = (p: string) => p.replaceAll("\\", "/");
const abs = (file: string, root: string) => (isAbsolute(file) ? file : join(root, file));
/** A path of the project: relative, or absolute under its root (a file elsewhere is not checked). */
const underRoot = (file: string, root: string) =>
  !isAbsolute(file) || slashes(file).startsWith(`${slashes(root).replace(/\/+$/, "")}/`);
const exists = (file: string, root: string) =>
  statSync(abs(file, root), { throwIfNoEntry: false }) !== undefined;

/**
 * The pack's last session (PackInput `lastSession`) with its `Changed:` / `Next:` lines checked against
 * `root`; null without a session.
 */
export function checkedLastSession(
  last: SessionRecord | undefined,
  memory: { id: string; body: string } | null,
  root: string | undefined,
): { record: SessionRecord; memoryId: string | null; body?: string } | null {
  if (!last) return null;
  const record = { ...last, summary: summaryAgainstTree(last, root) };
  return { record, memoryId: memory?.id ?? null, ...(memory ? { body: memory.body } : {}) };
}

/** The summary of `record` with its `Changed:` and `Next:` lines checked against `root` (unchanged without one). */
export function summaryAgainstTree(record: SessionRecord, root: string | undefined): string {
  if (!root || !statSync(root, { throwIfNoEntry: false })?.isDirectory()) return record.summary;
  return record.summary
    .split("\n")
    .map((line) =>
      line.startsWith("Changed: ")
        ? changedLine(line, record.filesChanged, root)
        : line.startsWith("Next: ")
          ? nextLine(line, record, root)
          : line,
    )
    .join("\n");
}

function changedLine(line: string, files: readonly string[], root: string): string {
  if (line !== `Changed: ${renderFiles(files)}`) return line;
  const gone = files.filter((f) => underRoot(f, root) && !exists(f, root));
  if (gone.length === 0) return line;
  const alive = files.filter((f) => !gone.includes(f));
  const deleted = `since deleted: ${renderFiles(gone, 200)}`;
  return alive.length > 0 ? `Changed: ${renderFiles(alive)}; ${deleted}` : `Changed (all ${deleted})`;
}

/** The files a step names: a changed file whose path ends with a word of it, or a path that exists under the root. */
function namedFiles(step: string, changed: readonly string[], root: string): string[] {
  const words = step.match(/[\w.@~-]*[\w-]\.[A-Za-z][\w]{0,7}\b|[\w.@~-]+(?:\/[\w.@~-]+)+/g) ?? [];
  const out = new Set<string>();
  for (const w of words) {
    const hit = changed.find((f) => {
      const p = slashes(f);
      return p === w || p.endsWith(`/${w}`);
    });
    if (hit && underRoot(hit, root)) out.add(hit);
    else if (w.includes("/") && exists(w, root)) out.add(w);
  }
  return [...out];
}

function nextLine(line: string, record: SessionRecord, root: string): string {
  const steps = line.slice("Next: ".length).split("; ");
  const named = steps.map((s) => namedFiles(s, record.filesChanged, root));
  const paths = [...new Set(named.flat())];
  if (paths.length === 0) return line;
  const changed = new Set(
    changedSince(root, [{ id: "next", since: record.updatedAt, commit: null, paths }]).get("next") ?? [],
  );
  const marked = steps.map((s, i) => {
    const files = named[i] ?? [];
    if (files.some((f) => !exists(f, root))) return `${s} (file since deleted)`;
    return files.some((f) => changed.has(f)) ? `${s} (file changed since)` : s;
  });
  return `Next: ${marked.join("; ")}`;
}
