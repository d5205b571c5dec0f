/**
 * The rest of the last-family cases (corpus-last-families.ts): tokens wrapped across lines (a
 * terminal or `fold` at a fixed width, a log line cut at 100 columns, a `\` continuation, an indented
 * YAML block, `base64`'s 76-column output, a JSON string cut by a terminal), one case per line the
 * token spans; and second phrasings found by probing the rules (here-strings, SSM values, JSON-escaped
 * and percent-encoded URLs, an unescaped `@` in a password, Azure key lists, ngrok tokens in prose).
 */
import { type Add, B62, B64, DI, HEX, LO, UP, URL } from "./corpus-alphabets.js";

type R = (alphabet: string, n: number) => string;
type Each = (category: string, gen: () => string, lines: ((s: string) => string)[]) => void;
const mixed = (r: R, n: number): string => `${r(UP, 1)}${r(LO, 1)}${r(DI, 1)}${r(B62, n - 3)}`;
const pw = (r: R): string => `${mixed(r, 9)}${r("!#%^*-", 1)}${r(B62, 5)}`;

/** Each line of a wrapped token is its own case (all must stay off disk). */
export function addWrappedCases(r: R, add: Add): void {
  const wrap = (category: string, token: string, width: number, text: (lines: string[]) => string) => {
    const lines: string[] = [];
    for (let i = 0; i < token.length; i += width) lines.push(token.slice(i, i + width));
    const t = text(lines);
    for (const part of lines) if (part.length >= 8) add(category, t, part);
  };
  const jwt = () => `eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJ${r(URL, 180)}.${r(URL, 342)}`;
  wrap("wrapped-terminal", jwt(), 80, (l) => `$ kubectl -n ci create token deployer\n${l.join("\n")}`);
  wrap(
    "wrapped-terminal",
    `ya29.a0${r(URL, 220)}`,
    80,
    (l) => `$ gcloud auth print-access-token\n${l.join("\n")}`,
  );
  wrap("wrapped-log", mixed(r, 160), 100, (l) => {
    const head = `2026-11-27T04:00:01Z DEBUG auth: refreshed access_token=`;
    return `${head}${l[0]}\n${l.slice(1).join("\n")}\n2026-11-27T04:00:02Z INFO ready`;
  });
  wrap(
    "wrapped-backslash",
    jwt(),
    120,
    (l) => `curl -H "Authorization: Bearer ${l.join("\\\n")}" https://api.acme.io/v1/me`,
  );
  wrap(
    "wrapped-indented",
    `${r(B64, 200)}==`,
    64,
    (l) => `client_secret: >-\n  ${l.join("\n  ")}\nclient_id: web`,
  );
  const pem = Buffer.from(`-----BEGIN RSA PRIVATE KEY-----\n${r(B64, 200)}\n-----END RSA PRIVATE KEY-----\n`);
  wrap("wrapped-base64", pem.toString("base64"), 76, (l) => `$ base64 deploy_key\n${l.join("\n")}`);
  wrap(
    "wrapped-json",
    mixed(r, 150),
    72,
    (l) => `{\n  "refresh_token": "${l.join("\n")}",\n  "expires_in": 3600\n}`,
  );
  wrap("wrapped-log-prefix", mixed(r, 80), 40, (l) => {
    const at = "2026-11-27 04:00:01.123 DEBUG [http] ";
    return `${at}> Authorization: Bearer ${l[0]}\n${l
      .slice(1)
      .map((x) => `${at}  ${x}`)
      .join("\n")}`;
  });
  wrap(
    "wrapped-json-string",
    jwt(),
    120,
    (l) => `{"level":"debug","access_token":"${l.join("\n")}","expires_in":3600}`,
  );
}

/** Second phrasings found by probing the rules: stdin here-strings, SSM values, encoded URLs, key lists. */
export function addSecondPhrasings(r: R, each: Each): void {
  each("cli-secret-stdin", () => mixed(r, 40), [
    (s) => `hcloud context create prod <<< ${s}`,
    (s) => `az devops login --organization https://dev.azure.com/acme <<< "${s}"`,
  ]);
  each("cli-secret-ssm", () => pw(r), [
    (s) => `aws ssm put-parameter --name /prod/db/password --type SecureString --value '${s}'`,
  ]);
  each("url-credential-encoded", () => mixed(r, 14), [
    (s) => `{"callback": "https:\\/\\/hook:${s}@ci.acme.io\\/notify"}`,
    (s) => `https://app.acme.io/login?next=https%3A%2F%2Fbob%3A${s}%40files.acme.io%2Fexport`,
    (s) => `https://deploy:Xy7!@${s}@files.acme.io/`,
  ]);
  each("azure-key-list", () => r(HEX, 32), [
    (s) =>
      `$ az cognitiveservices account keys list -n acme-ai -g rg\n{\n  "key1": "${s}",\n  "key2": "${r(HEX, 32)}"\n}`,
  ]);
  each("wandb-more", () => r(HEX, 40), [
    (s) => `wandb:\n  key: ${s}\n  entity: acme`,
    (s) => `wandb login --anonymously=never ${s}`,
    (s) => `wandb login --host https://wandb.acme.io ${s}`,
  ]);
  each("ngrok-prose", () => `2${r(B62, 26)}_${r(B62, 21)}`, [
    (s) => `The ngrok authtoken is ${s}, use it in CI.`,
  ]);
}
