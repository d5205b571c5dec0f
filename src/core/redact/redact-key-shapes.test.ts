// Private keys in the shapes a session shows them (pem-prefixed.ts, seed-phrases.ts, key-formats.ts)
// and the look-alikes of a tenth blind corpus, through redact() and redactStoredText().
import { describe, expect, it } from "vitest";
import { redact } from "./redact.js";
import { redactStoredText } from "./stored-text.js";

const BODY = [
  "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7Xk9mP2qLzz7Qa",
  "Bj9Fxpvt6PnaXTkFmzieaxfVHdvHnu6XQnAFSWRi4d0c1Zx+Ue3s/Wm8Rk2Ty7Pq",
  "t6PnaXTkFmzieaxfVHdvHnu6XQnAFSWRiBj9Fxpv==",
];
const block = (label: string, prefix: (i: number) => string): string =>
  [`-----BEGIN ${label}-----`, ...BODY, `-----END ${label}-----`].map((l, i) => prefix(i) + l).join("\n");
const none = (out: string): void => {
  for (const line of BODY) expect(out).not.toContain(line);
};

describe("PEM private keys whose lines carry a prefix", () => {
  it("redacts the whole block after Read-tool numbers, cat -n, timestamps, quotes and comments", () => {
    const read = redact(`${block("PRIVATE KEY", (i) => `${String(i + 1).padStart(6)}→`)}\n     7→`);
    expect(read).toBe("     1→[REDACTED:private_key]\n     7→");
    none(redact(block("RSA PRIVATE KEY", (i) => `${String(i + 98).padStart(6)}\t`)));
    none(redact(block("OPENSSH PRIVATE KEY", (i) => `2026-11-26T10:02:1${i}.3508804Z `)));
    none(redact(block("PRIVATE KEY", () => "> ")));
    expect(redact(`x\n${block("EC PRIVATE KEY", () => "# ")}\n# done`)).toBe(
      "x\n# [REDACTED:private_key]\n# done",
    );
  });

  it("redacts a truncated block to its last body line and keeps a public key or a certificate", () => {
    const cut = [`  1→-----BEGIN PRIVATE KEY-----`, `  2→${BODY[0]}`, `  3→${BODY[1]}`, `  4→`].join("\n");
    expect(redact(cut)).toBe("  1→[REDACTED:private_key]\n  4→");
    const pub = block("PUBLIC KEY", (i) => `${String(i + 1).padStart(6)}→`);
    expect(redact(pub)).toBe(pub);
    const cert = block("CERTIFICATE", (i) => `2026-11-26T10:02:1${i}.1Z `);
    expect(redact(cert)).toBe(cert);
  });

  it("reads RFC 1421 headers and their blank line as part of a prefixed block, CRLF lines too", () => {
    const lines = [
      "-----BEGIN RSA PRIVATE KEY-----",
      "Proc-Type: 4,ENCRYPTED",
      "DEK-Info: AES-128-CBC,5F0E3C9A",
      "",
    ];
    const text = [...lines, ...BODY, "-----END RSA PRIVATE KEY-----", "x"].map((l, i) => `${i + 1}\t${l}`);
    expect(redact(text.join("\n"))).toBe("1\t[REDACTED:private_key]\n9\tx");
    none(redact(text.join("\r\n")));
  });

  it("redacts a key inside doubly escaped JSON (a tool result holding JSON)", () => {
    const inner = JSON.stringify({ path: "k.pem", content: `${block("PRIVATE KEY", () => "")}\n` });
    const text = JSON.stringify({ type: "tool_result", content: inner });
    none(redactStoredText(text));
    expect(JSON.parse(redactStoredText(text)).type).toBe("tool_result");
  });
});

describe("other private key formats", () => {
  const D = "nH4dZ8fVqK2rT7xWm1pLs9aYc3gJe6uB0oRi5kNt8vQw2zXy4hFb7jMd1lPe9sGa";
  const N = "Qw2zXy4hFb7jMd1lPe9sGa0nH4dZ8fVqK2rT7xWm1pLs9aYc3gJe6uB0oRi5kNt8v_";
  it("redacts a JWK's private members under bare names (JS, Python) and keeps its public ones", () => {
    const [d, qi] = [D.slice(0, 40), D.slice(20)];
    const js = `const jwk = { kty: "RSA", n: "${N}", e: "AQAB", d: "${d}", qi: '${qi}' };`;
    expect(redact(js)).toBe(
      `const jwk = { kty: "RSA", n: "${N}", e: "AQAB", d: "[REDACTED:private_key]", qi: '[REDACTED:private_key]' };`,
    );
    expect(redact(`jwk = dict(kty="OKP", x="${N}", d="${D}")`)).not.toContain(D);
    const pub = `const key = { kty: 'OKP', crv: 'Ed25519', x: '${N}', id: '${D}' };`;
    expect(redact(pub)).toBe(pub);
  });

  it("redacts a named BIP-39 seed phrase and keeps a public development phrase", () => {
    const phrase = "absorb canvas dolphin eager fossil garment harvest island jungle kitten ladder magnet";
    expect(redact(`MNEMONIC="${phrase}"`)).toBe('MNEMONIC="[REDACTED:seed_phrase]"');
    expect(redact(`  mnemonic: ${phrase}`)).toBe("  mnemonic: [REDACTED:seed_phrase]");
    expect(redact(`export SEED_PHRASE='${phrase} ${phrase}'`)).not.toContain("dolphin");
    const hardhat = `MNEMONIC="test test test test test test test test test test test junk"`;
    expect(redact(hardhat)).toBe(hardhat);
    expect(redact(`mnemonic: ${phrase.split(" ").slice(0, 10).join(" ")}`)).toContain("dolphin");
  });
});

