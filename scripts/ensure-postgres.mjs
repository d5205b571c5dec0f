// Makes PostgreSQL 15 with pgvector available for the PostgreSQL store's tests and bench (Debian bookworm).
// Steps, each skipped when already done:
//   1. the server binaries (`postgresql-15`) when PG15's initdb is missing;
//   2. the server headers (`postgresql-server-dev-15`) when PG15's pg_config has no server includes;
//   3. pgvector, when `vector.control` is missing from `pg_config --sharedir`/extension: bookworm packages
//      it only for newer servers, so trixie's source package is fetched through a private apt source list
//      (the system's apt state is untouched: Dir::Etc::sourcelist/sourceparts/State::Lists point into a
//      scratch folder) and built against PG15 with OPTFLAGS="" (the default -march=native is not portable).
// Needs root for apt-get and `make install`; prints one line per step and exits 1 when a step fails.
// Usage: node scripts/ensure-postgres.mjs
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const BIN = process.env.CAIRN_PG_BIN || "/usr/lib/postgresql/15/bin";
const PG_CONFIG = join(BIN, "pg_config");
const SOURCES = "/etc/apt/sources.list.d/debian.sources";

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: "utf8", timeout: 900_000, ...opts });
  if (r.status !== 0) {
    const out = `${r.stdout ?? ""}${r.stderr ?? ""}${r.error ? String(r.error) : ""}`.trim();
    throw new Error(
      `${cmd} ${args.join(" ")} failed (exit ${r.status}): ${out.split("\n").slice(-15).join("\n")}`,
    );
  }
  return r.stdout.trim();
}

const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
let updated = false;
function aptInstall(pkg) {
  if (!updated) {
    run("apt-get", ["update", "-qq"], { env: aptEnv });
    updated = true;
  }
  run("apt-get", ["install", "-y", "-qq", pkg], { env: aptEnv });
}

/** The first stanza of the machine's deb822 source list, rewritten for trixie's source packages. */
function trixieSourceStanza() {
  const text = existsSync(SOURCES) ? readFileSync(SOURCES, "utf8") : "";
  const first = text.split(/\n\s*\n/)[0] ?? "";
  const uri = /^URIs:\s*(\S+)/m.exec(first)?.[1] ?? "http://deb.debian.org/debian";
  const signedBy = /^Signed-By:\s*(\S+)/m.exec(first)?.[1];
  return [
    "Types: deb-src",
    `URIs: ${uri}`,
    "Suites: trixie",
    "Components: main",
    ...(signedBy ? [`Signed-By: ${signedBy}`] : []),
    "",
  ].join("\n");
}

function buildPgvector() {
  const scratch = mkdtempSync(join(tmpdir(), "cairn-pgvector-"));
  try {
    const parts = join(scratch, "sources.list.d");
    const lists = join(scratch, "lists");
    mkdirSync(join(lists, "partial"), { recursive: true });
    mkdirSync(parts);
    writeFileSync(join(parts, "trixie-src.sources"), trixieSourceStanza());
    const aptOpts = [
      "-o",
      "Dir::Etc::sourcelist=/dev/null",
      "-o",
      `Dir::Etc::sourceparts=${parts}`,
      "-o",
      `Dir::State::Lists=${lists}`,
    ];
    run("apt-get", [...aptOpts, "update", "-qq"], { env: aptEnv });
    run("apt-get", [...aptOpts, "source", "--download-only", "-qq", "pgvector"], {
      cwd: scratch,
      env: aptEnv,
    });
    const orig = readdirSync(scratch).find((f) => /^pgvector_.*\.orig\.tar\.(gz|xz)$/.test(f));
    if (!orig) throw new Error("apt-get source gave no pgvector_*.orig.tar.* archive");
    const src = join(scratch, "src");
    mkdirSync(src);
    run("tar", ["-xf", join(scratch, orig), "-C", src, "--strip-components=1"]);
    run("make", ["-j2", "OPTFLAGS=", `PG_CONFIG=${PG_CONFIG}`], { cwd: src });
    run("make", ["install", "OPTFLAGS=", `PG_CONFIG=${PG_CONFIG}`], { cwd: src });
    return orig;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function step(name, done, act) {
  if (done()) {
    console.log(`ensure-postgres: ${name}: present`);
    return;
  }
  const detail = act();
  if (!done()) throw new Error(`${name}: still missing after installing`);
  console.log(`ensure-postgres: ${name}: installed${detail ? ` (${detail})` : ""}`);
}

try {
  step(
    "postgresql-15",
    () => existsSync(join(BIN, "initdb")),
    () => aptInstall("postgresql-15"),
  );
  step(
    "postgresql-server-dev-15",
    () => existsSync(join(run(PG_CONFIG, ["--includedir-server"]), "postgres.h")),
    () => aptInstall("postgresql-server-dev-15"),
  );
  step(
    "pgvector",
    () => existsSync(join(run(PG_CONFIG, ["--sharedir"]), "extension", "vector.control")),
    buildPgvector,
  );
} catch (err) {
  console.error(`ensure-postgres: ${err.message}`);
  process.exit(1);
}
