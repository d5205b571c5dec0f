/**
 * The observation markdown format (after cc-observational-memory, itself after Mastra's
 * observational memory), parsed line by line and rendered back byte for byte:
 *
 *   Date: 2026-02-11
 *   - [P1] (14:30) User prefers TypeScript with strict mode
 *     - [P2] (14:30) Project uses Vite + React
 *   - [P2] (15:45) Sprint review moved. {rel: 2026-02-18 from "next Tuesday"}
 *
 *   Current Task: Implementing database migration system
 *   Suggested Next: Continue with migration CLI in src/cli/migrate.ts
 *
 * Every line is kept: a line that is not a date header, an observation or a continuity line is a
 * `raw` line (headings, blank lines, prose), so `renderObservations(parseObservations(x)) === x`
 * for every string x. Pure: no I/O.
 */

export type Priority = 1 | 2 | 3;

export type ObsLine =
  | { kind: "date"; date: string }
  | {
      kind: "obs";
      /** Leading spaces; nesting depth is indent / 2. */
      indent: number;
      priority: Priority;
      /** "HH:MM" as written, or null. */
      time: string | null;
      /** Everything after the priority and time, including `{ref: …}` / `{rel: …}` tags. */
      text: string;
    }
  | { kind: "task"; text: string }
  | { kind: "next"; text: string }
  | { kind: "raw"; text: string };

export interface ObsDocument {
  lines: ObsLine[];
  /** Whether the source ended with "\n" (an empty source has no lines and no final newline). */
  finalNewline: boolean;
}

const DATE_LINE = /^Date: (\d{4}-\d{2}-\d{2})$/;
const OBS_LINE = /^( *)- \[P([123])\] (?:\((\d{1,2}:\d{2})\) )?(\S.*)$/;
const TASK_LINE = /^Current Task: (.*)$/;
const NEXT_LINE = /^Suggested Next: (.*)$/;

export function parseLine(text: string): ObsLine {
  let m = DATE_LINE.exec(text);
  if (m?.[1]) return { kind: "date", date: m[1] };
  m = OBS_LINE.exec(text);
  if (m?.[4] !== undefined) {
    return {
      kind: "obs",
      indent: m[1]?.length ?? 0,
      priority: Number(m[2]) as Priority,
      time: m[3] ?? null,
      text: m[4],
    };
  }
  m = TASK_LINE.exec(text);
  if (m?.[1] !== undefined) return { kind: "task", text: m[1] };
  m = NEXT_LINE.exec(text);
  if (m?.[1] !== undefined) return { kind: "next", text: m[1] };
  return { kind: "raw", text };
}

export function renderLine(line: ObsLine): string {
  switch (line.kind) {
    case "date":
      return `Date: ${line.date}`;
    case "obs":
      return `${" ".repeat(line.indent)}- [P${line.priority}] ${line.time ? `(${line.time}) ` : ""}${line.text}`;
    case "task":
      return `Current Task: ${line.text}`;
    case "next":
      return `Suggested Next: ${line.text}`;
    default:
      return line.text;
  }
}

/** Splits on "\n" only; a "\r" stays in the line, which then parses as raw, so CRLF files survive too. */
export function parseObservations(source: string): ObsDocument {
  if (source === "") return { lines: [], finalNewline: false };
  const finalNewline = source.endsWith("\n");
  const body = finalNewline ? source.slice(0, -1) : source;
  return { lines: body.split("\n").map(parseLine), finalNewline };
}

export function renderObservations(doc: ObsDocument): string {
  if (doc.lines.length === 0) return doc.finalNewline ? "\n" : "";
  return `${doc.lines.map(renderLine).join("\n")}${doc.finalNewline ? "\n" : ""}`;
}
