// The literals a regular expression's matches need: a set of strings at least one of which every text the
// expression matches contains (gitleaks' "keywords", derived from the pattern instead of listed by hand).
// Used at build time (scripts/lib/lazy-regexps.mjs) to gate a rule's expression behind `includes` tests.
// Conservative by construction: any syntax this parser does not model makes the answer null (no gate), and
// an element it cannot read counts as "no requirement" (a wildcard), so a returned set is never wrong, only
// sometimes weaker than it could be. Grammar: ECMAScript 2024, 22.2.1 (Patterns) with Annex B.1.2 for
// expressions without the u flag; expressions with the v flag, or i together with u, get null.

/** Most strings a gate holds (each is one `includes` test). */
const MAX_SET = 24;
/** Most characters a class may hold and still be read as a choice of literals (`[Pp]`, `[-_]`). */
const MAX_CLASS = 4;
const SYNTAX = new Set("^$\\.*+?()[]{}|/-".split(""));
const CONTROL = { n: "\n", t: "\t", r: "\r", f: "\f", v: "\v", 0: "\0" };

/** An element's requirement: `chars` (one of these characters, joinable into longer literals), `set` (one of these strings), or none. */
const WILD = { kind: "none" };

class Parser {
  constructor(source, flags) {
    this.s = source;
    this.i = 0;
    this.fold = flags.includes("i");
    this.unicode = flags.includes("u");
  }
  peek() {
    return this.s[this.i];
  }
  /** A literal character as the gate compares it (lower-cased under i), or null when it cannot be compared. */
  char(c) {
    const ascii = c.charCodeAt(0) < 128;
    if (!ascii && (this.fold || this.unicode)) return null;
    return this.fold ? c.toLowerCase() : c;
  }
  /** Disjunction: the union of every alternative's set, or null when one alternative requires nothing. */
  alternation() {
    const alternatives = [this.sequence()];
    while (this.peek() === "|") {
      this.i++;
      alternatives.push(this.sequence());
    }
    if (alternatives.some((a) => a === null)) return null;
    const union = [...new Set(alternatives.flat())];
    return union.length > MAX_SET * 2 ? null : union;
  }
  /** Alternative: the best set among its elements and its runs of adjacent literal characters. */
  sequence() {
    const candidates = [];
    let run = null;
    const close = () => {
      if (run !== null) candidates.push(run);
      run = null;
    };
    while (this.i < this.s.length && this.peek() !== "|" && this.peek() !== ")") {
      const atom = this.atom();
      const min = this.quantifier();
      if (min === 1 && atom.kind === "chars") {
        const next = run === null ? atom.chars : run.flatMap((r) => atom.chars.map((c) => r + c));
        if (next.length > MAX_SET) {
          close();
          run = atom.chars;
        } else run = next;
        continue;
      }
      close();
      if (min === 0) continue;
      if (atom.kind === "chars") candidates.push(atom.chars);
      else if (atom.kind === "set") candidates.push(atom.set);
    }
    close();
    return best(candidates);
  }
  /** The minimum repetitions of the quantifier at this position (1 when there is none). */
  quantifier() {
    const c = this.peek();
    let min = 1;
    if (c === "*" || c === "?") {
      this.i++;
      min = 0;
    } else if (c === "+") {
      this.i++;
      min = 2;
    } else if (c === "{") {
      const m = /^\{(\d+)(,\d*)?\}/.exec(this.s.slice(this.i));
      if (m === null) return 1; // a literal "{" (Annex B), read as the next atom
      this.i += m[0].length;
      min = Number(m[1]) === 0 ? 0 : m[2] === undefined && Number(m[1]) === 1 ? 1 : 2;
    } else return 1;
    if (this.peek() === "?") this.i++;
    // a repeated element is a candidate of its own, never part of a run (min 2 is "at least once" too)
    return min === 0 ? 0 : min === 1 ? 1 : 2;
  }
  atom() {
    const c = this.s[this.i++];
    if (c === "(") return this.group();
    if (c === "[") return this.klass();
    if (c === "\\") return this.escape();
    if (c === "." || c === "^" || c === "$") return WILD;
    if (c === "*" || c === "+" || c === "?" || c === ")" || c === "|") throw new Error(`unexpected ${c}`);
    if (c === "{" && /^\d+(,\d*)?\}/.test(this.s.slice(this.i))) throw new Error("nothing to repeat");
    if (this.unicode && (c === "{" || c === "}" || c === "]")) throw new Error(`unexpected ${c}`);
    const ch = this.char(c);
    return ch === null ? WILD : { kind: "chars", chars: [ch] };
  }
  group() {
    let negative = false;
    if (this.s.startsWith("?:", this.i)) this.i += 2;
    else if (this.s.startsWith("?=", this.i)) this.i += 2;
    else if (this.s.startsWith("?<=", this.i)) this.i += 3;
    else if (this.s.startsWith("?!", this.i) || this.s.startsWith("?<!", this.i)) {
      this.i += this.s[this.i + 1] === "!" ? 2 : 3;
      negative = true;
    } else if (this.s.startsWith("?<", this.i)) {
      const m = /^\?<[A-Za-z_$][\w$]*>/.exec(this.s.slice(this.i));
      if (m === null) throw new Error("unknown group");
      this.i += m[0].length;
    } else if (this.peek() === "?") throw new Error("unknown group");
    const inner = this.alternation();
    if (this.s[this.i++] !== ")") throw new Error("unclosed group");
    // a lookaround is zero-width: its requirement stands alone (the quantifier and run logic treat `set` so)
    return negative || inner === null ? WILD : { kind: "set", set: inner };
  }
  /** A class escape or literal escape outside a class. */
  escape() {
    const c = this.s[this.i++];
    if (c === undefined) throw new Error("trailing backslash");
    if (c === "k") {
      const m = /^<[^>]+>/.exec(this.s.slice(this.i));
      if (m !== null) this.i += m[0].length;
      return WILD;
    }
    if ((c === "p" || c === "P") && this.unicode) {
      const end = this.s.indexOf("}", this.i);
      if (end < 0) throw new Error("bad property escape");
      this.i = end + 1;
      return WILD;
    }
    const ch = this.escapedChar(c);
    return ch === null ? WILD : { kind: "chars", chars: [ch] };
  }
  /** The character an escape `\c…` stands for (the backslash already read), as the gate compares it, or null. */
  escapedChar(c) {
    const raw = this.rawEscape(c);
    return raw === null ? null : this.char(raw);
  }
  /** The character an escape `\c…` stands for (the backslash already read), or null for anything else. */
  rawEscape(c) {
    if (c in CONTROL && !(c === "0" && /\d/.test(this.peek() ?? ""))) return CONTROL[c];
    if (c === "x" && /^[0-9A-Fa-f]{2}/.test(this.s.slice(this.i))) {
      this.i += 2;
      return String.fromCharCode(Number.parseInt(this.s.slice(this.i - 2, this.i), 16));
    }
    if (c === "u" && /^[0-9A-Fa-f]{4}/.test(this.s.slice(this.i))) {
      this.i += 4;
      return String.fromCharCode(Number.parseInt(this.s.slice(this.i - 4, this.i), 16));
    }
    if (SYNTAX.has(c)) return c;
    // \d \w \s \b \B, back-references, \c, \u{…} and identity escapes of letters: no literal
    if (/[0-9]/.test(c)) while (/[0-9]/.test(this.peek() ?? "")) this.i++;
    if (c === "u" && this.peek() === "{") this.i = this.s.indexOf("}", this.i) + 1;
    return null;
  }
  /** A character class: its members when it is a small set of literal characters, else no requirement. */
  klass() {
    let wide = this.peek() === "^";
    if (wide) this.i++;
    const members = [];
    let prev = null;
    while (this.peek() !== "]") {
      const c = this.s[this.i++];
      if (c === undefined) throw new Error("unclosed class");
      let ch = c;
      if (c === "\\") {
        const e = this.s[this.i++];
        if (e === undefined) throw new Error("trailing backslash");
        if ((e === "p" || e === "P") && this.unicode) this.i = this.s.indexOf("}", this.i) + 1;
        ch = e === "b" ? null : this.rawEscape(e);
        if (ch === null) wide = true;
      } else if (c.charCodeAt(0) >= 128 || (this.unicode && c === "[")) wide = true;
      if (c === "-" && prev !== null && this.peek() !== "]") {
        // a range prev-next (an unescaped "-" between two characters): expanded when short
        let hi = this.s[this.i++];
        if (hi === "\\") hi = this.rawEscape(this.s[this.i++]);
        if (hi === null || hi === undefined || hi.charCodeAt(0) >= 128) wide = true;
        else if (hi.charCodeAt(0) - prev.charCodeAt(0) >= MAX_CLASS) wide = true;
        else
          for (let k = prev.charCodeAt(0) + 1; k <= hi.charCodeAt(0); k++)
            members.push(String.fromCharCode(k));
        prev = null;
        continue;
      }
      if (ch !== null) members.push(ch);
      prev = ch;
    }
    this.i++;
    if (wide) return WILD;
    const chars = [...new Set(members.map((m) => (this.fold ? m.toLowerCase() : m)))];
    if (chars.length === 0 || chars.length > MAX_CLASS) return WILD;
    if (this.fold && chars.some((m) => m.charCodeAt(0) >= 128)) return WILD;
    return { kind: "chars", chars };
  }
}

/** The candidate whose shortest string is longest (ties: fewer strings), or null when there is none. */
function best(candidates) {
  let top = null;
  let score = -1;
  for (const set of candidates) {
    const shortest = Math.min(...set.map((s) => s.length));
    const next = shortest * 100 - Math.min(set.length, 99);
    if (next > score) [top, score] = [set, next];
  }
  return top;
}

/**
 * For the expression `/source/flags`: strings (lower-cased when `flags` has i) such that every text the
 * expression matches contains one of them, or null when no such set was found. Never throws.
 */
export function requiredLiterals(source, flags) {
  if (flags.includes("v") || (flags.includes("i") && flags.includes("u"))) return null;
  try {
    const p = new Parser(source, flags);
    const set = p.alternation();
    if (p.i !== source.length || set === null || set.length === 0 || set.length > MAX_SET * 2) return null;
    if (set.some((s) => s.length === 0)) return null;
    return set;
  } catch {
    return null;
  }
}
