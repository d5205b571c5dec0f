/**
 * More of the secret corpus (see corpus.ts): the gitleaks rules whose credentials carry no prefix and
 * are recognised by the service's name near them (config/gitleaks.toml: authress, beamer, finicity,
 * freshbooks, gocardless, jfrog, kucoin, linkedin, lob, messagebird, nytimes, privateai, rapidapi,
 * sendbird, sidekiq, squarespace, travisci), each value drawn in the rule's alphabet and length, in
 * an env file, YAML, JSON, a shell export and code; Sidekiq's gem credentials as Bundler takes them;
 * and the vendor families a blind corpus missed once (Atlassian `ATATT3…`, Azure DevOps PATs old and
 * new — 52 base32 characters, or 84 with the `AZDO` signature —, Braintree `access_token$production$…`,
 * Slack user `xoxp-…`, Terraform Cloud `….atlasv1.…`) in contexts the other files do not use: curl's
 * `-u`, a log line, prose in French and German, a here-string, a client constructor.
 */
import { type Add, B62, DI, HEX, LO, type Rand, URL } from "./corpus-alphabets.js";

const AD = LO + DI;

export function addKeywordVendorCases(r: Rand, add: Add): void {
  const uuid = () => `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-a${r(HEX, 3)}-${r(HEX, 12)}`;
  const vendors: [string, () => string][] = [
    ["authress", () => `sc_${r(AD, 10)}.${r(AD, 5)}.acc_${r(AD, 16)}.${r(`${AD}_-`, 60)}`],
    ["beamer", () => `b_${r(`${AD}_-`, 44)}`],
    ["finicity", () => r(HEX, 32)],
    ["freshbooks", () => r(AD, 64)],
    ["gocardless", () => `live_${r(`${AD}_-`, 40)}`],
    ["jfrog", () => r(AD, 73)],
    ["kucoin", () => r(HEX, 24)],
    ["linkedin", () => `${r(LO, 2)}${r(DI, 2)}${r(AD, 12)}`],
    ["lob", () => `live_${r(HEX, 35)}`],
    ["messagebird", () => `${r(LO, 2)}${r(DI, 2)}${r(AD, 21)}`],
    ["nytimes", () => `${r(LO, 2)}${r(DI, 2)}${r(`${AD}_-`, 28)}`],
    ["privateai", () => r(AD, 32)],
    ["rapidapi", () => `${r(LO, 2)}${r(DI, 2)}${r(`${AD}_-`, 46)}`],
    ["sendbird", () => r(HEX, 40)],
    ["squarespace", uuid],
    ["travisci", () => `${r(LO, 2)}${r(DI, 2)}${r(AD, 18)}`],
  ];
  for (const [vendor, gen] of vendors) {
    const upper = vendor.toUpperCase();
    const lines = [
      (s: string) => `${upper}_API_KEY=${s}`,
      (s: string) => `${vendor}:\n  api_key: "${s}"`,
      (s: string) => `{"${vendor}_token": "${s}"}`,
      (s: string) => `export ${upper}_SECRET='${s}'`,
      (s: string) => `const ${vendor}Key = "${s}";`,
    ];
    for (const line of lines) {
      const s = gen();
      add(`keyword-${vendor}`, line(s), s);
    }
  }
  const weak: [string, () => string][] = [
    ["atlassian-api-token", () => `ATATT3xFfGF0${r(URL, 174)}=${r("0123456789ABCDEF", 8)}`],
    ["azure-devops-pat", () => r("abcdefghijklmnopqrstuvwxyz234567", 52)],
    ["azure-devops-pat", () => `${r(B62, 52)}JQQJ99${r(B62, 4)}AZDO${r(B62, 16)}`],
    ["braintree-access-token", () => `access_token$production$${r(AD, 16)}$${r(HEX, 32)}`],
    ["slack-user-token", () => `xoxp-${r(DI, 12)}-${r(DI, 12)}-${r(DI, 13)}-${r(HEX, 32)}`],
    ["terraform-cloud-token", () => `${r(AD, 14)}.atlasv1.${r(URL, 67)}`],
  ];
  for (const [family, gen] of weak) {
    for (const line of [
      (s: string) => `curl -u ci@acme.example:${s} https://api.example.com/v1/me`,
      (s: string) => `2026-05-01T10:00:00Z INFO client configured token=${s}`,
      (s: string) => `Voici le jeton du service : ${s}`,
      (s: string) => `Das Token für den Dienst lautet ${s}`,
      (s: string) => `tool login <<< ${s}`,
      (s: string) => `client = Client("${s}")`,
    ]) {
      const s = gen();
      add(`${family}-context`, line(s), s);
    }
  }
  const sidekiq = () => `${r(HEX, 8)}:${r(HEX, 8)}`;
  for (const line of [
    (s: string) => `BUNDLE_ENTERPRISE__CONTRIBSYS__COM=${s}`,
    (s: string) => `BUNDLE_GEMS__CONTRIBSYS__COM: "${s}"`,
    (s: string) => `bundle config --local gems.contribsys.com ${s}`,
    (s: string) => `bundle config set --global enterprise.contribsys.com ${s}`,
    (s: string) => `source "https://${s}@gems.contribsys.com/"`,
  ]) {
    const s = sidekiq();
    add("sidekiq-secret", line(s), s.slice(9));
  }
}
