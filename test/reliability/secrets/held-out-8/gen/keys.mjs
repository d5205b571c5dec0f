// Private keys and key files of the common formats: PEM (PKCS#1 RSA, SEC1 EC, DSA, PKCS#8, encrypted
// PKCS#8; RFC 7468 labels), OpenSSH (PROTOCOL.key), OpenPGP armor (RFC 4880), PuTTY PPK v3, SSH2
// (RFC 4716-style), JWK with "d" (RFC 7517), WireGuard, age, minisign, Solana keypair JSON, raw
// Ethereum hex keys, Nostr nsec (NIP-19), PKCS#12 in base64. `secret` is a body line from the middle;
// `also` holds the first and last body lines, so the whole block must be kept off disk.
import { A } from "./rand.mjs";

/** Base64 text of about `bytes` bytes: a fixed DER/format prefix then random base64, wrapped at `width`. */
function body(r, prefix, bytes, width = 64) {
  const total = Math.ceil((bytes * 4) / 3 / 4) * 4 + Math.ceil(prefix.length / 4) * 4;
  const s = `${prefix}${r.str(A.b64, total - prefix.length - 1)}=`;
  const lines = [];
  for (let i = 0; i < s.length; i += width) lines.push(s.slice(i, i + width));
  return lines;
}

