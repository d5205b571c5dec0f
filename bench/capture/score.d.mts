// Types for score.mjs (the capture benchmark's pure scoring), so TypeScript tests can import it.
export interface Fact {
  id: string;
  kind: string;
  statement: string;
  query: string;
  mustMatch: string[];
}
export interface Misleading {
  id: string;
  statement: string;
  mustNotMatch: string;
  in?: "pack" | "all";
  types?: string[];
}
export interface Label {
  session?: string;
  transcript?: string;
  project?: string;
  facts: Fact[];
  misleading?: Misleading[];
}
export interface MemoryLike {
  id: string;
  type: string;
  title?: string;
  body?: string;
}
export interface ScoredFact {
  id: string;
  kind: string;
  found: string | null;
  evidence: string | null;
  query?: string;
  inPack?: boolean;
  inSearch?: boolean;
  /** Every regex matches one stored text (a memory, or with conversations an excerpt). */
  stored?: boolean;
}
export interface FoundMisleading {
  id: string;
  statement: string;
  where: string;
  evidence: string;
}
export function packUnits(text: string): string[];
export function memoryText(m: { title?: string; body?: string }): string;
export function firstMatch(mustMatch: string[], texts: string[]): number;
export function commandAction(command: string): { program: string; targets: string[] };
export function mismatchedFailedAttempt(m: MemoryLike): string | null;
export function scoreTranscript(
  label: Label,
  observed: {
    packText: string;
    memories: MemoryLike[];
    searches: Record<string, Array<{ id: string; type: string; kind?: string; text: string }>>;
    stored?: string[];
  },
): { facts: ScoredFact[]; misleading: FoundMisleading[] };
export interface Loss {
  stored: number;
  missedSearch: number;
  missedPack: number;
  missedBoth: number;
  unstoredFound: number;
  unstored: number;
}
export function lossOf(
  facts: Array<{ found: string | null; inPack?: boolean; inSearch?: boolean; stored?: boolean }>,
): Loss;
export function recallOf(facts: Array<{ kind: string; found: string | null }>): {
  found: number;
  total: number;
  recall: number;
  packRecall: number;
  searchRecall: number;
  loss: Loss;
  perKind: Record<string, { found: number; total: number }>;
};
