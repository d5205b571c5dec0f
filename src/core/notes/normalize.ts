/**
 * Path and pattern normalisation for covers matching and staleness (no dependencies, so the hook
 * paths that only need it do not load the glob matcher): `\` → `/`, `./` and `.` segments dropped, `..`
 * resolved, absolute paths inside the project root made relative (Windows drive letters compared
 * case-insensitively); anything outside the root is null.
 */
const DRIVE = /^[A-Za-z]:\//;
const isAbs = (p: string) => p.startsWith("/") || DRIVE.test(p);

/** Resolves `.`/`..`/empty segments of a relative path; null when `..` climbs out. */
function resolveSegments(p: string): string | null {
  const out: string[] = [];
  for (const seg of p.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(seg);
  }
  return out.join("/");
}

function relativeTo(root: string | undefined, p: string): string | null {
  if (!isAbs(p)) return p;
  if (!root) return null;
  const r = resolveSegments(root.replaceAll("\\", "/")) ?? "";
  const abs = resolveSegments(p) ?? "";
  const caseless = DRIVE.test(p);
  const [a, b] = caseless ? [abs.toLowerCase(), r.toLowerCase()] : [abs, r];
  if (b === "") return abs;
  return a.startsWith(`${b}/`) ? abs.slice(r.length + 1) : null;
}

/**
 * A file path as covers see it: project-relative, `/`-separated, no `./` or `..`. Absolute paths are
 * made relative to `root` (Windows drive letters compared case-insensitively). Null for the root
 * itself, for paths outside it, and for absolute paths when no root is given.
 */
export function normalizePath(path: string, root?: string): string | null {
  const rel = relativeTo(root, path.replaceAll("\\", "/"));
  if (rel === null) return null;
  const r = resolveSegments(rel);
  return r === null || r === "" ? null : r;
}

/**
 * A pattern normalised like a path, keeping a trailing `/` (directory prefix). An absolute pattern
 * inside `root` is made relative; one with a leading `/` that is not under `root` reads as
 * root-relative. `./` (or `/`) alone is the whole project, returned as `""`. Null when unusable.
 */
export function normalizePattern(pattern: string, root?: string): string | null {
  const p = pattern.trim().replaceAll("\\", "/");
  const dir = p.endsWith("/");
  let rel = isAbs(p) ? normalizePath(p, root) : null;
  if (rel === null) {
    const stripped = p.replace(/^\/+/, "");
    if (dir && resolveSegments(stripped) === "") return "";
    rel = normalizePath(stripped);
  }
  if (rel === null) return null;
  return dir ? `${rel}/` : rel;
}
