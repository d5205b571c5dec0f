/**
 * Project facts observed in a session, without a model — each from evidence a next session can
 * check, and said as observed ("seen in a session"), never guessed:
 * - dev server: a command that starts the app (`npm run dev`, `next dev`, `mix phx.server`,
 *   `rails server`, …) that Claude Code reported as started (passed, or running in the background);
 * - package manager: the one whose add/install command passed (pnpm, yarn, bun, npm with a package),
 *   only when the session used exactly one;
 * - stack: languages of the files the session changed (two files or more each), frameworks their paths or commands show
 *   (Phoenix, LiveView, Next.js, Django, Rails), and the dependencies whose sources it read
 *   (`deps/<name>/`, `node_modules/<name>/`);
 * - manifest: the scripts and dependency versions of a `package.json` / `mix.exs` Claude read;
 * - a package script that does not exist (`npm run x` → "Missing script", never passing later).
 * Pure.
 */
import { isCommandTool, isEditTool, isFileReadTool } from "../agents/tool-kinds.js";
import { clip } from "../common/text.js";
import { missingScriptKey, observedFactKey } from "../memories/dedupe-key.js";
import { shapeOf } from "./command-shape.js";
import type { ActivityEvent } from "./events.js";
import { MANIFEST_MARK } from "./manifest-note.js";
import type { MemoryDraft } from "./memory-draft.js";

/** Commands that start a development server (display form, wrappers such as `npx` allowed). */
const SERVE =
  /^(?:(?:npx|bunx|pnpm exec|pnpm dlx)\s+)?(?:(?:npm|pnpm|yarn|bun)(?: run)? (?:dev|start|serve)(?=\s|$)|(?:next|vite|nuxt|astro|remix) dev(?=\s|$)|(?:iex -S )?mix phx\.server\b|(?:bin\/)?rails (?:s|server)\b|(?:python3? )?manage\.py runserver\b|flask run\b|uvicorn \S|php artisan serve\b|hugo server\b|jekyll serve\b)/;
/** Commands that add packages: the package manager's name is group 1. */
const INSTALL = /^(pnpm|yarn|bun) (?:add|install|i)\b|^(npm) (?:install|i|add) (?:-\S+ )*[@\w]/;

const LANGUAGES: readonly [RegExp, string][] = [
  [/\.(?:ex|exs|heex|leex)$/, "Elixir"],
  [/\.(?:ts|tsx|mts|cts)$/, "TypeScript"],
  [/\.(?:js|jsx|mjs|cjs)$/, "JavaScript"],
  [/\.py$/, "Python"],
  [/\.rs$/, "Rust"],
  [/\.go$/, "Go"],
  [/\.(?:rb|erb)$/, "Ruby"],
  [/\.(?:java|kt)$/, "JVM (Java/Kotlin)"],
  [/\.swift$/, "Swift"],
  [/\.php$/, "PHP"],
  [/\.cs$/, "C#"],
];
/** Frameworks recognised from a changed file's path or a command. */
const FRAMEWORKS: readonly [RegExp, string][] = [
  [/(?:^|\/)lib\/\w+_web\/|(?:^|\s)mix phx\./, "Phoenix"],
  [/(?:^|\/)lib\/\w+_web\/live\/|_live\.ex$/, "LiveView"],
  [
    /(?:^|\/)next\.config\.|(?:^|\/)src\/app\/(?:page|layout)\.tsx$|(?:^|\s)(?:next (?:dev|build)|create-next-app)/,
    "Next.js",
  ],
  [/\.tsx$|\.jsx$/, "React"],
  [/(?:^|\/)tailwind\.config\.|--tailwind\b/, "Tailwind CSS"],
  [/(?:^|\/)manage\.py$|(?:^|\s)manage\.py /, "Django"],
  [/(?:^|\/)config\/routes\.rb$|(?:^|\s)rails /, "Rails"],
];

/** True for a command that starts a development server (`npm run dev`, `mix phx.server`, …). */
export function isServeCommand(command: string): boolean {
  return SERVE.test(shapeOf(command).display);
}

const isShell = (e: ActivityEvent) =>
  e.kind === "tool" && e.tool !== null && isCommandTool(e.tool) && !!e.command;

function fact(
  e: ActivityEvent,
  topic: string,
  title: string,
  body: string,
  files: string[] = [],
): MemoryDraft {
  return {
    type: "project_fact",
    title: clip(title, 300),
    body: clip(body, 1000),
    files,
    tags: ["observed", topic],
    dedupeKey: observedFactKey(topic),
    sessionId: e.sessionId,
    toolUseId: e.toolUseId,
    event: e.event,
  };
}

function devServer(events: readonly ActivityEvent[]): MemoryDraft[] {
  const started = events.filter((e) => isShell(e) && e.ok === true && isServeCommand(e.command as string));
  const last = started.at(-1);
  if (!last?.command) return [];
  const shown = clip(shapeOf(last.command).display, 200);
  const how = last.exitCode === null ? "it was started in the background" : "it ran and exited 0";
  return [
    fact(
      last,
      "dev-server",
      `Start the app (dev server) with \`${shown}\``,
      `Seen in a session: \`${shown}\` — ${how}. Whether the app then worked is not recorded here.`,
    ),
  ];
}

