/**
 * Claude Code's auto-memory files (docs/agents/claude-code-auto-memory.md, "Auto memory"): one markdown file per
 * memory, YAML frontmatter between `---` fences — `name`, `description`, and `type` ∈ user | feedback |
 * project | reference, either top-level (older files, the client's reference notes) or under
 * `metadata:` (what 2.1.197 and 2.1.330 write, with `node_type`, `originSessionId` and, on 2.1.330,
 * `modified`) — then the fact in prose. Parsing never throws: a file it cannot read is a `skip` with a
 * one-line reason. `rewriteAutoMemory` edits the description and body and keeps every other key, as the
 * client's Write tool keeps them. Pure (yaml is a pure parser); no I/O.
 */
import { isMap, parseDocument } from "yaml";
import { oneLine } from "../common/text.js";
import { split } from "../notes/stamp.js";

/** The four types of the client's "# Memory" prompt section. */
export const AUTO_MEMORY_TYPES = ["user", "feedback", "project", "reference"] as const;
export type AutoMemoryType = (typeof AUTO_MEMORY_TYPES)[number];

/** The index file the client loads every session; never a memory itself. */
export const AUTO_MEMORY_INDEX = "MEMORY.md";

export interface AutoMemoryFile {
  /** The `name:` slug (the file name without `.md` when absent). */
  name: string;
  /** The one-line `description:` (empty when absent). */
  description: string;
  /** Null when the file names no type or one outside the four. */
  type: AutoMemoryType | null;
  /** The prose after the frontmatter, trimmed. */
  body: string;
  /** `originSessionId`: the Claude Code session that wrote the file, when stamped. */
  originSessionId: string | null;
  /** `modified` (ISO-8601) when stamped and parsable, else null. */
  modified: string | null;
}

export type ParsedAutoMemory = { ok: true; memory: AutoMemoryFile } | { ok: false; skip: string };

const str = (v: unknown): string | null =>
  typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : null;

function isoOf(v: unknown): string | null {
  const s = v instanceof Date ? v.toISOString() : str(v);
  if (s === null) return null;
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** A key at top level, else under `metadata:` (the shape the client writes). */
function field(fm: Record<string, unknown>, key: string): unknown {
  if (fm[key] !== undefined && fm[key] !== null) return fm[key];
  const meta = fm.metadata;
  if (meta && typeof meta === "object" && !Array.isArray(meta)) return (meta as Record<string, unknown>)[key];
  return undefined;
}

function typeOf(v: unknown): AutoMemoryType | null {
  const s = str(v)?.trim().toLowerCase() ?? "";
  return (AUTO_MEMORY_TYPES as readonly string[]).includes(s) ? (s as AutoMemoryType) : null;
}

/**
 * Parses one memory file. `fileName` (e.g. `testing.md`) names the memory when `name:` is absent. A file
 * without frontmatter is a memory of no type whose body is the whole text; bad YAML or a frontmatter
 * that is not a mapping is a skip (the reason says which); an empty body is a skip.
 */
export function parseAutoMemory(text: string, fileName: string): ParsedAutoMemory {
  const stem = fileName.replace(/\.md$/i, "");
  const s = split(text);
  if ("error" in s) {
    const body = text.replace(/^\uFEFF/, "").trim();
    if (body === "") return { ok: false, skip: `${fileName}: empty file` };
    const memory = { name: stem, description: "", type: null, body, originSessionId: null, modified: null };
    return { ok: true, memory };
  }
  const doc = parseDocument(s.yamlLines.join("\n"), { prettyErrors: false, uniqueKeys: false });
  if (doc.errors.length > 0)
    return {
      ok: false,
      skip: `${fileName}: frontmatter is not valid YAML (${oneLine(doc.errors[0]?.message ?? "")})`,
    };
  const fm = doc.toJS() as unknown;
  if (fm !== null && (typeof fm !== "object" || Array.isArray(fm)))
    return { ok: false, skip: `${fileName}: frontmatter is not a mapping of keys` };
  const f = (fm ?? {}) as Record<string, unknown>;
  const body = s.lines
    .slice(s.close + 1)
    .join("\n")
    .trim();
  if (body === "") return { ok: false, skip: `${fileName}: no text after the frontmatter` };
  return {
    ok: true,
    memory: {
      name: oneLine(str(field(f, "name")) ?? "") || stem,
      description: oneLine(str(field(f, "description")) ?? ""),
      type: typeOf(field(f, "type")),
      body,
      originSessionId: str(field(f, "originSessionId"))?.trim() || null,
      modified: isoOf(field(f, "modified")),
    },
  };
}

/**
 * The file's text with a new description and/or body; every other frontmatter key (and where it sits:
 * top level or `metadata:`) is kept. A `modified` stamp, when the file has one, is set to `modifiedIso`
 * as the client does on its own writes. Throws Error when the frontmatter cannot be parsed (the caller
 * refuses the edit; nothing is written). A file without frontmatter gets its body replaced.
 */
export function rewriteAutoMemory(
  text: string,
  change: { description?: string; body?: string },
  modifiedIso: string,
): string {
  const s = split(text);
  if ("error" in s) return `${(change.body ?? text).trim()}\n`;
  const doc = parseDocument(s.yamlLines.join("\n"), { uniqueKeys: false });
  if (doc.errors.length > 0 || !(isMap(doc.contents) || doc.contents === null))
    throw new Error("its frontmatter cannot be parsed, so Cairn does not rewrite it");
  const meta = doc.get("metadata");
  const where = (key: string): string[] =>
    doc.has(key) || !isMap(meta) || !meta.has(key) ? [key] : ["metadata", key];
  if (change.description !== undefined) doc.setIn(where("description"), oneLine(change.description));
  if (isMap(meta) ? meta.has("modified") || doc.has("modified") : doc.has("modified"))
    doc.setIn(where("modified"), modifiedIso);
  const yaml = doc.toString({ lineWidth: 0 }).replace(/\n+$/, "");
  const rest =
    change.body !== undefined ? `\n${change.body.trim()}\n` : s.lines.slice(s.close + 1).join("\n");
  return `${s.bom}---\n${yaml}\n---\n${rest.startsWith("\n") ? rest : `\n${rest}`}`;
}
