/**
 * What was said, end to end through the built plugin (plugin/dist): UserPromptSubmit and Stop hooks of
 * a live Claude Code session whose transcript holds a finding stated mid-turn, then `cairn search`
 * `--conversations` showing it as a conversation excerpt (human output: a "From conversations" section; `--json`:
 * `kind: "conversation"`, not verified) — and not with `--type`.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Transcript } from "../support/capture-records.js";
import { CLI, gitRepo, hookEnv, runCliJson, runHook } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

const SID = "22222222-3333-4444-8555-666666666666";
const MID_TURN =
  "The backoff counter is reset only when the socket reconnects, so a failed upload retries at full speed forever.";

let tmp: ReturnType<typeof tempDir>;
let repo: string;
let env: NodeJS.ProcessEnv;

beforeAll(() => {
  tmp = tempDir("cairn-said-cli-");
  repo = join(tmp.path, "repo");
  gitRepo(repo);
  env = hookEnv(join(tmp.path, "home"));
  const transcript = join(tmp.path, `${SID}.jsonl`);
  const prompt = "Why does the upload retry forever?";
  writeFileSync(
    transcript,
    // recorded as it happens: the records follow the prompt the hook below records now
    new Transcript(repo, Date.now())
      .user(prompt)
      .say("Let me look at the retry loop.")
      .ok("grep -rn backoff src/", "src/upload.ts:12: backoff = 0")
      .say(MID_TURN)
      .say("Fixed: the upload loop now stops after five attempts.")
      .jsonl(),
  );
  const base = { session_id: SID, transcript_path: transcript, cwd: repo };
  expect(
    runHook("UserPromptSubmit", { ...base, hook_event_name: "UserPromptSubmit", prompt }, env).status,
  ).toBe(0);
  const stop = runHook(
    "Stop",
    {
      ...base,
      hook_event_name: "Stop",
      stop_hook_active: false,
      last_assistant_message: "Fixed: the upload loop now stops after five attempts.",
    },
    env,
  );
  expect(stop.status).toBe(0);
}, 120_000);
afterAll(() => tmp?.cleanup());

describe("cairn search over what was said", () => {
  it("returns the mid-turn finding as a conversation excerpt, marked as not verified", () => {
    const hits = runCliJson(
      ["search", "backoff reset when the socket reconnects", "--conversations"],
      repo,
      env,
    ) as Record<string, unknown>[];
    const said = hits.filter((h) => h.kind === "conversation");
    expect(said[0]).toMatchObject({
      role: "assistant",
      sessionId: SID,
      turn: 1,
      text: MID_TURN,
      verified: false,
    });
    const human = execFileSync(
      process.execPath,
      [CLI, "search", "backoff socket reconnects", "--conversations"],
      {
        cwd: repo,
        env,
        encoding: "utf8",
      },
    );
    expect(human).toContain("From conversations — said, not verified:");
    expect(human).toMatch(/session 22222222 turn 1 {2}Claude: The backoff counter is reset/);
  });

  it("leaves excerpts out when filtering by memory type, and says when nothing matches", () => {
    const typed = runCliJson(
      ["search", "backoff socket reconnects", "--conversations", "--type", "bug_note"],
      repo,
      env,
    ) as {
      kind: string;
    }[];
    expect(typed.filter((h) => h.kind === "conversation")).toEqual([]);
    const none = execFileSync(process.execPath, [CLI, "search", "kubernetes helm chart", "--conversations"], {
      cwd: repo,
      env,
      encoding: "utf8",
    });
    expect(none).toContain('No memories or notes match "kubernetes helm chart".');
    // by default (the search.conversations setting is true unless set) excerpts come after memories
    const plain = runCliJson(["search", "backoff reset when the socket reconnects"], repo, env) as {
      kind: string;
    }[];
    const kinds = plain.map((h) => h.kind);
    expect(kinds).toContain("conversation");
    expect(kinds.indexOf("conversation")).toBeGreaterThan(kinds.lastIndexOf("memory"));
  });

  it("follows the search.conversations setting, and --no-conversations overrides it for one search", () => {
    const query = "backoff reset when the socket reconnects";
    const said = (args: string[], e: NodeJS.ProcessEnv) =>
      (runCliJson(["search", query, ...args], repo, e) as { kind: string }[]).filter(
        (h) => h.kind === "conversation",
      ).length;
    const off = { ...env, CAIRN_SEARCH_CONVERSATIONS: "false" };
    expect(said([], env)).toBeGreaterThan(0);
    expect(said(["--no-conversations"], env)).toBe(0);
    expect(said([], off)).toBe(0);
    expect(said(["--conversations"], off)).toBeGreaterThan(0);
    const both = spawnSync(
      process.execPath,
      [CLI, "search", query, "--conversations", "--no-conversations"],
      {
        cwd: repo,
        env,
        encoding: "utf8",
      },
    );
    expect(both.status).not.toBe(0);
    expect(both.stderr).toContain("--no-conversations");
  });
});
