/**
 * The pack's one budget loop: blocks of candidate lines written in order, each line kept when its
 * block still has room (`cap`) and the whole text still fits `limit` characters, else counted as left
 * out. A block opens with `## <title>` before its first kept line; its footer follows the kept lines
 * when it fits. Pure: no clock, no I/O.
 */
import type { PackItem } from "./pack-types.js";

/** One line a block may show. */
export interface PackCandidate {
  /** What one left-out candidate is: a memory id, or `<section>:<id>` for a contributed item. */
  key: string;
  line: string;
  /** What the pack reports when the line is shown. */
  item: PackItem;
  /**
   * The memory the line shows: once shown, later blocks do not offer it again (`used`) and it no
   * longer counts as left out (a pinned memory left out of its type's section may be shown under Pinned).
   */
  memoryId?: string;
  /**
   * Lines that may follow the candidate's line when the pack has room once every block is written
   * (`extend`), given the text written so far and the units they may take (newlines included); in
   * order, as many as fit.
   */
  more?: (shown: string, room: number) => readonly string[];
}

export interface PackBlock {
  /** Heading written before the first kept line; null when each line carries its own heading. */
  title: string | null;
  /** Most lines kept. */
  cap: number;
  candidates: readonly PackCandidate[];
  /** Line after the kept ones, given how many candidates were left out (none: no footer). */
  footer?: (omitted: number) => string | undefined;
  /**
   * Most further lines `widen` may add to this block, from the candidates its cap left out (no footer
   * allowed); default 0.
   */
  wider?: number;
}

export class PackWriter {
  /** Memory ids shown so far. */
  readonly used = new Set<string>();
  readonly items: PackItem[] = [];
  private readonly left = new Set<string>();
  private readonly lines: string[];
  /** Sum of the lengths of `lines` (the text's length is this plus one newline between lines). */
  private chars = 0;
  /** Candidates a block's cap left out that `widen` may still add: where its lines are, and how many. */
  private readonly overflow: { chunk: number; candidate: PackCandidate; block: { room: number } }[] = [];
  /** Shown candidates that may say more (`extend`): where their lines are. */
  private readonly extensible: { chunk: number; candidate: PackCandidate; done?: boolean }[] = [];

  /**
   * `limit`: most characters (UTF-16 units) of the whole text, raised by the caller after the blocks
   * to let a closing line use the room it kept; `header`: the opening lines (already within it).
   */
  constructor(
    public limit: number,
    header: readonly string[],
  ) {
    this.lines = [...header];
    for (const l of header) this.chars += l.length;
  }

  /** `text.length`, without joining the lines. */
  private get size(): number {
    return this.chars + Math.max(0, this.lines.length - 1);
  }

  private push(line: string): void {
    this.lines.push(line);
    this.chars += line.length;
  }

  /** Appends `extra` to the lines already at `chunk`, on lines of their own. */
  private appendAt(chunk: number, extra: string): void {
    this.lines[chunk] = `${this.lines[chunk]}\n${extra}`;
    this.chars += extra.length + 1;
  }

  get text(): string {
    return this.lines.join("\n");
  }

  /** Distinct candidates left out and not shown by a later block. */
  get omitted(): number {
    return this.left.size;
  }

  /** Whether `extra`, on a line of its own after the text so far, stays within the limit. */
  fits(extra: string): boolean {
    return this.fitsChars(extra.length);
  }

  /** Whether `units` more, on a line of their own after the text so far, stay within the limit. */
  private fitsChars(units: number): boolean {
    return this.size + 1 + units <= this.limit;
  }

  /** Appends a line that is not a candidate (e.g. the closing count), when it fits. */
  append(line: string): void {
    if (this.fits(line)) this.push(line);
  }

  write(block: PackBlock): void {
    const chosen: string[] = [];
    // length of chosen.join("\n") plus the newline before the next line (once a line is chosen)
    let chosenChars = 0;
    const wider = { room: block.footer ? 0 : (block.wider ?? 0) };
    for (const c of block.candidates) {
      const header = chosen.length === 0 && block.title !== null ? `\n## ${block.title}\n` : "";
      if (chosen.length >= block.cap || !this.fitsChars(chosenChars + header.length + c.line.length)) {
        this.left.add(c.key);
        if (chosen.length >= block.cap && wider.room > 0)
          this.overflow.push({ chunk: this.lines.length, candidate: c, block: wider });
        continue;
      }
      chosen.push(header + c.line);
      chosenChars += header.length + c.line.length + 1;
      this.items.push(c.item);
      if (c.more) this.extensible.push({ chunk: this.lines.length, candidate: c });
      if (c.memoryId !== undefined) {
        this.used.add(c.memoryId);
        this.left.delete(c.key);
      }
    }
    const footer = chosen.length > 0 ? block.footer?.(block.candidates.length - chosen.length) : undefined;
    if (footer && this.fitsChars(chosenChars + footer.length)) chosen.push(footer);
    if (chosen.length > 0) this.push(chosen.join("\n"));
  }

  /**
   * Adds, after each shown candidate that has them (and that `pick` accepts), its further lines
   * (`more`, given the text as the pass started) in order, right under the candidate's own line, while the text stays within the limit and
   * the added lines within `maxChars` per candidate; stops at the first line that does not fit, and a
   * heading (an unindented line ending in ":") is never left last. A candidate is extended once.
   */
  extend(maxChars = Number.POSITIVE_INFINITY, pick: (c: PackCandidate) => boolean = () => true): void {
    // what the pack shows as the pass starts (joined once, not per candidate)
    let shown: string | undefined;
    for (const entry of this.extensible) {
      const { chunk, candidate } = entry;
      if (entry.done || !pick(candidate)) continue;
      entry.done = true;
      const added: string[] = [];
      let used = 0;
      const room = Math.min(maxChars, this.limit - this.size);
      if (room < 4) continue; // not even a newline and a 3-unit line
      shown ??= this.text;
      for (const line of candidate.more?.(shown, room) ?? []) {
        if (used + line.length + 1 > maxChars || !this.fitsChars(used + line.length)) break;
        added.push(line);
        used += line.length + 1;
      }
      while (added.length > 0 && /^\S.*:$/.test(added.at(-1) ?? "")) added.pop();
      if (added.length > 0) this.insertAfter(chunk, candidate.line, added.join("\n"));
    }
  }

  /** Inserts `extra` on lines of its own right after `line` in the lines at `chunk` (at their end when not found). */
  private insertAfter(chunk: number, line: string, extra: string): void {
    const text = this.lines[chunk] ?? "";
    const at = text.indexOf(line);
    const end = at < 0 ? -1 : text.indexOf("\n", at + line.length);
    if (end < 0) {
      this.appendAt(chunk, extra);
      return;
    }
    this.lines[chunk] = `${text.slice(0, end)}\n${extra}${text.slice(end)}`;
    this.chars += extra.length + 1;
  }

  /**
   * Spends the room the blocks left: each candidate a block's cap left out (blocks in order, best
   * first) is added at the end of its block's lines while the text stays within the limit and the
   * block's `wider` allowance lasts. Nothing already written moves out.
   */
  widen(): void {
    for (const { chunk, candidate: c, block } of this.overflow) {
      if (block.room <= 0 || (c.memoryId !== undefined && this.used.has(c.memoryId))) continue;
      if (!this.fits(c.line)) continue;
      this.appendAt(chunk, c.line);
      block.room--;
      this.items.push(c.item);
      this.left.delete(c.key);
      if (c.memoryId !== undefined) this.used.add(c.memoryId);
    }
  }
}
