/**
 * What a session states about itself, read from its events without a model: commit subjects
 * (`git commit -m`), follow-ups filed in an issue tracker (`gh issue create`, `bd create`, `glab issue
 * create`, `jira issue create`, `linear issue create`), the final state of Claude Code's todo list
 * (TodoWrite) and task tools (TaskCreate / TaskUpdate), user corrections ("no, use X", "don't …"),
 * and prompts that are not a request (a yes/no question, a task notification). Pure.
 */

import { clip, oneLine } from "../common/text.js";
import type { ActivityEvent } from "./events.js";

/** First line of the message of a `git commit -m …` command (plain quotes or a `$(cat <<'EOF'` heredoc). */
export function commitSubject(command: string): string | null {
  // git's global options may come first (`git -C <dir> commit`, `git -c user.name=x commit`)
  const at = command.search(/\bgit(?:\s+-[Cc]\s+(?:"[^"]*"|'[^']*'|\S+)|\s+--[\w-]+(?:=\S+)?)*\s+commit\b/);
  if (at < 0) return null;
  const rest = command.slice(at);
  const heredoc = /-m\s+"?\$\(cat\s+<<-?\s*['"]?(\w+)['"]?\s*\n([\s\S]*?)\n/.exec(rest);
  // `-m`, or short flags combined with it (`-am`, `-sm`)
  const quoted = /(?:(?<=\s)-[A-Za-z]*m|--message)(?:\s+|=)(?:"((?:[^"\\]|\\.)*)"|'([^']*)')/.exec(rest);
  const text = heredoc?.[2] ?? quoted?.[1] ?? quoted?.[2];
  const first = text?.split(/\n|\\n/)[0]?.trim();
  return first ? clip(first, 200) : null;
}

