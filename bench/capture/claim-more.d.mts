// Types for claim-more.mjs (the claim checker's further checks), so TypeScript tests can import it.
export interface ClaimEvent {
  i: number;
  t: string | null;
  kind: string;
  first?: boolean;
  command?: string;
  ok?: boolean | null;
  output?: string;
  path?: string;
  old?: string;
  new?: string;
  content?: string;
  text?: string;
}
export interface ClaimMemory {
  id: string;
  type: string;
  title: string;
  body: string;
  files?: string[];
}
export interface Suspect {
  kind: string;
  from: string;
  claim: string;
  why: string;
  at: string | null;
}
export function moreSuspects(events: ClaimEvent[], memories: ClaimMemory[], pack: string): Suspect[];
