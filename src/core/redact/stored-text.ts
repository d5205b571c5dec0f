/**
 * The one redaction every persisted text passes (SQLite parameters, files Cairn writes, log lines):
 * `redact`, made safe for JSON documents. A text that parses as a JSON object or array is redacted
 * value by value (`redactDeep`) and re-serialised, so a replacement can never eat a quote or a
 * bracket and leave a column or file that no longer parses. Text without secrets is returned as is
 * (same string, formatting kept). Pure: no I/O.
 */

import { mapStrings } from "../common/plain-value.js";
import { redactDeep } from "./redact.js";
import { redactOnce } from "./redacted-texts.js";

/** `text` with every secret replaced (see `redact`); JSON objects/arrays stay valid JSON. */
export function redactStoredText(text: string): string {
  const plain = redactOnce(text);
  if (plain === text) return text;
  const head = text.trimStart().charAt(0);
  if (head === "{" || head === "[") {
    try {
      const parsed: unknown = JSON.parse(text);
      // a keypair file (Solana id.json) is one array of bytes: the plain pass judged it whole
      if (Array.isArray(parsed) && parsed.every((b) => typeof b === "number")) return plain;
      const redacted = redactDeep(parsed);
      // no value changed (what the plain pass took for a secret is not one, value by value): as is
      if (JSON.stringify(redacted) === JSON.stringify(parsed)) return text;
      // keep the document's indentation (2 spaces when it was pretty-printed, none otherwise)
      const indent = /^[[{]\r?\n( +)/.exec(text.trimStart())?.[1]?.length ?? 0;
      return JSON.stringify(redacted, null, indent) + (text.endsWith("\n") ? "\n" : "");
    } catch {
      // not JSON after all: plain redaction below
    }
  }
  return plain;
}

/**
 * A value bound to an SQL statement, redacted: strings through `redactStoredText`, plain objects
 * (named parameters) and arrays element by element; numbers, bigints, null and Buffers unchanged.
 */
export function redactBound(value: unknown): unknown {
  return mapStrings(value, redactStoredText);
}
