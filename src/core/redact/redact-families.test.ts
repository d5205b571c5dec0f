import { describe, expect, it } from "vitest";
import { cookieSecret } from "./cookies.js";
import { redact, redactDeep } from "./redact.js";
import { redactStoredText } from "./stored-text.js";

const WG = "yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=";
const SEED = "SUAIBDPBAUTWCWBKIO6XHQNINK5FWJW4OHLXC3HQ2KFE4PEJUA44CNHTC4";
const PUBLIC_NKEY = "UDXU4RCSJNZOIQHZNWXHXORDPRTGNJAHAHFRGZNEEJCPQTT2M7NLCNF4";
const AZ = "nD4H0xeWNNmAXj2wUNqtC5hzP9y9ObKh34N6T9GBtmggm4C/sepv0pmmIRSivGhzxVk4e2W9RjsP4PmMH0K+xA==";
const TOKEN = "Kx2pL9vQ7mN4rT8wZ1cF6hJ3bG5dS0aY";

describe("session cookies, by the value's shape in every cookie position", () => {
  it("keeps each cookie's name and the other cookies", () => {
    expect(redact(`curl -b 'prefs=${TOKEN}; lang=en' https://a.io`)).toBe(
      "curl -b 'prefs=[REDACTED:secret]; lang=en' https://a.io",
    );
    expect(redact(`res.cookie("refresh", "${TOKEN}", { httpOnly: true })`)).toBe(
      'res.cookie("refresh", "[REDACTED:secret]", { httpOnly: true })',
    );
    expect(redact(`cookies[:remember_token] = "${TOKEN}"`)).toBe(
      'cookies[:remember_token] = "[REDACTED:secret]"',
    );
  });

  it("redacts the value field of a Netscape cookie-jar line and keeps the other six", () => {
    const jar = `.acme.io\tTRUE\t/\tTRUE\t1795000000\tprefs\t${TOKEN}`;
    expect(redact(jar)).toBe(".acme.io\tTRUE\t/\tTRUE\t1795000000\tprefs\t[REDACTED:secret]");
    expect(redact(".acme.io\tTRUE\t/\tFALSE\t1795000000\tlang\ten")).toBe(
      ".acme.io\tTRUE\t/\tFALSE\t1795000000\tlang\ten",
    );
  });

  it("judges sealed and signed values in their parts, and leaves CSRF envelopes and plain values", () => {
    const sealed = Buffer.from(`{"iv":"abc","value":"def","mac":"${"a".repeat(64)}"}`).toString("base64");
    expect(cookieSecret("acme_cookie", sealed)).toBe(true);
    expect(cookieSecret("XSRF-TOKEN", sealed)).toBe(false);
    expect(cookieSecret("user", `2|1:0|10:1764150000|4:user|8:ZGVtbzE=|${"3f9a".repeat(16)}`)).toBe(true);
    expect(cookieSecret("theme", "dark-high-contrast")).toBe(false);
  });

  it("redacts a cookie object's value in a JSON document and keeps it valid JSON", () => {
    const state = JSON.stringify({ cookies: [{ name: "st", value: TOKEN, domain: "a.io", path: "/" }] });
    const out = redactStoredText(state);
    expect(JSON.parse(out).cookies[0]).toEqual({
      name: "st",
      value: "[REDACTED:secret]",
      domain: "a.io",
      path: "/",
    });
    const consent = { name: "cookie_consent", value: "accepted", domain: ".a.io" };
    expect(redactDeep(consent)).toEqual(consent);
  });
});

