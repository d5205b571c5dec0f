// The last weak families of the blind corpora (corpus-last-families.ts), through redact(): each rule
// added for them on a secret and on the look-alike in the same position.
import { describe, expect, it } from "vitest";
import { shortEncodedCredential, unnamedCredential } from "./id-values.js";
import { redact } from "./redact.js";
import { redactStoredText } from "./stored-text.js";

const PW = "Xk9mP2qLzz7";
const TOKEN = "Bj9Fxpvt6PnaXTkFmzieaxfVHdvHnu6XQnAFSWRi";
const UUID = "1a2b3c4d-1111-4222-8333-444455556666";

describe("URL credentials", () => {
  it("takes the userinfo to the last @, in escaped and encoded URLs and with a token user", () => {
    expect(redact(`https://deploy:p@ss${PW}@files.acme.io/`)).toBe(
      "https://deploy:[REDACTED:password]@files.acme.io/",
    );
    expect(redact(`https://a:${PW}@host?to=ops@acme.io`)).toBe(
      "https://a:[REDACTED:password]@host?to=ops@acme.io",
    );
    expect(redact(`{"url":"https:\\/\\/bob:${PW}@acme.io\\/x"}`)).not.toContain(PW);
    expect(redact(`https://a.io/login?next=https%3A%2F%2Fbob%3A${PW}%40files.acme.io%2Fx`)).toBe(
      "https://a.io/login?next=https%3A%2F%2Fbob%3A[REDACTED:password]%40files.acme.io%2Fx",
    );
    expect(redact(`pip install git+https://${TOKEN}:x-oauth-basic@github.com/acme/lib.git`)).not.toContain(
      TOKEN,
    );
  });

  it("leaves format fields, encoded URLs without a password and scoped packages", () => {
    for (const t of [
      'create_engine(f"mysql+pymysql://{user}:{password}@{host}:3306/shop")',
      "https://app.acme.io/login?next=https%3A%2F%2Ffiles.acme.io%2Fexport",
      '{"homepage": "https:\\/\\/acme.io\\/docs", "mail": "ops@acme.io"}',
      "https://unpkg.com/@babel/standalone@7.26.1/babel.min.js",
    ])
      expect(redact(t), t).toBe(t);
  });
});

describe("CLI, code and Azure positions", () => {
  it("redacts glued -storepass flags, names after calls, login keys, here-strings and SSM values", () => {
    expect(redact(`jarsigner -keystore r.jks -storepass ${PW}! app.apk release`)).not.toContain(PW);
    expect(redact(`conf.get_default().auth_token = "${TOKEN}"`)).toBe(
      'conf.get_default().auth_token = "[REDACTED:secret]"',
    );
    expect(redact('wandb.login(key="1ae0d025e946358bf6ef8bc9e1cd1539b51fe708")')).not.toContain("1ae0d025");
    expect(redact(`hcloud context create prod <<< ${TOKEN}`)).not.toContain(TOKEN);
    expect(
      redact(`aws ssm put-parameter --name /db/password --type SecureString --value '${PW}#'`),
    ).not.toContain(PW);
    expect(redact(`curl "https://fn.azurewebsites.net/api/H?code=${TOKEN}Ab12==&name=x"`)).not.toContain(
      TOKEN,
    );
  });

  it("leaves --bypass, here-strings of text or hex, SSM names and keytool's :env", () => {
    for (const t of [
      "tool --bypass cache-v2 build",
      'base64 -d <<< "aGVsbG8gd29ybGQgZnJvbSB0aGUgYnVpbGQ="',
      'xxd -r -p <<< "9f8e7d6c5b4a39281706f5e4d3c2b1a0"',
      "aws ssm put-parameter --name /prod/region --type String --value eu-west-1",
      "keytool -list -keystore r.jks -storepass:env STORE_PASS",
      "The ngrok docs: ngrok authtoken is required",
    ])
      expect(redact(t), t).toBe(t);
  });

  it("redacts Azure key-list entries and leaves an Application Insights key", () => {
    const key = "gDYxxfZgQDubY7wwC02y55cX8q9BmEphunciZC5gCWelawM8WUulh169rZ9cmsHzckxUI4cOOCI4HVhlNkpemg==";
    expect(redactStoredText(`{"name": "acme", "primaryKey": "${key}"}`)).not.toContain(key);
    expect(redact(`{\n  "key1": "9f8e7d6c5b4a39281706f5e4d3c2b1a0"\n}`)).not.toContain("9f8e7d6c");
    expect(redact('{"primaryKey": "id", "sortKey": "createdAt"}')).toBe(
      '{"primaryKey": "id", "sortKey": "createdAt"}',
    );
    const insights = `InstrumentationKey=${UUID};IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/`;
    expect(redact(insights)).toBe(insights);
  });
});

describe("cookies and printed values", () => {
  it("leaves a UUID under a cookie name without a session word and base64 of a certificate", () => {
    const t = `Cookie: ajs_anonymous_id=${UUID}; _shopify_y=${UUID}; NEXT_LOCALE=en`;
    expect(redact(t)).toBe(t);
    expect(redact(`Cookie: session_id=${UUID}`)).not.toContain(UUID);
    const crt = "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSURkekNDQWwrZ0F3SUJBZ0lVR3ZhV2l4RlJ5";
    const c = `$ kubectl get secret web-tls -o jsonpath='{.data.tls\\.crt}'\n${crt}`;
    expect(redact(c)).toBe(c);
  });
});

describe("20-31 characters under a plain name", () => {
  it("counts standard base64 with + or / as a credential, never a URL-safe id or a padded digest", () => {
    expect(shortEncodedCredential("q3Jt0m+bV9cZlP2sW8nR4y/6")).toBe(true);
    expect(unnamedCredential("q3Jt0m+bV9cZlP2sW8nR4y/6")).toBe(true);
    for (const id of [
      "V1StGXR8_Z5jdHi6B-myT", // nanoid
      "Tf7bcZ2er1TZJw022XVaZqe9X4ki", // Firebase uid
      "2qim5dHSGVyP9nkSXc38dtcehb8", // KSUID
      "XUzdn0c+r3aOk1s2yxq0Pg==", // an MD5 in base64 (padded)
      "src/Foo2/Bar3/Baz4Qux5.ts",
    ])
      expect(shortEncodedCredential(id), id).toBe(false);
    expect(redact("UPSTREAM_VALUE=q3Jt0m+bV9cZlP2sW8nR4y/6")).toBe("UPSTREAM_VALUE=[REDACTED:secret]");
    expect(redact("UPSTREAM_VALUE=V1StGXR8_Z5jdHi6B-myT")).toBe("UPSTREAM_VALUE=V1StGXR8_Z5jdHi6B-myT");
  });
});
