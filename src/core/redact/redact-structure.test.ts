// Secrets recognised by structure: a key id's secret, key formats beyond PEM, CLI positions, code
// positions, printed tokens and prose; and the look-alikes each rule must leave alone.
import { describe, expect, it } from "vitest";
import { R, rnd } from "./redact.fixtures.js";
import { redact, redactDeep } from "./redact.js";
import { decodeBase64, encodesSecret, looksLikePassword, looksRandomToken } from "./token-shape.js";

const b64 = (s: string) => btoa(s);
const secret40 = "q8Wz3kL9mN2pR5tV7xY1aB4cD6eF8gH0jK2lM4nP";
const pw = "Kq7mZ2pL9x!Ab3";

describe("token shapes", () => {
  it("tells generated values from identifiers, digests, ids, paths and encoded text", () => {
    for (const v of [
      secret40,
      "napi_2ege7tkn6auqlipcbm6drji8iwbpqqw0cr7qnj3o",
      "Hb7pCfzRxkIgzm8EIc5MuQoNoQx=",
    ]) {
      expect(looksRandomToken(v), v).toBe(true);
    }
    for (const v of [
      "useCallbackRefWithStableIdentity2",
      "ERR_INVALID_ARG_TYPE_2024",
      "x86_64-unknown-linux-gnu",
      "module.exports.Ajv2019",
      "0123456789abcdef0123456789abcdef01234567",
      "3f1c8a2e-9b7d-4c6a-8e5f-1a2b3c4d5e6f",
      "./chunks/base.B6Opl8PE.js",
      "sha512-AbC9dEf3gHiJ7kLmNoP1qRsTuVwXyZ2",
      b64("hello from the build server 2026"),
    ]) {
      expect(looksRandomToken(v), v).toBe(false);
    }
  });

  it("knows a password from a word, a path and a call", () => {
    expect(looksLikePassword(pw)).toBe(true);
    for (const v of ["password", "./config.json", "getPassword()", "$DB_PASSWORD", "short1"]) {
      expect(looksLikePassword(v), v).toBe(false);
    }
  });

  it("decodes base64 and recognises what encodes a secret", () => {
    expect(decodeBase64(b64("abc:def"))).toBe("abc:def");
    expect(decodeBase64("not base64!")).toBeNull();
    expect(encodesSecret(b64("-----BEGIN PRIVATE KEY-----\nMIIE\n"))).toBe(true);
    expect(encodesSecret(b64(JSON.stringify({ auths: { "ghcr.io": { auth: "eA==" } } })))).toBe(true);
    expect(encodesSecret(`b3BlbnNzaC1rZXktdjEAAAAA${rnd(40)}`)).toBe(true);
    // a certificate and a public key are SEQUENCE then SEQUENCE, not SEQUENCE then INTEGER 0
    expect(encodesSecret(b64("-----BEGIN CERTIFICATE-----\nMIIC\n"))).toBe(false);
    expect(encodesSecret(`MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${rnd(40)}`)).toBe(false);
    expect(encodesSecret(`MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ${rnd(40)}`)).toBe(true);
    expect(encodesSecret(b64('{"version":3,"sources":["a.ts"],"mappings":"AAAA"}'))).toBe(false);
  });
});

describe("a key id's secret", () => {
  it("redacts the credential-shaped word after an AWS, Alibaba or Twilio id", () => {
    const id = `AKIA${"Z3F7K2M9Q4W8E1R5"}`;
    expect(redact(`mc alias set s3 https://s3.amazonaws.com ${id} ${secret40}`)).toBe(
      `mc alias set s3 https://s3.amazonaws.com ${R("aws_access_key_id")} ${R("secret")}`,
    );
    expect(redact(`Access key ID,Secret access key\n${id},${secret40}`)).not.toContain(secret40);
    const sid = `AC${"0123456789abcdef".repeat(2)}`;
    expect(redact(`client = Client("${sid}", "${"fedcba9876543210".repeat(2)}")`)).not.toContain("fedcba98");
  });
  it("leaves what follows an id alone when it is not credential-shaped", () => {
    expect(redact(`AKIA${"Z3F7K2M9Q4W8E1R5"} in region us-east-1 for bucket app-logs`)).toBe(
      `${R("aws_access_key_id")} in region us-east-1 for bucket app-logs`,
    );
  });
});

