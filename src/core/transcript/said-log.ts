/**
 * What Claude said on the main thread of one session, for the conversation index
 * (core/conversation/excerpts.ts): the text blocks of each assistant message, joined in order, with the
 * time of its first record. Subagents' messages, synthetic error turns and the answers to machine-written
 * user records (a task notification) are left out; typed prompts come from the session's prompt events. Pure; does not redact (the caller redacts each excerpt).
 */
import type { SaidText } from "../conversation/excerpts.js";
import type { AssistantMessage } from "./classify.js";
import { blockType } from "./record-schema.js";

export class SaidLog {
  private readonly messages: { id: string; ts: string; parts: string[] }[] = [];
  /** In a turn a machine-written record opened (a task notification): its answer is no one's request's. */
  private aside = false;

  /** A typed prompt starts a turn whose answer is kept. */
  prompt(): void {
    this.aside = false;
  }

  /** A machine-written user record (core/capture/session-sources `isMachinePrompt`) starts a turn that is not. */
  machinePrompt(): void {
    this.aside = true;
  }

  /** One assistant record (one or more content blocks of an API response). */
  assistant(msg: AssistantMessage, blocks: readonly unknown[], id: string, ts: string | undefined): void {
    if (this.aside || msg.model === "<synthetic>" || ts === undefined) return;
    for (const block of blocks) {
      if (blockType(block) !== "text") continue;
      const text = (block as { text?: unknown }).text;
      if (typeof text !== "string" || text.trim() === "") continue;
      const last = this.messages.at(-1);
      if (last !== undefined && id !== "" && last.id === id) last.parts.push(text);
      else this.messages.push({ id, ts, parts: [text] });
    }
  }

  texts(): SaidText[] {
    return this.messages.map((m) => ({ role: "assistant", ts: m.ts, text: m.parts.join("\n\n") }));
  }
}
