/**
 * More of the secret corpus (see corpus.ts), for two weak families: a generated token given as a
 * positional argument to a CLI subcommand that takes one (`tool login <token>`, `tool configure
 * <token>`, `tool setup --profile prod <token>`, `tool auth set-token <token>`, `cli activate <key>`),
 * and HashiCorp Vault's `vault login` (a token positionally, after options, quoted, as `token=`, a
 * legacy UUID token; Vault CLI docs, "login"), and a credential-long token after a noun in prose.
 * Values come from their own seeded PRNG, so the cases before them do not move.
 */
import { type Add, B62, HEX, mulberry32, URL } from "./corpus-alphabets.js";

export function addSubcommandTokenCases(add: Add, seed = 20261127): void {
  const rand = mulberry32(seed);
  const r = (alphabet: string, n: number): string => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  const tok = (n: number) =>
    `${r("ABCDEFGHJKLMNPQRSTUVWXYZ", 1)}${r("abcdefghijkmnopqrstuvwxyz", 1)}${r("0123456789", 1)}${r(B62, n - 3)}`;
  const uuid = () => `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-a${r(HEX, 3)}-${r(HEX, 12)}`;
  const cases: [string, () => string, (s: string) => string][] = [
    ["subcommand-login", () => tok(40), (s) => `acme login ${s}`],
    ["subcommand-login", () => tok(32), (s) => `npx @acme/cli@latest login ${s}`],
    ["subcommand-login", () => tok(48), (s) => `acme auth login ${s} --org platform`],
    ["subcommand-login", () => r(HEX, 40), (s) => `deployctl auth login ${s}`],
    ["subcommand-configure", () => tok(40), (s) => `acme configure ${s}`],
    ["subcommand-configure", () => tok(36), (s) => `acme configure --profile prod ${s}`],
    ["subcommand-configure", () => tok(44), (s) => `acme-cli configure staging ${s}`],
    ["subcommand-configure", () => r(HEX, 48), (s) => `tool configure ${s}`],
    [
      "subcommand-configure",
      () => `${r(URL, 30)}${r("0123456789", 2)}${r(URL, 10)}`,
      (s) => `pnpm dlx acme configure "${s}"`,
    ],
    ["subcommand-setup", () => tok(40), (s) => `acme setup ${s}`],
    ["subcommand-setup", () => tok(32), (s) => `uptime-agent setup --region eu ${s}`],
    ["subcommand-activate", () => tok(32), (s) => `license-cli activate ${s}`],
    ["subcommand-activate", () => tok(40), (s) => `acme license activate ${s} --seat 3`],
    ["subcommand-set-token", () => tok(40), (s) => `acme auth set-token ${s}`],
    ["subcommand-set-token", () => r(HEX, 40), (s) => `acme auth set-token ${s}`],
    ["subcommand-set-token", () => tok(36), (s) => `acme config set-token '${s}'`],
    ["subcommand-set-token", () => r(HEX, 64), (s) => `acme set-key ${s}`],
    ["subcommand-set-token", () => tok(32), (s) => `bot add-token ${s}`],
    ["subcommand-set-token", () => tok(40), (s) => `acme authenticate ${s}`],
    ["vault-login", () => `hvs.${r(URL, 24)}`, (s) => `vault login -no-print ${s}`],
    ["vault-login", () => `hvs.${r(URL, 90)}`, (s) => `vault login -address=https://vault.acme.io:8200 ${s}`],
    ["vault-login", () => `s.${tok(24)}`, (s) => `vault login "${s}"`],
    ["vault-login", () => uuid(), (s) => `vault login ${s}`],
    ["vault-login", () => tok(24), (s) => `vault login token=${s}`],
    ["vault-login", () => `hvs.${r(URL, 24)}`, (s) => `vault login -method=token token=${s}`],
    [
      "vault-login",
      () => `hvs.${r(URL, 24)}`,
      (s) => `VAULT_ADDR=https://vault.acme.io VAULT_TOKEN=${s} vault kv get secret/app`,
    ],
    [
      "vault-login",
      () => `hvb.${r(URL, 120)}`,
      (s) => `$ vault login -ns=admin ${s}\nSuccess! You are now authenticated.`,
    ],
    ["vault-login", () => tok(24), (s) => `vault login -token-only ${s}`],
    // a credential-long token after a noun in prose (ids after a noun are shorter: negatives-id-talk.ts)
    ["prose-after-noun", () => tok(40), (s) => `here is the token for staging ${s}`],
    ["prose-after-noun", () => tok(36), (s) => `the password for root on db01 ${s}`],
    ["prose-after-noun", () => tok(44), (s) => `Het wachtwoord van de server ${s}`],
    ["prose-after-noun", () => tok(32), (s) => `token for the bot ${s} ok?`],
  ];
  for (const [category, gen, line] of cases) {
    const s = gen();
    add(category, line(s), s);
  }
}
