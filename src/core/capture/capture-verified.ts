/**
 * Verified commands beyond test/build/lint: a step that exited 0 and whose success mattered — a
 * syntax or config check (`bash -n`, `nginx -t`), a package manager run (`install`), a project script (`script`), a command on another machine
 * (`remote`), a deploy, another program run with arguments (`tool`) — by its role
 * (core/capture/command-role), never a look (`ls`, `git status`) or an everyday change (`mkdir`).
 * Each is kept in a general form:
 * - `remote`: the connection (`ssh -o ConnectTimeout=10 root@host`), the remote commands in the body;
 * - everything else: the step in display form (no `cd <dir> &&`, output filters dropped).
 * Ranked below checks (confidence 0.7, a tool run 0.6) so tests and builds lead the pack. Pure.
 */
import { clip } from "../common/text.js";
import { commandKey } from "../memories/dedupe-key.js";
import { classifyCommand, normalizeCommand } from "./command-kind.js";
import { type CommandRole, commandRole, programName, roleSteps } from "./command-role.js";
import type { ActivityEvent } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";

/**
 * The tag of a verified command whose last pass does not prove it: exit 0 through a piped output filter
 * without `pipefail`, or a script changed after its last pass (core/capture/script-gone). Its pack line
 * says why (core/context/context-pack `renderItem`); a proven pass never gives way to it (capture.ts).
 */
export const UNPROVEN_TAG = "pass not proven";

const KEPT: ReadonlySet<CommandRole> = new Set(["check", "install", "script", "remote", "deploy", "tool"]);
const LABEL: Partial<Record<CommandRole, string>> = {
  check: "syntax or config check",
  install: "package manager",
  script: "project script",
  remote: "remote command",
  deploy: "deploy",
  tool: "tool run",
};

/** `ssh [options] host` of an ssh step, and the remote command it ran (unquoted), or null. */
export function sshParts(step: string): { connect: string; remote: string | null } | null {
  const m =
    /^(ssh(?:\s+(?:-[46AaCfGgKkMNnqsTtVvXxYy]+|-[BbcDEeFIiJLlmOoPpQRSWw]\s*\S+))*)\s+([^\s"'-]\S*)(?:\s+([\s\S]+))?$/.exec(
      step,
    );
  if (!m?.[1] || !m[2]) return null;
  const remote = m[3]?.trim().replace(/^(["'])([\s\S]*)\1$/, "$2") ?? null;
  return { connect: `${m[1]} ${m[2]}`, remote: remote === "" ? null : remote };
}

/**
 * A remote command in its general form: its steps that change or run something, joined by `&&`; its
 * looks (`ls`, `cat`, `logread | tail`) and the messages it prints (`echo 'Firewall logging enabled'`,
 * Claude's words, printed whatever the state) left out, and so a heredoc's body. "" when only looks.
 */
export function remoteGeneral(remote: string): string {
  if (remote === "" || commandRole(remote) === "look") return "";
  return (
    roleSteps(remote)
      // a bare program whose output is piped on (`logread | tail -50`) is read, not run for a change
      .filter((s) => s.role !== "look" && !(s.role === "change" && pipedOn(s.step, remote)))
      .map((s) => s.step.trim())
      // a fragment cut out of a quoted heredoc (`"cat > f`) has an unpaired quote
      .filter(
        (s) =>
          s !== "" && !/^(?:[^"]*"[^"]*")*[^"]*"[^"]*$/.test(s) && !/^(?:[^']*'[^']*')*[^']*'[^']*$/.test(s),
      )
      .join(" && ")
  );
}

/** True for a one-word step whose output the command pipes on (`logread | tail -50`). */
function pipedOn(step: string, command: string): boolean {
  const word = step.trim();
  return (
    /^[\w./-]+$/.test(word) &&
    command.split("|").some((part, i, all) => i < all.length - 1 && part.trim().endsWith(word))
  );
}

/**
 * One draft per remote connection instead of one per run: the body lists the distinct remote commands
 * that passed there in their general form (remoteGeneral; most recent last, ≤ 3,000 chars) — what
 * was done on that machine, as evidence rather than as Claude's account of it.
 */
export function mergeRemote(
  drafts: readonly MemoryDraft[],
  remotes: ReadonlyMap<MemoryDraft, string>,
): MemoryDraft[] {
  const byKey = new Map<string, { draft: MemoryDraft; ran: string[] }>();
  const out: MemoryDraft[] = [];
  for (const d of drafts) {
    const remote = remotes.get(d);
    if (remote === undefined) {
      out.push(d);
      continue;
    }
    const entry = byKey.get(d.dedupeKey);
    if (!entry) {
      const merged = { draft: { ...d }, ran: [] as string[] };
      byKey.set(d.dedupeKey, merged);
      out.push(merged.draft);
    }
    const e = byKey.get(d.dedupeKey) as { draft: MemoryDraft; ran: string[] };
    Object.assign(e.draft, { ...d, body: e.draft.body });
    const ran = remoteGeneral(remote);
    if (ran !== "") e.ran = e.ran.filter((r) => r !== ran).concat(ran);
    let list = e.ran.map((r) => `- ${clip(r, 200)}`);
    while (list.join("\n").length > 3000) list = list.slice(1);
    e.draft.body =
      list.length > 0
        ? `remote command; passed (exit 0). What was run there and passed (most recent last):\n${list.join("\n")}`
        : d.body;
  }
  return out;
}

/**
 * The verified-command drafts of one passing shell event (empty for checks: core/capture/capture keeps
 * those); `command`: the part of the event's command its exit status proves (core/capture/command-status).
 */
export function verifiedByRole(
  e: ActivityEvent,
  piped: boolean,
  remotes?: Map<MemoryDraft, string>,
  command = e.command ?? "",
): MemoryDraft[] {
  const drafts: MemoryDraft[] = [];
  for (const { step, role } of roleSteps(command)) {
    // test/build/lint/typecheck/format steps are kept by core/capture/capture-commands
    if (!KEPT.has(role) || (role === "check" && classifyCommand(step) !== null)) continue;
    const shown = normalizeCommand(step);
    const ssh = role === "remote" ? sshParts(shown) : null;
    const title = ssh ? ssh.connect : shown;
    const example = ssh?.remote ? ` Last remote command: \`${clip(ssh.remote, 200)}\`.` : "";
    const d: MemoryDraft = {
      type: "verified_command",
      title: clip(title, 300),
      body: piped
        ? `${LABEL[role]}; pass not proven: exit 0 was the output filter's status, as \`${clip(command.trim(), 200)}\`.${example}`
        : `${LABEL[role]}; passed (exit 0).${example}`,
      files: [],
      tags: [
        LABEL[role] as string,
        programName(title.split(/\s+/)[0] ?? "shell"),
        ...(piped ? [UNPROVEN_TAG] : []),
      ],
      dedupeKey: commandKey(title),
      confidence: piped ? 0.55 : role === "check" ? 0.8 : role === "tool" ? 0.6 : 0.7,
      sessionId: e.sessionId,
      toolUseId: e.toolUseId,
      event: e.event,
    };
    drafts.push(d);
    if (ssh) remotes?.set(d, ssh.remote ?? "");
  }
  return drafts;
}
