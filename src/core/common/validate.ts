/**
 * Boundary validation with zod/mini (13 KB bundled instead of 450 KB for classic zod, which matters
 * for hook start-up). zod/mini carries no message locale, so on failure only, the English locale is
 * loaded and the input parsed again for readable messages ("title: Too big: expected …").
 */
import * as z from "zod/mini";
import { CairnError, formatIssues } from "./errors.js";

let english = false;

/** Parses or throws CairnError("INVALID_INPUT") whose message names each bad field. */
export async function parseOrThrow<T>(schema: z.ZodMiniType<T>, input: unknown, what?: string): Promise<T> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  if (!english) {
    const { default: en } = await import("zod/v4/locales/en.js");
    z.config(en());
    english = true;
  }
  const again = schema.safeParse(input);
  const issues = again.success ? r.error.issues : again.error.issues;
  throw new CairnError("INVALID_INPUT", `${what ? `${what}: ` : ""}${formatIssues(issues)}`);
}

/** 20000 → "20,000" (the form the length messages use). */
const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/**
 * A trimmed string of 1 to `max` characters. Messages name the field: "`field` must not be empty"
 * (or `empty`) and "`field` is longer than `max` characters".
 */
export function lineText(field: string, max: number, empty = `${field} must not be empty`) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, empty),
      z.maxLength(max, `${field} is longer than ${grouped(max)} characters`),
    );
}

/** A string of at most `max` characters (may be empty): "`field` is longer than `max` characters". */
export function longText(field: string, max: number) {
  return z.string().check(z.maxLength(max, `${field} is longer than ${grouped(max)} characters`));
}
