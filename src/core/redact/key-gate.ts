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
  /** Keys by their first two characters when both are ASCII (index first * 128 + second). */
  private readonly asciiStarts: (string[] | undefined)[] = new Array(128 * 128).fill(undefined);
  /** Keys by their first two characters otherwise; one-character keys apart. */
  private readonly byStart = new Map<number, string[]>();
  private readonly single: string[] = [];
  private readonly wide: boolean;
  constructor(keys: Iterable<string>) {
    let wide = false;
    for (const k of new Set(keys)) {
      if (k.length < 2) {
        this.single.push(k);
        continue;
      }
      const a = k.charCodeAt(0);
      const b = k.charCodeAt(1);
      if (a < 128 && b < 128) this.asciiStarts[a * 128 + b] = [...(this.asciiStarts[a * 128 + b] ?? []), k];
      else {
        wide = true;
        this.byStart.set(pair(k, 0), [...(this.byStart.get(pair(k, 0)) ?? []), k]);
      }
    }
    this.wide = wide;
  }
  /** The keys `text` contains. */
  found(text: string): Set<string> {
    const found = new Set<string>(this.single.filter((k) => text.includes(k)));
    const starts = this.asciiStarts;
    const n = text.length - 1;
    for (let i = 0; i < n; i++) {
      const a = text.charCodeAt(i);
      const b = text.charCodeAt(i + 1);
      const keys =
        a < 128 && b < 128 ? starts[a * 128 + b] : this.wide ? this.byStart.get(a * 65536 + b) : undefined;
      if (keys === undefined) continue;
      for (const k of keys) if (!found.has(k) && text.startsWith(k, i)) found.add(k);
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
      for (const k of p.keys ?? []) this.byKey.set(k, [...(this.byKey.get(k) ?? []), i]);
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
