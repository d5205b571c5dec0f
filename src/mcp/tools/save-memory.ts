/**
 * The nine save_<type> tools other than save_verified_command, one per memory type, from one table:
 * each takes its text as `body`, the CLI's `--body`; the per-tool names (`rationale`, `details`,
 * `reason`, …) stay as aliases. A save with the same meaning as an existing memory merges into it
 * (outcome "merged", one more sighting); `supersedes` names memories the saved one replaces.
 */
import * as z from "zod/mini";
import type { MemoryType, Severity } from "../../core/memories/memory.js";
import { WRITE } from "../annotations.js";
import { bodyArg, filesArg, pinnedArg, severityArg, tagsArg, titleArg } from "../schemas.js";
import { save, saveOut, supersedesArg } from "./save-shared.js";
import type { McpTool } from "./tool.js";

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

function saveTool(spec: SaveSpec): McpTool {
  const [bodyName, bodyDoc] = spec.body;
  return {
    name: spec.tool,
    title: spec.tool.replaceAll("_", " "),
    description: spec.description,
    input: z.strictObject({
      title: titleArg(spec.title),
      body: bodyArg(`${bodyDoc} (\`${bodyName}\` is the same field under its older name)`),
      [bodyName]: bodyArg(`Alias of body: ${bodyDoc}`),
      ...(spec.severity ? { severity: z._default(severityArg, "medium") } : {}),
      files: filesArg,
      tags: tagsArg,
      pinned: pinnedArg,
      supersedes: supersedesArg,
    }),
    output: saveOut,
    annotations: WRITE,
    run: (deps, a: Record<string, unknown>) =>
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
  };
}

export const saveMemoryTools: readonly McpTool[] = SPECS.map(saveTool);
