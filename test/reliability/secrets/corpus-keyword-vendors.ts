/**
 * More of the secret corpus (see corpus.ts): the gitleaks rules whose credentials carry no prefix and
 * are recognised by the service's name near them (config/gitleaks.toml: authress, beamer, finicity,
 * freshbooks, gocardless, jfrog, kucoin, linkedin, lob, messagebird, nytimes, privateai, rapidapi,
 * sendbird, sidekiq, squarespace, travisci), each value drawn in the rule's alphabet and length, in
 * an env file, YAML, JSON, a shell export and code; Sidekiq's gem credentials as Bundler takes them.
 */
import { type Add, DI, HEX, LO, type Rand } from "./corpus-alphabets.js";

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
