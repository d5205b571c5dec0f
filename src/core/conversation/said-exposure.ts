/**
 * How conversation excerpts enter the default search (`cairn search` and the MCP `search` tool without
 * an explicit choice): the exposure policy, decided by argument from the structure of the session around
 * each excerpt — who said it, where, and what the session did after it — never from its words' topic,
 * so it holds for any project, stack and language. Pure.
 *
 * An excerpt is weaker than a memory: a memory was derived from the session's events and checked
 * against them as a whole; an excerpt is what someone said at one moment. The default list therefore
 * shows excerpts only:
 * - after every memory that matches the query strongly (core/conversation/mix.ts), never in place of
 *   one, and only an excerpt that matches strongly itself, so "no match" stays possible;
 * - at most DEFAULT_EXCERPTS of them, each shown as what was said, with its session and date;
 * - only an excerpt whose standing (standingOf) is **evidence**, never a **claim**.
 *
 * **Evidence** — what a next session can act on as said:
 * - what the user typed (a request, a correction, a preference, a fact about their setup): it is the
 *   user's own word, and it is shown as theirs ("you"), so it cannot pass for a state the session found;
 * - what Claude said when nothing the session did afterwards could change it: no later successful
 *   change (an edit, a command that changes state) of what its exchange acted on or looked at (a file by
 *   its base name, a remote host) or of a file it names, no file it names changed by a later session,
 *   the last check run of its exchange before it did not fail, and no check its exchange ran ended
 *   failing later; mid-session, in addition, no sentence of it claims an outcome. The session's final
 *   exchange passes the last test by construction: nothing follows it that could contradict it.
 *
 * **Claims** — shown only with `--conversations` (or `conversations: true`), where the reader asked for
 * every strong match; in the default list a memory has to carry the fact instead:
 * - Claude's outcome words mid-session ("fixed", "all tests pass", "已修复": core/capture/
 *   claim-evidence.ts `isClaim`): the session went on, and the outcome is a memory's to state, from the
 *   evidence (the last result of each check, commits);
 * - statements about a file or host that a later exchange changed, or a file a later session changed:
 *   the words describe a state that is gone, even when its capture could not tell (a hook sees only its
 *   batch);
 * - statements made over a failing check, or after a check that later ended failing;
 * - an excerpt its capture marked as describing a state the next exchange changed
 *   (core/conversation/said-around.ts CHANGED_MARK).
 */
import { isClaim } from "../capture/claim-evidence.js";
import type { ActivityEvent } from "../capture/events.js";
import type { SaidRole } from "./excerpts.js";
import { CHANGED_MARK } from "./said-around.js";
import { type Exchange, exchangeAt, exchangesOf } from "./said-exchanges.js";
import { type SessionChecks, sessionChecks } from "./said-turns.js";

/** Excerpts the default search shows at most. */
export const DEFAULT_EXCERPTS = 2;

/** Evidence a next session can act on as said, or a claim that needs a memory (see the module comment). */
export type Standing = "evidence" | "claim";

/** What a session did, read once for the standing of all its excerpts (sessionRead). */
export interface SessionRead {
  exchanges: Exchange[];
  checks: SessionChecks;
}

/** The exchanges and check runs of one session's events (time order). */
export function sessionRead(events: readonly ActivityEvent[]): SessionRead {
  return { exchanges: exchangesOf(events), checks: sessionChecks(events) };
}

/** One excerpt as the policy reads it. */
export interface SaidExcerpt {
  role: SaidRole;
  /** When it was said (ISO-8601). */
  ts: string;
  text: string;
}

/** A file name with an extension, as a whole word (`config.toml`, `src/app/x.ts` → `x.ts`). */
const FILE = /(?:^|[\s`'"(\\/])([\w.-]*\w\.[A-Za-z][\w-]{0,7})(?=$|[\s`'"),:;\\/!?])/g;

/** The base names (lowercased) of the files `text` names. */
export function namedFiles(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(FILE)) {
    const name = (m[1] as string).toLowerCase();
    if (!/^\d/.test(name) && !/^(?:e\.g|i\.e|etc)\./.test(name)) out.add(name);
  }
  return [...out];
}

/** Sentences and list items of a text (for the outcome-claim test). */
const sentences = (text: string) =>
  text
    .split(/\n+|(?<=[.!?。！？])\s+/u)
    .map((s) => s.trim())
    .filter((s) => s !== "");

/**
 * The standing of an excerpt (see the module comment). `session`: its session's read (null when the
 * session's events are not stored: a Claude excerpt is then a claim); `changedLater`: base names
 * (lowercased) of the files sessions after its own changed.
 */
export function standingOf(
  x: SaidExcerpt,
  session: SessionRead | null,
  changedLater: ReadonlySet<string>,
): Standing {
  if (x.role === "user") return "evidence";
  if (x.text.startsWith(CHANGED_MARK) || session === null) return "claim";
  const named = namedFiles(x.text);
  if (named.some((f) => changedLater.has(f))) return "claim";
  const { exchanges, checks } = session;
  const i = exchangeAt(exchanges, x.ts);
  const own = (exchanges[i] as Exchange).acts.filter((a) => a.ts <= x.ts);
  const touched = new Set([...own.flatMap((a) => a.targets), ...named]);
  const later = [
    ...(exchanges[i] as Exchange).acts.filter((a) => a.ts > x.ts),
    ...exchanges.slice(i + 1).flatMap((e) => e.acts),
  ];
  if (later.some((a) => a.ok === true && a.changes && a.targets.some((t) => touched.has(t)))) return "claim";
  if (overFailure(x.ts, (exchanges[i] as Exchange).start, checks)) return "claim";
  const final = i === exchanges.length - 1;
  return !final && sentences(x.text).some(isClaim) ? "claim" : "evidence";
}

/**
 * True when the last check run of the exchange (started at `start`) at or before `ts` failed, or a check
 * the exchange ran before `ts` ran again after it and its last run failed.
 */
function overFailure(ts: string, start: string, checks: SessionChecks): boolean {
  const own = checks.runs.filter((r) => r.ts > start && r.ts <= ts);
  if (own.at(-1)?.ok === false) return true;
  const keys = new Set(own.map((r) => r.key));
  const last = new Map<string, boolean>();
  for (const r of checks.runs) if (r.ts > ts && keys.has(r.key)) last.set(r.key, r.ok);
  return [...last.values()].includes(false);
}

/** True when the default search may show an excerpt of this text: its capture did not mark it. */
export function shownByDefault(text: string): boolean {
  return !text.startsWith(CHANGED_MARK);
}
