/**
 * One run per hook occurrence when Cairn is installed twice (the plugin and `cairn install`, or two
 * settings scopes): Claude Code then starts both handlers for the same event, in parallel. The first
 * to create `<home>/once/<session>/<key>` (exclusive create, O_EXCL) does the work; the other returns
 * nothing. Keys: a tool event's `tool_use_id`; a prompt's `prompt_id` (else a hash of the prompt in
 * a 3 s window); SessionStart's `source` in a 3 s window (a window file from the previous window
 * less than 3 s old also counts, so two runs straddling a boundary still count once); Stop's
 * `prompt_id` and SubagentStop's `agent_id` with `stop_hook_active`; PreCompact's, PostCompact's and
 * SessionEnd's `prompt_id` in a 3 s window. An occurrence without those fields is not claimed (its captures are
 * idempotent). Any file-system error lets the hook run (fail open). Like everything in `$CAIRN_HOME`,
 * claim folders are 0700 and claim files 0600 whatever the umask.
 */
import {
  chmodSync,
  closeSync,
  fchmodSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
} from "node:fs";
import { join } from "node:path";
import { sha256Hex } from "../app/env/hash.js";
import type { HookPayload } from "./types.js";

/** Two instances of one occurrence start within milliseconds of each other; real repeats are seconds apart. */
const WINDOW_MS = 3_000;
/** Claim directories of sessions older than this are removed by SessionStart. */
const KEEP_MS = 86_400_000;

const safe = (s: string) => s.replace(/[^A-Za-z0-9_.-]/g, "_").slice(0, 120);
const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

/** The claim key of one occurrence, with whether it is a time window (null: never claimed). */
export function occurrenceKey(event: string, p: HookPayload): { key: string; windowed: boolean } | null {
  const rec = p as Record<string, unknown>;
  switch (event) {
    case "PreToolUse":
    case "PostToolUse":
    case "PostToolUseFailure": {
      const id = str(rec.tool_use_id);
      return id ? { key: `${event}-${safe(id)}`, windowed: false } : null;
    }
    case "UserPromptSubmit": {
      const id = str(rec.prompt_id);
      if (id) return { key: `${event}-${safe(id)}`, windowed: false };
      const hash = sha256Hex(String(rec.prompt ?? ""), 16);
      return { key: `${event}-${hash}`, windowed: true };
    }
    case "SessionStart":
      return { key: `${event}-${safe(str(rec.source) ?? "startup")}`, windowed: true };
    case "Stop":
    case "SubagentStop": {
      // one Stop per prompt turn and stop_hook_active value (a blocked Stop is followed by an active one)
      const id = str(event === "Stop" ? rec.prompt_id : rec.agent_id);
      return id ? { key: `${event}-${safe(id)}-${rec.stop_hook_active === true}`, windowed: false } : null;
    }
    case "PreCompact":
    case "PostCompact":
    case "SessionEnd": {
      const id = str(rec.prompt_id);
      return id ? { key: `${event}-${safe(id)}`, windowed: true } : null;
    }
    default:
      return null;
  }
}

function create(path: string): boolean {
  try {
    const fd = openSync(path, "wx", 0o600);
    try {
      fchmodSync(fd, 0o600); // exactly 0600, whatever the umask took away
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw e;
  }
}

/**
 * true when this process should handle the occurrence (it claimed it, or it cannot be claimed);
 * false when another instance already did.
 */
export function claimOccurrence(home: string, event: string, p: HookPayload, now = Date.now()): boolean {
  const session = str((p as Record<string, unknown>).session_id);
  const k = occurrenceKey(event, p);
  if (!session || !k) return true;
  try {
    const dir = join(home, "once", safe(session));
    const made = mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (made !== undefined) {
      // the folders just made (`once/` itself the first time): 0700 even under a umask that strips
      // owner bits, so the claim files can still be created
      chmodSync(made, 0o700);
      if (made !== dir) chmodSync(dir, 0o700);
    }
    if (!k.windowed) return create(join(dir, k.key));
    const bucket = Math.floor(now / WINDOW_MS);
    if (!create(join(dir, `${k.key}-${bucket}`))) return false;
    try {
      return now - statSync(join(dir, `${k.key}-${bucket - 1}`)).mtimeMs >= WINDOW_MS;
    } catch {
      // no file for the previous window: this occurrence is the first
      return true;
    }
  } catch {
    // the once folder is not usable: handle the occurrence (a duplicate beats a lost one)
    return true;
  }
}

/** Removes claim directories not touched for a day. Best effort. */
export function pruneClaims(home: string, now = Date.now()): void {
  try {
    const root = join(home, "once");
    for (const name of readdirSync(root)) {
      const dir = join(root, name);
      if (now - statSync(dir).mtimeMs > KEEP_MS) rmSync(dir, { recursive: true, force: true });
    }
  } catch {
    // nothing to prune
  }
}
