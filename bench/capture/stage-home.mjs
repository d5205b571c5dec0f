// One home of the capture benches that import several sessions (bench/capture-history.mjs,
// bench/capture/claim-check.mjs): each transcript staged as Claude Code lays it out
// (<projects>/p/<session>.jsonl + <session>/subagents/) and imported with the built CLI, one
// `cairn import DIR --json` per session, in the order given, into one CAIRN_HOME.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";

/** Stages one transcript under `dir`; returns the projects folder to import. */
export function stage(dir, transcript) {
  const at = join(dir, "projects", "p");
  mkdirSync(at, { recursive: true });
  cpSync(transcript, join(at, basename(transcript)));
  const side = transcript.replace(/\.jsonl$/, "");
  if (existsSync(join(side, "subagents")))
    cpSync(join(side, "subagents"), join(at, basename(side), "subagents"), { recursive: true });
  return join(dir, "projects");
}

/**
 * Imports `transcripts` (absolute paths, time order) into the home `<work>/<name>/home`; returns the home
 * and what each import reported (`{transcript, events, memories}`, transcript as given).
 * Throws when a transcript is missing or an import fails.
 * @param {(home: string, args: string[]) => any} cairn a runner (cli-run.mjs cairnRunner)
 * @param {string} work
 * @param {string} name
 * @param {string[]} transcripts
 */
export function importHome(cairn, work, name, transcripts) {
  const home = join(work, name, "home");
  const imports = transcripts.map((transcript, i) => {
    if (!existsSync(transcript)) throw new Error(`${name}: transcript ${transcript} not found`);
    const r = cairn(home, ["import", stage(join(work, name, `s${i}`), transcript), "--json"]);
    return { transcript, events: r.events, memories: r.memories };
  });
  return { home, imports };
}

/**
 * The homes the claim checkers read (claim-check.mjs, claim-excerpts.mjs): each tuning label alone
 * (`set` tuning or all), each history's sessions in order (`set` history or all), as
 * `{name, transcripts, project}` (transcripts relative to the data folder); `only` keeps the names
 * that contain it.
 * @param {string} root the repository
 * @param {string} set
 * @param {string | undefined} only
 */
export function benchHomes(root, set, only) {
  const out = [];
  const dir = (d) => join(root, "bench", "capture", d);
  if (set !== "history")
    for (const f of readdirSync(dir("labels")).sort()) {
      const l = JSON.parse(readFileSync(join(dir("labels"), f), "utf8"));
      out.push({ name: basename(f, ".json"), transcripts: [l.transcript], project: l.project });
    }
  if (set !== "tuning")
    for (const f of readdirSync(dir("history")).sort()) {
      const l = JSON.parse(readFileSync(join(dir("history"), f), "utf8"));
      out.push({ name: `history/${basename(f, ".json")}`, transcripts: l.sessions, project: l.project });
    }
  return out.filter((h) => !only || h.name.includes(only));
}
