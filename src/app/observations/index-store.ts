/**
 * Keeps the store's copy of an observation file in step with the file (the file is the source of
 * truth). Each observation is one memory: typed by core/observations/classify, title = text without
 * date tags, body = priority, observed date and the referenced/relative dates, tags `observation`,
 * `p1`–`p3` and the scope, confidence from the priority, dedupeKey
 * `obs:<scope>:<file hash>:<text hash>` (so a re-sync writes nothing). Observations gone from the
 * file are soft-deleted. Global observations belong to a pseudo-project "(global observations)"
 * so every project's search `--all` finds them. Skips work when the file's size and mtime are unchanged.
 */
import { readFileSync, statSync } from "node:fs";
import { observationKey } from "../../core/memories/dedupe-key.js";
import {
  memoryScope,
  type ObservationScope,
  observationType,
  priorityConfidence,
  prioritySeverity,
} from "../../core/observations/classify.js";
import { stripTags } from "../../core/observations/dates.js";
import { flatten, type Observation, sameKey } from "../../core/observations/document.js";
import { parseObservations } from "../../core/observations/format.js";
import type { Store } from "../../store/store.js";
import { sha256Hex } from "../env/hash.js";
import { projectId } from "../env/project.js";
import { homeScope, writeFileSafe } from "../env/safe-write.js";
import { saveMemory } from "../memories/save-memory.js";
import { readText } from "./files.js";
import { indexStatePath, type ObservationPaths, observationPaths } from "./paths.js";

export const GLOBAL_IDENTITY = "cairn:global-observations";
export const OBSERVATION_TAG = "observation";

interface IndexState {
  size: number;
  mtimeMs: number;
  keys: string[];
}

const hash = sha256Hex;

/** The project id observations of `scope` are stored under. */
export async function indexProject(
  store: Store,
  scope: ObservationScope,
  project: { id: string },
  home: string,
  nowIso: string,
): Promise<string> {
  if (scope !== "global") return project.id;
  const id = projectId(GLOBAL_IDENTITY);
  await store.upsertProject(
    { id, identity: GLOBAL_IDENTITY, root: home, name: "(global observations)" },
    nowIso,
  );
  return id;
}

function body(o: Observation): string {
  const parts = [`[P${o.priority}] observed ${o.date ?? "undated"}${o.time ? ` ${o.time}` : ""}`];
  for (const r of o.referenced) parts.push(`refers to ${r}`);
  for (const r of o.relative) parts.push(`${r.expression} = ${r.date}`);
  return parts.join(" · ");
}

function readState(path: string): IndexState | null {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as IndexState;
  } catch {
    // no state file, or damaged: the index is rebuilt
    return null;
  }
}

function saveState(home: string, path: string, state: IndexState): void {
  writeFileSafe(homeScope(home), path, JSON.stringify(state));
}

export interface SyncResult {
  added: number;
  removed: number;
  skipped: boolean;
}

interface SyncRequest {
  project: { id: string };
  paths: ObservationPaths;
  scope: ObservationScope;
  now: Date;
  force?: boolean;
}

export async function syncIndex(store: Store, req: SyncRequest): Promise<SyncResult> {
  const file = req.paths.file[req.scope];
  const statePath = indexStatePath(req.paths.home, file);
  const prev = readState(statePath);
  const { size, mtimeMs } = sizeAndTime(file);
  if (!req.force && prev && prev.size === size && prev.mtimeMs === mtimeMs)
    return { added: 0, removed: 0, skipped: true };
  if (size === 0 && (prev?.keys.length ?? 0) === 0) {
    // nothing to index and nothing indexed: leave the store alone (no pseudo-project for an absent file)
    saveState(req.paths.home, statePath, { size, mtimeMs, keys: [] });
    return { added: 0, removed: 0, skipped: true };
  }
  const iso = req.now.toISOString();
  const project = await indexProject(store, req.scope, req.project, req.paths.home, iso);
  const keys: string[] = [];
  let added = 0;
  let removed = 0;
  await store.inTransaction(async () => {
    added = await saveLines(store, project, req, file, keys);
    const gone = (prev?.keys ?? []).filter((k) => !keys.includes(k));
    for (const k of gone) {
      const m = await store.findByDedupeKey(project, k);
      if (m) await store.softDeleteMemory(m.id, iso);
    }
    removed = gone.length;
  });
  saveState(req.paths.home, statePath, { size, mtimeMs, keys });
  return { added, removed, skipped: false };
}

/** The file's size and mtime; 0 and 0 when it is absent. */
function sizeAndTime(file: string): { size: number; mtimeMs: number } {
  try {
    const st = statSync(file);
    return { size: st.size, mtimeMs: st.mtimeMs };
  } catch {
    // absent: everything indexed from it goes
    return { size: 0, mtimeMs: 0 };
  }
}

/** One memory per observation line of `file` in `project`; each line's key is pushed to `keys`. Returns how many were new. */
async function saveLines(
  store: Store,
  project: string,
  req: SyncRequest,
  file: string,
  keys: string[],
): Promise<number> {
  const fileKey = hash(file, 8);
  let added = 0;
  for (const o of flatten(parseObservations(readText(file)))) {
    const title = stripTags(o.text).slice(0, 300) || o.text.slice(0, 300);
    const key = observationKey(req.scope, fileKey, hash(sameKey(o.text), 16));
    if (keys.includes(key)) continue;
    keys.push(key);
    const type = observationType(o.text);
    const r = await saveMemory(
      store,
      {
        project,
        type,
        title,
        body: body(o),
        scope: memoryScope(req.scope),
        confidence: priorityConfidence(o.priority),
        severity: type === "constraint" ? prioritySeverity(o.priority) : null,
        tags: [OBSERVATION_TAG, `p${o.priority}`, req.scope],
        source: { kind: "cli", event: "observation", sessionId: null, toolUseId: null },
        dedupeKey: key,
      },
      req.now,
      // the file owns its lines: one memory per line, never merged into another memory
      { merge: false },
    );
    if (r.created) added++;
  }
  return added;
}

/** Syncs all three scopes of a checkout (SessionStart, after writes); unchanged files cost a stat each. */
export async function syncAllScopes(
  store: Store,
  project: { id: string },
  paths: ObservationPaths,
  now: Date,
): Promise<void> {
  for (const scope of ["committed", "local", "global"] as const)
    await syncIndex(store, { project, paths, scope, now });
}

/** SessionStart: brings the store in step with this checkout's files (git pull, hand edits); never throws. */
export async function syncProjectObservations(
  store: Store,
  project: { id: string; root: string },
  home: string,
  now: Date,
): Promise<void> {
  try {
    await syncAllScopes(store, project, observationPaths(project.root, home), now);
  } catch {
    // the pack goes out with the previous index
  }
}
