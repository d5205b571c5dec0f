// Private keys and key files: PEM (RFC 7468) labels for PKCS#1 RSA, SEC 1 EC, PKCS#8 plain and encrypted,
// DSA, the OpenSSH key format (openssh PROTOCOL.key), OpenPGP armored secret keys (RFC 4880 §6.2), PuTTY
// .ppk v3, JWK private members (RFC 7518 §6.3.2 "d"), WireGuard keys (base64 of 32 bytes), in the places a
// session shows them. The secret is one body line; `also` is another, so a partial redaction is a miss.

import { B64, base64 } from "./prng.mjs";

const PEM_KINDS = [
  ["rsa-pkcs1", "RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA"],
  ["ec-sec1", "EC PRIVATE KEY", "MHcCAQEEI"],
  ["pkcs8", "PRIVATE KEY", "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ"],
  ["pkcs8-encrypted", "ENCRYPTED PRIVATE KEY", "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI"],
  [
    "openssh",
    "OPENSSH PRIVATE KEY",
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
  ],
  ["dsa", "DSA PRIVATE KEY", "MIIBuwIBAAKBgQD"],
  ["pkcs8-ed25519", "PRIVATE KEY", "MC4CAQAwBQYDK2VwBCIEI"],
];

function body(r, lead, n) {
  const first = (lead + r.b64(64)).slice(0, 64);
  const rest = Array.from({ length: n - 1 }, () => r.b64(64));
  return [first, ...rest, `${r.b64(r.int(10, 40))}${r.pick(["", "=", "=="])}`];
}

const PLACES = [
  ["cat-output", (pem) => `$ cat ~/.ssh/deploy_key\n${pem}\n$ chmod 600 ~/.ssh/deploy_key`],
  [
    "json-escaped",
    (pem) => `{"tls": {"cert_file": "/etc/ssl/app.crt", "key": "${pem.replace(/\n/g, "\\n")}"}}`,
  ],
  [
    "terraform",
    (pem) => `resource "tls_locally_signed_cert" "x" {\n  ca_private_key_pem = <<EOT\n${pem}\nEOT\n}`,
  ],
  ["dotenv", (pem) => `JWT_PRIVATE_KEY="${pem.replace(/\n/g, "\\n")}"`],
  [
    "yaml-block",
    (pem) =>
      `signing:\n  key: |\n${pem
        .split("\n")
        .map((l) => `    ${l}`)
        .join("\n")}`,
  ],
  [
    "python",
    (pem) =>
      `PRIVATE_KEY = """${pem}"""\nkey = serialization.load_pem_private_key(PRIVATE_KEY.encode(), None)`,
  ],
  [
    "diff-added",
    (pem) =>
      `--- /dev/null\n+++ b/certs/server.key\n@@ -0,0 +1,${pem.split("\n").length} @@\n${pem
        .split("\n")
        .map((l) => `+${l}`)
        .join("\n")}`,
  ],
  [
    "github-actions",
    (pem) =>
      `    env:\n      SSH_KEY: |\n${pem
        .split("\n")
        .map((l) => `        ${l}`)
        .join("\n")}`,
  ],
  [
    "javascript",
    (pem) =>
      `const privateKey = \`${pem}\`;\nconst token = jwt.sign(payload, privateKey, { algorithm: "RS256" });`,
  ],
  ["log-line", (pem) => `2026-11-26 21:04:55 ERROR failed to parse key: ${pem.replace(/\n/g, "\\n")}`],
];

function pemCases(r) {
  const out = [];
  let i = 0;
  for (const [kind, label, lead] of PEM_KINDS) {
    for (let j = 0; j < 2; j++) {
      const [context, fn] = PLACES[i++ % PLACES.length];
      const lines = body(r, lead, kind === "ec-sec1" || kind === "pkcs8-ed25519" ? 3 : r.int(6, 10));
      const extra =
        kind === "rsa-pkcs1" && j === 1
          ? "Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,3F1A9C0B7E2D4A6B8C0D1E2F3A4B5C6D\n\n"
          : "";
      const pem = `-----BEGIN ${label}-----\n${extra}${lines.join("\n")}\n-----END ${label}-----`;
      out.push({
        family: "private-key",
        kind,
        context,
        text: fn(pem),
        secret: lines[1],
        also: [lines[lines.length - 2]],
      });
    }
  }
  return out;
}

