/** Reads a Claude Code settings file as a plain object (`{}` when absent or not a JSON object). Never throws. */
import { readFileSync } from "node:fs";

export function readUserSettings(path: string): Record<string, unknown> {
  try {
    const v = JSON.parse(readFileSync(path, "utf8")) as unknown;
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    // no settings file, or not JSON: Claude Code's defaults apply
    return {};
  }
}
