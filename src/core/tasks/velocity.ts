/**
 * Rolling velocity from the progress log (the project-planner plugin's velocity.json), recomputed after every completion:
 * over the last `window` leaf completions, tasks per day, mean actual minutes, and actual ÷ estimate
 * (above 1: estimates run short). Parent completions are left out (their minutes are their children's).
 */

export interface Completion {
  ts: string;
  actualMinutes: number | null;
  estimateMinutes: number | null;
}

export interface Velocity {
  window: number;
  /** Completions counted (≤ window). */
  completed: number;
  /** Completions per day between the first and last counted; null with fewer than two or no time between. */
  tasksPerDay: number | null;
  avgActualMinutes: number | null;
  /** Σ actual ÷ Σ estimate over completions that have both; null when none do. */
  estimateRatio: number | null;
  /** Oldest and newest completion counted. */
  from: string | null;
  to: string | null;
}

export const VELOCITY_WINDOW = 10;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** `completions` in log order (oldest first); the last `window` count. */
export function velocity(completions: readonly Completion[], window = VELOCITY_WINDOW): Velocity {
  const recent = completions.slice(-window);
  const first = recent[0];
  const last = recent[recent.length - 1];
  const spanDays = first && last ? (Date.parse(last.ts) - Date.parse(first.ts)) / 86_400_000 : 0;
  const actuals = recent.map((c) => c.actualMinutes).filter((m): m is number => m !== null);
  const both = recent.filter((c) => c.actualMinutes !== null && c.estimateMinutes);
  const est = both.reduce((n, c) => n + (c.estimateMinutes ?? 0), 0);
  return {
    window,
    completed: recent.length,
    tasksPerDay: recent.length >= 2 && spanDays > 0 ? round2((recent.length - 1) / spanDays) : null,
    avgActualMinutes: actuals.length > 0 ? round2(actuals.reduce((a, b) => a + b, 0) / actuals.length) : null,
    estimateRatio: est > 0 ? round2(both.reduce((n, c) => n + (c.actualMinutes ?? 0), 0) / est) : null,
    from: first?.ts ?? null,
    to: last?.ts ?? null,
  };
}

export function describeVelocity(v: Velocity): string {
  if (v.completed === 0) return "no completions yet";
  const parts = [`last ${v.completed}`];
  if (v.tasksPerDay !== null) parts.push(`${v.tasksPerDay} tasks/day`);
  if (v.avgActualMinutes !== null) parts.push(`avg ${v.avgActualMinutes} min`);
  if (v.estimateRatio !== null) parts.push(`${v.estimateRatio}× estimate`);
  return parts.join(", ");
}
