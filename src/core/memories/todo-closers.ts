/**
 * What a session did that can close a todo: each item of Claude Code's task list the first time it is
 * marked completed (TodoWrite `[completed] <content>`, TaskUpdate `update <id> completed` of a
 * TaskCreate `create: <subject>`) and the subject of each commit that succeeded (`git commit -m`), with
 * the time it happened. core/memories/supersede.ts `closedTodos` matches them to open todos. Pure.
 */
import { isCommandTool } from "../agents/tool-kinds.js";
import type { ActivityEvent } from "../capture/events.js";
import { commitSubject } from "../capture/session-sources.js";
import type { Closer } from "./supersede.js";

export function todoClosers(events: readonly ActivityEvent[]): Closer[] {
  const out: Closer[] = [];
  const done = new Set<string>();
  const tasks: string[] = [];
  const complete = (text: string, at: string) => {
    if (done.has(text)) return;
    done.add(text);
    out.push({ kind: "task", text, at });
  };
  for (const e of events) {
    if (e.kind !== "tool" || e.ok === false || !e.tool) continue;
    if (e.tool === "TodoWrite" && e.detail) {
      for (const line of e.detail.split("\n")) {
        const m = /^\[completed\] (.+)$/.exec(line);
        if (m?.[1]) complete(m[1], e.ts);
      }
    } else if (e.tool === "TaskCreate" && e.detail?.startsWith("create: ")) {
      tasks.push(e.detail.slice(8));
    } else if (e.tool === "TaskUpdate" && e.detail) {
      const m = /^update #?(\d+) completed(?:: (.+))?$/.exec(e.detail);
      const text = m?.[2] ?? (m?.[1] ? tasks[Number(m[1]) - 1] : undefined);
      if (text) complete(text, e.ts);
    } else if (isCommandTool(e.tool) && e.ok === true && e.command) {
      const subject = commitSubject(e.command);
      if (subject) out.push({ kind: "commit", text: subject, at: e.ts });
    }
  }
  return out;
}
