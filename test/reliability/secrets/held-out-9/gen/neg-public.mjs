// Negatives, part 3: public keys and certificates (OpenSSH authorized_keys/known_hosts, PEM "PUBLIC KEY"
// and "CERTIFICATE", JWKS with public members only, age recipients, WireGuard public keys, GPG
// fingerprints), publishable keys meant for browsers, random-looking ids in URLs of common services,
// blockchain addresses and transaction hashes, and test fixtures' fake hashes.

import { B62, B64URL, DIGITS, LOWER, UPPER } from "./prng.mjs";

const BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

/** @type {Array<[string, string, (r: any, id: any) => string]>} */
export const PUBLIC_TEMPLATES = [
  [
    "ssh-public-key",
    "authorized-keys",
    (_r, id) =>
      `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${id.b64(43)} dana@laptop\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${id.b64(300)} ci@runner`,
  ],
  [
    "ssh-public-key",
    "cat-pub",
    (_r, id) =>
      `$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${id.b64(43)} sam@acme.dev`,
  ],
  [
    "ssh-public-key",
    "known-hosts",
    (_r, id) =>
      `github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${id.b64(43)}\n|1|${id.b64(27)}=|${id.b64(27)}= ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${id.b64(139)}=`,
  ],
  [
    "ssh-public-key",
    "cloud-init",
    (_r, id) =>
      `users:\n  - name: deploy\n    ssh_authorized_keys:\n      - ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${id.b64(139)}= deploy`,
  ],
  [
    "ssh-fingerprint",
    "ssh-output",
    (_r, id) =>
      `The authenticity of host '203.0.113.7' can't be established.\nED25519 key fingerprint is SHA256:${id.b64(43)}.\nThis key is not known by any other names.`,
  ],
  [
    "ssh-fingerprint",
    "ssh-keygen",
    (_r, id) =>
      `Your public key has been saved in /home/dev/.ssh/id_ed25519.pub\nThe key fingerprint is:\nSHA256:${id.b64(43)} dev@box\nThe key's randomart image is:`,
  ],
  [
    "public-key-pem",
    "pem",
    (_r, id) =>
      `-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${id.b64(20)}\n${Array.from({ length: 5 }, () => id.b64(64)).join("\n")}\n${id.b64(8)}IDAQAB\n-----END PUBLIC KEY-----`,
  ],
  [
    "public-key-pem",
    "json-escaped",
    (_r, id) =>
      `{"issuer": "https://auth.acme.dev", "public_key": "-----BEGIN PUBLIC KEY-----\\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE${id.b64(28)}\\n${id.b64(60)}==\\n-----END PUBLIC KEY-----\\n"}`,
  ],
  [
    "certificate",
    "pem",
    (_r, id) =>
      `-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIU${id.b64(44)}\n${Array.from({ length: 6 }, () => id.b64(64)).join("\n")}\n${id.b64(28)}=\n-----END CERTIFICATE-----`,
  ],
  [
    "certificate",
    "openssl-output",
    (r, _id) =>
      `Certificate:\n    Data:\n        Serial Number:\n            ${Array.from({ length: 16 }, () => r.hex(2)).join(":")}\n        Subject Public Key Info:\n            Public Key Algorithm: id-ecPublicKey\n                pub:\n                    04:${Array.from({ length: 15 }, () => r.hex(2)).join(":")}`,
  ],
  [
    "certificate",
    "k8s-ca",
    (_r, id) =>
      `clusters:\n- cluster:\n    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSU${id.b64(180)}\n    server: https://10.96.0.1:443\n  name: kind-dev`,
  ],
  [
    "jwks-public",
    "json",
    (r, _id) =>
      `{"keys": [{"kty": "RSA", "use": "sig", "kid": "${r.hex(40)}", "alg": "RS256", "n": "${r.str(B64URL, 342)}", "e": "AQAB"}]}`,
  ],
  [
    "age-recipient",
    "sops-config",
    (r, _id) => `creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1${r.str(BECH, 58)}`,
  ],
  [
    "wireguard-public",
    "wg-show",
    (_r, id) =>
      `peer: ${id.b64(42)}E=\n  endpoint: 198.51.100.4:51820\n  allowed ips: 10.8.0.0/24\n  latest handshake: 1 minute, 3 seconds ago`,
  ],
  [
    "gpg-fingerprint",
    "gpg-output",
    (r, _id) =>
      `pub   ed25519 2025-03-01 [SC]\n      ${r.hex(40).toUpperCase()}\nuid           [ultimate] Dana Lee <dana@acme.dev>\nsub   cv25519 2025-03-01 [E]`,
  ],
  [
    "gpg-fingerprint",
    "git-config",
    (r, _id) =>
      `[user]\n  name = Dana Lee\n  signingkey = ${r.hex(16).toUpperCase()}\n[commit]\n  gpgsign = true`,
  ],
  [
    "publishable-key",
    "javascript",
    (r, _id) => `const stripe = Stripe("pk_live_${r.digits(2)}${r.b62(97)}");`,
  ],
  [
    "publishable-key",
    "mapbox",
    (r, _id) => `mapboxgl.accessToken = "pk.eyJ1IjoiYWNtZS${r.b64url(40)}.${r.b64url(22)}";`,
  ],
  [
    "publishable-key",
    "sentry-dsn",
    (r, _id) =>
      `Sentry.init({ dsn: "https://${r.hex(32)}@o${r.digits(6)}.ingest.us.sentry.io/${r.digits(7)}", tracesSampleRate: 0.1 });`,
  ],
  [
    "oauth-client-id",
    "json",
    (r, _id) =>
      `{"web": {"client_id": "${r.digits(12)}-${r.str(LOWER + DIGITS, 32)}.apps.googleusercontent.com", "redirect_uris": ["http://localhost:3000/callback"]}}`,
  ],
  [
    "oauth-client-id",
    "dotenv",
    (r, _id) => `GITHUB_CLIENT_ID=Iv23li${r.b62(14)}\nNEXT_PUBLIC_POSTHOG_HOST=https://eu.posthog.com`,
  ],
  [
    "analytics-id",
    "html",
    (r, _id) =>
      `<script async src="https://www.googletagmanager.com/gtag/js?id=G-${r.str(UPPER + DIGITS, 10)}"></script>\n<!-- GTM-${r.str(UPPER + DIGITS, 7)} -->`,
  ],
  [
    "url-id",
    "google-docs",
    (r, _id) => `spec is in https://docs.google.com/document/d/1${r.str(`${B62}_-`, 43)}/edit?usp=sharing`,
  ],
  [
    "url-id",
    "google-sheets",
    (r, _id) =>
      `const SHEET_ID = "1${r.str(`${B62}_-`, 43)}"; // https://docs.google.com/spreadsheets/d/<id>`,
  ],
  [
    "url-id",
    "youtube",
    (r, _id) =>
      `walkthrough recording: https://www.youtube.com/watch?v=${r.str(`${B62}_-`, 11)}&t=${r.int(10, 900)}s`,
  ],
  ["url-id", "notion", (r, _id) => `https://www.notion.so/acme/Incident-review-${r.hex(32)}?pvs=4`],
  [
    "url-id",
    "figma",
    (r, _id) =>
      `https://www.figma.com/design/${r.str(B62, 22)}/Checkout-v3?node-id=${r.int(1, 999)}-${r.int(1, 9999)}`,
  ],
  [
    "url-id",
    "gist",
    (r, _id) =>
      `curl -L https://gist.githubusercontent.com/dlee/${r.hex(32)}/raw/${r.hex(40)}/setup.sh | less`,
  ],
  ["url-id", "loom", (r, _id) => `recorded the bug: https://www.loom.com/share/${r.hex(32)}`],
  ["url-id", "airtable", (r, _id) => `https://airtable.com/app${r.b62(14)}/tbl${r.b62(14)}/viw${r.b62(14)}`],
  ["url-id", "s3-object", (r, id) => `s3://acme-artifacts/builds/${id.sha1()}/web-${r.hex(8)}.tar.zst`],
  [
    "url-id",
    "vercel-preview",
    (r, _id) =>
      `Preview: https://web-${r.str(LOWER + DIGITS, 9)}-acme.vercel.app\nInspect: https://vercel.com/acme/web/${r.str(B62, 28)}`,
  ],
  [
    "url-id",
    "github-actions-url",
    (r, _id) =>
      `https://github.com/acme/api/actions/runs/${r.int(10000000000, 19999999999)}/job/${r.int(30000000000, 39999999999)}`,
  ],
  [
    "blockchain",
    "ethereum",
    (r, _id) =>
      `contract deployed at 0x${r.hex(40)}\ntx hash: 0x${r.hex(64)}\nblock: ${r.int(18000000, 21000000)}`,
  ],
  ["blockchain", "bitcoin", (r, _id) => `send to bc1q${r.str(BECH, 38)} (txid ${r.hex(64)})`],
  [
    "fixture-hash",
    "test",
    (r, id) =>
      `expect(sha1("fixture-${r.int(1, 99)}")).toBe("${id.sha1()}"); // recorded from the v1 implementation`,
  ],
  [
    "fixture-hash",
    "python-test",
    (_r, id) =>
      `@pytest.mark.parametrize("path,digest", [\n    ("a.txt", "${id.md5()}"),\n    ("b.txt", "${id.md5()}"),\n])`,
  ],
  [
    "fixture-hash",
    "snapshot",
    (_r, id) =>
      `exports[\`renders avatar 1\`] = \`\n<img src="https://www.gravatar.com/avatar/${id.md5()}?s=80" />\n\`;`,
  ],
  [
    "fixture-hash",
    "json-fixture",
    (r, id) =>
      `{"users": [{"id": ${r.int(1, 99)}, "email": "test@example.com", "avatar_hash": "${id.sha256()}", "etag": "${id.md5()}"}]}`,
  ],
];
