/**
 * The memory model: ten typed memories with provenance. Pure types and zod schemas only;
 * every boundary (CLI flags, hook payloads, MCP arguments, store rows) parses through these.
 */
import { z } from "zod";

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
export const memoryTypeSchema = z.enum(MEMORY_TYPES);

/** global: follows the user everywhere; project: this repository; local: this checkout only, never shared. */
export const SCOPES = ["global", "project", "local"] as const;
export type Scope = (typeof SCOPES)[number];

/** Constraint severity, strongest first. Only constraints carry one. */
export const SEVERITIES = ["critical", "high", "medium", "low"] as const;
export type Severity = (typeof SEVERITIES)[number];

/** Where a memory came from: a hook event, the CLI, a transcript import or (later) an MCP tool call. */
export const SOURCE_KINDS = ["hook", "cli", "import", "mcp"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export const sourceSchema = z.object({
  kind: z.enum(SOURCE_KINDS),
  /** Claude Code hook event name when kind is "hook" (e.g. "PostToolUse"). */
  event: z.string().max(64).nullable().default(null),
  sessionId: z.string().max(128).nullable().default(null),
  toolUseId: z.string().max(128).nullable().default(null),
});
export type Source = z.infer<typeof sourceSchema>;

const title = z
  .string()
  .trim()
  .min(1, "title must not be empty")
  .max(300, "title is longer than 300 characters");

/** What a caller supplies to create a memory. Defaults are filled by `newMemorySchema.parse`. */
export const newMemorySchema = z
  .object({
    project: z.string().min(1),
    type: memoryTypeSchema,
    title,
    body: z.string().max(20_000, "body is longer than 20,000 characters").default(""),
    scope: z.enum(SCOPES).default("project"),
    /** 0–1. When absent the store fills the documented baseline (see confidence.ts). */
    confidence: z.number().min(0).max(1).optional(),
    severity: z.enum(SEVERITIES).nullable().default(null),
    tags: z.array(z.string().trim().min(1).max(64)).max(32).default([]),
    /** Paths relative to the project root, forward slashes. */
    files: z.array(z.string().min(1).max(1024)).max(256).default([]),
    gitCommit: z
      .string()
      .regex(/^[0-9a-f]{7,64}$/, "gitCommit must be a hex object id")
      .nullable()
      .default(null),
    pinned: z.boolean().default(false),
    source: sourceSchema,
    /** Stable key for idempotent upserts (e.g. "session:<id>" for the one summary per session). */
    dedupeKey: z.string().max(512).nullable().default(null),
  })
  .superRefine((m, ctx) => {
    if (m.severity !== null && m.type !== "constraint") {
      ctx.addIssue({ code: "custom", message: "severity applies only to constraints", path: ["severity"] });
    }
  });
export type NewMemory = z.input<typeof newMemorySchema>;
export type ParsedNewMemory = z.output<typeof newMemorySchema>;

/** A stored memory. Timestamps are ISO-8601 UTC strings. */
export interface Memory {
  id: string;
  project: string;
  type: MemoryType;
  title: string;
  body: string;
  scope: Scope;
  confidence: number;
  severity: Severity | null;
  tags: string[];
  files: string[];
  gitCommit: string | null;
  pinned: boolean;
  /** Set when soft-deleted (restorable); null when live. */
  deletedAt: string | null;
  /** Id of the memory that replaces this one, if any. */
  supersededBy: string | null;
  source: Source;
  dedupeKey: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Fields that may change after creation. */
export const memoryPatchSchema = z
  .object({
    title,
    body: z.string().max(20_000),
    confidence: z.number().min(0).max(1),
    severity: z.enum(SEVERITIES).nullable(),
    tags: z.array(z.string().trim().min(1).max(64)).max(32),
    files: z.array(z.string().min(1).max(1024)).max(256),
    gitCommit: z
      .string()
      .regex(/^[0-9a-f]{7,64}$/)
      .nullable(),
    pinned: z.boolean(),
    supersededBy: z.string().nullable(),
    scope: z.enum(SCOPES),
  })
  .partial();
export type MemoryPatch = z.infer<typeof memoryPatchSchema>;

export function isMemoryType(value: string): value is MemoryType {
  return (MEMORY_TYPES as readonly string[]).includes(value);
}