function packageManager(events: readonly ActivityEvent[]): MemoryDraft[] {
  const used = new Map<string, ActivityEvent>();
  for (const e of events) {
    if (!isShell(e) || e.ok !== true) continue;
    for (const step of shapeOf(e.command as string).display.split(/\s*&&\s*/)) {
      // a global install (`npm i -g tool`) sets up the machine, not the project
      if (/\s(?:-g|--global)(?:\s|$)/.test(step)) continue;
      const m = INSTALL.exec(step);
      const pm = m?.[1] ?? m?.[2];
      if (pm) used.set(pm, e);
    }
  }
  if (used.size !== 1) return [];
  const [[pm, e]] = [...used.entries()] as [[string, ActivityEvent]];
  const shown = clip(shapeOf(e.command as string).display, 200);
  return [fact(e, "package-manager", `Package manager: ${pm}`, `Seen in a session: \`${shown}\` passed.`)];
}

function stack(events: readonly ActivityEvent[]): MemoryDraft[] {
  const languages = new Map<string, number>();
  const frameworks = new Set<string>();
  const deps = new Set<string>();
  let last: ActivityEvent | null = null;
  for (const e of events) {
    if (e.kind !== "tool" || e.ok !== true || e.tool === null) continue;
    for (const f of e.files) {
      const dep = /(?:^|\/)(?:deps|node_modules)\/((?:@[\w.-]+\/)?[\w.-]+)/.exec(f)?.[1];
      if (dep) {
        deps.add(dep);
        continue;
      }
      if (!isEditTool(e.tool)) continue;
      last = e;
      for (const [re, name] of LANGUAGES) if (re.test(f)) languages.set(name, (languages.get(name) ?? 0) + 1);
      for (const [re, name] of FRAMEWORKS) if (re.test(f)) frameworks.add(name);
    }
    if (isShell(e))
      for (const [re, name] of FRAMEWORKS) if (re.test(` ${e.command as string}`)) frameworks.add(name);
  }
  // one stray file in another language is not the project's stack
  const langs = [...languages.entries()]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1])
    .map(([l]) => l);
  if (last === null || langs.length === 0) return [];
  const parts = [langs.slice(0, 3).join(", "), ...(frameworks.size > 0 ? [[...frameworks].join(", ")] : [])];
  const depLine =
    deps.size > 0 ? ` Dependencies whose source it read: ${[...deps].slice(0, 8).join(", ")}.` : "";
  return [
    fact(
      last,
      "stack",
      `Tech stack: ${parts.join(" · ")}${deps.size > 0 ? ` (deps: ${[...deps].slice(0, 4).join(", ")})` : ""}`,
      `Seen in a session: the languages of the files it changed, the frameworks their paths and its commands show.${depLine}`,
    ),
  ];
}

/** The last read of each manifest (core/capture/manifest-note): its scripts and dependency versions. */
function manifests(events: readonly ActivityEvent[]): MemoryDraft[] {
  const byPath = new Map<string, MemoryDraft>();
  for (const e of events) {
    const path = e.files[0];
    if (e.kind !== "tool" || !isFileReadTool(e.tool) || e.ok !== true || !path) continue;
    if (!e.detail?.startsWith(MANIFEST_MARK)) continue;
    const body = e.detail.slice(e.detail.indexOf(": ") + 2);
    byPath.set(
      path,
      fact(
        e,
        `manifest:${path}`,
        `${path} (as read in a session): ${body}`,
        `Claude read ${path} during a session (${e.ts.slice(0, 10)}); this is what it held then.`,
        [path],
      ),
    );
  }
  return [...byPath.values()];
}

/** A package script that does not exist: `npm run x` failed with "Missing script" and never passed. */
function missingScripts(events: readonly ActivityEvent[]): MemoryDraft[] {
  const drafts: MemoryDraft[] = [];
  for (const e of events) {
    const missing =
      isShell(e) && e.ok === false ? /Missing script: "?([\w:.-]+)"?/.exec(e.error ?? "") : null;
    const name = missing?.[1];
    if (!name) continue;
    const added = events.some(
      (n) =>
        isShell(n) &&
        n.ok === true &&
        new RegExp(`\\brun ${name.replace(/[.]/g, "\\.")}\\b`).test(n.command as string),
    );
    if (added) continue;
    drafts.push({
      type: "project_fact",
      title: `No "${name}" package script in this project (\`run ${name}\` fails: Missing script)`,
      body: `\`${clip(shapeOf(e.command as string).display, 300)}\` failed with: ${e.error}`,
      files: ["package.json"],
      tags: ["scripts", "npm"],
      dedupeKey: missingScriptKey(name),
      sessionId: e.sessionId,
      toolUseId: e.toolUseId,
      event: e.event,
    });
  }
  return drafts;
}

/** Project facts observed in a session's events (see the module comment). */
export function observedFacts(events: readonly ActivityEvent[]): MemoryDraft[] {
  return [
    ...missingScripts(events),
    ...devServer(events),
    ...packageManager(events),
    ...stack(events),
    ...manifests(events),
  ];
}
