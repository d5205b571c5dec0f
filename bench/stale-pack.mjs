// The context pack with stale marks (app/staleness/stale-pack.ts): mark every candidate first, then
// write the pack once, against the earlier way (write, check what it shows, write again, up to six
// writes) and against a floor measured in the same run (the pack written once with no check at all).
// A git repository with N files, N memories naming one file each (captured at one commit), a share of
// the files edited after capture; the 360 candidates SessionStart reads (40 per type).
// Usage: node bench/stale-pack.mjs [--memories 360] [--edited 0.3] [--runs 30]
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { bundle } from "./lib/bundle.mjs";

const { values } = parseArgs({
  options: { memories: { type: "string" }, edited: { type: "string" }, runs: { type: "string" } },
});
const N = Number(values.memories ?? 360);
const EDITED = Number(values.edited ?? 0.3);
const RUNS = Number(values.runs ?? 30);

const { mod } = await bundle(`
export { buildContextPack } from "./src/core/context/context-pack.ts";
export { packWithStaleness } from "./src/app/staleness/stale-pack.ts";
export { memoryStaleness } from "./src/app/staleness/memory-staleness.ts";
`);
const { buildContextPack, packWithStaleness, memoryStaleness } = mod;

/** The earlier algorithm, kept here only to compare: check what the pack shows, rebuild, repeat. */
function rounds(input, candidates, root) {
  const byId = new Map(candidates.map((m) => [m.id, m]));
  const checked = new Set();
  const stale = new Set();
  let pack = buildContextPack(input);
  for (let round = 0; round < 4; round++) {
    const fresh = pack.items.map((i) => byId.get(i.id)).filter((m) => m !== undefined && !checked.has(m.id));
    if (fresh.length === 0) return pack;
    for (const m of fresh) checked.add(m.id);
    for (const id of memoryStaleness(fresh, root).keys()) stale.add(id);
    pack = buildContextPack({ ...input, stale });
  }
  for (const id of memoryStaleness(candidates, root).keys()) stale.add(id);
  return buildContextPack({ ...input, stale });
}

const root = mkdtempSync(join(tmpdir(), "cairn-bench-stale-"));
const git = (...args) =>
  execFileSync("git", args, { cwd: root, stdio: ["ignore", "pipe", "ignore"] })
    .toString()
    .trim();
try {
  git("init", "-q");
  const captured = Date.now() - 3 * 86_400_000;
  for (let i = 0; i < N; i++) {
    writeFileSync(join(root, `f${i}.ts`), `export const v${i} = ${i};\n`);
    utimesSync(join(root, `f${i}.ts`), new Date(captured - 60_000), new Date(captured - 60_000));
  }
  git("add", ".");
  git("-c", "user.email=b@example.com", "-c", "user.name=bench", "commit", "-qm", "init");
  const commit = git("rev-parse", "HEAD");
  const types = [
    "constraint",
    "decision",
    "failed_attempt",
    "verified_command",
    "todo",
    "open_question",
    "project_fact",
    "preference",
    "bug_note",
  ];
  const at = new Date(captured).toISOString();
  const memories = Array.from({ length: N }, (_, i) => ({
    id: `m_${String(i).padStart(6, "0")}`,
    project: "p",
    type: types[i % types.length],
    title: `Memory ${i} about ${"the queue writer ".repeat(1 + (i % 3))}`,
    body: "",
    scope: "project",
    confidence: 0.5 + (i % 5) / 10,
    severity: null,
    tags: [],
    files: [`f${i}.ts`],
    gitCommit: commit,
    pinned: i % 40 === 0,
    deletedAt: null,
    supersededBy: null,
    supersededAt: null,
    supersededReason: null,
    source: { kind: "hook", event: null, sessionId: null, toolUseId: null },
    dedupeKey: null,
    capturedBy: null,
    createdAt: at,
    updatedAt: at,
  }));
  for (let i = 0; i < N; i++)
    if ((i * 7919) % 100 < EDITED * 100) writeFileSync(join(root, `f${i}.ts`), "changed\n");
  const input = { projectName: "bench", now: new Date(), lastSession: null, memories };

  const time = (fn) => {
    fn(); // warm
    const t = [];
    for (let r = 0; r < RUNS; r++) {
      const s = process.hrtime.bigint();
      fn();
      t.push(Number(process.hrtime.bigint() - s) / 1e6);
    }
    t.sort((a, b) => a - b);
    return t[Math.floor(t.length / 2)];
  };
  const floor = time(() => buildContextPack(input));
  const once = time(() => packWithStaleness(input, memories, root));
  const before = time(() => rounds(input, memories, root));
  const a = packWithStaleness(input, memories, root);
  const b = rounds(input, memories, root);
  const marked = (p) => p.items.filter((i) => i.stale).length;
  console.log(
    `stale-pack: ${N} candidate memories, ${Math.round(EDITED * 100)}% of their files edited, median of ${RUNS}`,
  );
  console.log(`  floor (pack written once, no check): ${floor.toFixed(2)} ms`);
  console.log(
    `  mark first, write once:               ${once.toFixed(2)} ms  (${(once / floor).toFixed(1)}× floor)`,
  );
  console.log(
    `  earlier rounds (up to 6 writes):      ${before.toFixed(2)} ms  (${(before / floor).toFixed(1)}× floor)`,
  );
  console.log(
    `  items shown: ${a.items.length} (marked ${marked(a)}) vs ${b.items.length} (marked ${marked(b)}); same text: ${a.text === b.text}`,
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
