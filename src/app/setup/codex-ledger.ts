/**
 * The Codex install ledger, `<cairnHome>/install/codex-ledger.json`: per file install changed, its bytes
 * from before the first install and the hash of what install last wrote (as the Claude Code ledgers in
 * env/install-ledger.ts), plus what Cairn owns inside the shared files (trust keys, project trust entries,
 * the config files whose `mcp_servers.cairn` it wrote). A missing ledger reads as empty; a corrupt one is
 * CairnError("INVALID_INPUT") naming the file.
 */
import { join } from "node:path";
import * as z from "zod/mini";
import { CairnError } from "../../core/common/errors.js";
import { homeScope } from "../env/safe-write.js";
import { readBytes, writeAtomic } from "./settings-file.js";

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

/** `file`: the ledger's name under `<cairnHome>/install/` (Copilot's install keeps `copilot-ledger.json` alike). */
const ledgerPath = (cairnHome: string, file: string) => join(cairnHome, "install", file);

export async function readCodexLedger(
  cairnHome: string,
  file = "codex-ledger.json",
): Promise<CodexLedgerFile> {
  const path = ledgerPath(cairnHome, file);
  const bytes = await readBytes(path);
  if (bytes === null)
    return { version: 1, entries: {}, owned: { trustKeys: [], projectTrust: [], mcpConfigs: [] } };
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString("utf8"));
  } catch {
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