describe("credentials given to CLIs", () => {
  it("redacts b2's application key, net use's password after /user: and gsutil's signature", () => {
    const key = "Bj9Fxpvt6PnaXTkFmzieaxfVHdvHnu6";
    expect(redact(`b2 account authorize 0051a2b3c4d5e6f0000000001 ${key}`)).toBe(
      "b2 account authorize 0051a2b3c4d5e6f0000000001 [REDACTED:secret]",
    );
    expect(redact("net use \\\\fs01\\share /user:CORP\\jdoe Xk9#mQ2vLp7! /persistent:no")).toBe(
      "net use \\\\fs01\\share /user:CORP\\jdoe [REDACTED:password] /persistent:no",
    );
    const sig = "7d945ce1f1f9bb79d392b9b6406a61cb8fed77385c83e8867bf4c3abd7637f34";
    expect(redact(`https://storage.googleapis.com/b/o?x-goog-signature=${sig}&x-goog-date=1`)).not.toContain(
      sig,
    );
  });
});

const JWT_IO =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";

describe("look-alikes of a tenth blind corpus", () => {
  it("keeps ids, cursors, cache keys, fingerprints and public keys", () => {
    for (const text of [
      `<Error xamzid2="yvf0oY4ze1ELHdGLk8SDNPqdq2jNo764Z7Wb4vVkWNXJl8Sm+PMlcqe5NSMycfVFlmZK9wirpG61="/>`,
      "SELECT title FROM docs WHERE fileid = '1N4bNcVEb4a1dQSS3hMR402IWO1Xb1FoFyk9Y9fKAqkb';",
      "id,name,next_page_token\n42,acme,eyJvZmZzZXQiOjQ1NywiaWQiOiJkOGMzMzVjYmQ1ZDMifQ==",
      "Restored cache from key gradle-b6d8a1d311471c46d57f16f6f47e9ded6b37a84b32c488999438f5f58ab1468f",
      "[user]\n  signingkey = 98768E77B9A3054588473B42A850B08BE01A0B7E",
      "untrusted comment: minisign public key 0C0C899DBEA39251\nRWQj0qn9YQ2urRHOuFvkUpqyTpp/XcBVZi7VCiVyPYQ1kc3BhCZcRPP8",
      "az storage blob list --nexttoken eyJuZXh0VG9rZW4iOiJBYkM5eFl6MTIzS0xtbk9QcTQ1cnNUdXYiLCJ2IjoyfQ==",
      "aws dynamodb scan --starting-token eyJuZXh0VG9rZW4iOiJBYkM5eFl6MTIzS0xtbk9QcTQ1cnNUdXYiLCJ2IjoyfQ==",
      "Cache restored from key: pip-ubuntu-22.04-5f0e3c9a1b2d4e6f8a0c2e4f6a8b0d2f4e6a8c0e2f4a6b8d0f2e4a6c8e0f2a4b",
      "key gradle-5f0e3c9a1b2d4e6f8a0c2e4f6a8b0d2f4e6a8c0e2f4a6b8d0f2e4a6c8e0f2a4b",
      `const token = "${JWT_IO}";`,
      `Authorization: Bearer ${JWT_IO}`,
    ])
      expect(redact(text)).toBe(text);
  });

  it("still redacts a secret in the same positions", () => {
    expect(redact("[user]\n  signingkey = 98768e77b9a3054588473b42a850b08be01a0b7e")).toContain("[REDACTED:");
    expect(redact("$ vault token create\nhvs.Bj9Fxpvt6PnaXTkFmzieaxfVHdvHnu6X")).toContain("[REDACTED:");
    expect(redact(`SECRET_KEY = '1N4bNcVEb4a1dQSS3hMR402IWO1Xb1FoFyk9Y9fKAqkb'`)).toContain("[REDACTED:");
    expect(
      redact(`const token = "${JWT_IO.slice(0, -43)}Bj9Fxpvt6PnaXTkFmzieaxfVHdvHnu6XQnAFSWRi4d0";`),
    ).toContain("[REDACTED:");
    expect(redact("secret: prod-5f0e3c9a1b2d4e6f8a0c2e4f6a8b0d2f4e6a8c0e2f4a6b8d0f2e4a6c8e0f2a4b")).toContain(
      "[REDACTED:",
    );
  });
});
