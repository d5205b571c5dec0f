// A hook command for the agent e2e tests: appends one JSON line {agent, event, payload, env} to the log file
// named by its third argument and, for the events whose output reaches the model, prints the context text in
// the shape that agent accepts (checked against the shipped binaries, see docs/agents/):
//   codex   -> {"hookSpecificOutput":{"hookEventName":E,"additionalContext":T}}  (Claude Code's shape; Codex
//              rejects unknown top-level keys, so a flat `additionalContext` is dropped)
//   copilot -> {"additionalContext":T}  (Copilot ignores `hookSpecificOutput`)
// Usage: node record-hook.mjs <codex|copilot> <event> <log.jsonl>
import { appendFileSync, readFileSync } from "node:fs";

const [agent, event, log] = process.argv.slice(2);
let raw = "";
try {
  raw = readFileSync(0, "utf8");
} catch {
  // no stdin
}
let payload = null;
try {
  payload = JSON.parse(raw);
} catch {
  payload = { unparsed: raw };
}
const env = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => /^(CODEX|COPILOT|CLAUDE)_/.test(k)),
);
appendFileSync(log, `${JSON.stringify({ agent, event, payload, env, cwd: process.cwd() })}\n`);

const CONTEXT_EVENTS = new Set(["SessionStart", "UserPromptSubmit", "sessionStart", "userPromptSubmitted"]);
if (CONTEXT_EVENTS.has(event)) {
  const text = `E2E-CONTEXT ${agent} ${event}`;
  const out =
    agent === "codex"
      ? { hookSpecificOutput: { hookEventName: event, additionalContext: text } }
      : { additionalContext: text };
  process.stdout.write(JSON.stringify(out));
}
