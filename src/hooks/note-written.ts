/**
 * PostToolUse after a tool call wrote a note (the entry only loads this module when the call names a
 * file in `.cairn/notes/`): stamps `updated` on the written notes, regenerates INDEX.md and re-indexes
 * the project's notes in the store (app/notes/sync-notes.ts). Notes outside the project root (a
 * `.cairn/notes/` folder deeper in the tree) are not Cairn's and are left alone.
 */

import { afterNotesWrite } from "../app/notes/notes-written.js";
import { openDefaultStores } from "./open-store.js";
import { namedNotes } from "./pre-tool-use.js";
import type { HookContext, HookOutput, HookPayload } from "./types.js";

export async function run(payload: HookPayload, ctx: HookContext): Promise<HookOutput | null> {
  const named = namedNotes(payload, ctx.cwd);
  if (named.length === 0) return null;
  // a PostToolUse run never waits on a server: the server's notes index is rebuilt from the files by the
  // next sync there (the Stop guard, `cairn notes status`)
  const stores = openDefaultStores(ctx.paths.db, ctx.nativeBinding, { connect: false });
  try {
    await afterNotesWrite(stores, named, new Date());
  } finally {
    await stores.store.close();
  }
  return null;
}
