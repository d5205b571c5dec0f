// The families a thirteenth blind corpus left weak (corpus-printed-families.ts), through redact():
// each rule on a secret and on the look-alike in the same position.
import { describe, expect, it } from "vitest";
import { redact } from "./redact.js";

const PW = "Xk9mP2q#Lzz7w";
const UUID = "1a2b3c4d-1111-4222-8333-444455556666";

describe("printed output and plain config lines", () => {
  it("redacts a printed secret label, a lone config line and a store's printed value", () => {
    expect(redact(`Accessor ID  = ${UUID.replace("1a", "9f")}\nSecret ID    = ${UUID}`)).not.toContain(UUID);
    for (const t of [
      `    Key Content            : ${PW}`,
      `Key         Value\n---         -----\npassword    ${PW}`,
      `user dev@example.org\npassword ${PW}\ntls on`,
      `redis:\n  requirepass: ${PW}`,
      `        storePassword "${PW}"`,
      `$ aws ssm get-parameter --name /db --with-decryption --output text\n${PW}`,
      `$ sudo cat /etc/openvpn/auth.txt\njdoe\n${PW}`,
      `$ echo -n '${PW}' | secret-tool store --label=vpn service vpn`,
      `[smtp.gmail.com]:587 ops@example.org:${PW}`,
    ])
      expect(redact(t), t).not.toContain(PW);
    expect(redact("[smtp.gmail.com]:587 ops@example.org:abcd efgh ijkl mnop")).not.toContain("ijkl");
  });

  it("leaves masks, references, code and lines that say more than a value", () => {
    for (const t of [
      "Secret ID    = <redacted>",
      "Secret ID: 1a2b3c4d-1111-4222-8333-444455556666 (the accessor)",
      "password    ${DB_PASSWORD}",
      "password required for this account",
      "        client_secret: env.AUTH0_CLIENT_SECRET,",
      "Secret:      \u001b[1;3;mREDACTED\u001b[0m",
      "csrf_token: Xk9mP2qLzz7wQ4rT8yU1",
      "$ vault kv get -field=version secret/db\n7",
      "[2026-11-27] deploy:started ok",
    ])
      expect(redact(t), t).toBe(t);
  });
});

describe("names on a parent line", () => {
  it("redacts an XML <Value> under a password element and a value named by its name", () => {
    expect(redact(`<AdministratorPassword>\n  <Value>${PW}</Value>\n</AdministratorPassword>`)).not.toContain(
      PW,
    );
    expect(redact(`{\n  "name": "SqlPassword",\n  "value": "${PW}"\n}`)).not.toContain(PW);
    const cookie = "Q2x1ZGUtc2Vzc2lvbi1jb29raWUtdmFsdWU9Zm9vYmFy0S4YfnxMI6WALfy";
    expect(redact(`Name: _acme_session\nValue: ${cookie}\nDomain: app.example.org`)).not.toContain(cookie);
  });

  it("leaves Windows' own mask and settings named by their name", () => {
    for (const t of [
      "<AdministratorPassword>\n  <Value>*SENSITIVE*DATA*DELETED*</Value>\n</AdministratorPassword>",
      '{"Name": "/prod/db/host", "Value": "db.internal"}',
      "Name: theme\nValue: dark",
    ])
      expect(redact(t), t).toBe(t);
  });
});

describe("shapes and placements", () => {
  it("redacts a Hardhat account key, a boxed wrapped token and HOCON's quoted secret_key", () => {
    const key = `0x${"4f3a9c1b".repeat(8)}`;
    expect(redact(`accounts: ["${key}"],`)).not.toContain(key);
    expect(redact(`│ Stripe key: whsec_Xf4j4XG25IJJQqkh87│\n│ Su4bibtjtM3sgvBtJd        │`)).not.toContain(
      "Su4bibtjtM3sgvBtJd",
    );
    const secret = "Ai9LsaftW5YHVbfTxBDnvy5E99xm9TzBFwj0fFVJCDuY5Jbf5b";
    expect(redact(`"access_key" = "VTTZRMNS5VT4WOJZM2RT"\n"secret_key" = "${secret}"`)).toContain(
      '"secret_key" = "[REDACTED',
    );
  });

  it("leaves pagination tokens, object keys, gRPC -bin headers, UI strings and SAML ids", () => {
    const b64 = "cjbVyL7PeCzbkoheRVmIZN8/EZ6QR/8nV272+7muY54bsysq4S1hDJA+y/JUwy7CoFNg8Gb2lWlcvJy5Qg2L";
    for (const t of [
      `{"NextToken": "${b64}"}`,
      `{"Key": "2026/11/27/${UUID}.json.gz"}`,
      `grpc-status-details-bin: ${b64}`,
      '{"auth.password": "Passwort", "auth.api_key": "API-Schlüssel"}',
      `<samlp:Response InResponseTo="_160df9ad556e42de1f46ec4c93df4920">`,
      'authDomain: "acme-app-4f2a1.firebaseapp.com",',
      "TOKEN_TTL_SECONDS=3600",
      "User ID:      5QO5JTFMW13UXCD73JGLXWZVUS",
      '{"serverUrl":"https://vault.example.org","lastSync":"2026-11-27T09:58:01.120Z","userEmail":"dev@example.org"}',
    ])
      expect(redact(t), t).toBe(t);
  });
});
