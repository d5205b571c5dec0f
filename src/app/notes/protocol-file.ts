/**
 * Keeps the notes protocol block (core/notes/protocol.ts) current in the project's Claude memory file,
 * idempotently: `CLAUDE.local.md` while notes are local (Claude Code loads it; Cairn git-excludes it),
 * `CLAUDE.md` once they are shared, so teammates' sessions follow the same protocol. The block is moved,
 * never duplicated; a file left empty by the move is removed. Only projects that have a
 * notes folder get a block.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { removeProtocol, upsertProtocol } from "../../core/notes/protocol.js";
import { readText, writeText } from "./files.js";

export const LOCAL_FILE = "CLAUDE.local.md";
export const SHARED_FILE = "CLAUDE.md";

/** Returns the file holding the block and whether anything was written. */
export function syncProtocol(root: string, shared: boolean): { file: string; changed: boolean } {
  const target = join(root, shared ? SHARED_FILE : LOCAL_FILE);
  const other = join(root, shared ? LOCAL_FILE : SHARED_FILE);
  let changed = false;
  const otherText = readText(other);
  if (otherText !== null) {
    const rest = removeProtocol(otherText);
    if (rest !== otherText) {
      if (rest.trim() === "") rmSync(other, { force: true });
      else writeText(root, other, rest, { verbatim: true });
      changed = true;
    }
  }
  const current = readText(target);
  const next = upsertProtocol(current);
  if (next !== current) changed = writeText(root, target, next, { verbatim: true }) || changed;
  return { file: target, changed };
}
