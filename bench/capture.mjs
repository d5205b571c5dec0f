// Capture quality on the shared real transcripts (../shared/data/claude-code/transcripts): what a next
// session can find of what it needs. For each labelled transcript (bench/capture/labels/*.json) it
// imports the transcript with the BUILT CLI into a fresh CAIRN_HOME, reads the context pack
// (`cairn context`, default 1,500-token budget) and runs `cairn search --json` (top 5) for each fact's
// query, then scores:
//   fact recall = facts whose regexes all match one pack unit or one top-5 result / all facts
//   misleading  = labelled must-not-appear items found, plus failed_attempt memories that pair two
//                 different actions (another program or other targets)
// Usage: node bench/capture.mjs [--json] [--quiet] [--show-pack] [--only LABEL] [--labels DIR] [--set NAME]
//                               [--data DIR] [--cli PATH] [--floor-recall X] [--max-misleading N] [--top K]
// --quiet prints only the set's totals (fact recall, of the pack and of search, misleading items, pack
// tokens): the way to run a held-out set, whose per-fact results must not steer rule changes.
// Exits 1 when recall < --floor-recall or misleading > --max-misleading (for CI).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { cairnRunner, searchFacts } from "./capture/cli-run.mjs";
import { memoryText, recallOf, scoreTranscript } from "./capture/score.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    quiet: { type: "boolean", default: false },
    conversations: { type: "boolean", default: false },
    set: { type: "string" },
    cli: { type: "string" },
    "show-pack": { type: "boolean", default: false },
    only: { type: "string" },
    labels: { type: "string", default: join(root, "bench", "capture", "labels") },
    data: { type: "string", default: join(root, "..", "shared", "data") },
    "floor-recall": { type: "string" },
    "max-misleading": { type: "string" },
    top: { type: "string", default: "5" },
  },
  allowPositionals: false,
});
const cli = values.cli ?? join(root, "plugin", "dist", "cli.mjs");
const setName = values.set ?? basename(values.labels);
const top = Number(values.top);

if (!existsSync(values.data)) {
  const msg = `capture bench skipped: ${values.data} is absent (../shared/data is provided in CI)`;
  if (values.json) console.log(JSON.stringify({ skipped: msg }));
  else console.log(msg);
  process.exit(0);
}
if (!existsSync(cli)) {
  console.error(`capture bench: ${cli} is missing; run node scripts/build.mjs first`);
  process.exit(2);
}

const labelFiles = readdirSync(values.labels)
  .filter((f) => f.endsWith(".json"))
  .filter((f) => !values.only || f.startsWith(values.only))
  .sort();

/** Runs the built CLI with its own CAIRN_HOME; returns parsed JSON. */
const cairn = cairnRunner(cli);

/** @template T @param {T[]} xs @param {(x: T) => string} key */
function countBy(xs, key) {
  const out = {};
  for (const x of xs) out[key(x)] = (out[key(x)] ?? 0) + 1;
  return out;
}

/**
 * What retrieval could find at best: every stored memory's text and, with --conversations, every stored
 * conversation excerpt (read from the fresh CAIRN_HOME's SQLite file, which holds this one import).
 * Notes are not listed: they are files a live session writes in the project, which import does not.
 */
function storedTexts(home, memories) {
  const texts = memories.map(memoryText);
  if (!values.conversations) return texts;
  const db = new Database(join(home, "cairn.db"), { readonly: true, fileMustExist: true });
  try {
    for (const r of db.prepare("SELECT text FROM excerpts").all()) texts.push(r.text);
  } finally {
    db.close();
  }
  return texts;
}

/** The first recorded cwd of the transcript: Cairn maps an imported session to its project by it. */
function firstCwd(path) {
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const m = line.match(/"cwd":"((?:[^"\\]|\\.)*)"/);
    if (m) return JSON.parse(`"${m[1]}"`);
  }
  return null;
}

