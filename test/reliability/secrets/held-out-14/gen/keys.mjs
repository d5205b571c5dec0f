// Private keys and key files of the common formats (RFC 7468 PEM labels, OpenSSH's PROTOCOL.key,
// RFC 4880 ASCII armor, PuTTY's PPK v3, RFC 7517 JWK), placed as a session shows them.
// A case's `secret` is one random body line and `also` another, so a partial mask still counts.
import { B64, B64URL, b64 } from "./prng.mjs";

const body = (r, lead, lines, width) => {
  const out = [];
  for (let i = 0; i < lines; i++)
    out.push(i === 0 ? lead + r.str(B64, width - lead.length) : r.str(B64, width));
  out.push(`${r.str(B64, r.int(8, width - 4))}${r.pick(["", "=", "=="])}`);
  return out;
};

const FORMATS = [
  ["rsa-pkcs1", "RSA PRIVATE KEY", "MIIEowIBAAKCAQEA", 25, 64],
  ["pkcs8", "PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 25, 64],
  ["ec", "EC PRIVATE KEY", "MHcCAQEEI", 3, 64],
  ["openssh", "OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA", 6, 70],
  ["encrypted-pkcs8", "ENCRYPTED PRIVATE KEY", "MIIFHzBJBgkqhkiG9w0BBQ0wPDAbBgkqhkiG9w0BBQwwDgQI", 25, 64],
  ["dsa", "DSA PRIVATE KEY", "MIIBuwIBAAKBgQD", 10, 64],
];

const pem = (r, f) => {
  const lines = body(r, f[2], f[3], f[4]);
  return { label: f[1], lines, text: `-----BEGIN ${f[1]}-----\n${lines.join("\n")}\n-----END ${f[1]}-----` };
};

const PLACE = [
  ["cat-file", "transcript", (k) => `$ cat ~/.ssh/deploy_key\n${k.text}\n$`],
  [
    "read-tool-numbered",
    "transcript",
    (k) =>
      k.text
        .split("\n")
        .map((l, i) => `${String(i + 1).padStart(6)}→${l}`)
        .join("\n"),
  ],
  [
    "json-escaped",
    "transcript",
    (k) =>
      `{"type":"service_account","project_id":"acme-prod","private_key_id":"k1","private_key":"${k.text.replaceAll("\n", "\\n")}\\n","client_email":"ci@acme-prod.iam.gserviceaccount.com"}`,
  ],
  [
    "yaml-block",
    "config",
    (k) =>
      `tls:\n  key: |\n${k.text
        .split("\n")
        .map((l) => `    ${l}`)
        .join("\n")}`,
  ],
  ["env-escaped-newlines", "config", (k) => `PRIVATE_KEY="${k.text.replaceAll("\n", "\\n")}"`],
  [
    "terraform-heredoc",
    "config",
    (k) => `resource "tls_private_key" "imported" {\n  private_key_pem = <<-EOT\n${k.text}\n  EOT\n}`,
  ],
  [
    "diff-added",
    "diff",
    (k) =>
      `diff --git a/certs/server.key b/certs/server.key\nnew file mode 100644\n--- /dev/null\n+++ b/certs/server.key\n@@ -0,0 +1,${k.lines.length + 2} @@\n${k.text
        .split("\n")
        .map((l) => `+${l}`)
        .join("\n")}`,
  ],
  ["python-triple-quoted", "code", (k) => `SIGNING_KEY = """${k.text}"""`],
  ["go-raw-string", "code", (k) => `var signingKey = []byte(\`${k.text}\`)`],
  ["js-template", "code", (k) => `const privateKey = \`${k.text}\`;`],
  ["rust-raw", "code", (k) => `const KEY_PEM: &str = r"${k.text}";`],
  [
    "java-concat",
    "code",
    (k) =>
      `String pem = ${k.text
        .split("\n")
        .map((l) => `"${l}\\n"`)
        .join("\n    + ")};`,
  ],
  [
    "json-escaped-twice",
    "transcript",
    (k) => `{"content":"{\\"key\\":\\"${k.text.replaceAll("\n", "\\\\n")}\\"}"}`,
  ],
  [
    "prose-pasted-de",
    "prose",
    (k) => `Hier der Schlüssel vom Server, kannst du schauen warum ssh ihn ablehnt?\n\n${k.text}`,
  ],
  ["compose-secret-inline", "config", (k) => `x-keys:\n  signing: "${k.text.replaceAll("\n", "\\n")}"`],
];

/** Cases for the private-key family: every format in several placements. */
export function keyCases(r) {
  const out = [];
  for (const f of FORMATS) {
    for (const p of r.shuffle(PLACE).slice(0, 6)) {
      const k = pem(r, f);
      out.push({
        family: "private-key",
        kind: `${f[0]}/${p[0]}`,
        context: p[1],
        text: p[2](k),
        secret: k.lines[1],
        also: [k.lines[k.lines.length - 2]],
      });
    }
  }
  // k8s TLS secret: the whole PEM base64-encoded once more.
  for (let i = 0; i < 3; i++) {
    const k = pem(r, FORMATS[i]);
    const enc = b64(k.text);
    out.push({
      family: "private-key",
      kind: "k8s-tls-base64",
      context: "transcript",
      text: `apiVersion: v1\ndata:\n  tls.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t\n  tls.key: ${enc}\nkind: Secret\ntype: kubernetes.io/tls`,
      secret: enc.slice(120, 180),
      also: [enc.slice(400, 460)],
    });
  }
  const pgpLines = body(r, "lQOYBGZ", 12, 64);
  const pgp = `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${pgpLines.join("\n")}\n=${r.str(B64, 4)}\n-----END PGP PRIVATE KEY BLOCK-----`;
  out.push({
    family: "private-key",
    kind: "pgp-armored",
    context: "transcript",
    text: `$ gpg --export-secret-keys --armor ci@acme.dev\n${pgp}`,
    secret: pgpLines[1],
    also: [pgpLines[9]],
  });
  const ppk = body(r, "AAAAIQ", 2, 64);
  out.push({
    family: "private-key",
    kind: "putty-ppk",
    context: "config",
    text: `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy@build\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAIH${r.str(B64, 38)}\nPrivate-Lines: 1\n${ppk[1]}\nPrivate-MAC: ${r.str("0123456789abcdef", 64)}`,
    secret: ppk[1],
  });
  for (const kind of ["jwk-ec", "jwk-okp"]) {
    const d = r.str(B64URL, 43);
    out.push({
      family: "private-key",
      kind,
      context: "config",
      text: `{"keys":[{"kty":"${kind === "jwk-ec" ? "EC" : "OKP"}","crv":"${kind === "jwk-ec" ? "P-256" : "Ed25519"}","x":"${r.str(B64URL, 43)}",${kind === "jwk-ec" ? `"y":"${r.str(B64URL, 43)}",` : ""}"d":"${d}","kid":"sig-2026"}]}`,
      secret: d,
    });
  }
  return out;
}
