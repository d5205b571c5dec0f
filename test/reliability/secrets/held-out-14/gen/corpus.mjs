// Assembles held-out-14's corpus: vendor tokens spread over every placement, the special families
// (private keys, connection strings, cloud pairs, HTTP credentials, signed URLs) and the negatives.
// `buildCorpus()` returns the exact text of corpus.jsonl; its PRNG seed is fixed, nothing else varies.
import { connectionCases } from "./connections.mjs";
import { keyCases } from "./keys.mjs";
import { NEG_IDS } from "./negatives-ids.mjs";
import { labelledNegatives } from "./negatives-labelled.mjs";
import { NEG_LOOKALIKES } from "./negatives-lookalikes.mjs";
import { pairCases } from "./pairs.mjs";
import { AGENT } from "./placements-agent.mjs";
import { CODE } from "./placements-code.mjs";
import { CONFIG } from "./placements-config.mjs";
import { PROSE, SHELL, TRANSCRIPT, URLS } from "./placements-session.mjs";
import { makeRng } from "./prng.mjs";
import { TOKEN_FAMILIES } from "./tokens.mjs";

export const SEED = 0x14c0ffee;
export const NEGATIVE_TARGET = 550;
const DEPLOY =
  /^(terraform|nix|systemd|nginx|apache|haproxy|helm|compose|dockerfile|k8s|github-actions|gitlab|circleci|jenkins|azure-pipelines|bitbucket|ansible)/;
const PACKAGE = /^(npmrc|yarnrc|pypirc|maven|gradle|nuget|netrc|cargo|gem-|composer|git-credentials)/;
const HTTP = /^(curl-verbose|http-raw|python-http-debug|node-error|har-entry|set-x-trace)/;
const CLI_OUTPUT = /^(cli-prints|heroku-config-output|terraform-output|docker-history|ps-aux|journalctl)/;

function contextOf(group, kind) {
  if (kind.startsWith("diff") || kind === "git-log-patch") return "diff";
  if (kind.startsWith("notebook") || kind.startsWith("ipython")) return "notebook";
  if (group === "config" && DEPLOY.test(kind)) return "deploy-ci";
  if (group === "config" && PACKAGE.test(kind)) return "package-credentials";
  if (group === "transcript" && HTTP.test(kind)) return "http-log";
  if (CLI_OUTPUT.test(kind)) return "cli-output";
  return group;
}

const GROUPS = {
  code: CODE,
  config: CONFIG,
  shell: SHELL,
  transcript: [...TRANSCRIPT, ...AGENT],
  url: [...URLS, ...PROSE.slice(0, 4)],
  prose: PROSE,
};
// Which group each of a family's cases comes from: transcripts weigh as much as code and config.
const SLOTS = [
  "code",
  "transcript",
  "config",
  "code",
  "transcript",
  "shell",
  "config",
  "prose",
  "transcript",
];

const words = (name) => name.toLowerCase().split("_");
function tokenView(fam, tok) {
  const w = words(fam.name);
  const pascal = w.map((x) => x[0].toUpperCase() + x.slice(1)).join("");
  return {
    tok,
    name: fam.name,
    svc: fam.svc,
    host: fam.host,
    url: fam.url === true,
    snake: w.join("_"),
    pascal,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
  };
}

const fits = (p, t, used) =>
  !used.has(p.kind) && !(t.url && /[hu]/.test(p.tags)) && !(p.tags.includes("long") && t.tok.length < 30);

function tokenCases(r) {
  const decks = {};
  for (const [group, list] of Object.entries(GROUPS)) {
    decks[group] = r.shuffle(
      list.map(([kind, tags, make]) => ({
        group: PROSE.some((p) => p[0] === kind) ? "prose" : group,
        kind,
        tags,
        make,
      })),
    );
  }
  const out = [];
  TOKEN_FAMILIES.forEach((fam, fi) => {
    const used = new Set();
    const n = fi < 21 ? 9 : 8;
    for (let i = 0; i < n; i++) {
      const t = tokenView(fam, fam.gen(r));
      const slot = SLOTS[i] === "prose" && fi % 3 === 0 && !t.url ? "url" : SLOTS[i];
      const deck = decks[slot];
      const at = deck.findIndex((q) => fits(q, t, used));
      if (at < 0) throw new Error(`no ${slot} placement fits ${fam.family}`);
      const p = deck.splice(at, 1)[0];
      deck.push(p);
      used.add(p.kind);
      out.push(tokenCase(fam, t, p, p.make(r, t)));
    }
  });
  return out;
}

function tokenCase(fam, t, p, made) {
  const text = typeof made === "string" ? made : made.text;
  let secret = typeof made === "string" ? undefined : made.secret;
  if (secret === undefined) secret = text.includes(t.tok) ? t.tok : encodeURIComponent(t.tok);
  const c = { family: fam.family, kind: p.kind, context: contextOf(p.group, p.kind), text, secret };
  if (typeof made !== "string" && made.also) c.also = made.also;
  return c;
}

function negativeCases(r) {
  const out = [];
  const seen = new Set();
  const push = (c) => {
    if (seen.has(c.text)) return;
    seen.add(c.text);
    out.push({ family: "negative", kind: c.kind, context: c.context, text: c.text });
  };
  for (const [kind, context, make] of [...NEG_IDS, ...NEG_LOOKALIKES]) {
    for (let i = 0; i < (make.length === 0 ? 1 : 2); i++) push({ kind, context, text: make(r) });
  }
  for (const c of labelledNegatives(r, NEGATIVE_TARGET * 2)) {
    if (out.length >= NEGATIVE_TARGET) break;
    push(c);
  }
  return out;
}

const line = (id, c) =>
  JSON.stringify(
    c.family === "negative"
      ? { id, family: c.family, kind: c.kind, context: c.context, text: c.text }
      : {
          id,
          family: c.family,
          kind: c.kind,
          context: c.context,
          text: c.text,
          secret: c.secret,
          ...(c.also ? { also: c.also } : {}),
        },
  );

/** The corpus.jsonl text: positives h14p-0001…, then negatives h14n-0001…, one JSON object a line. */
export function buildCorpus() {
  const r = makeRng(SEED);
  const pos = [...tokenCases(r), ...keyCases(r), ...connectionCases(r), ...pairCases(r)];
  const neg = negativeCases(r);
  const lines = [
    ...pos.map((c, i) => line(`h14p-${String(i + 1).padStart(4, "0")}`, c)),
    ...neg.map((c, i) => line(`h14n-${String(i + 1).padStart(4, "0")}`, c)),
  ];
  return `${lines.join("\n")}\n`;
}
