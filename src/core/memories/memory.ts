/**
 * The memory model: ten typed memories with provenance. Pure types and zod schemas only;
 * every boundary (CLI flags, hook payloads, MCP arguments, store rows) parses through these.
 */
import * as z from "zod/mini";
import { AGENT_NAMES } from "../agents/agent-event.js";
import { lineText, longText } from "../common/validate.js";
import { MEMORY_TYPES, type MemoryType } from "./memory-types.js";

export { MEMORY_TYPES, type MemoryType } from "./memory-types.js";
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

const maxStr = (max: number) => z.string().check(z.maxLength(max));

export const sourceSchema = z.object({
  kind: z.enum(SOURCE_KINDS),
  /** Claude Code hook event name when kind is "hook" (e.g. "PostToolUse"). */
  event: z._default(z.nullable(maxStr(64)), null),
  sessionId: z._default(z.nullable(maxStr(128)), null),
  toolUseId: z._default(z.nullable(maxStr(128)), null),
  /** The coding agent whose session captured it (core/agents); absent when unknown or not an agent session. */
  agent: z.optional(z.nullable(z.enum(AGENT_NAMES))),
});
export type Source = z.infer<typeof sourceSchema>;

const title = lineText("title", 300);
const body = longText("body", 20_000);
const confidence = z
  .number()
  .check(z.gte(0, "confidence must be at least 0"), z.lte(1, "confidence must be at most 1"));
/** Longest tag (characters) and most tags a memory keeps. */
export const TAG_MAX_LENGTH = 64;
export const TAGS_MAX = 32;
const tags = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(TAG_MAX_LENGTH)))
  .check(z.maxLength(TAGS_MAX, `at most ${TAGS_MAX} tags`));

/**
 * Tags a capture rule derived, made to fit the schema instead of failing it: trimmed, empty ones
 * dropped, each cut to TAG_MAX_LENGTH characters, duplicates removed, at most TAGS_MAX kept (first wins).
 * For machine-made tags only; what a user types is validated and refused with a message instead.
 */
export function fitTags(raw: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of raw) {
    const tag = t.trim().slice(0, TAG_MAX_LENGTH).trim();
    if (tag && !out.includes(tag)) out.push(tag);
    if (out.length === TAGS_MAX) break;
  }
  return out;
}
const files = z
  .array(z.string().check(z.minLength(1), z.maxLength(1024)))
  .check(z.maxLength(256, "at most 256 files"));
const gitCommit = z.nullable(
  z.string().check(z.regex(/^[0-9a-f]{7,64}$/, "gitCommit must be a hex object id")),
);

/** What a caller supplies to create a memory. Defaults are filled by `newMemorySchema.parse`. */
export const newMemorySchema = z
  .object({
    project: z.string().check(z.minLength(1)),
    type: memoryTypeSchema,
    title,
    body: z._default(body, ""),
    scope: z._default(z.enum(SCOPES), "project"),
    /** 0–1. When absent the store fills the documented baseline (see confidence.ts). */
    confidence: z.optional(confidence),
    severity: z._default(z.nullable(z.enum(SEVERITIES)), null),
    tags: z._default(tags, []),
    /** Paths relative to the project root, forward slashes. */
    files: z._default(files, []),
    gitCommit: z._default(gitCommit, null),
    pinned: z._default(z.boolean(), false),
    source: sourceSchema,
    /** Stable key for idempotent upserts (e.g. "session:<id>" for the one summary per session). */
    dedupeKey: z._default(z.nullable(maxStr(512)), null),
    /** Who captured it: `user@machine` (os.userInfo().username, os.hostname(), or `store.capturedBy`). */
    capturedBy: z.optional(z.nullable(maxStr(256))),
  })
  .check(
    z.refine((m) => m.severity === null || m.type === "constraint", {
      message: "severity applies only to constraints",
      path: ["severity"],
    }),
  );
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
  /** When `supersededBy` was set (ISO-8601); null or absent when it is not set or was set before this was recorded. */
  supersededAt?: string | null;
  /** Why it was superseded (e.g. "a newer form of the same command"); null or absent when unknown. */
  supersededReason?: string | null;
  source: Source;
  dedupeKey: string | null;
  /** Who captured it (`user@machine`); null for memories written before this was recorded. */
  capturedBy?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Fields that may change after creation. */
export const memoryPatchSchema = z.partial(
  z.object({
    title,
    body,
    confidence,
    severity: z.nullable(z.enum(SEVERITIES)),
    tags,
    files,
    gitCommit,
    pinned: z.boolean(),
    supersededBy: z.nullable(z.string()),
    supersededAt: z.nullable(z.string()),
    supersededReason: z.nullable(maxStr(300)),
    scope: z.enum(SCOPES),
  }),
);
export type MemoryPatch = z.infer<typeof memoryPatchSchema>;

export function isMemoryType(value: string): value is MemoryType {
  return (MEMORY_TYPES as readonly string[]).includes(value);
}