describe("private keys beyond a PEM block", () => {
  it("redacts SSH2 blocks, a JWK's private members, .NET XML private elements and encoded keys", () => {
    const ssh2 = `---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\nP2/56wAAB${rnd(50)}\n---- END SSH2 ENCRYPTED PRIVATE KEY ----`;
    expect(redact(ssh2)).toBe(R("private_key"));
    const d = "Zk4wQ9rT2yU7iO1pA5sD8fG3hJ6kL0zX4cV9bN2mQ7w";
    const jwk = `{"kty":"EC","crv":"P-256","x":"${rnd(43)}","y":"${rnd(42)}","d":"${d}"}`;
    expect(redact(jwk)).not.toContain(d);
    expect(redact(jwk)).toContain(`"x":"${rnd(43)}"`);
    expect(JSON.stringify(redactDeep(JSON.parse(jwk)))).not.toContain(d);
    expect(redact(`<RSAKeyValue><Modulus>${rnd(40)}</Modulus><D>${rnd(40)}</D></RSAKeyValue>`)).toBe(
      `<RSAKeyValue><Modulus>${rnd(40)}</Modulus><D>${R("private_key")}</D></RSAKeyValue>`,
    );
    const pem = b64(`-----BEGIN RSA PRIVATE KEY-----\nMIIEow${rnd(40)}\n`);
    expect(redact(`    client-key-data: ${pem}`)).toBe(`    client-key-data: ${R("encoded_secret")}`);
  });
  it("leaves public keys, certificates and a public JWK alone", () => {
    const cert = b64(`-----BEGIN CERTIFICATE-----\nMIIC${rnd(40)}\n-----END CERTIFICATE-----\n`);
    for (const s of [
      `    certificate-authority-data: ${cert}`,
      `{"kty":"RSA","kid":"k1","use":"sig","n":"${rnd(64)}","e":"AQAB"}`,
      `-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOC${rnd(36)}\n${rnd(64)}\n-----END PUBLIC KEY-----`,
    ]) {
      expect(redact(s), s).toBe(s);
    }
  });
});

describe("command lines", () => {
  it("redacts positional credentials, tool-specific password options and values piped to stdin readers", () => {
    const cases: [string, string][] = [
      [`cargo login ${secret40}`, `cargo login ${R("token")}`],
      [`rabbitmqctl add_user deploy '${pw}'`, `rabbitmqctl add_user deploy ${R("password")}`],
      [`sqlplus system/${pw}@//db:1521/ORCL`, `sqlplus system/${R("password")}@//db:1521/ORCL`],
      [`ssh-keygen -t ed25519 -N '${pw}' -f k`, `ssh-keygen -t ed25519 -N ${R("password")} -f k`],
      [`echo "${secret40}" | docker login ghcr.io -u bot --password-stdin`, ""],
      [`setx GH_TOKEN ${secret40}`, `setx GH_TOKEN ${R("secret")}`],
      [`yarn config set npmAuthToken ${secret40}`, `yarn config set npmAuthToken ${R("secret")}`],
      [`db.example.com:5432:app:app_user:${pw}`, `db.example.com:5432:app:app_user:${R("password")}`],
    ];
    for (const [input, expected] of cases) {
      const out = redact(input);
      if (expected === "") expect(out, input).not.toContain(secret40);
      else expect(out).toBe(expected);
    }
  });
  it("keeps flags, paths, variables and ordinary arguments", () => {
    for (const s of [
      "cargo login --registry internal",
      "vault login -method=oidc",
      'echo "$TOKEN" | docker login ghcr.io -u bot --password-stdin',
      "setx PATH C:\\tools\\bin",
      "npm config set registry https://registry.npmjs.org/",
      "ssh -p 2222 deploy@host",
      "12:30:45 build finished",
    ]) {
      expect(redact(s), s).toBe(s);
    }
  });
});

