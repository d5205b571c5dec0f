// Traces which stage of redact() changes a text: node scratch/trace.mjs 'text'
import { build } from "esbuild";
import { pathToFileURL } from "node:url";
const out = "/tmp/sf4-trace-bundle.mjs";
const src = `
import * as a from "./src/core/redact/assignments.ts";
import * as c from "./src/core/redact/call-arguments.ts";
import * as f from "./src/core/redact/fallbacks.ts";
import * as k from "./src/core/redact/key-formats.ts";
import * as m from "./src/core/redact/markup.ts";
import * as pa from "./src/core/redact/pairs.ts";
import * as po from "./src/core/redact/positional.ts";
import * as pr from "./src/core/redact/prose.ts";
import * as v from "./src/core/redact/values.ts";
import { redact } from "./src/core/redact/redact.ts";
import { SECRET_PATTERNS } from "./src/core/redact/secret-patterns.ts";
import { VENDOR_PATTERNS } from "./src/core/redact/vendor-patterns.ts";
import { MORE_VENDOR_PATTERNS } from "./src/core/redact/vendor-patterns-more.ts";
import { CONTEXT_PATTERNS } from "./src/core/redact/context-patterns.ts";
import { CLI_PATTERNS } from "./src/core/redact/cli-patterns.ts";
import { SERVICE_PATTERNS } from "./src/core/redact/service-patterns.ts";
export { redact };
export const stages = [
  ...[...SECRET_PATTERNS, ...VENDOR_PATTERNS, ...MORE_VENDOR_PATTERNS].map((p) => ["shape " + p.kind + " " + String(p.re).slice(0, 60), (t) => t.replace(p.re, (x) => (p.accept === undefined || p.accept(x)) ? "[R]" : x)]),
  ...[...CONTEXT_PATTERNS, ...CLI_PATTERNS, ...SERVICE_PATTERNS].map((p) => ["ctx " + p.kind + " " + String(p.re).slice(0, 80), (t) => t.replace(p.re, (x, h) => (p.accept === undefined || p.accept(x.slice(h.length))) ? h + "[R]" : x)]),
  ["keyFormats", (t) => k.redactKeyFormats(t)],
  ["pairs", (t) => pa.redactIdSecretPairs(t, v.mark)],
  ["markup", (t) => m.redactMarkup(t, v.mark, v.isPlaceholder)],
  ["literalPairs", (t) => po.redactLiteralPairs(t, v.mark, v.isPlaceholder)],
  ["credentialCalls", (t) => po.redactCredentialCalls(t, v.mark)],
  ["callArguments", (t) => c.redactCallArguments(t, v.mark, v.isPlaceholder)],
  ["fallbacks", (t) => f.redactFallbacks(t, v.mark, v.isPlaceholder)],
  ["cookies", (t) => po.redactCookies(t, v.mark)],
  ["assignments", (t) => a.redactAssignments(t)],
  ["flags", (t) => a.redactFlags(t)],
  ["nameValue", (t) => po.redactNameValue(t, v.mark, v.isPlaceholder)],
  ["loneTokens", (t) => po.redactLoneTokens(t, v.mark, v.isPlaceholder)],
  ["prose", (t) => pr.redactProse(t, v.mark)],
];`;
await build({ stdin: { contents: src, resolveDir: process.cwd(), loader: "ts" }, bundle: true, platform: "node", format: "esm", outfile: out, logLevel: "error" });
const m = await import(pathToFileURL(out).href + "?" + Date.now());
for (const t of process.argv.slice(2)) {
  console.log(`== ${JSON.stringify(t).slice(0, 120)}\n   redact: ${JSON.stringify(m.redact(t)).slice(0, 160)}`);
  for (const [name, fn] of m.stages) { let o; try { o = fn(t); } catch (e) { o = "ERR " + e.message; } if (o !== t) console.log(`   ${name}: ${JSON.stringify(o).slice(0, 140)}`); }
}
