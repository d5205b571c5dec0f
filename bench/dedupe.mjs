// One memory per fact, measured. (1) The same-meaning rule (src/core/memories/same-meaning.ts) on the
// labelled pairs of same-meaning.pairs.ts, per threshold: how many "merge" pairs merge (recall) and how
// many "keep" pairs merge (false merges; precision = right merges / all merges), for the tuning set and
// the held-out set. (2) `importTranscripts` of every shared real transcript (../shared/data) into a
// fresh SQLite store: memories kept, live, superseded (and why), sightings, memories with more than one
// sighting, and the same-project same-type pairs whose similarity is 0.3 or more (to label by reading).
// Usage: node bench/dedupe.mjs [--pairs-only]
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { bundle, root } from "./lib/bundle.mjs";

const { values } = parseArgs({ options: { "pairs-only": { type: "boolean", default: false } } });
const { mod, nativeBinding } = await bundle(`
  export { compareMeaning, NEAR_DUPLICATE_MIN } from "./src/core/memories/same-meaning.ts";
  export { TUNING, HELD_OUT } from "./src/core/memories/same-meaning.pairs.ts";
  export { openSqliteStore } from "./src/store/sqlite/sqlite-store.ts";
  export { importTranscripts } from "./src/app/capture/import-transcripts.ts";`);

const THRESHOLDS = [0.3, 0.4, 0.5, 0.55, 0.6, 0.7, 0.8, 0.9];
console.log(`same meaning (threshold in use: ${mod.NEAR_DUPLICATE_MIN})`);
console.log("set       threshold  merge recall  false merges  precision");
for (const [name, set] of [
  ["tuning", mod.TUNING],
  ["held-out", mod.HELD_OUT],
]) {
  const cmp = (pairs) => pairs.map(([, a, b]) => mod.compareMeaning(a, b));
  const merge = cmp(set.merge);
  const keep = cmp(set.keep);
  for (const t of THRESHOLDS) {
    const same = (c) => c.exact || (c.sameAnchors && c.nested && c.similarity >= t);
    const tp = merge.filter(same).length;
    const fp = keep.filter(same).length;
    const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
    console.log(
      `${name.padEnd(9)} ${String(t).padEnd(10)} ${`${tp}/${merge.length}`.padEnd(13)} ${`${fp}/${keep.length}`.padEnd(13)} ${precision.toFixed(3)}`,
    );
  }
}
if (values["pairs-only"]) process.exit(0);

const TRANSCRIPTS = join(root, "..", "shared", "data", "claude-code", "transcripts");
if (!existsSync(TRANSCRIPTS)) {
  console.log(`skipped the import: ${TRANSCRIPTS} is absent (it lives in ../shared/data)`);
  process.exit(0);
}
const work = mkdtempSync(join(tmpdir(), "cairn-bench-dedupe-"));
const store = mod.openSqliteStore({ path: join(work, "cairn.db"), nativeBinding });
try {
  const r = await mod.importTranscripts(store, { root: TRANSCRIPTS });
  const all = await store.listMemories({ includeSuperseded: true });
  const superseded = all.filter((m) => m.supersededBy !== null);
  const one = (sql) => store.db.prepare(sql).get();
  const sightings = one("SELECT COUNT(*) AS n FROM memory_sightings").n;
  const multi = one(
    "SELECT COUNT(*) AS n FROM (SELECT memory_id FROM memory_sightings GROUP BY memory_id HAVING COUNT(*) > 1)",
  ).n;
  console.log(`\nimport of ${r.files} transcripts (${r.sessions} sessions, ${r.events} events)`);
  console.log(
    `memories kept ${all.length}: live ${all.length - superseded.length}, superseded ${superseded.length}`,
  );
  console.log(`sightings ${sightings}; memories seen more than once (merged) ${multi}`);
  for (const m of superseded) console.log(`  superseded ${m.type}: ${m.title} — ${m.supersededReason}`);
  const close = [];
  for (const [i, a] of all.entries())
    for (const b of all.slice(i + 1)) {
      if (a.project !== b.project || a.type !== b.type) continue;
      const c = mod.compareMeaning(a.title, b.title);
      if (c.similarity >= 0.3) close.push([c.similarity, c.same, a, b]);
    }
  close.sort((x, y) => y[0] - x[0]);
  console.log(`same project and type, similarity ≥ 0.3: ${close.length} pairs`);
  for (const [s, same, a, b] of close)
    console.log(
      `  ${s.toFixed(2)} ${same ? "same" : "kept"} ${a.type}: ${a.title.slice(0, 70)} | ${b.title.slice(0, 70)}`,
    );
} finally {
  await store.close();
  rmSync(work, { recursive: true, force: true });
}
