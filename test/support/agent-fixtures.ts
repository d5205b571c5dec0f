/**
 * Writes what a real agent run produced (hook stdin payloads, a transcript) as committed fixtures under
 * `test/fixtures/agents/<agent>/<version>/`, with the run's temp paths rewritten to `/home/dev/…` so the files
 * name no path of this machine. Used by test/e2e/agents-smoke.test.ts when CAIRN_RECORD_AGENT_FIXTURES=1.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const FIXTURES_ROOT = join(import.meta.dirname, "..", "fixtures", "agents");

/** Replaces every `from` path with its `to`, longest `from` first (so a project dir wins over its parent). */
export function rewritePaths(text: string, map: Record<string, string>): string {
  let out = text;
  for (const from of Object.keys(map).sort((a, b) => b.length - a.length)) {
    out = out.split(from).join(map[from]!);
  }
  return out;
}

export interface HookLine {
  agent: string;
  event: string;
  payload: Record<string, unknown>;
  env: Record<string, string>;
  cwd: string;
}

/** The hook log written by test/support/record-hook.mjs, one parsed line per hook run. */
export function readHookLog(file: string): HookLine[] {
  return readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l) as HookLine);
}

/**
 * Fixture name for one hook line: `<event>.json`, or `<event>.<tool>.json` for tool events whose tool is not
 * the agent's shell tool, so both a command and a file edit are kept; `aliases` renames tools (e.g. an MCP
 * tool to `mcp`; "" for no suffix).
 */
function fixtureName(line: HookLine, shellTool: string, aliases: Record<string, string>): string {
  const tool = line.payload.tool_name ?? line.payload.toolName;
  if (typeof tool !== "string" || tool === shellTool) return `${line.event}.json`;
  const alias = aliases[tool] ?? tool;
  return alias === "" ? `${line.event}.json` : `${line.event}.${alias}.json`;
}

/** Writes the first payload of every fixture name; returns the names written. */
export function writeHookFixtures(
  agent: string,
  version: string,
  lines: HookLine[],
  shellTool: string,
  paths: Record<string, string>,
  aliases: Record<string, string> = {},
): string[] {
  const dir = join(FIXTURES_ROOT, agent, version);
  mkdirSync(dir, { recursive: true });
  const written = new Set<string>();
  for (const line of lines) {
    const name = fixtureName(line, shellTool, aliases);
    if (written.has(name)) continue;
    written.add(name);
    const text = rewritePaths(`${JSON.stringify(line.payload, null, 2)}\n`, paths);
    writeFileSync(join(dir, name), text);
  }
  return [...written].sort();
}

/** Copies a transcript (JSONL) into the fixture dir under `name`, paths rewritten. */
export function writeTranscriptFixture(
  agent: string,
  version: string,
  source: string,
  name: string,
  paths: Record<string, string>,
): void {
  const dir = join(FIXTURES_ROOT, agent, version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), rewritePaths(readFileSync(source, "utf8"), paths));
}
