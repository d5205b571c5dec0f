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
import { type CommandRole, programName, roleSteps } from "./command-role.js";
import type { ActivityEvent } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";

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

/** The verified-command drafts of one passing shell event (empty for checks: core/capture/capture keeps those). */
export function verifiedByRole(e: ActivityEvent, piped: boolean): MemoryDraft[] {
  const drafts: MemoryDraft[] = [];
  for (const { step, role } of roleSteps(e.command ?? "")) {
    // test/build/lint/typecheck/format steps are kept by core/capture/capture-commands
    if (!KEPT.has(role) || (role === "check" && classifyCommand(step) !== null)) continue;
    const shown = normalizeCommand(step);
    const ssh = role === "remote" ? sshParts(shown) : null;
    const title = ssh ? ssh.connect : shown;
    const example = ssh?.remote ? ` Last remote command: \`${clip(ssh.remote, 200)}\`.` : "";
    drafts.push({
      type: "verified_command",
      title: clip(title, 300),
      body: `${LABEL[role]}; passed (exit 0)${piped ? " through an output filter" : ""}.${example}`,
      files: [],
      tags: [LABEL[role] as string, programName(title.split(/\s+/)[0] ?? "shell")],
      dedupeKey: commandKey(title),
      confidence: piped ? 0.55 : role === "check" ? 0.8 : role === "tool" ? 0.6 : 0.7,
      sessionId: e.sessionId,
      toolUseId: e.toolUseId,
      event: e.event,
    });
  }
  return drafts;
}
