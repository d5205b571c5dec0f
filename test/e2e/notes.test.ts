// End to end with the real Claude Code CLI (each supported version) against a scripted Messages API
// on 127.0.0.1, Cairn loaded with --plugin-dir: (1) a run that edits a file a topic note covers,
// without refreshing the note, is blocked once at Stop; the block reason reaches the next model request,
// the scripted model writes the note, and the second Stop (stop_hook_active) passes; (2) a run that
// explores heavily and writes nothing gets exactly one nudge; (3) a run that refreshes the note in the
// same turn is never blocked. Skips a version whose binary is absent (scripts/ensure-claude.mjs).
// CAIRN_E2E_KEEP=1 keeps the temp dirs.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLAUDE_VERSIONS, claudeBinary } from "../support/claude-bin.js";
import { type ClaudeRun, offlineClaudeEnv, runClaude as runClaudeBinary } from "../support/claude-run.js";
import {
  type FakeAnthropic,
  type FakeAnthropicOptions,
  startFakeAnthropic,
} from "../support/fake-anthropic.js";
import { snapshotPlugin } from "../support/plugin-snapshot.js";
import { tempDir } from "../support/temp.js";

const _repoRoot = join(import.meta.dirname, "..", "..");
const RUN_TIMEOUT_MS = 90_000;
const NOTE_V1 = `---
summary: How login works
covers: [src/auth/]
updated: 2026-01-01T00:00:00Z
---
\`src/auth/login.js:1\` returns 1.
`;
const NOTE_V2 = `---
summary: How login works (returns 2)
covers: [src/auth/]
---
\`src/auth/login.js:1\` returns 2 since the change.
`;
const STALE = /Cairn: this turn changed code that topic notes cover/;
const NUDGE = /Cairn: this turn explored the code/;

type Run = ClaudeRun & { fake: FakeAnthropic };

async function runClaude(
  bin: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  args: string[],
  fake: FakeAnthropic,
): Promise<Run> {
  return { ...(await runClaudeBinary(bin, cwd, env, args, RUN_TIMEOUT_MS)), fake };
}

/** Every message text of every request, per request. */
function requestTexts(fake: FakeAnthropic): string[] {
  return fake
    .messageRequests()
    .map((r) =>
      (r.body?.messages ?? [])
        .map((m) =>
          typeof m.content === "string" ? m.content : m.content.map((b) => b.text ?? "").join("\n"),
        )
        .join("\n"),
    );
}

/** Stop hook responses of Cairn in stream-json order (`--include-hook-events`). */
function stopResponses(run: Run): { stdout: string; exit: unknown }[] {
  return run.lines
    .filter((l) => l.type === "system" && l.subtype === "hook_response" && l.hook_event === "Stop")
    .map((l) => ({ stdout: String(l.stdout ?? ""), exit: l.exit_code }));
}

