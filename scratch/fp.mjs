import { build } from "esbuild";
import { pathToFileURL } from "node:url";
const out = "/tmp/sf4-fp-bundle.mjs";
await build({ stdin: { contents: `export { redactStoredText } from "./src/core/redact/stored-text.ts"; export { buildNegativeCorpus } from "./test/reliability/secrets/negatives.ts"; export { buildSecretCorpus } from "./test/reliability/secrets/corpus.ts";`, resolveDir: process.cwd(), loader: "ts" }, bundle: true, platform: "node", format: "esm", outfile: out, logLevel: "warning" });
const m = await import(pathToFileURL(out).href + "?" + Date.now());
const n = m.buildNegativeCorpus();
let c = 0;
for (const x of n) { const o = m.redactStoredText(x.text); if (o !== x.text) { c++; console.log(`FP ${x.kind}: ${JSON.stringify(x.text).slice(0,200)}\n   => ${JSON.stringify(o).slice(0,200)}`); } }
console.log(`negatives ${n.length} changed ${c}`);
const t = m.buildSecretCorpus(); let miss = 0;
for (const x of t) { if (m.redactStoredText(x.line).includes(x.secret)) { miss++; console.log(`MISS ${x.category}: ${JSON.stringify(x.line).slice(0,200)}`); } }
console.log(`tuning ${t.length} missed ${miss}`);
