// The capture benches' calls into the built CLI (bench/capture.mjs, bench/capture-history.mjs): one
// process per call with its own CAIRN_HOME, JSON out; and the top-k searches of a label's facts.
import { execFileSync } from "node:child_process";
import { memoryText } from "./score.mjs";

/**
 * A runner of the CLI at `cli`: `(home, args) => parsed JSON of its stdout` (throws when the process exits
 * non-zero or prints no JSON).
 * @param {string} cli
 */
export function cairnRunner(cli) {
  return (home, args) =>
    JSON.parse(
      execFileSync(process.execPath, [cli, ...args], {
        env: { ...process.env, CAIRN_HOME: home, NO_COLOR: "1" },
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      }),
    );
}

/**
 * Runs `cairn search "<fact.query>" --project P --limit K --json` for each fact; returns fact id → its top
 * `top` hits as `{id, type, kind, text}`. A conversation excerpt carries its words; a memory is read whole
 * (title + body, score.mjs memoryText) from `byId`, the project's `cairn list`.
 * @param {(home: string, args: string[]) => any} cairn
 * @param {{home: string, project: string, facts: {id: string, query: string}[], top: number, conversations: boolean, byId: Map<string, any>}} o
 */
export function searchFacts(cairn, { home, project, facts, top, conversations, byId }) {
  const searches = {};
  for (const f of facts) {
    const args = ["search", f.query, "--project", project, "--limit", String(top)];
    const hits = cairn(home, [...args, ...(conversations ? ["--conversations"] : []), "--json"]);
    searches[f.id] = hits.slice(0, top).map((h) => ({
      id: h.id,
      type: h.type,
      kind: h.kind,
      text:
        h.kind === "conversation"
          ? h.text
          : byId.has(h.id)
            ? memoryText(byId.get(h.id))
            : `${h.title ?? ""}\n${h.topic ?? ""}`,
    }));
  }
  return searches;
}
