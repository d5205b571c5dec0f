// Negatives, part 5: non-secret ids and hashes under many labels and in many positions. Each label names
// what a value is (a commit, a digest, a request id, a cursor...) and draws a value of that kind; each
// format places `label = value` the way a config, log, header, query string, CLI flag or code does.

import { B62, B64, B64URL, base64url } from "./prng.mjs";

/** label (snake_case) → value maker. */
const LABELS = [
  ["commit_sha", (_r, id) => id.sha1()],
  ["git_commit", (_r, id) => id.sha1()],
  ["head_sha", (_r, id) => id.sha1()],
  ["merge_commit_sha", (_r, id) => id.sha1()],
  ["revision", (_r, id) => id.short()],
  ["image_digest", (_r, id) => `sha256:${id.sha256()}`],
  ["checksum", (_r, id) => id.sha256()],
  ["content_hash", (_r, id) => id.sha256()],
  ["asset_hash", (r, _id) => r.hex(20)],
  ["blob_sha", (_r, id) => id.sha1()],
  ["etag", (_r, id) => id.md5()],
  ["content_md5", (r, _id) => `${r.str(B64, 22)}==`],
  ["request_id", (_r, id) => id.uuid()],
  ["trace_id", (r, _id) => r.hex(32)],
  ["span_id", (r, _id) => r.hex(16)],
  ["correlation_id", (_r, id) => id.uuid()],
  ["event_id", (_r, id) => id.ulid()],
  ["message_id", (_r, id) => id.ksuid()],
  ["job_id", (_r, id) => id.nanoid()],
  ["run_id", (r, _id) => `${r.int(10000000000, 19999999999)}`],
  ["deployment_id", (r, _id) => `dpl_${r.b62(28)}`],
  ["upload_id", (r, _id) => r.str(B64URL, 64)],
  ["device_id", (r, _id) => r.hex(16)],
  ["order_id", (_r, id) => id.objectId()],
  ["user_id", (_r, id) => id.snowflake()],
  ["tenant_id", (_r, id) => id.uuid()],
  ["workspace_id", (_r, id) => id.cuid()],
  ["next_cursor", (_r, id) => base64url(`{"after":"${id.uuid()}"}`)],
  ["page_token", (r, _id) => r.str(B64URL, r.int(40, 90))],
  ["continuation_token", (r, _id) => `${r.str(B64, 60)}==`],
  ["idempotency_key", (_r, id) => id.uuid()],
  ["cache_key", (_r, id) => `v2-${id.sha256()}`],
  ["dedupe_key", (_r, id) => id.sha1()],
  ["object_key", (r, id) => `uploads/${r.hex(2)}/${id.sha256()}.webp`],
  ["fingerprint", (r, _id) => `SHA256:${r.str(B64, 43)}`],
  ["version_id", (r, _id) => r.str(`${B62}._`, 32)],
  ["build_id", (r, _id) => r.str(`${B62}_-`, 21)],
  ["session_replay_id", (_r, id) => id.uuid()],
  ["public_key_hash", (r, _id) => r.hex(40)],
  ["kid", (r, _id) => r.str(B64URL, 43)],
  ["snapshot_id", (r, _id) => `snap-0${r.hex(16)}`],
];

const cap = (s) => s[0].toUpperCase() + s.slice(1);
const forms = (l) => {
  const parts = l.split("_");
  return {
    snake: l,
    UPPER: l.toUpperCase(),
    camel: parts[0] + parts.slice(1).map(cap).join(""),
    pascal: parts.map(cap).join(""),
    kebab: parts.join("-"),
    header: `X-${parts.map(cap).join("-")}`,
    words: parts.join(" "),
  };
};

/** format → [context, (forms, value) => text] */
const FORMATS = [
  ["json", (f, v) => `{"${f.snake}": "${v}", "status": "ok"}`],
  ["json-camel", (f, v) => `  "${f.camel}": "${v}",`],
  ["yaml", (f, v) => `${f.snake}: ${v}`],
  ["env", (f, v) => `${f.UPPER}=${v}`],
  ["env-export", (f, v) => `export ${f.UPPER}="${v}"`],
  ["logfmt", (f, v) => `level=info msg="handled" ${f.snake}=${v} dur=12ms`],
  ["header", (f, v) => `${f.header}: ${v}`],
  ["query", (f, v) => `https://api.acme.dev/v1/items?${f.snake}=${encodeURIComponent(v)}&limit=20`],
  ["python-kwarg", (f, v) => `record(${f.snake}="${v}", retries=3)`],
  ["toml", (f, v) => `${f.snake} = "${v}"`],
  ["go-struct", (f, v) => `\t\t${f.pascal}: "${v}",`],
  ["sql", (f, v) => `SELECT * FROM audit WHERE ${f.snake} = '${v}';`],
  ["cli-flag", (f, v) => `$ acmectl inspect --${f.kebab} ${v} --output table`],
  ["markdown-table", (f, v) => `| ${f.words} | \`${v}\` |`],
  ["prose", (f, v) => `the ${f.words} was ${v}, if that helps with the bug`],
  ["js-object", (f, v) => `const meta = { ${f.camel}: "${v}" };`],
  ["k8s-annotation", (f, v) => `  annotations:\n    acme.dev/${f.kebab}: "${v}"`],
  ["ruby-hash", (f, v) => `{ ${f.snake}: "${v}" }`],
  ["csharp", (f, v) => `var ${f.camel} = "${v}";`],
  ["ini", (f, v) => `${f.snake} = ${v}`],
];

/** `n` cases, walking labels and formats so that no (label, format) pair repeats. */
export function labelledIdCases(r, id, n) {
  const pairs = [];
  for (const l of LABELS) {
    for (const f of FORMATS) {
      // An env var named *_TOKEN with a random value reads as a credential to anyone; skip that pairing.
      if (!(l[0].endsWith("_token") && f[0].startsWith("env"))) pairs.push([l, f]);
    }
  }
  return r
    .shuffle(pairs)
    .slice(0, n)
    .map(([[label, make], [context, fmt]]) => ({
      kind: `labelled-${label}`,
      context,
      text: fmt(forms(label), make(r, id)),
    }));
}
