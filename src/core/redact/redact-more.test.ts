// Redaction, continued: idempotence, redactDeep, secret names, hostile input.
import { describe, expect, it } from "vitest";
import { ADVERSARIAL_INPUTS, FAKE, R, rnd } from "./redact.fixtures.js";
import { redact, redactDeep } from "./redact.js";
import { isSecretName } from "./secret-patterns.js";

describe("idempotence", () => {
  const samples = [
    ...Object.entries(FAKE)
      .filter(([k]) => k !== "awsSecret")
      .map(([, s]) => `x ${s} y`),
    "Authorization: Bearer abc123",
    "AUTHORIZATION: Bearer abc123",
    '{"token": "Bearer abc"}',
    "postgres://app:hunter2@db/main",
    "a <private>b</private> c <private>d",
    `GITHUB_TOKEN=${FAKE.ghp}`,
    `{"key": "${FAKE.anthropic}", "password": "p"}`,
    `aws_secret_access_key=${FAKE.awsSecret}\naws_access_key_id=${FAKE.awsKeyId}`,
  ];
  for (const s of samples) {
    it(`redact(redact(x)) === redact(x) for ${s.slice(0, 30)}`, () => {
      const once = redact(s);
      expect(once).not.toBe(s);
      expect(redact(once)).toBe(once);
    });
  }
});

describe("redactDeep", () => {
  it("redacts nested strings, values under secret keys, and leaves other values", () => {
    const input = {
      a: [`t ${FAKE.ghp}`, 1, true, null],
      nested: { env: { GITHUB_TOKEN: "plain", PATH: "/usr/bin", token_count: 3 } },
      headers: { Authorization: "Bearer abc" },
    };
    const before = structuredClone(input);
    expect(redactDeep(input)).toEqual({
      a: [`t ${R("github_token")}`, 1, true, null],
      nested: { env: { GITHUB_TOKEN: R("secret"), PATH: "/usr/bin", token_count: 3 } },
      headers: { Authorization: `Bearer ${R("secret")}` },
    });
    expect(input).toEqual(before);
  });
  it("passes through non-plain values and primitives", () => {
    const d = new Date(0);
    expect(redactDeep(d)).toBe(d);
    expect(redactDeep(42)).toBe(42);
    expect(redactDeep(undefined)).toBeUndefined();
    expect(redactDeep(FAKE.jwt)).toBe(R("jwt"));
  });
});

describe("isSecretName", () => {
  it("classifies names", () => {
    for (const n of [
      "GITHUB_TOKEN",
      "authToken",
      "x-api-key",
      "APIKEY",
      "secretKey",
      "DB_PWD",
      "Authorization",
    ]) {
      expect(isSecretName(n), n).toBe(true);
    }
    for (const n of [
      "author",
      "tokenizer",
      "max_tokens",
      "token_count",
      "password_field",
      "PWD",
      "OLDPWD",
      "key",
    ]) {
      expect(isSecretName(n), n).toBe(false);
    }
  });
});

describe("hostile input", () => {
  it("finishes on long adversarial strings", () => {
    // catastrophic backtracking would not finish within the test timeout; the time per input and its
    // ratio to a linear pass are measured by bench/redact.mjs
    for (const s of ADVERSARIAL_INPUTS) expect(typeof redact(s), s.slice(0, 12)).toBe("string");
  });
});

describe("weak names, options and command lines", () => {
  it("redacts *_KEY / *_PASS values in env form and credential-shaped values elsewhere", () => {
    expect(redact("SMTP_PASS=hunter2")).toBe(`SMTP_PASS=${R("secret")}`);
    expect(redact(`signingKey: "${rnd(32)}"`)).toBe(`signingKey: "${R("secret")}"`);
  });
  it("keeps structural and public keys and short code values", () => {
    for (const s of [
      'const cacheKey = "user:42";',
      `publicKey: "${rnd(32)}"`,
      `sortKey = "${rnd(20)}"`,
      "key: 'item-1'",
      "PRIMARY_KEY=id",
      "SSH_KEY=~/.ssh/id_ed25519",
    ]) {
      expect(redact(s), s).toBe(s);
    }
  });
  it("redacts secret-named options but not their file/stdin variants or other flags", () => {
    expect(redact("tool --client-secret abc123 --tenant x")).toBe(
      `tool --client-secret ${R("secret")} --tenant x`,
    );
    expect(redact("docker login --password-stdin registry.example.com")).toBe(
      "docker login --password-stdin registry.example.com",
    );
    expect(redact("sort --key 2 file.txt")).toBe("sort --key 2 file.txt");
    expect(redact("tool --token-file ./t.txt")).toBe("tool --token-file ./t.txt");
    expect(redact('git commit -m "add --token flag"')).toBe('git commit -m "add --token flag"');
    expect(redact("error: --password is required")).toBe("error: --password is required");
  });
  it("keeps a mysql -p followed by a space (a prompt) and redacts -pVALUE", () => {
    expect(redact("mysql -u root -p app")).toBe("mysql -u root -p app");
    expect(redact("mysql -u root -pS3cret app")).toBe(`mysql -u root -p${R("password")} app`);
  });
});
