/**
 * Migration into Cairn's layout. Without sources: cc-observational-memory's files —
 * `.claude/observations.md` (committed), `.claude/observations.local.md` (local),
 * `~/.claude/observational-memory/observations-global.md` (global) and `.claude/plans/*.md`. With
 * sources (`--from FILE`): an unsplit observations file, each top-level observation (with its
 * children) routed by core/observations/classify `suggestScope`. Merged without duplicates;
 * Current Task / Suggested Next go to the local file. The source files are left as they were.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { type ObservationScope, suggestScope } from "../../core/observations/classify.js";
import {
  addObservations,
  continuity,
  type DateGroup,
  groups,
  setContinuity,
} from "../../core/observations/document.js";
import { parseObservations } from "../../core/observations/format.js";
import { redact } from "../../core/redact/redact.js";
import type { Store } from "../../store/store.js";
import { projectScope, writeFileSafe } from "../env/safe-write.js";
import { readDoc, writeDoc } from "./files.js";
import { syncAllScopes } from "./index-store.js";
import type { ObservationPaths } from "./paths.js";
import { listPlans } from "./plans.js";

export interface MigrateResult {
  sources: string[];
  added: Record<ObservationScope, number>;
  skipped: number;
  plans: string[];
}

function split(source: string, fixed: ObservationScope | null): Record<ObservationScope, DateGroup[]> {
  const out: Record<ObservationScope, DateGroup[]> = { committed: [], local: [], global: [] };
  for (const g of groups(parseObservations(source))) {
    for (const o of g.observations) {
      const scope = fixed ?? suggestScope(o.text);
      const list = out[scope];
      const last = list.at(-1);
      if (last && last.date === g.date) last.observations.push(o);
      else list.push({ date: g.date, observations: [o] });
    }
  }
  return out;
}

interface MigrateRequest {
  project: { id: string };
  paths: ObservationPaths;
  userHome: string;
  from?: string[];
  dryRun?: boolean;
  now: Date;
}

type Docs = Record<ObservationScope, ReturnType<typeof readDoc>>;

export async function migrateObservations(store: Store, req: MigrateRequest): Promise<MigrateResult> {
  const claude = join(req.paths.root, ".claude");
  const candidates: [string, ObservationScope | null][] = req.from?.length
    ? req.from.map((f) => [f, null])
    : [
        [join(claude, "observations.md"), "committed"],
        [join(claude, "observations.local.md"), "local"],
        [join(req.userHome, ".claude", "observational-memory", "observations-global.md"), "global"],
      ];
  const result: MigrateResult = {
    sources: [],
    added: { committed: 0, local: 0, global: 0 },
    skipped: 0,
    plans: [],
  };
  const docs: Docs = {
    committed: readDoc(req.paths, "committed"),
    local: readDoc(req.paths, "local"),
    global: readDoc(req.paths, "global"),
  };
  const touchedLocal = mergeSources(candidates, docs, result);
  if (!req.from?.length) copyPlans(req, join(claude, "plans"), result);
  if (!req.dryRun && result.sources.length > 0) {
    for (const scope of ["committed", "local", "global"] as const) {
      if (result.added[scope] > 0 || (scope === "local" && touchedLocal))
        writeDoc(req.paths, scope, docs[scope]);
    }
    await syncAllScopes(store, req.project, req.paths, req.now);
  }
  return result;
}

/**
 * Each existing source's observations (redacted) merged into `docs` by scope, counted in `result`;
 * returns whether a source's Current Task / Suggested Next changed the local document.
 */
function mergeSources(
  candidates: [string, ObservationScope | null][],
  docs: Docs,
  result: MigrateResult,
): boolean {
  let touchedLocal = false;
  for (const [file, fixed] of candidates) {
    if (!existsSync(file)) continue;
    result.sources.push(file);
    const text = redact(readFileSync(file, "utf8"));
    for (const [scope, gs] of Object.entries(split(text, fixed)) as [ObservationScope, DateGroup[]][]) {
      const r = addObservations(docs[scope], gs);
      docs[scope] = r.doc;
      result.added[scope] += r.added;
      result.skipped += r.skipped;
    }
    const c = continuity(parseObservations(text));
    if (c.task || c.next) {
      docs.local = setContinuity(docs.local, c.task, c.next);
      touchedLocal = true;
    }
  }
  return touchedLocal;
}

/** `.claude/plans/*.md` copied into Cairn's plans folder (unless a dry run); existing targets are kept. */
function copyPlans(req: MigrateRequest, plansDir: string, result: MigrateResult): void {
  for (const p of listPlans(plansDir)) {
    const target = join(req.paths.plans, relative(plansDir, p.path));
    if (existsSync(target)) continue;
    result.plans.push(p.branch);
    if (!req.dryRun) {
      writeFileSafe(projectScope(req.paths.root), target, readFileSync(p.path));
    }
  }
}