for (const version of CLAUDE_VERSIONS) {
  const bin = claudeBinary(version);
  if (!bin)
    console.warn(
      `skipping Claude Code ${version} notes e2e: binary not installed (node scripts/ensure-claude.mjs)`,
    );

  describe.skipIf(!bin)(`Claude Code ${version}: topic notes`, () => {
    let tmp: { path: string; cleanup: () => void };
    let proj: string;
    let cairnHome: string;
    let base: NodeJS.ProcessEnv;
    const runs: Record<string, Run> = {};
    const sids = { stale: randomUUID(), nudge: randomUUID(), fresh: randomUUID() };
    const file = (rel: string) => join(proj, rel);
    const read = (rel: string) => readFileSync(file(rel), "utf8");
    const git = (...args: string[]) => execFileSync("git", ["-C", proj, ...args], { encoding: "utf8" });

    const run = async (name: keyof typeof sids, prompt: string, opts: FakeAnthropicOptions) => {
      const fake = await startFakeAnthropic({ maxRequests: 20, ...opts });
      const args = ["-p", prompt, "--session-id", sids[name], "--plugin-dir", join(tmp.path, "plugin")];
      args.push(
        "--permission-mode",
        "bypassPermissions",
        "--output-format",
        "stream-json",
        "--verbose",
        "--include-hook-events",
      );
      runs[name] = await runClaude(bin!, proj, { ...base, ANTHROPIC_BASE_URL: fake.url }, args, fake);
      await fake.close();
      writeFileSync(join(tmp.path, `${name}.stream.jsonl`), runs[name].stdout);
    };

    beforeAll(async () => {
      tmp = tempDir(`cairn-e2e-notes-${version}-`);
      proj = join(tmp.path, "proj");
      cairnHome = join(tmp.path, "cairn-home");
      for (const d of [proj, cairnHome, join(tmp.path, "home"), join(tmp.path, "cc-tmp")]) mkdirSync(d);
      mkdirSync(join(proj, "src", "auth"), { recursive: true });
      writeFileSync(file("src/auth/login.js"), "export const login = () => 1;\n");
      writeFileSync(file("README.md"), "# proj\n");
      execFileSync("git", ["init", "-q", proj]);
      git("add", "-A");
      git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "init");
      mkdirSync(file(".cairn/notes"), { recursive: true });
      writeFileSync(file(".cairn/notes/auth.md"), NOTE_V1);
      // the Observer stays out of these runs; exploration nudges after 3 reads
      writeFileSync(
        join(cairnHome, "config.json"),
        JSON.stringify({ "notes.explorationThreshold": 3, "observations.enabled": false }),
      );
      await snapshotPlugin(join(tmp.path, "plugin"));
      base = offlineClaudeEnv(join(tmp.path, "home"), join(tmp.path, "cc-tmp"), {
        CAIRN_HOME: cairnHome,
      });

      // 1. edit covered code, stop without refreshing the note → blocked → the model refreshes it
      await run("stale", "Make login return 2", {
        script: [
          { tool: "Read", input: { file_path: file("src/auth/login.js") } },
          {
            tool: "Edit",
            input: { file_path: file("src/auth/login.js"), old_string: "=> 1", new_string: "=> 2" },
          },
          { text: "Login now returns 2." },
          { tool: "Read", input: { file_path: file(".cairn/notes/auth.md") } },
          { tool: "Write", input: { file_path: file(".cairn/notes/auth.md"), content: NOTE_V2 } },
          { text: "Note refreshed." },
        ],
        rules: [{ when: STALE, step: 3 }],
      });
      // 2. heavy exploration, nothing written → one nudge, declined
      await run("nudge", "How does login work?", {
        script: [
          { tool: "Read", input: { file_path: file("src/auth/login.js") } },
          { tool: "Read", input: { file_path: file("README.md") } },
          { tool: "Bash", input: { command: "grep -rn login src", description: "Search for login" } },
          { tool: "Read", input: { file_path: file(".cairn/notes/auth.md") } },
          { text: "Login returns 2." },
          { text: "Nothing new worth a note." },
        ],
        rules: [{ when: NUDGE, step: 5 }],
      });
      // 3. edit covered code and refresh the note in the same turn → no block
      await run("fresh", "Make login return 3 and keep the note true", {
        script: [
          { tool: "Read", input: { file_path: file("src/auth/login.js") } },
          {
            tool: "Edit",
            input: { file_path: file("src/auth/login.js"), old_string: "=> 2", new_string: "=> 3" },
          },
          { tool: "Read", input: { file_path: file(".cairn/notes/auth.md") } },
          {
            tool: "Edit",
            input: {
              file_path: file(".cairn/notes/auth.md"),
              old_string: "returns 2 since",
              new_string: "returns 3 since",
            },
          },
          { text: "Done, note updated." },
        ],
      });
    }, 4 * RUN_TIMEOUT_MS);

    afterAll(() => {
      if (process.env.CAIRN_E2E_KEEP === "1") console.log(`kept ${tmp?.path}`);
      else tmp?.cleanup();
    });

    const describeRun = (r: Run | undefined) =>
      `exit ${r?.code}\nstderr: ${r?.stderr.slice(-1500)}\nstdout tail: ${r?.stdout.slice(-1500)}`;

    it("every run ends successfully and no Cairn hook failed", () => {
      for (const r of Object.values(runs)) {
        expect(r.code, describeRun(r)).toBe(0);
        expect(r.lines.find((l) => l.type === "result")?.is_error, describeRun(r)).toBe(false);
        const failed = r.lines.filter((l) => l.subtype === "hook_response" && l.exit_code !== 0);
        expect(failed, describeRun(r)).toEqual([]);
      }
      const log = join(cairnHome, "logs", "hook.log");
      expect(existsSync(log) ? readFileSync(log, "utf8") : "").toBe("");
    });

    it("stale note: blocked once with the topic and file named; the reason reaches the next request; the second Stop passes", () => {
      const r = runs.stale!;
      const texts = requestTexts(r.fake);
      expect(texts, describeRun(r)).toHaveLength(6);
      expect(texts.slice(0, 3).some((t) => STALE.test(t))).toBe(false);
      expect(texts[3]).toMatch(STALE);
      expect(texts[3]).toContain("- auth (.cairn/notes/auth.md) covers src/auth/login.js");
      const stops = stopResponses(r);
      expect(stops, describeRun(r)).toHaveLength(2);
      expect(JSON.parse(stops[0]!.stdout)).toEqual({
        decision: "block",
        reason: expect.stringMatching(STALE),
      });
      expect(stops[1]!.stdout).toBe(""); // stop_hook_active: never blocked
    });

    it("the note the model wrote is stamped by Cairn, indexed, backed up, and invisible to git", () => {
      const note = read(".cairn/notes/auth.md");
      expect(note).toMatch(
        /^---\nsummary: How login works \(returns 2\)\ncovers: \[src\/auth\/\]\nupdated: /,
      );
      expect(note).toMatch(/\nupdated: 20\d\d-\d\d-\d\dT\d\d:\d\d:\d\dZ\n/);
      expect(note).not.toContain("updated: 2026-01-01T00:00:00Z");
      expect(read(".cairn/notes/INDEX.md")).toContain("- auth — How login works (returns 2)");
      const ring = readdirSync(file(".cairn/notes/.backups/auth")).map((f) =>
        readFileSync(join(file(".cairn/notes/.backups/auth"), f), "utf8"),
      );
      expect(ring).toContain(NOTE_V1);
      expect(git("status", "--porcelain", "--untracked-files=all").trim()).toBe("M src/auth/login.js");
    });

    it("heavy exploration: exactly one nudge, declinable", () => {
      const r = runs.nudge!;
      const texts = requestTexts(r.fake);
      expect(texts, describeRun(r)).toHaveLength(6);
      expect(texts[5]).toMatch(NUDGE);
      expect(texts[5]).toMatch(/4 reads and searches/);
      expect(texts.filter((t) => NUDGE.test(t))).toHaveLength(1);
      const stops = stopResponses(r);
      expect(stops).toHaveLength(2);
      expect(JSON.parse(stops[0]!.stdout).reason).toMatch(/this reminder comes once/);
      expect(stops[1]!.stdout).toBe("");
    });

    it("refreshing the note in the same turn: no block at all", () => {
      const r = runs.fresh!;
      expect(requestTexts(r.fake), describeRun(r)).toHaveLength(5);
      expect(stopResponses(r)).toEqual([{ stdout: "", exit: 0 }]);
      expect(read(".cairn/notes/auth.md")).toContain("returns 3 since the change");
    });
  });
}
