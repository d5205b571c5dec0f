// Private keys of every common format, as they show up in a session: a file printed by a command,
// a literal in source code or config (escaped, indented, base64-wrapped), a shell heredoc, prose.

export function keyCases({ add, h, k, r }) {
  const F = "private-key";
  const escapeNewlines = (s) => s.replace(/\n/g, "\\n");
  const addKey = (name, context, gen, template) => {
    let block;
    add(
      F,
      name,
      context,
      () => {
        block = gen();
        return block.secret;
      },
      () => {
        const text = template(block);
        return block.also ? { text, also: block.also } : text;
      },
    );
  };
  // Printed by a command
  addKey(
    "rsa-pkcs1-pem",
    "output",
    () => k.rsaPkcs1(),
    (b) => `$ cat deploy/server.key\n${b.text}`,
  );
  addKey(
    "rsa-pkcs1-pem-4096",
    "output",
    () => k.rsaPkcs1(512),
    (b) => `$ sudo cat /etc/ssl/private/${h.org()}.io.key\n${b.text}`,
  );
  addKey(
    "rsa-pkcs8-pem",
    "output",
    () => k.rsaPkcs8(),
    (b) => `$ openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048\n${b.text}`,
  );
  addKey(
    "ed25519-pkcs8-pem",
    "output",
    () => k.ed25519Pkcs8(),
    (b) => `$ openssl genpkey -algorithm ed25519\n${b.text}`,
  );
  addKey(
    "ec-sec1-pem",
    "output",
    () => k.ecSec1(),
    (b) => `$ openssl ecparam -name prime256v1 -genkey -noout\n${b.text}`,
  );
  addKey(
    "ec-pkcs8-pem",
    "output",
    () => k.ecPkcs8P384(),
    (b) => `$ cat AuthKey_${r.upper(10)}.p8\n${b.text}`,
  );
  addKey(
    "dsa-pem",
    "output",
    () => k.dsa(),
    (b) => `$ cat /etc/ssh/ssh_host_dsa_key\n${b.text}`,
  );
  addKey(
    "encrypted-pem",
    "output",
    () => k.encryptedPem(),
    (b) => `$ cat legacy/signing.key\n${b.text}`,
  );
  addKey(
    "encrypted-pkcs8-pem",
    "output",
    () => k.encryptedPkcs8(),
    (b) => `$ cat snowflake/rsa_key.p8\n${b.text}`,
  );
  addKey(
    "openssh-ed25519",
    "output",
    () => k.openssh(`${h.user()}@laptop`),
    (b) => `$ cat ~/.ssh/id_ed25519\n${b.text}`,
  );
  addKey(
    "openssh-rsa",
    "output",
    () => k.opensshRsa(),
    (b) => `$ cat ~/.ssh/id_rsa\n${b.text}`,
  );
  addKey(
    "openssh-encrypted",
    "output",
    () => k.openssh("backup@nas", true),
    (b) => `$ cat ~/.ssh/backup_key\n${b.text}`,
  );
  addKey(
    "putty-ppk-v3",
    "output",
    () => k.ppkV3(),
    (b) => `$ cat ~/keys/${h.org()}-bastion.ppk\n${b.text}`,
  );
  addKey(
    "putty-ppk-v2",
    "output",
    () => k.ppkV2Rsa(),
    (b) => `$ type C:\\Users\\${h.user()}\\Documents\\server.ppk\n${b.text}`,
  );
  {
    const email = h.email();
    addKey(
      "pgp-private-key-block",
      "output",
      () => k.pgp(`${email.split("@")[0]} <${email}>`),
      (b) => `$ gpg --armor --export-secret-keys ${email}\n${b.text}`,
    );
  }
  // The file as Claude Code's Read tool shows it (`cat -n` numbering): no body line is adjacent to the
  // next, so the case lists every body line and each must go.
  {
    const b = k.openssh("github-actions-deploy");
    const lines = b.secret.split("\n");
    const numbered = b.text.split("\n").map((line, i) => `${String(i + 1).padStart(6)}\t${line}`);
    add(F, "openssh-ed25519-numbered", "output", lines[0], () => ({
      text: numbered.join("\n"),
      also: lines.slice(1).filter((l) => l.length >= 16),
    }));
  }
  // In source code and config
  addKey(
    "rsa-pkcs8-pem-escaped",
    "output",
    () => {
      const b = k.rsaPkcs8();
      return { text: b.text, secret: escapeNewlines(b.secret) };
    },
    (b) =>
      `$ cat service-account.json\n{\n  "type": "service_account",\n  "project_id": "${h.org()}-prod",\n  "private_key_id": "${r.hex(40)}",\n  "private_key": "${escapeNewlines(b.text)}\\n",\n  "client_email": "deployer@${h.org()}-prod.iam.gserviceaccount.com",\n  "client_id": "${r.digits(21)}",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}`,
  );
  addKey(
    "rsa-pkcs1-pem-escaped",
    "code",
    () => {
      const b = k.rsaPkcs1();
      return { text: b.text, secret: escapeNewlines(b.secret) };
    },
    (b) => `GITHUB_APP_ID=${r.digits(6)}\nGITHUB_APP_PRIVATE_KEY="${escapeNewlines(b.text)}"`,
  );
  addKey(
    "ec-sec1-pem",
    "code",
    () => k.ecSec1(),
    (b) =>
      `const signingKey = \`${b.text}\`;\n\nexport const sign = (payload) => jwt.sign(payload, signingKey, { algorithm: "ES256" });`,
  );
  addKey(
    "ed25519-pkcs8-pem",
    "code",
    () => k.ed25519Pkcs8(),
    (b) =>
      `PRIVATE_KEY = """${b.text}"""\n\nkey = serialization.load_pem_private_key(PRIVATE_KEY.encode(), password=None)`,
  );
  addKey(
    "rsa-pkcs8-pem-indented",
    "code",
    () => {
      const b = k.rsaPkcs8();
      return { text: b.text, secret: b.secret.split("\n").join("\n    ") };
    },
    (b) =>
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${h.org()}-tls\ntype: kubernetes.io/tls\nstringData:\n  tls.key: |\n    ${b.text.split("\n").join("\n    ")}`,
  );
  addKey(
    "encrypted-pkcs8-pem",
    "code",
    () => k.encryptedPkcs8(),
    (b) =>
      `resource "snowflake_user" "loader" {\n  name           = "LOADER"\n  rsa_public_key = var.loader_public_key\n}\n\nlocals {\n  loader_private_key = <<-EOT\n${b.text}\nEOT\n}`,
  );
  addKey(
    "rsa-pkcs1-pem-crlf",
    "code",
    () => {
      const b = k.rsaPkcs1();
      return { text: b.text.replace(/\n/g, "\r\n"), secret: b.secret.replace(/\n/g, "\r\n") };
    },
    (b) => `# Windows checkout of certs\\dev.key\r\n${b.text}\r\n`,
  );
  addKey(
    "kubeconfig-client-key-data",
    "output",
    () => {
      const b = k.ecSec1();
      const data = Buffer.from(`${b.text}\n`).toString("base64");
      return { text: data, secret: data };
    },
    (b) =>
      `$ kubectl config view --raw --minify\napiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJk${r.alnum(80)}\n    server: https://127.0.0.1:6443\n  name: kind-dev\ncontexts:\n- context:\n    cluster: kind-dev\n    user: kind-dev\n  name: kind-dev\ncurrent-context: kind-dev\nkind: Config\nusers:\n- name: kind-dev\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSURJ${r.alnum(80)}\n    client-key-data: ${b.text}`,
  );
  addKey(
    "jwk-ec-private",
    "code",
    () => {
      const j = k.jwkEc();
      return { text: JSON.stringify(j.jwk, null, 2), secret: j.secret };
    },
    (b) => `// jwks/signing-key.json\n${b.text}`,
  );
  addKey(
    "jwk-rsa-private",
    "output",
    () => {
      const j = k.jwkRsa();
      return { text: JSON.stringify({ keys: [j.jwk] }), secret: j.secret, also: j.also };
    },
    (b) => `$ curl -s http://localhost:8080/internal/debug/keys\n${b.text}`,
  );
  addKey(
    "jwk-okp-private",
    "code",
    () => {
      const j = k.jwkOkp();
      return { text: JSON.stringify(j.jwk), secret: j.secret };
    },
    (b) => `const privateJwk = ${b.text};\nconst key = await importJWK(privateJwk, "EdDSA");`,
  );
  addKey(
    "xml-rsa-private",
    "code",
    () => k.xmlRsa(),
    (b) =>
      `<appSettings>\n  <add key="TokenSigningKey" value="${b.text.replace(/</g, "&lt;").replace(/>/g, "&gt;")}" />\n</appSettings>`,
  );
  // Shell
  addKey(
    "openssh-ed25519",
    "shell",
    () => k.openssh("ci@runner"),
    (b) => `cat > ~/.ssh/deploy_key <<'EOF'\n${b.text}\nEOF\nchmod 600 ~/.ssh/deploy_key`,
  );
  addKey(
    "rsa-pkcs1-pem",
    "shell",
    () => k.rsaPkcs1(),
    (b) => `echo "${b.text}" > /tmp/jwt-signing.pem && node scripts/mint-token.js /tmp/jwt-signing.pem`,
  );
  // Prose
  addKey(
    "rsa-pkcs8-pem",
    "prose",
    () => k.rsaPkcs8(),
    (b) =>
      `Here's the key the vendor sent us for the SFTP drop, can you add it to the secrets manager?\n\n\`\`\`\n${b.text}\n\`\`\``,
  );
  addKey(
    "openssh-ed25519",
    "prose",
    () => k.openssh("old-laptop"),
    (b) => `this is my old key, does it match the one on the server?\n${b.text}`,
  );
  addKey(
    "pgp-private-key-block",
    "prose",
    () => k.pgp(),
    (b) => `I need to sign the release with the team key. Pasting it here so you can import it:\n${b.text}`,
  );
}
