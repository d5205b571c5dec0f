/**
 * JSON-like values: strings, arrays and plain objects (prototype Object.prototype or null) nested in
 * each other. Other objects (Date, Buffer, class instances) are opaque: a walk leaves them unchanged.
 */

/** True for a plain object: `{…}` or `Object.create(null)`, not an array, Date, Buffer or class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of `value` with every string inside arrays and plain objects replaced by `f(string)` (keys
 * kept); numbers, bigints, null and opaque objects unchanged. The input is not mutated.
 */
export function mapStrings(value: unknown, f: (text: string) => string): unknown {
  if (typeof value === "string") return f(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = mapStrings(v, f);
  return out;
}
