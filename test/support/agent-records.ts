// Small sessions of other agents, record by record in the shapes their logs hold: Copilot CLI's
// events.jsonl (`user.message`, `tool.execution_start` / `_complete` of `bash`, `create`, `edit`,
// `assistant.message`) and Codex's rollout (`item_completed` of `UserMessage`, `CommandExecution`,
// `FileChange`, then `task_complete` with `last_agent_message`), read by the agents' own session
// readers and run through the capture rules: what a failure-class test on another agent needs.
import type { RolloutRecord } from "../../src/core/agents/codex-rollout.js";
import { codexRolloutSession } from "../../src/core/agents/codex-session.js";
import { copilotSession } from "../../src/core/agents/copilot-session.js";
import { deriveMemories, type MemoryDraft } from "../../src/core/capture/capture.js";
import type { ActivityEvent } from "../../src/core/capture/events.js";
import { summarizeSession } from "../../src/core/capture/summary.js";

const T0 = Date.UTC(2026, 1, 3, 9, 0, 0);

export interface Captured {
  events: ActivityEvent[];
  summary: string;
  nextSteps: string[];
  drafts: MemoryDraft[];
}

function capture(
  s: { events: ActivityEvent[]; lastAssistantMessage: string | null; lastAssistantAt: string | null } | null,
): Captured {
  if (s === null) throw new Error("the agent's reader returned no session");
  const parts = summarizeSession(s.events, s.lastAssistantMessage, s.lastAssistantAt);
  return {
    events: s.events,
    summary: parts.summary,
    nextSteps: parts.nextSteps,
    drafts: deriveMemories(s.events),
  };
}

/** Copilot CLI's events.jsonl of one session. */
export class CopilotLog {
  private readonly records: { type: string; timestamp: string; data: Record<string, unknown> }[] = [];
  private n = 0;

  constructor(cwd = "/home/dev/proj") {
    this.push("session.start", { sessionId: "cop-1", startTime: this.at(), context: { cwd } });
  }

  private at(): string {
    return new Date(T0 + this.n * 4000).toISOString();
  }

  private push(type: string, data: Record<string, unknown>): this {
    this.n += 1;
    this.records.push({ type, timestamp: this.at(), data });
    return this;
  }

  user(content: string): this {
    return this.push("user.message", { content });
  }

  say(content: string): this {
    return this.push("assistant.message", { content });
  }

  private call(toolName: string, args: Record<string, unknown>, done: Record<string, unknown>): this {
    const id = `tc_${this.n}`;
    this.push("tool.execution_start", { toolCallId: id, toolName, arguments: args });
    return this.push("tool.execution_complete", { toolCallId: id, ...done });
  }

  /** A `bash` call and its exit code (Copilot records `shellExecution.exitCode`). */
  run(command: string, exitCode = 0, output = ""): this {
    return this.call(
      "bash",
      { command, description: "run" },
      { success: exitCode === 0, result: { content: output }, shellExecution: { exitCode } },
    );
  }

  create(path: string, fileText = "x"): this {
    return this.call(
      "create",
      { path, file_text: fileText },
      { success: true, result: { content: `Created file ${path}` } },
    );
  }

  edit(path: string): this {
    return this.call(
      "edit",
      { path, old_str: "a", new_str: "b" },
      { success: true, result: { content: `File ${path} updated with changes.` } },
    );
  }

  capture(): Captured {
    return capture(copilotSession(this.records));
  }
}

/** Codex's rollout of one session. */
export class CodexRollout {
  private readonly records: RolloutRecord[] = [];
  private n = 0;

  constructor(cwd = "/home/dev/proj") {
    this.records.push({
      timestamp: this.at(),
      type: "session_meta",
      payload: { id: "codex-1", cwd, timestamp: this.at() },
    });
  }

  private at(): string {
    return new Date(T0 + this.n * 4000).toISOString();
  }

  private item(item: Record<string, unknown>): this {
    this.n += 1;
    this.records.push({ timestamp: this.at(), type: "event_msg", payload: { type: "item_completed", item } });
    return this;
  }

  user(text: string): this {
    return this.item({ type: "UserMessage", id: `u${this.n}`, content: [{ type: "text", text }] });
  }

  /** A `shell` / `exec_command` call as Codex records it: argv through `bash -lc`, its exit code and output. */
  run(command: string, exitCode = 0, output = ""): this {
    return this.item({
      type: "CommandExecution",
      id: `call_${this.n}`,
      command: ["/bin/bash", "-lc", command],
      status: exitCode === 0 ? "completed" : "failed",
      aggregated_output: output,
      exit_code: exitCode,
    });
  }

  /** An `apply_patch` call: `add` creates, `update` edits, `delete` removes. */
  patch(path: string, type: "add" | "update" | "delete" = "update", content?: string): this {
    return this.item({
      type: "FileChange",
      id: `call_${this.n}`,
      changes: { [path]: content === undefined ? { type } : { type, content } },
      status: "completed",
    });
  }

  /** The turn's end with Codex's last message. */
  done(lastAgentMessage: string): this {
    this.n += 1;
    this.records.push({
      timestamp: this.at(),
      type: "event_msg",
      payload: { type: "task_complete", last_agent_message: lastAgentMessage },
    });
    return this;
  }

  capture(): Captured {
    return capture(codexRolloutSession(this.records));
  }
}
