/**
 * The observations' part of the SessionStart pack (registered in app/context-providers.ts), placed
 * "lead" (right after the last session): Continuity — Current Task, Suggested Next, this branch's
 * plan progress and, once, a pending-observation suggestion left by a SessionEnd — then the global
 * observations (preferences, workflows; P1 first, then newest). Committed and local observations
 * reach the pack as typed memories (index-store.ts), ranked with the rest. Nothing when observations
 * are off or the project opted out.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PackSection } from "../../core/context/context-pack.js";
import { stripTags } from "../../core/observations/dates.js";
import { continuity, flatten } from "../../core/observations/document.js";
import { planFileName, planProgress } from "../../core/observations/plans.js";
import { currentBranch } from "../env/git.js";
import { findGitRoot } from "../env/project.js";
import { homeScope, writeFileSafe } from "../env/safe-write.js";
import type { ContextProvider } from "../extension/provider-input.js";
import type { PendingMarker } from "./checkpoint.js";
import { readDoc } from "./files.js";
import { observationPaths, optedOut, pendingPath } from "./paths.js";
import { observerSettings } from "./settings.js";

type Item = PackSection["items"][number];

function pendingItem(
  home: string,
  projectId: string,
  sessionId: string | undefined,
  readOnly: boolean,
): Item | null {
  const path = pendingPath(home, projectId);
  let marker: PendingMarker;
  try {
    marker = JSON.parse(readFileSync(path, "utf8")) as PendingMarker;
  } catch {
    // no pending marker (or one cut by a partial write): nothing to observe
    return null;
  }
  if (marker.shownIn && marker.shownIn !== sessionId) return null;
  if (sessionId && !marker.shownIn && !readOnly)
    writeFileSafe(homeScope(home), path, JSON.stringify({ ...marker, shownIn: sessionId }));
  const line = `- Pending: session ${marker.sessionId.slice(0, 8)} ended with about ${marker.tokens.toLocaleString("en-US")} tokens not yet observed; its summary is in Cairn's last-session notes. Suggest running /cairn:observe to record what it learned.`;
  return { id: "obs:pending", type: "observation", title: "pending observation", line };
}

export const observationsProvider: ContextProvider = async (input) => {
  const root = input.project.root;
  const home = input.home;
  if (!root || !observerSettings(input.config, input.env).enabled || optedOut(root)) return null;
  const paths = observationPaths(root, home);
  // Current Task, Suggested Next and the plan's next item join the pack's one Continuity section
  const items = continuityItems(readDoc(paths, "local"));
  const plan = planItem(root, paths.plans);
  if (plan) items.push(plan);
  const pending = pendingItem(home, input.project.id, input.sessionId, input.readOnly === true);
  if (pending) items.push(pending);
  const sections: PackSection[] = [];
  if (items.length > 0)
    sections.push({ title: "Continuity", placement: "lead", cap: 5, continuity: true, items });
  const global = globalItems(readDoc(paths, "global"));
  if (global.length > 0)
    sections.push({
      title: "Your preferences (global observations)",
      placement: "lead",
      cap: 6,
      items: global,
      footer:
        global.length > 6 ? `(${global.length - 6} more: \`cairn observe show --scope global\`)` : undefined,
    });
  return sections;
};

const entry = (kind: "now" | "next", text: string, source = "observations") => ({ kind, text, source });

/** Current Task and Suggested Next of the local observations. */
function continuityItems(local: ReturnType<typeof readDoc>): Item[] {
  const { task, next } = continuity(local);
  const items: Item[] = [];
  if (task)
    items.push({
      id: "obs:task",
      type: "observation",
      title: task,
      line: `- Current Task: ${task}`,
      entry: entry("now", task),
    });
  if (next)
    items.push({
      id: "obs:next",
      type: "observation",
      title: next,
      line: `- Suggested Next: ${next}`,
      entry: entry("next", next),
    });
  return items;
}

/** The current branch's plan progress (`.cairn/plans/<branch>.md`), with its next item; null without one. */
function planItem(root: string, plansDir: string): Item | null {
  const branch = currentBranch(findGitRoot(root)?.gitDir ?? null);
  const planPath = branch ? join(plansDir, planFileName(branch)) : null;
  if (!branch || !planPath || !existsSync(planPath)) return null;
  const p = planProgress(readFileSync(planPath, "utf8"));
  const pct = p.percent === null ? "no checkboxes" : `${p.done}/${p.total} done (${p.percent}%)`;
  const file = `.cairn/plans/${planFileName(branch)}`;
  return p.nextItem
    ? {
        id: "obs:plan",
        type: "plan",
        title: p.nextItem,
        line: `- Plan for ${branch}: ${p.title ?? ""} — ${pct}; next: ${p.nextItem} (${file})`,
        entry: entry("next", p.nextItem, `plan ${p.title ?? branch}, ${pct}, ${file}`),
      }
    : {
        id: "obs:plan",
        type: "plan",
        title: p.title ?? branch,
        line: `- Plan for ${branch}: ${p.title ?? ""} — ${pct} (${file})`,
      };
}

/** The global observations' top level: P1 first, then newest. */
function globalItems(global: ReturnType<typeof readDoc>): Item[] {
  return flatten(global)
    .filter((o) => o.depth === 0)
    .map((o, i) => ({ o, i }))
    .sort((a, b) => a.o.priority - b.o.priority || b.i - a.i)
    .map(({ o }, i) => ({
      id: `obs:global:${i}`,
      type: "observation",
      title: stripTags(o.text),
      line: `- [P${o.priority}] ${stripTags(o.text)}${o.date ? ` (${o.date})` : ""}`,
    }));
}
