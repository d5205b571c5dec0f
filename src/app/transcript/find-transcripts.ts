/**
 * findTranscripts: locates Claude Code transcript files under a projects dir (~/.claude/projects),
 * one project dir, or a single .jsonl file. Subagent files are found in both layouts:
 * `<project>/<sid>/subagents/agent-*.jsonl` (2.x) and `<project>/agent-*.jsonl` (older; records are
 * isSidechain with sessionId = parent); `$CLAUDE_CONFIG_DIR/projects` when that is set (layout:
 * https://code.claude.com/docs/en/claude-directory). Read-only.
 */
import type { Dirent } from "node:fs";
import { open, readdir, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { CairnError } from "../../core/common/errors.js";

export interface TranscriptFile {
  path: string;
  kind: "session" | "subagent";
  /** Parent session id of a subagent file (folder name, or first `sessionId` in the file). */
  parentSessionId?: string;
}

/**
 * Yields transcript files in a stable order (names sorted; a project's files before its folders).
 * Errors: CairnError("NOT_FOUND") when `root` does not exist; unreadable subfolders are skipped.
 */
export async function* findTranscripts(root: string): AsyncIterable<TranscriptFile> {
  const info = await stat(root).catch(() => null);
  if (info === null) throw new CairnError("NOT_FOUND", `no such transcript file or folder: ${root}`);
  if (info.isFile()) {
    if (root.endsWith(".jsonl")) yield await describeFile(root);
    return;
  }
  yield* scanDir(root, 0);
}

/** depth 0 = the given folder; depth 1 = a project folder inside a projects folder. */
async function* scanDir(dir: string, depth: number): AsyncGenerator<TranscriptFile> {
  const entries = await listDir(dir);
  for (const e of entries) {
    if (e.name.endsWith(".jsonl") && (await isFile(dir, e))) yield await describeFile(join(dir, e.name));
  }
  for (const e of entries) {
    if (!(await isDir(dir, e))) continue;
    const sub = join(dir, e.name, "subagents");
    const agents = (await listDir(sub)).filter(
      (a) => a.name.startsWith("agent-") && a.name.endsWith(".jsonl"),
    );
    for (const a of agents) yield { path: join(sub, a.name), kind: "subagent", parentSessionId: e.name };
    if (agents.length === 0 && depth === 0) yield* scanDir(join(dir, e.name), depth + 1);
  }
}

async function describeFile(path: string): Promise<TranscriptFile> {
  const name = basename(path);
  if (!name.startsWith("agent-")) return { path, kind: "session" };
  const parentDir = dirname(path);
  if (basename(parentDir) === "subagents") {
    return { path, kind: "subagent", parentSessionId: basename(dirname(parentDir)) };
  }
  const sid = await peekSessionId(path);
  return sid === null ? { path, kind: "subagent" } : { path, kind: "subagent", parentSessionId: sid };
}

/** First `"sessionId":"…"` within the first 64 KiB of a file, or null. */
async function peekSessionId(path: string): Promise<string | null> {
  const handle = await open(path, "r").catch(() => null);
  if (handle === null) return null;
  try {
    const buf = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    const m = /"sessionId"\s*:\s*"([^"\\]{1,128})"/.exec(buf.toString("utf8", 0, bytesRead));
    return m?.[1] ?? null;
  } finally {
    await handle.close();
  }
}

async function listDir(dir: string): Promise<Dirent[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [] as Dirent[]);
  return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

async function isFile(dir: string, e: Dirent): Promise<boolean> {
  if (e.isFile()) return true;
  return e.isSymbolicLink() && ((await stat(join(dir, e.name)).catch(() => null))?.isFile() ?? false);
}

async function isDir(dir: string, e: Dirent): Promise<boolean> {
  if (e.isDirectory()) return true;
  return e.isSymbolicLink() && ((await stat(join(dir, e.name)).catch(() => null))?.isDirectory() ?? false);
}
