/**
 * Gotcha: a setting the session wrote that the program does not honour. A shell command set a
 * configuration key (`uci set firewall.@defaults[0].log='1'`, `npm config set strict-ssl false`,
 * `git config core.fsmonitor true`, `sysctl -w net.ipv4.ip_forward=1`) and passed; a later command
 * of the session (or the same one) printed a warning quoting that key or its last part (core/capture/warned-note:
 * `[!] Section @defaults[0] specifies unknown option 'log'`, `npm warn Unknown user config
 * "strict-ssl"`). Setting it "worked", yet the program ignores it: the next session should not
 * trust it. One `bug_note` per key and session. Pure.
 */
import { isCommandTool } from "../agents/tool-kinds.js";
import { clip } from "../common/text.js";
import { displayCommand } from "./command-shape.js";
import type { ActivityEvent } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";
import { quotedNames, warnedLines } from "./warned-note.js";

/** A step that writes configuration: a `set`/`config` verb, or `sysctl -w`. */
const SETS = /(?:^|\s)(?:set|config|-w)(?:\s|$)/;
/** `key=value` (the value may be quoted). */
const ASSIGNMENT = /(?:^|\s)([A-Za-z][\w.@[\]-]*)=(?:'[^']*'|"[^"]*"|\S+)/g;
/** `config set KEY VALUE` / `git config KEY VALUE`: the word after the verb. */
const VERB_KEY =
  /(?:^|\s)(?:config(?:\s+--\S+)*(?:\s+set)?|set)\s+([A-Za-z][\w.@[\]-]*\.[\w.@[\]-]+|[a-z][\w-]*-[\w-]+)(?=\s|$)/g;

const isShell = (e: ActivityEvent): e is ActivityEvent & { command: string } =>
  e.kind === "tool" && isCommandTool(e.tool) && !!e.command;

/** The keys a command sets, each with the name a warning may quote (its last part). */
export function settingsWritten(command: string): { key: string; name: string; step: string }[] {
  const keys = new Map<string, string>();
  // a remote command's code (`ssh host "uci set …"`) is read like a local one
  for (const step of displayCommand(command)
    .replace(/["']/g, "")
    .split(/&&|\|\||;|\|/)) {
    if (!SETS.test(step)) continue;
    for (const m of step.matchAll(ASSIGNMENT)) keys.set(m[1] as string, step.trim());
    for (const m of step.matchAll(VERB_KEY)) keys.set(m[1] as string, step.trim());
  }
  return [...keys].map(([key, step]) => ({
    key,
    name: key.split(".").at(-1)?.replace(/\[.*$/, "") ?? key,
    step,
  }));
}

interface Ignored {
  keys: string[];
  steps: string[];
  lines: string[];
  warned: ActivityEvent & { command: string };
}

/** Bug notes for settings a later warning shows are not honoured (see the module comment). */
export function unhonouredSettingMemories(events: readonly ActivityEvent[]): MemoryDraft[] {
  const written = new Map<string, { key: string; step: string; event: ActivityEvent }>();
  // one note per command that wrote settings the program then ignored
  const found = new Map<ActivityEvent, Ignored>();
  for (const e of events) {
    if (!isShell(e) || e.ok !== true) continue;
    for (const s of /set|config|-w/.test(e.command) ? settingsWritten(e.command) : []) {
      if (s.name.length < 3) continue;
      written.set(s.key, { key: s.key, step: s.step, event: e });
      written.set(s.name, { key: s.key, step: s.step, event: e });
    }
    for (const line of warnedLines(e.detail))
      for (const quoted of quotedNames(line)) {
        const set = written.get(quoted);
        const entry = set ? (found.get(set.event) ?? { keys: [], steps: [], lines: [], warned: e }) : null;
        if (!set || !entry || entry.keys.includes(set.key)) continue;
        entry.keys.push(set.key);
        if (!entry.steps.includes(set.step)) entry.steps.push(set.step);
        entry.lines.push(line);
        found.set(set.event, entry);
      }
  }
  return [...found.values()].map(ignoredDraft);
}

function ignoredDraft({ keys, steps, lines, warned }: Ignored): MemoryDraft {
  const named = keys.map((k) => `\`${k}\``).join(", ");
  const many = keys.length > 1;
  return {
    type: "bug_note",
    title: clip(
      `${named} ${many ? "were" : "was"} set, but then the program warned: ${lines.join(" | ")}`,
      300,
    ),
    body: clip(
      `Set with \`${clip(steps.join(" && "), 300)}\`, which passed. Then \`${clip(displayCommand(warned.command), 200)}\` printed: ${lines.join(" | ")}\nThe program does not honour ${many ? "these settings" : "this setting"}: do not count on ${many ? "them" : "it"}.`,
      1000,
    ),
    files: [],
    tags: ["gotcha", "setting-ignored"],
    dedupeKey: `gotcha:setting-ignored:${warned.sessionId}:${keys.join(",")}`,
    sessionId: warned.sessionId,
    toolUseId: warned.toolUseId,
    event: warned.event,
  };
}
