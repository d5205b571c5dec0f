// Throwaway PostgreSQL clusters for tests and benches: `initdb` into a fresh temp dir, `pg_ctl start` on
// 127.0.0.1 with a free port and the Unix socket inside that dir, databases created on demand, and
// `pg_ctl -m fast stop` + removal of the dir when done. A process 'exit' handler stops every cluster still
// running, so a failing test run leaves no server behind. PostgreSQL refuses to run as root: when this
// process is root, initdb/pg_ctl run as the `postgres` system user (`runuser -u postgres`) on a dir
// chowned to it. Binaries: $CAIRN_PG_BIN, else /usr/lib/postgresql/15/bin (Debian's postgresql-15).
// Everything is synchronous (spawnSync) so the exit handler can use it.
//
// `withoutExtensions: ["vector"]` starts the cluster from a relocated copy of the installation whose
// extension directory lacks those extensions, as on a host where pgvector is not installed: PostgreSQL
// finds its share directory relative to its own executable (a "relocatable installation", see
// src/port/path.c make_relative_path), so copies of initdb/postgres/pg_ctl under <dir>/install/<bindir>
// read <dir>/install/<sharedir>, a tree of links to the real one minus those files.
// `installExtension(name)` links them back (installing the package on the host, later).
import { execFileSync, spawnSync } from "node:child_process";
import {
  chownSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const BIN = process.env.CAIRN_PG_BIN || "/usr/lib/postgresql/15/bin";
const realBin = (name) => join(BIN, name);
const running = new Set();
let exitHookInstalled = false;

/** Why no cluster can be started here (binaries or pgvector missing), or null when one can. */
export function pgUnavailableReason() {
  for (const name of ["initdb", "pg_ctl", "postgres", "psql", "pg_config"]) {
    if (!existsSync(realBin(name)))
      return `PostgreSQL binaries not found in ${BIN} (run node scripts/ensure-postgres.mjs)`;
  }
  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync("id", ["-u", "postgres"]).status !== 0)
    return "running as root without a `postgres` system user to run the server as";
  const share = spawnSync(realBin("pg_config"), ["--sharedir"], { encoding: "utf8" }).stdout?.trim() ?? "";
  if (!existsSync(join(share, "extension", "vector.control")))
    return "pgvector is not installed into this PostgreSQL (run node scripts/ensure-postgres.mjs)";
  return null;
}

/** A free TCP port on 127.0.0.1 (asked from the OS; a start that loses the race retries). */
function freePort() {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}

function asServerUser(cmd, args) {
  if (process.getuid?.() === 0) return spawnSync("runuser", ["-u", "postgres", "--", cmd, ...args], opts());
  return spawnSync(cmd, args, opts());
}
const opts = () => ({ encoding: "utf8", timeout: 60_000, cwd: tmpdir() });

function check(r, what) {
  if (r.status !== 0)
    throw new Error(
      `${what} failed (exit ${r.status}): ${`${r.stdout ?? ""}${r.stderr ?? ""}`.trim().slice(-2000)}`,
    );
  return r.stdout;
}

/**
 * A relocated copy of the installation under `root` whose extension directory lacks `missing` (names
 * of extensions); returns its bin dir and a function that links one of them back.
 */
function relocatedInstall(root, missing) {
  const cfg = (flag) => execFileSync(realBin("pg_config"), [flag], { encoding: "utf8" }).trim();
  const [bindir, sharedir, pkglibdir] = [cfg("--bindir"), cfg("--sharedir"), cfg("--pkglibdir")];
  const at = (p) => join(root, p);
  mkdirSync(at(bindir), { recursive: true });
  for (const name of ["initdb", "postgres", "pg_ctl"]) copyFileSync(realBin(name), join(at(bindir), name));
  for (const name of ["initdb", "postgres", "pg_ctl"]) execFileSync("chmod", ["755", join(at(bindir), name)]);
  if (!existsSync(at(pkglibdir))) {
    mkdirSync(join(at(pkglibdir), ".."), { recursive: true });
    symlinkSync(pkglibdir, at(pkglibdir));
  }
  mkdirSync(join(at(sharedir), "extension"), { recursive: true });
  for (const name of readdirSync(sharedir))
    if (name !== "extension") symlinkSync(join(sharedir, name), join(at(sharedir), name));
  const ext = join(sharedir, "extension");
  const owned = (file, names) => names.some((n) => file === `${n}.control` || file.startsWith(`${n}--`));
  for (const file of readdirSync(ext))
    if (!owned(file, missing)) symlinkSync(join(ext, file), join(at(sharedir), "extension", file));
  execFileSync("chmod", ["-R", "a+rX", root]);
  return {
    bin: at(bindir),
    install(name) {
      for (const file of readdirSync(ext))
        if (owned(file, [name]) && !existsSync(join(at(sharedir), "extension", file)))
          symlinkSync(join(ext, file), join(at(sharedir), "extension", file));
    },
  };
}

/** Pids of the processes whose working directory is `dir` (Linux /proc): a cluster's server processes run in its data dir. */
function processesIn(dir) {
  const out = [];
  for (const name of existsSync("/proc") ? readdirSync("/proc") : []) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readlinkSync(`/proc/${name}/cwd`) === dir) out.push(Number(name));
    } catch {
      // exited meanwhile, or not ours to read
    }
  }
  return out;
}

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const c of [...running]) c.stop();
  });
}

