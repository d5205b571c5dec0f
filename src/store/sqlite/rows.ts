/** Row ↔ model mapping for the SQLite store: JSON columns hold string arrays as text, booleans are 0/1. */
import { type ColumnDecoding, type EventRowOf, type MemoryRowOf, rowMappers, stringArray } from "../rows.js";

export type MemoryRow = MemoryRowOf<string, number>;
export type EventRow = EventRowOf<string, number>;

export function parseStringArray(json: string): string[] {
  try {
    return stringArray(JSON.parse(json));
  } catch {
    return []; // a damaged JSON column reads as no entries rather than failing the whole read
  }
}

const SQLITE: ColumnDecoding<string, number> = { strings: parseStringArray, flag: (v) => v === 1 };

export const { toMemory, toEvent } = rowMappers(SQLITE);
