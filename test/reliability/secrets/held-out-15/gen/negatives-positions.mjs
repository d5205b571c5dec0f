// Negatives for the held-out-15 corpus, part 4: non-secret ids and hashes under neutral labels, in
// every position a credential also takes (env line, export, CLI flag, positional argument, code, config,
// headers, logs, chat), so that the shape of a place alone is not taken for a secret.

import { ALNUM, b64url, hex, int, str, uuid } from "./rand.mjs";

const LABELS = [
  ["BUILD_SHA", () => hex(40)],
  ["REQUEST_ID", () => uuid()],
  ["IMAGE_DIGEST", () => `sha256:${hex(64)}`],
  ["ARTIFACT_CHECKSUM", () => hex(64)],
  ["RUN_ID", () => `${str("123456789", 1)}${str("0123456789", 10)}`],
  ["UPLOAD_ID", () => `${b64url(48)}`],
  ["CORRELATION_ID", () => hex(32)],
  ["RELEASE_REVISION", () => hex(12)],
  ["SPAN_ID", () => hex(16)],
  ["DEVICE_ID", () => uuid().toUpperCase()],
  ["OBJECT_VERSION_ID", () => str(`${ALNUM}._`, 32)],
  ["FILE_HASH", () => hex(32)],
];

const camel = (s) => s.toLowerCase().replace(/_([a-z])/g, (_, c) => c.toUpperCase());
const FORMS = [
  ["env-line", (l, v) => `${l}=${v}`],
  ["export", (l, v) => `export ${l}=${v}`],
  ["cli-flag", (l, v) => `./bin/fetch-artifact --${l.toLowerCase().replace(/_/g, "-")} ${v} --out dist/`],
  ["json", (l, v) => `{"${camel(l)}":"${v}","status":"ok"}`],
  ["yaml", (l, v) => `${l.toLowerCase()}: ${v}`],
  ["python-kwarg", (l, v) => `record(${l.toLowerCase()}="${v}", level="info")`],
  [
    "http-header",
    (l, v) =>
      `X-${l
        .split("_")
        .map((w) => w[0] + w.slice(1).toLowerCase())
        .join("-")}: ${v}`,
  ],
  ["log", (l, v) => `2026-11-27 19:${10 + int(49)}:00 INFO done ${l.toLowerCase()}=${v} took=${int(900)}ms`],
  ["chat", (l, v) => `the failing one has ${l.toLowerCase().replace(/_/g, " ")} ${v}, can you check why?`],
  ["positional", (l, v) => `$ ./scripts/inspect.sh ${v}\nlooking up ${l.toLowerCase()} ${v} ... found`],
];

export function positionNegatives() {
  const out = [];
  LABELS.forEach(([label, make], i) => {
    for (let k = 0; k < 10; k++) {
      const [ctx, fn] = FORMS[(i + k) % FORMS.length];
      out.push({
        kind: `labelled-${label.toLowerCase().replace(/_/g, "-")}`,
        context: ctx,
        text: fn(label, make()),
      });
    }
  });
  return out;
}