/**
 * Starts a cluster. Options: `fast` (default true) turns off fsync and synchronous_commit — for tests,
 * never for data that matters; `withoutExtensions` (names) runs it from a relocated installation that
 * lacks them (see the top of this file). Returns { dir, port, host, url(db), psql(db, sql),
 * createDatabase(name), createRole(name), installExtension(name), halt(), kill(), restart(), stop() }.
 * `url(db)` is a postgres:// URL for user `postgres` (trust auth, no password) on 127.0.0.1.
 */
export function startCluster(o = {}) {
  const fast = o.fast !== false;
  const dir = realpathSync(mkdtempSync(join(tmpdir(), o.prefix ?? "cairn-pg-")));
  const data = join(dir, "data");
  const relocated = o.withoutExtensions?.length
    ? relocatedInstall(join(dir, "install"), o.withoutExtensions)
    : null;
  const bin = (name) => (relocated ? join(relocated.bin, name) : realBin(name));
  installExitHook();
  const cluster = {
    dir,
    host: "127.0.0.1",
    port: 0,
    stopped: false,
    url: (db = "postgres", user = "postgres") =>
      `postgres://${encodeURIComponent(user)}@127.0.0.1:${cluster.port}/${encodeURIComponent(db)}`,
    psql(db, sql) {
      return check(
        spawnSync(
          realBin("psql"),
          [
            "-X",
            "-q",
            "-v",
            "ON_ERROR_STOP=1",
            "-h",
            "127.0.0.1",
            "-p",
            String(cluster.port),
            "-U",
            "postgres",
          ],
          { encoding: "utf8", input: sql, env: { ...process.env, PGDATABASE: db }, timeout: 60_000 },
        ),
        `psql ${db}`,
      );
    },
    /**
     * Creates database `name`; returns its URL. Options: `vector` (default true) creates the vector
     * extension in it; `owner` (a role from createRole) owns it, and the URL connects as that role.
     */
    createDatabase(name, opts = {}) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
      const owner = opts.owner;
      if (owner !== undefined && !/^[a-z_][a-z0-9_]*$/.test(owner)) throw new Error(`bad role name ${owner}`);
      cluster.psql("postgres", `CREATE DATABASE ${name}${owner ? ` OWNER ${owner}` : ""};`);
      if (opts.vector !== false) cluster.psql(name, "CREATE EXTENSION IF NOT EXISTS vector;");
      return cluster.url(name, owner);
    },
    /** Creates a login role that is not a superuser (trust auth: no password). */
    createRole(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad role name ${name}`);
      cluster.psql("postgres", `CREATE ROLE ${name} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE;`);
    },
    /** Links an extension left out by `withoutExtensions` back into the cluster's installation. */
    installExtension(name) {
      if (!relocated) throw new Error("installExtension needs a cluster started withoutExtensions");
      relocated.install(name);
    },
    /** Stops the server but keeps its data (a server outage); `restart()` brings it back on the same port. */
    halt() {
      check(asServerUser(bin("pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]), "pg_ctl stop");
    },
    /** SIGKILLs the postmaster and every server process (a crash), keeping the data; `restart()` recovers. */
    kill() {
      // every process running in the data dir: the postmaster, its backends, one being forked meanwhile
      const until = Date.now() + 10_000;
      for (let left = processesIn(data); left.length > 0 && Date.now() < until; left = processesIn(data)) {
        for (const p of left) {
          try {
            process.kill(p, "SIGKILL");
          } catch {
            // gone already
          }
        }
        spawnSync("sleep", ["0.05"]);
      }
      // the lock files (data dir, Unix socket) name the dead postmaster, which may linger as a zombie
      // where nothing reaps it (a container's pid 1): PostgreSQL would refuse to start, so they go too
      rmSync(join(data, "postmaster.pid"), { force: true });
      rmSync(join(dir, `.s.PGSQL.${cluster.port}.lock`), { force: true });
      rmSync(join(dir, `.s.PGSQL.${cluster.port}`), { force: true });
    },
    restart() {
      check(start(cluster.port), "pg_ctl start");
    },
    stop() {
      if (cluster.stopped) return;
      cluster.stopped = true;
      running.delete(cluster);
      if (existsSync(join(data, "postmaster.pid")))
        asServerUser(bin("pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  let settings = [];
  const start = (port) =>
    asServerUser(bin("pg_ctl"), [
      "-D",
      data,
      "-l",
      join(dir, "server.log"),
      "-w",
      "-o",
      `-p ${port} ${settings.join(" ")}`,
      "start",
    ]);
  running.add(cluster);
  try {
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
      const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
      chownSync(dir, uid, gid);
    }
    check(
      asServerUser(bin("initdb"), [
        "-D",
        data,
        "-U",
        "postgres",
        "--auth=trust",
        "-E",
        "UTF8",
        "--locale=C.UTF-8",
      ]),
      "initdb",
    );
    settings = [
      "-c listen_addresses=127.0.0.1",
      `-k ${dir}`,
      ...(fast ? ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"] : []),
    ];
    let lastErr;
    for (let attempt = 0; attempt < 3; attempt++) {
      cluster.port = freePort();
      const r = start(cluster.port);
      if (r.status === 0) return cluster;
      const log = existsSync(join(dir, "server.log")) ? readFileSync(join(dir, "server.log"), "utf8") : "";
      lastErr = new Error(`pg_ctl start failed: ${`${r.stderr}${log}`.trim().slice(-2000)}`);
    }
    throw lastErr;
  } catch (err) {
    cluster.stop();
    throw err;
  }
}
