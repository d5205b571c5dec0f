// A `key:` inside a service's YAML section is that service's key (assignments.ts).
import { lineStartWithin } from "./line-start.js";
import { vendorName } from "./value-names.js";

/** A YAML section line (`  wandb:`): (1) its indentation, (2) its name. */
const SECTION_RE = /^([ \t]*)([\w.-]{1,60}):[ \t]*$/;

/** Longest line read: a YAML entry or section line is far shorter. */
const MAX_LINE = 1000;

/**
 * Whether the line at `at` sits in a YAML section named after a service (`wandb:\n  key: …`): the
 * nearest line above it with less indentation, within 8 lines, is `<service>:` (value-names.ts).
 * Lines longer than 1,000 characters before the value are not read (no section).
 */
export function vendorSection(text: string, at: number): boolean {
  const lineStart = lineStartWithin(text, at, MAX_LINE);
  if (lineStart <= 0) return false;
  const indent = /^[ \t]*/.exec(text.slice(lineStart, at))?.[0].length ?? 0;
  if (indent === 0) return false;
  let end = lineStart - 1;
  for (let n = 0; n < 8 && end >= 0; n++) {
    const start = lineStartWithin(text, end, MAX_LINE);
    if (start < 0) return false;
    const line = text.slice(start, end);
    const section = SECTION_RE.exec(line);
    const lineIndent = /^[ \t]*/.exec(line)?.[0].length ?? 0;
    if (line.trim() !== "" && lineIndent < indent) return section !== null && vendorName(section[2] ?? "");
    end = start - 1;
  }
  return false;
}
