/**
 * `cairn import` for GitHub Copilot CLI: backfills memory from its sessions
 * (`$COPILOT_HOME/session-state/<id>/events.jsonl`, or one such file) through the shared import loop
 * (import-agent-sessions.ts, agent "copilot"; records read by core/agents/copilot-session.ts). The file is
 * streamed, but its parsed records are held until the session is read (not yet bounded like Codex's).
 */
import type { Dirent } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { eachJsonLineRecord } from "../../core/agents/agent-session.js";
import {
  type CopilotEventRecord,
  copilotSession,
  isCopilotEventsPath,
  parseCopilotEventLine,
} from "../../core/agents/copilot-session.js";
import type { Store } from "../../store/store.js";
import { importAgentSessions } from "./import-agent-sessions.js";
import type { ImportSummary } from "./import-transcripts.js";

/**
 * Copilot session files: `root` itself when it is one, the `events.jsonl` of a session folder, or those of
 * every session folder of a `session-state` folder (or of `root/session-state`); names sorted.
 */
export async function findCopilotEvents(root: string): Promise<string[]> {
  const info = await stat(root).catch(() => null);
  if (info === null) return [];
  if (info.isFile()) return isCopilotEventsPath(root) ? [root] : [];
  const own = join(root, "events.jsonl");
  if (isCopilotEventsPath(own) && (await stat(own).catch(() => null))?.isFile()) return [own];
  const state = (await stat(join(root, "session-state")).catch(() => null))?.isDirectory()
    ? join(root, "session-state")
    : root;
  const entries: Dirent[] = await readdir(state, { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const p = join(state, e.name, "events.jsonl");
    if (e.isDirectory() && isCopilotEventsPath(p) && (await stat(p).catch(() => null))?.isFile()) out.push(p);
  }
  return out;
}

export async function importCopilotEvents(
  store: Store,
  o: { root: string; now?: Date; onSession?: (id: string) => void },
  summary: ImportSummary,
): Promise<ImportSummary> {
  return importAgentSessions(store, o, summary, {
    agent: "copilot",
    files: await findCopilotEvents(o.root),
    session: async (lines, onBadLine) => {
      const records: CopilotEventRecord[] = [];
      await eachJsonLineRecord(lines, parseCopilotEventLine, (r) => records.push(r), onBadLine);
      return copilotSession(records);
    },
  });
}
