/**
 * Hook payloads of the events that open the store, checked as payload-schemas.ts's zod schemas check
 * them (https://code.claude.com/docs/en/hooks, "Hook input"). A payload whose every field the plain
 * checks here accept is returned as zod returns it — the schema's fields present in it in the schema's
 * order, then the other fields in their own order, every value the same — without loading zod or
 * building a schema (most of a hook's validation cost). Any other payload goes to the zod schema,
 * which returns it or throws its own error.
 */
import type * as schemas from "./payload-schemas.js";

export type { CheckpointPayload, SessionStartPayload, UserPromptSubmitPayload } from "./payload-schemas.js";

type Check = (v: unknown) => boolean;
const str: Check = (v) => typeof v === "string";
const nonEmpty: Check = (v) => typeof v === "string" && v.length > 0;
const opt =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);
const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);

/** A payload kind: the name of its zod schema and its fields' checks in the schema's order. */
export interface PayloadKind<T> {
  schema: "sessionStartPayload" | "userPromptSubmitPayload" | "checkpointPayload";
  fields: readonly (readonly [string, Check])[];
  /** The payload's type (never set: carries T). */
  type?: T;
}

/** payload-schemas.ts `common`, field by field. */
const COMMON: PayloadKind<unknown>["fields"] = [
  ["session_id", nonEmpty],
  ["transcript_path", opt(nullable(str))],
  ["cwd", nonEmpty],
  ["hook_event_name", str],
  ["prompt_id", opt(str)],
  ["agent_id", opt(str)],
  ["agent_type", opt(str)],
];

export const sessionStartPayload: PayloadKind<schemas.SessionStartPayload> = {
  schema: "sessionStartPayload",
  fields: [...COMMON, ["source", opt(str)], ["model", opt(str)]],
};

export const userPromptSubmitPayload: PayloadKind<schemas.UserPromptSubmitPayload> = {
  schema: "userPromptSubmitPayload",
  fields: [...COMMON, ["prompt", str]],
};

export const checkpointPayload: PayloadKind<schemas.CheckpointPayload> = {
  schema: "checkpointPayload",
  fields: [
    ...COMMON,
    ["stop_hook_active", opt((v) => typeof v === "boolean")],
    ["agent_transcript_path", opt(str)],
    ["last_assistant_message", opt(nullable(str))],
    ["trigger", opt(nullable(str))],
    ["compact_summary", opt(nullable(str))],
    ["reason", opt(str)],
  ],
};

/** The payload as zod's loose object returns it, or undefined when a check fails (or the input is unusual). */
export function plainPayload<T>(kind: PayloadKind<T>, payload: unknown): T | undefined {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return undefined;
  const p = payload as Record<string, unknown>;
  if (Object.hasOwn(p, "__proto__")) return undefined;
  const out: Record<string, unknown> = {};
  const known = new Set<string>();
  for (const [key, check] of kind.fields) {
    known.add(key);
    if (!check(p[key])) return undefined;
    if (key in p) out[key] = p[key];
  }
  for (const key of Object.keys(p)) if (!known.has(key)) out[key] = p[key];
  return out as T;
}

/** Parses a hook payload or throws CairnError("INVALID_INPUT") naming the event and bad fields (the entry fails open on it). */
export async function parsePayload<T>(kind: PayloadKind<T>, payload: unknown, event: string): Promise<T> {
  const plain = plainPayload(kind, payload);
  if (plain !== undefined) return plain;
  const zod = await import("./payload-schemas.js");
  return zod.parseWithSchema(
    zod[kind.schema] as unknown as Parameters<typeof zod.parseWithSchema<T>>[0],
    payload,
    event,
  );
}
