// Whether two builds of the CLI store the same thing on import: each imports every shared transcript
// (../shared/data/claude-code/transcripts) into a fresh store, then the two stores are read back with
// `cairn list --all --status all --json` and `cairn search … --all --json` (memories, and --conversations
// for the excerpts) for a fixed set of queries and for words of the imported titles (scores left out: they
// decay with the time of the search; the order of the hits is compared). Memory ids are
// random (m_ + 12 hex), so each is replaced by its ordinal of first appearance in the list before the
// two outputs are compared. Prints the first differing line of each differing output; exits 1 if any.
// Usage: node bench/import-parity.mjs --base PATH/cli.mjs [--cli PATH/cli.mjs]   (--cli: this build's)
import { execFileSync } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { base: { type: "string" }, cli: { type: "string" } } });
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const shared = join(root, "..", "shared", "data", "claude-code", "transcripts");
if (!existsSync(shared)) {
  console.log(`import parity skipped: ${shared} is absent (../shared/data is provided in CI)`);
  process.exit(0);
}
if (!values.base) {
  console.error("usage: node bench/import-parity.mjs --base PATH/cli.mjs [--cli PATH/cli.mjs]");
  process.exit(2);
}
const clis = { base: values.base, this: values.cli ?? join(root, "plugin", "dist", "cli.mjs") };
const QUERIES = ["test", "build", "error", "npm", "config", "database", "fix", "deploy", "hook", "version"];

const work = mkdtempSync(join(tmpdir(), "cairn-import-parity-"));
/** The command's stdout, through a file (a pipe can lose the end of a large output at exit). */
function run(cli, home, args) {
  const file = join(work, "out.txt");
  const fd = openSync(file, "w");
  try {
    execFileSync(process.execPath, [cli, ...args], {
      env: { ...process.env, CAIRN_HOME: home },
      stdio: ["ignore", fd, "inherit"],
    });
  } finally {
    closeSync(fd);
  }
  return readFileSync(file, "utf8");
}

/** The store's outputs after an import by `cli`, memory ids numbered by first appearance. */
function outputs(name, cli) {
  const home = join(work, name);
  const summary = JSON.parse(run(cli, home, ["import", shared, "--json"]));
  const list = run(cli, home, ["list", "--all", "--status", "all", "--limit", "10000", "--json"]);
  const words = [...new Set(JSON.parse(list).flatMap((m) => m.title.toLowerCase().match(/[a-z]{5,}/g) ?? []))]
    .sort()
    .filter((_w, i) => i % 23 === 0)
    .slice(0, 12);
  const out = { list };
  for (const q of [...QUERIES, ...words]) {
    out[`search ${q}`] = run(cli, home, ["search", q, "--all", "--limit", "50", "--json"]);
    out[`search --conversations ${q}`] = run(cli, home, ["search", q, "--conversations", "--all", "--json"]);
  }
  const ids = new Map();
  const number = (text) =>
    text.replace(/m_[0-9a-f]{12}/g, (id) => ids.get(id) ?? ids.set(id, `m#${ids.size}`).get(id));
  // a search score decays with the age of what it finds (now, to the millisecond): its order is compared
  const unscored = (text) => text.replace(/"(score|[a-z]*Score|recency)": [-0-9.e]+/g, '"$1": "~"');
  for (const k of Object.keys(out)) out[k] = unscored(number(out[k]));
  out.summary = JSON.stringify({ ...summary, ms: undefined }, null, 1);
  return out;
}

try {
  const a = outputs("base", clis.base);
  const b = outputs("this", clis.this);
  let differ = 0;
  for (const k of Object.keys(a)) {
    if (a[k] === b[k]) continue;
    differ++;
    const la = a[k].split("\n");
    const lb = (b[k] ?? "").split("\n");
    const i = la.findIndex((l, j) => l !== lb[j]);
    console.log(
      `DIFFERS: ${k} (line ${i + 1})\n  base: ${la[i]?.slice(0, 200)}\n  this: ${lb[i]?.slice(0, 200)}`,
    );
  }
  const n = Object.keys(a).length;
  console.log(
    `import parity: ${n - differ} of ${n} outputs identical (${JSON.parse(a.list).length} memories listed)`,
  );
  process.exitCode = differ === 0 ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
