/**
 * save_verified_command: a command confirmed to work. It shares capture's dedupeKey (`cmd:<command>`),
 * so a command Claude saves and one a hook saw passing are one memory.
 */
import * as z from "zod/mini";
import { classifyCommand, normalizeCommand } from "../../core/capture/command-kind.js";
import { commandKey } from "../../core/memories/dedupe-key.js";
import { redact } from "../../core/redact/redact.js";
import { IDEMPOTENT_WRITE } from "../annotations.js";
import { bodyArg, d, filesArg, pinnedArg, tagsArg } from "../schemas.js";
import { save, saveOut, supersedesArg } from "./save-shared.js";
import { defineTool } from "./tool.js";

export const saveVerifiedCommandTool = defineTool({
  name: "save_verified_command",
  title: "save verified command",
  description:
    "Record a command confirmed to work in this repository (tests, build, lint…), so later sessions run the right one.",
  input: z.strictObject({
    command: z
      .string()
      .check(z.trim(), z.minLength(1), z.maxLength(2000), d("The exact command, e.g. 'pnpm test'")),
    body: bodyArg("What it does, when to use it, what it needs (`description` is the same field)"),
    description: bodyArg("Alias of body: what it does, when to use it, what it needs"),
    files: filesArg,
    tags: tagsArg,
    pinned: pinnedArg,
    supersedes: supersedesArg,
  }),
  output: saveOut,
  // the same command saved twice is one memory (dedupeKey cmd:<command>)
  annotations: IDEMPOTENT_WRITE,
  async run(deps, a) {
    // redacted before it becomes the title and the dedupe key (`cmd:<command>`)
    const norm = normalizeCommand(redact(a.command));
    const kind = classifyCommand(a.command);
    return save(deps, "save_verified_command", {
      type: "verified_command",
      title: norm.slice(0, 300),
      body:
        a.body ?? a.description ?? (kind ? `${kind} command; verified by Claude.` : "Verified by Claude."),
      files: a.files,
      tags: [...(kind ? [kind] : []), ...(a.tags ?? [])],
      pinned: a.pinned,
      supersedes: a.supersedes,
      dedupeKey: commandKey(norm),
    });
  },
});
