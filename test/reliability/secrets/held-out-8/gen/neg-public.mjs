// Public halves of key pairs and certificates (RFC 7468 PUBLIC KEY / CERTIFICATE / CERTIFICATE REQUEST,
// OpenSSH authorized_keys and known_hosts, OpenPGP public blocks, age recipients, WireGuard peers, JWKS
// without private members), and keys that vendors document as examples.

const wrap = (s, w = 64) => s.match(new RegExp(`.{1,${w}}`, "g")).join("\n");
const der = (r, prefix, n) =>
  `${prefix}${Buffer.from(Array.from({ length: n }, () => r.int(0, 255))).toString("base64")}`;

export const PUBLIC = [
  [
    "pem-public-key",
    "key-file",
    (r) =>
      `-----BEGIN PUBLIC KEY-----\n${wrap(der(r, "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA", 266))}\n-----END PUBLIC KEY-----`,
  ],
  [
    "pem-rsa-public-key",
    "key-file",
    (r) =>
      `-----BEGIN RSA PUBLIC KEY-----\n${wrap(der(r, "MIIBCgKCAQEA", 260))}\n-----END RSA PUBLIC KEY-----`,
  ],
  [
    "pem-certificate",
    "key-file",
    (r) =>
      `$ cat /etc/ssl/certs/api.crt\n-----BEGIN CERTIFICATE-----\n${wrap(der(r, "MIIDdzCCAl+gAwIBAgIU", 860))}\n-----END CERTIFICATE-----`,
  ],
  [
    "pem-cert-chain-yaml",
    "yaml",
    (r) =>
      `tls:\n  certificate: |\n    -----BEGIN CERTIFICATE-----\n${wrap(der(r, "MIIFazCCA1OgAwIBAgIR", 700))
        .split("\n")
        .map((l) => `    ${l}`)
        .join("\n")}\n    -----END CERTIFICATE-----`,
  ],
  [
    "pem-csr",
    "key-file",
    (r) =>
      `-----BEGIN CERTIFICATE REQUEST-----\n${wrap(der(r, "MIICijCCAXICAQAwRTEL", 620))}\n-----END CERTIFICATE REQUEST-----`,
  ],
  [
    "openssl-x509-text",
    "cmd-output",
    (r) =>
      `$ openssl x509 -in api.crt -noout -fingerprint -sha256\nsha256 Fingerprint=${Array.from({ length: 32 }, () => r.hex(2).toUpperCase()).join(":")}`,
  ],
  [
    "ssh-ed25519-pub",
    "key-file",
    (r) =>
      `$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${der(r, "", 32).replace(/=+$/, "")} dana@laptop`,
  ],
  [
    "ssh-rsa-authorized-keys",
    "key-file",
    (r) =>
      `# ~/.ssh/authorized_keys\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${der(r, "", 384)} deploy@ci\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${der(r, "", 32).replace(/=+$/, "")} ops@bastion`,
  ],
  [
    "ecdsa-known-hosts",
    "key-file",
    (r) =>
      `github.com ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${der(r, "", 64)}\n|1|${der(r, "", 20)}|${der(r, "", 20)} ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${der(r, "", 32).replace(/=+$/, "")}`,
  ],
  [
    "ssh-cert",
    "key-file",
    (r) =>
      `ssh-ed25519-cert-v01@openssh.com AAAAIHNzaC1lZDI1NTE5LWNlcnQtdjAxQG9wZW5zc2guY29t${der(r, "", 260)} dana@laptop`,
  ],
  [
    "pgp-public-block",
    "key-file",
    (r) =>
      `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n${wrap(der(r, "mDMEZ", 400))}\n=${der(r, "", 3)}\n-----END PGP PUBLIC KEY BLOCK-----`,
  ],
  [
    "age-recipient",
    "yaml",
    (r) =>
      `creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1${Array.from({ length: 58 }, () => "qpzry9x8gf2tvdw0s3jn54khce6mua7l"[r.int(0, 31)]).join("")}`,
  ],
  [
    "wireguard-peer-only",
    "ini",
    (r) =>
      `[Peer]\n# laptop\nPublicKey = ${der(r, "", 32)}\nAllowedIPs = 10.8.0.7/32\nEndpoint = vpn.example.com:51820`,
  ],
  [
    "jwks-public",
    "json",
    (r) =>
      `{"keys":[{"kty":"RSA","use":"sig","kid":"${r.hex(16)}","alg":"RS256","n":"${r.b64url(256)}","e":"AQAB"}]}`,
  ],
  [
    "jwk-ec-public",
    "code-ts",
    (r) => `const publicJwk = { kty: "EC", crv: "P-256", x: "${r.b64url(32)}", y: "${r.b64url(32)}" };`,
  ],
  [
    "minisign-public",
    "key-file",
    (r) => `untrusted comment: minisign public key ${r.hex(16).toUpperCase()}\nRWQ${der(r, "", 39)}`,
  ],
  [
    "x5c-chain",
    "json",
    (r) => `{"kid": "${r.hex(8)}", "x5t": "${r.b64url(20)}", "x5c": ["MIIC${der(r, "", 500)}"]}`,
  ],
  [
    "aws-doc-example-pair",
    "ini",
    () =>
      `# from the AWS CLI docs\n[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
  ],
  [
    "aws-doc-example-export",
    "shell-export",
    () =>
      `export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nexport AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nexport AWS_DEFAULT_REGION=us-west-2`,
  ],
  [
    "aws-doc-example-code",
    "code-python",
    () =>
      `# moto test fixture\nos.environ["AWS_ACCESS_KEY_ID"] = "AKIAIOSFODNN7EXAMPLE"\nos.environ["AWS_SECRET_ACCESS_KEY"] = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"`,
  ],
  [
    "aws-doc-example-prose",
    "prose",
    () => `The docs use AKIAIOSFODNN7EXAMPLE as the access key id; replace it with yours.`,
  ],
  [
    "azurite-dev-key",
    "dotenv",
    () =>
      `# Azurite local emulator (well-known development account)\nAZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;`,
  ],
  ["azurite-shortcut", "json", () => `{"Values": {"AzureWebJobsStorage": "UseDevelopmentStorage=true"}}`],
  [
    "jwt-io-example",
    "prose",
    () =>
      `the example token on jwt.io is eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c — decode it and look at the payload`,
  ],
  [
    "unsigned-jwt-header",
    "code-ts",
    () =>
      `// alg "none" header, used to test that unsigned tokens are rejected\nconst header = "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0";`,
  ],
];
