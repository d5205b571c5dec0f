// redactOnce: the same result as redact, for a text seen the first time and for one it returned before.
import { describe, expect, it } from "vitest";
import { FAKE, R } from "./redact.fixtures.js";
import { redact } from "./redact.js";
import { redactOnce } from "./redacted-texts.js";

const TEXTS = [
  `export GITHUB_TOKEN=${FAKE.ghp}`,
  `curl -H "Authorization: Bearer ${FAKE.jwt}" https://api.example.com`,
  `aws configure set aws_access_key_id ${FAKE.awsKeyId}`,
  "keep this <private>drop\nall of this",
  FAKE.pem,
  "npm test -- --run src/app",
  "",
];

describe("redactOnce", () => {
  it("returns what redact returns, the first time and every time after", () => {
    for (const text of TEXTS) {
      const once = redactOnce(text);
      expect(once).toBe(redact(text));
      expect(redactOnce(text)).toBe(once);
      // the text it returned is passed as is: redaction is idempotent
      expect(redactOnce(once)).toBe(once);
      expect(redact(once)).toBe(once);
    }
    expect(redactOnce(`export GITHUB_TOKEN=${FAKE.ghp}`)).toBe(`export GITHUB_TOKEN=${R("github_token")}`);
  });

  it("still redacts a secret after many other texts were remembered", () => {
    for (let i = 0; i < 2100; i++) redactOnce(`line ${i} ${"x".repeat(2000)}`);
    expect(redactOnce(`token: ${FAKE.ghp}`)).not.toContain(FAKE.ghp);
    expect(redactOnce(`token: ${FAKE.ghp}`)).toBe(redact(`token: ${FAKE.ghp}`));
  });
});
