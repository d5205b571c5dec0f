// What bench/secrets.mjs loads (bundled with esbuild): the corpora and Cairn's redactor.
export { redact } from "../../../src/core/redact/redact.js";
export { readCodeLines } from "./code-lines.js";
export { buildSecretCorpus } from "./corpus.js";
