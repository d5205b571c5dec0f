/**
 * Refusals a later run settled: a constraint kept from calls the user rejected at the permission prompt
 * (core/capture/capture-turns `stoppedCalls`, dedupe key `stopped:`, its calls as backticked spans of
 * its title) no longer stands once every call it names ran later — in a later session or a later turn
 * of the same one — without being rejected again: the user let the same call run (asked for it, or
 * approved it). "The same call" is the same action (core/capture/command-shape `sameAction`: program
 * and targets) with the same words once flags and redirections are left out (`mix phx.server 2>&1 |
 * head -80` and `mix phx.server`; not `git config a.b x` and `git config c.d y`). Pure.
 */
import { stripStep, unquote } from "../capture/command-kind.js";
import { sameAction } from "../capture/command-shape.js";
import { type ActivityEvent, isInterrupted } from "../capture/events.js";

/** A live constraint kept from rejected calls, with when it was last seen (ISO-8601). */
export interface Refusal {
  id: string;
  title: string;
  seenAt: string;
}

/** The key prefix of a constraint kept from calls the user rejected (core/memories/dedupe-key `stoppedCallKey`). */
export const STOPPED_KEY_PREFIX = "stopped:";

/** A call the title clipped (ends with "…") is never matched: its words are not all known. */
const CLIPPED = /…$/;

/** The rejected calls a refusal names: its title's backticked spans. */
export function refusedCalls(title: string): string[] {
  return [...title.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] as string);
}

/** The words of a command's first step that are neither flags nor redirections, lower-cased. */
function callWords(command: string): string {
  const step = unquote(command).split(/&&|\|\||;|\|/)[0] ?? "";
  return stripStep(step)
    .split(/\s+/)
    .filter((w) => w !== "" && !w.startsWith("-") && !/^(?:\d|&)?[<>]/.test(w))
    .join(" ");
}

/** True when `ran` is the call `refused` again: the same action with the same words besides flags. */
export function sameCall(refused: string, ran: string): boolean {
  return !CLIPPED.test(refused) && sameAction(refused, ran) && callWords(refused) === callWords(ran);
}

/** A command event the user did not reject at the permission prompt (it ran). */
function ran(e: ActivityEvent): e is Run {
  return e.kind === "tool" && !!e.command && !(isInterrupted(e) && e.detail === "rejected");
}

type Run = ActivityEvent & { command: string };

/**
 * The refusals whose every call ran after the refusal was last seen, each with the run that settled
 * its last call (the evidence). The events are grouped once by their words (one pass); each refused
 * call then looks only at the runs with its words.
 */
export function allowedLater(
  refusals: readonly Refusal[],
  events: readonly ActivityEvent[],
): { id: string; by: Run }[] {
  const out: { id: string; by: Run }[] = [];
  if (refusals.length === 0) return out;
  const byWords = new Map<string, Run[]>();
  for (const e of events) {
    if (!ran(e)) continue;
    const w = callWords(e.command);
    const list = byWords.get(w);
    if (list) list.push(e);
    else byWords.set(w, [e]);
  }
  for (const r of refusals) {
    const calls = refusedCalls(r.title);
    if (calls.length === 0) continue;
    let last: Run | null = null;
    for (const call of calls) {
      const runs = byWords.get(callWords(call)) ?? [];
      const hit = runs.find((e) => e.ts > r.seenAt && sameCall(call, e.command));
      if (!hit) {
        last = null;
        break;
      }
      if (!last || hit.ts > last.ts) last = hit;
    }
    if (last) out.push({ id: r.id, by: last });
  }
  return out;
}
