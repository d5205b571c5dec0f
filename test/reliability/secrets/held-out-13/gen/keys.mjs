// Private keys and key files in their published layouts: PEM (RFC 7468) blocks of PKCS#1, PKCS#8,
// SEC 1 and OpenSSH keys, OpenPGP armour (RFC 4880 §6.2), PuTTY PPK v3, WireGuard, JWK (RFC 7517),
// NATS nkey seeds, minisign, and service-account JSON. Bodies are random base64 of the right
// length and leading bytes; secret = a body line, also = the first body line.

const lines = (s, w = 64) => s.match(new RegExp(`.{1,${w}}`, "g"));

function pemBody(R, lead, bytes) {
  const b = Buffer.concat([Buffer.from(lead, "base64"), Buffer.from(R.bytes(bytes))]).toString("base64");
  return lines(b);
}

const KINDS = {
  "rsa-pkcs1": ["RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA", 1180],
  pkcs8: ["PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 1190],
  "ec-sec1": ["EC PRIVATE KEY", "MHcCAQEEI", 112],
  "pkcs8-encrypted": ["ENCRYPTED PRIVATE KEY", "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI", 1250],
  openssh: [
    "OPENSSH PRIVATE KEY",
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
    300,
  ],
  dsa: ["DSA PRIVATE KEY", "MIIBuwIBAAKBgQ", 420],
  "p8-apple": ["PRIVATE KEY", "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg", 100],
};

/** A PEM block: { block, secret, also }. */
export function pem(R, kind) {
  const [label, lead, n] = KINDS[kind];
  const body = pemBody(R, lead, n);
  const extra =
    kind === "rsa-pkcs1" && R.chance(0.3)
      ? `Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,${R.HEX(32)}\n\n`
      : "";
  const block = `-----BEGIN ${label}-----\n${extra}${body.join("\n")}\n-----END ${label}-----`;
  return { block, secret: body[Math.floor(body.length / 2)], also: [body[0]] };
}

const keyKinds = Object.keys(KINDS);

const pemPlaces = [
  ["key-file", (_R, k) => `$ cat ~/.ssh/deploy_key\n${k.block}\n$ ssh-add ~/.ssh/deploy_key`],
  [
    "heredoc",
    (_R, k) => `cat > /etc/ssl/private/api.key <<'EOF'\n${k.block}\nEOF\nchmod 600 /etc/ssl/private/api.key`,
  ],
  [
    "transcript-tool-result",
    (R, k) =>
      JSON.stringify({
        type: "user",
        message: {
          role: "user",
          content: [{ type: "tool_result", tool_use_id: `toolu_01${R.b62(22)}`, content: `${k.block}\n` }],
        },
      }),
  ],
  ["json-escaped", (_R, k) => JSON.stringify({ name: "signing", key: `${k.block}\n` })],
  [
    "yaml-block",
    (_R, k) =>
      `tls:\n  enabled: true\n  key: |\n${k.block
        .split("\n")
        .map((l) => `    ${l}`)
        .join("\n")}\n  cert: /etc/tls/tls.crt`,
  ],
  [
    "terraform-heredoc",
    (_R, k) => `resource "tls_locally_signed_cert" "x" {\n  ca_private_key_pem = <<EOT\n${k.block}\nEOT\n}`,
  ],
  [
    "python-string",
    (_R, k) => `PRIVATE_KEY = """${k.block}"""\n\njwt.encode(payload, PRIVATE_KEY, algorithm="RS256")`,
  ],
  [
    "git-diff",
    (R, k) =>
      `diff --git a/certs/dev.key b/certs/dev.key\nnew file mode 100644\nindex 0000000..${R.hex(7)}\n--- /dev/null\n+++ b/certs/dev.key\n@@ -0,0 +1,${k.block.split("\n").length} @@\n${k.block
        .split("\n")
        .map((l) => `+${l}`)
        .join("\n")}`,
  ],
  ["env-escaped", (_R, k) => `APNS_KEY="${k.block.replace(/\n/g, "\\n")}"`],
  [
    "ci-log",
    (R, k) =>
      `2026-11-26T09:14:03.1120Z ##[group]Run echo "$SIGNING_KEY"\n${k.block
        .split("\n")
        .map((l) => `2026-11-26T09:14:03.${R.range(1000, 9999)}Z ${l}`)
        .join("\n")}`,
  ],
];

export const KEY_CASES = [];
for (const [i, kind] of keyKinds.entries()) {
  for (let j = 0; j < 4; j++) {
    const [ctx, fn] = pemPlaces[(i * 3 + j * 2) % pemPlaces.length];
    KEY_CASES.push({
      family: "private-key",
      kind,
      make: (R) => {
        const k = pem(R, kind);
        return { context: ctx, text: fn(R, k), secret: k.secret, also: k.also };
      },
    });
  }
}

const pgp = (R) => {
  const body = lines(
    Buffer.concat([Buffer.from("lQVYBGV", "base64"), Buffer.from(R.bytes(900))]).toString("base64"),
  );
  return {
    block: `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${body.join("\n")}\n=${R.b64u(4)}\n-----END PGP PRIVATE KEY BLOCK-----`,
    secret: body[3],
    also: [body[0]],
  };
};

const ppk = (R) => {
  const priv = lines(R.b64bytes(48));
  const text = `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-2026${R.range(1000, 1231)}\nPublic-Lines: 2\n${lines(`AAAAC3NzaC1lZDI1NTE5AAAAI${R.b64bytes(32)}`).join("\n")}\nPrivate-Lines: 1\n${priv.join("\n")}\nPrivate-MAC: ${R.hex(64)}`;
  return { text, secret: priv[0] };
};

const sa = (R, project) => {
  const k = pem(R, "pkcs8");
  const obj = {
    type: "service_account",
    project_id: project,
    private_key_id: R.hex(40),
    private_key: `${k.block}\n`,
    client_email: `deployer@${project}.iam.gserviceaccount.com`,
    client_id: R.digits(21),
    auth_uri: "https://accounts.google.com/o/oauth2/auth",
    token_uri: "https://oauth2.googleapis.com/token",
  };
  return { obj, k };
};

export const KEY_FILE_CASES = [
  {
    family: "private-key",
    kind: "pgp",
    n: 3,
    make: (R) => {
      const k = pgp(R);
      const gpgOut = R.chance(0.5);
      return {
        context: gpgOut ? "gpg-export" : "transcript-tool-result",
        text: gpgOut
          ? `$ gpg --armor --export-secret-keys dev@acme.io\n${k.block}`
          : JSON.stringify({ type: "tool_result", content: k.block }),
        secret: k.secret,
        also: k.also,
      };
    },
  },
  {
    family: "private-key",
    kind: "putty-ppk",
    n: 3,
    make: (R) => {
      const k = ppk(R);
      return {
        context: "key-file",
        text: `C:\\Users\\ops> type %USERPROFILE%\\.ssh\\prod.ppk\n${k.text}`,
        secret: k.secret,
      };
    },
  },
  {
    family: "private-key",
    kind: "wireguard",
    n: 4,
    make: (R) => {
      const s = R.b64bytes(32);
      return {
        context: "wg-conf",
        text: `[Interface]\nAddress = 10.8.0.${R.range(2, 250)}/24\nPrivateKey = ${s}\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = ${R.b64bytes(32)}\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 0.0.0.0/0`,
        secret: s,
      };
    },
  },
  {
    family: "private-key",
    kind: "wg-genkey",
    n: 2,
    make: (R) => {
      const s = R.b64bytes(32);
      return {
        context: "cli-output",
        text: `$ wg genkey | tee privatekey\n${s}\n$ wg pubkey < privatekey\n${R.b64bytes(32)}`,
        secret: s,
      };
    },
  },
  {
    family: "private-key",
    kind: "jwk",
    n: 3,
    make: (R) => {
      const d = R.b64u(43);
      return {
        context: "json-file",
        text: JSON.stringify(
          { keys: [{ kty: "EC", crv: "P-256", kid: R.hex(8), x: R.b64u(43), y: R.b64u(43), d }] },
          null,
          2,
        ),
        secret: d,
      };
    },
  },
  {
    family: "private-key",
    kind: "nats-nkey-seed",
    n: 3,
    make: (R) => {
      const s = `SUA${R.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 55)}`;
      return {
        context: "creds-file",
        text: `-----BEGIN NATS USER JWT-----\neyJ0eXAiOiJKV1QiLCJhbGciOiJlZDI1NTE5LW5rZXkifQ.${R.b64u(180)}.${R.b64u(86)}\n------END NATS USER JWT------\n\n************************* IMPORTANT *************************\nNKEY Seed printed below can be used to sign and prove identity.\n\n-----BEGIN USER NKEY SEED-----\n${s}\n------END USER NKEY SEED------`,
        secret: s,
      };
    },
  },
  {
    family: "private-key",
    kind: "minisign",
    n: 2,
    make: (R) => {
      const s = `RWRTY0Iy${R.b64bytes(152).slice(0, 204)}`;
      return {
        context: "key-file",
        text: `$ cat ~/.minisign/minisign.key\nuntrusted comment: minisign encrypted secret key\n${s}`,
        secret: s,
      };
    },
  },
  {
    family: "private-key",
    kind: "ethereum",
    n: 3,
    make: (R) => {
      const s = `0x${R.hex(64)}`;
      const env = R.chance(0.5);
      return {
        context: env ? "dotenv" : "hardhat-config",
        text: env
          ? `DEPLOYER_PRIVATE_KEY=${s}\nRPC_URL=https://eth-sepolia.g.alchemy.com/v2/demo`
          : `module.exports = {\n  networks: { sepolia: { url: process.env.RPC_URL, accounts: ["${s}"] } },\n};`,
        secret: s,
      };
    },
  },
  {
    family: "private-key",
    kind: "solana-keypair",
    n: 2,
    make: (R) => {
      const arr = `[${R.bytes(64).join(",")}]`;
      const secret = arr.slice(1, 60);
      return { context: "key-file", text: `$ cat ~/.config/solana/id.json\n${arr}`, secret };
    },
  },
  {
    family: "gcp",
    kind: "service-account-json",
    n: 5,
    make: (R) => {
      const { obj, k } = sa(R, `acme-${R.str("abcdefghijklmnopqrstuvwxyz", 5)}-${R.range(100000, 999999)}`);
      const style = R.int(3);
      const text =
        style === 0
          ? JSON.stringify(obj, null, 2)
          : style === 1
            ? `GOOGLE_CREDENTIALS='${JSON.stringify(obj)}'`
            : JSON.stringify({
                type: "user",
                message: { content: [{ type: "tool_result", content: JSON.stringify(obj, null, 2) }] },
              });
      return {
        context: ["json-file", "env-json", "transcript-tool-result"][style],
        text,
        secret: k.secret,
        also: k.also,
      };
    },
  },
  {
    family: "gcp",
    kind: "play-console-sa",
    n: 2,
    make: (R) => {
      const { obj, k } = sa(R, "api-6123456789-abcde");
      return {
        context: "fastlane",
        text: `# fastlane/Appfile\njson_key_data_raw(${JSON.stringify(JSON.stringify(obj))})\npackage_name("io.acme.app")`,
        secret: k.secret,
        also: k.also,
      };
    },
  },
];
