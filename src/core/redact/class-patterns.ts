/**
 * Secrets recognised by a structure shared across languages and tools rather than one service's token:
 * - a literal wrapped in a constructor or conversion call and assigned to a credential-named variable
 *   (Rust `let api_token = String::from("…")`, `SecretString::new("…")`, Java `new String("…")`,
 *   Kotlin `val token = requireNotNull("…")`);
 * - a C# auto-property initializer (`public string ApiSecret { get; } = "…";`, C# language reference,
 *   "Auto-implemented properties");
 * - an Authorization header given without a colon (nginx `proxy_set_header Authorization "Basic …"`,
 *   Apache `RequestHeader set Authorization "Bearer …"`): the RFC 7617 / RFC 6750 credential;
 * - a hex token as the last path segment of an incoming-webhook URL (`/hooks/build/<32 hex>`, whatever
 *   the host), where the path is the credential;
 * - a literal in a typed declaration under a credential name (Rust `const API_KEY: &str = "…"`, `&[u8] = b"…"`,
 *   TypeScript `const apiKey: string = "…"`, Kotlin/Swift `val token: String = "…"`);
 * - a URL query or fragment parameter whose name says credential, whatever the host (`?signature=`,
 *   `&session_token=`, `#id_token=`; TruffleHog's URI detector and gitleaks' generic rule keywords);
 * - InfluxDB's `?u=<user>&p=<password>` query authentication;
 * - a token a CLI prints at the end of a labelled line (`New personal access token (copy it now): …`);
 * - the cell under a credential-named column of a table a CLI prints (`NAME  TOKEN  EXPIRES`, a
 *   Markdown `| Name | Token |` table): see redactTableColumns.
 * Each regex has group 1 = the kept head and group 2 = the secret. Every regex is linear: a literal
 * anchor, then bounded classes. Pure: no I/O.
 */

import type { ContextPattern } from "./context-patterns.js";
import { unnamedCredential } from "./id-values.js";
import { looksLikeCredential } from "./secret-patterns.js";
import { redactSqlValues } from "./sql-values.js";
import { redactTabTable } from "./tab-tables.js";
import { looksLikePassword, looksRandomToken } from "./token-shape.js";

type Mark = (kind: string) => string;
type IsPlaceholder = (value: string) => boolean;

/**
 * The credential word of an identifier in code (a token, secret, password, API/access/private key) and
 * the rest of the identifier: the match starts at the word, so the regex does work only where one is.
 */
const CREDENTIAL_NAME = String.raw`(?:[Tt]oken|TOKEN|[Ss]ecret|SECRET|[Pp]ass(?:word|wd)|PASS(?:WORD|WD)|(?:[Aa]pi|API|[Aa]ccess|ACCESS|[Pp]rivate|PRIVATE|[Aa]uth|AUTH)_?(?:[Kk]ey|KEY))[\w$]{0,40}`;

/** A literal that a credential-named variable holds: generated-looking, credential-shaped or a password. */
const credentialValue = (s: string): boolean =>
  looksRandomToken(s, 16) || looksLikeCredential(s) || looksLikePassword(s);

/** Words in a printed label that make the value after it public or an identifier. */
const PUBLIC_LABEL = String.raw`(?![^:\n]{0,80}\b(?:[Pp]ublic|PUBLIC|pub|[Ff]ingerprint|ID|[Ii]d|[Hh]ash|[Cc]hecksum|[Dd]igest|sha\d*|SHA\d*|md5|[Cc]ommit|[Cc]ache|[Ii]dempotency|[Ss]ort|[Pp]rimary|[Ll]ookup)\b)`;

/** Words right before KEY / TOKEN that make it public or structural (`public key:`, `Idempotency-Key:`); checked after the word. */
const PUBLIC_BEFORE = String.raw`(?<!(?:[Pp]ublic|PUBLIC|[Ii]dempotency|IDEMPOTENCY|[Cc]ache|[Ss]ort|[Pp]rimary|[Ll]ookup|[Hh]ost|[Pp]artition|[Rr]outing|[Dd]edupe|[Cc]ontinuation|[Pp]age|[Ss]ync|[Cc]srf|CSRF|[Xx]srf|XSRF)[ _-]?\w+)`;

