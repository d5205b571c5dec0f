/**
 * The focus of a context pack asked for with a task in mind (MCP get_context_pack with a query and/or
 * files): memories that match the query strongly (as prompt recall does) or name one of the files,
 * best BM25 rank first, as a lead section "Relevant to this task". build-context leaves the chosen
 * memories out of the regular sections, so nothing is listed twice.
 */

import { formatAge } from "../../core/common/age.js";
import type { PackSection } from "../../core/context/context-pack.js";
import { renderItem } from "../../core/context/context-pack.js";
import type { Memory } from "../../core/memories/memory.js";
import { matchedTerms, toSearchTerms } from "../../core/recall/search-terms.js";
import type { Store } from "../../store/store.js";
import { rankMemories } from "../search/rank.js";

export interface PackFocus {
  query?: string;
  /** Paths (project-relative or absolute) the task is about. */
  files?: readonly string[];
}

/** Path words too common to say anything about a file. */
const PATH_NOISE = new Set([
  "src",
  "lib",
  "test",
  "tests",
  "dist",
  "app",
  "index",
  "ts",
  "js",
  "tsx",
  "jsx",
  "mjs",
  "py",
  "go",
  "rs",
  "md",
  "json",
]);

const norm = (p: string) => p.replaceAll("\\", "/").replace(/^\.\//, "");
/** Same file when one path ends with the other at a path boundary ("src/a.ts" ~ "/repo/src/a.ts"). */
const sameFile = (a: string, b: string) => {
  const [x, y] = [norm(a), norm(b)];
  return x === y || x.endsWith(`/${y}`) || y.endsWith(`/${x}`);
};

export async function focusSection(
  store: Store,
  project: string,
  focus: PackFocus,
  now: Date,
  cap = 8,
): Promise<{ section: PackSection | null; ids: Set<string> }> {
  const queryTerms = toSearchTerms(focus.query ?? "");
  const files = (focus.files ?? []).filter((f) => f.trim() !== "");
  const fileTerms = files
    .flatMap((f) => toSearchTerms(norm(f).replace(/[/.]/g, " ")))
    .filter((t) => !PATH_NOISE.has(t));
  const terms = [...new Set([...queryTerms, ...fileTerms])];
  if (terms.length === 0) return { section: null, ids: new Set() };
  const hits = await rankMemories(store, { terms, project, limit: 40 });
  const needed = Math.min(queryTerms.length, 2);
  const chosen: Memory[] = [];
  for (const { memory: m } of hits) {
    if (chosen.length >= cap) break;
    const byFile = files.some((f) => m.files.some((mf) => sameFile(mf, f)));
    const text = `${m.title} ${m.body} ${m.files.join(" ")} ${m.tags.join(" ")}`;
    const byQuery = queryTerms.length > 0 && matchedTerms(queryTerms, text).length >= needed;
    if (byFile || byQuery) chosen.push(m);
  }
  if (chosen.length === 0) return { section: null, ids: new Set() };
  return {
    section: {
      title: "Relevant to this task",
      placement: "lead",
      cap,
      items: chosen.map((m) => ({
        id: m.id,
        type: m.type,
        title: m.title,
        line: renderItem(m, now).replace(/^- /, `- [${m.type}] `),
        age: formatAge(m.updatedAt, now),
      })),
    },
    ids: new Set(chosen.map((m) => m.id)),
  };
}
