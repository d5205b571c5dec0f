/**
 * The one hook entry, invoked by Claude Code in exec form: `node …/dist/hook.js <EventName>`.
 * Reads the payload from stdin, then loads only the handler module that event needs.
 *
 * Fail-open boundary: any error is written to stderr and to `<home>/logs/hook.log`, and the process
 * exits 1 (a non-blocking error in Claude Code); it never exits 2. `CAIRN_DISABLE=1`, the recursion
 * guard variable, or a `.cairn-off` file at the project root make every event a silent no-op.
 * Deliberately imports nothing heavy: the PostToolUse path must cost almost nothing.
 */

import { appendFileSync, readFileSync, realpathSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";
import { turnedOff } from "../app/env/cairn-off.js";
import { copilotInstalledFor } from "../app/env/copilot-home.js";
import { homeProblem } from "../app/env/home-check.js";
import { usableNativeBinding } from "../app/env/native-binding.js";
import { cairnPaths, RECURSION_GUARD } from "../app/env/paths.js";
import { appendFileSafe, homeScope, writeFileSafe } from "../app/env/safe-write.js";
import type { HookEventName } from "../core/agents/agent-event.js";
import { agentArg, detectAgent } from "../core/agents/agents.js";
import { copilotClaudeEvent, copilotHookInput, copilotHookOutput } from "../core/agents/copilot.js";
import { boundPayload } from "./bound-payload.js";
import { codeCacheDir, requireWithCodeCache } from "./code-cache.js";
import { hookLog } from "./hook-log.js";
import { writesNotes } from "./note-tool-paths.js";
import { claimOccurrence, pruneClaims } from "./once.js";
import type { HookContext, HookOutput, HookPayload } from "./types.js";

const declaredAgent = agentArg(process.argv.slice(3));
/** The Claude Code name of the event: Copilot's own names (`postToolUse`) are mapped (core/agents/copilot.ts). */
const event =
  declaredAgent === "copilot"
    ? (copilotClaudeEvent(process.argv[2] ?? "") ?? process.argv[2] ?? "")
    : (process.argv[2] ?? "");
/**
 * plugin/dist: this file is bundled to dist/hook-main.cjs (required by dist/hook.js, hooks/boot.ts, which
 * is argv[1]), each handler to one file dist/handlers/<name>.cjs.
 */
const distDir = dirname(realpathSync(process.argv[1] ?? "."));

type Handler = { run: (p: HookPayload, c: HookContext) => Promise<HookOutput | null> };
/** Cache files to write once the event is handled (handlers loaded without a usable code cache). */
const pendingCacheWrites: (() => void)[] = [];

/**
 * Loads one handler of the bundle. Each is a single self-contained CommonJS file: one file to read
 * and no ESM graph to resolve, which on Node 20 is most of a hook's start-up cost; compiled through
 * V8's code cache in `<home>/cache/v8/<event>` (code-cache.ts).
 */
async function handler(name: string, ctx: HookContext): Promise<Handler> {
  const m = requireWithCodeCache<Handler>(
    join(distDir, "handlers", `${name}.cjs`),
    codeCacheDir(ctx.paths.home, ctx.event),
  );
  if (!m.fromCache) pendingCacheWrites.push(() => m.save(writeCodeCache(ctx.paths.home)));
  return m.exports;
}

/** A code-cache writer confined to `home` (safe-write: no links, temp file then rename, 0600). */
export const writeCodeCache =
  (home: string) =>
  (path: string, data: Buffer): void =>
    writeFileSafe(homeScope(home), path, data);

/**
 * Writes `text` to fd 1 synchronously: the process.stdout stream of a pipe loads net and the streams
 * (~3 ms of start-up) before its first write. Retries a partial write and EAGAIN (a non-blocking pipe).
 */
function writeStdout(text: string): void {
  const buf = Buffer.from(text);
  let off = 0;
  while (off < buf.length) {
    try {
      off += writeSync(1, buf, off);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EAGAIN") throw e;
    }
  }
}

function isDisabled(cwd: string): boolean {
  if (process.env.CAIRN_DISABLE === "1" || process.env[RECURSION_GUARD]) return true;
  return turnedOff(cwd);
}

async function dispatch(payload: HookPayload, ctx: HookContext): Promise<HookOutput | null> {
  // the case labels are checked against the agents' hook event names (core/agents/agent-event.ts)
  switch (event as HookEventName) {
    case "PostToolUse":
    case "PostToolUseFailure": {
      // bundled into this entry (it runs on every tool call), evaluated with redaction only for these events
      const out = (await import("./post-tool-use.js")).run(payload, ctx);
      // a note was written: stamp it, regenerate INDEX.md (string test only on every other call)
      if (event === "PostToolUse" && ctx.agent === "claude-code" && writesNotes(payload))
        await (await handler("note-written", ctx)).run(payload, ctx);
      return out;
    }
    case "PreToolUse": // note backups before a Write/Edit of a note; nothing for other files
      return ctx.agent === "claude-code" && writesNotes(payload)
        ? (await handler("pre-tool-use", ctx)).run(payload, ctx)
        : null;
    case "SessionStart":
      return (await handler("session-start", ctx)).run(payload, ctx);
    case "UserPromptSubmit":
      return (await handler("user-prompt-submit", ctx)).run(payload, ctx);
    case "Stop":
    case "SubagentStop":
    case "PreCompact":
    case "PostCompact":
    case "SessionEnd":
      return (await handler("session-checkpoint", ctx)).run(payload, ctx);
    default:
      return null; // an event this version does not handle: ignore, never fail the session
  }
}

/** Events whose handler opens the SQLite store (PostToolUse/PreToolUse only append to the spool or back up notes). */
const STORE_EVENTS: ReadonlySet<string> = new Set<HookEventName>([
  "SessionStart",
  "UserPromptSubmit",
  "Stop",
  "SubagentStop",
  "PreCompact",
  "PostCompact",
  "SessionEnd",
]);

/**
 * Runs the event; resolves true once it was handled in a usable home (then cache files may be written
 * there). A run that handled nothing (disabled, an occurrence the other installed instance took, no SQLite
 * addon yet) resolves false: a code cache written after it would hold none of the event's functions, and
 * is never written again, so every later run would compile them.
 */
async function main(): Promise<boolean> {
  const raw = readFileSync(0, "utf8");
  let payload = JSON.parse(raw) as HookPayload;
  if (typeof payload !== "object" || payload === null) throw new Error("hook payload is not a JSON object");
  const agent = detectAgent(declaredAgent, payload, process.env);
  if (agent === "copilot") {
    // a Claude-settings hook run by Copilot where Cairn's Copilot hooks are installed: those capture it
    if (declaredAgent !== "copilot" && copilotInstalledFor(process.env, payload.cwd)) return false;
    const input = copilotHookInput(event, payload);
    if (!input) return false; // an event Cairn does not use, or a subagent's own prompt / turn end
    payload = input.payload;
  }
  // one input-limit check for every event: over-long fields are truncated with a marker and logged
  const cut = boundPayload(payload);
  const cwd = typeof payload.cwd === "string" ? payload.cwd : process.cwd();
  if (isDisabled(cwd)) return false;
  const paths = cairnPaths();
  const homeError = homeProblem(paths.home);
  if (homeError) {
    // fail open: one line, nothing written (the log lives in that home)
    process.stderr.write(`cairn: ${event} hook skipped: ${homeError}\n`);
    return false;
  }
  for (const c of cut) hookLog(paths.logs, event, `truncated ${c.field} from ${c.chars} chars`);
  if (process.env.CAIRN_TRACE_FILE) {
    appendFileSync(
      process.env.CAIRN_TRACE_FILE,
      `${JSON.stringify({ event, hook_event_name: payload.hook_event_name, session_id: payload.session_id, pid: process.pid })}\n`,
    );
  }
  const dataDir = process.env.CLAUDE_PLUGIN_DATA;
  // the SQLite addon only for a run that may open the store (a note written opens it too): a tool call's
  // spool append skips the file checks
  const opensStore = STORE_EVENTS.has(event);
  const usable = opensStore || writesNotes(payload) ? usableNativeBinding({ distDir, dataDir }) : undefined;
  if (usable === null && opensStore) {
    // only an addon for another platform or Node: fail open until the data dir has one
    const line = dataDir
      ? (await import("./native-setup.js")).startNativeSetup(distDir, dataDir)
      : `cairn: ${event} hook skipped: no SQLite addon for Node ${process.version} (${process.platform}-${process.arch}); reinstall Cairn with this Node (README, Install) so npm builds better-sqlite3 for it`;
    if (line) process.stderr.write(`${line}\n`);
    return false;
  }
  const ctx: HookContext = { event, agent, cwd, paths, nativeBinding: usable ?? undefined };
  // installed twice (plugin + settings): the other instance already handled this occurrence
  if (!claimOccurrence(paths.home, event, payload)) return false;
  if (event === "SessionStart") pruneClaims(paths.home);
  const out = await dispatch(payload, ctx);
  if (out) writeStdout(JSON.stringify(agent === "copilot" ? copilotHookOutput(out) : out));
  for (const save of pendingCacheWrites) save();
  return true;
}

/**
 * Refusals Cairn raises on purpose (a write through a symlink, another user's repository, a database
 * from a newer Cairn, a store other Cairn processes kept locked): one line, exit 0. Matched by name and code, not instanceof: each handler file
 * bundles its own copy of CairnError.
 */
const REFUSALS = new Set(["UNSAFE_PATH", "FOREIGN_OWNER", "SCHEMA_NEWER", "BUSY"]);
function isRefusal(err: unknown): boolean {
  return (
    err instanceof Error &&
    err.name === "CairnError" &&
    REFUSALS.has(String((err as { code?: unknown }).code))
  );
}

/** Settles when the event is handled: true when it was handled in a usable home (hooks/boot.ts writes its code cache then). */
export const done: Promise<boolean> = main().catch((err: unknown) => {
  const refusal = isRefusal(err);
  const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  process.stderr.write(
    refusal
      ? `cairn: ${event}: ${(err as Error).message}\n`
      : `cairn: ${event} hook failed (ignored): ${message}\n`,
  );
  try {
    const { home, logs } = cairnPaths();
    const stack = err instanceof Error && !refusal ? err.stack : message;
    appendFileSafe(
      homeScope(home),
      join(logs, "hook.log"),
      `${new Date().toISOString()} ${event} ${stack}\n`,
    );
  } catch {
    // logging is best effort
  }
  process.exitCode = refusal ? 0 : 1;
  return false;
});
