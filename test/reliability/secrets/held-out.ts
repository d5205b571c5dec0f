/**
 * The held-out secret corpus: `held-out/corpus.jsonl`, written by someone who had not seen the
 * redaction rules. One JSON object per line: `{"id", "family", "text", "secret"}` for a positive case
 * (`secret`, and each value of an `also` array, is an exact substring that must not survive) and
 * `{"id", "family": "negative", "text"}` for text that must come through unchanged. Read at test time;
 * null when the file is absent.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface HeldOutPositive {
  id: string;
  family: string;
  text: string;
  secrets: string[];
}

export interface HeldOutNegative {
  id: string;
  family: string;
  text: string;
}

export interface HeldOutCorpus {
  positives: HeldOutPositive[];
  negatives: HeldOutNegative[];
}

export const HELD_OUT_FILE = join(import.meta.dirname, "held-out", "corpus.jsonl");

/** Parses the held-out corpus; throws on a line that is not a case (a malformed corpus is a bug). */
export function readHeldOut(path = HELD_OUT_FILE): HeldOutCorpus | null {
  if (!existsSync(path)) return null;
  const positives: HeldOutPositive[] = [];
  const negatives: HeldOutNegative[] = [];
  for (const [i, line] of readFileSync(path, "utf8").split("\n").entries()) {
    if (line.trim() === "") continue;
    const c = JSON.parse(line) as Record<string, unknown>;
    const id = String(c.id ?? `line-${i + 1}`);
    const family = String(c.family ?? "");
    const text = c.text;
    if (typeof text !== "string") throw new Error(`${path}:${i + 1}: no "text"`);
    const also = [...(Array.isArray(c.also) ? c.also : []), ...(Array.isArray(c.secrets) ? c.secrets : [])];
    const secrets = [c.secret, ...also].filter((s): s is string => typeof s === "string" && s !== "");
    if (family === "negative" || secrets.length === 0) negatives.push({ id, family, text });
    else positives.push({ id, family, text, secrets });
  }
  return { positives, negatives };
}
