/**
 * An instruction about one file is no rule for the project. Capture keeps a forbidding or requiring clause
 * of a prompt as a constraint or preference (core/capture/capture-corrections, tag `said`). When that
 * prompt names exactly one file that the turn it started then changed, the clause says how to write THAT
 * file ("Fix apps/web/postcss.config.js … Do NOT use "export default". PostCSS config must use
 * module.exports."); told as a project-wide rule it forbids what the project's other files need.
 * Such a draft is kept, scoped: its title starts with the file ("For apps/web/postcss.config.js: …").
 * Left as they are: a clause that names a file itself, a prompt that names no changed file or several,
 * and kinds of draft other than a prompt's clause (a redirect after an interrupt, a rejected call).
 * The file is matched by the name the prompt gives (a path or a bare name with an extension) against
 * the paths of the turn's successful edit-tool calls, by its last path segments.
 * Pure: one pass indexes the typed prompts and the files each turn changed.
 */
import { isEditTool } from "../agents/tool-kinds.js";
import { clip, oneLine } from "../common/text.js";
import { correctionKey } from "../memories/dedupe-key.js";
import type { ActivityEvent } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";
import { isTypedRequest } from "./session-turns.js";

/** A name with an extension, optionally with a path (`apps/web/postcss.config.js`, `main.py`, `.env.local`). */
const FILE_NAME =
  /(?:^|[\s"'`(<[])((?:[\w.@~-]+[\\/])*[\w@.-]*\.[A-Za-z][\w-]{0,9})(?=$|[\s"'`)>\],:;!?]|\.(?:\s|$))/g;

const slashed = (p: string) => p.replace(/\\/g, "/");

/** The names with an extension a text gives. */
function namedFiles(text: string): string[] {
  return [...text.matchAll(FILE_NAME)].map((m) => slashed(m[1] ?? "")).filter((n) => n !== "");
}

/** Whether a changed file's path is the file a name gives: the same last segments. */
function isNamed(path: string, name: string): boolean {
  const p = slashed(path);
  return p === name || p.endsWith(`/${name.replace(/^\.\//, "")}`);
}

/** Each typed prompt's one-line text → the one file it names that its turn changed (or null). */
function promptScopes(events: readonly ActivityEvent[]): Map<string, string | null> {
  const scopes = new Map<string, string | null>();
  let prompt: string | null = null;
  let changed: string[] = [];
  const close = () => {
    if (prompt === null) return;
    const names = namedFiles(prompt);
    const hits = new Set(names.filter((n) => changed.some((p) => isNamed(p, n))));
    const files = new Set(changed.filter((p) => [...hits].some((n) => isNamed(p, n))));
    scopes.set(oneLine(prompt), files.size === 1 && hits.size >= 1 ? longest([...hits]) : null);
  };
  for (const e of events) {
    if (isTypedRequest(e)) {
      close();
      prompt = e.detail;
      changed = [];
    } else if (e.kind === "tool" && e.ok !== false && e.agentId === null && isEditTool(e.tool)) {
      changed.push(...e.files);
    }
  }
  close();
  return scopes;
}

const longest = (xs: string[]) => xs.reduce((a, b) => (b.length > a.length ? b : a));

/**
 * The drafts, with each prompt clause's constraint/preference scoped to the one file its prompt named and
 * its turn changed (title `For <file>: <clause>`, a dedupe key of that title, a body that says so).
 */
export function scopedToTheirFile(drafts: MemoryDraft[], events: readonly ActivityEvent[]): MemoryDraft[] {
  const candidates = drafts.filter(
    (d) => (d.type === "constraint" || d.type === "preference") && d.tags.includes("said"),
  );
  if (candidates.length === 0) return drafts;
  const scopes = promptScopes(events);
  return drafts.map((d) => {
    if (!candidates.includes(d) || namedFiles(d.title).length > 0) return d;
    const clause = d.title.replace(/…$/, "");
    const file = [...scopes].find(([text]) => text.includes(clause))?.[1];
    if (!file) return d;
    const title = clip(`For ${file}: ${d.title}`, 300);
    return {
      ...d,
      title,
      body: `${d.body} Said of ${file}, the one file that request named and its turn changed.`,
      dedupeKey: correctionKey(title),
    };
  });
}
