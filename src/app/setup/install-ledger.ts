/**
 * The install ledgers: what `cairn install` changed in a Claude Code settings or MCP config file, so
 * that uninstall can undo exactly that. Two files under `<cairnHome>/install/`, one format
 * (`{version: 1, entries: {<absolute file path>: entry}}`, JSON, written atomically):
 * - `ledger.json`: hook handlers in `.claude/settings*.json` ({@link LedgerEntry});
 * - `mcp-ledger.json`: the `cairn` MCP server in `.mcp.json` / `.claude.json` ({@link McpLedgerEntry}).
 * A missing ledger reads as empty; a corrupt one is CairnError("INVALID_INPUT") naming the file; any
 * other read or write failure is CairnError("IO").
 */
import { join } from "node:path";
import * as z from "zod/mini";
import { CairnError } from "../../core/common/errors.js";
import { homeScope } from "../env/safe-write.js";
import { readBytes, writeAtomic } from "./settings-file.js";

/** Fields every ledger entry has, whatever the file. */
const commonEntry = {
  /** File bytes before the first install (base64); null = the file did not exist. */
  original: z.nullable(z.string()),
  /** false once the file was changed by someone else and Cairn re-installed: no exact restore. */
  exact: z.boolean(),
  /** Topmost directory install created for the file (removed again if empty), or null. */
  createdDir: z.nullable(z.string()),
  /** sha256 (hex) of the bytes install last wrote. */
  writtenSha256: z.string(),
};

const hooksEntrySchema = z.object({
  ...commonEntry,
  createdHooksKey: z.boolean(),
  createdEvents: z.array(z.string()),
});
const mcpEntrySchema = z.object({
  ...commonEntry,
  /** JSON paths (joined with NUL) of objects install created and may remove again when empty. */
  createdKeys: z.array(z.string()),
  mcpScript: z.string(),
});
export type LedgerEntry = z.output<typeof hooksEntrySchema>;
export type McpLedgerEntry = z.output<typeof mcpEntrySchema>;

/** A ledger file's content: one entry per file install changed, keyed by its absolute path. */
export interface LedgerFile<E> {
  version: 1;
  entries: Record<string, E>;
}
export type Ledger = LedgerFile<LedgerEntry>;
export type McpLedger = LedgerFile<McpLedgerEntry>;

const hooksLedgerSchema = z.object({
  version: z.literal(1),
  entries: z.record(z.string(), hooksEntrySchema),
});
const mcpLedgerSchema = z.object({ version: z.literal(1), entries: z.record(z.string(), mcpEntrySchema) });

const installDir = (cairnHome: string): string => join(cairnHome, "install");
export const ledgerPath = (cairnHome: string): string => join(installDir(cairnHome), "ledger.json");
export const mcpLedgerPath = (cairnHome: string): string => join(installDir(cairnHome), "mcp-ledger.json");

async function readLedgerFile<E>(path: string, schema: z.ZodMiniType<LedgerFile<E>>): Promise<LedgerFile<E>> {
  const bytes = await readBytes(path);
  if (bytes === null) return { version: 1, entries: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString("utf8"));
  } catch {
    // not JSON: reported as a corrupt ledger below
    parsed = undefined;
  }
  const r = schema.safeParse(parsed);
  if (!r.success) throw new CairnError("INVALID_INPUT", `${path} is corrupt; delete it to continue`);
  return r.data;
}

async function writeLedgerFile<E>(cairnHome: string, path: string, ledger: LedgerFile<E>): Promise<void> {
  await writeAtomic(path, Buffer.from(`${JSON.stringify(ledger, null, 2)}\n`, "utf8"), homeScope(cairnHome));
}

/** The hooks ledger (empty when absent). */
export function readLedger(cairnHome: string): Promise<Ledger> {
  return readLedgerFile(ledgerPath(cairnHome), hooksLedgerSchema);
}

export function writeLedger(cairnHome: string, ledger: Ledger): Promise<void> {
  return writeLedgerFile(cairnHome, ledgerPath(cairnHome), ledger);
}

/** The MCP registration ledger (empty when absent). */
export function readMcpLedger(cairnHome: string): Promise<McpLedger> {
  return readLedgerFile(mcpLedgerPath(cairnHome), mcpLedgerSchema);
}

export function writeMcpLedger(cairnHome: string, ledger: McpLedger): Promise<void> {
  return writeLedgerFile(cairnHome, mcpLedgerPath(cairnHome), ledger);
}
