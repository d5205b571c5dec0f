/**
 * zod schemas for the hook payloads of the events that open the store (reference §1.4, checked
 * against payloads recorded from Claude Code 2.1.197 and 2.1.330). Unknown fields pass through:
 * the format grows with every release.
 */
import { z } from "zod";

const common = z.looseObject({
  session_id: z.string().min(1),
  transcript_path: z.string().optional(),
  cwd: z.string().min(1),
  hook_event_name: z.string(),
  prompt_id: z.string().optional(),
  agent_id: z.string().optional(),
  agent_type: z.string().optional(),
});

export const sessionStartPayload = common.extend({
  source: z.string().optional(),
  model: z.string().optional(),
});

export const userPromptSubmitPayload = common.extend({ prompt: z.string() });

export const checkpointPayload = common.extend({
  /** Stop / SubagentStop */
  stop_hook_active: z.boolean().optional(),
  last_assistant_message: z.string().nullable().optional(),
  /** PreCompact */
  trigger: z.string().nullable().optional(),
  /** SessionEnd */
  reason: z.string().optional(),
});

export type SessionStartPayload = z.infer<typeof sessionStartPayload>;
export type UserPromptSubmitPayload = z.infer<typeof userPromptSubmitPayload>;
export type CheckpointPayload = z.infer<typeof checkpointPayload>;

/** Parses or throws an Error naming the event and the bad fields (the entry fails open on it). */
export function parsePayload<T>(schema: z.ZodType<T>, payload: unknown, event: string): T {
  const r = schema.safeParse(payload);
  if (!r.success) {
    const fields = r.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ");
    throw new Error(`invalid ${event} payload: ${fields}`);
  }
  return r.data;
}
