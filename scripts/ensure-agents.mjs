// Installs the real OpenAI Codex CLI and GitHub Copilot CLI versions the agent e2e tests drive, each into its
// own folder `${CAIRN_E2E_CACHE:-$HOME/.cache/cairn-e2e}/<agent>-<version>/`, only when the installed
// binary does not already print that version. Prints one line per agent and exits 1 if any is still not
// runnable. Needs only the npm registry.
//
// Both npm packages are thin launchers: the native binary ships in a platform package
// (`@openai/codex@<v>-linux-x64` aliased as `@openai/codex-linux-x64`; `@github/copilot-linux-x64`), pulled in
// as an optionalDependency, so no install script runs. The Copilot binary is a Node single-executable
// application that unpacks its JavaScript (~235 MB) on first run into `$COPILOT_PKG_CACHE_HOME/pkg/`; this
// script unpacks it once into `<agent dir>/pkg-cache` so tests that give Copilot a fresh HOME reuse it by
// setting COPILOT_PKG_CACHE_HOME (see test/support/agent-bins.ts).
// Usage: node scripts/ensure-agents.mjs [codex@<version>|copilot@<version> ...]
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

/** The pinned versions: the newest on the npm registry that pass test/e2e/agents-smoke.test.ts here. */
const AGENTS = {
  codex: { pkg: "@openai/codex", bin: "codex", version: "0.169.0" },
  copilot: { pkg: "@github/copilot", bin: "copilot", version: "1.0.102" },
};

const cacheRoot = process.env.CAIRN_E2E_CACHE || join(homedir(), ".cache", "cairn-e2e");

function wanted() {
  const args = process.argv.slice(2);
  if (args.length === 0) return Object.entries(AGENTS).map(([name, a]) => ({ name, ...a }));
  return args.map((arg) => {
    const [name, version] = arg.split("@");
    const agent = AGENTS[name];
    if (!agent) throw new Error(`unknown agent "${name}" (known: ${Object.keys(AGENTS).join(", ")})`);
    return { name, ...agent, version: version || agent.version };
  });
}

/** Environment for running an installed binary: no inherited config, a throwaway HOME. */
function quietEnv(dir) {
  return {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: join(dir, "home"),
    COPILOT_PKG_CACHE_HOME: join(dir, "pkg-cache"),
    COPILOT_AUTO_UPDATE: "false",
  };
}

/** `--version` of the binary in `dir` (e.g. "0.169.0"), or null when missing or not runnable. */
function installedVersion(dir, bin) {
  const path = join(dir, "node_modules", ".bin", bin);
  if (!existsSync(path)) return null;
  const r = spawnSync(path, ["--version"], { encoding: "utf8", timeout: 120_000, env: quietEnv(dir) });
  if (r.status !== 0) return null;
  return /(\d+\.\d+\.\d+)/.exec(r.stdout)?.[1] ?? null;
}

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, encoding: "utf8", timeout: 900_000 });
  return {
    ok: r.status === 0,
    output: `${r.stdout ?? ""}${r.stderr ?? ""}${r.error ? String(r.error) : ""}`,
  };
}

function lastLines(text, n = 5) {
  return text.trim().split("\n").slice(-n).join(" | ");
}

function ensure({ name, pkg, bin, version }) {
  const dir = join(cacheRoot, `${name}-${version}`);
  const path = join(dir, "node_modules", ".bin", bin);
  if (installedVersion(dir, bin) === version) return { ok: true, line: `${name} ${version}: cached ${path}` };

  const started = Date.now();
  mkdirSync(dir, { recursive: true });
  const manifest = { name: `cairn-e2e-${name}-${version}`, private: true };
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  const npm = run(
    "npm",
    ["i", "--no-audit", "--no-fund", "--save-exact", "--include=optional", `${pkg}@${version}`],
    dir,
  );
  if (!npm.ok) return { ok: false, line: `${name} ${version}: npm install failed: ${lastLines(npm.output)}` };
  // The first --version also unpacks Copilot's package into pkg-cache (a no-op for Codex).
  const got = installedVersion(dir, bin);
  if (got !== version) {
    return {
      ok: false,
      line: `${name} ${version}: installed but \`${bin} --version\` printed ${got ?? "nothing"}`,
    };
  }
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: true, line: `${name} ${version}: installed in ${secs}s ${path}` };
}

let failed = false;
for (const agent of wanted()) {
  const { ok, line } = ensure(agent);
  console.log(line);
  if (!ok) failed = true;
}
process.exit(failed ? 1 : 0);
