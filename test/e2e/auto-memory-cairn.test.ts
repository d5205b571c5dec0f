// End to end with the real Claude Code 2.1.330 against a scripted Messages API on 127.0.0.1, Cairn loaded
// with --plugin-dir: Claude Code's auto memory becomes Cairn memory.
// The client's background extraction step does not run in a scripted `-p` session (docs/agents/
// claude-code-auto-memory.md, "Auto memory"), so the first session's main agent writes the memory file itself with the
// Write tool, as the client's "# Memory" prompt instructs — the client then stamps it exactly as it stamps
// its own memory files. Cairn's Stop hook reads it; `cairn search` finds it; the next session's pack does
// not repeat what MEMORY.md already loads; once a file it names changes, the pack carries it marked
// "possibly stale". Skips when the binary is absent (scripts/ensure-claude.mjs). CAIRN_E2E_KEEP=1 keeps the
// temp dirs.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { autoMemoryDir, memoryWriteSteps } from "../support/auto-memory.js";
import { claudeBinary } from "../support/claude-bin.js";
import { type ClaudeRun, offlineClaudeEnv, runClaude } from "../support/claude-run.js";
import { type FakeAnthropic, startFakeAnthropic } from "../support/fake-anthropic.js";
import { CLI } from "../support/hook-runner.js";
import { snapshotPlugin } from "../support/plugin-snapshot.js";
import { tempDir } from "../support/temp.js";

const VERSION = "2.1.330";
const RUN_TIMEOUT_MS = 90_000;
const bin = claudeBinary(VERSION);
if (!bin)
  console.warn(
    `skipping Claude Code ${VERSION} auto-memory e2e: binary not installed (node scripts/ensure-claude.mjs)`,
  );

const FACT = "The quokka exporter writes rows in batches of 500";

type Run = ClaudeRun & { fake: FakeAnthropic; texts: string[] };

