/**
 * Renders the append-only progress log as the project-planner plugin's markdown: one block per event, headed
 * `## YYYY-MM-DDTHH:MM:SSZ — EVENT`, with the task id, previous → new status and the detail. Pure.
 */
import type { TaskEvent } from "./model.js";
import { describeVelocity, type Velocity } from "./velocity.js";

/** ISO-8601 to a second-precision UTC stamp (`YYYY-MM-DDTHH:MM:SSZ`). */
export function logStamp(iso: string): string {
  return `${iso.slice(0, 19)}Z`;
}

export function renderEvent(e: TaskEvent): string {
  const lines = [`## ${logStamp(e.ts)} — ${e.type}`, ""];
  if (e.taskId) lines.push(`- Task: ${e.taskId}`);
  if (e.prevStatus || e.newStatus) lines.push(`- Status: ${e.prevStatus ?? "—"} → ${e.newStatus ?? "—"}`);
  if (e.detail) lines.push(`- Detail: ${e.detail.replace(/\s*\n\s*/g, " ")}`);
  const v = e.data?.velocity as Velocity | undefined;
  if (v && typeof v === "object" && typeof v.completed === "number")
    lines.push(`- Velocity: ${describeVelocity(v)}`);
  if (e.sessionId) lines.push(`- Session: ${e.sessionId}`);
  return lines.join("\n");
}

export function renderProgressLog(board: string, events: readonly TaskEvent[]): string {
  const head = `# Progress log: ${board}\n\nAppend-only; rendered from Cairn's store (\`cairn tasks log\`). Oldest first.\n`;
  return `${[head, ...events.map(renderEvent)].join("\n")}\n`;
}
