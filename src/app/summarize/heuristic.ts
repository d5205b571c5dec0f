/**
 * The default provider: no model. Session summaries are core/summary.ts's (written at every
 * checkpoint by app/record-activity.ts); recall compresses extractively (core/recall.ts).
 */
import type { SummaryProvider } from "./provider.js";

export const heuristicProvider: SummaryProvider = { name: "heuristic", label: "heuristic", complete: null };
