/**
 * The note file contract: YAML frontmatter (`summary`, one line; `covers`, a list of path patterns;
 * `updated`, stamped by Cairn) between `---` lines, then free prose. Parses robustly (UTF-8 BOM, CRLF,
 * inline `[a, b]` and block `- a` lists, a single string) and reports what is wrong instead of
 * dropping a note. `stampUpdated` rewrites only the `updated` line, keeping BOM and line endings.
 * Pure (yaml is a pure parser); no I/O.
 */
import { parseDocument } from "yaml";
import { oneLine } from "../common/text.js";
import { split } from "./stamp.js";

export { contentKey, stampTime, stampUpdated } from "./stamp.js";

export interface NoteMeta {
  /** One line: what the note explains (whitespace collapsed). */
  summary: string;
  /** Path patterns the note explains (see covers.ts for the matching rules). */
  covers: string[];
  /** ISO-8601 time Cairn last stamped, or null when absent or unparsable. */
  updated: string | null;
}

export type ParsedNote = { ok: true; meta: NoteMeta; body: string } | { ok: false; error: string };

function scalarText(v: unknown): string | null {
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (v instanceof Date && !Number.isNaN(v.getTime())) return v.toISOString();
  return null;
}

function coversOf(v: unknown): string[] | { error: string } {
  if (v === undefined || v === null) return [];
  if (typeof v === "string")
    return v
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== "");
  if (!Array.isArray(v)) return { error: "`covers` must be a list of path patterns" };
  const out: string[] = [];
  for (const item of v) {
    if (item === null || item === undefined) continue;
    const s = scalarText(item);
    if (s === null) return { error: "`covers` must hold only path patterns (strings)" };
    if (s.trim() !== "") out.push(s.trim());
  }
  return out;
}

/**
 * Fallback reading of frontmatter YAML cannot parse: top-level `key: value` lines (value = the rest
 * of the line, quotes stripped), `[a, b]` inline lists and `- item` block lists. Null when a line
 * fits none of these.
 */
function plainFields(lines: readonly string[]): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  let list: string[] | null = null;
  const unquote = (v: string) => v.trim().replace(/^(["'])(.*)\1$/, "$2");
  for (const line of lines) {
    if (line.trim() === "" || /^\s*#/.test(line)) continue;
    const item = line.match(/^\s+-\s*(.*)$/) ?? line.match(/^-\s+(.*)$/);
    if (item && list) {
      list.push(unquote(item[1] ?? ""));
      continue;
    }
    const kv = line.match(/^([A-Za-z_][\w-]*)[ \t]*:(.*)$/);
    if (!kv) return null;
    const value = (kv[2] ?? "").replace(/\s+#.*$/, "").trim();
    // an unbalanced flow list, mapping or quote is broken YAML, not plain text
    if (/^[[{]/.test(value) && !/^\[.*\]$/.test(value)) return null;
    if (/^["']/.test(value) && !(value.length > 1 && value.endsWith(value[0] as string))) return null;
    if (value === "") {
      list = [];
      out[kv[1] as string] = list;
    } else {
      list = null;
      const inline = value.match(/^\[(.*)\]$/);
      out[kv[1] as string] = inline ? (inline[1] ?? "").split(",").map(unquote) : unquote(value);
    }
  }
  return out;
}

/** Parses a note file's text. Never throws: a broken note comes back as `{ ok: false, error }`. */
export function parseNote(text: string): ParsedNote {
  const s = split(text);
  if ("error" in s) return { ok: false, error: s.error };
  const doc = parseDocument(s.yamlLines.join("\n"), { prettyErrors: false, uniqueKeys: false });
  let data: unknown;
  if (doc.errors.length > 0) {
    // YAML rejects e.g. `summary: Auth: how it works`; the plain `key: value` reading still holds
    data = plainFields(s.yamlLines);
    if (data === null) {
      const first = (doc.errors[0]?.message ?? "").split("\n")[0];
      return { ok: false, error: `frontmatter is not valid YAML: ${first}` };
    }
  } else data = doc.toJS();
  if (typeof data !== "object" || data === null || Array.isArray(data))
    return { ok: false, error: "frontmatter must be a mapping (summary:, covers:, …)" };
  const rec = data as Record<string, unknown>;
  const summary = scalarText(rec.summary);
  if (summary === null || oneLine(summary) === "")
    return { ok: false, error: "frontmatter has no `summary`" };
  const covers = coversOf(rec.covers);
  if ("error" in covers) return { ok: false, error: covers.error };
  const u = scalarText(rec.updated);
  const updated = u !== null && Number.isFinite(Date.parse(u)) ? u.trim() : null;
  const body = s.lines.slice(s.close + 1).join("\n");
  return { ok: true, meta: { summary: oneLine(summary), covers, updated }, body };
}
