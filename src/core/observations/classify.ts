/**
 * How an observation becomes a typed memory (one of the ten types) and, for migration, which scope
 * it belongs in. Keyword rules, first match wins; anything else is a project_fact. Priority sets
 * confidence (P1 0.9, P2 0.75, P3 0.6) and, for constraints, severity (P1 high, P2 medium, P3 low).
 * Pure.
 */
import type { MemoryType, Severity } from "../memories/memory.js";
import { stripTags } from "./dates.js";
import type { Priority } from "./format.js";

export type ObservationScope = "committed" | "local" | "global";
export const OBSERVATION_SCOPES: readonly ObservationScope[] = ["committed", "local", "global"];

const RULES: readonly [RegExp, MemoryType][] = [
  [/\b(prefers?|preference|likes?|dislikes?|wants? .* to be|user asked (?:for|to) always)\b/i, "preference"],
  [/\b(must(?: not)?|never|always|do not|don't|forbidden|required?|only use)\b/i, "constraint"],
  [/\b(decided|decision|chose|chosen|opted|went with|settled on|instead of)\b/i, "decision"],
  [/\b(failed|did not work|didn't work|doesn't work|broke|reverted|abandoned|dead end)\b/i, "failed_attempt"],
  [/\b(bug|crash(?:es)?|regression|root cause|race condition|flaky|leaks?)\b/i, "bug_note"],
  [/\b(verified|passes|passing) (?:with|via|using)?\b|`[^`]+` (?:passes|works)/i, "verified_command"],
  [/\?\s*$|\b(unclear|unknown whether|open question|not sure)\b/i, "open_question"],
  [
    /\b(todo|to do|remaining|still needs?|next step|follow[- ]up|pending|wip|in progress|half[- ]done)\b/i,
    "todo",
  ],
];

export function observationType(text: string): MemoryType {
  const t = stripTags(text);
  for (const [re, type] of RULES) if (re.test(t)) return type;
  return "project_fact";
}

export function priorityConfidence(p: Priority): number {
  return p === 1 ? 0.9 : p === 2 ? 0.75 : 0.6;
}

export function prioritySeverity(p: Priority): Severity {
  return p === 1 ? "high" : p === 2 ? "medium" : "low";
}

/** Memory scope for an observation scope: committed → project, local → local, global → global. */
export function memoryScope(s: ObservationScope): "project" | "local" | "global" {
  return s === "committed" ? "project" : s;
}

const LOCAL_HINTS =
  /\b(currently|working on|in progress|wip|this session|today|debugging|investigating|next step|todo|my branch|scratch|temporar(?:y|ily))\b/i;
const GLOBAL_HINTS =
  /\b(user prefers|user likes|user wants|in all projects|across projects|globally|my editor|my shell|dotfiles)\b/i;

/** Scope suggestion for migrating an unsplit file: session state → local, user-wide habits → global, else committed. */
export function suggestScope(text: string): ObservationScope {
  if (GLOBAL_HINTS.test(text)) return "global";
  if (LOCAL_HINTS.test(text)) return "local";
  return "committed";
}

export function isObservationScope(s: string): s is ObservationScope {
  return (OBSERVATION_SCOPES as readonly string[]).includes(s);
}
