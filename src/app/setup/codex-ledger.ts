/**
 * The Codex install ledger, `<cairnHome>/install/codex-ledger.json`: per file install changed, its bytes
 * from before the first install and the hash of what install last wrote (as the Claude Code ledgers in
 * env/install-ledger.ts), plus what Cairn owns inside the shared files (trust keys, project trust entries,
 * the config files whose `mcp_servers.cairn` it wrote). A missing ledger reads as empty; a corrupt one is
 * CairnError("INVALID_INPUT") naming the file.
 */
import { rm, rmdir } from "node:fs/promises";
import { join } from "node:path";
import * as z from "zod/mini";
import { CairnError } from "../../core/common/errors.js";
import { homeScope } from "../env/safe-write.js";
import { readBytes, sha256, writeAtomic } from "./settings-file.js";

const entry = z.object({
  /** File bytes before the first install (base64); null = the file did not exist. */
  original: z.nullable(z.string()),
  /** false once the file was changed by someone else between installs: no exact restore. */
  exact: z.boolean(),
  /** Topmost directory install created for the file (removed again if empty), or null. */
  createdDir: z.nullable(z.string()),
  /** sha256 (hex) of the bytes install last wrote. */
  writtenSha256: z.string(),
});

const ledgerSchema = z.object({
  version: z.literal(1),
  entries: z.record(z.string(), entry),
  owned: z.object({
    trustKeys: z.array(z.string()),
    projectTrust: z.array(z.string()),
    mcpConfigs: z.array(z.string()),
  }),
});
export type CodexLedgerFile = z.output<typeof ledgerSchema>;

const emptyLedger = (): CodexLedgerFile => ({
  version: 1,
  entries: {},
  owned: { trustKeys: [], projectTrust: [], mcpConfigs: [] },
});

/** `file`: the ledger's name under `<cairnHome>/install/` (Copilot's install keeps `copilot-ledger.json` alike). */
const ledgerPath = (cairnHome: string, file: string) => join(cairnHome, "install", file);

export async function readCodexLedger(
  cairnHome: string,
  file = "codex-ledger.json",
): Promise<CodexLedgerFile> {
  const path = ledgerPath(cairnHome, file);
  const bytes = await readBytes(path);
  if (bytes === null) return emptyLedger();
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString("utf8"));
  } catch {
    // not JSON: reported as a corrupt ledger below
    parsed = null;
  }
  const r = z.safeParse(ledgerSchema, parsed);
  if (!r.success) throw new CairnError("INVALID_INPUT", `${path} is corrupt; remove it to start over`);
  return r.data;
}

export async function writeCodexLedger(
  cairnHome: string,
  ledger: CodexLedgerFile,
  file = "codex-ledger.json",
): Promise<void> {
  await writeAtomic(
    ledgerPath(cairnHome, file),
    Buffer.from(`${JSON.stringify(ledger, null, 2)}\n`),
    homeScope(cairnHome),
  );
}

export interface LedgerUndoResult {
  removed: boolean;
  /** Files put back byte for byte (others had changed since: only Cairn's entries were removed). */
  restored: string[];
  edited: string[];
}

/**
 * Undoes every install recorded in the ledger `file`: a file as install left it gets its bytes from
 * before back (or is deleted when install created it), a file changed since loses only what
 * `removeOwned` takes out; then the directories install created are removed where empty (deepest
 * first), and the ledger is emptied.
 */
export async function undoLedger(
  cairnHome: string,
  file: string,
  removeOwned: (path: string, bytes: Buffer, owned: CodexLedgerFile["owned"]) => Buffer,
): Promise<LedgerUndoResult> {
  const ledger = await readCodexLedger(cairnHome, file);
  const restored: string[] = [];
  const edited: string[] = [];
  for (const [path, entry] of Object.entries(ledger.entries)) {
    const now = await readBytes(path);
    if (now !== null && entry.exact && sha256(now) === entry.writtenSha256) {
      if (entry.original === null) await rm(path, { force: true });
      else await writeAtomic(path, Buffer.from(entry.original, "base64"));
      restored.push(path);
    } else if (now !== null) {
      await writeAtomic(path, removeOwned(path, now, ledger.owned));
      edited.push(path);
    }
  }
  // once every file in them is gone (two files may share one created directory)
  for (const [path, entry] of Object.entries(ledger.entries))
    if (entry.original === null && entry.createdDir) await removeEmptyDirs(path, entry.createdDir);
  const removed = Object.keys(ledger.entries).length > 0;
  if (removed) await writeCodexLedger(cairnHome, emptyLedger(), file);
  return { removed, restored, edited };
}

/** Removes the directories install created for `path` (deepest first, up to `top`), where now empty. */
async function removeEmptyDirs(path: string, top: string): Promise<void> {
  let dir = join(path, "..");
  while (dir.startsWith(top)) {
    const gone = await rmdir(dir).then(
      () => true,
      () => false,
    );
    if (!gone || dir === top) return;
    dir = join(dir, "..");
  }
}
