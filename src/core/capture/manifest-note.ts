/**
 * What a read of a project manifest says that a next session needs: for `package.json` its scripts,
 * `packageManager` and the dependency versions (dependencies first, then devDependencies); for
 * `mix.exs` its `{:name, "requirement"}` dependencies. Kept as a short note on the Read event
 * (≤ 1,000 chars), never the file. Pure.
 */
import { clip } from "../common/text.js";

/** Prefix of a manifest note: `manifest <file name>: …`. */
export const MANIFEST_MARK = "manifest ";

const base = (path: string) => path.replaceAll("\\", "/").split("/").at(-1) ?? path;
const entries = (v: unknown): [string, string][] =>
  typeof v === "object" && v !== null
    ? Object.entries(v as Record<string, unknown>).filter(
        (e): e is [string, string] => typeof e[1] === "string",
      )
    : [];

function packageJson(content: string): string | null {
  let pkg: Record<string, unknown>;
  try {
    pkg = JSON.parse(content) as Record<string, unknown>;
  } catch {
    return null; // a partial read (offset/limit) is not a manifest
  }
  if (typeof pkg !== "object" || pkg === null) return null;
  const parts: string[] = [];
  const scripts = entries(pkg.scripts).map(([k]) => k);
  if (scripts.length > 0) parts.push(`scripts: ${scripts.slice(0, 20).join(", ")}`);
  if (typeof pkg.packageManager === "string") parts.push(`packageManager: ${clip(pkg.packageManager, 60)}`);
  for (const field of ["dependencies", "devDependencies"]) {
    const deps = entries(pkg[field]).map(([k, v]) => `${k} ${clip(v, 30)}`);
    if (deps.length > 0) parts.push(`${field}: ${deps.slice(0, 15).join(", ")}`);
  }
  return parts.length > 0 ? parts.join("; ") : null;
}

function mixExs(content: string): string | null {
  const code = content
    .split("\n")
    .filter((l) => !/^\s*#/.test(l))
    .join("\n");
  const deps = [...code.matchAll(/\{:(\w+),\s*"([^"]{1,30})"/g)].map((m) => `${m[1]} ${m[2]}`);
  return deps.length > 0 ? `deps: ${deps.slice(0, 20).join(", ")}` : null;
}

/** The note for a read of `path` with `content` (the file's text), or null when it is not a manifest. */
export function manifestNote(path: string, content: string): string | null {
  const name = base(path);
  const body = name === "package.json" ? packageJson(content) : name === "mix.exs" ? mixExs(content) : null;
  return body === null ? null : clip(`${MANIFEST_MARK}${name}: ${body}`, 1000);
}

/** A Read tool_result's text without Claude Code's `     1→` line-number prefixes. */
export function withoutLineNumbers(text: string): string {
  return text.replace(/^ *\d+→/gm, "");
}
