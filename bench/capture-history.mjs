// Capture precision across a project's history: several real sessions of ONE project imported, one after
// the other in time order, into ONE fresh CAIRN_HOME, as a user's home holds them. The per-session capture
// bench (bench/capture.mjs) imports each session alone and so never sees what mixing sessions does: a todo
// from session 1 that session 3 finished, a decision a later session reversed, the same gotcha stored once
// per session, an older session's summary shown as the state.
// For each history label (bench/capture/history/*.json: `sessions` in time order, `project`, `facts`,
// `misleading`, the per-session label format of bench/capture/README.md), it imports every session with
// the BUILT CLI (`cairn import DIR --json`, one call per session, staged as Claude Code lays it out),
// reads `cairn context --project P`, `cairn list --project P` and the top 5 of `cairn search` for each
// fact's query, and scores them with bench/capture/score.mjs (fact recall; misleading = labelled
// must-not-appear items found in the pack, in any stored memory or in a returned excerpt).
// Usage: node bench/capture-history.mjs [--json] [--quiet] [--show] [--only NAME] [--conversations]
//                                       [--labels DIR] [--data DIR] [--cli PATH] [--floor-recall X]
//                                       [--max-misleading N] [--top K]
// --show also prints the pack, every stored memory (type, title) and each fact's search hits: the audit view.
// There is no held-out history: every history here is built from tuning-set sessions.
// Exits 1 when recall < --floor-recall or misleading > --max-misleading (for CI).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { cairnRunner, searchFacts } from "./capture/cli-run.mjs";
import { recallOf, scoreTranscript } from "./capture/score.mjs";
import { importHome } from "./capture/stage-home.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    quiet: { type: "boolean", default: false },
    show: { type: "boolean", default: false },
    conversations: { type: "boolean", default: false },
    only: { type: "string" },
    cli: { type: "string" },
    labels: { type: "string", default: join(root, "bench", "capture", "history") },
    data: { type: "string", default: join(root, "..", "shared", "data") },
    "floor-recall": { type: "string" },
    "max-misleading": { type: "string" },
    top: { type: "string", default: "5" },
  },
  allowPositionals: false,
});
const cli = values.cli ?? join(root, "plugin", "dist", "cli.mjs");
const top = Number(values.top);

if (!existsSync(values.data)) {
  const msg = `capture history bench skipped: ${values.data} is absent (../shared/data is provided in CI)`;
  console.log(values.json ? JSON.stringify({ skipped: msg }) : msg);
  process.exit(0);
}
if (!existsSync(cli)) {
  console.error(`capture history bench: ${cli} is missing; run node scripts/build.mjs first`);
  process.exit(2);
}

/** Runs the built CLI with its own CAIRN_HOME; returns parsed JSON. */
const cairn = cairnRunner(cli);

/** Imports a history's sessions in order into one home; returns what each import reported. */
function importHistory(work, name, label) {
  const files = label.sessions.map((rel) => join(values.data, rel));
  const { home, imports } = importHome(cairn, work, name, files);
  return { home, imports: imports.map((r, i) => ({ ...r, transcript: label.sessions[i] })) };
}

/** The top-k search hits of every fact's query, each with the text the scorer reads. */
const files = readdirSync(values.labels)
  .filter((f) => f.endsWith(".json") && (!values.only || f.startsWith(values.only)))
  .sort();
const work = mkdtempSync(join(tmpdir(), "cairn-capture-history-"));
const results = [];
try {
  for (const file of files) {
    const name = basename(file, ".json");
    const label = JSON.parse(readFileSync(join(values.labels, file), "utf8"));
    const { home, imports } = importHistory(work, name, label);
    const pack = cairn(home, ["context", "--project", label.project, "--json"]);
    const memories = cairn(home, ["list", "--project", label.project, "--limit", "10000", "--json"]);
    const byId = new Map(memories.map((m) => [m.id, m]));
    const { project, facts } = label;
    const searches = searchFacts(cairn, {
      home,
      project,
      facts,
      top,
      conversations: values.conversations === true,
      byId,
    });
    const scored = scoreTranscript(label, { packText: pack.text, memories, searches });
    results.push({
      name,
      imports,
      pack: { tokens: pack.tokens, text: pack.text },
      memories: memories.map((m) => ({ id: m.id, type: m.type, title: m.title })),
      searches,
      ...recallOf(scored.facts),
      facts: scored.facts,
      misleading: scored.misleading,
    });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const overall = recallOf(results.flatMap((r) => r.facts));
const misleadingCount = results.reduce((n, r) => n + r.misleading.length, 0);
const floor = values["floor-recall"] === undefined ? null : Number(values["floor-recall"]);
const maxMisleading = values["max-misleading"] === undefined ? null : Number(values["max-misleading"]);
const failures = [];
if (floor !== null && overall.recall < floor)
  failures.push(`recall ${overall.recall.toFixed(3)} < floor ${floor}`);
if (maxMisleading !== null && misleadingCount > maxMisleading)
  failures.push(`misleading ${misleadingCount} > max ${maxMisleading}`);

const pct = (x) => `${(100 * x).toFixed(0)}%`;
const summary = {
  set: "history",
  histories: results.length,
  recall: overall.recall,
  found: overall.found,
  total: overall.total,
  packRecall: overall.packRecall,
  searchRecall: overall.searchRecall,
  misleading: misleadingCount,
};
if (values.json) {
  const out = values.quiet ? { summary, failures } : { summary, histories: results, failures };
  console.log(JSON.stringify(out, null, values.quiet ? 0 : 2));
} else {
  console.log(
    `history: ${results.length} histories, fact recall ${overall.found}/${overall.total} ${pct(overall.recall)} (pack ${pct(overall.packRecall)}, search ${pct(overall.searchRecall)}), misleading ${misleadingCount}`,
  );
  if (!values.quiet)
    for (const r of results) {
      console.log(
        `\n${r.name}: ${r.found}/${r.total}, misleading ${r.misleading.length}; ${r.memories.length} memories after ${r.imports.length} imports`,
      );
      for (const f of r.facts.filter((x) => !x.found))
        console.log(`  MISSED ${f.id} (${f.kind}; ${f.stored ? "stored" : "not stored"})`);
      for (const m of r.misleading)
        console.log(`  MISLEADING ${m.id} at ${m.where}: ${m.evidence.replace(/\s+/g, " ").slice(0, 160)}`);
      if (!values.show) continue;
      console.log(`\n--- pack (${r.pack.tokens} tokens) ---\n${r.pack.text}\n--- memories ---`);
      for (const m of r.memories) console.log(`  ${m.type.padEnd(15)} ${m.title}`);
      for (const [id, hits] of Object.entries(r.searches)) {
        console.log(`--- search for ${id} ---`);
        for (const h of hits)
          console.log(`  ${h.type ?? h.kind}: ${h.text.replace(/\s+/g, " ").slice(0, 200)}`);
      }
    }
  for (const f of failures) console.log(`FAIL: ${f}`);
}
process.exitCode = failures.length > 0 ? 1 : 0;
