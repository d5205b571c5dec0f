/**
 * The redaction measures the tests and bench/secrets.mjs report: the share of planted secrets a
 * redactor keeps off disk, per family, and which texts that hold no secret it changed.
 */

export interface Planted {
  family: string;
  text: string;
  secrets: readonly string[];
}

export interface KeptOff {
  total: number;
  kept: number;
  /** kept / total, 0..1. */
  rate: number;
  perFamily: Map<string, { total: number; kept: number }>;
  missed: Planted[];
}

/** A case is kept off disk when none of its secrets appears in what the redactor returns. */
export function keptOff(cases: readonly Planted[], redact: (text: string) => string): KeptOff {
  const perFamily = new Map<string, { total: number; kept: number }>();
  const missed: Planted[] = [];
  for (const c of cases) {
    const out = redact(c.text);
    const ok = c.secrets.every((s) => !out.includes(s));
    const f = perFamily.get(c.family) ?? { total: 0, kept: 0 };
    f.total++;
    if (ok) f.kept++;
    else missed.push(c);
    perFamily.set(c.family, f);
  }
  const kept = cases.length - missed.length;
  return { total: cases.length, kept, rate: cases.length === 0 ? 1 : kept / cases.length, perFamily, missed };
}

/** The texts a redactor changed although they hold no secret. */
export function changed<T extends { text: string }>(
  texts: readonly T[],
  redact: (text: string) => string,
): T[] {
  return texts.filter((t) => redact(t.text) !== t.text);
}
