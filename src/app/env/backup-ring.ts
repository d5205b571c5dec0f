/**
 * One backup ring for every file Cairn keeps versions of (notes, observations): a folder of copies named
 * `<prefix><ISO stamp with : and . as ->-<NN>.md`, newest first by name, pruned to the newest `keep`.
 * Written through safe-write (no links, private in $CAIRN_HOME). Older names without `-NN`, or with a
 * bare counter, are still listed.
 */
import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { type WriteScope, writeFileSafe } from "./safe-write.js";

export interface RingEntry {
  name: string;
  path: string;
  /** When the copy was taken (ISO, from its name). */
  at: string;
  bytes: number;
}

const STAMP = /(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z(?:-\d+)?\.md$/;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The copies in `dir` whose name starts with `prefix`, newest first. */
export function listRing(dir: string, prefix = ""): RingEntry[] {
  const pattern = new RegExp(`^${escapeRegExp(prefix)}${STAMP.source}`);
  let names: string[];
  try {
    names = readdirSync(dir).filter((f) => pattern.test(f));
  } catch {
    // no backup folder yet: an empty ring
    return [];
  }
  return names
    .sort()
    .reverse()
    .map((name) => {
      const m = pattern.exec(name) as RegExpExecArray;
      const path = join(dir, name);
      let bytes = 0;
      try {
        bytes = statSync(path).size;
      } catch {
        // removed meanwhile
      }
      return { name, path, at: `${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`, bytes };
    });
}

/** Adds `text` to the ring as a new copy stamped `now`, prunes to `keep`; returns the copy's path. */
export function addToRing(
  scope: WriteScope,
  ring: { dir: string; prefix?: string; keep: number },
  text: string,
  now: Date,
): string {
  const prefix = ring.prefix ?? "";
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  const taken = new Set(listRing(ring.dir, prefix).map((e) => e.name));
  let seq = 0;
  const name = (n: number) => `${prefix}${stamp}-${String(n).padStart(2, "0")}.md`;
  while (taken.has(name(seq))) seq++;
  const path = join(ring.dir, name(seq));
  writeFileSafe(scope, path, text, { mode: 0o600 });
  for (const old of listRing(ring.dir, prefix).slice(ring.keep)) rmSync(old.path, { force: true });
  return path;
}
