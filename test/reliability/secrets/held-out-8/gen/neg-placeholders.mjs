// Values in credential position that are not credentials: placeholders, references to variables and
// secret stores, and already-masked tokens. Built from a vendor's variable name so they sit exactly
// where the positives sit.

/** Each maker gets (r, vendor, sample token) and returns a non-secret value for that slot. */
export const PLACEHOLDERS = [
  ["angle-placeholder", (_r, v) => `<your-${v.kind.split("-")[0]}-token>`],
  ["upper-placeholder", (_r, v) => `YOUR_${v.env}_HERE`],
  ["x-run", (r) => "x".repeat(r.int(8, 40))],
  ["shell-var", (_r, v) => `\${${v.env}}`],
  ["shell-var-bare", (_r, v) => `$${v.env}`],
  ["changeme", () => "changeme"],
  ["stars", (r) => "*".repeat(r.int(8, 16))],
  ["redacted-bracket", () => "[REDACTED]"],
  ["template-handlebars", (_r, v) => `{{ ${v.env.toLowerCase()} }}`],
  ["windows-var", (_r, v) => `%${v.env}%`],
  ["gha-secret-ref", (_r, v) => `\${{ secrets.${v.env} }}`],
  [
    "helm-values-ref",
    (_r, v) => `{{ .Values.${v.env.toLowerCase().replace(/_([a-z])/g, (_, c) => c.toUpperCase())} }}`,
  ],
  ["op-reference", (_r, v) => `op://Engineering/${v.kind}/credential`],
  ["replace-me", () => "REPLACE_ME"],
  ["ellipsis", () => "..."],
  ["prefix-xs", (_r, _v, t) => `${prefixOf(t)}${"X".repeat(Math.max(8, t.length - prefixOf(t).length))}`],
  ["prefix-stars", (r, _v, t) => `${prefixOf(t)}${"*".repeat(r.int(6, 24))}`],
  ["prefix-ellipsis-last4", (_r, _v, t) => `${prefixOf(t)}...${t.slice(-4)}`],
  ["prefix-only", (_r, _v, t) => prefixOf(t)],
  ["your-secret-here", () => "your-secret-here"],
  ["env-file-ref", (_r, v) => `file:/run/secrets/${v.env.toLowerCase()}`],
  ["angle-redacted", () => "<redacted>"],
  ["dummy-marker", () => "<insert key>"],
  ["todo", () => "TODO"],
];

/** The vendor prefix of a token: its leading letters and separators up to the first random part. */
export function prefixOf(t) {
  const m = t.match(/^([A-Za-z]{1,12}[_-](?:[a-z0-9]{1,8}[_-])?)/);
  return m ? m[1] : t.slice(0, 4);
}
