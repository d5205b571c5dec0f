// Scoring for the capture-quality benchmark (bench/capture.mjs): pure functions, no I/O.
// Recall here is fact recall in the sense of IR's recall@k: a labelled fact counts as found when every
// one of its regexes matches ONE unit of the context pack, or ONE of the top-k search results.

/**
 * Splits a context pack's text into the units a reader takes in one glance: one line each, with
 * indented continuation lines (not bullets) joined to the line above. Blank lines are dropped.
 * @param {string} text
 * @returns {string[]}
 */
export function packUnits(text) {
  const units = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    const continuation = /^\s+\S/.test(line) && !/^\s*([-*+]|\d+[.)])\s/.test(line);
    if (continuation && units.length > 0) units[units.length - 1] += ` ${line.trim()}`;
    else units.push(line);
  }
  return units;
}

/**
 * The text of one stored memory as `cairn show` presents it: title and body.
 * @param {{ title?: string, body?: string }} m
 */
export function memoryText(m) {
  return `${m.title ?? ""}\n${m.body ?? ""}`;
}

/** @param {string[]} patterns */
const compile = (patterns) => patterns.map((p) => new RegExp(p, "i"));

/**
 * Index of the first text in which every pattern matches (case-insensitive), or -1.
 * @param {string[]} mustMatch regex sources
 * @param {string[]} texts
 */
export function firstMatch(mustMatch, texts) {
  const res = compile(mustMatch);
  return texts.findIndex((t) => res.every((r) => r.test(t)));
}

const RUNNERS = new Set([
  "npx",
  "pnpm",
  "npm",
  "yarn",
  "bun",
  "bunx",
  "uv",
  "uvx",
  "poetry",
  "bundle",
  "pipx",
]);
const isFlag = (t) => t.startsWith("-");
const isPathLike = (t) => t.includes("/") || /\.[A-Za-z0-9]{1,6}$/.test(t);

/**
 * The action a shell command performs: its program (the executable plus its subcommand, e.g.
 * `mix test`, `npx vitest`, `npm run build`, `git push`) and its targets (path-like arguments, sorted).
 * Leading `cd DIR &&`, environment assignments and everything after the first `&&`, `||`, `;` or `|`
 * are ignored. Quoting is handled loosely (whitespace split), which is enough for comparing actions.
 * @param {string} command
 * @returns {{ program: string, targets: string[] }}
 */
export function commandAction(command) {
  let c = command.trim().replace(/^(cd\s+\S+\s*&&\s*)+/, "");
  c = c.split(/\s*(?:&&|\|\||;|\|)\s*/)[0] ?? "";
  const tokens = c
    .replace(/\s\d?>&\d/g, " ")
    .split(/\s+/)
    .filter((t) => t !== "" && !/^[A-Z_][A-Z0-9_]*=/.test(t));
  const first = tokens[0] ?? "";
  const program = [first];
  let i = 1;
  const sub = RUNNERS.has(first) ? 2 : 1;
  while (program.length <= sub && i < tokens.length) {
    const t = tokens[i];
    if (isFlag(t) || isPathLike(t)) break;
    program.push(t);
    i++;
  }
  const targets = [
    ...new Set(tokens.slice(program.length).filter((t) => !isFlag(t) && isPathLike(t))),
  ].sort();
  return { program: program.join(" "), targets };
}

/**
 * Checks a failed_attempt memory that names a failing and a succeeding command (the first two distinct
 * `backticked` spans of its title, else of its body): it misleads when the two are different actions
 * (another program, or other targets), since "X failed, Y worked instead" then pairs unrelated work.
 * @param {{ type: string, title?: string, body?: string }} m
 * @returns {string | null} why it misleads, or null
 */
