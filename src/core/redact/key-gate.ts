/**
 * Pattern gates (gitleaks' "keywords"): a pattern with keys runs only on a text that contains one of
 * them, also inside a longer word (`sk_` in `sk_live_`). Keys are literal, so one pass over the text
 * finds every gate's keys at once: each position's first two characters are looked up in a table
 * (an array for ASCII pairs) and only positions that start some key are compared. Linear, and nothing to compile
 * in a fresh hook process (an alternation regular expression of some 150 keys costs milliseconds to
 * compile). Pure: no I/O.
 */

/** Two characters packed into one number: the index keys are looked up by. */
const pair = (text: string, i: number): number => text.charCodeAt(i) * 65536 + text.charCodeAt(i + 1);

/** The keys of several gates, indexed for one scan of a text. */
export class KeyScanner {
  private readonly keys: string[];
  /** Keys by their first two characters when both are ASCII (index first * 128 + second); built at the first scan. */
  private asciiStarts: (string[] | undefined)[] | null = null;
  /** Keys by their first two characters otherwise; one-character keys apart. */
  private readonly byStart = new Map<number, string[]>();
  private readonly single: string[] = [];
  private wide = false;
  constructor(keys: Iterable<string>) {
    this.keys = [...new Set(keys)];
  }
  private index(): (string[] | undefined)[] {
    const starts: (string[] | undefined)[] = new Array(128 * 128).fill(undefined);
    for (const k of this.keys) {
      if (k.length < 2) {
        this.single.push(k);
        continue;
      }
      const a = k.charCodeAt(0);
      const b = k.charCodeAt(1);
      if (a < 128 && b < 128) {
        const at = starts[a * 128 + b];
        if (at === undefined) starts[a * 128 + b] = [k];
        else at.push(k);
      } else {
        this.wide = true;
        const p = pair(k, 0);
        const at = this.byStart.get(p);
        if (at === undefined) this.byStart.set(p, [k]);
        else at.push(k);
      }
    }
    this.asciiStarts = starts;
    return starts;
  }
  /** The keys `text` contains. */
  found(text: string): Set<string> {
    const starts = this.asciiStarts ?? this.index();
    const found = new Set<string>();
    for (const k of this.single) if (text.includes(k)) found.add(k);
    const n = text.length;
    // each position's pair is the previous one's second character and its own (one read per character)
    let a = n > 0 ? text.charCodeAt(0) : 0;
    for (let i = 1; i < n; i++) {
      const b = text.charCodeAt(i);
      const keys =
        (a | b) < 128 ? starts[a * 128 + b] : this.wide ? this.byStart.get(a * 65536 + b) : undefined;
      a = b;
      if (keys === undefined) continue;
      for (const k of keys) if (!found.has(k) && text.startsWith(k, i - 1)) found.add(k);
    }
    return found;
  }
}

/** The patterns of one rule list that may match a text, given the keys found in it. */
export class KeyGate<P extends { keys?: readonly string[] }> {
  private readonly always: boolean[];
  private readonly unkeyed: P[];
  /** For each declared key: the indexes of the patterns that list it. */
  private readonly byKey = new Map<string, number[]>();
  constructor(private readonly patterns: readonly P[]) {
    patterns.forEach((p, i) => {
      for (const k of p.keys ?? []) {
        const at = this.byKey.get(k);
        if (at === undefined) this.byKey.set(k, [i]);
        else at.push(i);
      }
    });
    this.always = patterns.map((p) => p.keys === undefined || p.keys.length === 0);
    this.unkeyed = patterns.filter((_p, i) => this.always[i]);
  }
  /** Every key a pattern of this gate declares. */
  keys(): string[] {
    return [...this.byKey.keys()];
  }
  /** The patterns that may match a text whose keys (of a scanner holding this gate's) are `found`, in order. */
  select(found: ReadonlySet<string>): readonly P[] {
    if (this.byKey.size === 0) return this.patterns;
    let on: boolean[] | null = null;
    for (const key of found) {
      const hits = this.byKey.get(key);
      if (hits === undefined) continue;
      on ??= [...this.always];
      for (const i of hits) on[i] = true;
    }
    return on === null ? this.unkeyed : this.patterns.filter((_p, i) => on[i]);
  }
}
