// Private keys and key files: PEM (PKCS#1 RSA, PKCS#8, SEC1 EC, DSA, encrypted PKCS#8), OpenSSH,
// PuTTY PPK v3, OpenPGP armored secret keys, JWK with its private "d", a Google service-account
// JSON, PEM in env vars, Kubernetes TLS secrets, diffs and transcripts. Bodies are random base64
// behind the DER/format prefix each format starts with (RFC 7468 framing, 64-column lines).

import { toolResultLine } from "./places.mjs";
import { b64of } from "./prng.mjs";

const FORMATS = [
  ["rsa-pkcs1", "RSA PRIVATE KEY", "MIIEowIBAAKCAQEA", 25],
  ["pkcs8", "PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 26],
  ["ec-sec1", "EC PRIVATE KEY", "MHcCAQEEI", 3],
  ["dsa", "DSA PRIVATE KEY", "MIIBuwIBAAKBgQ", 7],
  ["encrypted-pkcs8", "ENCRYPTED PRIVATE KEY", "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI", 27],
  [
    "openssh",
    "OPENSSH PRIVATE KEY",
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
    7,
  ],
  ["pkcs8-ed25519", "PRIVATE KEY", "MC4CAQAwBQYDK2VwBCIEI", 1],
];

/** A PEM block; returns { pem, lines } where lines are the 64-column body lines. */
function pem(r, label, prefix, nLines) {
  const body = prefix + r.b64(nLines * 64 - prefix.length - 4) + (nLines > 3 ? "AAE=" : "Ag==");
  const lines = body.match(/.{1,64}/g);
  return { pem: `-----BEGIN ${label}-----\n${lines.join("\n")}\n-----END ${label}-----`, lines };
}

const secretsOf = (lines) => {
  const mid = lines.length > 2 ? lines[1] : lines[0];
  const last = lines[lines.length - 2] ?? lines[0];
  return mid === last ? { secret: mid } : { secret: mid, also: [last] };
};

const PEM_PLACES = [
  ["cat-output", (k, f) => `$ cat ~/.ssh/${f === "openssh" ? "id_ed25519" : "deploy_key.pem"}\n${k}\n`],
  [
    "transcript-read-result",
    (k, _f, r) =>
      toolResultLine(
        r,
        `${k
          .split("\n")
          .map((l, i) => `${String(i + 1).padStart(6)}→${l}`)
          .join("\n")}\n`,
      ),
  ],
  [
    "git-diff",
    (k) =>
      `diff --git a/certs/server.key b/certs/server.key\nnew file mode 100644\nindex 0000000..${"e3b0c44"}\n--- /dev/null\n+++ b/certs/server.key\n@@ -0,0 +1,${k.split("\n").length} @@\n${k
        .split("\n")
        .map((l) => `+${l}`)
        .join("\n")}\n`,
  ],
  ["dotenv-quoted", (k) => `GITHUB_APP_ID=${"412873"}\nGITHUB_APP_PRIVATE_KEY="${k}"\n`],
  ["dotenv-escaped", (k) => `JWT_PRIVATE_KEY="${k.replace(/\n/g, "\\n")}"\n`],
  [
    "terraform-heredoc",
    (k) =>
      `resource "tls_cert_request" "web" {\n  private_key_pem = <<-EOT\n${k
        .split("\n")
        .map((l) => `    ${l}`)
        .join("\n")}\n  EOT\n}\n`,
  ],
  [
    "config-yaml-block",
    (k) =>
      `ssl:\n  enabled: true\n  key: |\n${k
        .split("\n")
        .map((l) => `    ${l}`)
        .join("\n")}\n`,
  ],
  [
    "code-python",
    (k) => `PRIVATE_KEY = """${k}"""\n\nsigner = load_pem_private_key(PRIVATE_KEY.encode(), password=None)\n`,
  ],
  [
    "log-tail",
    (k) => `2026-11-27 09:14:02 DEBUG loaded signing key:\n${k}\n2026-11-27 09:14:02 INFO signer ready`,
  ],
  [
    "user-prompt",
    (k) => `this key doesn't work with paramiko, says "not a valid RSA private key file" — why?\n\n${k}`,
  ],
  ["docker-build-arg", (k) => `$ docker build --build-arg SSH_KEY="${k.replace(/\n/g, "\\n")}" -t app .`],
  ["json-escaped", (k) => `{"type":"tool_result","content":"$ cat key.pem\\n${k.replace(/\n/g, "\\n")}\\n"}`],
];

function pemCases(r) {
  const out = [];
  const places = r.shuffle(PEM_PLACES);
  let i = 0;
  for (const [kind, label, prefix, n] of FORMATS) {
    const count = kind === "ec-sec1" || kind === "pkcs8-ed25519" ? 3 : 4;
    for (let j = 0; j < count; j++) {
      const [context, fn] = places[i++ % places.length];
      const { pem: k, lines } = pem(r, label, prefix, Math.max(2, Math.min(n, r.int(n - 2, n))));
      out.push({ family: "private-key", kind, context, text: fn(k, kind, r), ...secretsOf(lines) });
    }
  }
  return out;
}

function specialKeys(r) {
  const out = [];
  const ppkLines = Array.from({ length: 14 }, () => r.b64(64));
  out.push({
    family: "private-key",
    kind: "putty-ppk",
    context: "cat-output",
    text: `PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nComment: rsa-key-20261127\nPublic-Lines: 6\n${Array.from({ length: 6 }, () => r.b64(64)).join("\n")}\nPrivate-Lines: 14\n${ppkLines.join("\n")}\nPrivate-MAC: ${r.hex(64)}\n`,
    secret: ppkLines[2],
    also: [ppkLines[12]],
  });
  const pgp = Array.from({ length: 20 }, () => r.b64(64));
  out.push({
    family: "private-key",
    kind: "pgp-secret",
    context: "cli-output",
    text: `$ gpg --armor --export-secret-keys ops@acme.io\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQdGBGVk${r.b64(56)}\n${pgp.join("\n")}\n=${r.b64(4)}\n-----END PGP PRIVATE KEY BLOCK-----\n`,
    secret: pgp[3],
    also: [pgp[17]],
  });
  for (const ctx of ["config-json", "transcript-read-result"]) {
    const d = r.b64url(43);
    const jwk = JSON.stringify({
      kty: "EC",
      crv: "P-256",
      kid: r.hex(8),
      x: r.b64url(43),
      y: r.b64url(43),
      d,
    });
    out.push({
      family: "private-key",
      kind: "jwk",
      context: ctx,
      text: ctx === "config-json" ? `{"keys":[${jwk}]}` : toolResultLine(r, jwk),
      secret: d,
    });
  }
  const dRsa = r.b64url(342);
  out.push({
    family: "private-key",
    kind: "jwk-rsa",
    context: "code-typescript",
    text: `const jwk = {\n  kty: "RSA",\n  n: "${r.b64url(342)}",\n  e: "AQAB",\n  d: "${dRsa}",\n  p: "${r.b64url(171)}",\n};`,
    secret: dRsa,
  });
  for (const ctx of ["cat-output", "transcript-read-result", "k8s-secret-stringdata"]) {
    const { pem: k, lines } = pem(r, "PRIVATE KEY", "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ", 26);
    const sa = JSON.stringify(
      {
        type: "service_account",
        project_id: "acme-prod-314",
        private_key_id: r.hex(40),
        private_key: `${k}\n`,
        client_email: "ci-deployer@acme-prod-314.iam.gserviceaccount.com",
        client_id: r.digits(21),
        token_uri: "https://oauth2.googleapis.com/token",
      },
      null,
      2,
    );
    const text =
      ctx === "cat-output"
        ? `$ cat sa-key.json\n${sa}\n`
        : ctx === "transcript-read-result"
          ? toolResultLine(r, sa)
          : `apiVersion: v1\nkind: Secret\nmetadata:\n  name: gcp-sa\nstringData:\n  key.json: '${sa.replace(/\n\s*/g, "")}'\n`;
    out.push({ family: "private-key", kind: "gcp-service-account", context: ctx, text, ...secretsOf(lines) });
  }
  for (let i = 0; i < 2; i++) {
    const { pem: k } = pem(r, "EC PRIVATE KEY", "MHcCAQEEI", 3);
    const enc = b64of(`${k}\n`);
    out.push({
      family: "private-key",
      kind: "k8s-tls-secret",
      context: "kubectl-secret-yaml",
      text: `$ kubectl get secret web-tls -o yaml\napiVersion: v1\ndata:\n  tls.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t${r.b64(120)}\n  tls.key: ${enc}\nkind: Secret\ntype: kubernetes.io/tls\n`,
      secret: enc,
    });
  }
  const p12 = r.b64(900);
  out.push({
    family: "private-key",
    kind: "pkcs12-b64",
    context: "github-actions",
    text: `      - name: Import signing cert\n        env:\n          P12_BASE64: MIIKcQIBAzCCCjcGCSqGSIb3DQEHAaCCCigEggokMIIKIDCC${p12}\n        run: echo "$P12_BASE64" | base64 -d > cert.p12\n`,
    secret: p12.slice(0, 120),
    also: [p12.slice(-120)],
  });
  const kube = b64of(pem(r, "RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA", 25).pem);
  out.push({
    family: "private-key",
    kind: "kubeconfig-client-key",
    context: "cli-output",
    text: `$ kubectl config view --raw --minify\napiVersion: v1\nclusters:\n- cluster:\n    server: https://10.0.0.1:6443\n  name: prod\nusers:\n- name: admin\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM${r.b64(200)}\n    client-key-data: ${kube}\n`,
    secret: kube,
  });
  return out;
}

/** Private keys and key files. */
export function keyCases(r) {
  return [...pemCases(r), ...specialKeys(r)];
}
