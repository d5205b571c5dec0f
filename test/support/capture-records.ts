// Small Claude Code transcripts built record by record, in the shapes real 2.x transcripts hold (a
// typed prompt, assistant text, a Bash call and its result with `toolUseResult`, an edit, an interrupt),
// run through the import path's accumulator and the capture rules: what a failure-class test needs.
import { deriveMemories, type MemoryDraft } from "../../src/core/capture/capture.js";
import { summarizeSession } from "../../src/core/capture/summary.js";
import { TranscriptAccumulator } from "../../src/core/transcript/accumulator.js";
import type { TranscriptSession } from "../../src/core/transcript/types.js";

const SID = "22222222-3333-4444-8555-666666666666";

export class Transcript {
  private readonly records: Record<string, unknown>[] = [];
  private n = 0;
  private ids = 0;

  constructor(
    private readonly cwd = "/home/dev/proj",
    /** Epoch ms the records' timestamps count from (one record every 5 s after it). */
    private readonly start = Date.UTC(2026, 0, 10, 12, 0, 0),
  ) {}

  private envelope(extra: Record<string, unknown>): Record<string, unknown> {
    this.n += 1;
    const t = new Date(this.start + this.n * 5000).toISOString();
    return {
      parentUuid: null,
      isSidechain: false,
      userType: "external",
      cwd: this.cwd,
      sessionId: SID,
      version: "2.1.6",
      gitBranch: "main",
      uuid: `00000000-0000-4000-8000-${String(this.n).padStart(12, "0")}`,
      timestamp: t,
      ...extra,
    };
  }

  /** A user record whose content is a string (what a typed prompt, a slash command or `!` shell mode writes). */
  user(content: string, extra: Record<string, unknown> = {}): this {
    this.records.push(this.envelope({ type: "user", message: { role: "user", content }, ...extra }));
    return this;
  }

  /** Assistant text (one content block of one API response). */
  say(text: string): this {
    this.ids += 1;
    this.records.push(
      this.envelope({
        type: "assistant",
        requestId: `req_${this.ids}`,
        message: {
          id: `msg_${this.ids}`,
          type: "message",
          role: "assistant",
          model: "claude-sonnet-4-5-20250929",
          content: [{ type: "text", text }],
          usage: { input_tokens: 3, output_tokens: 10 },
        },
      }),
    );
    return this;
  }

  /** An assistant record holding one tool_use block; returns the block's id. */
  private toolUse(name: string, input: Record<string, unknown>, stop?: { stop_reason: string }): string {
    this.ids += 1;
    const id = `toolu_${String(this.ids).padStart(8, "0")}`;
    this.records.push(
      this.envelope({
        type: "assistant",
        requestId: `req_${this.ids}`,
        message: {
          id: `msg_${this.ids}`,
          type: "message",
          role: "assistant",
          model: "claude-sonnet-4-5-20250929",
          content: [{ type: "tool_use", id, name, input }],
          ...stop,
          usage: { input_tokens: 3, output_tokens: 10 },
        },
      }),
    );
    return id;
  }

  /** A tool_use block and its tool_result record. */
  tool(
    name: string,
    input: Record<string, unknown>,
    result: { content: string; isError?: boolean; toolUseResult?: unknown },
  ): this {
    const id = this.toolUse(name, input);
    this.records.push(
      this.envelope({
        type: "user",
        message: {
          role: "user",
          content: [
            {
              tool_use_id: id,
              type: "tool_result",
              content: result.content,
              is_error: result.isError ?? false,
            },
          ],
        },
        ...(result.toolUseResult === undefined ? {} : { toolUseResult: result.toolUseResult }),
      }),
    );
    return this;
  }

  /** A tool_use block with no tool_result after it (the transcript ends while the call runs). */
  call(name: string, input: Record<string, unknown>): this {
    this.toolUse(name, input, { stop_reason: "tool_use" });
    return this;
  }

  /** A Bash call that exited 0 (stdout as Claude Code records it). */
  ok(command: string, stdout = ""): this {
    return this.tool(
      "Bash",
      { command, description: "run" },
      { content: stdout, toolUseResult: { stdout, stderr: "", interrupted: false, isImage: false } },
    );
  }

  /** A Bash call that failed: "Exit code N" then its output, `is_error`, a string `toolUseResult`. */
  fail(command: string, output: string, exitCode = 1): this {
    const text = `Exit code ${exitCode}\n${output}`;
    return this.tool(
      "Bash",
      { command, description: "run" },
      { content: text, isError: true, toolUseResult: `Error: ${text}` },
    );
  }

  /** A Write/Edit of one file that succeeded. */
  edit(file: string, tool = "Edit"): this {
    return this.tool(
      tool,
      { file_path: file, old_string: "a", new_string: "b" },
      { content: `The file ${file} has been updated.` },
    );
  }

  /** A tool call the user rejected (the permission prompt's "No"), then the interrupt record. */
  reject(name: string, input: Record<string, unknown>): this {
    const text =
      "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed.";
    this.tool(name, input, { content: text, isError: true, toolUseResult: `Error: ${text}` });
    return this.user("[Request interrupted by user for tool use]");
  }

  /** The interrupt record Claude Code writes when the user presses Esc while Claude is writing. */
  interrupt(): this {
    return this.user("[Request interrupted by user]");
  }

  /** A slash command Claude Code runs itself, as 2.x writes it: the caveat (isMeta), the command, its stdout. */
  slash(name: string, args = "", stdout = ""): this {
    this.user(
      "<local-command-caveat>Caveat: The messages below were generated by the user while running local commands. DO NOT respond to these messages or otherwise consider them in your response unless the user explicitly asks you to.</local-command-caveat>",
      { isMeta: true },
    );
    this.user(
      `<command-name>/${name}</command-name>\n            <command-message>${name}</command-message>\n            <command-args>${args}</command-args>`,
    );
    return this.user(`<local-command-stdout>${stdout}</local-command-stdout>`);
  }

  /**
   * A slash command that expands into a prompt (a skill, a plugin or custom command): the command
   * record, then the expanded body as an `isMeta` user record (no local output).
   */
  command(name: string, args = "", body = "Follow the command's instructions."): this {
    this.user(
      `<command-message>${name}</command-message>\n<command-name>/${name}</command-name>${args ? `\n<command-args>${args}</command-args>` : ""}`,
    );
    return this.user(body, { isMeta: true });
  }

  /** The records as a transcript file holds them (JSONL, one record a line). */
  jsonl(): string {
    return this.records.map((r) => `${JSON.stringify(r)}\n`).join("");
  }

  /** What the import path makes of these records. */
  session(): TranscriptSession {
    const acc = new TranscriptAccumulator();
    for (const r of this.records) acc.pushLine(JSON.stringify(r));
    return acc.result().sessions.get(SID) as TranscriptSession;
  }

  /** The session summary and the derived memory drafts, as import computes them. */
  capture(): { session: TranscriptSession; summary: string; nextSteps: string[]; drafts: MemoryDraft[] } {
    const s = this.session();
    const parts = summarizeSession(s.events, s.lastAssistantMessage, s.lastAssistantAt);
    return {
      session: s,
      summary: parts.summary,
      nextSteps: parts.nextSteps,
      drafts: deriveMemories(s.events),
    };
  }
}
