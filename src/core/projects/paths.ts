/**
 * Paths as text, POSIX or Windows, whatever system reads them: imported transcripts record the paths
 * of the machine they ran on. Pure (no node:path, whose rules are the running system's).
 */

export interface PathParts {
  /** "/" (POSIX absolute), "C:\\" or "\\\\server\\share\\" (Windows absolute), or "" (relative). */
  root: string;
  segments: string[];
  sep: "/" | "\\";
}

const WINDOWS_ABSOLUTE = /^(?:[A-Za-z]:[\\/]|\\\\[^\\/]+[\\/][^\\/]+(?:[\\/]|$))/;

/** Whether `path` is written the Windows way (a drive or UNC root, or backslashes and no slash). */
export function isWindowsStyle(path: string): boolean {
  return WINDOWS_ABSOLUTE.test(path) || (path.includes("\\") && !path.includes("/"));
}

/** Splits a path into its root and its segments; `.` and empty segments are dropped, `..` kept. */
export function pathParts(path: string): PathParts {
  const windows = isWindowsStyle(path);
  const sep = windows ? "\\" : "/";
  const root = windows
    ? (WINDOWS_ABSOLUTE.exec(path)?.[0] ?? "").replaceAll("/", "\\")
    : path.startsWith("/")
      ? "/"
      : "";
  const rest = path.slice(root.length);
  const segments = rest.split(windows ? /[\\/]+/ : /\/+/).filter((s) => s !== "" && s !== ".");
  return { root: root && windows && !root.endsWith("\\") ? `${root}\\` : root, segments, sep };
}

/** The path of the first `n` segments (all of them by default), `..` resolved lexically. */
export function joinParts(p: PathParts, n = p.segments.length): string {
  const out: string[] = [];
  for (const s of p.segments.slice(0, n)) {
    if (s === ".." && out.length > 0 && out[out.length - 1] !== "..") out.pop();
    else if (s !== ".." || p.root === "") out.push(s);
  }
  const body = out.join(p.sep);
  return p.root === "" ? body || "." : `${p.root}${body}`;
}

/** `path` normalised (separators, `.` and `..`, no trailing separator). */
export function normalizePath(path: string): string {
  return joinParts(pathParts(path));
}

/** `target` resolved against the absolute directory `base` (an absolute `target` is only normalised). */
export function resolveAgainst(base: string, target: string): string {
  const t = pathParts(target);
  if (t.root !== "" || target.startsWith("~")) return joinParts(t);
  const b = pathParts(base);
  return joinParts({ ...b, segments: [...b.segments, ...t.segments] });
}

/** Whether `path` is `dir` or lies inside it (both normalised first). */
export function isWithin(path: string, dir: string): boolean {
  const p = normalizePath(path);
  const d = normalizePath(dir);
  if (p === d) return true;
  const sep = pathParts(d).sep;
  return p.startsWith(d.endsWith(sep) ? d : `${d}${sep}`);
}

/** The last segment of a path ("" for a root). */
export function lastSegment(path: string): string {
  const s = pathParts(path).segments;
  return s[s.length - 1] ?? "";
}
