/**
 * The ten memory types, on their own: the store's first migration needs the list for its CHECK
 * constraint, and importing it from memory.ts would build every memory zod schema in each process that
 * opens the store (a hook's start-up).
 */
export const MEMORY_TYPES = [
  "project_fact",
  "decision",
  "preference",
  "constraint",
  "verified_command",
  "task_summary",
  "bug_note",
  "failed_attempt",
  "todo",
  "open_question",
] as const;
export type MemoryType = (typeof MEMORY_TYPES)[number];
