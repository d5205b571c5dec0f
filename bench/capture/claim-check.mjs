// A claim checker: every pack line and every stored memory of a session (or of a history's home), read
// against the session's own LATER events (bench/capture/claim-events.mjs), and each claim a later event
// contradicts printed with that event. It finds suspects to read, not verdicts: a real one goes into
// bench/capture/audit/history-audit.md and a label's `misleading` list.
// Usage: node bench/capture/claim-check.mjs [--set tuning|history|all] [--only NAME] [--json] [--dups]
//                                          [--data DIR] [--cli PATH] [--dump FILE] [--from FILE]
// --from FILE reads the homes' memories and packs from a --dump file instead of importing (the checks only).
// --dump FILE writes every home's memories (`cairn list --json`) and pack text to FILE as [{name, memories, pack}].
// Checks (the claim's origin is the first event whose words hold it; "later" is after that origin):
//   command   a verified command (memory, or "Commands: ✓" of a summary) whose last run in the session failed
//   stale-err an error shown as open ("Earlier errors", "✗") whose command later passed
//   deleted   a file listed as changed (summary "Changed:", a memory's files) deleted later and not rewritten
//   closed    a "Next"/todo whose words a later completed task or commit repeats (overlap ≥ 0.6)
//   replaced  a bug note / gotcha whose fix (a backticked span of its body) a later edit removed
//   contra    a preference/constraint whose words a later user prompt repeats with a negation
//   dup       (--dups) two memories of one type whose title+body words overlap ≥ 0.7 (near duplicates)
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { readEvents } from "./claim-events.mjs";
import { moreSuspects } from "./claim-more.mjs";
import { bare, check, overlap, words } from "./claim-rules.mjs";
import { cairnRunner } from "./cli-run.mjs";
import { benchHomes, importHome } from "./stage-home.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { values } = parseArgs({
  options: {
    set: { type: "string", default: "all" },
    only: { type: "string" },
    json: { type: "boolean", default: false },
    dups: { type: "boolean", default: false },
    dump: { type: "string" },
    from: { type: "string" },
    data: { type: "string", default: join(root, "..", "shared", "data") },
    cli: { type: "string", default: join(root, "plugin", "dist", "cli.mjs") },
  },
});
if (!existsSync(values.data)) {
  console.log(`claim check skipped: ${values.data} is absent`);
  process.exit(0);
}
const cairn = cairnRunner(values.cli);

/**
 * Near duplicates: pairs of one type that say the same. Commands: the same words once flags, redirections
 * and `cd X &&` are left out (the same action with other flags). Other types: titles whose words overlap
 * ≥ 0.7 (at least 3 words in the shorter). Task summaries are one per session by design and are skipped.
 */
function duplicates(memories) {
  const out = [];
  const shape = (m) =>
    m.type === "verified_command"
      ? bare(m.title.replace(/^`|`$/g, ""))
          .split(" ")
          .filter((w) => !w.startsWith("-") && !/^\d?>/.test(w))
          .join(" ")
      : null;
  const ws = memories.map((m) => words(m.title));
  for (let a = 0; a < memories.length; a++)
    for (let b = a + 1; b < memories.length; b++) {
      const [x, y] = [memories[a], memories[b]];
      if (x.type !== y.type || x.type === "task_summary") continue;
      const same = x.type === "verified_command" ? shape(x) === shape(y) : overlap(ws[a], ws[b]) >= 0.7;
      if (same) out.push({ type: x.type, a: x.title.slice(0, 110), b: y.title.slice(0, 110) });
    }
  return out;
}

const work = mkdtempSync(join(tmpdir(), "cairn-claim-check-"));
const report = [];
const saved = values.from
  ? new Map(JSON.parse(readFileSync(values.from, "utf8")).map((d) => [d.name, d]))
  : null;

/** Imports a home's sessions and reads its pack and memories. */
function importAndRead(h, files) {
  const { home } = importHome(cairn, work, h.name.replace("/", "-"), files);
  const project = h.project ?? firstCwd(files[0]);
  const pack = cairn(home, ["context", "--project", project, "--json"]).text;
  const memories = cairn(home, ["list", "--project", project, "--limit", "10000", "--json"]);
  return { memories, pack };
}
const dumped = [];
try {
  for (const h of benchHomes(root, values.set, values.only)) {
    const files = h.transcripts.map((t) => join(values.data, t));
    const { memories, pack } = saved ? saved.get(h.name) : importAndRead(h, files);
    const events = readEvents(files);
    report.push({
      name: h.name,
      memories: memories.length,
      suspects: [...check(events, memories, pack), ...moreSuspects(events, memories, pack)],
      dups: values.dups ? duplicates(memories) : [],
    });
    dumped.push({ name: h.name, memories, pack });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

function firstCwd(file) {
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const m = /"cwd":"((?:[^"\\]|\\.)*)"/.exec(line);
    if (m) return JSON.parse(`"${m[1]}"`);
  }
  return null;
}

if (values.dump) writeFileSync(values.dump, JSON.stringify(dumped, null, 1));
if (values.json) console.log(JSON.stringify(report, null, 2));
else {
  for (const r of report) {
    console.log(
      `\n== ${r.name}: ${r.memories} memories, ${r.suspects.length} suspects${values.dups ? `, ${r.dups.length} near-duplicate pairs` : ""}`,
    );
    for (const s of r.suspects)
      console.log(`  [${s.kind}] ${s.from}: ${s.claim}\n      ↳ ${s.why}${s.at ? ` (${s.at})` : ""}`);
    for (const d of r.dups) console.log(`  [dup ${d.type}] ${d.a}\n      ≈ ${d.b}`);
  }
  const n = report.reduce((k, r) => k + r.suspects.length, 0);
  const d = report.reduce((k, r) => k + r.dups.length, 0);
  console.log(`\n${report.length} homes, ${n} suspects${values.dups ? `, ${d} near-duplicate pairs` : ""}`);
}
