// A claim checker over conversation excerpts: every excerpt of what Claude said that import stored for
// each tuning session (alone) and each history (its sessions in order, one home), read against the
// LATER events of the session and of later sessions (bench/capture/claim-events.mjs). It finds suspects
// to read, not verdicts: a real one goes into bench/capture/audit/excerpt-audit-*.md and a label's
// `misleading` list. Unlike the capture bench it reads every stored excerpt, not only those a search
// returns.
// Usage: node bench/capture/claim-excerpts.mjs [--set tuning|history|all] [--only NAME] [--json]
//                                             [--data DIR] [--cli PATH]
// An excerpt's origin is the first assistant text event at or after its timestamp. Checks ("later" is
// after the origin):
//   refailed   the excerpt follows a passing run of a check (program + first word) in its exchange and
//              claims an outcome; the last later run of that check failed
//   edited     the excerpt claims an outcome and names a file that a later exchange edited, and a run
//              after that edit failed
//   deleted    the excerpt names a file (base name with an extension) a later command deleted and
//              nothing wrote again
//   changed    the excerpt names a value (a number with a dot or ≥ 3 digits, a version) that a later
//              edit took out of a file (in `old`, not in `new`)
//   undone     the excerpt's exchange edited a file the excerpt names; a later edit of that file removed
//              what the exchange's edit added (a fix replaced by another)
// Not checked mechanically: a plan or option later not taken (read by hand in the audit).
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { readEvents } from "./claim-events.mjs";
import { bare } from "./claim-rules.mjs";
import { cairnRunner } from "./cli-run.mjs";
import { benchHomes, importHome } from "./stage-home.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const Database = createRequire(import.meta.url)("better-sqlite3");
const { values } = parseArgs({
  options: {
    set: { type: "string", default: "all" },
    only: { type: "string" },
    json: { type: "boolean", default: false },
    data: { type: "string", default: join(root, "..", "shared", "data") },
    cli: { type: "string", default: join(root, "plugin", "dist", "cli.mjs") },
  },
});
if (!existsSync(values.data)) {
  console.log(`excerpt claim check skipped: ${values.data} is absent`);
  process.exit(0);
}
const cairn = cairnRunner(values.cli);

/** A check's key: program and first non-flag word after `cd X &&`, `npx`, env assignments. */
export function checkKey(command) {
  const w = bare(command)
    .split(/&&|\|\||;|\|/)[0]
    .trim()
    .split(/\s+/)
    .filter((x) => !x.startsWith("-") && !/^\w+=/.test(x));
  const i = w[0] === "npx" || w[0] === "uv" || w[0] === "poetry" ? 1 : 0;
  // a program with a plain subcommand (`pnpm test`, `mix compile`); else the whole command (a remote
  // shell's or an interpreter's argument is not a check's name)
  return /^[a-z][\w:.-]*$/i.test(w[i + 1] ?? "") ? w.slice(i, i + 2).join(" ") : bare(command);
}
/** Success words of a claim (a suspect finder's, not a rule's: any language the sessions use). */
const CLAIM =
  /(✅|✓|\b(pass(es|ed|ing)?|succe(ss|eded|ssful(ly)?)|works?|working|fixed|resolved|done|complete[d]?|ready|green|clean(ly)?|verified|all good)\b|通过|成功|完成|修复)/i;
