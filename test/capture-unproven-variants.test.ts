// Variants of "a verified command that did not verify" on record shapes unlike the tuning sessions:
// another agent's tools (Codex's `shell` and `apply_patch`, Copilot CLI's `bash` / `create` / `edit`),
// other languages and stacks. A pass counts only as far as its exit status speaks for the command: not
// through a piped output filter without `pipefail` (POSIX.1-2017, Shell Command Language, 2.9.2: a
// pipeline's status is its last command's), and not for a script file changed after the pass.
import { describe, expect, it } from "vitest";
import { UNPROVEN_TAG } from "../src/core/capture/capture-verified.js";
import type { MemoryDraft } from "../src/core/capture/memory-draft.js";
import { EDITED_AFTER, PIPE_STATUS } from "../src/core/capture/summary.js";
import { renderItem } from "../src/core/context/context-pack.js";
import type { Memory } from "../src/core/memories/memory.js";
import { CodexRollout, CopilotLog } from "./support/agent-records.js";
import { Transcript } from "./support/capture-records.js";

const line = (summary: string, prefix: string) => summary.split("\n").find((l) => l.startsWith(prefix)) ?? "";
const verified = (drafts: readonly MemoryDraft[], pattern: RegExp) =>
  drafts.filter((d) => d.type === "verified_command" && pattern.test(d.title));

describe("a pass read through a piped output filter is not shown as a pass", () => {
  it("Codex: `cargo test 2>&1 | tail -20` exit 0 (the status is tail's); a Chinese request", () => {
    const c = new CodexRollout()
      .user("修复解析器的边界情况")
      .patch("/home/dev/proj/src/parser.rs")
      .run("cargo test 2>&1 | tail -20", 0, "test result: FAILED. 13 passed; 1 failed")
      .done("解析器已修复。")
      .capture();
    const commands = line(c.summary, "Commands: ");
    expect(commands).toContain(`? cargo test (${PIPE_STATUS})`);
    expect(commands).not.toMatch(/✓ cargo test/);
    const [cargo] = verified(c.drafts, /^cargo test$/);
    expect(cargo?.tags).toContain(UNPROVEN_TAG);
  });

  it("Copilot: `npm run lint | grep -v warning` exit 0; a Portuguese request", () => {
    const c = new CopilotLog()
      .user("corrija os avisos do linter no módulo de pagamentos")
      .edit("/home/dev/proj/src/payments.ts")
      .run("npm run lint | grep -v warning", 0, "src/payments.ts 12:3 error no-unused-vars")
      .say("Pronto.")
      .capture();
    expect(line(c.summary, "Commands: ")).toMatch(
      new RegExp(`\\? [^;]*lint[^;]*\\(${reEscape(PIPE_STATUS)}\\)`),
    );
    expect(verified(c.drafts, /lint/).every((d) => d.tags.includes(UNPROVEN_TAG))).toBe(true);
  });

  it("a server run through `| head` (it exits when stdin closes): a project script, not proven", () => {
    const t = new Transcript("/home/dev/proj")
      .user("check the MCP server starts")
      .ok("node scripts/serve-stdio.mjs 2>&1 | head -20", "listening on stdio")
      .say("It starts.");
    const [serve] = verified(t.capture().drafts, /serve-stdio/);
    expect(serve?.tags).toContain(UNPROVEN_TAG);
  });

  it("guards: `set -o pipefail` makes the pipe's status the command's; a plain pass wins over a later piped one", () => {
    const piped = new Transcript("/home/dev/proj")
      .user("run the tests")
      .ok("set -o pipefail; python -m pytest -q | tail -3", "12 passed")
      .say("Green.")
      .capture();
    expect(line(piped.summary, "Commands: ")).toMatch(/✓ .*pytest/);
    expect(line(piped.summary, "Commands: ")).not.toContain(PIPE_STATUS);
    expect(verified(piped.drafts, /pytest/).some((d) => d.tags.includes(UNPROVEN_TAG))).toBe(false);
    const both = new CodexRollout()
      .user("run the Go tests")
      .run("go test ./...", 0, "ok  \tgithub.com/acme/api\t0.2s")
      .run("go test ./... | tail -3", 0, "ok")
      .done("All good.")
      .capture();
    const go = verified(both.drafts, /^go test/);
    expect(go).toHaveLength(1);
    expect(go[0]?.tags).not.toContain(UNPROVEN_TAG);
    // the Commands line shows the last outcome: the piped one
    expect(line(both.summary, "Commands: ")).toContain(PIPE_STATUS);
  });

  it("a piped pass after later edits says both", () => {
    const c = new CopilotLog()
      .user("make the build pass")
      .run("gradle build 2>&1 | tail -5", 0, "BUILD SUCCESSFUL")
      .edit("/home/dev/proj/app/src/main/kotlin/App.kt")
      .say("Done.")
      .capture();
    const commands = line(c.summary, "Commands: ");
    expect(commands).toContain(PIPE_STATUS);
    expect(commands).not.toContain(`✓ gradle build (${EDITED_AFTER})`);
  });
});

