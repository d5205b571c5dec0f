/**
 * Compact activity events: what a session did, never raw tool output. One row per prompt, tool
 * call or lifecycle event. Produced by hooks (via the spool) and by transcript import.
 */
import * as z from "zod/mini";
import { INTERRUPTED } from "./interrupted.js";

/** `assistant`: a finding Claude stated in a message (core/capture/finding), its words as the detail. */
export const EVENT_KINDS = [
  "prompt",
  "tool",
  "stop",
  "compact",
  "session_start",
  "session_end",
  "assistant",
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export { INTERRUPTED };

/** True for a tool event the user stopped (see INTERRUPTED). */
export function isInterrupted(e: { error: string | null }): boolean {
  return e.error === INTERRUPTED;
}

const str = (max: number) => z.string().check(z.maxLength(max));
const nullableStr = (max: number) => z._default(z.nullable(str(max)), null);

/** The zod schema of an activity event (built on first use: see {@link activityEventSchema}). */
const buildSchema = () =>
  z.object({
    sessionId: z.string().check(z.minLength(1), z.maxLength(128)),
    /** ISO-8601 UTC. */
    ts: z.string().check(z.minLength(1)),
    kind: z.enum(EVENT_KINDS),
    /** Claude Code hook event name, or "import". */
    event: str(64),
    tool: nullableStr(128),
    toolUseId: nullableStr(128),
    /** Absolute paths as Claude Code reported them (redacted); made project-relative at ingest. */
    files: z._default(z.array(str(1024)).check(z.maxLength(64)), []),
    /** Bash command (redacted, ≤ 2,000 chars). */
    command: nullableStr(2000),
    /** true = succeeded, false = failed, null = not applicable. */
    ok: z._default(z.nullable(z.boolean()), null),
    exitCode: z._default(z.nullable(z.int()), null),
    /** First meaningful error line (redacted, ≤ 500 chars). */
    error: nullableStr(500),
    /** Prompt text, last assistant message or other short detail (redacted, ≤ 4,000 chars). */
    detail: nullableStr(4000),
    cwd: nullableStr(4096),
    agentId: nullableStr(128),
  });
type Schema = ReturnType<typeof buildSchema>;
let schema: Schema | undefined;
/** The zod schema itself, built on the first call: judges what the plain path does not accept. */
export const activityEventZodSchema = (): Schema => {
  schema ??= buildSchema();
  return schema;
};

/**
 * The activity event schema, built on its first use: a hook that reads no event (most runs) never
 * builds it. `safeParse` takes a plain path first ({@link plainEvent}) and asks zod only for what
 * that path does not accept, so a rejected value gets zod's own issues.
 */
export const activityEventSchema = {
  safeParse(value: unknown): ReturnType<Schema["safeParse"]> {
    const plain = plainEvent(value);
    if (plain !== undefined) return { success: true, data: plain };
    return activityEventZodSchema().safeParse(value);
  },
  parse(value: unknown): ActivityEvent {
    const r = activityEventSchema.safeParse(value);
    if (r.success) return r.data;
    throw r.error;
  },
};
export type ActivityEvent = z.output<Schema>;
export type ActivityEventInput = z.input<Schema>;

const KINDS: ReadonlySet<unknown> = new Set(EVENT_KINDS);
/** `v` is a string of `min` to `max` UTF-16 units (zod's `minLength`/`maxLength` count `.length`). */
const isStr = (v: unknown, max: number, min = 0): v is string =>
  typeof v === "string" && v.length >= min && v.length <= max;
/** A nullable text field with its default: the value, null for null or absent, undefined when invalid. */
const text = (v: unknown, max: number): string | null | undefined =>
  v === undefined || v === null ? null : isStr(v, max) ? v : undefined;

/**
 * What the schema makes of `value` when it is an ordinary valid event (every field of the expected
 * type and length): the same fields, in the schema's order, with the same defaults; undefined for
 * anything else, which the schema itself then judges. Accepts nothing the schema rejects.
 */
function plainEvent(value: unknown): ActivityEvent | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  if (!isStr(v.sessionId, 128, 1) || !isStr(v.ts, Number.POSITIVE_INFINITY, 1) || !KINDS.has(v.kind))
    return undefined;
  if (!isStr(v.event, 64)) return undefined;
  const files = v.files === undefined ? [] : v.files;
  if (!Array.isArray(files) || files.length > 64 || !files.every((f) => isStr(f, 1024))) return undefined;
  const ok = v.ok === undefined ? null : v.ok;
  if (ok !== null && typeof ok !== "boolean") return undefined;
  const exitCode = v.exitCode === undefined ? null : v.exitCode;
  if (exitCode !== null && !Number.isSafeInteger(exitCode)) return undefined;
  const fields = {
    tool: text(v.tool, 128),
    toolUseId: text(v.toolUseId, 128),
    command: text(v.command, 2000),
    error: text(v.error, 500),
    detail: text(v.detail, 4000),
    cwd: text(v.cwd, 4096),
    agentId: text(v.agentId, 128),
  };
  for (const f of Object.values(fields)) if (f === undefined) return undefined;
  const t = fields as { [K in keyof typeof fields]: string | null };
  return {
    sessionId: v.sessionId,
    ts: v.ts,
    kind: v.kind as EventKind,
    event: v.event,
    tool: t.tool,
    toolUseId: t.toolUseId,
    files: [...(files as string[])],
    command: t.command,
    ok: ok as boolean | null,
    exitCode: exitCode as number | null,
    error: t.error,
    detail: t.detail,
    cwd: t.cwd,
    agentId: t.agentId,
  };
}

/** An event with every optional field at its default (null / []); the four identifying fields are required. */
export function activityEvent(
  e: Pick<ActivityEvent, "sessionId" | "ts" | "kind" | "event"> & Partial<ActivityEvent>,
): ActivityEvent {
  return {
    tool: null,
    toolUseId: null,
    files: [],
    command: null,
    ok: null,
    exitCode: null,
    error: null,
    detail: null,
    cwd: null,
    agentId: null,
    ...e,
  };
}
