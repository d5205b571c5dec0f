// Writes ../corpus.jsonl from the seeded generator: `node gen/write.mjs` from the held-out-14 folder.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildCorpus } from "./corpus.mjs";

writeFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "corpus.jsonl"), buildCorpus());
