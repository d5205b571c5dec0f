// Which conversation excerpts earn their place in search, and what structure they have (the default
// search's exposure question). For each tuning label (alone) and each history (its sessions in order, one home),
// it imports with the BUILT CLI, runs every fact's `cairn search --conversations --json` (top 5, as the
// capture bench does), and for every excerpt a search returned reads:
//   use        found   the excerpt is the first unit that holds a fact the pack does not (it found it)
//              redund  it holds a fact, but the pack or a memory in the same list holds it too
//              noise   it holds no fact of its list's query
//   misl       it matches a label's misleading item (mustNotMatch)
//   role       user / assistant
//   where      final (no typed prompt after it in its session), compact (a compaction before the next
//              prompt), mid
//   edited     a file it names (base name with an extension) was edited or written later in its session
//   checks     the last result of the check runs (non-looking shell commands) after it in its session:
//              pass / fail / none; `before` the last one at or before it in its exchange
//   commit     a commit followed it in its session
//   age        against the memories of the same list: older (than every one), newer, mixed, alone
// Usage: node bench/capture/excerpt-structure.mjs [--set tuning|history|all] [--only NAME] [--json]
//                                                [--out FILE.json] [--data DIR] [--cli PATH]
// The transcript reading is bench/capture/claim-events.mjs's (compactions, prompts, edits, runs, commits).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { readEvents } from "./claim-events.mjs";
import { bare } from "./claim-rules.mjs";
import { cairnRunner, searchFacts } from "./cli-run.mjs";
import { firstMatch, memoryText, packUnits } from "./score.mjs";
import { benchHomes, importHome } from "./stage-home.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const Database = createRequire(import.meta.url)("better-sqlite3");
const { values } = parseArgs({
  options: {
    set: { type: "string", default: "all" },
    only: { type: "string" },
    json: { type: "boolean", default: false },
    out: { type: "string" },
    data: { type: "string", default: join(root, "..", "shared", "data") },
    cli: { type: "string", default: join(root, "plugin", "dist", "cli.mjs") },
  },
});
if (!existsSync(values.data)) {
  console.log(`excerpt structure audit skipped: ${values.data} is absent`);
  process.exit(0);
}
const cairn = cairnRunner(values.cli);

const LOOKING =
  /^(ls|cat|head|tail|grep|rg|find|echo|pwd|which|where|type|wc|stat|test|dir|curl|cd|git (status|log|diff|show))\b/;
const FILE = /(?:^|[\s`'"(/\\])([\w.-]+\.(?:[a-z][a-z0-9]{0,5}))(?=$|[\s`'"),:;\\/])/gi;
const base = (p) => p.replace(/\\/g, "/").split("/").pop().toLowerCase();
const short = (s, n = 90) => s.replace(/\s+/g, " ").replace(/\|/g, "/").trim().slice(0, n);

function namedFiles(text) {
  return [...new Set([...text.matchAll(FILE)].map((m) => m[1].toLowerCase()))].filter(
    (f) => !/^\d/.test(f) && !/^(e\.g|i\.e|etc)\./.test(f),
  );
}

/** The first recorded cwd of a transcript (import maps a session to its project by it). */
function firstCwd(path) {
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const m = line.match(/"cwd":"((?:[^"\\]|\\.)*)"/);
    if (m) return JSON.parse(`"${m[1]}"`);
  }
  return null;
}

/** The structure of one stored excerpt in its session's events (see the header). */
function structureOf(x, events) {
  const kind = x.role === "user" ? "user" : "assistant";
  const origin = events.find((e) => e.kind === kind && e.t && e.t >= x.ts) ?? events.at(-1);
  const at = origin?.i ?? 0;
  const later = events.filter((e) => e.i > at);
  const nextPrompt = later.find((e) => e.kind === "user");
  const compact = later.find((e) => e.kind === "compact");
  const where =
    nextPrompt === undefined
      ? compact === undefined
        ? "final"
        : "compact"
      : compact !== undefined && compact.i < nextPrompt.i
        ? "compact"
        : "mid";
  const files = namedFiles(x.text);
  const edited = later.some((e) => (e.kind === "edit" || e.kind === "write") && files.includes(base(e.path)));
  const isCheck = (e) => e.kind === "bash" && e.ok !== null && !LOOKING.test(bare(e.command));
  const lastAfter = later.filter(isCheck).at(-1);
  const prompt = events.findLast((e) => e.kind === "user" && e.i <= at)?.i ?? 0;
  const lastBefore = events.filter((e) => isCheck(e) && e.i > prompt && e.i <= at).at(-1);
  const res = (e) => (e === undefined ? "none" : e.ok ? "pass" : "fail");
  return {
    where,
    edited,
    checks: res(lastAfter),
    before: res(lastBefore),
    commit: later.some((e) => e.kind === "commit"),
  };
}

