/**
 * Records observations Claude (or the user) wrote: the input is observation markdown, optionally
 * split by `## Committed` / `## Local` / `## Global` headings (text before any heading goes to the
 * default scope, local unless told otherwise). Current Task / Suggested Next always go to the local
 * file. Secrets are redacted; undated observations get today's date, today's observations without a
 * time get the current time, `{rel: "expr"}` tags are resolved against the observation date. Duplicates
 * are skipped. Then the store index is refreshed, the project's pending marker cleared and, with a
 * session id, the session's observation mark reset.
 */
import { rmSync } from "node:fs";
import { CairnError } from "../../core/common/errors.js";
import type { ObservationScope } from "../../core/observations/classify.js";
import { normalizeRelTags } from "../../core/observations/dates.js";
import {
  addObservations,
  continuity,
  type DateGroup,
  incomingGroups,
  type Observation,
  setContinuity,
} from "../../core/observations/document.js";
import { parseObservations } from "../../core/observations/format.js";
import { redact } from "../../core/redact/redact.js";
import type { Store } from "../../store/store.js";
import { readDoc, writeDoc } from "./files.js";
import { syncIndex } from "./index-store.js";
import { markObserved } from "./observer-state.js";
import { type ObservationPaths, pendingPath } from "./paths.js";

export interface RecordRequest {
  project: { id: string };
  paths: ObservationPaths;
  input: string;
  defaultScope?: ObservationScope;
  sessionId?: string | null;
  now: Date;
}

export interface RecordResult {
  added: Record<ObservationScope, number>;
  skipped: number;
  task: string | null;
  next: string | null;
}

const pad = (n: number) => String(n).padStart(2, "0");
/** Local calendar date and time of `d` (observations are dated as the user sees the clock). */
export const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

const SECTION = /^#{1,3}\s*(committed|local|global)\b.*$/i;

/** Splits input into per-scope markdown by its `## Committed|Local|Global` headings. */
export function splitSections(input: string, fallback: ObservationScope): Record<ObservationScope, string> {
  const out: Record<ObservationScope, string[]> = { committed: [], local: [], global: [] };
  let scope = fallback;
  for (const line of input.split("\n")) {
    const m = SECTION.exec(line.trim());
    if (m?.[1]) {
      scope = m[1].toLowerCase() as ObservationScope;
      continue;
    }
    out[scope].push(line);
  }
  return { committed: out.committed.join("\n"), local: out.local.join("\n"), global: out.global.join("\n") };
}

/** Resolves rel tags against the observation date; the current time fills in only for today's observations. */
function complete(o: Observation, date: string, time: string | null): Observation {
  return {
    ...o,
    time: o.time ?? time,
    text: normalizeRelTags(o.text, date),
    children: o.children.map((c) => complete(c, date, time)),
  };
}

export async function recordObservations(store: Store, req: RecordRequest): Promise<RecordResult> {
  const text = redact(req.input.replace(/\r\n/g, "\n"));
  const today = localDate(req.now);
  const time = localTime(req.now);
  const sections = splitSections(text, req.defaultScope ?? "local");
  const result: RecordResult = {
    added: { committed: 0, local: 0, global: 0 },
    skipped: 0,
    task: null,
    next: null,
  };
  const perScope: [ObservationScope, DateGroup[]][] = [];
  let task: string | null = null;
  let next: string | null = null;
  for (const scope of ["committed", "local", "global"] as const) {
    const c = continuity(parseObservations(sections[scope]));
    task = c.task ?? task;
    next = c.next ?? next;
    const groups = incomingGroups(sections[scope], today).map((g) => ({
      date: g.date,
      observations: g.observations.map((o) =>
        complete(o, g.date ?? today, (g.date ?? today) === today ? time : null),
      ),
    }));
    if (groups.some((g) => g.observations.length > 0)) perScope.push([scope, groups]);
  }
  if (perScope.length === 0 && !task && !next) {
    throw new CairnError(
      "INVALID_INPUT",
      'no observations in the input (lines like "- [P1] (14:30) text", or "Current Task: …" / "Suggested Next: …")',
    );
  }
  for (const [scope, groups] of perScope) {
    const r = addObservations(readDoc(req.paths, scope), groups);
    result.added[scope] = r.added;
    result.skipped += r.skipped;
    let doc = r.doc;
    if (scope === "local" && (task || next)) doc = setContinuity(doc, task, next);
    if (r.added > 0 || (scope === "local" && (task || next))) writeDoc(req.paths, scope, doc);
  }
  if ((task || next) && !perScope.some(([s]) => s === "local"))
    writeDoc(req.paths, "local", setContinuity(readDoc(req.paths, "local"), task, next));
  result.task = task;
  result.next = next;
  for (const scope of ["committed", "local", "global"] as const)
    await syncIndex(store, { project: req.project, paths: req.paths, scope, now: req.now });
  rmSync(pendingPath(req.paths.home, req.project.id), { force: true });
  if (req.sessionId) await markObserved(req.paths.home, req.sessionId, req.now);
  return result;
}
