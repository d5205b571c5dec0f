/**
 * The default search's excerpts filtered by their standing (core/conversation/said-exposure.ts
 * `standingOf`): what the user typed, and what Claude said that nothing its session or a later session
 * did could change. Reads, per session among the candidates, its stored events once (`listEvents`) and
 * the project's session records (`listSessions`, the files each changed) once per search.
 */
import {
  type SessionRead,
  sessionRead,
  shownByDefault,
  standingOf,
} from "../../core/conversation/said-exposure.js";
import type { ExcerptHit, Store } from "../../store/store.js";

/** Session records read for the files later sessions changed (the newest first; older ones rarely matter). */
const SESSIONS_READ = 200;

const base = (p: string) => (p.replaceAll("\\", "/").split("/").at(-1) ?? "").toLowerCase();

/** The `hits` (best first) whose standing is evidence, in their order; `project`: the project searched (omit: all). */
export async function evidenceOnly(
  store: Store,
  hits: readonly ExcerptHit[],
  project?: string,
): Promise<ExcerptHit[]> {
  const claude = hits.filter((h) => h.excerpt.role === "assistant" && shownByDefault(h.excerpt.text));
  if (claude.length === 0) return hits.filter((h) => h.excerpt.role === "user");
  const reads = new Map<string, SessionRead | null>();
  for (const id of new Set(claude.map((h) => h.excerpt.sessionId))) {
    const events = await store.listEvents({ sessionId: id });
    reads.set(id, events.length === 0 ? null : sessionRead(events));
  }
  const sessions = await store.listSessions({ project, limit: SESSIONS_READ });
  const startOf = new Map(sessions.map((s) => [s.id, s.startedAt]));
  return hits.filter((h) => {
    const x = h.excerpt;
    if (x.role === "user") return true;
    const started = startOf.get(x.sessionId) ?? x.ts;
    const changedLater = new Set(
      sessions
        .filter((s) => s.id !== x.sessionId && s.project === x.project && s.startedAt > started)
        .flatMap((s) => s.filesChanged.map(base)),
    );
    return standingOf(x, reads.get(x.sessionId) ?? null, changedLater) === "evidence";
  });
}