const work = mkdtempSync(join(tmpdir(), "cairn-excerpt-structure-"));
const rows = [];
try {
  for (const h of benchHomes(root, values.set, values.only)) {
    const dir = h.name.startsWith("history/") ? "history" : "labels";
    const label = JSON.parse(
      readFileSync(join(root, "bench", "capture", dir, `${basename(h.name)}.json`), "utf8"),
    );
    const files = h.transcripts.map((t) => join(values.data, t));
    const { home } = importHome(cairn, work, h.name.replace("/", "-"), files);
    const project = h.project ?? firstCwd(files[0]);
    const pack = cairn(home, ["context", "--project", project, "--json"]);
    const memories = cairn(home, ["list", "--project", project, "--limit", "10000", "--json"]);
    const byId = new Map(memories.map((m) => [m.id, m]));
    const units = packUnits(pack.text);
    const searches = searchFacts(cairn, {
      home,
      project,
      facts: label.facts,
      top: 5,
      conversations: true,
      byId,
    });
    const db = new Database(join(home, "cairn.db"), { readonly: true });
    const stored = new Map(
      db
        .prepare("SELECT id, session_id, turn, role, ts, text FROM excerpts")
        .all()
        .map((r) => [`said:${r.id}`, r]),
    );
    db.close();
    const bySession = new Map(files.map((f) => [basename(f, ".jsonl"), readEvents([f])]));
    const seen = new Map();
    for (const f of label.facts) {
      const hits = searches[f.id] ?? [];
      const first = firstMatch(
        f.mustMatch,
        hits.map((x) => x.text),
      );
      const inPack = firstMatch(f.mustMatch, units) >= 0;
      hits.forEach((hit, rank) => {
        if (hit.kind !== "conversation") return;
        const x = stored.get(hit.id);
        if (!x) return;
        const row =
          seen.get(hit.id) ??
          (() => {
            const events = bySession.get(x.session_id) ?? [];
            const misl = (label.misleading ?? []).filter(
              (m) => !m.types && (m.in ?? "all") === "all" && new RegExp(m.mustNotMatch, "i").test(x.text),
            );
            const r = {
              home: h.name,
              id: hit.id,
              session: x.session_id.slice(0, 8),
              turn: x.turn,
              role: x.role,
              ts: x.ts,
              ...structureOf(x, events),
              found: [],
              redundant: [],
              misleading: misl.map((m) => m.id),
              ages: new Set(),
              text: short(x.text),
            };
            seen.set(hit.id, r);
            rows.push(r);
            return r;
          })();
        const mems = hits.filter((o) => o.kind !== "conversation");
        for (const m of mems) {
          const mem = byId.get(m.id);
          if (mem) row.ages.add(x.ts < (mem.createdAt ?? mem.updatedAt) ? "older" : "newer");
        }
        const holds = firstMatch(f.mustMatch, [hit.text]) === 0;
        if (!holds) return;
        const memHolds = mems.some((o) => firstMatch(f.mustMatch, [o.text]) === 0);
        if (first === rank && !inPack && !memHolds) row.found.push(f.id);
        else row.redundant.push(f.id);
      });
    }
    // a memory's full text (memoryText) is what the scorer reads; keep the import for the linter
    void memoryText;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

for (const r of rows) {
  r.age = r.ages.size === 0 ? "alone" : r.ages.size === 2 ? "mixed" : [...r.ages][0];
  delete r.ages;
  r.use = r.found.length > 0 ? "found" : r.redundant.length > 0 ? "redund" : "noise";
}

if (values.out) writeFileSync(values.out, JSON.stringify(rows, null, 2));
if (values.json) console.log(JSON.stringify(rows, null, 2));
else {
  const key = (r) =>
    `${r.role} ${r.where}${r.role === "assistant" ? ` edited=${r.edited ? 1 : 0} after=${r.checks}` : ""}`;
  const classes = new Map();
  for (const r of rows) {
    const c = classes.get(key(r)) ?? { found: 0, facts: 0, redund: 0, noise: 0, misl: 0 };
    c[r.use]++;
    c.facts += r.found.length;
    if (r.misleading.length > 0) c.misl++;
    classes.set(key(r), c);
  }
  console.log("| structure | excerpts | found (facts) | redundant | noise | misleading |");
  console.log("|---|---|---|---|---|---|");
  for (const [k, c] of [...classes].sort())
    console.log(
      `| ${k} | ${c.found + c.redund + c.noise} | ${c.found} (${c.facts}) | ${c.redund} | ${c.noise} | ${c.misl} |`,
    );
  console.log(
    "\n| home | excerpt | role | where | edited | checks after | before | commit | age | use | facts | text |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const r of rows)
    console.log(
      `| ${r.home} | ${r.session} t${r.turn} | ${r.role} | ${r.where} | ${r.edited ? "yes" : ""} | ${r.checks} | ${r.before} | ${r.commit ? "yes" : ""} | ${r.age} | ${r.use}${r.misleading.length ? " MISL" : ""} | ${[...r.found, ...r.redundant.map((x) => `(${x})`)].join(" ")} | ${r.text} |`,
    );
}
