// Writes test/reliability/secrets/held-out-8/corpus.jsonl from the seeded generator.
// Usage: node gen/generate.mjs [--stdout]   (--stdout prints the corpus instead of writing it)
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildCorpus } from "./build.mjs";

const text = buildCorpus();
if (process.argv.includes("--stdout")) process.stdout.write(text);
else writeFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "corpus.jsonl"), text);