const PEM = [
  ["rsa-pkcs1", "RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA", 1180],
  ["ec-sec1", "EC PRIVATE KEY", "MHcCAQEEI", 110],
  ["dsa", "DSA PRIVATE KEY", "MIIBuwIBAAKBgQD", 430],
  ["pkcs8", "PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 1160],
  ["pkcs8-ed25519", "PRIVATE KEY", "MC4CAQAwBQYDK2VwBCIEI", 24],
  ["pkcs8-encrypted", "ENCRYPTED PRIVATE KEY", "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI", 1240],
  [
    "openssh",
    "OPENSSH PRIVATE KEY",
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
    300,
  ],
];

function pemParts(r, entry) {
  const [kind, label, prefix, bytes] = entry;
  const lines = body(r, prefix, bytes, kind === "openssh" ? 70 : 64);
  const headers =
    kind === "rsa-pkcs1" && r.int(0, 2) === 0
      ? `Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-256-CBC,${r.hex(32).toUpperCase()}\n\n`
      : "";
  const block = `-----BEGIN ${label}-----\n${headers}${lines.join("\n")}\n-----END ${label}-----`;
  const mid = lines[Math.floor(lines.length / 2)];
  const also = lines.length > 2 ? [lines[0], lines[lines.length - 2]] : lines.filter((l) => l !== mid);
  return { kind, block, secret: mid, also };
}

const PEM_PLACES = [
  ["key-file", (b) => `$ cat ~/.ssh/id_deploy\n${b}`],
  ["key-file", (b) => b],
  [
    "json-escaped",
    (b) =>
      `{\n  "type": "service_account",\n  "project_id": "orders-prod-3141",\n  "private_key": "${b.replace(/\n/g, "\\n")}\\n",\n  "client_email": "ci@orders-prod-3141.iam.gserviceaccount.com"\n}`,
  ],
  [
    "yaml",
    (b) =>
      `tls:\n  key: |\n${b
        .split("\n")
        .map((l) => `    ${l}`)
        .join("\n")}`,
  ],
  ["dotenv", (b) => `DEPLOY_KEY="${b}"`],
  ["code-python", (b) => `PRIVATE_KEY = """${b}"""`],
  ["code-js", (b) => `const privateKey = ${JSON.stringify(`${b}\n`)};`],
  ["hcl", (b) => `  private_key = <<-EOT\n${b}\n  EOT`],
  [
    "diff",
    (b) =>
      `new file mode 100600\n--- /dev/null\n+++ b/deploy/key.pem\n@@ -0,0 +1,${b.split("\n").length} @@\n${b
        .split("\n")
        .map((l) => `+${l}`)
        .join("\n")}`,
  ],
  [
    "ci-config",
    (b) =>
      `      - name: Configure SSH\n        env:\n          SSH_KEY: |\n${b
        .split("\n")
        .map((l) => `            ${l}`)
        .join("\n")}`,
  ],
  ["log", (b) => `2026-11-12T08:00:01Z DEBUG loaded signing key from env:\n${b}`],
];

export function keyCases(r) {
  const out = [];
  for (const entry of PEM) {
    for (const [context, place] of r.sample(PEM_PLACES, 3)) {
      const k = pemParts(r, entry);
      out.push({
        family: "private-key",
        kind: k.kind,
        context,
        text: place(k.block),
        secret: k.secret,
        also: k.also,
      });
    }
  }
  out.push(...otherKeys(r));
  return out;
}

function otherKeys(r) {
  const out = [];
  const add = (kind, context, text, secret, also) =>
    out.push({ family: "private-key", kind, context, text, secret, ...(also ? { also } : {}) });
  for (let i = 0; i < 2; i++) {
    const lines = body(r, "lQdGBGV", 900);
    const blk = `-----BEGIN PGP PRIVATE KEY BLOCK-----\nComment: exported ${r.int(2024, 2026)}\n\n${lines.join("\n")}\n=${r.str(A.b64, 4)}\n-----END PGP PRIVATE KEY BLOCK-----`;
    add(
      "pgp",
      i ? "key-file" : "cmd-output",
      i ? blk : `$ gpg --export-secret-keys --armor ops@example.com\n${blk}`,
      lines[7],
      [lines[1], lines[lines.length - 2]],
    );
  }
  for (let i = 0; i < 2; i++) {
    const pub = body(r, "AAAAC3NzaC1lZDI1NTE5AAAAI", 32, 64);
    const priv = body(r, "AAAAI", 32, 64);
    const mac = r.hex(64);
    const ppk = `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-2026${r.int(1000, 1299)}\nPublic-Lines: ${pub.length}\n${pub.join("\n")}\nPrivate-Lines: ${priv.length}\n${priv.join("\n")}\nPrivate-MAC: ${mac}`;
    add("putty-ppk", "key-file", i ? `$ type C:\\Users\\ops\\keys\\deploy.ppk\n${ppk}` : ppk, priv[0]);
  }
  const ssh2 = body(r, "P2/56wAAA", 700, 70);
  add(
    "ssh2-encrypted",
    "key-file",
    `---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\nComment: "rsa-key-20261102"\n${ssh2.join("\n")}\n---- END SSH2 ENCRYPTED PRIVATE KEY ----`,
    ssh2[4],
    [ssh2[1]],
  );
  const d = r.b64url(32);
  add(
    "jwk-ec",
    "json",
    `{\n  "kty": "EC",\n  "crv": "P-256",\n  "kid": "${r.hex(8)}",\n  "x": "${r.b64url(32)}",\n  "y": "${r.b64url(32)}",\n  "d": "${d}"\n}`,
    d,
  );
  const d2 = r.b64url(256);
  const p = r.b64url(128);
  add(
    "jwk-rsa",
    "json-escaped",
    `{"keys":[{"kty":"RSA","kid":"sig-1","n":"${r.b64url(256)}","e":"AQAB","d":"${d2}","p":"${p}","q":"${r.b64url(128)}"}]}`,
    d2,
    [p],
  );
  const d3 = r.b64url(32);
  add(
    "jwk-okp",
    "code-ts",
    `const jwk = { kty: "OKP", crv: "Ed25519", x: "${r.b64url(32)}", d: "${d3}" };`,
    d3,
  );
  for (const context of ["ini", "cmd-output"]) {
    const wg = r.b64(32);
    const t = `[Interface]\nAddress = 10.8.0.${r.int(2, 200)}/24\nPrivateKey = ${wg}\nListenPort = 51820\n\n[Peer]\nPublicKey = ${r.b64(32)}\nAllowedIPs = 0.0.0.0/0`;
    add("wireguard", context, context === "ini" ? t : `$ sudo cat /etc/wireguard/wg0.conf\n${t}`, wg);
  }
  const wg2 = r.b64(32);
  add("wireguard", "cmd-output", `$ wg genkey | tee privatekey\n${wg2}`, wg2);
  const age = `AGE-SECRET-KEY-1${r.str(A.bech32, 58).toUpperCase()}`;
  add(
    "age",
    "key-file",
    `# created: 2026-10-30T11:02:44Z\n# public key: age1${r.str(A.bech32, 58)}\n${age}`,
    age,
  );
  const mini = `RWRTY0Iy${r.str(A.b64, 204)}`;
  add("minisign", "key-file", `untrusted comment: minisign encrypted secret key\n${mini}`, mini);
  const sol = `[${Array.from({ length: 64 }, () => r.int(0, 255)).join(",")}]`;
  add("solana-keypair", "cmd-output", `$ cat ~/.config/solana/id.json\n${sol}`, sol);
  const eth = `0x${r.hex(64)}`;
  add(
    "ethereum-hex",
    "dotenv",
    `DEPLOYER_PRIVATE_KEY=${eth}\nRPC_URL=https://sepolia.infura.io/v3/${r.hex(32)}`,
    eth,
  );
  const eth2 = r.hex(64);
  add("ethereum-hex", "code-js", `const wallet = new ethers.Wallet("${eth2}", provider);`, eth2);
  const nsec = `nsec1${r.str(A.bech32, 58)}`;
  add("nostr-nsec", "prose", `my bot's key is ${nsec}, can you wire it into the relay config?`, nsec);
  const p12 = r.b64(1800);
  add(
    "pkcs12-base64",
    "ci-config",
    `env:\n  SIGNING_CERT_P12_BASE64: ${p12}\n  SIGNING_CERT_PASSWORD: \${{ secrets.P12_PASSWORD }}`,
    p12.slice(400, 480),
  );
  const kubeKey = Buffer.from(
    `-----BEGIN EC PRIVATE KEY-----\n${body(r, "MHcCAQEEI", 110).join("\n")}\n-----END EC PRIVATE KEY-----\n`,
  ).toString("base64");
  add(
    "kubeconfig-client-key",
    "yaml",
    `users:\n- name: admin@prod\n  user:\n    client-certificate-data: ${r.b64(600)}\n    client-key-data: ${kubeKey}`,
    kubeKey,
  );
  return out;
}
