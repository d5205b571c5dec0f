/**
 * The ten save_* tools: one per memory type, each a thin call into app/save-memory.ts (validation,
 * redaction, baseline confidence, dedupe) with provenance `{kind:"mcp", event:<tool>, sessionId}` and
 * the project's HEAD commit. save_verified_command shares capture's dedupeKey (`cmd:<command>`), so a
 * command Claude saves and one a hook saw passing are one memory. Every save tool takes its text as
 * `body`, the CLI's `--body`; the per-tool names (`rationale`, `details`, `reason`, …) stay as aliases.
 * A save with the same meaning as an existing memory merges into it (outcome "merged", one more
 * sighting); `supersedes` names memories the saved one replaces.
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod/mini";
import { saveMemory } from "../app/memories/save-memory.js";
import { classifyCommand, normalizeCommand } from "../core/capture/command-kind.js";
import { commandKey } from "../core/memories/dedupe-key.js";
import type { MemoryType, Severity } from "../core/memories/memory.js";
import { redact } from "../core/redact/redact.js";
import { IDEMPOTENT_WRITE, WRITE } from "./annotations.js";
import type { McpDeps } from "./deps.js";
import { guarded } from "./result.js";
import {
  bodyArg,
  d,
  filesArg,
  idArg,
  memoryOut,
  memoryView,
  pinnedArg,
  severityArg,
  tagsArg,
  titleArg,
} from "./schemas.js";

const saveOut = z.object({
  id: z.string().check(d("Id of the saved memory: use it with get_memory, update_memory, pin, forget")),
  created: z
    .boolean()
    .check(d("false when an existing memory with the same key or the same meaning took the save instead")),
  outcome: z
    .enum(["created", "updated", "unchanged", "merged"])
    .check(d("merged: a memory with the same meaning existed; this save is kept as one of its sightings")),
  superseded: z.array(z.string()).check(d("Ids of memories this save marked superseded")),
  memory: memoryOut,
});

const supersedesArg = z.optional(
  z
    .array(idArg)
    .check(
      z.maxLength(20),
      d("Ids of memories this one replaces: they leave the context pack and search (still readable by id)"),
    ),
);

interface SaveSpec {
  tool: string;
  type: MemoryType;
  description: string;
  title: string;
  /** Name and description of the argument stored as the body. */
  body: [string, string];
  severity?: boolean;
}

const SPECS: readonly SaveSpec[] = [
  {
    tool: "save_decision",
    type: "decision",
    description:
      "Record an architectural or implementation decision and why it was made, so later sessions follow it.",
    title: "The decision, one line (e.g. 'Use Redis for refresh-token metadata')",
    body: ["rationale", "Why: the reasons, alternatives rejected, trade-offs"],
  },
  {
    tool: "save_preference",
    type: "preference",
    description: "Record a coding or style preference of this project or user.",
    title: "The preference, one line (e.g. 'Prefer service classes over fat route handlers')",
    body: ["details", "Details or examples"],
  },
  {
    tool: "save_constraint",
    type: "constraint",
    description: "Record a hard rule that must not be violated, with its severity.",
    title: "The rule, one line (e.g. 'Never edit generated files under src/gen')",
    body: ["reason", "Why the rule exists"],
    severity: true,
  },
  {
    tool: "save_task_summary",
    type: "task_summary",
    description: "Record a recap of a finished task: what changed, commands run, outcome, follow-ups.",
    title: "What the task was, one line",
    body: ["summary", "What changed, what was run, the outcome, what is left"],
  },
  {
    tool: "save_bug_note",
    type: "bug_note",
    description: "Record a bug: symptom, cause, fix or workaround.",
    title: "The bug, one line",
    body: ["details", "Symptom, root cause, fix or workaround"],
  },
  {
    tool: "save_failed_attempt",
    type: "failed_attempt",
    description: "Record an approach that was tried and did not work, so it is not retried.",
    title: "The approach that failed, one line",
    body: ["reason", "Why it failed, and what worked instead if anything"],
  },
  {
    tool: "save_todo",
    type: "todo",
    description: "Record a follow-up task to remember across sessions.",
    title: "The todo, one line",
    body: ["details", "Details"],
  },
  {
    tool: "save_open_question",
    type: "open_question",
    description: "Record an unresolved question the team or assistant should keep in mind.",
    title: "The question",
    body: ["context", "Context: what is known, who might answer"],
  },
  {
    tool: "save_fact",
    type: "project_fact",
    description: "Record a durable fact about the project (e.g. 'The API base path is /v1').",
    title: "The fact, one line",
    body: ["details", "Details"],
  },
];

async function save(
  deps: McpDeps,
  tool: string,
  fields: {
    type: MemoryType;
    title: string;
    body?: string;
    files?: string[];
    tags?: string[];
    pinned?: boolean;
    severity?: Severity | null;
    dedupeKey?: string | null;
    supersedes?: string[];
  },
) {
  const project = await deps.project();
  const r = await saveMemory(
    deps.stores.store,
    {
      project: project.id,
      type: fields.type,
      title: fields.title,
      body: fields.body ?? "",
      files: fields.files ?? [],
      tags: fields.tags ?? [],
      pinned: fields.pinned ?? false,
      severity: fields.severity ?? null,
      gitCommit: deps.gitCommit(project),
      dedupeKey: fields.dedupeKey ?? null,
      source: { kind: "mcp", event: tool, sessionId: deps.sessionId, toolUseId: null },
    },
    deps.now(),
    { supersedes: fields.supersedes, via: "mcp" },
  );
  return {
    id: r.memory.id,
    created: r.created,
    outcome: r.outcome,
    superseded: r.superseded,
    memory: memoryView(r.memory),
  };
}

export function registerSaveTools(server: McpServer, deps: McpDeps): void {
  for (const spec of SPECS) {
    const [bodyName, bodyDoc] = spec.body;
    const input = z.strictObject({
      title: titleArg(spec.title),
      body: bodyArg(`${bodyDoc} (\`${bodyName}\` is the same field under its older name)`),
      [bodyName]: bodyArg(`Alias of body: ${bodyDoc}`),
      ...(spec.severity ? { severity: z._default(severityArg, "medium") } : {}),
      files: filesArg,
      tags: tagsArg,
      pinned: pinnedArg,
      supersedes: supersedesArg,
    });
    server.registerTool(
      spec.tool,
      {
        title: spec.tool.replaceAll("_", " "),
        description: spec.description,
        inputSchema: input,
        outputSchema: saveOut,
        annotations: WRITE,
      },
      guarded(async (a: Record<string, unknown>) =>
        save(deps, spec.tool, {
          type: spec.type,
          title: a.title as string,
          body: (a.body ?? a[bodyName]) as string | undefined,
          files: a.files as string[] | undefined,
          tags: a.tags as string[] | undefined,
          pinned: a.pinned as boolean | undefined,
          severity: spec.severity ? (a.severity as Severity) : null,
          supersedes: a.supersedes as string[] | undefined,
        }),
      ),
    );
  }

  server.registerTool(
    "save_verified_command",
    {
      title: "save verified command",
      description:
        "Record a command confirmed to work in this repository (tests, build, lint…), so later sessions run the right one.",
      inputSchema: z.strictObject({
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
      outputSchema: saveOut,
      // the same command saved twice is one memory (dedupeKey cmd:<command>)
      annotations: IDEMPOTENT_WRITE,
    },
    guarded(async (a) => {
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
    }),
  );
}
