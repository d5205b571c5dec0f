// Redaction on long adversarial strings (the shapes that make backtracking regular expressions go
// quadratic or worse): time per input, as a ratio to a floor measured in the same run on the same
// string — one linear regular-expression pass (`/[A-Za-z]+/g` replace), a cost any redactor pays.
// A ratio that grows with the input's length points at super-linear backtracking.
// Usage: node bench/redact.mjs [--runs N]

import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" } } });
const RUNS = Number(values.runs);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = await build({
  absWorkingDir: root,
  stdin: {
    contents: `
      export { redact } from "./src/core/redact/redact.ts";
      export { ADVERSARIAL_INPUTS } from "./src/core/redact/redact.fixtures.ts";
    `,
    resolveDir: root,
    loader: "ts",
  },
  bundle: true,
  write: false,
  format: "esm",
  platform: "node",
  logLevel: "warning",
});
const { redact, ADVERSARIAL_INPUTS: inputs } = await import(
  `data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString("base64")}`
);

function best(fn) {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    fn();
    min = Math.min(min, performance.now() - t0);
  }
  return min;
}

console.log(`redact on adversarial strings (best of ${RUNS}); floor = one /[A-Za-z]+/g replace pass`);
for (const s of inputs) {
  const floor = best(() => s.replace(/[A-Za-z]+/g, "x"));
  const ms = best(() => redact(s));
  const label = JSON.stringify(s.slice(0, 12)).padEnd(18);
  console.log(
    `${label} ${String(s.length).padStart(7)} chars  ${ms.toFixed(1).padStart(7)} ms  ratio ${(ms / floor).toFixed(1)}x`,
  );
}