export const CLASS_PATTERNS: readonly ContextPattern[] = [
  {
    kind: "secret",
    keys: ['"', "'"],
    re: new RegExp(
      String.raw`(${CREDENTIAL_NAME}[ \t]*:[ \t]*&?'?[\w<>\[\]:.]{1,40}[ \t]*=[ \t]*(?:[bB]|br|u8|@)?["'])([^"'\s\\]{8,512})(?=["'])`,
      "g",
    ),
    accept: credentialValue,
  },
  {
    kind: "secret",
    keys: ["="],
    re: /([?&#;](?:[A-Za-z0-9]{1,20}[_.-])?(?:[Tt]oken|TOKEN|[Ss]ignature|SIGNATURE|[Ss]ecret|SECRET|[Aa]pi[_-]?[Kk]ey|API[_-]?KEY|[Aa]ccess[_-]?[Kk]ey|[Pp]assword|PASSWORD|[Pp]asswd|[Aa]uth)=)([A-Za-z0-9._~+/%-]{16,2048})(?=[&#"'\s<>)]|$)/g,
    accept: (s) => looksRandomToken(s, 16) || looksLikeCredential(s) || /^[0-9a-f]{32,}$/i.test(s),
  },
  {
    kind: "token",
    keys: ["oken", "OKEN", "ecret", "ECRET"],
    re: new RegExp(
      String.raw`(\b(?:[Tt]oken|TOKEN|[Ss]ecret|SECRET)\b${PUBLIC_BEFORE}${PUBLIC_LABEL}[^:\n]{0,80}:[ \t]+)([A-Za-z0-9_.+/=~-]{20,512})(?=[ \t]*(?:\r?\n|$))`,
      "g",
    ),
    accept: (s) => looksRandomToken(s),
  },
  // the same after KEY, a slot word as often as a credential's (`Key: <object id>`): credential-long values only
  {
    kind: "token",
    keys: ["ey", "EY"],
    re: new RegExp(
      String.raw`(\b(?:[Kk]ey|KEY)\b${PUBLIC_BEFORE}${PUBLIC_LABEL}[^:\n]{0,80}:[ \t]+)([A-Za-z0-9_.+/=~-]{20,512})(?=[ \t]*(?:\r?\n|$))`,
      "g",
    ),
    accept: (s) => looksRandomToken(s) && unnamedCredential(s),
  },
  {
    kind: "secret",
    keys: ['("', "('"],
    re: new RegExp(
      String.raw`(${CREDENTIAL_NAME}[ \t]*(?::[ \t]*[\w<>&':]{1,40}[ \t]*)?=[ \t]*(?:new[ \t]+)?[\w$.:]{1,80}\(["'])([^"'\s\\]{8,512})(?=["'][ \t]*\))`,
      "g",
    ),
    accept: credentialValue,
  },
  {
    kind: "secret",
    keys: ["get;"],
    re: new RegExp(
      String.raw`(${CREDENTIAL_NAME}[ \t]*\{[ \t]*get;[^}\n]{0,40}\}[ \t]*=[ \t]*@?")([^"\s\\]{8,512})(?=")`,
      "g",
    ),
    accept: credentialValue,
  },
  {
    kind: "secret",
    keys: ["uthorization", "UTHORIZATION"],
    re: /(\b(?:[Aa]uthorization|AUTHORIZATION)["']?(?:[ \t]*[:=])?[ \t]*["']?(?:Basic|Bearer|Token|token|bearer)[ \t]+)([A-Za-z0-9+/._~-]{16,2048}=*)(?=["'\s;]|$)/g,
    // (Basic: base64 of `user:password`, RFC 7617 section 2)
    accept: (s) => looksRandomToken(s, 16) || looksLikeCredential(s) || basicPair(s),
  },
  // InfluxDB 1.x query-parameter authentication: `?u=<user>&p=<password>` (InfluxDB docs,
  // "Authenticate with query parameters in the URL or request body")
  {
    kind: "password",
    keys: ["&p="],
    re: /([?&]u=[^&\s#"']{1,64}(?:&[\w.-]{1,32}=[^&\s#"']{0,64}){0,4}&p=)([^&\s#"'<>]{4,256})/g,
    accept: (s) => looksLikePassword(s) || looksLikeCredential(s) || looksRandomToken(s, 12),
  },
  {
    kind: "webhook",
    keys: ["/hooks/", "/webhooks/"],
    re: /(\/(?:hooks|webhooks)\/(?:[A-Za-z0-9_-]{1,64}\/){0,2})([0-9a-f]{32,64})(?=[/?#"'\s]|$)(?!\/\[REDACTED:)/g,
  },
];

/** Base64 of `user:password` (RFC 7617 section 2): printable text with a colon between two parts. */
function basicPair(s: string): boolean {
  if (!/^[A-Za-z0-9+/]{12,}={0,2}$/.test(s)) return false;
  try {
    return /^[\x21-\x7e]{1,64}:[\x20-\x7e]{4,128}$/.test(atob(s));
  } catch {
    return false; // (not base64 after all: a length that no padding fixes)
  }
}

/**
 * Column names that hold a credential in a CLI's table output (a bare `Key` column lists public keys:
 * `nsc list keys`); `PAT` is a personal access token (Azure DevOps, GitHub).
 */
const CREDENTIAL_COLUMN_RE =
  /^(?:(?:(?:api|access|secret|private|auth|client|personal[ _-]access)[ _-]?)?(?:token|secret|password|passwd)|(?:api|access|secret|private|auth)[ _-]?key|pat)s?(?:[ _-]?value)?$/i;
/** A header line of a space-aligned table (`NAME   TOKEN   EXPIRES`): upper-case words, 2+ blanks apart. */
const ALIGNED_HEADER_RE =
  /^[ \t]*[A-Z][A-Z0-9_-]*(?: [A-Z][A-Z0-9_-]*)*(?:[ \t]{2,}[A-Z][A-Z0-9_-]*(?: [A-Z][A-Z0-9_-]*)*)+[ \t]*$/;
/** A credential word as a column name: upper-case (space-aligned tables) or any case (Markdown tables). */
const UPPER_COLUMN_RE = /TOKEN|KEY|SECRET|PASSW|PAT\b/;
const ANY_COLUMN_RE = /[Tt]oken|[Kk]ey|[Ss]ecret|[Pp]assw|\b(?:PAT|[Pp]at)\b/;
/** What a table cell needs to be worth a look: a word of 16+ token characters. */
const CELL_RE = /^[A-Za-z0-9+/=_.~-]{16,512}$/;

/** The column offsets (space-aligned) or cell indexes (Markdown) of credential columns in a header line. */
function credentialColumns(header: string): { pipe: boolean; at: number[] } | null {
  // a Markdown table, or a box-drawn one (U+2502 │ between cells, as many CLIs print)
  const pipe = /^[ \t]*[|│].*[|│][ \t]*$/.test(header);
  if (!pipe && !ALIGNED_HEADER_RE.test(header)) return null;
  const at: number[] = [];
  if (pipe) {
    header.split(/[|│]/).forEach((cell, i) => {
      if (CREDENTIAL_COLUMN_RE.test(cell.trim())) at.push(i);
    });
  } else {
    for (const m of header.matchAll(/\S+(?: \S+)*/g)) if (CREDENTIAL_COLUMN_RE.test(m[0])) at.push(m.index);
  }
  return at.length === 0 ? null : { pipe, at };
}

/** A row with the credential cells replaced (a generated-looking value only), or the row as is. */
function redactRow(
  row: string,
  cols: { pipe: boolean; at: number[] },
  mark: Mark,
  isPlaceholder: IsPlaceholder,
) {
  const secret = (v: string) => CELL_RE.test(v) && !isPlaceholder(v) && credentialValue(v);
  if (cols.pipe) {
    const bar = row.includes("│") ? "│" : "|";
    const cells = row.split(bar);
    for (const i of cols.at) {
      const v = cells[i]?.trim() ?? "";
      if (secret(v)) cells[i] = (cells[i] ?? "").replace(v, mark("secret"));
    }
    return cells.join(bar);
  }
  let out = row;
  for (const at of [...cols.at].reverse()) {
    if (at > 0 && !/\s/.test(row.charAt(at - 1))) continue;
    const v = /^\S+/.exec(row.slice(at))?.[0] ?? "";
    if (secret(v)) out = out.slice(0, at) + mark("secret") + out.slice(at + v.length);
  }
  return out;
}

/**
 * The cells under a credential-named column (`TOKEN`, `API KEY`, `Secret`) of a table a CLI prints,
 * space-aligned or Markdown, in the rows that follow the header up to a blank line (at most 200).
 * Only generated-looking values are replaced. Pure: no I/O.
 */
export function redactTableColumns(input: string, mark: Mark, isPlaceholder: IsPlaceholder): string {
  // an SQL insert's column list is a table header too (sql-values.ts)
  const text = redactSqlValues(input, mark, isPlaceholder);
  const aligned = UPPER_COLUMN_RE.test(text) && /[ \t]{2}/.test(text);
  const tabbed = text.includes("\t") && ANY_COLUMN_RE.test(text);
  if (!aligned && !tabbed && !(/[|│]/.test(text) && ANY_COLUMN_RE.test(text))) return text;
  const secret = (v: string) => CELL_RE.test(v) && !isPlaceholder(v) && credentialValue(v);
  const lines = text.split("\n");
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const header = lines[i] ?? "";
    if (header.length > 400 || !/token|key|secret|passw|\bpat\b/i.test(header)) continue;
    // a tab-separated table (tab-tables.ts)
    if (tabbed && redactTabTable(lines, i, (c) => CREDENTIAL_COLUMN_RE.test(c), secret, mark)) {
      changed = true;
      continue;
    }
    const cols = credentialColumns(header);
    if (cols === null) continue;
    let j = i + 1;
    for (; j < lines.length && j <= i + 200 && (lines[j] ?? "").trim() !== ""; j++) {
      const row = lines[j] ?? "";
      const next = redactRow(row, cols, mark, isPlaceholder);
      if (next !== row) [lines[j], changed] = [next, true];
    }
    i = j - 1; // the rows are not headers of their own
  }
  return changed ? lines.join("\n") : text;
}
