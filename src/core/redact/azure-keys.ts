/**
 * The key entries Azure's `keys list` commands print (`az storage account keys list`, `az cosmosdb
 * keys list`, `az signalr key list`, `az redis list-keys`, `az cognitiveservices account keys list`):
 * `primaryKey` / `secondaryKey` (and their `Master` / `Readonly` forms) hold base64 of 32 or 64 random
 * bytes, `key1` / `key2` base64 or 32 hex digits. A database's primary key never holds padded base64
 * of 32+ bytes, so under these labels the value's shape decides. Pure: no I/O.
 */

/** Labels of Azure's key-list entries (see the module comment). */
const AZURE_KEY_LABEL_RE = /^(?:(?:primary|secondary)(?:Readonly)?(?:Master)?Key|key[12])$/i;
/** Base64 of 30+ bytes with its padding (Azure keys are 32 or 64 bytes: 44 or 88 characters). */
const PADDED_BASE64_RE = /^[A-Za-z0-9+/]{38,}={1,2}$/;

/** True when `label` is an Azure key-list entry and `value` is a key's shape (see the module comment). */
export function azureKeyEntry(label: string, value: string): boolean {
  if (!AZURE_KEY_LABEL_RE.test(label)) return false;
  const hex = /^key[12]$/i.test(label) && /^[0-9a-f]{32}$/.test(value);
  return hex || (PADDED_BASE64_RE.test(value) && value.length % 4 === 0 && /\d/.test(value));
}
