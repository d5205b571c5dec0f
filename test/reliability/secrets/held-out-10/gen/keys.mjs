// Private keys and key files: PEM (PKCS#1, PKCS#8, SEC1, encrypted PKCS#8, DSA), OpenSSH, PGP armour,
// PuTTY PPK v3, JWK (RFC 7517 "d"), WireGuard, age, a GCP service-account JSON, Kubernetes tls.key,
// Solana keypair arrays, Ethereum hex keys, Bitcoin WIF. Key bytes are random.

import { B64 } from "./rand.mjs";
import { keyParts, pemKey, wrap } from "./shapes.mjs";

const B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** @returns {{family:string, kind:string, context:string, text:string, secret:string, also?:string[]}[]} */
export function keyCases(r) {
  const out = [];
  const add = (kind, context, text, secret, also) =>
    out.push({ family: "private-key", kind, context, text, secret, ...(also?.length ? { also } : {}) });
  const pem = (kind, type, context, f, bytes) => {
    const k = pemKey(r, type, bytes);
    const { secret, also } = keyParts(k.lines);
    add(kind, context, f(k.pem, k), secret, also);
  };
  pem("rsa-pkcs1", "RSA PRIVATE KEY", "cat-file", (p) => `$ cat deploy/keys/app.pem\n${p}`, 1190);
  pem(
    "rsa-pkcs1",
    "RSA PRIVATE KEY",
    "prompt-en",
    (p) => `is this key in the right format for the github app? it fails with "invalid key"\n\n${p}`,
    1190,
  );
  pem(
    "pkcs8",
    "PRIVATE KEY",
    "read-tool-numbered",
    (p) =>
      p
        .trimEnd()
        .split("\n")
        .map((l, i) => `${String(i + 1).padStart(6)}\u2192${l}`)
        .join("\n"),
    1216,
  );
  pem(
    "pkcs8",
    "PRIVATE KEY",
    "terraform-heredoc",
    (p) =>
      `resource "tls_private_key" "imported" {}\n\nlocals {\n  signing_key = <<-EOT\n${p
        .trimEnd()
        .split("\n")
        .map((l) => `    ${l}`)
        .join("\n")}\n  EOT\n}`,
    1216,
  );
  pem("ec", "EC PRIVATE KEY", "cat-file", (p) => `$ cat /etc/nginx/certs/api.key\n${p}`, 121);
  pem(
    "ec",
    "EC PRIVATE KEY",
    "yaml-block-scalar",
    (p) =>
      `tls:\n  certFile: /etc/certs/tls.crt\n  key: |\n${p
        .trimEnd()
        .split("\n")
        .map((l) => `    ${l}`)
        .join("\n")}\n`,
    121,
  );
  pem(
    "encrypted-pkcs8",
    "ENCRYPTED PRIVATE KEY",
    "diff-added",
    (p) =>
      `--- /dev/null\n+++ b/certs/signing.key\n@@ -0,0 +1,${p.split("\n").length - 1} @@\n${p
        .trimEnd()
        .split("\n")
        .map((l) => `+${l}`)
        .join("\n")}\n`,
    1250,
  );
  pem("dsa", "DSA PRIVATE KEY", "cat-file", (p) => `$ cat legacy/id_dsa\n${p}`, 440);
  pem("openssh-ed25519", "OPENSSH PRIVATE KEY", "cat-file", (p) => `$ cat ~/.ssh/id_ed25519\n${p}`, 300);
  pem(
    "openssh-rsa",
    "OPENSSH PRIVATE KEY",
    "github-actions-secret-echo",
    (p) =>
      `Run echo "$SSH_KEY" > ~/.ssh/id_rsa\n${p
        .trimEnd()
        .split("\n")
        .map((l) => `2026-11-26T10:02:11.${String(r.int(1000000, 9999999))}Z ${l}`)
        .join("\n")}`,
    1800,
  );
  pem(
    "openssh-ed25519",
    "OPENSSH PRIVATE KEY",
    "ansible-vars",
    (p) =>
      `deploy_ssh_key: |\n${p
        .trimEnd()
        .split("\n")
        .map((l) => `  ${l}`)
        .join("\n")}`,
    300,
  );
  // PEM with the newlines escaped: .env one-liner, JSON, service-account file
  {
    const k = pemKey(r, "PRIVATE KEY", 1216);
    const { secret, also } = keyParts(k.lines);
    add(
      "pkcs8",
      "dotenv-escaped-newlines",
      `GITHUB_APP_PRIVATE_KEY="${k.pem.replace(/\n/g, "\\n")}"`,
      secret,
      also,
    );
  }
  {
    const k = pemKey(r, "PRIVATE KEY", 1216);
    const { secret, also } = keyParts(k.lines);
    const sa = {
      type: "service_account",
      project_id: "acme-data-prod",
      private_key_id: r.hex(40),
      private_key: k.pem,
      client_email: "loader@acme-data-prod.iam.gserviceaccount.com",
      client_id: String(r.int(100000000, 999999999)) + String(r.int(100000000, 999999999)),
      token_uri: "https://oauth2.googleapis.com/token",
    };
    add("gcp-service-account", "cat-file", `$ cat sa.json\n${JSON.stringify(sa, null, 2)}`, secret, also);
  }
  {
    const k = pemKey(r, "RSA PRIVATE KEY", 1190);
    const { secret, also } = keyParts(k.lines);
    add(
      "rsa-pkcs1",
      "json-in-json",
      JSON.stringify({
        type: "tool_result",
        content: JSON.stringify({ files: [{ path: "keys/jwt.pem", text: k.pem }] }),
      }),
      secret,
      also,
    );
  }
  {
    const k = pemKey(r, "PRIVATE KEY", 1216);
    const { secret, also } = keyParts(k.lines);
    add(
      "pkcs8",
      "python-code",
      `PRIVATE_KEY = """${k.pem}"""\n\ntoken = jwt.encode(claims, PRIVATE_KEY, algorithm="RS256")`,
      secret,
      also,
    );
  }
  {
    const k = pemKey(r, "EC PRIVATE KEY", 121);
    const b = Buffer.from(k.pem).toString("base64");
    add(
      "k8s-tls-key",
      "kubectl-get-secret-yaml",
      `$ kubectl get secret api-tls -o yaml\napiVersion: v1\ndata:\n  tls.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJ${r.mixed(`${B64}`, 60)}\n  tls.key: ${b}\nkind: Secret\ntype: kubernetes.io/tls`,
      b.slice(60, 200),
    );
  }
  {
    const k = pemKey(r, "OPENSSH PRIVATE KEY", 300);
    const b = wrap(Buffer.from(k.pem).toString("base64"), 76);
    const bl = b.split("\n");
    add("openssh-ed25519", "base64-wrapped-output", `$ base64 < ~/.ssh/deploy_key\n${b}`, bl[2], [
      bl[bl.length - 2],
    ]);
  }
  {
    const lines = wrap(Buffer.from(r.bytes(700)).toString("base64"), 64).split("\n");
    const armored = `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQdGBG${lines.join("\n").slice(6)}\n=${r.mixed(B64, 4)}\n-----END PGP PRIVATE KEY BLOCK-----\n`;
    add("pgp", "cat-file", `$ gpg --export-secret-keys --armor release@acme.dev\n${armored}`, lines[4], [
      lines[lines.length - 2],
    ]);
  }
  {
    const pub = Buffer.from(r.bytes(51)).toString("base64");
    const priv = wrap(Buffer.from(r.bytes(48)).toString("base64"), 64).split("\n");
    const text = `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ed25519-key-20261126\nPublic-Lines: 2\n${wrap(pub, 64)}\nPrivate-Lines: 1\n${priv.join("\n")}\nPrivate-MAC: ${r.hex(64)}`;
    add("putty-ppk", "cat-file", text, priv[0]);
  }
  {
    const d = Buffer.from(r.bytes(32)).toString("base64url");
    const jwk = {
      kty: "EC",
      crv: "P-256",
      kid: "sig-2026-11",
      x: Buffer.from(r.bytes(32)).toString("base64url"),
      y: Buffer.from(r.bytes(32)).toString("base64url"),
      d,
    };
    add("jwk", "json-config", JSON.stringify({ keys: [jwk] }, null, 2), d);
  }
  {
    const d = Buffer.from(r.bytes(256)).toString("base64url");
    const p = Buffer.from(r.bytes(128)).toString("base64url");
    add(
      "jwk",
      "js-code",
      `const privateJwk = { kty: "RSA", n: "${Buffer.from(r.bytes(256)).toString("base64url")}", e: "AQAB", d: "${d}", p: "${p}" };`,
      d,
      [p],
    );
  }
  {
    const k = Buffer.from(r.bytes(32)).toString("base64");
    add(
      "wireguard",
      "cat-file",
      `$ sudo cat /etc/wireguard/wg0.conf\n[Interface]\nPrivateKey = ${k}\nAddress = 10.8.0.2/24\n\n[Peer]\nPublicKey = ${Buffer.from(r.bytes(32)).toString("base64")}\nEndpoint = 198.51.100.7:51820`,
      k,
    );
  }
  {
    const k = Buffer.from(r.bytes(32)).toString("base64");
    add(
      "wireguard",
      "prompt-en",
      `my wg client config won't handshake, private key ${k}, peer is the office gateway`,
      k,
    );
  }
  {
    const bytes = r.bytes(64);
    const arr = `[${bytes.join(",")}]`;
    add(
      "solana-keypair",
      "cat-file",
      `$ cat ~/.config/solana/id.json\n${arr}`,
      bytes.slice(0, 24).join(","),
      [bytes.slice(40).join(",")],
    );
  }
  {
    const k = `0x${r.hex(64)}`;
    add(
      "ethereum",
      "cat-dotenv",
      `RPC_URL=https://eth-sepolia.g.alchemy.com/v2/demo\nDEPLOYER_PRIVATE_KEY=${k}`,
      k.slice(2),
    );
  }
  {
    const k = r.hex(64);
    add("ethereum", "js-code", `const wallet = new ethers.Wallet("${k}", provider);`, k);
  }
  {
    const k = `K${r.str(B58, 51)}`;
    add(
      "bitcoin-wif",
      "cli-output",
      `$ bitcoin-cli dumpprivkey bc1q${r.str("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38)}\n${k}`,
      k,
    );
  }
  {
    const words = [
      "abandon",
      "ripple",
      "velvet",
      "harbor",
      "mosquito",
      "glance",
      "tribe",
      "oxygen",
      "lumber",
      "canvas",
      "drift",
      "eager",
      "silk",
      "orbit",
      "pepper",
      "quarter",
      "unfold",
      "whisper",
      "zebra",
      "anchor",
      "brisk",
      "clinic",
      "dwarf",
      "fiscal",
    ];
    const phrase = Array.from({ length: 12 }, () => r.pick(words)).join(" ");
    add("seed-phrase", "cat-dotenv", `MNEMONIC="${phrase}"\nNETWORK=sepolia`, phrase);
  }
  return out;
}
