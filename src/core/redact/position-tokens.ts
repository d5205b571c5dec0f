/**
 * Generated tokens known by position alone, with no label naming them (generic-credential.ts has the
 * labelled ones): a token in a URL path with no credential-named segment — the first segment after
 * the host or an API root before an action segment, the segment before a private feed file — and a
 * token given as a positional argument to a script (`./deploy.sh <token> prod`, `node seed.js <token>`)
 * or to a subcommand that sets a tool up with a credential (`acme configure <token>`).
 * The token must be base62 of both cases and digits that opaqueCredential accepts; a script's argument
 * must also hold a character outside Base58 (`0`, `O`, `I`, `l`), so content ids and wallet addresses
 * (IPFS CIDs, Bitcoin and Solana addresses, all Base58) stay. Every regex is bounded. Pure: no I/O.
 */
import { opaqueCredential } from "./generic-credential.js";
import { unnamedCredential } from "./id-values.js";
import { rewriteLines } from "./line-scan.js";
import { redactWrappedTails } from "./wrapped-tokens.js";

type Mark = (kind: string) => string;

/**
 * A token in a URL path with no credential-named segment, where a resource id does not stand: the
 * first segment after the host or an API root (`/api`, `/v1`, `/api/v2`) with an action segment after
 * it (`https://api.example.com/v1/<token>/send`), or the segment before a private feed file
 * (`/ical/<token>/basic.ics`, `/<token>/rss.xml`). Groups: (1) the kept head, (2) the token.
 */
const ROOT_PATH_TOKEN_RE =
  /(:\/\/[\w.-]{1,253}(?::\d{1,5})?\/(?:api\/)?(?:v\d{1,2}\/)?)([A-Za-z0-9_-]{32,256})(?=\/[A-Za-z][\w-]{0,63}(?:[/?#"'\s)>]|$))/g;
const FEED_TOKEN_RE =
  /(\/)([A-Za-z0-9_-]{32,256})(?=(?:\/[\w-]{1,64})?\.(?:ics|rss|atom)\b|\/(?:rss|atom|feed)\.xml\b)/g;
/** A generated path token: base62 of both cases and digits that opaqueCredential accepts (not hex, an id or words). */
const pathToken = (v: string): boolean =>
  /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v) && opaqueCredential(v, false);

/** Redacts the path tokens of ROOT_PATH_TOKEN_RE and FEED_TOKEN_RE on a line holding a URL. */
function pathTokensOnLine(line: string, mark: Mark): string {
  const one = (m: string, head: string, value: string) => (pathToken(value) ? `${head}${mark("secret")}` : m);
  const out = line.replace(ROOT_PATH_TOKEN_RE, one);
  return /\.(?:ics|rss|atom|xml)\b/.test(out) ? out.replace(FEED_TOKEN_RE, one) : out;
}

/**
 * A script run by its interpreter or path, then its arguments on the same line: `./x.sh`, `bash x.sh`,
 * `node x.js`, `python3 x.py`, `ruby x.rb`, `php x.php`, `npx tsx x.ts`, `deno run x.ts`, `go run x.go`.
 * Groups: (1) the command and the arguments before the token, (2) the token.
 */
const SCRIPT_ARGUMENT_RE =
  /((?:^|[\s;|&(])(?:(?:bash|sh|zsh|node|bun|deno[ \t]+run|python3?|ruby|php|perl|go[ \t]+run|npx[ \t]+tsx|tsx|ts-node)[ \t]+(?:-[\w-]+[ \t]+){0,3}[\w./-]{1,200}\.(?:sh|js|mjs|cjs|ts|py|rb|php|pl|go)|\.{1,2}\/[\w./-]{1,200})(?:[ \t]+[^\s|;&<>"'`]{1,100}){0,4}?[ \t]+["']?)([A-Za-z0-9_-]{32,256})(?=["']?(?:[ \t]|$))/gm;
/** What a line needs for SCRIPT_ARGUMENT_RE: a `./` path, or a script file followed by a blank (its arguments). */
const SCRIPT_STEM_RE = /\.\/|\.(?:sh|[mc]?js|ts|py|rb|php|pl|go)[ \t]/g;

/** A script's argument that is a token: pathToken and a character outside Base58. */
const scriptToken = (v: string): boolean => /[0OIl]/.test(v) && pathToken(v);

/**
 * A CLI subcommand that sets a tool up with a credential, then up to three words or options, then the
 * token as a positional argument (`acme configure <token>`, `tool setup --profile prod <token>`, `cli
 * activate <key>`, `tool auth set-token <token>`). Groups: (1) the kept head, (2) the verb, (3) the token.
 */
const SUBCOMMAND_TOKEN_RE =
  /(\b(configure|setup|activate|authenticate|authorize|set-token|set-key|add-token)(?:[ \t]+-{0,2}[A-Za-z][\w.:/=-]{0,60}){0,3}?[ \t]+["']?)([A-Za-z0-9_~+/=.-]{32,512})(?=["']?(?:[ \t]|$))/g;
const SUBCOMMAND_STEM_RE = /configure|setup|activate|authenticate|authorize|set-token|set-key|add-token/g;

/**
 * A subcommand's token: generated (opaqueCredential: not words, a path or an id with a type prefix)
 * or 32+ hex. After a verb that only sets a tool up (`configure`, `setup`, `activate`) it must also
 * be in no id format (a commit SHA, a UUID); after one that names a token or key, any hex counts.
 */
function subcommandToken(verb: string, v: string): boolean {
  const shaped = /^[0-9a-fA-F]{32,}$/.test(v) || opaqueCredential(v, false);
  return shaped && (/token|key|auth/.test(verb) || unnamedCredential(v));
}

/**
 * Redacts the tokens in URL paths, script arguments and credential subcommands (see the module
 * comment), then the continuation lines of a token wrapped across lines (wrapped-tokens.ts).
 */
export function redactPositionTokens(text: string, mark: Mark): string {
  return redactWrappedTails(positionTokens(text, mark), mark);
}

function positionTokens(text: string, mark: Mark): string {
  let out = rewriteLines(text, URL_STEM_RE, (line) => pathTokensOnLine(line, mark));
  out = rewriteLines(out, SCRIPT_STEM_RE, (line) =>
    line.replace(SCRIPT_ARGUMENT_RE, (m, head: string, value: string) =>
      scriptToken(value) ? `${head}${mark("secret")}` : m,
    ),
  );
  return rewriteLines(out, SUBCOMMAND_STEM_RE, (line) =>
    line.replace(SUBCOMMAND_TOKEN_RE, (m, head: string, verb: string, value: string) =>
      subcommandToken(verb, value) ? `${head}${mark("secret")}` : m,
    ),
  );
}

const URL_STEM_RE = /:\/\//g;
