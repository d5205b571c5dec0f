// Installs the real Claude Code CLI versions the e2e tests drive, each into its own folder
// `${CAIRN_E2E_CACHE:-$HOME/.cache/cairn-e2e}/claude-<version>/`, only when
// `node_modules/.bin/claude --version` does not already print that version. Prints one line per version
// and exits 1 if any version is still not runnable. Needs only the npm registry.
//
// npm 11 gates dependency install scripts ("allowScripts"). The package's postinstall (install.cjs)
// hard-links the platform binary over the bin/claude.exe stub, so the minimal package.json approves it
// explicitly (this also passes under --strict-allow-scripts); if the binary still does not run (older
// or stricter npm, --ignore-scripts in the user's config), the package's own install.cjs is run by hand.
// Usage: node scripts/ensure-claude.mjs [version ...]   (default: 2.1.197 2.1.330)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

const PKG = "@anthropic-ai/claude-code";
const DEFAULT_VERSIONS = ["2.1.197", "2.1.330"];

const cacheRoot = process.env.CAIRN_E2E_CACHE || join(homedir(), ".cache", "cairn-e2e");
const versions = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_VERSIONS;

/** `claude --version` of the binary in `dir`, or null when missing or not runnable. */
function installedVersion(dir) {
  const bin = join(dir, "node_modules", ".bin", "claude");
  if (!existsSync(bin)) return null;
  const r = spawnSync(bin, ["--version"], { encoding: "utf8", timeout: 30_000 });
  if (r.status !== 0) return null;
  return /^(\d+\.\d+\.\d+)/.exec(r.stdout.trim())?.[1] ?? null;
}

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: "utf8",
    timeout: 600_000,
    shell: process.platform === "win32",
  });
  return {
    ok: r.status === 0,
    output: `${r.stdout ?? ""}${r.stderr ?? ""}${r.error ? String(r.error) : ""}`,
  };
}

function lastLines(text, n = 5) {
  return text.trim().split("\n").slice(-n).join(" | ");
}

function ensure(version) {
  const dir = join(cacheRoot, `claude-${version}`);
  const bin = join(dir, "node_modules", ".bin", "claude");
  if (installedVersion(dir) === version) return { ok: true, line: `claude ${version}: cached ${bin}` };

  const started = Date.now();
  mkdirSync(dir, { recursive: true });
  const manifest = { name: `cairn-e2e-claude-${version}`, private: true, allowScripts: { [PKG]: true } };
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  // 2.1.198+ declare engines.node >=22 but the native binary does not use the system Node.
  const npm = run(
    "npm",
    ["i", "--no-audit", "--no-fund", "--save-exact", "--engine-strict=false", `${PKG}@${version}`],
    dir,
  );
  if (!npm.ok) return { ok: false, line: `claude ${version}: npm install failed: ${lastLines(npm.output)}` };

  let how = "installed";
  if (installedVersion(dir) !== version) {
    // The postinstall was skipped: run the package's own installer (links the platform binary).
    const pkgDir = join(dir, "node_modules", ...PKG.split("/"));
    const fix = run(process.execPath, [join(pkgDir, "install.cjs")], pkgDir);
    how = "installed (postinstall run by hand)";
    if (!fix.ok || installedVersion(dir) !== version) {
      return { ok: false, line: `claude ${version}: installed but not runnable: ${lastLines(fix.output)}` };
    }
  }
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: true, line: `claude ${version}: ${how} in ${secs}s ${bin}` };
}

let failed = false;
for (const version of versions) {
  const { ok, line } = ensure(version);
  console.log(line);
  if (!ok) failed = true;
}
process.exit(failed ? 1 : 0);
