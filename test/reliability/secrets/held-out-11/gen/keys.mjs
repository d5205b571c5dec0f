// Private keys and key files of the common formats (PEM PKCS#1/PKCS#8/SEC1/OpenSSH/PGP armour, PuTTY
// PPK v3, JWK, GCP service-account JSON, base64-wrapped PEM in Kubernetes/kubeconfig, PKCS#12 in CI).
// Bodies are random base64 behind each format's fixed DER/armour prefix (RFC 7468, RFC 4716,
// draft-miller-ssh-agent, RFC 4880, PuTTY docs); none is a usable key.

import { readView } from "./places.mjs";
import { B64, B64URL, b64, bytes, DIGITS, HEX, uuid } from "./rand.mjs";

const wrap = (s, n) => s.match(new RegExp(`.{1,${n}}`, "g"));

const PEMS = [
  ["pem-rsa-pkcs1", "RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA", 64],
  ["pem-pkcs8", "PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 64],
  ["pem-encrypted-pkcs8", "ENCRYPTED PRIVATE KEY", "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI", 64],
  ["pem-ec-sec1", "EC PRIVATE KEY", "MHcCAQEEI", 64],
  ["pem-dsa", "DSA PRIVATE KEY", "MIIBuwIBAAKBgQD", 64],
  [
    "openssh-ed25519",
    "OPENSSH PRIVATE KEY",
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA",
    70,
  ],
  [
    "openssh-rsa",
    "OPENSSH PRIVATE KEY",
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcnNhAAAAAwEAAQAAAYEA",
    70,
  ],
  ["pgp-private", "PGP PRIVATE KEY BLOCK", "lQVYBGV", 64],
];

/** A PEM block: returns { pem, lines } where lines are the body lines. */
function pemBlock(r, label, prefix, width) {
  const total = r.between(6, 14) * width - r.int(width - 20);
  const body = prefix + r.str(B64.slice(0, 64), total - prefix.length);
  const lines = wrap(body, width);
  const last = lines.length - 1;
  lines[last] =
    `${lines[last]}${lines[last].length % 4 === 2 ? "==" : lines[last].length % 4 === 3 ? "=" : ""}`;
  const pgp = label.startsWith("PGP");
  const head = pgp
    ? [`-----BEGIN ${label}-----`, "", ...lines, `=${r.str(B64, 4)}`, `-----END ${label}-----`]
    : [`-----BEGIN ${label}-----`, ...lines, `-----END ${label}-----`];
  return { pem: head.join("\n"), lines };
}

const KEY_PLACES = [
  ["file", (_r, pem) => pem],
  ["read-tool", (_r, pem) => readView(pem.split("\n"))],
  [
    "command-output",
    (r, pem) => `$ cat ~/.ssh/${r.pick(["id_ed25519", "id_rsa", "deploy_key", "server.key"])}\n${pem}`,
  ],
  [
    "diff",
    (_r, pem) =>
      `diff --git a/certs/server.key b/certs/server.key\nnew file mode 100644\n--- /dev/null\n+++ b/certs/server.key\n@@ -0,0 +1,${pem.split("\n").length} @@\n${pem
        .split("\n")
        .map((l) => `+${l}`)
        .join("\n")}`,
  ],
  ["json-escaped", (_r, pem) => JSON.stringify({ name: "deploy", private_key: `${pem}\n` })],
  [
    "yaml-block",
    (_r, pem) =>
      `tls:\n  key: |\n${pem
        .split("\n")
        .map((l) => `    ${l}`)
        .join("\n")}`,
  ],
  [
    "hcl-heredoc",
    (_r, pem) => `resource "tls_locally_signed_cert" "x" {\n  ca_private_key_pem = <<EOT\n${pem}\nEOT\n}`,
  ],
  ["env-multiline", (_r, pem) => `SSH_PRIVATE_KEY="${pem}"`],
  ["python", (_r, pem) => `PRIVATE_KEY = """\n${pem}\n"""`],
  ["go", (_r, pem) => `var testKey = []byte(\`\n${pem}\n\`)`],
  [
    "edit-tool",
    (_r, pem) =>
      JSON.stringify({ file_path: "/repo/test/fixtures/signing.pem", old_string: "", new_string: pem }),
  ],
  [
    "prompt-en",
    (_r, pem) =>
      `here's the key from the old server, can you add it to the deploy config?\n\n${pem}\n\nthanks`,
  ],
];

export function privateKeys(r) {
  const out = [];
  const places = r.shuffle(KEY_PLACES);
  let n = 0;
  for (const [kind, label, prefix, width] of PEMS) {
    for (let k = 0; k < 3; k++) {
      const { pem, lines } = pemBlock(r, label, prefix, width);
      const [context, place] = places[n++ % places.length];
      out.push({
        family: "private-key",
        kind,
        context,
        text: place(r, pem),
        secret: lines[1],
        also: [lines[lines.length - 2]],
      });
    }
  }
  out.push(...otherKeyFiles(r));
  return out;
}

function otherKeyFiles(r) {
  const out = [];
  const add = (kind, context, text, secret, also) =>
    out.push({ family: "private-key", kind, context, text, secret, ...(also ? { also } : {}) });
  for (let k = 0; k < 3; k++) {
    const pub = r.str(B64, 68);
    const priv = r.str(B64, 44);
    add(
      "putty-ppk",
      k ? "read-tool" : "file",
      ((t) => (k ? readView(t.split("\n")) : t))(
        `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ed25519-key-2026\nPublic-Lines: 2\n${pub.slice(0, 64)}\n${pub.slice(64)}\nPrivate-Lines: 1\n${priv}\nPrivate-MAC: ${r.str(HEX, 64)}`,
      ),
      priv,
    );
  }
  for (let k = 0; k < 3; k++) {
    const d = r.str(B64URL, 43);
    add(
      "jwk-private",
      r.pick(["json", "typescript", "json-in-json"]),
      k === 2
        ? JSON.stringify({ content: JSON.stringify({ kty: "OKP", crv: "Ed25519", x: r.str(B64URL, 43), d }) })
        : `${k ? "const jwk = " : ""}{"kty":"EC","crv":"P-256","x":"${r.str(B64URL, 43)}","y":"${r.str(B64URL, 43)}","d":"${d}","kid":"${uuid(r)}"}`,
      d,
    );
  }
  for (let k = 0; k < 4; k++) {
    const { pem, lines } = pemBlock(
      r,
      "PRIVATE KEY",
      "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ",
      64,
    );
    const project = `${r.pick(["billing", "ml", "etl"])}-${r.str(DIGITS, 6)}`;
    const sa = {
      type: "service_account",
      project_id: project,
      private_key_id: r.str(HEX, 40),
      private_key: `${pem}\n`,
      client_email: `deployer@${project}.iam.gserviceaccount.com`,
      client_id: r.str(DIGITS, 21),
    };
    const json = JSON.stringify(sa, null, 2);
    const ctx = ["gcp-service-account", "read-tool", "env-json", "k8s-secret"][k];
    const text =
      k === 0
        ? json
        : k === 1
          ? readView(json.split("\n"))
          : k === 2
            ? `GOOGLE_CREDENTIALS='${JSON.stringify(sa)}'`
            : `data:\n  key.json: ${b64(json)}`;
    if (k === 3) {
      const enc = b64(json);
      add("gcp-service-account-b64", ctx, text, enc.slice(400, 480), [enc.slice(-120, -60)]);
    } else add("gcp-service-account", ctx, text, lines[1], [lines[lines.length - 2]]);
  }
  for (let k = 0; k < 3; k++) {
    const { pem } = pemBlock(
      r,
      k ? "EC PRIVATE KEY" : "RSA PRIVATE KEY",
      k ? "MHcCAQEEI" : "MIIEowIBAAKCAQEA",
      64,
    );
    const enc = b64(`${pem}\n`);
    const text =
      k === 0
        ? `users:\n- name: admin\n  user:\n    client-certificate-data: ${b64(`-----BEGIN CERTIFICATE-----\n${r.str(B64, 200)}\n-----END CERTIFICATE-----\n`)}\n    client-key-data: ${enc}`
        : k === 1
          ? `apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\ndata:\n  tls.key: ${enc}`
          : `$ kubectl get secret webhook-tls -o jsonpath='{.data.tls\\.key}'\n${enc}`;
    add("pem-base64", ["kubeconfig", "k8s-secret", "command-output"][k], text, enc.slice(60, 140), [
      enc.slice(-90, -20),
    ]);
  }
  for (let k = 0; k < 2; k++) {
    const p12 = `MIIK${r.str(B64, 3)}AgEDMIIK${r.str(B64, 600)}`;
    add(
      "pkcs12-base64",
      k ? "github-actions" : "gitlab-ci",
      k
        ? `      env:\n        SIGNING_CERT_P12_BASE64: ${p12}\n        SIGNING_CERT_PASSWORD: \${{ secrets.P12_PASSWORD }}`
        : `variables:\n  ANDROID_KEYSTORE_B64: "${p12}"`,
      p12.slice(20, 120),
      [p12.slice(-100)],
    );
  }
  for (let k = 0; k < 2; k++) {
    const wif = `${r.pick(["K", "L"])}${r.str("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 51)}`;
    add(
      "bitcoin-wif",
      k ? "python" : "dotenv",
      k ? `wallet = Wallet.from_wif("${wif}")` : `BTC_WIF=${wif}`,
      wif,
    );
  }
  for (let k = 0; k < 2; k++) {
    const key = b64(bytes(r, 32));
    add(
      "wireguard-conf",
      k ? "read-tool" : "file",
      ((t) => (k ? readView(t.split("\n")) : t))(
        `[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = ${key}\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = ${b64(bytes(r, 32))}\nEndpoint = vpn.example.net:51820`,
      ),
      key,
    );
  }
  return out;
}
