/**
 * PreToolUse on Write/Edit/MultiEdit/NotebookEdit of a note (the entry only loads this module when the
 * call names a file in `.cairn/notes/`): copies the note's current content into its backup ring before
 * Claude overwrites it (a brand-new note has nothing to save) and makes sure `.cairn/` is git-excluded
 * before the first note lands. No store, no output: it never blocks the tool call.
 */
import { realpathSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import { beforeNotesWrite } from "../app/notes/before-notes-write.js";
import { noteTopic, splitNotePath } from "../core/notes/note-path.js";
import { toolPaths } from "./note-tool-paths.js";
import type { HookContext, HookOutput, HookPayload } from "./types.js";

/** Project roots and topics of the notes a tool call names (absolute or relative to `cwd`). */
export function namedNotes(p: HookPayload, cwd: string): { root: string; topic: string }[] {
  const out: { root: string; topic: string }[] = [];
  for (const raw of toolPaths(p)) {
    const split = splitNotePath(isAbsolute(raw) ? raw : resolve(cwd, raw));
    const topic = split ? noteTopic(`.cairn/notes/${split.name}`) : null;
    if (!split || !topic) continue;
    let root = split.root;
    try {
      root = realpathSync(root);
    } catch {
      // a project folder that does not exist yet: keep the path as given
    }
    if (!out.some((n) => n.root === root && n.topic === topic)) out.push({ root, topic });
  }
  return out;
}

export async function run(payload: HookPayload, ctx: HookContext): Promise<HookOutput | null> {
  beforeNotesWrite(namedNotes(payload, ctx.cwd), new Date());
  return null;
}
