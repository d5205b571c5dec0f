/**
 * Claude Code's auto memory, as the shipped CLI (2.1.197, 2.1.330) lays it out: the folder
 * `~/.claude/projects/<sanitised cwd>/memory/`, one markdown file per memory with the frontmatter its system
 * prompt asks for, and the `MEMORY.md` index. The client has no model-free writer: its main agent writes these
 * files with the Write tool when the system prompt's "# Memory" section tells it to, so a scripted run writes
 * one by scripting those Write calls (`memoryWriteSteps`). Facts and sources: docs/agents/claude-code-auto-memory.md.
 */
import { join } from "node:path";
import type { ScriptStep } from "./fake-anthropic.js";

/** The four memory types of the client's "# Memory" prompt section. */
export type AutoMemoryType = "user" | "feedback" | "project" | "reference";

export interface AutoMemory {
  /** Short kebab-case slug; other memories link to it as `[[name]]`. */
  name: string;
  /** One line, used by the client to decide relevance during recall. */
  description: string;
  type: AutoMemoryType;
  /** The fact; for feedback/project the prompt asks for **Why:** and **How to apply:** lines. */
  body: string;
  /** File name inside the memory folder (default `<name>.md`). */
  file?: string;
  /** Title of the `MEMORY.md` pointer line (default: the name). */
  title?: string;
}

/** 32-bit Java-style string hash (`h = 31*h + charCode`, wrapped to int32) over UTF-16 code units. */
function javaHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

/**
 * Folder name the client gives a cwd under `~/.claude/projects/`: every character outside `[A-Za-z0-9]`
 * becomes `-`; a result longer than 200 characters is cut to 200 and `-<base36 of |hash(cwd)|>` is appended.
 */
export function sanitisedProjectName(cwd: string): string {
  const name = cwd.replace(/[^A-Za-z0-9]/g, "-");
  if (name.length <= 200) return name;
  return `${name.slice(0, 200)}-${Math.abs(javaHash(cwd)).toString(36)}`;
}

/** `<home>/.claude/projects/<sanitised cwd>/memory` (no trailing slash; `autoMemoryDirectory` unset). */
export function autoMemoryDir(home: string, cwd: string): string {
  return join(home, ".claude", "projects", sanitisedProjectName(cwd), "memory");
}

/** A memory file's text in the format of the client's "# Memory" prompt (`type` under `metadata:`). */
export function memoryFileText(m: AutoMemory): string {
  return `---\nname: ${m.name}\ndescription: ${m.description}\nmetadata:\n  type: ${m.type}\n---\n\n${m.body.trim()}\n`;
}

/** The `MEMORY.md` pointer line the prompt asks for: `- [Title](file.md) — hook`. */
export function indexLine(m: AutoMemory): string {
  return `- [${m.title ?? m.name}](${m.file ?? `${m.name}.md`}) — ${m.description}`;
}

/**
 * Script steps that make the client's main agent save `memories` the way its prompt instructs: one Write
 * per memory file, then one Write of `MEMORY.md` holding `existingIndex` lines plus a pointer per memory
 * (a new index: the Write tool refuses to overwrite a file the session has not read).
 */
export function memoryWriteSteps(
  dir: string,
  memories: AutoMemory[],
  existingIndex: string[] = [],
): ScriptStep[] {
  const files: ScriptStep[] = memories.map((m) => ({
    tool: "Write",
    input: { file_path: join(dir, m.file ?? `${m.name}.md`), content: memoryFileText(m) },
  }));
  const index = [...existingIndex, ...memories.map(indexLine)].join("\n");
  return [...files, { tool: "Write", input: { file_path: join(dir, "MEMORY.md"), content: `${index}\n` } }];
}