function otherKeyCases(r) {
  const out = [];
  const pgp = Array.from({ length: 8 }, () => r.b64(64));
  out.push({
    family: "private-key",
    kind: "pgp-secret-key",
    context: "cat-output",
    text: `$ gpg --armor --export-secret-keys 0x${r.hex(16).toUpperCase()}\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQdGBGVx${pgp[0].slice(8)}\n${pgp.slice(1).join("\n")}\n=${r.b64(4)}\n-----END PGP PRIVATE KEY BLOCK-----`,
    secret: pgp[2],
    also: [pgp[6]],
  });
  const priv = Array.from({ length: 2 }, () => r.b64(64));
  out.push({
    family: "private-key",
    kind: "putty-ppk",
    context: "file-content",
    text: `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy@ci\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAI${r.b64(43)}\n${r.b64(20)}\nPrivate-Lines: 2\n${priv[0]}\n${priv[1]}\nPrivate-MAC: ${r.hex(64)}`,
    secret: priv[0],
    also: [priv[1]],
  });
  const d = r.b64url(43);
  out.push({
    family: "private-key",
    kind: "jwk",
    context: "json-config",
    text: `{"keys":[{"kty":"EC","crv":"P-256","kid":"${r.hex(8)}","x":"${r.b64url(43)}","y":"${r.b64url(43)}","d":"${d}"}]}`,
    secret: d,
  });
  const rsaD = r.b64url(342);
  out.push({
    family: "private-key",
    kind: "jwk-rsa",
    context: "python",
    text: `jwk = {\n    "kty": "RSA",\n    "n": "${r.b64url(342)}",\n    "e": "AQAB",\n    "d": "${rsaD}",\n    "p": "${r.b64url(171)}",\n}`,
    secret: rsaD,
  });
  const wg = `${r.b64(42)}${r.pick(["A", "E", "I", "M"])}=`;
  out.push({
    family: "private-key",
    kind: "wireguard",
    context: "wg-conf",
    text: `[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = ${wg}\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = ${r.b64(42)}E=\nEndpoint = vpn.acme.dev:51820`,
    secret: wg,
  });
  const wg2 = `${r.b64(42)}Q=`;
  out.push({
    family: "private-key",
    kind: "wireguard",
    context: "cli-output",
    text: `$ wg genkey | tee privatekey\n${wg2}`,
    secret: wg2,
  });
  const pemB64 = base64(
    `-----BEGIN EC PRIVATE KEY-----\n${body(r, "MHcCAQEEI", 3).join("\n")}\n-----END EC PRIVATE KEY-----\n`,
  );
  out.push({
    family: "private-key",
    kind: "k8s-tls-secret",
    context: "k8s-secret",
    text: `apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\ndata:\n  tls.crt: ${base64("-----BEGIN CERTIFICATE-----\nMIIB")}\n  tls.key: ${pemB64}`,
    secret: pemB64.slice(40, 120),
    also: [pemB64.slice(pemB64.length - 80, pemB64.length - 10)],
  });
  const hexKey = r.hex(64);
  out.push({
    family: "private-key",
    kind: "ethereum-private-key",
    context: "dotenv",
    text: `DEPLOYER_PRIVATE_KEY=0x${hexKey}\nRPC_URL=https://eth-sepolia.g.alchemy.com/v2/demo`,
    secret: hexKey,
  });
  const nsec = `nsec1${r.str("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}`;
  out.push({
    family: "private-key",
    kind: "nostr-nsec",
    context: "prose-en",
    text: `my bot's key is ${nsec}, can you load it into the relay test?`,
    secret: nsec,
  });
  const ssh = body(r, "b3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAABC", 7);
  out.push({
    family: "private-key",
    kind: "openssh-encrypted",
    context: "markdown-code",
    text: `Here's the key file I'm using:\n\n\`\`\`\n-----BEGIN OPENSSH PRIVATE KEY-----\n${ssh.join("\n")}\n-----END OPENSSH PRIVATE KEY-----\n\`\`\``,
    secret: ssh[1],
    also: [ssh[5]],
  });
  return out;
}

/** Private-key cases. */
export function privateKeyCases(r) {
  return [...pemCases(r), ...otherKeyCases(r)];
}

export { B64 };
