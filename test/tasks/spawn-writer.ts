/** Bundles test/tasks/fixtures/writer.ts (esbuild, once per run) and spawns it as a real process. */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { build } from "esbuild";

let bundled: string | null = null;
const require = createRequire(import.meta.url);
export const NATIVE = join(
  dirname(require.resolve("better-sqlite3/package.json")),
  "build",
  "Release",
  "better_sqlite3.node",
);

async function bundle(): Promise<string> {
  if (bundled) return bundled;
  const out = join(mkdtempSync(join(tmpdir(), "cairn-writer-")), "writer.mjs");
  await build({
    entryPoints: [join(import.meta.dirname, "fixtures", "writer.ts")],
    outfile: out,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    logLevel: "warning",
    // as scripts/build.mjs: CommonJS dependencies need require() (and may read __filename)
    banner: {
      js: "import{createRequire as __cr}from'node:module';import{fileURLToPath as __fu}from'node:url';const require=__cr(import.meta.url);const __filename=__fu(import.meta.url);",
    },
  });
  bundled = out;
  return out;
}

export interface Writer {
  child: ChildProcess;
  /** Resolves with the first stdout line matching `re`. */
  waitFor(re: RegExp): Promise<string>;
  lines: string[];
  /** Kills with SIGKILL and waits for the exit. */
  kill(): Promise<void>;
  exited: Promise<number | null>;
}

export async function spawnWriter(mode: string, db: string, root: string): Promise<Writer> {
  const child = spawn(process.execPath, [await bundle(), mode, db, root, NATIVE], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const waiters: { re: RegExp; resolve: (l: string) => void }[] = [];
  let buf = "";
  let err = "";
  child.stderr?.on("data", (d: Buffer) => {
    err += d.toString();
  });
  child.stdout?.on("data", (d: Buffer) => {
    buf += d.toString();
    for (let i = buf.indexOf("\n"); i >= 0; i = buf.indexOf("\n")) {
      const line = buf.slice(0, i);
      buf = buf.slice(i + 1);
      lines.push(line);
      for (const w of waiters.splice(0))
        if (w.re.test(line)) w.resolve(line);
        else waiters.push(w);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    lines,
    exited,
    waitFor: (re) =>
      new Promise((resolve, reject) => {
        const have = lines.find((l) => re.test(l));
        if (have) return resolve(have);
        waiters.push({ re, resolve });
        void exited.then((code) => reject(new Error(`writer exited (${code}) before ${re}: ${err}`)));
      }),
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
  };
}
