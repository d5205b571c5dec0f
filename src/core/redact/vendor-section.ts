// A `key:` inside a service's YAML section is that service's key (assignments.ts).
import { vendorName } from "./value-names.js";

/** A YAML section line (`  wandb:`): (1) its indentation, (2) its name. */
const SECTION_RE = /^([ \t]*)([\w.-]{1,60}):[ \t]*$/;

/**
 * Whether the line at `at` sits in a YAML section named after a service (`wandb:\n  key: …`): the
 * nearest line above it with less indentation, within 8 lines, is `<service>:` (value-names.ts).
 */
export function vendorSection(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart, at))?.[0].length ?? 0;
  if (indent === 0 || lineStart === 0) return false;
  let end = lineStart - 1;
  for (let n = 0; n < 8 && end >= 0; n++) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(start, end);
    const section = SECTION_RE.exec(line);
    const lineIndent = /^[ \t]*/.exec(line)?.[0].length ?? 0;
    if (line.trim() !== "" && lineIndent < indent) return section !== null && vendorName(section[2] ?? "");
    end = start - 1;
  }
  return false;
}
