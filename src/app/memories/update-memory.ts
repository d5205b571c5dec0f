/**
 * Changes fields of an existing memory: validated (memoryPatchSchema), text redacted like save-memory,
 * severity only on constraints. Errors: INVALID_INPUT (bad or empty patch; nothing is written),
 * NOT_FOUND.
 */
import { CairnError } from "../../core/common/errors.js";
import { parseOrThrow } from "../../core/common/validate.js";
import { type Memory, memoryPatchSchema } from "../../core/memories/memory.js";
import { redact } from "../../core/redact/redact.js";
import type { Store } from "../../store/store.js";

export async function updateMemory(
  store: Store,
  id: string,
  patch: unknown,
  now: Date = new Date(),
): Promise<Memory> {
  const p = await parseOrThrow(memoryPatchSchema, patch, "update");
  if (Object.values(p).every((v) => v === undefined))
    throw new CairnError("INVALID_INPUT", "update: nothing to change");
  const existing = await store.getMemory(id);
  if (!existing) throw new CairnError("NOT_FOUND", `no memory with id ${id}`);
  if (p.severity && existing.type !== "constraint")
    throw new CairnError("INVALID_INPUT", "update: severity applies only to constraints");
  return store.updateMemory(
    id,
    {
      ...p,
      title: p.title === undefined ? undefined : redact(p.title),
      body: p.body === undefined ? undefined : redact(p.body),
      tags: p.tags?.map(redact),
      files: p.files?.map(redact),
    },
    now.toISOString(),
  );
}