const work = mkdtempSync(join(tmpdir(), "cairn-capture-bench-"));
const results = [];
try {
  for (const file of labelFiles) {
    const name = basename(file, ".json");
    const label = JSON.parse(readFileSync(join(values.labels, file), "utf8"));
    const transcript = join(values.data, label.transcript);
    if (!existsSync(transcript)) throw new Error(`${file}: transcript ${label.transcript} not found`);
    // stage it as Claude Code lays it out: <projects>/<project>/<session>.jsonl (+ <session>/subagents/)
    const stage = join(work, name, "projects", "p");
    mkdirSync(stage, { recursive: true });
    cpSync(transcript, join(stage, basename(transcript)));
    const side = transcript.replace(/\.jsonl$/, "");
    if (existsSync(join(side, "subagents")))
      cpSync(join(side, "subagents"), join(stage, basename(side), "subagents"), { recursive: true });
    const home = join(work, name, "home");
    const imported = cairn(home, ["import", join(work, name, "projects"), "--json"]);
    const project = label.project ?? firstCwd(transcript);
    const pack = cairn(home, ["context", "--project", project, "--json"]);
    const memories = cairn(home, ["list", "--project", project, "--limit", "10000", "--json"]);
    const byId = new Map(memories.map((m) => [m.id, m]));
    const facts = label.facts;
    const searches = searchFacts(cairn, {
      home,
      project,
      facts,
      top,
      conversations: values.conversations === true,
      byId,
    });
    const stored = storedTexts(home, memories);
    const scored = scoreTranscript(label, { packText: pack.text, memories, searches, stored });
    results.push({
      label: name,
      session: label.session,
      transcript: label.transcript,
      project,
      imported: { sessions: imported.sessions, events: imported.events, memories: imported.memories },
      memoriesByType: countBy(memories, (m) => m.type),
      pack: { tokens: pack.tokens, budget: pack.budget, text: pack.text },
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
const tokens = results.map((r) => r.pack.tokens);
const summary = {
  set: setName,
  transcripts: results.length,
  recall: overall.recall,
  packRecall: overall.packRecall,
  searchRecall: overall.searchRecall,
  found: overall.found,
  total: overall.total,
  perKind: overall.perKind,
  loss: overall.loss,
  misleading: misleadingCount,
  packTokens: Object.fromEntries(results.map((r) => [r.label, r.pack.tokens])),
  packTokensMean: tokens.length ? Math.round(tokens.reduce((a, b) => a + b, 0) / tokens.length) : 0,
  packTokensMax: tokens.length ? Math.max(...tokens) : 0,
};

const floor = values["floor-recall"] === undefined ? null : Number(values["floor-recall"]);
const maxMisleading = values["max-misleading"] === undefined ? null : Number(values["max-misleading"]);
const failures = [];
if (floor !== null && overall.recall < floor)
  failures.push(`recall ${overall.recall.toFixed(3)} < floor ${floor}`);
if (maxMisleading !== null && misleadingCount > maxMisleading)
  failures.push(`misleading ${misleadingCount} > max ${maxMisleading}`);

const pct = (x) => `${(100 * x).toFixed(0)}%`;
const l = overall.loss;
const lossLine = `stored ${l.stored}/${overall.total} ${pct(l.stored / (overall.total || 1))}${values.conversations ? " (memories or excerpts)" : " (memories)"}, of those missed by top-${top} ${l.missedSearch}, by the pack ${l.missedPack}, by both ${l.missedBoth} (retrieval); not stored ${l.unstored + l.unstoredFound}, of those found in the pack ${l.unstoredFound} (capture misses ${l.unstored})`;
if (values.quiet) {
  // totals only: nothing per transcript or per fact
  const line = `${setName}: ${results.length} transcripts, fact recall ${overall.found}/${overall.total} ${pct(overall.recall)} (pack ${pct(overall.packRecall)}, search ${pct(overall.searchRecall)}), misleading ${misleadingCount}, pack tokens mean ${summary.packTokensMean} max ${summary.packTokensMax}\n  ${lossLine}`;
  if (values.json) {
    const { packTokens: _, perKind: __, ...totals } = summary;
    console.log(JSON.stringify({ summary: totals, failures }));
  } else console.log(line);
  for (const f of failures) if (!values.json) console.log(`FAIL: ${f}`);
} else if (values.json) {
  console.log(JSON.stringify({ summary, transcripts: results, failures }, null, 2));
} else {
  const kinds = Object.keys(overall.perKind).sort();
  const cell = (pk, k) => (pk[k] ? `${pk[k].found}/${pk[k].total}` : "-");
  console.log(
    `capture quality (${setName}): ${results.length} labelled transcripts, top-${top} search, built CLI ${cli}`,
  );
  console.log(
    [
      "transcript".padEnd(12),
      "recall".padStart(11),
      "mislead",
      "pack tok",
      ...kinds.map((k) => k.padStart(14)),
    ].join(" "),
  );
  for (const r of results)
    console.log(
      [
        r.label.padEnd(12),
        `${r.found}/${r.total} ${pct(r.recall)}`.padStart(11),
        String(r.misleading.length).padStart(7),
        `${r.pack.tokens}/${r.pack.budget}`.padStart(8),
        ...kinds.map((k) => cell(r.perKind, k).padStart(14)),
      ].join(" "),
    );
  console.log(
    [
      "overall".padEnd(12),
      `${overall.found}/${overall.total} ${pct(overall.recall)}`.padStart(11),
      String(misleadingCount).padStart(7),
      "".padStart(8),
      ...kinds.map((k) => cell(overall.perKind, k).padStart(14)),
    ].join(" "),
  );
  console.log(
    `pack ${pct(overall.packRecall)}, search ${pct(overall.searchRecall)}; pack tokens mean ${summary.packTokensMean}, max ${summary.packTokensMax}`,
  );
  console.log(lossLine);
  for (const r of results) {
    const missed = r.facts.filter((f) => !f.found);
    console.log(
      `\n${r.label} (${r.transcript}): ${r.imported.memories} memories ${JSON.stringify(r.memoriesByType)}`,
    );
    for (const f of r.facts.filter((x) => x.found))
      console.log(
        `  found  ${f.id.padEnd(26)} ${f.found.padEnd(9)} ${f.evidence.replace(/\s+/g, " ").slice(0, 90)}`,
      );
    for (const f of missed)
      console.log(
        `  MISSED ${f.id.padEnd(26)} (${f.kind}; ${f.stored ? "stored" : "not stored"}; query "${f.query}")`,
      );
    for (const m of r.misleading)
      console.log(
        `  MISLEADING ${m.id}: ${m.statement}\n      at ${m.where}: ${m.evidence.replace(/\s+/g, " ").slice(0, 160)}`,
      );
  }
  if (values["show-pack"]) {
    // the transcript picked by --only, else the one with the most labelled facts
    const r = [...results].sort((a, b) => b.total - a.total)[0];
    if (r)
      console.log(
        `\n--- context pack for ${r.label} (${r.pack.tokens} tokens, budget ${r.pack.budget}) ---\n${r.pack.text}`,
      );
  }
  for (const f of failures) console.log(`FAIL: ${f}`);
}
// exitCode, not process.exit(): a large --json report to a pipe is written asynchronously and exit would cut it
process.exitCode = failures.length > 0 ? 1 : 0;
