// End to end with the real Claude Code CLI (each supported version) against a scripted Messages API:
// Cairn loaded twice — the plugin (--plugin-dir) and `cairn install --scope local` (absolute paths in
// .claude/settings.local.json) — in one run whose model calls `cairn --version` in the Bash tool with
// no `cairn` on PATH. Checks: both SessionStart handlers run and exit 0 but the pack reaches the
// model once; the plugin's bin/ puts `cairn` on the Bash tool's PATH. Skips a version whose binary
// is absent (node scripts/ensure-claude.mjs).
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLAUDE_VERSIONS, claudeBinary } from "../support/claude-bin.js";
import { type ClaudeRun, offlineClaudeEnv, runClaude } from "../support/claude-run.js";
import { type FakeAnthropic, startFakeAnthropic } from "../support/fake-anthropic.js";
import { snapshotPlugin } from "../support/plugin-snapshot.js";
import { tempDir } from "../support/temp.js";

const FACT = "The staging database is reset every night at 02:00 UTC";
const version = (
  JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "package.json"), "utf8")) as {
    version: string;
  }
).version;

for (const cc of CLAUDE_VERSIONS) {
  const bin = claudeBinary(cc);
  if (!bin)
    console.warn(
      `skipping Claude Code ${cc} install e2e: binary not installed (node scripts/ensure-claude.mjs)`,
    );

  describe.skipIf(!bin)(`Claude Code ${cc}: plugin and settings install together`, () => {
    let tmp: { path: string; cleanup: () => void };
    let run: ClaudeRun;
    let fake: FakeAnthropic;

    beforeAll(async () => {
      tmp = tempDir(`cairn-e2e-install-${cc}-`);
      const proj = join(tmp.path, "proj");
      const cairnHome = join(tmp.path, "cairn-home");
      for (const d of [proj, cairnHome, join(tmp.path, "home"), join(tmp.path, "cc-tmp")]) mkdirSync(d);
      execFileSync("git", ["init", "-q", proj]);
      const plugin = join(tmp.path, "plugin");
      await snapshotPlugin(plugin);
      const env = offlineClaudeEnv(join(tmp.path, "home"), join(tmp.path, "cc-tmp"), {
        CAIRN_HOME: cairnHome,
      });
      const cli = join(plugin, "dist", "cli.mjs");
      const cairn = (...args: string[]) => execFileSync(process.execPath, [cli, ...args], { cwd: proj, env });
      // the Observer stays out of this run
      cairn("config", "set", "observations.enabled", "false");
      cairn("save", "--type", "project_fact", FACT);
      cairn("install", "--scope", "local");
      fake = await startFakeAnthropic({
        maxRequests: 10,
        script: [
          { tool: "Bash", input: { command: "cairn --version", description: "Cairn version" } },
          { text: "Done." },
        ],
      });
      const args = [
        "-p",
        "What version of cairn is this?",
        "--session-id",
        randomUUID(),
        "--plugin-dir",
        plugin,
      ];
      args.push("--permission-mode", "bypassPermissions", "--output-format", "stream-json", "--verbose");
      args.push("--include-hook-events");
      run = await runClaude(bin!, proj, { ...env, ANTHROPIC_BASE_URL: fake.url }, args, 120_000);
      await fake.close();
    }, 180_000);
    afterAll(() => tmp?.cleanup());

    it("runs both SessionStart handlers, and the pack reaches the model once", () => {
      expect(run.timedOut).toBe(false);
      const starts = run.lines.filter(
        (l) => l.type === "system" && l.subtype === "hook_response" && l.hook_event === "SessionStart",
      );
      expect(starts.length).toBe(2);
      expect(starts.map((l) => l.exit_code)).toEqual([0, 0]);
      const first = JSON.stringify(fake.messageRequests()[0]?.body ?? {});
      expect(first.split(FACT).length - 1).toBe(1);
    });

    it("puts the plugin's `cairn` on the Bash tool's PATH", () => {
      const second = JSON.stringify(fake.messageRequests()[1]?.body ?? {});
      expect(second).toContain("tool_result");
      expect(second).toContain(version);
      expect(second).not.toContain("command not found");
    });
  });
}
