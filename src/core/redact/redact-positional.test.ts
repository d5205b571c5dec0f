// Credentials known only by where they stand — a session's id, a short CLI flag's value, a client
// constructor's argument, a URL path token with no credential-named segment — and the ids a stranger
// writes in the same places, which must come through unchanged.
import { describe, expect, it } from "vitest";
import { R, rnd } from "./redact.fixtures.js";
import { redact } from "./redact.js";

const tok = rnd(40);
const hex = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
const uuid = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

describe("a session's id is a credential; a record's id is not", () => {
  it("redacts a generated value under a session-id label in any form", () => {
    expect(redact(`sess_id=${tok}`)).toBe(`sess_id=${R("secret")}`);
    expect(redact(`{"sessionId": "${tok}"}`)).toBe(`{"sessionId": "${R("secret")}"}`);
    expect(redact(`PHPSESSID: ${hex.slice(0, 32)}`)).toBe(`PHPSESSID: ${R("secret")}`);
    expect(redact(`my session id is ${tok}`)).toBe(`my session id is ${R("secret")}`);
  });
  it("keeps UUIDs, numbers and other ids", () => {
    for (const s of [
      `session_id: ${uuid}`,
      "session_id=42",
      `request_id=${tok}`,
      `user_id: ${tok}`,
      `sid=${uuid}`,
      `TWILIO_ACCOUNT_SID=AC${hex.slice(0, 32)}`,
    ])
      expect(redact(s)).toBe(s);
  });
});

describe("short CLI flags", () => {
  it("redacts a generated token or long hex after -k, -t, -a, -p, -s", () => {
    expect(redact(`mytool -k ${tok} deploy`)).toBe(`mytool -k ${R("secret")} deploy`);
    expect(redact(`relay -t ${hex}`)).toBe(`relay -t ${R("secret")}`);
    expect(redact(`client -a '${tok}'`)).toBe(`client -a '${R("secret")}'`);
  });
  it("keeps names, counts, SHA-1s and public keys after short flags", () => {
    for (const s of [
      `git show -s ${hex.slice(0, 40)}`,
      `gpg -k ${hex.slice(0, 40).toUpperCase()}`,
      "pytest -k test_login_with_expired_token -x",
      "shasum -a 256 dist/app.tar.gz",
      `minisign -Vm a.tgz -P RWQf6LRCGA9i53mlYecO4IzT51TGPpvWucNSCh1CBM0QTaLn73Y7GFO3`,
    ])
      expect(redact(s)).toBe(s);
  });
});

describe("client constructors", () => {
  it("redacts the credential given to a client constructor, with or without new", () => {
    expect(redact(`let c = Client::new("${tok}");`)).toBe(`let c = Client::new("${R("secret")}");`);
    expect(redact(`c = Api.new('${tok}')`)).toBe(`c = Api.new('${R("secret")}')`);
    expect(redact(`const c = new ApiClient('${hex.slice(0, 40)}')`)).toBe(
      `const c = new ApiClient('${R("secret")}')`,
    );
  });
  it("keeps hashes and object ids given to other constructors and calls", () => {
    for (const s of [
      `const id = new ObjectId("${hex.slice(0, 24)}");`,
      `const h = new Hash("${hex}");`,
      `const c = await api.getCommit("${hex.slice(0, 40)}");`,
      "let client = Client::new(&config);",
    ])
      expect(redact(s)).toBe(s);
  });
});

describe("URL path tokens", () => {
  it("redacts a token right after the host or API root before an action, or before a feed file", () => {
    expect(redact(`https://api.example.com/v1/${tok}/send`)).toBe(
      `https://api.example.com/v1/${R("secret")}/send`,
    );
    expect(redact(`https://cal.example.com/ical/${tok}/basic.ics`)).toBe(
      `https://cal.example.com/ical/${R("secret")}/basic.ics`,
    );
  });
  it("keeps resource ids, content hashes and document ids in paths", () => {
    for (const s of [
      `https://cdn.example.com/${tok}/styles.css`,
      `https://docs.google.com/spreadsheets/d/${tok}/edit`,
      `https://api.example.com/v1/users/${tok}/profile`,
      `https://github.com/acme/app/commit/${hex.slice(0, 40)}`,
    ])
      expect(redact(s)).toBe(s);
  });
});

describe("script positional arguments", () => {
  const scriptTok = `${tok.slice(0, 20)}0O${tok.slice(20)}`;
  it("redacts a generated token given to a script by position", () => {
    expect(redact(`./deploy.sh ${scriptTok} prod`)).toBe(`./deploy.sh ${R("secret")} prod`);
    expect(redact(`python3 upload.py --env prod ${scriptTok}`)).toBe(
      `python3 upload.py --env prod ${R("secret")}`,
    );
  });
  it("keeps Base58 content ids and addresses, hashes, UUIDs and words given to scripts", () => {
    for (const s of [
      "python fetch.py QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG",
      "./bin/balance.sh 7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV",
      `bash bisect.sh ${hex.slice(0, 40)}`,
      `node scripts/replay.js ${uuid}`,
      "./deploy.sh prod v2.3.1",
      `import { x } from "./${scriptTok}";`,
    ])
      expect(redact(s)).toBe(s);
  });
});

describe("ids a stranger writes in prose", () => {
  it("keeps cache, idempotency and partition keys and an id phrase in another language", () => {
    for (const s of [
      `the cache key is ${tok}`,
      `idempotency key ${tok}`,
      `partition key: ${tok}`,
      `La clave de idempotencia es ${uuid}`,
    ])
      expect(redact(s)).toBe(s);
  });
  it("still redacts a key in prose", () => {
    expect(redact(`the api key is ${tok}`)).toBe(`the api key is ${R("secret")}`);
    expect(redact(`min token är ${tok}`)).toBe(`min token är ${R("secret")}`);
  });
});