describe("a script's pass before its own file was rewritten is not the script's pass", () => {
  it("Copilot: `python3 tools/migrate.py` passed, then `edit` rewrote tools/migrate.py; never run again", () => {
    const c = new CopilotLog()
      .user("schreibe das Migrationsskript für die neue Tabelle")
      .create("/home/dev/proj/tools/migrate.py", "print('migrating')\n")
      .run("python3 tools/migrate.py --dry-run", 0, "migrating")
      .edit("/home/dev/proj/tools/migrate.py")
      .say("Das Skript ist fertig.")
      .capture();
    const [migrate] = verified(c.drafts, /migrate\.py/);
    expect(migrate?.tags).toContain(UNPROVEN_TAG);
    expect(migrate?.body).toMatch(/tools\/migrate\.py was changed after this pass/);
  });

  it("Codex: `node scripts/seed.mjs` passed, then apply_patch changed scripts/seed.mjs; then it ran again: proven", () => {
    const stale = new CodexRollout()
      .user("seed the dev database with two users")
      .patch("/home/dev/proj/scripts/seed.mjs", "add", "console.log('seeded')\n")
      .run("node scripts/seed.mjs", 0, "seeded")
      .patch("/home/dev/proj/scripts/seed.mjs")
      .done("Seeded.")
      .capture();
    expect(verified(stale.drafts, /seed\.mjs/)[0]?.tags).toContain(UNPROVEN_TAG);
    const rerun = new CodexRollout()
      .user("seed the dev database with two users")
      .patch("/home/dev/proj/scripts/seed.mjs", "add", "console.log('seeded')\n")
      .run("node scripts/seed.mjs", 0, "seeded")
      .patch("/home/dev/proj/scripts/seed.mjs")
      .run("node scripts/seed.mjs", 0, "seeded 2 users")
      .done("Seeded.")
      .capture();
    const seeds = verified(rerun.drafts, /seed\.mjs/);
    expect(seeds).toHaveLength(1);
    expect(seeds[0]?.tags).not.toContain(UNPROVEN_TAG);
  });

  it("Claude Code: a heredoc rewrite of the script after its pass (`cat > f << EOF`)", () => {
    const t = new Transcript("/home/dev/proj")
      .user("sincroniza los registros")
      .ok("ruby bin/sync_logs.rb", "synced 0 files")
      .ok("cat > bin/sync_logs.rb << 'RUBY'\nputs 'sync'\nRUBY")
      .say("Reescribí el script.");
    const [sync] = verified(t.capture().drafts, /sync_logs\.rb/);
    expect(sync?.tags).toContain(UNPROVEN_TAG);
  });

  it("guard: editing another file after the pass leaves the script's pass standing", () => {
    const c = new CopilotLog()
      .user("generate the API client")
      .run("python3 tools/codegen.py", 0, "wrote client.ts")
      .edit("/home/dev/proj/src/client.ts")
      .say("Generated.")
      .capture();
    expect(verified(c.drafts, /codegen\.py/)[0]?.tags).not.toContain(UNPROVEN_TAG);
  });
});

describe("the pack line of an unproven verified command says why", () => {
  const memory = (tags: string[], body: string): Memory =>
    ({
      id: "m_1",
      project: "p",
      type: "verified_command",
      title: "cargo test",
      body,
      tags,
      files: [],
      pinned: false,
      confidence: 0.6,
      severity: null,
      createdAt: "2026-02-01T00:00:00Z",
      updatedAt: "2026-02-01T00:00:00Z",
    }) as unknown as Memory;
  const now = new Date("2026-02-02T00:00:00Z");

  it("shows the body only when the pass is unproven", () => {
    const body =
      "test command; pass not proven: exit 0 was the output filter's status, as `cargo test | tail`.";
    expect(renderItem(memory(["test", "cargo", UNPROVEN_TAG], body), now)).toContain("not proven");
    expect(renderItem(memory(["test", "cargo"], "test command; passed (exit 0)."), now)).not.toContain(
      "passed (exit 0)",
    );
  });
});

function reEscape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
