/**
 * How a Claude Code auto-memory file becomes a Cairn memory. The client's four types and Cairn's ten:
 *
 * - `user` (who the user is: role, knowledge, preferences) → `preference`.
 * - `feedback` (guidance the user gave on how to work) → `constraint` when its first sentence is a rule
 *   (a prohibition or an obligation: "never", "always", "must", "do not" — core/observations/classify.ts's
 *   constraint rule, the same one observation lines are typed by), else `preference`. A rule is something a
 *   session must not break; a preference is how the user likes things done.
 * - `project` (work, goals, decisions of this codebase) → `decision` when its first sentence records a
 *   choice (the classifier's decision rule), else `project_fact`.
 * - `reference` (where to find things outside the code) → `project_fact` tagged `reference`: Cairn has no
 *   pointer type, and a pointer is a fact about the project.
 * - no type (a file without frontmatter, an unknown value) → `project_fact`.
 *
 * Title: the description (the client's one-line summary), else the name; body: the file's prose. Files:
 * the project-relative paths the prose names (`src/a.ts`, `docs/x.md`), so the staleness model checks them.
 * Sharing: `project` and `reference` memories have scope `project` (shared like Cairn's own on a team
 * server); `user`, `feedback` and untyped ones are `local` (never leave the machine) unless the caller
 * shares them. Pure.
 */
import { oneLine } from "../common/text.js";
import type { MemoryType, Scope, Severity } from "../memories/memory.js";
import { observationType } from "../observations/classify.js";
import type { AutoMemoryFile, AutoMemoryType } from "./auto-memory-file.js";

/** The source label of a native memory (`cairn show`, the dashboard). */
export const AUTO_MEMORY_SOURCE = "claude-code auto memory";
/** Tag every native memory carries (and `reference` marks pointers). */
export const AUTO_MEMORY_TAG = "claude-code-auto-memory";

export interface MappedAutoMemory {
  type: MemoryType;
  severity: Severity | null;
  title: string;
  body: string;
  tags: string[];
  files: string[];
  scope: Scope;
}

/** The first sentence (or line) of the prose: what the memory states before its **Why:** lines. */
function firstSentence(body: string): string {
  const line = body.split(/\n/).find((l) => l.trim() !== "" && !/^\s*#/.test(l)) ?? "";
  return line.split(/(?<=[.!?])\s/)[0] ?? line;
}

export function cairnType(file: Pick<AutoMemoryFile, "type" | "body" | "description">): MemoryType {
  const lead = `${file.description} ${firstSentence(file.body)}`;
  const guess = observationType(lead);
  switch (file.type) {
    case "user":
      return "preference";
    case "feedback":
      return guess === "constraint" ? "constraint" : "preference";
    case "project":
      return guess === "decision" ? "decision" : "project_fact";
    default:
      return "project_fact";
  }
}

/** True for the types a team server shares by default. */
export function sharedByDefault(type: AutoMemoryType | null): boolean {
  return type === "project" || type === "reference";
}

const PATH_TOKEN =
  /(?:^|[\s`'"([])((?:\.{0,2}\/)?(?:[\w@.-]+\/)*[\w@-][\w@.-]*\.[A-Za-z][A-Za-z0-9]{0,7})(?=$|[\s`'")\],:;!?]|\.(?:\s|$))/g;

/**
 * Project-relative paths named in `text` that `exists` accepts (the caller checks the working tree: a
 * path or its folder must exist there). A token is a path when it has a file extension and either a
 * folder part or backticks around it; URLs and `[[links]]` are not paths. At most 32.
 */
export function namedPaths(text: string, exists: (rel: string) => boolean): string[] {
  const out: string[] = [];
  const clean = text.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, " ").replace(/\[\[[^\]]*\]\]/g, " ");
  for (const m of clean.matchAll(PATH_TOKEN)) {
    const raw = m[1] ?? "";
    const quoted = clean[(m.index ?? 0) + m[0].length - raw.length - 1] === "`";
    if (!raw.includes("/") && !quoted) continue;
    const rel = raw.replace(/^\.\//, "");
    if (rel.startsWith("../") || rel.startsWith("/")) continue;
    if (!out.includes(rel) && exists(rel)) out.push(rel);
    if (out.length === 32) break;
  }
  return out;
}

export function mapAutoMemory(
  file: AutoMemoryFile,
  opts: { exists: (rel: string) => boolean; shareAll?: boolean },
): MappedAutoMemory {
  const type = cairnType(file);
  const title = oneLine(file.description || file.name).slice(0, 300);
  const tags = [AUTO_MEMORY_TAG, ...(file.type ? [`auto-memory:${file.type}`] : [])];
  if (file.type === "reference") tags.push("reference");
  return {
    type,
    severity: type === "constraint" ? "medium" : null,
    title,
    body: file.body.slice(0, 20_000),
    tags,
    files: namedPaths(`${file.description}\n${file.body}`, opts.exists),
    scope: opts.shareAll || sharedByDefault(file.type) ? "project" : "local",
  };
}

/**
 * Dedupe key of the memory read from `file` in the folder whose hash is `folderHash`:
 * `automem:<folder hash>:<file name>`. The folder hash keeps two machines' (or two folders') files of the
 * same name apart; their memories still merge when they say the same thing (one memory, both sightings).
 */
export function autoMemoryKey(folderHash: string, file: string): string {
  return `automem:${folderHash}:${file}`;
}

/** The folder hash and file name of an auto-memory key, or null for any other key. */
export function parseAutoMemoryKey(
  key: string | null | undefined,
): { folderHash: string; file: string } | null {
  const m = /^automem:([0-9a-f]+):(.+)$/.exec(key ?? "");
  return m ? { folderHash: m[1] as string, file: m[2] as string } : null;
}
