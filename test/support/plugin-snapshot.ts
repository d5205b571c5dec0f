/**
 * Copies plugin/ (manifest, hooks.json, .mcp.json, dist/) to a temp dir so a concurrent
 * `scripts/build.mjs` (which swaps plugin/dist) cannot break a long-running test. Retries until dist/
 * was stable across the copy.
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const sourcePlugin = join(import.meta.dirname, "..", "..", "plugin");

function listFiles(root: string, dir = root): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...listFiles(root, p));
    else out.push(relative(root, p));
  }
  return out.sort();
}

function signature(dir: string): string {
  if (!existsSync(dir)) return "";
  return listFiles(dir)
    .map((f) => {
      const st = statSync(join(dir, f));
      return `${f}:${st.size}:${st.mtimeMs}`;
    })
    .join("\n");
}

export async function snapshotPlugin(
  target: string,
  required = [
    "dist/hook.js",
    "dist/cli.mjs",
    "dist/mcp.mjs",
    "dist/handlers/session-start.cjs",
    "dist/handlers/session-checkpoint.cjs",
    "dist/handlers/pre-tool-use.cjs",
    "dist/handlers/note-written.cjs",
  ],
): Promise<void> {
  const dist = join(sourcePlugin, "dist");
  for (let attempt = 0; attempt < 20; attempt++) {
    const before = signature(dist);
    rmSync(target, { recursive: true, force: true });
    cpSync(sourcePlugin, target, { recursive: true });
    const complete = [...required, "dist/native/better_sqlite3.node"].every((f) =>
      existsSync(join(target, f)),
    );
    if (complete && before !== "" && signature(dist) === before) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`plugin/dist did not stay stable long enough to copy it to ${target}`);
}

/** Pids of live processes whose environment contains `marker` (Linux /proc), excluding this one. */
export function processesWithEnv(marker: string): number[] {
  const out: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      const env = readFileSync(join("/proc", name, "environ"), "latin1");
      if (env.includes(marker)) out.push(Number(name));
    } catch {
      // gone, or not ours to read
    }
  }
  return out;
}
