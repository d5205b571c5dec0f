/**
 * Context providers: capabilities other than memories contribute a section to the SessionStart pack
 * (tasks in progress, the notes index, …). Each provider is one function in its capability's folder,
 * listed here; build-context calls them in order and the pack fits their sections into its budget.
 * A provider that throws is skipped (the pack must never fail because one capability did).
 */
import type { PackSection } from "../../core/context/context-pack.js";
import type { ContextProvider, ProviderInput } from "../extension/provider-input.js";
import { notesProvider } from "../notes/provider.js";
import { observationsProvider } from "../observations/provider.js";
import { tasksProvider } from "../tasks/tasks-provider.js";

export type { ContextProvider, ProviderInput } from "../extension/provider-input.js";

/** Registered providers, in order. Capabilities add theirs here. */
export const CONTEXT_PROVIDERS: readonly ContextProvider[] = [
  // observations: Current Task, Suggested Next, plan, pending suggestion, global observations (first:
  // within the merged Continuity section, the Observer's own words lead)
  (input) => observationsProvider(input),
  // tasks: in progress and next (into Continuity), blocked (with reason), what the last session moved
  (input) => tasksProvider(input),
  // notes: INDEX.md's lines, most relevant to recent work first, and how many were left out
  (input) => notesProvider(input),
];

export async function gatherSections(
  input: ProviderInput,
  providers = CONTEXT_PROVIDERS,
): Promise<PackSection[]> {
  const out: PackSection[] = [];
  for (const provide of providers) {
    try {
      const r = await provide(input);
      if (r) out.push(...(Array.isArray(r) ? r : [r]));
    } catch {
      // a failing capability leaves its section out; the rest of the pack still goes out
    }
  }
  return out;
}
