// Throwaway PostgreSQL clusters for tests and benches: `initdb` into a fresh temp dir, `pg_ctl start` on
// 127.0.0.1 with a free port and the Unix socket inside that dir, databases created on demand, and
// `pg_ctl -m fast stop` + removal of the dir when done. A process 'exit' handler stops every cluster still
// running, so a failing test run leaves no server behind. PostgreSQL refuses to run as root: when this
// process is root, initdb/pg_ctl run as the `postgres` system user (`runuser -u postgres`) on a dir
// chowned to it. Binaries: $CAIRN_PG_BIN, else /usr/lib/postgresql/15/bin (Debian's postgresql-15).
// Everything is synchronous (spawnSync) so the exit handler can use it.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const BIN = process.env.CAIRN_PG_BIN || "/usr/lib/postgresql/15/bin";
const bin = (name) => join(BIN, name);
const running = new Set();
let exitHookInstalled = false;

/** Why no cluster can be started here (binaries or pgvector missing), or null when one can. */
export function pgUnavailableReason() {
  for (const name of ["initdb", "pg_ctl", "postgres", "psql", "pg_config"]) {
    if (!existsSync(bin(name)))
      return `PostgreSQL binaries not found in ${BIN} (run node scripts/ensure-postgres.mjs)`;
  }
  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync("id", ["-u", "postgres"]).status !== 0)
    return "running as root without a `postgres` system user to run the server as";
  const share = spawnSync(bin("pg_config"), ["--sharedir"], { encoding: "utf8" }).stdout?.trim() ?? "";
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

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const c of [...running]) c.stop();
  });
}

/**
 * Starts a cluster. Options: `fast` (default true) turns off fsync and synchronous_commit — for tests,
 * never for data that matters. Returns { dir, port, host, url(db), psql(db, sql), createDatabase(name), stop() }.
 * `url(db)` is a postgres:// URL for user `postgres` (trust auth, no password) on 127.0.0.1.
 */
export function startCluster(o = {}) {
  const fast = o.fast !== false;
  const dir = realpathSync(mkdtempSync(join(tmpdir(), o.prefix ?? "cairn-pg-")));
  const data = join(dir, "data");
  installExitHook();
  const cluster = {
    dir,
    host: "127.0.0.1",
    port: 0,
    stopped: false,
    url: (db = "postgres") => `postgres://postgres@127.0.0.1:${cluster.port}/${encodeURIComponent(db)}`,
    psql(db, sql) {
      return check(
        spawnSync(
          bin("psql"),
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
    /** Creates database `name` with the vector extension; returns its URL. */
    createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
      cluster.psql("postgres", `CREATE DATABASE ${name};`);
      cluster.psql(name, "CREATE EXTENSION IF NOT EXISTS vector;");
      return cluster.url(name);
    },
    /** Stops the server but keeps its data (a server outage); `restart()` brings it back on the same port. */
    halt() {
      check(asServerUser(bin("pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]), "pg_ctl stop");
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
