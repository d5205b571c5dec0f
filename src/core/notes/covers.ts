/**
 * `covers:` matching, exactly as the notes contract defines it:
 *
 * | pattern form        | example                 | matches                                          |
 * |---------------------|-------------------------|--------------------------------------------------|
 * | directory prefix    | `src/auth/`             | any file whose path starts with `src/auth/`      |
 * | exact file          | `middleware/session.ts` | that one file, exactly                           |
 * | single-segment glob | `src/*.ts`              | `*` matches within one path segment (no `/`)     |
 * | cross-segment glob  | `src/**\/*.ts`          | `**` crosses directories; `**\/` = zero or more  |
 *
 * Only `*` is special (`[id]`, `{a,b}`, `?`, `(x)`, `!`, `+` are literal file-name characters), and `*`
 * also matches dot-files. Globs whose every `**` is a whole segment go to picomatch (dot: true,
 * POSIX separators, other metacharacters escaped); a `**` inside a segment (`src/**.ts`) keeps the
 * contract's own reading (`.*`, crossing `/`), which picomatch does not implement.
 * Paths and patterns are normalised first: `\` → `/`, `./` and `.` segments dropped, `..` resolved,
 * absolute paths inside the project root made relative; anything outside the root never matches.
 */
import picomatch from "picomatch";
import { normalizePath, normalizePattern } from "./normalize.js";

export { normalizePath, normalizePattern } from "./normalize.js";

const PICO_SPECIAL = /[\\?[\]{}()!+@|^$]/g;
const RE_SPECIAL = /[.+?^${}()|[\]\\]/g;

/** The contract's own reading of a glob: `**` → `.*`, `**\/` → zero or more segments, `*` → `[^/]*`. */
function contractRegex(glob: string): RegExp {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string;
    if (c === "*" && glob[i + 1] === "*") {
      if (glob[i + 2] === "/") {
        re += "(?:.*/)?";
        i += 2;
      } else {
        re += ".*";
        i += 1;
      }
    } else if (c === "*") re += "[^/]*";
    else re += c.replace(RE_SPECIAL, "\\$&");
  }
  return new RegExp(`^${re}$`);
}

/** Compiles one pattern into a predicate over normalised paths; null when the pattern is unusable. */
export function compileCover(pattern: string, root?: string): ((path: string) => boolean) | null {
  const p = normalizePattern(pattern, root);
  if (p === null) return null;
  if (p === "") return () => true;
  if (!p.includes("*")) return p.endsWith("/") ? (x) => x.startsWith(p) : (x) => x === p;
  const glob = p.endsWith("/") ? `${p}**` : p;
  const wholeSegments = glob.split("/").every((seg) => !seg.includes("**") || seg === "**");
  if (!wholeSegments) {
    const re = contractRegex(glob);
    return (x) => re.test(x);
  }
  const isMatch = picomatch(glob.replace(PICO_SPECIAL, "\\$&"), { dot: true, windows: false });
  // picomatch lets `a/**` match `a` itself; the contract asks for files under `a/`
  const base = glob.endsWith("/**") ? glob.slice(0, -3) : null;
  return (x) => x !== base && isMatch(x);
}

/** A note's covers compiled once: `matches(path)` takes any path (absolute, `./`, `\`). */
export function coversMatcher(patterns: readonly string[], root?: string): (path: string) => boolean {
  const tests = patterns.map((p) => compileCover(p, root)).filter((t) => t !== null);
  return (path) => {
    const x = normalizePath(path, root);
    return x !== null && tests.some((t) => t(x));
  };
}

export interface CoveredTopic {
  topic: string;
  covers: readonly string[];
}

/**
 * Maps edited paths onto topics: for each topic, the edits its covers match (topics with none are
 * left out); `uncovered` lists edits no topic covers. Paths come back normalised, de-duplicated, in
 * input order; paths outside the project are ignored.
 */
export function classifyEdits(
  edits: readonly string[],
  topics: readonly CoveredTopic[],
  root?: string,
): { byTopic: { topic: string; files: string[] }[]; uncovered: string[] } {
  const files = [...new Set(edits.map((e) => normalizePath(e, root)).filter((e): e is string => e !== null))];
  const matchers = topics.map((t) => ({ topic: t.topic, match: coversMatcher(t.covers, root) }));
  const byTopic = matchers
    .map((m) => ({ topic: m.topic, files: files.filter((f) => m.match(f)) }))
    .filter((t) => t.files.length > 0);
  const covered = new Set(byTopic.flatMap((t) => t.files));
  return { byTopic, uncovered: files.filter((f) => !covered.has(f)) };
}
