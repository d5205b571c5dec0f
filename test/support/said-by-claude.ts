/** Imports a Claude Code transcript through the real import path and reads back the excerpts of Claude's words. */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { importTranscripts } from "../../src/app/capture/import-transcripts.js";
import type { SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import type { Transcript } from "./capture-records.js";

/**
 * Writes `t` as session `sid` under `<dir>/projects/p/`, imports `<dir>/projects` into `store`, and
 * returns the text of every assistant excerpt the store holds, in insertion order, joined by `\n---\n`.
 */
export async function importSaid(
  store: SqliteStore,
  dir: string,
  sid: string,
  t: Transcript,
): Promise<string> {
  const projects = join(dir, "projects", "p");
  mkdirSync(projects, { recursive: true });
  writeFileSync(join(projects, `${sid}.jsonl`), t.jsonl());
  await importTranscripts(store, { root: join(dir, "projects") });
  const rows = store.db.prepare("SELECT text FROM excerpts WHERE role = 'assistant' ORDER BY id").all() as {
    text: string;
  }[];
  return rows.map((r) => r.text).join("\n---\n");
}
