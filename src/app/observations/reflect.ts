/**
 * The Reflector's write: replaces a scope's observations with Claude's consolidated version, after
 * backing up the previous file (files.ts). Refuses a rewrite with no observation at all (a botched
 * heredoc must not wipe the file). Keeps Current Task / Suggested Next when the rewrite of the local
 * file left them out. `undoReflection` restores the newest backup (the replaced text is kept as
 * `undone-<scope>-<stamp>.md`, outside the backup list).
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { basename, join } from "node:path";
import { CairnError } from "../../core/common/errors.js";
import { estimateTokens } from "../../core/common/tokens.js";
import type { ObservationScope } from "../../core/observations/classify.js";
import { continuity, flatten, setContinuity } from "../../core/observations/document.js";
import { type ObsDocument, parseObservations, renderObservations } from "../../core/observations/format.js";
import { redact } from "../../core/redact/redact.js";
import type { Store } from "../../store/store.js";
import { writeFileSafe } from "../env/safe-write.js";
import { backup, listBackups, readText, scopeOf, writeText } from "./files.js";
import { syncIndex } from "./index-store.js";
import type { ObservationPaths } from "./paths.js";

export interface DocStats {
  observations: number;
  p1: number;
  tokens: number;
}

export function docStats(doc: ObsDocument): DocStats {
  const all = flatten(doc);
  return {
    observations: all.length,
    p1: all.filter((o) => o.priority === 1).length,
    tokens: estimateTokens(renderObservations(doc)),
  };
}

export interface ReflectResult {
  backup: string | null;
  before: DocStats;
  after: DocStats;
}

export async function reflectObservations(
  store: Store,
  req: {
    project: { id: string };
    paths: ObservationPaths;
    scope: ObservationScope;
    input: string;
    now: Date;
  },
): Promise<ReflectResult> {
  let doc = parseObservations(redact(req.input.replace(/\r\n/g, "\n")));
  if (flatten(doc).length === 0)
    throw new CairnError("INVALID_INPUT", "the consolidated text has no observations; nothing was changed");
  const old = parseObservations(readText(req.paths.file[req.scope]));
  if (req.scope === "local") {
    const had = continuity(old);
    const has = continuity(doc);
    doc = setContinuity(doc, has.task ?? had.task, has.next ?? had.next);
  }
  const text = renderObservations({ ...doc, finalNewline: true });
  const saved = backup(req.paths, req.scope, req.now);
  writeText(req.paths, req.scope, text);
  await syncIndex(store, { project: req.project, paths: req.paths, scope: req.scope, now: req.now });
  return { backup: saved, before: docStats(old), after: docStats(parseObservations(text)) };
}

export async function undoReflection(
  store: Store,
  req: { project: { id: string }; paths: ObservationPaths; scope: ObservationScope; now: Date },
): Promise<{ restored: string }> {
  const [latest] = listBackups(req.paths, req.scope);
  if (!latest) throw new CairnError("NOT_FOUND", `no backup of the ${req.scope} observations to restore`);
  const current = req.paths.file[req.scope];
  if (existsSync(current)) {
    const stamp = req.now.toISOString().replace(/[:.]/g, "-");
    writeFileSafe(
      scopeOf(req.paths, req.scope),
      join(req.paths.backups[req.scope], `undone-${req.scope}-${stamp}.md`),
      readFileSync(current, "utf8"),
      { mode: 0o600 },
    );
  }
  writeText(req.paths, req.scope, readFileSync(latest, "utf8"));
  rmSync(latest);
  await syncIndex(store, { project: req.project, paths: req.paths, scope: req.scope, now: req.now });
  return { restored: basename(latest) };
}
