// Measures, end to end with the real binaries and no network, how much SessionStart `additionalContext` Codex CLI
// and Copilot CLI pass whole to the model: a hook prints a marked text of N UTF-16 units (START, filler, END) at
// session start, and the first request to the scripted Responses API on 127.0.0.1 is searched for it. Prints one
// line per size: whole, cut (how much arrived) or absent, and what stood in its place. Asserts only what the
// adapters rely on (their contextLimit arrives whole). Run: CAIRN_MEASURE_CAPS=1 npx vitest run
// test/e2e/agent-context-cap.test.ts (skipped otherwise: ~14 agent runs). CAIRN_E2E_KEEP=1 keeps the temp dirs.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contextLimitFor } from "../../src/core/agents/agents.js";
import { AGENT_VERSIONS, agentBinary, offlineCodexEnv, offlineCopilotEnv } from "../support/agent-bins.js";
import { runClaude } from "../support/claude-run.js";
import { codexConfigToml, codexHookTrustToml } from "../support/codex-config.js";
import {
  type FakeResponses,
  inputItems,
  itemText,
  startFakeResponses,
} from "../support/fake-openai-responses.js";
import { tempDir } from "../support/temp.js";

const RUN_TIMEOUT_MS = 120_000;
const SIZES = [8_000, 10_000, 10_500, 11_000, 12_000, 64_000, 256_000];
const START = "CAPSTART";
const END = "CAPEND";
const measure = process.env.CAIRN_MEASURE_CAPS === "1";
const codexBin = agentBinary("codex");
const copilotBin = agentBinary("copilot");
if (!measure)
  console.warn("skipping the context cap measurement: set CAIRN_MEASURE_CAPS=1 (about 14 agent runs)");

/** A hook that prints `units` UTF-16 units of marked context in the agent's output shape. */
const HOOK = `const n = Number(process.env.CAP_UNITS);
const text = "${START}" + "x".repeat(n - ${START.length + END.length}) + "${END}";
const out = process.argv[2] === "codex"
  ? { hookSpecificOutput: { hookEventName: "SessionStart", additionalContext: text } }
  : { additionalContext: text };
process.stdin.resume(); process.stdin.on("end", () => process.stdout.write(JSON.stringify(out)));
`;

interface Seen {
  units: number;
  outcome: "whole" | "cut" | "absent";
  arrived: number;
  around: string;
}

/** What of the marked text reached the first request. */
function seenIn(fake: FakeResponses, units: number): Seen {
  const body = fake.responseRequests()[0]?.body;
  const text = body ? [body.instructions ?? "", ...inputItems(body).map(itemText)].join("\n") : "";
  const at = text.indexOf(START);
  if (at < 0) {
    const hint = /hook_outputs|saved to|truncat/i.exec(text);
    return {
      units,
      outcome: "absent",
      arrived: 0,
      around: hint ? text.slice(hint.index - 150, hint.index + 250) : "",
    };
  }
  const run = /^x*/.exec(text.slice(at + START.length))?.[0].length ?? 0;
  const end = text.indexOf(END, at);
  const arrivedWhole = end >= 0 ? end + END.length - at : 0;
  if (arrivedWhole === units) return { units, outcome: "whole", arrived: units, around: "" };
  const cutAt = at + START.length + run;
  // the end arrived but not the middle: what stands between is the agent's cut marker
  if (end >= 0)
    return {
      units,
      outcome: "cut",
      arrived: START.length + END.length + text.slice(at, end).replace(/[^x]/g, "").length,
      around: text.slice(cutAt, end).replace(/x{20,}/g, "x…"),
    };
  const arrived = START.length + run;
  return { units, outcome: "cut", arrived, around: text.slice(cutAt, cutAt + 300) };
}

