/**
 * A probe session for measuring what the real Claude Code CLI does with hook output and its own auto memory:
 * a private project (git repo), HOME and temp dir, a minimal plugin whose hooks (SessionStart, UserPromptSubmit,
 * PreCompact, PostCompact) record their stdin payloads and answer with a chosen `additionalContext`, and runs
 * of `claude -p` against the scripted Messages API (test/support/fake-anthropic.ts). Facts it measured:
 * docs/agents/claude-code-auto-memory.md.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { HookLine } from "./agent-fixtures.js";
import { type ClaudeRun, offlineClaudeEnv, runClaude } from "./claude-run.js";
import {
  type FakeAnthropic,
  type FakeAnthropicOptions,
  type MessagesBody,
  startFakeAnthropic,
} from "./fake-anthropic.js";
import { tempDir } from "./temp.js";

/** The hook events the probe plugin registers (all exist in 2.1.197 and 2.1.330). */
export const PROBE_EVENTS = ["SessionStart", "UserPromptSubmit", "PreCompact", "PostCompact"] as const;
export type ProbeEvent = (typeof PROBE_EVENTS)[number];

/** What a probe hook answers: a text as JSON `additionalContext`, or `{plain}` as plain stdout. */
export type ProbeAnswer = string | { plain: string };

export interface ProbeRun extends ClaudeRun {
  fake: FakeAnthropic;
  /** Parsed bodies of the POST /v1/messages requests of this run, in order. */
  bodies: MessagesBody[];
}

export interface ProbeSession {
  root: string;
  /** The project (cwd of every run), a git repo. */
  proj: string;
  /** HOME of every run: the client writes `~/.claude/…` here. */
  home: string;
  /** Hook payloads recorded so far, in firing order. */
  hookLines(): HookLine[];
  /**
   * Runs `claude <args>` once with the probe plugin, `--permission-mode bypassPermissions` and stream-json
   * output, against a fresh scripted API; `answers` sets what each probe hook answers during this run.
   */
  run(
    args: string[],
    fake: FakeAnthropicOptions,
    answers?: Partial<Record<ProbeEvent, ProbeAnswer>>,
    env?: Record<string, string>,
  ): Promise<ProbeRun>;
  cleanup(): void;
}

/** Writes the probe plugin (manifest, hooks.json, the hook script) into `dir`; hooks append to `log`. */
export function writeProbePlugin(dir: string, log: string): void {
  mkdirSync(join(dir, ".claude-plugin"), { recursive: true });
  mkdirSync(join(dir, "hooks"), { recursive: true });
  writeFileSync(
    join(dir, ".claude-plugin", "plugin.json"),
    `${JSON.stringify({ name: "cairn-probe", version: "0.0.1", description: "Records hook payloads" })}\n`,
  );
  copyFileSync(join(import.meta.dirname, "context-hook.mjs"), join(dir, "context-hook.mjs"));
  const hook = (event: string) => [
    {
      hooks: [
        {
          type: "command",
          command: `node "\${CLAUDE_PLUGIN_ROOT}/context-hook.mjs" ${event} ${JSON.stringify(log)}`,
        },
      ],
    },
  ];
  const hooks = Object.fromEntries(PROBE_EVENTS.map((e) => [e, hook(e)]));
  writeFileSync(join(dir, "hooks", "hooks.json"), `${JSON.stringify({ hooks }, null, 2)}\n`);
}

/** Creates a probe session under a new temp dir; `projName` names the project folder (default `proj`). */
export function probeSession(
  bin: string,
  opts: { projName?: string; timeoutMs?: number } = {},
): ProbeSession {
  const tmp = tempDir("cairn-probe-");
  const proj = join(tmp.path, opts.projName ?? "proj");
  const home = join(tmp.path, "home");
  const runTmp = join(tmp.path, "cc-tmp");
  const plugin = join(tmp.path, "plugin");
  const log = join(tmp.path, "hooks.jsonl");
  const answersFile = join(tmp.path, "answers.json");
  for (const d of [proj, home, runTmp]) mkdirSync(d, { recursive: true });
  execFileSync("git", ["init", "-q"], { cwd: proj });
  writeProbePlugin(plugin, log);
  return {
    root: tmp.path,
    proj,
    home,
    hookLines: () =>
      existsSync(log)
        ? readFileSync(log, "utf8")
            .trim()
            .split("\n")
            .filter((l) => l !== "")
            .map((l) => JSON.parse(l) as HookLine)
        : [],
    async run(args, fakeOpts, answers = {}, env = {}) {
      writeFileSync(answersFile, JSON.stringify(answers));
      const fake = await startFakeAnthropic(fakeOpts);
      try {
        const runEnv = offlineClaudeEnv(home, runTmp, {
          ANTHROPIC_BASE_URL: fake.url,
          CAIRN_PROBE_CONTEXT_FILE: answersFile,
          ...env,
        });
        const fullArgs = [
          ...args,
          "--plugin-dir",
          plugin,
          "--permission-mode",
          "bypassPermissions",
          "--output-format",
          "stream-json",
          "--verbose",
          "--include-hook-events",
        ];
        const run = await runClaude(bin, proj, runEnv, fullArgs, opts.timeoutMs ?? 90_000);
        const bodies = fake.messageRequests().flatMap((r) => (r.body ? [r.body] : []));
        return { ...run, fake, bodies };
      } finally {
        await fake.close();
      }
    },
    cleanup: () => {
      if (process.env.CAIRN_E2E_KEEP === "1") console.log(`kept ${tmp.path}`);
      else tmp.cleanup();
    },
  };
}

/** Text of every `role:"system"` message inside `messages` of a request body, joined by newlines. */
export function systemMessageText(body: MessagesBody): string {
  return (body.messages ?? [])
    .filter((m) => m.role === "system")
    .map((m) => (typeof m.content === "string" ? m.content : m.content.map((b) => b.text ?? "").join("")))
    .join("\n");
}

/** The request's `system` prompt as one text. */
export function systemPromptText(body: MessagesBody): string {
  const s = body.system;
  if (s === undefined) return "";
  return typeof s === "string" ? s : s.map((b) => b.text ?? "").join("\n");
}

/** Text of the `text` blocks of the first `role:"user"` message of a request body. */
export function firstUserText(body: MessagesBody): string {
  const m = (body.messages ?? []).find((x) => x.role === "user");
  if (!m) return "";
  return typeof m.content === "string" ? m.content : m.content.map((b) => b.text ?? "").join("\n");
}

/**
 * A context text of exactly `units` UTF-16 code units (`string.length`) in `lines` lines (>= 1), each line
 * starting with `<tag><5-digit line number>|` so a cut shows which lines arrived. Lines are filled with `fill`
 * (any string, e.g. a 2-byte `é` or a 2-unit emoji) and the last one is padded with `x` to the exact length.
 * Throws when `units` is too small for the line heads.
 */
export function contextText(tag: string, units: number, lines = 1, fill = "x"): string {
  const heads = Array.from({ length: lines }, (_, i) => `${tag}${String(i + 1).padStart(5, "0")}|`);
  const fixed = heads.reduce((n, h) => n + h.length, 0) + (lines - 1);
  const room = units - fixed;
  if (room < 0) throw new Error(`contextText: ${lines} lines need at least ${fixed} units, asked ${units}`);
  const per = Math.floor(room / lines / fill.length);
  const out = heads.map((h) => h + fill.repeat(per));
  const short = units - (fixed + per * fill.length * lines);
  out[lines - 1] += "x".repeat(short);
  return out.join("\n");
}
