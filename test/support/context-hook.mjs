// A Claude Code hook command for the native-limits e2e tests: appends one JSON line {agent, event, payload, env, cwd}
// to the log file named by its second argument (the shape test/support/agent-fixtures.ts reads) and, when the
// JSON file named by $CAIRN_PROBE_CONTEXT_FILE maps this event to a text, answers with that text as
// `hookSpecificOutput.additionalContext` (or as plain stdout when the map holds {"plain": text}); `{source}` in the
// text becomes the payload's `source` (SessionStart: startup, resume, compact, ...).
// Usage: node context-hook.mjs <event> <log.jsonl>
import { appendFileSync, existsSync, readFileSync } from "node:fs";

const [event, log] = process.argv.slice(2);
let raw = "";
try {
  raw = readFileSync(0, "utf8");
} catch {
  // no stdin
}
let payload;
try {
  payload = JSON.parse(raw);
} catch {
  payload = { unparsed: raw };
}
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => /^CLAUDE_/.test(k)));
appendFileSync(log, `${JSON.stringify({ agent: "claude-code", event, payload, env, cwd: process.cwd() })}\n`);

const file = process.env.CAIRN_PROBE_CONTEXT_FILE;
const spec = file && existsSync(file) ? JSON.parse(readFileSync(file, "utf8"))[event] : undefined;
const fill = (text) => text.replaceAll("{source}", String(payload?.source ?? ""));
if (typeof spec === "string") {
  const out = { hookSpecificOutput: { hookEventName: event, additionalContext: fill(spec) } };
  process.stdout.write(JSON.stringify(out));
} else if (spec && typeof spec.plain === "string") {
  process.stdout.write(fill(spec.plain));
}
