// Secrets planted through every way text enters Cairn (the MCP save tools, a note's frontmatter
// summary, Bash commands and failures through the real hook bundle, a prompt, the last assistant
// message), then every byte Cairn persisted is searched for each of them: the database with its WAL
// and shm files, the spool, logs, INDEX.md, the observations mirror and anything else under
// $CAIRN_HOME or the project's .cairn/. Needs plugin/dist (node scripts/build.mjs).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mcpHarness } from "../../mcp/harness.js";
import { writeNote } from "../../notes/fixture.js";
import { gitRepo, hookEnv, runHook } from "../../support/hook-runner.js";
import { tempDir } from "../../support/temp.js";
import { buildSecretCorpus, type SecretCase } from "./corpus.js";

const SID = "21111111-2222-4333-8444-555555555555";

let dir: { path: string; cleanup: () => void };
let repo: string;
let home: string;
let env: NodeJS.ProcessEnv;

beforeEach(() => {
  dir = tempDir();
  repo = join(dir.path, "repo");
  home = join(dir.path, "cairn-home");
  gitRepo(repo);
  env = hookEnv(home);
});
afterEach(() => dir.cleanup());

const base = (event: string, extra: Record<string, unknown> = {}) => ({
  session_id: SID,
  transcript_path: join(dir.path, "t.jsonl"),
  cwd: repo,
  hook_event_name: event,
  ...extra,
});

/** One case per category: the first of each. */
function onePerCategory(): SecretCase[] {
  const seen = new Set<string>();
  return buildSecretCorpus(7).filter((c) => !seen.has(c.category) && seen.add(c.category) !== undefined);
}

/** Lines joined by newlines into scripts of at most `max` characters each. */
function chunk(lines: string[], max: number): string[] {
  const out: string[] = [];
  let cur = "";
  for (const l of lines) {
    if (cur !== "" && cur.length + l.length + 1 > max) {
      out.push(cur);
      cur = "";
    }
    cur = cur === "" ? l : `${cur}\n${l}`;
  }
  if (cur !== "") out.push(cur);
  return out;
}

/** Every file under `root` except those in `skip` (relative paths), with its bytes as latin1 text. */
function filesUnder(root: string, skip: Set<string> = new Set()): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (!skip.has(relative(root, p))) out.push({ path: p, text: readFileSync(p).toString("latin1") });
    }
  };
  if (existsSync(root)) walk(root);
  return out;
}

describe("planted secrets", () => {
  it("no planted secret reaches any byte Cairn persisted", async () => {
    const cases = onePerCategory();
    const planted = new Set<string>();
    const plant = (c: SecretCase) => planted.add(c.secret);

    // 1. MCP: save_verified_command (title and dedupe key come from the command) and save_fact bodies.
    const mcp = await mcpHarness(home, repo, { sessionId: SID });
    const commandCases = cases.filter(
      (c) => c.category.startsWith("cmd-") || c.category === "curl-auth-user",
    );
    for (const c of commandCases) {
      plant(c);
      await mcp.ok("save_verified_command", { command: c.line, description: `runs ${c.category}` });
    }
    const bodyCases = cases.filter((c) => !commandCases.includes(c));
    for (const [i, body] of chunk(
      bodyCases.map((c) => c.line),
      4000,
    ).entries()) {
      await mcp.ok("save_fact", { title: `environment notes ${i}`, details: body, tags: ["env"] });
    }
    for (const c of bodyCases) plant(c);
    await mcp.close();

    // 2. A note whose frontmatter summary carries secrets: INDEX.md is rebuilt at SessionStart.
    const [s1, s2] = [bodyCases[3]!, bodyCases[40]!];
    writeNote(repo, "deploy", { summary: `deploy: ${s1.line.replace(/\n/g, " ")} then ${s2.secret}` });
    expect(runHook("SessionStart", base("SessionStart", { source: "startup" }), env).status).toBe(0);
    expect(readFileSync(join(repo, ".cairn", "notes", "INDEX.md"), "utf8")).toContain("deploy");

    // 3. A prompt, Bash commands (ok and failing) through the hook bundle, and the Stop that drains them.
    const prompt = bodyCases.slice(0, 12).map((c) => c.line);
    expect(
      runHook("UserPromptSubmit", base("UserPromptSubmit", { prompt: prompt.join("\n") }), env).status,
    ).toBe(0);
    const scripts = chunk(
      cases.map((c) => c.line),
      1500,
    );
    scripts.forEach((command, i) => {
      const ok = i % 3 !== 2;
      const payload = ok
        ? base("PostToolUse", {
            tool_name: "Bash",
            tool_input: { command },
            tool_use_id: `toolu_${i}`,
            tool_response: { stdout: "", stderr: "", interrupted: false },
          })
        : base("PostToolUseFailure", {
            tool_name: "Bash",
            tool_input: { command },
            tool_use_id: `toolu_${i}`,
            error: `Exit code 1\n${command.split("\n")[0]}`,
          });
      expect(runHook(ok ? "PostToolUse" : "PostToolUseFailure", payload, env).status).toBe(0);
    });
    const last = `done; used ${cases[5]!.line}`;
    expect(
      runHook("Stop", base("Stop", { stop_hook_active: false, last_assistant_message: last }), env).status,
    ).toBe(0);
    expect(runHook("SessionEnd", base("SessionEnd", { reason: "other" }), env).status).toBe(0);

    // 4. Every byte persisted, except the note file the user wrote.
    const files = [
      ...filesUnder(home),
      ...filesUnder(repo, new Set([join(".cairn", "notes", "deploy.md")])),
    ].filter((f) => !f.path.includes(`${join(repo, ".git")}/objects`));
    expect(files.some((f) => f.path.endsWith("cairn.db"))).toBe(true);
    expect(files.some((f) => f.path.endsWith("INDEX.md"))).toBe(true);
    const all = files.map((f) => f.text).join("\n");
    expect(all).toContain("[REDACTED:");
    expect(planted.size).toBeGreaterThanOrEqual(150);
    const leaks: string[] = [];
    for (const secret of planted) {
      const hit = files.find((f) => f.text.includes(secret));
      if (hit) leaks.push(`${relative(dir.path, hit.path)}: ${secret.slice(0, 24)}…`);
    }
    expect(leaks).toEqual([]);
    // the commands' dedupe keys are redacted yet still de-duplicate: saving one again creates nothing
    const again = await mcpHarness(home, repo, { sessionId: SID });
    const res = await again.ok("save_verified_command", { command: commandCases[0]!.line });
    expect(res.created).toBe(false);
    await again.close();
    // one case per corpus category (~300) through MCP calls and ~25 real hook processes
  }, 120_000);
});
