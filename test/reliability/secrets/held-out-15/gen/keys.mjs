// Private keys and key files for the held-out-15 corpus: random bodies behind each format's public
// framing (RFC 7468 PEM labels; PKCS#1 RFC 8017; PKCS#8 RFC 5958; OpenSSH PROTOCOL.key; PuTTY's
// PPK v2/v3 spec; OpenPGP RFC 4880 armor; JWK RFC 7517/7518; age, WireGuard, minisign, signify docs).

import { alnum, b64, b64url, hex, str, uuid, wrap } from "./rand.mjs";

const lines64 = (prefix, bytes) => wrap(prefix + b64(bytes).slice(prefix.length), 64);

/** PEM blocks: [family, label, body lines]. The secret is the first full body line, also the last. */
const PEMS = [
  ["rsa-pkcs1", "RSA PRIVATE KEY", () => lines64("MIIEpAIBAAKCAQEA", 1190)],
  ["pkcs8", "PRIVATE KEY", () => lines64("MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 1210)],
  ["ec-sec1", "EC PRIVATE KEY", () => lines64("MHcCAQEEI", 121)],
  ["ed25519-pkcs8", "PRIVATE KEY", () => [`MC4CAQAwBQYDK2VwBCIEI${b64(36).slice(21)}`]],
  [
    "encrypted-pkcs8",
    "ENCRYPTED PRIVATE KEY",
    () => lines64("MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQI", 1300),
  ],
  ["dsa", "DSA PRIVATE KEY", () => lines64("MIIBuwIBAAKBgQD", 440)],
  [
    "openssh",
    "OPENSSH PRIVATE KEY",
    () => wrap(`b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW${b64(300)}`, 70),
  ],
  [
    "openssh-rsa",
    "OPENSSH PRIVATE KEY",
    () => wrap(`b3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAABA${b64(1800)}`, 70),
  ],
];

const pem = (label, body) => `-----BEGIN ${label}-----\n${body.join("\n")}\n-----END ${label}-----`;
const indent = (text, n) =>
  text
    .split("\n")
    .map((l) => " ".repeat(n) + l)
    .join("\n");
const jsonEsc = (text) => JSON.stringify(text).slice(1, -1);

const PEM_PLACES = [
  ["tool-cat", (k) => `$ cat ~/.ssh/deploy_key\n${k}`],
  ["heredoc", (k) => `cat > /tmp/key.pem <<'EOF'\n${k}\nEOF\nchmod 600 /tmp/key.pem`],
  ["json-escaped", (k) => `{"name":"deploy","private_key":"${jsonEsc(`${k}\n`)}","created":"2026-11-27"}`],
  ["yaml-block", (k) => `ssh:\n  host: bastion.acme.net\n  private_key: |\n${indent(k, 4)}`],
  [
    "k8s-tls-secret",
    (k) =>
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-tls\ntype: kubernetes.io/tls\nstringData:\n  tls.key: |\n${indent(k, 4)}`,
  ],
  [
    "terraform-heredoc",
    (k) => `resource "tls_self_signed_cert" "ca" {\n  private_key_pem = <<-EOT\n${indent(k, 4)}\n  EOT\n}`,
  ],
  ["env-literal-newlines", (k) => `PRIVATE_KEY="${k.replace(/\n/g, "\\n")}"`],
  ["python-string", (k) => `SIGNING_KEY = """${k}"""`],
  [
    "diff-added",
    (k) =>
      `--- /dev/null\n+++ b/certs/server.key\n@@ -0,0 +1,${k.split("\n").length} @@\n${k
        .split("\n")
        .map((l) => `+${l}`)
        .join("\n")}`,
  ],
  ["chat-en", (k) => `my ssh key stopped working, here it is, what's wrong with it?\n\n${k}`],
  [
    "openssl-output",
    (k) => `$ openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 2>/dev/null | tee key.pem\n${k}`,
  ],
  [
    "ansible-vault-view",
    (k) => `$ ansible-vault view group_vars/prod/vault.yml\nvault_tls_key: |\n${indent(k, 2)}`,
  ],
];

function pemCases() {
  const out = [];
  PEMS.forEach(([family, label, body], i) => {
    for (let k = 0; k < 4; k++) {
      const [ctx, fn] = PEM_PLACES[(i * 5 + k * 3) % PEM_PLACES.length];
      const lines = body();
      const first = lines[0];
      const last = lines.length > 2 ? lines[lines.length - 2] : undefined;
      const rec = {
        family: `key-${family}`,
        kind: "private-key",
        context: ctx,
        text: fn(pem(label, lines)),
        secret: first,
      };
      if (last && last !== first) rec.also = [last];
      out.push(rec);
    }
  });
  return out;
}

function ppk(version) {
  const pub = wrap(`AAAAC3NzaC1lZDI1NTE5AAAAI${b64(32)}`, 64);
  const priv = wrap(b64(version === 3 ? 48 : 36), 64);
  const head = `PuTTY-User-Key-File-${version}: ssh-ed25519\nEncryption: none\nComment: ed25519-key-2026${digitsOf(4)}`;
  const kdf = version === 3 ? "" : "";
  return {
    text: `${head}\nPublic-Lines: ${pub.length}\n${pub.join("\n")}${kdf}\nPrivate-Lines: ${priv.length}\n${priv.join("\n")}\nPrivate-MAC: ${hex(version === 3 ? 64 : 40)}`,
    secret: priv[0],
  };
}
const digitsOf = (n) => str("0123456789", n);

function pgp() {
  const body = wrap(`lQVYBGV${b64(2400)}`, 64);
  return {
    text: `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${body.join("\n")}\n=${alnum(4)}\n-----END PGP PRIVATE KEY BLOCK-----`,
    secret: body[1],
    also: [body[body.length - 2]],
  };
}

function jwkRsa() {
  const d = b64url(256);
  const p = b64url(128);
  return {
    obj: {
      kty: "RSA",
      kid: uuid(),
      use: "sig",
      alg: "RS256",
      n: b64url(256),
      e: "AQAB",
      d,
      p,
      q: b64url(128),
      dp: b64url(128),
      dq: b64url(128),
      qi: b64url(128),
    },
    secret: d,
    also: [p],
  };
}
function jwkEc() {
  const d = b64url(32);
  return { obj: { kty: "EC", crv: "P-256", kid: alnum(10), x: b64url(32), y: b64url(32), d }, secret: d };
}
function jwkOkp() {
  const d = b64url(32);
  return { obj: { kty: "OKP", crv: "Ed25519", x: b64url(32), d }, secret: d };
}

function otherKeys() {
  const out = [];
  const add = (family, ctx, text, secret, also) =>
    out.push({ family, kind: "private-key", context: ctx, text, secret, ...(also ? { also } : {}) });
  const p2 = ppk(2);
  add("key-ppk-v2", "tool-cat", `$ type C:\\Users\\dev\\.ssh\\deploy.ppk\n${p2.text}`, p2.secret);
  const p3 = ppk(3);
  add("key-ppk-v3", "heredoc", `cat > deploy.ppk <<EOF\n${p3.text}\nEOF`, p3.secret);
  const p3b = ppk(3);
  add("key-ppk-v3", "json-escaped", `{"tool":"Read","result":"${jsonEsc(p3b.text)}"}`, p3b.secret);
  const g1 = pgp();
  add(
    "key-pgp",
    "gpg-export",
    `$ gpg --export-secret-keys --armor dev@acme.io\n${g1.text}`,
    g1.secret,
    g1.also,
  );
  const g2 = pgp();
  add(
    "key-pgp",
    "github-actions-secret-yaml",
    `      - uses: crazy-max/ghaction-import-gpg@v6\n        with:\n          gpg_private_key: |\n${indent(g2.text, 12)}`,
    g2.secret,
    g2.also,
  );
  const g3 = pgp();
  add("key-pgp", "json-escaped", `{"GPG_PRIVATE_KEY":"${jsonEsc(g3.text)}"}`, g3.secret, g3.also);
  const j1 = jwkRsa();
  add(
    "key-jwk-rsa",
    "jwks-json",
    `$ cat keys/jwks.json\n${JSON.stringify({ keys: [j1.obj] }, null, 2)}`,
    j1.secret,
    j1.also,
  );
  const j2 = jwkEc();
  add("key-jwk-ec", "env-json", `JWT_PRIVATE_JWK='${JSON.stringify(j2.obj)}'`, j2.secret);
  const j3 = jwkOkp();
  add(
    "key-jwk-okp",
    "typescript",
    `const signingKey = await importJWK(${JSON.stringify(j3.obj)}, "EdDSA");`,
    j3.secret,
  );
  const j4 = jwkEc();
  add(
    "key-jwk-ec",
    "k8s-secret",
    `apiVersion: v1\nkind: Secret\nmetadata:\n  name: oidc-signing\nstringData:\n  jwk.json: '${JSON.stringify(j4.obj)}'`,
    j4.secret,
  );
  for (const ctx of ["openssl-base64", "terraform-tfvars", "azure-keyvault-json"]) {
    const body = `MIIKRQIBAzCCCg8GCSqGSIb3DQEHAaCCCgAEggn8MIIJ+DCCBK8GCSqGSIb3DQEHBqCCBKAwggScAgEAMIIElQYJKoZIhvcNAQcBMBwGCiqGSIb3DQEMAQYwDgQI${b64(1200)}`;
    const text = {
      "openssl-base64": `$ openssl pkcs12 -export -in cert.pem -inkey key.pem -passout pass: | base64 -w0\n${body}`,
      "terraform-tfvars": `pfx_base64 = "${body}"\npfx_password = ""`,
      "azure-keyvault-json": `{\n  "contentType": "application/x-pkcs12",\n  "id": "https://acme-kv.vault.azure.net/secrets/api-cert/${hex(32)}",\n  "value": "${body}"\n}`,
    }[ctx];
    add("key-pkcs12", ctx, text, body.slice(0, 120), [body.slice(-80)]);
  }
  for (const ctx of ["keygen-output", "sops-env", "chat-pt"]) {
    const k = `AGE-SECRET-KEY-1${str("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)}`;
    const text = {
      "keygen-output": `$ age-keygen\n# created: 2026-11-27T19:20:11Z\n# public key: age1${str("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)}\n${k}`,
      "sops-env": `SOPS_AGE_KEY=${k} sops -d secrets.enc.yaml`,
      "chat-pt": `minha chave age é ${k}, consegue descriptografar o arquivo?`,
    }[ctx];
    add("key-age", ctx, text, k);
  }
  for (const ctx of ["wg-conf", "wg-genkey", "yaml-netplan"]) {
    const k = b64(32);
    const text = {
      "wg-conf": `$ sudo cat /etc/wireguard/wg0.conf\n[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = ${k}\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = ${b64(32)}\nEndpoint = vpn.acme.net:51820`,
      "wg-genkey": `$ wg genkey | tee privatekey\n${k}\n$ wg pubkey < privatekey\n${b64(32)}`,
      "yaml-netplan": `network:\n  tunnels:\n    wg0:\n      mode: wireguard\n      key:\n        private: ${k}\n      port: 51820`,
    }[ctx];
    add("key-wireguard", ctx, text, k);
  }
  for (const ctx of ["tool-cat", "json-escaped"]) {
    const k = `RWRTY0Iy${b64(150).replace(/=+$/, "")}`;
    const body = `untrusted comment: minisign encrypted secret key\n${k}`;
    add(
      "key-minisign",
      ctx,
      ctx === "tool-cat" ? `$ cat ~/.minisign/minisign.key\n${body}` : `{"content":"${jsonEsc(body)}"}`,
      k,
    );
  }
  for (const ctx of ["tool-cat", "heredoc"]) {
    const k = `RWRCSwAAAA${b64(94).replace(/=+$/, "")}`;
    const body = `untrusted comment: signify secret key\n${k}`;
    add(
      "key-signify",
      ctx,
      ctx === "tool-cat" ? `$ cat release.sec\n${body}` : `cat > release.sec <<EOF\n${body}\nEOF`,
      k,
    );
  }
  const sa = PEMS[1][2]();
  const saKey = pem("PRIVATE KEY", sa);
  add(
    "key-gcp-service-account",
    "json-file",
    `$ cat sa.json\n{\n  "type": "service_account",\n  "project_id": "acme-prod-${digitsOf(6)}",\n  "private_key_id": "${hex(40)}",\n  "private_key": "${jsonEsc(`${saKey}\n`)}",\n  "client_email": "ci@acme-prod.iam.gserviceaccount.com"\n}`,
    sa[0],
    [sa[sa.length - 2]],
  );
  const sa2 = PEMS[1][2]();
  add(
    "key-gcp-service-account",
    "base64-env",
    `GOOGLE_CREDENTIALS_JSON=$(cat <<'EOF'\n{"type":"service_account","private_key":"${jsonEsc(`${pem("PRIVATE KEY", sa2)}\n`)}"}\nEOF\n)`,
    sa2[0],
    [sa2[sa2.length - 2]],
  );
  const cert = wrap(`b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW${b64(300)}`, 70);
  add(
    "key-openssh-with-cert",
    "ssh-keygen-output",
    `$ ssh-keygen -s ca -I dev -n dev id_ed25519.pub\nSigned user key id_ed25519-cert.pub: id "dev" serial 0 for dev valid forever\n$ ls ~/.ssh\nid_ed25519  id_ed25519-cert.pub  id_ed25519.pub\n$ cat ~/.ssh/id_ed25519\n${pem("OPENSSH PRIVATE KEY", cert)}`,
    cert[0],
    [cert[cert.length - 2]],
  );
  const k8s = Buffer.from(pem("RSA PRIVATE KEY", PEMS[0][2]())).toString("base64");
  add(
    "key-k8s-secret-b64",
    "kubectl-get-secret",
    `$ kubectl get secret api-tls -o yaml\napiVersion: v1\ndata:\n  tls.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM${alnum(60)}\n  tls.key: ${k8s}\nkind: Secret\ntype: kubernetes.io/tls`,
    k8s.slice(0, 120),
    [k8s.slice(-80)],
  );
  return out;
}

/** Every private-key case. */
export function keyCases() {
  return [...pemCases(), ...otherKeys()];
}