describe("code", () => {
  it("redacts a value after a quoted secret name, a credential call's password and a one-argument setter", () => {
    expect(redact(`req.Header.Set("X-Api-Key", "${secret40}")`)).toBe(
      `req.Header.Set("X-Api-Key", "${R("secret")}")`,
    );
    expect(redact(`os.environ["DB_PASSWORD"] = "${pw}"`)).toBe(
      `os.environ["DB_PASSWORD"] = "${R("secret")}"`,
    );
    expect(redact(`auth = HTTPBasicAuth("deploy", "${pw}")`)).toBe(
      `auth = HTTPBasicAuth("deploy", "${R("password")}")`,
    );
    expect(redact(`sgClient.setApiKey("${secret40}");`)).toBe(`sgClient.setApiKey("${R("secret")}");`);
    expect(redact(`new AuthenticationHeaderValue("Bearer", "${secret40}")`)).not.toContain(secret40);
  });
  it("keeps lists of words, header names and calls with ordinary arguments", () => {
    for (const s of [
      'const fields = ["password", "token", "secret"];',
      'headers.set("Authorization", `Bearer ${token}`);',
      'login("admin", password)',
      'setApiKey(process.env.SENDGRID_API_KEY || "")',
      'map.put("tokenType", "bearer");',
    ]) {
      expect(redact(s), s).toBe(s);
    }
  });
  it("redacts a generated value under any name, but not under names of hashes, ids or fixtures", () => {
    expect(redact(`SERVICE_ACCESS=${secret40}`)).toBe(`SERVICE_ACCESS=${R("secret")}`);
    expect(redact(`const INTERNAL_CRED = "${pw}";`)).toBe(`const INTERNAL_CRED = "${R("secret")}";`);
    for (const s of [
      `commit_sha: ${secret40}`,
      `const requestId = "${secret40}";`,
      `const expectedHash = "${secret40}";`,
    ]) {
      expect(redact(s), s).toBe(s);
    }
  });
});

describe("printed tokens and prose", () => {
  it("redacts a token on its own line after a command that prints one", () => {
    expect(redact("$ heroku auth:token\n3f1c8a2e-9b7d-4c6a-8e5f-1a2b3c4d5e6f")).toBe(
      `$ heroku auth:token\n${R("secret")}`,
    );
    expect(redact(`$ openssl rand -base64 32\n${secret40}=`)).toBe(
      `$ openssl rand -base64 32\n${R("secret")}`,
    );
  });
  it("keeps a printed SHA, UUID or host name after other commands", () => {
    for (const s of [
      `$ git rev-parse HEAD\n${"0123456789abcdef".repeat(2)}01234567`,
      "$ uuidgen\n3F1C8A2E-9B7D-4C6A-8E5F-1A2B3C4D5E6F",
      "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account dev (keyring)",
    ]) {
      expect(redact(s), s).toBe(s);
    }
  });
  it("redacts a password- or key-shaped word near a secret word in prose, not code or ordinary words", () => {
    expect(redact(`The staging DB password is ${pw} — rotate it after the demo.`)).not.toContain(pw);
    expect(redact(`use ${pw} as the admin password`)).toBe(`use ${R("secret")} as the admin password`);
    expect(redact("my password is hunter22")).toBe(`my password is ${R("secret")}`);
    for (const s of [
      "The password policy requires 12 characters, one digit and one symbol.",
      "The API key for us-east-1 is stored in Vault.",
      "if (!keyRegex.test(key)) { return token; }",
      "Please set the token in your shell before running the deploy script.",
    ]) {
      expect(redact(s), s).toBe(s);
    }
  });
});
