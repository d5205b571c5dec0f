// Negatives, part 3: non-secret id and hash values under many labels and in many positions.
// Each case draws a value shape, a label that fits it and a position (YAML, JSON, header, log,
// flag, query, table, prose, code), so the same shape is seen in many surroundings.
import { ALNUM, B64, B64URL, CROCKFORD, HEX, UPPER_DIGITS } from "./prng.mjs";

const VALUES = [
  ["sha1", (r) => r.str(HEX, 40), ["commit", "sha", "head_sha", "revision", "parent", "merge_base"]],
  ["short-sha", (r) => r.str(HEX, 7), ["commit", "rev", "base", "built_from"]],
  ["sha256", (r) => r.str(HEX, 64), ["checksum", "sha256", "digest", "content_hash", "file_hash"]],
  ["md5", (r) => r.str(HEX, 32), ["md5", "etag", "content_md5", "fingerprint"]],
  [
    "uuid",
    (r) => r.uuid(),
    [
      "request_id",
      "trace_id",
      "correlation_id",
      "idempotency_key",
      "job_id",
      "tenant_id",
      "user_id",
      "order_id",
    ],
  ],
  ["ulid", (r) => `01J${r.str(CROCKFORD, 23)}`, ["event_id", "message_id", "id", "invoice_id"]],
  ["hex32-trace", (r) => r.str(HEX, 32), ["trace_id", "span_context", "event_id", "operation_id"]],
  ["hex16-span", (r) => r.str(HEX, 16), ["span_id", "parent_span_id", "instance"]],
  ["objectid", (r) => r.str(HEX, 24), ["_id", "author", "documentId", "ref"]],
  ["snowflake", (r) => r.digits(19), ["message_id", "guild_id", "tweet_id", "order_number"]],
  ["ksuid", (r) => r.str(ALNUM, 27), ["event_id", "batch", "segment_id"]],
  ["nanoid", (r) => r.str(B64URL, 21), ["slug", "short_id", "element_id", "node_id"]],
  ["digest", (r) => `sha256:${r.str(HEX, 64)}`, ["digest", "image_digest", "config_digest", "layer"]],
  ["sri", (r) => `sha512-${r.str(B64, 86)}==`, ["integrity", "resolved_integrity"]],
  [
    "cursor",
    (r) => Buffer.from(`{"offset":${r.int(20, 9000)},"sort":"created_at"}`).toString("base64"),
    ["cursor", "next_cursor", "page_token", "after"],
  ],
  [
    "build-id",
    (r) => `${r.pick(["bld", "run", "deploy"])}-${r.str(HEX, 12)}`,
    ["build_id", "run_id", "deployment", "release"],
  ],
  ["cache-key", (r) => `v2-deps-${r.str(HEX, 40)}`, ["cache_key", "restore_key", "cache_hit_key"]],
  ["crockford-id", (r) => r.str(UPPER_DIGITS, 12), ["ticket", "case_id", "sku"]],
];

const POSITIONS = [
  ["yaml", "config", (l, v) => `${l}: ${v}`],
  ["yaml-quoted", "config", (l, v) => `  ${l}: "${v}"`],
  ["json", "transcript", (l, v) => `{"${l}":"${v}","status":"ok"}`],
  ["json-escaped", "transcript", (l, v) => `{"content":"{\\"${l}\\":\\"${v}\\"}"}`],
  ["header", "transcript", (l, v) => `< ${l.replaceAll("_", "-")}: ${v}`],
  ["logfmt", "transcript", (l, v) => `time=2026-11-27T10:11:12Z level=info msg="handled" ${l}=${v}`],
  ["flag", "shell", (l, v) => `./tool inspect --${l.replaceAll("_", "-")} ${v}`],
  ["flag-equals", "shell", (l, v) => `./tool inspect --${l.replaceAll("_", "-")}=${v} --json`],
  ["query", "url", (l, v) => `https://dash.acme.dev/search?${l}=${encodeURIComponent(v)}&limit=50`],
  ["path", "url", (l, v) => `https://api.acme.dev/v1/${l.replace(/_id$/, "")}s/${encodeURIComponent(v)}`],
  ["table", "transcript", (l, v) => `| ${l} | value |\n|---|---|\n| ${l} | ${v} |`],
  [
    "prose",
    "prose",
    (l, v) => `The failing run has ${l.replaceAll("_", " ")} ${v}; can you check why it retried?`,
  ],
  ["prose-fr", "prose", (l, v) => `Le ${l.replaceAll("_", " ")} est ${v}, je le vois dans les logs.`],
  ["code-const", "code", (l, v) => `const ${l.replace(/_([a-z])/g, (_, c) => c.toUpperCase())} = "${v}";`],
  ["code-assert", "code", (l, v) => `assert.equal(result.${l}, "${v}");`],
  ["python-dict", "code", (l, v) => `payload = {"${l}": "${v}", "retries": 0}`],
  [
    "go-struct",
    "code",
    (l, v) => `want := Record{${l.replace(/(^|_)([a-z])/g, (_, _a, c) => c.toUpperCase())}: "${v}"}`,
  ],
  ["env-line", "config", (l, v) => `${l.toUpperCase()}=${v}`],
  ["toml", "config", (l, v) => `${l} = "${v}"`],
  ["xml", "config", (l, v) => `<${l}>${v}</${l}>`],
  ["csv", "transcript", (l, v) => `date,${l},count\n2026-11-26,${v},12`],
  ["sql-where", "code", (l, v) => `SELECT * FROM events WHERE ${l} = '${v}' LIMIT 10;`],
];

/** `n` labelled negatives, cycling through every position and every value shape. */
export function labelledNegatives(r, n) {
  const out = [];
  let positions = r.shuffle(POSITIONS);
  let values = r.shuffle(VALUES);
  for (let i = 0; i < n; i++) {
    if (i % POSITIONS.length === 0 && i > 0) positions = r.shuffle(POSITIONS);
    if (i % VALUES.length === 0 && i > 0) values = r.shuffle(VALUES);
    const [vk, make, labels] = values[i % VALUES.length];
    const [pk, context, place] = positions[i % POSITIONS.length];
    out.push({ kind: `${vk}/${pk}`, context, text: place(r.pick(labels), make(r)) });
  }
  return out;
}
