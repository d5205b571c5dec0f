/**
 * The files a session changed and that still exist at its end: paths of edit tools and of shell
 * commands Claude Code saw change files, minus those a later command deleted (`rm`, `git rm`, `del`,
 * `Remove-Item`, `unlink`, the source of `mv` / `git mv` / `Move-Item` / `ren`) — a temporary file
 * created and removed within the session is not a change. And their rendering for the summary,
 * grouped by folder so that many files still show their names. Pure.
 */
import { memoized } from "../common/memo.js";
import { changedFiles } from "./capture-commands.js";
import { splitChain } from "./command-role.js";
import type { ActivityEvent } from "./events.js";

/** Programs that delete their path arguments, and those whose first path argument moves away. */
const DELETE = /^(?:rm|rmdir|del|erase|rd|unlink|git rm|remove-item|ri)$/i;
const MOVE = /^(?:mv|git mv|move|move-item|mi|ren|rename|rename-item)$/i;

/** Path-like arguments of one step (quotes removed, flags and `-Path`-style names dropped). */
function stepTargets(step: string): { program: string; args: string[] } {
  const words = [...step.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? "");
  const first = (words[0] ?? "").toLowerCase();
  const program = first === "git" && words[1] ? `git ${words[1].toLowerCase()}` : first;
  const skip = program.startsWith("git ") ? 2 : 1;
  const args = words
    .slice(skip)
    .flatMap((w) => w.split(/,(?=\S)/).map((x) => x.replace(/^["']|["']$/g, "")))
    .filter((w) => w !== "" && !/^-/.test(w) && !/^\/[a-z]$/i.test(w) && !/^\d?>/.test(w));
  return { program, args };
}

/**
 * Paths (or globs) a shell command deleted, as written; read-only (shared between callers: the
 * summary, the excerpts' truth check and the derived memories each walk the same commands).
 */
export const deletedTargets: (command: string) => readonly string[] = memoized((c) => targetsOf(c, true));

/** The sources of the moves (`mv`, `git mv`, `Move-Item`, `ren`) of a shell command, as written; read-only. */
export const movedTargets: (command: string) => readonly string[] = memoized((c) => targetsOf(c, false));

function targetsOf(command: string, deletes: boolean): string[] {
  const out: string[] = [];
  for (const raw of splitChain(command)) {
    // `powershell -Command "a; b"` names its steps inside the quotes
    const inner = /-Command\s+(["'])([\s\S]*)\1\s*$/i.exec(raw)?.[2];
    for (const step of inner ? splitChain(inner) : [raw]) {
      const { program, args } = stepTargets(step.trim());
      if (deletes && DELETE.test(program)) out.push(...args);
      else if (MOVE.test(program) && args.length >= 2) out.push(...args.slice(0, -1));
    }
  }
  return out;
}

const norm = (p: string) => p.replaceAll("\\", "/").replace(/\/+$/, "").toLowerCase();

/** True when `file` is `target` or lies under it, `target` being absolute, relative or a glob. */
function matches(file: string, target: string): boolean {
  const f = norm(file);
  const t = norm(target).replace(/^\.\//, "").replace(/^~\//, "");
  if (t === "" || t === "." || t === "*") return false;
  if (t.includes("*") || t.includes("?")) {
    const re = new RegExp(
      `(?:^|/)${t
        .replace(/[.+^${}()|[\]]/g, "\\$&")
        .replaceAll("*", "[^/]*")
        .replaceAll("?", "[^/]")}$`,
    );
    return re.test(f);
  }
  return f === t || f.endsWith(`/${t}`) || f.startsWith(`${t}/`) || f.includes(`/${t}/`);
}

/** Files the session changed that no later command deleted, in order of first change. */
export function survivingFiles(events: readonly ActivityEvent[]): string[] {
  const files = new Map<string, number>();
  for (const [i, e] of events.entries()) {
    if (e.kind !== "tool" || e.ok !== true) continue;
    for (const f of changedFiles(e)) if (!files.has(f)) files.set(f, i);
    if (!e.command) continue;
    const targets = deletedTargets(e.command);
    if (targets.length === 0) continue;
    for (const f of [...files.keys()]) if (targets.some((t) => matches(f, t))) files.delete(f);
  }
  return [...files.keys()];
}

/**
 * The files as one line of at most `max` characters: the folder all of them share said once
 * (`in C:/x/M-Claude: …`), files of one folder grouped (`tests/ (a.py, b.py)`), then `(+N more)`.
 */
export function renderFiles(files: readonly string[], max = 400): string {
  if (files.length === 0) return "";
  const paths = files.map((f) => f.replaceAll("\\", "/"));
  const common = files.length > 1 ? commonFolder(paths) : "";
  const rel = paths.map((p) => (common ? p.slice(common.length + 1) : p));
  const groups = new Map<string, string[]>();
  for (const p of rel) {
    const at = p.lastIndexOf("/");
    const dir = at < 0 ? "" : p.slice(0, at + 1);
    groups.set(dir, [...(groups.get(dir) ?? []), p.slice(at + 1)]);
  }
  const head = common ? `in ${common}: ` : "";
  let out = head;
  let shown = 0;
  for (const [dir, names] of groups) {
    const part =
      names.length === 1 || dir === ""
        ? names.map((n) => dir + n).join(", ")
        : `${dir} (${names.join(", ")})`;
    const next = `${out === head ? out : `${out}, `}${part}`;
    if (next.length > max && shown > 0) break;
    out = next;
    shown += names.length;
  }
  return shown < files.length ? `${out} (+${files.length - shown} more)` : out;
}

/** The longest folder every path lies in ("" when none, or only the root). */
function commonFolder(paths: readonly string[]): string {
  const split = paths.map((p) => p.split("/").slice(0, -1));
  const first = split[0] ?? [];
  let n = 0;
  while (n < first.length && split.every((s) => s[n] === first[n])) n++;
  const prefix = first.slice(0, n).join("/");
  return n >= 2 || (n === 1 && prefix !== "") ? prefix : "";
}