describe.skipIf(!bin)(`Claude Code ${VERSION}: auto memory into Cairn`, () => {
  let tmp: { path: string; cleanup: () => void };
  let proj: string;
  let home: string;
  let cairnHome: string;
  let memDir: string;
  let base: NodeJS.ProcessEnv;
  const runs: Record<string, Run> = {};

  const run = async (
    name: string,
    prompt: string,
    script: Parameters<typeof startFakeAnthropic>[0]["script"],
  ) => {
    const fake = await startFakeAnthropic({ maxRequests: 20, script });
    const args = ["-p", prompt, "--session-id", randomUUID(), "--plugin-dir", join(tmp.path, "plugin")];
    args.push("--permission-mode", "bypassPermissions", "--output-format", "stream-json", "--verbose");
    const r = await runClaude(bin!, proj, { ...base, ANTHROPIC_BASE_URL: fake.url }, args, RUN_TIMEOUT_MS);
    const texts = fake
      .messageRequests()
      .map((q) =>
        (q.body?.messages ?? [])
          .map((m) =>
            typeof m.content === "string" ? m.content : m.content.map((b) => b.text ?? "").join("\n"),
          )
          .join("\n"),
      );
    await fake.close();
    runs[name] = { ...r, fake, texts };
  };
  const cairn = (args: string[]) =>
    execFileSync(process.execPath, [CLI, ...args], { cwd: proj, env: base, encoding: "utf8" });

  beforeAll(async () => {
    tmp = tempDir(`cairn-e2e-automem-${VERSION}-`);
    proj = join(tmp.path, "proj");
    home = join(tmp.path, "home");
    cairnHome = join(tmp.path, "cairn-home");
    for (const d of [proj, home, cairnHome, join(tmp.path, "cc-tmp")]) mkdirSync(d);
    mkdirSync(join(proj, "src"));
    writeFileSync(join(proj, "src", "exporter.js"), "export const BATCH = 500;\n");
    execFileSync("git", ["init", "-q", proj]);
    execFileSync("git", ["-C", proj, "add", "-A"]);
    execFileSync("git", ["-C", proj, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "init"]);
    writeFileSync(
      join(cairnHome, "config.json"),
      JSON.stringify({ "observations.enabled": false, "embeddings.provider": "none" }),
    );
    await snapshotPlugin(join(tmp.path, "plugin"));
    base = offlineClaudeEnv(home, join(tmp.path, "cc-tmp"), { CAIRN_HOME: cairnHome });
    memDir = autoMemoryDir(home, proj);

    // 1. the main agent saves a project memory naming src/exporter.js, as the "# Memory" prompt asks
    await run("write", "Remember how the exporter batches rows", [
      ...memoryWriteSteps(memDir, [
        {
          name: "exporter-batches",
          description: FACT,
          type: "project",
          body: `${FACT} (src/exporter.js).\n**Why:** the warehouse rejects larger inserts.\n**How to apply:** keep BATCH at 500.`,
        },
      ]),
      { text: "Saved." },
    ]);
    // 2. a new session: MEMORY.md is loaded by the client, so the pack does not repeat the memory
    await run("fresh", "What is next?", [{ text: "Nothing pending." }]);
    // 3. the file the memory names changes; the next session's pack marks it possibly stale
    await new Promise((r) => setTimeout(r, 1_100));
    writeFileSync(join(proj, "src", "exporter.js"), "export const BATCH = 1000;\n");
    await run("stale", "What is next?", [{ text: "Nothing pending." }]);
  }, 4 * RUN_TIMEOUT_MS);

  afterAll(() => {
    if (process.env.CAIRN_E2E_KEEP === "1") console.log(`kept ${tmp?.path}`);
    else tmp?.cleanup();
  });

  const describeRun = (r: Run | undefined) =>
    `exit ${r?.code}\nstderr: ${r?.stderr.slice(-1500)}\nstdout tail: ${r?.stdout.slice(-1500)}`;

  it("the runs end successfully, the client wrote the memory file, and no Cairn hook failed", () => {
    for (const r of Object.values(runs)) expect(r.code, describeRun(r)).toBe(0);
    expect(readFileSync(join(memDir, "exporter-batches.md"), "utf8")).toMatch(/originSessionId: /);
    const log = join(cairnHome, "logs", "hook.log");
    expect(existsSync(log) ? readFileSync(log, "utf8") : "").toBe("");
  });

  it("cairn search finds the memory, typed and attributed to Claude Code's auto memory", () => {
    const out = JSON.parse(cairn(["search", "quokka exporter batches", "--json"]));
    const hits = (out.results ?? out) as { title?: string; memory?: Record<string, unknown> }[];
    const hit = hits.map((h) => (h.memory ?? h) as Record<string, unknown>).find((m) => m.title === FACT);
    expect(hit, JSON.stringify(out)).toMatchObject({ type: "project_fact", files: ["src/exporter.js"] });
    const shown = JSON.parse(cairn(["show", String(hit?.id), "--json"]));
    expect(JSON.stringify(shown)).toMatch(/"event":"auto-memory"/);
    expect(JSON.stringify(shown)).toMatch(/"agent":"claude-code"/);
  });

  it("the next session gets MEMORY.md from the client and the pack does not repeat it", () => {
    const first = runs.fresh!.texts[0] ?? "";
    expect(first).toContain(`Contents of ${memDir}/MEMORY.md`);
    expect(first).toContain("SessionStart hook additional context");
    expect(first.split(FACT).length - 1).toBe(1); // once: the index line, not the pack
  });

  it("after a file it names changed, the pack carries it marked possibly stale", () => {
    const first = runs.stale!.texts[0] ?? "";
    const packLine = first.split("\n").find((l) => l.includes(FACT) && l.includes("possibly stale"));
    expect(packLine, first.slice(0, 4000)).toBeDefined();
  });
});