export function mismatchedFailedAttempt(m) {
  if (m.type !== "failed_attempt") return null;
  const spans = (s) => [...new Set([...(s ?? "").matchAll(/`([^`\n]+)`/g)].map((x) => x[1]))];
  let cmds = spans(m.title);
  if (cmds.length < 2) cmds = spans(m.body);
  if (cmds.length < 2) return null;
  const [failed, passed] = [commandAction(cmds[0]), commandAction(cmds[1])];
  if (failed.program !== passed.program)
    return `different programs: "${failed.program}" failed, "${passed.program}" passed`;
  if (failed.targets.join("\n") !== passed.targets.join("\n"))
    return `same program "${failed.program}", different targets: [${failed.targets.join(", ")}] vs [${passed.targets.join(", ")}]`;
  return null;
}

/** The conversation excerpts among all searches' results, each once. */
function saidIn(searches) {
  const seen = new Map();
  for (const hits of Object.values(searches ?? {}))
    for (const h of hits) if (h.kind === "conversation" && !seen.has(h.id)) seen.set(h.id, h);
  return [...seen.values()];
}

/**
 * Scores one labelled transcript.
 * A fact is `stored` when every one of its regexes matches one stored text (`observed.stored`: each
 * memory's title + body, and with conversations each stored excerpt): the capture ceiling, what
 * retrieval (the top k, the pack) could find at best.
 * @param {{ facts: Array<{id: string, kind: string, statement: string, query: string, mustMatch: string[]}>,
 *           misleading: Array<{id: string, statement: string, mustNotMatch: string, in?: "pack"|"all", types?: string[]}> }} label
 * @param {{ packText: string,
 *           memories: Array<{id: string, type: string, title?: string, body?: string}>,
 *           searches: Record<string, Array<{id: string, type: string, kind?: string, text: string}>> }} observed
 *   `searches[fact.id]` holds the top-k results of the fact's query, each with its full text (a
 *   conversation excerpt, `kind: "conversation"`, its words). A misleading item that is not limited to
 *   the pack or to memory types is also checked against every excerpt any fact's search returned.
 */
export function scoreTranscript(label, observed) {
  const units = packUnits(observed.packText);
  const storedTexts = observed.stored ?? observed.memories.map(memoryText);
  const facts = label.facts.map((f) => {
    const inPack = firstMatch(f.mustMatch, units);
    const hits = observed.searches[f.id] ?? [];
    const rank = firstMatch(
      f.mustMatch,
      hits.map((h) => h.text),
    );
    // where it was found first (the pack is read before any search), and whether each source has it
    const both = {
      inPack: inPack >= 0,
      inSearch: rank >= 0,
      stored: firstMatch(f.mustMatch, storedTexts) >= 0,
    };
    if (inPack >= 0) return { id: f.id, kind: f.kind, found: "pack", evidence: units[inPack], ...both };
    if (rank >= 0)
      return {
        id: f.id,
        kind: f.kind,
        found: `search#${rank + 1}`,
        evidence: `${hits[rank].id} ${hits[rank].text}`,
        ...both,
      };
    return { id: f.id, kind: f.kind, found: null, evidence: null, query: f.query, ...both };
  });

  const misleading = [];
  for (const m of label.misleading ?? []) {
    const re = new RegExp(m.mustNotMatch, "i");
    const texts = [];
    if (!m.types) texts.push(...units.map((u) => ({ where: "pack", text: u })));
    if ((m.in ?? "all") === "all")
      for (const mem of observed.memories)
        if (!m.types || m.types.includes(mem.type))
          texts.push({ where: `${mem.id} (${mem.type})`, text: memoryText(mem) });
    if ((m.in ?? "all") === "all" && !m.types)
      for (const e of saidIn(observed.searches)) texts.push({ where: `${e.id} (said)`, text: e.text });
    const hit = texts.find((t) => re.test(t.text));
    if (hit) misleading.push({ id: m.id, statement: m.statement, where: hit.where, evidence: hit.text });
  }
  for (const mem of observed.memories) {
    const why = mismatchedFailedAttempt(mem);
    if (why)
      misleading.push({
        id: `failed-attempt-mismatch:${mem.id}`,
        statement: `failed_attempt pairs two different actions (${why})`,
        where: `${mem.id} (${mem.type})`,
        evidence: mem.title ?? "",
      });
  }
  return { facts, misleading };
}

/**
 * Where facts are lost: capture or retrieval. `stored` facts match one stored text (the ceiling);
 * of those, `missedSearch` are not in the top k, `missedPack` not in the pack and `missedBoth` in
 * neither (retrieval misses). `unstoredFound` were found (in the pack's lines written from the
 * session's events) without a stored text; `unstored` is the rest (capture misses).
 * @param {Array<{found: string | null, inPack?: boolean, inSearch?: boolean, stored?: boolean}>} facts
 */
export function lossOf(facts) {
  const stored = facts.filter((f) => f.stored);
  return {
    stored: stored.length,
    missedSearch: stored.filter((f) => !f.inSearch).length,
    missedPack: stored.filter((f) => !f.inPack).length,
    missedBoth: stored.filter((f) => !f.found).length,
    unstoredFound: facts.filter((f) => !f.stored && f.found).length,
    unstored: facts.filter((f) => !f.stored && !f.found).length,
  };
}

/**
 * Recall overall and per kind over scored facts, plus the recall of the pack alone and of search alone,
 * and where the missed ones were lost (`loss`, lossOf).
 * @param {Array<{kind: string, found: string | null, inPack?: boolean, inSearch?: boolean, stored?: boolean}>} facts
 */
export function recallOf(facts) {
  const perKind = {};
  for (const f of facts) {
    perKind[f.kind] ??= { found: 0, total: 0 };
    perKind[f.kind].total++;
    if (f.found) perKind[f.kind].found++;
  }
  const found = facts.filter((f) => f.found).length;
  const share = (n) => (facts.length ? n / facts.length : 0);
  return {
    found,
    total: facts.length,
    recall: share(found),
    packRecall: share(facts.filter((f) => f.inPack).length),
    searchRecall: share(facts.filter((f) => f.inSearch).length),
    loss: lossOf(facts),
    perKind,
  };
}
