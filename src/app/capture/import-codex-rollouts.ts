/**
 * `cairn import` for Codex CLI: backfills memory from rollouts (`$CODEX_HOME/sessions/YYYY/MM/DD/rollout-*.jsonl`,
 * or one rollout file) through the same recording path as Claude Code transcripts (record-activity.ts, origin
 * "import", agent "codex"). Idempotent as the Claude Code import: each file's size and mtime are kept as its
 * import mark, so an unchanged file is skipped; a grown one (a resumed session) is read again and its new
 * events are added (event inserts are de-duplicated). Streams each file: memory holds the session's events,
 * never the whole rollout.
 */
import type { Dirent } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import { eachJsonLineRecord } from "../../core/agents/agent-session.js";
import { parseRolloutLine } from "../../core/agents/codex-rollout.js";
import { CodexRolloutReader } from "../../core/agents/codex-session.js";
import type { Store } from "../../store/store.js";
import { importAgentSessions } from "./import-agent-sessions.js";
import { emptySummary, type ImportSummary } from "./import-transcripts.js";

export { emptySummary };

/** Codex names its rollouts `rollout-<timestamp>-<session id>.jsonl`. */
export const isRolloutName = (name: string): boolean => /^rollout-.*\.jsonl$/.test(name);

/** Rollout files under `root` (or `root` itself), names sorted, at most 6 folders deep (YYYY/MM/DD). */
export async function findRollouts(root: string, depth = 0): Promise<string[]> {
  const info = await stat(root).catch(() => null);
  if (info === null) return [];
  if (info.isFile()) return isRolloutName(basename(root)) ? [root] : [];
  if (depth > 6) return [];
  const entries: Dirent[] = await readdir(root, { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const p = join(root, e.name);
    if (e.isFile() && isRolloutName(e.name)) out.push(p);
    else if (e.isDirectory()) out.push(...(await findRollouts(p, depth + 1)));
  }
  return out;
}

export async function importCodexRollouts(
  store: Store,
  o: { root: string; now?: Date; onSession?: (id: string) => void },
  summary: ImportSummary = emptySummary(),
): Promise<ImportSummary> {
  return importAgentSessions(store, o, summary, {
    agent: "codex",
    files: await findRollouts(o.root),
    session: async (lines, onBadLine) => {
      const reader = new CodexRolloutReader();
      await eachJsonLineRecord(lines, parseRolloutLine, (r) => reader.add(r), onBadLine);
      return reader.session();
    },
  });
}
