/**
 * A regular expression that is created (and compiled, at its first use) only when a text can match
 * it. The hook bundles (scripts/lib/lazy-regexps.mjs) put one in place of a module's regular expression
 * literal, with `gate`: literals one of which every match contains (scripts/lib/required-literals.mjs). Until a text contains one, a call answers "no match"
 * as the expression would, with the same effect on `lastIndex` (ECMAScript 2024, 22.2.6:
 * RegExpBuiltinExec sets it to 0 on a failed global or sticky match; @@replace and @@match set it to
 * 0 first when global; @@search restores it; @@matchAll leaves it), and nothing is built. From the
 * first text that passes, every call goes to the expression itself. Pure: no I/O.
 *
 * Why: a hook process redacts a few short texts, yet evaluating the redaction rules created some 300
 * expressions and the first texts compiled dozens that could not match them (callgrind, a PostToolUse
 * run: ~8M instructions to create, ~10M to compile)..
 */

/** The last text a gate lower-cased (gates under the i flag compare lower-cased text). */
let lastText = "";
let lastLower = "";
const lower = (s: string): string => {
  if (s !== lastText) [lastText, lastLower] = [s, s.toLowerCase()];
  return lastLower;
};

class LazyRegExp {
  private re: RegExp | null = null;
  private index = 0;
  private readonly folds: boolean;
  constructor(
    readonly source: string,
    readonly flags: string,
    private readonly gate: readonly string[],
    folded: boolean,
  ) {
    this.folds = folded || flags.includes("i");
  }
  private real(): RegExp {
    if (this.re === null) {
      this.re = new RegExp(this.source, this.flags);
      this.re.lastIndex = this.index;
    }
    return this.re;
  }
  /** False only when `s` contains none of the gate's literals (so the expression cannot match it). */
  private open(s: string): boolean {
    if (this.re !== null) return true;
    const text = this.folds ? lower(s) : s;
    for (const g of this.gate) if (text.includes(g)) return true;
    return false;
  }
  get lastIndex(): number {
    return this.re === null ? this.index : this.re.lastIndex;
  }
  set lastIndex(v: number) {
    if (this.re === null) this.index = v;
    else this.re.lastIndex = v;
  }
  get global(): boolean {
    return this.flags.includes("g");
  }
  get sticky(): boolean {
    return this.flags.includes("y");
  }
  get ignoreCase(): boolean {
    return this.flags.includes("i");
  }
  get multiline(): boolean {
    return this.flags.includes("m");
  }
  get dotAll(): boolean {
    return this.flags.includes("s");
  }
  get unicode(): boolean {
    return this.flags.includes("u");
  }
  get hasIndices(): boolean {
    return this.flags.includes("d");
  }
  /** A failed match's effect on lastIndex (global or sticky: 0). */
  private failed(): null {
    if (this.global || this.sticky) this.index = 0;
    return null;
  }
  exec(s: string): RegExpExecArray | null {
    const text = String(s);
    return this.open(text) ? this.real().exec(text) : this.failed();
  }
  test(s: string): boolean {
    return this.exec(s) !== null;
  }
  [Symbol.replace](s: string, replacement: unknown): string {
    const text = String(s);
    if (this.open(text)) return this.real()[Symbol.replace](text, replacement as string);
    this.failed();
    return text;
  }
  [Symbol.match](s: string): RegExpMatchArray | null {
    const text = String(s);
    return this.open(text) ? this.real()[Symbol.match](text) : this.failed();
  }
  [Symbol.matchAll](s: string): IterableIterator<RegExpMatchArray> {
    const text = String(s);
    if (this.open(text)) return this.real()[Symbol.matchAll](text);
    return ([] as RegExpMatchArray[])[Symbol.iterator]();
  }
  [Symbol.search](s: string): number {
    const text = String(s);
    return this.open(text) ? this.real()[Symbol.search](text) : -1;
  }
  [Symbol.split](s: string, limit?: number): string[] {
    return this.real()[Symbol.split](String(s), limit);
  }
  toString(): string {
    return `/${this.source}/${this.flags}`;
  }
}

/**
 * `new RegExp(source, flags)`, built when first needed: at the first call on a text containing one
 * of `gate`'s strings (every match of the expression must contain one of them), or at the first call
 * at all when `gate` is null. With `folded` or the i flag, the gate's strings are lower-case and are
 * looked for in the lower-cased text. Reading `source` or `flags` builds nothing.
 */
export function lazyRegExp(
  source: string,
  flags: string,
  gate: readonly string[] | null,
  folded = false,
): RegExp {
  return new LazyRegExp(source, flags, gate ?? [""], folded) as unknown as RegExp;
}
