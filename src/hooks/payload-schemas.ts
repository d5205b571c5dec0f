/**
 * zod schemas for the hook payloads of the events that open the store (https://code.claude.com/docs/en/hooks, "Hook input",
 * checked against payloads recorded from Claude Code 2.1.197 and 2.1.330). Unknown fields pass through:
 * the format grows with every release. Loaded by payload.ts only for a payload its plain checks do not
 * accept, so that zod builds these schemas and reports the issues.
 */
import * as z from "zod/mini";
import { parseOrThrow } from "../core/common/validate.js";

const nonEmpty = z.string().check(z.minLength(1));
const opt = z.optional(z.string());
const common = z.looseObject({
  session_id: nonEmpty,
  /** Codex CLI sends null when it keeps no rollout (e.g. `codex exec --ephemeral`). */
  transcript_path: z.optional(z.nullable(z.string())),
  cwd: nonEmpty,
  hook_event_name: z.string(),
  prompt_id: opt,
  agent_id: opt,
  agent_type: opt,
});

export const sessionStartPayload = z.extend(common, { source: opt, model: opt });

export const userPromptSubmitPayload = z.extend(common, { prompt: z.string() });

export const checkpointPayload = z.extend(common, {
  /** Stop / SubagentStop */
  stop_hook_active: z.optional(z.boolean()),
  /** SubagentStop: the subagent's own transcript */
  agent_transcript_path: opt,
  last_assistant_message: z.optional(z.nullable(z.string())),
  /** PreCompact, PostCompact */
  trigger: z.optional(z.nullable(z.string())),
  /** PostCompact: the compaction summary, the model's answer verbatim */
  compact_summary: z.optional(z.nullable(z.string())),
  /** SessionEnd */
  reason: opt,
});

export type SessionStartPayload = z.infer<typeof sessionStartPayload>;
export type UserPromptSubmitPayload = z.infer<typeof userPromptSubmitPayload>;
export type CheckpointPayload = z.infer<typeof checkpointPayload>;

/** Parses a hook payload or throws CairnError("INVALID_INPUT") naming the event and bad fields (the entry fails open on it). */
export function parseWithSchema<T>(schema: z.ZodMiniType<T>, payload: unknown, event: string): Promise<T> {
  return parseOrThrow(schema, payload, `invalid ${event} payload`);
}
