/**
 * What Claude answered, turn by turn, for one session: the last main-thread assistant text of the
 * current turn (it becomes the turn's `stop` event when the next turn starts), the last assistant
 * message with text, and the last one that answered a request — not the reply to a task
 * notification, a system reminder or a yes/no question. Pure; the caller redacts what it keeps.
 *
 * `C` is the caller's record context, carried back with the turn's text so the `stop` event gets
 * the record's envelope.
 */

/** A turn's last assistant text: one API message (its text blocks, in order). */
export interface TurnText<C> {
  readonly id: string;
  readonly parts: string[];
  readonly ts: string;
  readonly ctx: C;
}

interface MessageText {
  readonly id: string;
  readonly parts: string[];
}

export class TurnTexts<C> {
  private lastText: MessageText | null = null;
  /** Last assistant text of a turn that answered a request (not a task notification or a yes/no question). */
  private lastSubstantive: (MessageText & { ts: string | null }) | null = null;
  private substantive = true;
  /** The last main-thread assistant text of the current turn: a `stop` event when the turn ends. */
  private current: TurnText<C> | null = null;

  /** True while the current turn answers a request. */
  get answersRequest(): boolean {
    return this.substantive;
  }

  /**
   * Ends the current turn and starts the next; `substantive` says whether the new turn answers a
   * request. Returns the ended turn's last text (its `stop` event), or null.
   */
  next(substantive: boolean): TurnText<C> | null {
    const ended = this.end();
    this.substantive = substantive;
    return ended;
  }

  /** Ends the current turn without starting another; returns its last text, or null. */
  end(): TurnText<C> | null {
    const t = this.current;
    this.current = null;
    return t;
  }

  /** A turn a task notification opened that then does work: it answers something after all. */
  markSubstantive(): void {
    this.substantive = true;
  }

  /** One text block of main-thread assistant message `id` (blank text is ignored). */
  text(id: string, text: string, ts: string | undefined, ctx: C): void {
    if (text.trim().length === 0) return;
    if (ts !== undefined) {
      if (this.current?.id === id) this.current.parts.push(text);
      else this.current = { id, parts: [text], ts, ctx };
    }
    if (this.lastText !== null && this.lastText.id === id) this.lastText.parts.push(text);
    else this.lastText = { id, parts: [text] };
    if (this.substantive) this.lastSubstantive = { ...this.lastText, ts: ts ?? null };
  }

  /** The current turn's last text, still open (a snapshot: the turn is not ended). */
  pending(): TurnText<C> | null {
    return this.current;
  }

  /** The last message that answered a request, else the last with text: its parts joined, or null. */
  finalText(): string | null {
    const final = this.lastSubstantive ?? this.lastText;
    return final === null ? null : final.parts.join("\n");
  }

  /** Timestamp of the last message that answered a request, or null. */
  finalAt(): string | null {
    return this.lastSubstantive?.ts ?? null;
  }
}