describe("key files and tunnel keys", () => {
  it("redacts WireGuard private and preshared keys and keeps public ones", () => {
    expect(redact(`$ wg genkey\n${WG}`)).toBe("$ wg genkey\n[REDACTED:secret]");
    expect(redact(`echo ${WG} | wg pubkey`)).toBe("echo [REDACTED:private_key] | wg pubkey");
    expect(redact(`$ wg genkey | tee privatekey | wg pubkey\n${WG}`)).toBe(
      `$ wg genkey | tee privatekey | wg pubkey\n${WG}`,
    );
    expect(redact(`PublicKey = ${WG}`)).toBe(`PublicKey = ${WG}`);
  });

  it("redacts an OpenVPN static key block whole, but not a sentence that names its header", () => {
    const block = `-----BEGIN OpenVPN Static key V1-----\n${"3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e\n".repeat(16)}-----END OpenVPN Static key V1-----`;
    expect(redact(`<tls-auth>\n${block}\n</tls-auth>`)).toBe(
      "<tls-auth>\n[REDACTED:openvpn_key]\n</tls-auth>",
    );
    const prose = "The file starts with -----BEGIN OpenVPN Static key V1----- and holds 2048 bits.";
    expect(redact(prose)).toBe(prose);
  });

  it("redacts NATS seeds and keeps public nkeys", () => {
    expect(redact(`NATS_NKEY_SEED=${SEED}`)).toBe("NATS_NKEY_SEED=[REDACTED:nkey_seed]");
    expect(redact(`The seed ${SEED} is in keys/.`)).toBe("The seed [REDACTED:nkey_seed] is in keys/.");
    expect(redact(`operator: ${PUBLIC_NKEY}`)).toBe(`operator: ${PUBLIC_NKEY}`);
  });

  it("redacts a service-account key id and an Azure storage key outside an assignment", () => {
    expect(redact(`"private_key_id": "${"3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a"}",`)).toBe(
      '"private_key_id": "[REDACTED:secret]",',
    );
    expect(redact(`$ az storage account keys list -n acme -o tsv\nkey1\t${AZ}\tFULL`)).toBe(
      "$ az storage account keys list -n acme -o tsv\nkey1\t[REDACTED:azure_storage_key]\tFULL",
    );
    const azurite =
      "AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;";
    expect(redact(azurite)).toBe(azurite);
  });
});

describe("passwords on stdin, tokens in paths and options", () => {
  it("redacts what a here-string or here-document feeds sudo -S and keeps the command", () => {
    expect(redact("sudo -S apt-get update <<< 'Tr0ub4dor&3'")).toBe(
      "sudo -S apt-get update <<< [REDACTED:password]",
    );
    expect(redact("sudo -S reboot <<EOF\nTr0ub4dor&3\nEOF")).toBe(
      "sudo -S reboot <<EOF\n[REDACTED:password]\nEOF",
    );
    expect(redact('echo "$SUDO_PASS" | sudo -S true')).toBe('echo "$SUDO_PASS" | sudo -S true');
  });

  it("redacts a bot token in a Bot API path whatever its second part starts with", () => {
    const url = "https://api.telegram.org/bot612345678:ZZx3kL9mN2pQ5rS8tU1vW4xY7zA0bC3dE6f/sendMessage";
    expect(redact(url)).toBe("https://api.telegram.org/bot[REDACTED:telegram_token]/sendMessage");
    expect(redact("https://api.telegram.org/bot$TOKEN/getMe")).toBe(
      "https://api.telegram.org/bot$TOKEN/getMe",
    );
  });

  it("takes an option's value after blanks, never the next option", () => {
    expect(redact(`deployctl deploy --prod --token ${TOKEN}`)).toBe(
      "deployctl deploy --prod --token [REDACTED:secret]",
    );
    expect(redact(`vc deploy --prod -t ${TOKEN}`)).toBe("vc deploy --prod -t [REDACTED:token]");
    expect(redact("nats sub --creds ~/.nkeys/creds/acme/user.creds orders")).toBe(
      "nats sub --creds ~/.nkeys/creds/acme/user.creds orders",
    );
  });

  it("redacts Doppler service tokens that name their config", () => {
    expect(redact(`dp.st.prd.${TOKEN}q1w2e3r4t5y`)).toBe("[REDACTED:doppler_token]");
  });

  it("is idempotent on every output above", () => {
    for (const t of [
      `curl -b 'prefs=${TOKEN}; lang=en' https://a.io`,
      `$ wg genkey\n${WG}`,
      "sudo -S reboot <<EOF\nTr0ub4dor&3\nEOF",
      `NATS_NKEY_SEED=${SEED}`,
    ]) {
      const once = redact(t);
      expect(redact(once)).toBe(once);
    }
  });
});
