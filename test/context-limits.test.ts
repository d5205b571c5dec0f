/**
 * The client's cap on hook context, past the pure fitting: prompt recall at a budget above the cap loses
 * whole lines and says so; `cairn context` and `cairn doctor` tell the user when a budget asks for more than
 * the agent shows whole. Real SQLite file, a git repository as the project.
 */
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { saveMemory } from "../src/app/memories/save-memory.js";
import { ensureProject } from "../src/app/projects/ensure-project.js";
import { promptRecall } from "../src/app/recall/prompt-recall.js";
import { leftOutNote } from "../src/core/context/fit-output.js";
import { openSqliteStores } from "../src/store/sqlite/stores.js";
import { cliHarness } from "./support/cli-harness.js";
import { gitRepo } from "./support/hook-runner.js";
import { tempDir } from "./support/temp.js";

let dir: ReturnType<typeof tempDir>;
let repo: string;
let home: string;
beforeEach(() => {
  dir = tempDir("cairn-limits-");
  repo = join(dir.path, "repo");
  home = join(dir.path, "home");
  gitRepo(repo);
});
afterEach(() => dir.cleanup());

describe("prompt recall", () => {
  it("fits maxChars by dropping whole lines from the end, with a note", async () => {
    const stores = openSqliteStores({ path: join(home, "cairn.db") });
    try {
      const project = await ensureProject(stores.store, repo);
      for (let i = 0; i < 20; i++)
        await saveMemory(
          stores.store,
          {
            project: project.id,
            type: "decision",
            title: `Invoice rounding 😀 rule ${i}: round invoice totals per line, ${"détail ".repeat(20)}`,
            source: { kind: "cli" },
          },
          new Date(),
        );
      const ask = { cwd: repo, prompt: "how do we round invoice totals?", budget: 2500, now: new Date() };
      const whole = await promptRecall(stores, { ...ask, sessionId: "s-whole" });
      expect(whole.length).toBeGreaterThan(1000);
      const fitted = await promptRecall(stores, { ...ask, sessionId: "s-fitted", maxChars: 1000 });
      expect(fitted.length).toBeLessThanOrEqual(1000);
      const lines = fitted.split("\n");
      const note = lines.at(-1) ?? "";
      expect(note).toMatch(/^\(\d+ more not shown: `cairn search <words>`/);
      const kept = lines.slice(0, -2);
      expect(kept.length).toBeGreaterThan(1);
      expect(kept).toEqual(whole.split("\n").slice(0, kept.length));
      expect(note).toBe(leftOutNote(whole.split("\n").length - kept.length));
    } finally {
      await stores.store.close();
    }
  });
});

describe("the CLI says when a budget asks for more than the client shows", () => {
  it("cairn context: a note on stderr and the limit in --json; the text within it", async () => {
    const cli = cliHarness(home, repo);
    try {
      for (let i = 0; i < 120; i++)
        await cli.json(
          "save",
          "--type",
          "decision",
          `Decision ${i} about the ledger export ${"x".repeat(80)}`,
        );
      const json = (await cli.json("context", "--budget", "5000")) as {
        text: string;
        clientLimit: number;
        advice?: string;
      };
      expect(json.clientLimit).toBe(10_000);
      expect(json.text.length).toBeLessThanOrEqual(10_000);
      expect(json.advice).toContain("--budget 5000 tokens");
      const text = await cli.run("context", "--budget", "5000");
      expect(text.stdout.trim()).toBe(json.text);
      expect(text.stderr).toMatch(/^note: --budget 5000 tokens .* more than Claude Code shows whole/);
      const small = await cli.run("context", "--budget", "1000");
      expect(small.stderr).toBe("");
    } finally {
      await cli.close();
    }
  });

  it("cairn doctor: ok at the default budgets, a warning naming the agent above its cap", async () => {
    const cli = cliHarness(home, repo);
    try {
      type Doctor =
        | { checks: { name: string; status: string; detail: string }[] }
        | { name: string; status: string; detail: string }[];
      const check = async () => {
        const r = (await cli.run("doctor", "--json")).stdout;
        const out = JSON.parse(r) as Doctor;
        const checks = Array.isArray(out) ? out : out.checks;
        return checks.find((c) => c.name === "context budget");
      };
      expect(await check()).toMatchObject({ status: "ok" });
      expect((await cli.run("config", "set", "context.budget", "2500")).code).toBe(0);
      const warn = await check();
      expect(warn?.status).toBe("warn");
      expect(warn?.detail).toContain("context.budget 2500 tokens");
      expect(warn?.detail).toContain("more than Codex CLI shows whole (9,000 UTF-16 units per hook)");
      expect(warn?.detail).not.toContain("than Claude Code");
    } finally {
      await cli.close();
    }
  });
});