const LOOKING = /^(ls|cat|head|tail|grep|rg|find|echo|pwd|which|where|type|wc|stat|test|dir|curl)\b/;
const FILE = /(?:^|[\s`'"(/\\])([\w.-]+\.(?:[a-z][a-z0-9]{0,5}))(?=$|[\s`'"),:;\\/])/gi;
const VALUE = /(?<![\w.])(v?\d+\.\d+(?:\.\d+)*|\d{3,})(?![\w.])/g;
const base = (p) => p.replace(/\\/g, "/").split("/").pop().toLowerCase();
const short = (s, n = 140) => s.replace(/\s+/g, " ").trim().slice(0, n);

/** Files a text names (base names with an extension, not a version or a domain-looking number). */
function namedFiles(text) {
  return [...new Set([...text.matchAll(FILE)].map((m) => m[1].toLowerCase()))].filter(
    (f) => !/^\d/.test(f) && !/^(e\.g|i\.e|etc)\./.test(f),
  );
}

/** The suspects of one home's excerpts. */
export function checkExcerpts(events, excerpts) {
  const out = [];
  const assistant = events.filter((e) => e.kind === "assistant" && e.t);
  const users = events.filter((e) => e.kind === "user");
  for (const x of excerpts) {
    const origin = assistant.find((e) => e.t >= x.ts) ?? null;
    if (!origin) continue;
    const at = origin.i;
    const prompt = users.findLast((e) => e.i <= at)?.i ?? 0;
    const nextPrompt = users.find((e) => e.i > at)?.i ?? Number.POSITIVE_INFINITY;
    const flag = (kind, why, e) =>
      out.push({
        kind,
        session: x.session_id.slice(0, 8),
        ts: x.ts,
        excerpt: short(x.text, 200),
        why,
        at: e?.t,
      });
    const claims = CLAIM.test(x.text);
    const files = namedFiles(x.text);
    const later = events.filter((e) => e.i > at);
    // refailed: a check passed in the excerpt's exchange, a later run of it failed
    const passedKeys = new Set(
      events
        .filter((e) => e.kind === "bash" && e.i <= at && e.ok === true && !LOOKING.test(bare(e.command)))
        .map((e) => checkKey(e.command)),
    );
    if (claims) {
      const passed = new Set(
        events
          .filter(
            (e) =>
              e.kind === "bash" &&
              e.i > prompt &&
              e.i <= at &&
              e.ok === true &&
              !LOOKING.test(bare(e.command)),
          )
          .map((e) => checkKey(e.command)),
      );
      // the check's last run failed (a later pass of it restores what was said)
      const runs = later.filter((e) => e.kind === "bash" && e.ok !== null && passed.has(checkKey(e.command)));
      const lastOf = new Map(runs.map((e) => [checkKey(e.command), e]));
      const fail = [...lastOf.values()].find((e) => e.ok === false);
      if (fail)
        flag("refailed", `later \`${short(fail.command, 80)}\` failed: ${short(fail.output, 80)}`, fail);
    }

    // edited: claims an outcome about a file edited in a later exchange, after which a run failed
    if (claims && files.length > 0) {
      const edit = later.find(
        (e) => (e.kind === "edit" || e.kind === "write") && e.i > nextPrompt && files.includes(base(e.path)),
      );
      const fail =
        edit &&
        later.find(
          (e) => e.i > edit.i && e.kind === "bash" && e.ok === false && passedKeys.has(checkKey(e.command)),
        );
      if (fail)
        flag("edited", `${base(edit.path)} edited later, then \`${short(fail.command, 60)}\` failed`, edit);
    }
    // deleted: names a file later deleted and never written again
    for (const f of files) {
      const touch = later.filter((e) => ["write", "delete"].includes(e.kind) && base(e.path) === f);
      if (touch.at(-1)?.kind === "delete") {
        flag("deleted", `${f} deleted later (${short(touch.at(-1).by.command, 80)})`, touch.at(-1));
        break;
      }
    }
    // changed: a value the excerpt names that a later edit took out
    const vals = [...new Set([...x.text.matchAll(VALUE)].map((m) => m[1]))];
    for (const v of vals) {
      const re = new RegExp(`(?<![\\w.])${v.replace(/\./g, "\\.")}(?![\\w.])`);
      const e = later.find((e) => e.kind === "edit" && re.test(e.old) && !re.test(e.new));
      if (e) {
        flag("changed", `${v} taken out of ${base(e.path)} later`, e);
        break;
      }
    }
    // undone: the exchange's own edit, removed by a later edit
    const own = events.filter(
      (e) => e.kind === "edit" && e.i > prompt && e.i <= at && e.new.trim().length >= 12,
    );
    for (const o of own) {
      const added = o.new.split("\n").filter((l) => l.trim().length >= 12 && !o.old.includes(l));
      if (added.length === 0) continue;
      const e = later.find(
        (e) =>
          e.kind === "edit" &&
          e.i > nextPrompt &&
          e.path === o.path &&
          files.includes(base(o.path)) &&
          added.some((l) => e.old.includes(l) && !e.new.includes(l)),
      );
      if (e) {
        flag("undone", `its exchange's edit of ${base(o.path)} removed later`, e);
        break;
      }
    }
  }
  return out;
}

const work = mkdtempSync(join(tmpdir(), "cairn-claim-excerpts-"));
const report = [];
try {
  for (const h of benchHomes(root, values.set, values.only)) {
    const files = h.transcripts.map((t) => join(values.data, t));
    const { home } = importHome(cairn, work, h.name.replace("/", "-"), files);
    const db = new Database(join(home, "cairn.db"), { readonly: true });
    const excerpts = db
      .prepare("SELECT session_id, ts, text FROM excerpts WHERE role = 'assistant' ORDER BY ts")
      .all();
    db.close();
    report.push({
      name: h.name,
      excerpts: excerpts.length,
      suspects: checkExcerpts(readEvents(files), excerpts),
    });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (values.json) console.log(JSON.stringify(report, null, 2));
else {
  for (const r of report) {
    console.log(`\n== ${r.name}: ${r.excerpts} excerpts of Claude's, ${r.suspects.length} suspects`);
    for (const s of r.suspects)
      console.log(
        `  [${s.kind}] ${s.session} ${s.ts}: ${s.excerpt}\n      ↳ ${s.why}${s.at ? ` (${s.at})` : ""}`,
      );
  }
  const n = report.reduce((k, r) => k + r.suspects.length, 0);
  const x = report.reduce((k, r) => k + r.excerpts, 0);
  console.log(`\n${report.length} homes, ${x} excerpts, ${n} suspects`);
}