describe.skipIf(!measure || !codexBin || !copilotBin)(
  `SessionStart additionalContext caps: Codex CLI ${AGENT_VERSIONS.codex}, Copilot CLI ${AGENT_VERSIONS.copilot}`,
  () => {
    let t: ReturnType<typeof tempDir>;
    let hook: string;
    let home: string;
    let tmp: string;
    const results: Record<string, Seen[]> = { codex: [], copilot: [] };

    beforeAll(() => {
      t = tempDir("cairn-e2e-context-cap-");
      home = join(t.path, "home");
      tmp = join(t.path, "tmp");
      for (const d of [home, tmp]) mkdirSync(d, { recursive: true });
      hook = join(t.path, "cap-hook.cjs");
      writeFileSync(hook, HOOK);
    });
    afterAll(() => {
      for (const [agent, rows] of Object.entries(results))
        for (const r of rows)
          console.log(
            `${agent} ${r.units}: ${r.outcome} (${r.arrived} arrived)${r.around ? ` | ${JSON.stringify(r.around)}` : ""}`,
          );
      if (process.env.CAIRN_E2E_KEEP === "1") console.log(`kept ${t.path}`);
      else t?.cleanup();
    });

    const project = (name: string): string => {
      const proj = join(t.path, name);
      mkdirSync(proj, { recursive: true });
      execFileSync("git", ["init", "-q"], { cwd: proj });
      return proj;
    };

    it(
      "Codex: SessionStart context by size",
      async () => {
        for (const units of SIZES) {
          const proj = project(`codex-${units}`);
          const codexHome = join(t.path, `codex-home-${units}`);
          mkdirSync(join(proj, ".codex"), { recursive: true });
          const file = {
            hooks: {
              SessionStart: [
                { hooks: [{ type: "command" as const, command: `node '${hook}' codex`, timeout: 10 }] },
              ],
            },
          };
          const hooksJson = join(proj, ".codex", "hooks.json");
          writeFileSync(hooksJson, JSON.stringify(file));
          const fake = await startFakeResponses({ script: [{ text: "ok" }] });
          try {
            mkdirSync(codexHome, { recursive: true });
            writeFileSync(
              join(codexHome, "config.toml"),
              `${codexConfigToml(fake.url, proj)}\n${codexHookTrustToml(hooksJson, file)}`,
            );
            const env = { ...offlineCodexEnv(home, tmp, codexHome), CAP_UNITS: String(units) };
            const r = await runClaude(codexBin!, proj, env, ["exec", "--json", "hello"], RUN_TIMEOUT_MS);
            expect(r.code, r.stderr.slice(-1500)).toBe(0);
            results.codex?.push(seenIn(fake, units));
          } finally {
            await fake.close();
          }
        }
        const limit = contextLimitFor("codex").units;
        expect(results.codex?.find((r) => r.units === SIZES.filter((s) => s <= limit).at(-1))?.outcome).toBe(
          "whole",
        );
      },
      SIZES.length * RUN_TIMEOUT_MS,
    );

    it(
      "Copilot: sessionStart context by size",
      async () => {
        for (const units of SIZES) {
          const proj = project(`copilot-${units}`);
          const copilotHome = join(t.path, `copilot-home-${units}`);
          mkdirSync(join(proj, ".github", "hooks"), { recursive: true });
          mkdirSync(copilotHome, { recursive: true });
          const line = `node '${hook}' copilot`;
          writeFileSync(
            join(proj, ".github", "hooks", "cap.json"),
            JSON.stringify({
              version: 1,
              hooks: { sessionStart: [{ type: "command", bash: line, timeoutSec: 10 }] },
            }),
          );
          const fake = await startFakeResponses({ script: [{ text: "ok" }] });
          try {
            const env = { ...offlineCopilotEnv(home, tmp, copilotHome, fake.url), CAP_UNITS: String(units) };
            const args = [
              "-p",
              "hello",
              "--allow-all",
              "--trust-folder",
              "--no-auto-update",
              "--output-format",
              "json",
            ];
            const r = await runClaude(copilotBin!, proj, env, args, RUN_TIMEOUT_MS);
            expect(r.code, r.stderr.slice(-1500)).toBe(0);
            results.copilot?.push(seenIn(fake, units));
          } finally {
            await fake.close();
          }
        }
        const limit = contextLimitFor("copilot").units;
        expect(
          results.copilot?.find((r) => r.units === SIZES.filter((s) => s <= limit).at(-1))?.outcome,
        ).toBe("whole");
      },
      SIZES.length * RUN_TIMEOUT_MS,
    );
  },
);
