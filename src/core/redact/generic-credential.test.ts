// The generic rule for opaque credentials in credential position (generic-credential.ts) and WIF
// private keys (wif-keys.ts): which labels count, which values, where; what is left alone.
import { describe, expect, it } from "vitest";
import { credentialLabel, opaqueCredential, redactGenericCredentials } from "./generic-credential.js";
import { redact } from "./redact.js";
import { redactVerticalPairs } from "./vertical-pairs.js";
import { isWifKey } from "./wif-keys.js";

const mark = (kind: string) => `[REDACTED:${kind}]`;
/** The generic rule and the vertical pairs it judges (vertical-pairs.ts), as redact() runs them. */
const generic = (text: string) =>
  redactVerticalPairs(
    redactGenericCredentials(text, mark, () => false),
    mark,
    () => false,
  );
const TOKEN = "q8Vd2LmZ7rTkX4pN9sWc3bYh6fJ1gKe5";
const HEX40 = "9f2c4e1a7b3d58c06e2f9a14b7c3d5e8f0a1b2c3";

describe("credentialLabel", () => {
  it("names a credential in English, abbreviations and other languages", () => {
    for (const label of [
      "token",
      "X-Api-Key",
      "client_secret",
      "passwort",
      "contraseña",
      "пароль",
      "密码",
      "トークン",
    ])
      expect(credentialLabel(label), label).toBe("strong");
    for (const label of ["tok", "pat", "sk", "sid", "sess", "key", "clave", "schlüssel", "access"])
      expect(credentialLabel(label), label).toBe("weak");
  });

  it("a pair of words makes a strong label (`API Key`, `access_key`)", () => {
    expect(credentialLabel("API Key")).toBe("strong");
    expect(credentialLabel("access_key")).toBe("strong");
  });

  it("a session's id is a strong label (its value is the session's bearer credential); a bare sid is weak", () => {
    for (const label of ["session_id", "sessionId", "X-Session-ID", "sess_id", "PHPSESSID", "JSESSIONID"])
      expect(credentialLabel(label), label).toBe("strong");
    expect(credentialLabel("sid")).toBe("weak");
    expect(credentialLabel("session_id_hash")).toBeNull();
  });

  it("an id, hash, nonce, public or anti-forgery label holds no credential", () => {
    for (const label of [
      "request_id",
      "token_hash",
      "key_sha",
      "api_key_id",
      "nonce",
      "csrftoken",
      "pub_key",
      "publicKey",
      "RECAPTCHA_SITE_KEY",
      "cache_key",
      "idempotency_key",
      "nextPageToken",
      "password_updated_at",
      "tokenizer",
      "name",
    ])
      expect(credentialLabel(label), label).toBeNull();
  });
});

describe("opaqueCredential", () => {
  it("takes a generated token of gitleaks' entropy (3.5 bits per character) and more", () => {
    expect(opaqueCredential(TOKEN, false)).toBe(true);
  });

  it("takes hex only under a strong label, at detect-secrets' hex limit (3.0)", () => {
    expect(opaqueCredential(HEX40, true)).toBe(true);
    expect(opaqueCredential(HEX40, false)).toBe(false);
    expect(opaqueCredential("ab".repeat(20), true)).toBe(false); // entropy 1
  });

  it("leaves ids, identifiers, versions, paths and low-entropy values", () => {
    for (const v of [
      "01HZX3J8Q9K2M4N6P8R0S2T4V6", // ULID
      "3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b", // UUID
      "cs_test_a1b2c3d4e5f6g7h8i9j0", // typed object id
      "createElementNS2024Handler", // identifier
      "v2.14.0-rc.1+build.3f9a1c7e", // semantic version
      "/usr/local/lib/node20/bin", // path
      "aaaa1111bbbb2222cccc", // low entropy
      `v1-npm-deps-${"0123456789abcdef".repeat(4)}`, // CI cache key
    ])
      expect(opaqueCredential(v, true), v).toBe(false);
  });
});

describe("redactGenericCredentials", () => {
  it("redacts the value after a credential label, whatever the separator", () => {
    for (const [text, secret] of [
      [`tok=${TOKEN}`, TOKEN],
      [`pat: ${TOKEN}`, TOKEN],
      [`"sk": "${TOKEN}"`, TOKEN],
      [`api_key,${TOKEN}`, TOKEN],
      [`│ token │ ${TOKEN} │`, TOKEN],
      [`client_secret    ${TOKEN}`, TOKEN],
      [`jeton : ${TOKEN}`, TOKEN],
      [`API Key       ${HEX40}`, HEX40],
    ] as const)
      expect(generic(text), text).not.toContain(secret);
  });

  it("keeps the label and the separator", () => {
    expect(generic(`pat: ${TOKEN}`)).toBe("pat: [REDACTED:secret]");
    expect(generic(`"sk": "${TOKEN}"`)).toBe('"sk": "[REDACTED:secret]"');
  });

  it("redacts a literal appended to an Authorization scheme and a token in a webhook path", () => {
    expect(generic(`h = {'Authorization': 'Bearer ' + '${TOKEN}'}`)).not.toContain(TOKEN);
    expect(generic(`https://hooks.example.io/services/${TOKEN}`)).not.toContain(TOKEN);
    expect(generic(`https://sentry.example.com/api/hooks/release/builtin/12/${HEX40}/`)).not.toContain(HEX40);
  });

  it("leaves look-alikes in the same positions", () => {
    for (const text of [
      `session_id: 3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b`,
      `commit_sha: ${HEX40}`,
      `key: ${HEX40}`, // hex under a weak label
      `<li key="${TOKEN}">item</li>`,
      `csrftoken=${TOKEN}`,
      `https://github.com/acme/api/commit/${HEX40}`,
      "token: createElementNS2024Handler",
    ])
      expect(generic(text), text).toBe(text);
  });

  it("redacts a value printed under a label alone on its line (redis-cli, psql)", () => {
    expect(generic(`1) "requirepass"\n2) "${TOKEN}"`)).toBe('1) "requirepass"\n2) "[REDACTED:secret]"');
    expect(generic(` api_key\n---------\n ${TOKEN}\n(1 row)`)).not.toContain(TOKEN);
    const commit = ` commit_sha\n----------\n ${HEX40}`;
    expect(generic(commit)).toBe(commit);
  });

  it("takes any base64 under client-key-data, also after an option's `=`", () => {
    const blob = `${TOKEN}//${TOKEN}==`;
    expect(generic(`    client-key-data: ${blob}`)).not.toContain(blob);
    expect(generic(`kubectl config set-credentials a --client-key-data=${blob}`)).not.toContain(blob);
  });

  it("is idempotent", () => {
    const once = generic(`tok=${TOKEN}\nAPI Key   ${HEX40}`);
    expect(generic(once)).toBe(once);
  });
});

describe("WIF private keys", () => {
  // Bitcoin wiki "Wallet import format": the example key of its worked example
  const EXAMPLE = "5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ";

  it("verifies version byte, length and checksum", () => {
    expect(isWifKey(EXAMPLE)).toBe(true);
    expect(isWifKey(`${EXAMPLE.slice(0, -1)}K`)).toBe(false); // checksum fails
  });

  it("redacts a verified key wherever it stands and keeps a base58 word of the same shape", () => {
    expect(redact(`bitcoin-cli importprivkey ${EXAMPLE}`)).toBe(
      "bitcoin-cli importprivkey [REDACTED:private_key]",
    );
    const bad = `${EXAMPLE.slice(0, -1)}K`;
    expect(redact(`id ${bad}`)).toBe(`id ${bad}`);
  });
});
