// What bench/secrets.mjs loads (bundled with esbuild): the corpora, the measures and Cairn's redactor.
export { redact } from "../../../src/core/redact/redact.js";
export { redactStoredText } from "../../../src/core/redact/stored-text.js";
export { readCodeLines } from "./code-lines.js";
export { buildSecretCorpus } from "./corpus.js";
export { readHeldOut } from "./held-out.js";
export { changed, keptOff } from "./measure.js";
export { buildNegativeCorpus } from "./negatives.js";