const TRACKERS: readonly [string, RegExp][] = [
  ["github", /\bgh\s+issue\s+create\b/],
  ["gitlab", /\bglab\s+issue\s+create\b/],
  ["beads", /\bbd\s+(?:create|new)\b/],
  ["jira", /\bjira\s+issue\s+create\b/],
  ["linear", /\blinear\s+issue\s+create\b/],
];
const TITLE_FLAG = /\s(?:--title|-t|--summary|-s)(?:\s+|=)(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([^\s"'-][^\s]*))/;

/** The tracker and title of a command that files an issue, or null. */
export function filedFollowUp(command: string): { tracker: string; title: string } | null {
  for (const [tracker, re] of TRACKERS) {
    const m = re.exec(command);
    if (!m) continue;
    const rest = command.slice(m.index + m[0].length);
    const flag = TITLE_FLAG.exec(rest);
    // `bd create "Title" …`: the title is the first positional argument
    const positional = tracker === "beads" ? /^\s+(?:"((?:[^"\\]|\\.)*)"|'([^']*)')/.exec(rest) : null;
    const title = flag?.[1] ?? flag?.[2] ?? flag?.[3] ?? positional?.[1] ?? positional?.[2];
    if (title && title.trim().length >= 3)
      return { tracker, title: clip(oneLine(title.replace(/\\"/g, '"')), 200) };
  }
  return null;
}

const DESCRIPTION_FLAG = /\s(?:--description|--body|-d|-b)(?:\s+|=)(?:"((?:[^"\\]|\\.)*)"|'([^']*)')/;

/**
 * The description (`--description` / `-d` of bd, `--body` / `-b` of gh and glab) of a command that
 * files an issue, unescaped and clipped to 1,500 chars; null when it has none or files nothing.
 */
export function followUpDescription(command: string): string | null {
  if (filedFollowUp(command) === null) return null;
  const m = DESCRIPTION_FLAG.exec(command);
  const text = (m?.[1] ?? m?.[2])?.replace(/\\(["`$\\])/g, "$1").trim();
  return text ? clip(text, 1500) : null;
}

export interface TodoItem {
  content: string;
  status: string;
}

/**
 * Todos at the end of the session: the last TodoWrite list, plus tasks made with TaskCreate and
 * their last TaskUpdate status (task ids are numbered 1, 2, … in creation order). Items marked
 * deleted are dropped. Only successful calls count.
 */
export function finalTodos(events: readonly ActivityEvent[]): TodoItem[] {
  let list: TodoItem[] = [];
  const tasks: TodoItem[] = [];
  for (const e of events) {
    if (e.kind !== "tool" || e.ok === false || !e.detail) continue;
    if (e.tool === "TodoWrite") {
      list = [];
      for (const line of e.detail.split("\n")) {
        const m = /^\[([\w-]+)\] (.+)$/.exec(line);
        if (m?.[1] && m[2]) list.push({ status: m[1], content: m[2] });
      }
    } else if (e.tool === "TaskCreate" && e.detail.startsWith("create: ")) {
      tasks.push({ content: e.detail.slice(8), status: "pending" });
    } else if (e.tool === "TaskUpdate") {
      const m = /^update #?(\d+) ([\w-]+)(?:: (.+))?$/.exec(e.detail);
      const task = m?.[1] ? tasks[Number(m[1]) - 1] : undefined;
      if (task && m?.[2] && m[2] !== "-") task.status = m[2];
      if (task && m?.[3]) task.content = m[3];
    }
  }
  return [...list, ...tasks].filter((t) => t.status !== "deleted");
}

/** Todos not completed at the end. */
export function pendingTodos(events: readonly ActivityEvent[]): TodoItem[] {
  return finalTodos(events).filter((t) => t.status !== "completed");
}

/**
 * Text Claude Code inserts as a user turn that no one typed: task notifications, system reminders,
 * local command wrappers and output, shell-mode records (`<bash-input>`, `<bash-stdout>`,
 * `<bash-stderr>`), hook output and interrupt markers.
 */
export function isMachinePrompt(prompt: string): boolean {
  return /^\s*(?:<(?:task-notification|system-reminder|local-command-|command-|bash-(?:input|stdout|stderr)|user-prompt-submit-hook)|\[Request interrupted by user)/.test(
    prompt,
  );
}

/**
 * A slash command with no arguments (`/clear`, `/init`, `/plugin:skill`): it names an action, not a
 * request. A command Claude Code runs itself (`/model opus`, `/compact keep the errors`) is told by
 * its record shape, not its name: transcript import drops it from the prompts when its local output
 * follows (core/transcript/session-builder), and the live hooks get no prompt for it.
 */
export function isBareSlashCommand(prompt: string): boolean {
  return /^\s*\/[\w:.-]+\s*$/.test(prompt);
}

/** A short yes/no question ("did you push?", "is it deployed?"): its answer is not the session's state. */
export function isYesNoQuestion(prompt: string): boolean {
  const t = oneLine(prompt);
  return (
    t.length <= 100 &&
    /\?\s*$/.test(t) &&
    /^(?:and |so |ok,? )?(?:did|do|does|have|has|had|is|are|was|were|can|could|will|would|should)\b/i.test(t)
  );
}

/**
 * A user correction: a short prompt that tells Claude what not to do or what to use instead.
 * "don't / do not / never / stop / avoid …" → constraint; "no, use X", "use X instead (of Y)",
 * "always …", "prefer …" → preference. Returns null for anything else (precision over recall).
 */
export function userCorrection(prompt: string): { type: "constraint" | "preference"; text: string } | null {
  const t = oneLine(prompt);
  if (t.length < 8 || t.length > 300 || isMachinePrompt(t) || t.endsWith("?")) return null;
  const body = t.replace(/^(?:no|nope|wait|stop)[,.!:]?\s+/i, "");
  if (/^(?:please\s+)?(?:never ?mind|nvm|don't worry|do not worry|don't bother|never again)\b/i.test(body))
    return null;
  if (/^(?:please\s+)?(?:don't|do not|never|stop|avoid)\b/i.test(body))
    return { type: "constraint", text: clip(t, 300) };
  if (
    /^(?:no|nope)[,.!:]?\s+(?:use|it should|we use|it's|it is|run|call)\b/i.test(t) ||
    /^(?:please\s+)?(?:use|run|call)\b.+\binstead\b/i.test(body) ||
    /^(?:please\s+)?(?:always|prefer)\b/i.test(body)
  )
    return { type: "preference", text: clip(t, 300) };
  return null;
}
