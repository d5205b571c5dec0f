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
