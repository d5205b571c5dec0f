// Builds plugin/dist once before the suite, so tests that spawn the real hook and CLI bundles
// (as Claude Code and users do) run against the current source; skipped when plugin/dist is already
// newer than its inputs (after `npm ci` or the build step of `npm run check`).
import { execFileSync } from "node:child_process";
import { join } from "node:path";

export default function setup(): void {
  execFileSync(
    process.execPath,
    [join(import.meta.dirname, "..", "..", "scripts", "build.mjs"), "--if-stale"],
    {
      stdio: "inherit",
    },
  );
}
