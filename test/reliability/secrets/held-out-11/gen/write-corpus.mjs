// Writes ../corpus.jsonl from the seeded generator: node test/reliability/secrets/held-out-11/gen/write-corpus.mjs
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildCorpus } from "./build.mjs";

const out = join(dirname(fileURLToPath(import.meta.url)), "..", "corpus.jsonl");
writeFileSync(out, buildCorpus());
console.log(`wrote ${out}`);
