/** Terminal rendering of tasks: status marks, one-line tasks, the tree view of a board, a task's detail. */
import type { TaskDetail } from "../../app/tasks/show-task.js";
import type { TaskWrite } from "../../app/tasks/task-write.js";
import { formatAge } from "../../core/common/age.js";
import { treeOrder } from "../../core/tasks/graph.js";
import type { Task, TaskStatus } from "../../core/tasks/model.js";
import { logStamp } from "../../core/tasks/progress-log.js";
import { describeVelocity, type Velocity } from "../../core/tasks/velocity.js";

export const MARK: Record<TaskStatus, string> = {
  PENDING: "○",
  IN_RESEARCH: "?",
  RESEARCHED: "◇",
  IN_PROGRESS: "▶",
  VALIDATING: "◎",
  COMPLETE: "✓",
  BLOCKED: "✗",
  CANCELLED: "–",
};

function minutes(t: Task): string {
  if (t.actualMinutes !== null && t.estimateMinutes !== null)
    return `${t.actualMinutes}/${t.estimateMinutes} min`;
  if (t.actualMinutes !== null) return `${t.actualMinutes} min`;
  if (t.estimateMinutes !== null) return `est ${t.estimateMinutes} min`;
  return "";
}

/** `▶ t3 Write the parser [IN_PROGRESS · task · high · est 60 min] — reason` */
export function taskLine(t: Task): string {
  const meta = [
    t.status,
    t.level,
    t.priority === "medium" ? "" : t.priority,
    minutes(t),
    t.phase ? `phase ${t.phase}` : "",
  ]
    .filter(Boolean)
    .join(" · ");
  const deps = t.dependencies.length > 0 ? ` ⟵ ${t.dependencies.join(",")}` : "";
  const why = t.blockedReason ? ` — ${t.blockedReason}` : "";
  return `${MARK[t.status]} ${t.id}  ${t.title}  [${meta}]${deps}${why}`;
}

/** Tree view: box-drawing guides, children under parents in creation order. */
export function treeLines(tasks: readonly Task[]): string[] {
  return treeOrder(tasks).map(({ task, depth, last, ancestorsLast }) => {
    if (depth === 0) return taskLine(task);
    const guides = ancestorsLast
      .slice(1)
      .map((l) => (l ? "   " : "│  "))
      .join("");
    return `${guides}${last ? "└─ " : "├─ "}${taskLine(task)}`;
  });
}

export function boardSummary(board: string, tasks: readonly Task[]): string {
  const n = (s: TaskStatus[]) => tasks.filter((t) => s.includes(t.status)).length;
  const parts = [
    `${n(["COMPLETE"])} complete`,
    `${n(["IN_PROGRESS", "VALIDATING", "IN_RESEARCH"])} in progress`,
    `${n(["BLOCKED"])} blocked`,
    `${n(["PENDING", "RESEARCHED"])} pending`,
  ];
  const cancelled = n(["CANCELLED"]);
  if (cancelled > 0) parts.push(`${cancelled} cancelled`);
  return `Board ${board} — ${tasks.length} tasks: ${parts.join(", ")}`;
}

/** What a write did, for the terminal. */
export function writeLines(verb: string, w: TaskWrite & { velocity?: Velocity }): string[] {
  const [first, ...rest] = w.changed;
  const lines = first ? [`${verb} ${first.id}: ${first.title} (${first.status})`] : [];
  for (const t of rest) lines.push(`  ${MARK[t.status]} ${t.id} → ${t.status}: ${t.title}`);
  for (const p of w.phases ?? []) lines.push(`  phase "${p}" complete`);
  if (w.checkpoint !== null) lines.push(`  checkpoint ${w.checkpoint} written`);
  if (w.velocity) lines.push(`  velocity: ${describeVelocity(w.velocity)}`);
  return lines;
}

export function detailLines(d: TaskDetail, now: Date): string[] {
  const t = d.task;
  const lines = [taskLine(t), `board ${t.board} · created ${formatAge(t.createdAt, now)}`];
  if (t.description) lines.push("", t.description, "");
  if (d.parent) lines.push(`parent:       ${d.parent.id} ${d.parent.title} (${d.parent.status})`);
  if (d.children.length > 0) lines.push("subtasks:", ...d.children.map((c) => `  ${taskLine(c)}`));
  if (d.dependencies.length > 0)
    lines.push(`depends on:   ${d.dependencies.map((x) => `${x.id} (${x.status})`).join(", ")}`);
  if (d.waitingOn.length > 0) lines.push(`waiting on:   ${d.waitingOn.join(", ")}`);
  if (t.startedAt) lines.push(`started:      ${t.startedAt} (${formatAge(t.startedAt, now)})`);
  if (t.completedAt) lines.push(`completed:    ${t.completedAt}`);
  if (t.staleCount > 0) lines.push(`stale resets: ${t.staleCount}`);
  if (d.brief)
    lines.push(
      `brief:        written ${formatAge(d.brief.writtenAt, now)} (${d.brief.fresh ? "fresh, reused by research" : "older than 24h"}), .cairn/tasks/briefs/${t.id}.md`,
    );
  if (d.events.length > 0)
    lines.push(
      "log:",
      ...d.events.map(
        (e) =>
          `  ${logStamp(e.ts)} ${e.type}${e.newStatus && e.prevStatus !== e.newStatus ? ` → ${e.newStatus}` : ""}${e.detail ? `  ${e.detail}` : ""}`,
      ),
    );
  return lines;
}
