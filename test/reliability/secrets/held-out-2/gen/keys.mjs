// Private keys in the formats people paste: PEM (RFC 7468) PKCS#1, PKCS#8, encrypted PKCS#8,
// SEC 1 EC, DSA; OpenSSH (PROTOCOL.key, 70-column body); OpenPGP armor (RFC 4880); PuTTY .ppk v3;
// SSH.com / RFC 4716-style SSH2 keys; age (age-encryption.org/v1); WireGuard; JWK (RFC 7517, "d");
// .NET RSAKeyValue XML; minisign. Bodies are random bytes behind each format's fixed leading
// bytes. `secret` is one line from the middle of the body and `also` is another, so a key counts
// as kept off disk only when its body is gone, not just its header.
import * as r from "./rng.mjs";

const c = (kind, context, text, secret, also) => ({
  family: "private-key",
  kind,
  context,
  text,
  secret,
  also,
});

/** A PEM block: `prefix` + random base64 wrapped at `width` columns over `lines` lines. */
export function pemBlock(label, prefix, lines, width = 64) {
  const body = (
    prefix +
    r.chars(`${r.ALNUM}+/`, width * lines - prefix.length - 20) +
    r.chars(`${r.ALNUM}+/`, 18)
  ).concat("==");
  const rows = [];
  for (let i = 0; i < body.length; i += width) rows.push(body.slice(i, i + width));
  const mid = Math.floor(rows.length / 2);
  const text = `-----BEGIN ${label}-----\n${rows.join("\n")}\n-----END ${label}-----\n`;
  const other = mid >= 2 ? rows[1] : rows[0];
  return { text, rows, secret: rows[mid], also: mid >= 1 ? [other] : undefined };
}

const b64line = (n) => r.chars(`${r.ALNUM}+/`, n);

export function keyCases() {
  const out = [];
  let k = pemBlock("RSA PRIVATE KEY", "MIIEowIBAAKCAQEA", 25);
  out.push(c("rsa-pkcs1", "output", `$ cat deploy/id_rsa\n${k.text}`, k.secret, k.also));
  k = pemBlock("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 26);
  out.push(
    c(
      "pkcs8",
      "config",
      `APP_PORT=8080\nJWT_PRIVATE_KEY="${k.text.trimEnd()}"\nJWT_ISSUER=https://auth.acme.io`,
      k.secret,
      k.also,
    ),
  );
  k = pemBlock("EC PRIVATE KEY", "MHcCAQEEI", 4);
  out.push(
    c(
      "ec-sec1",
      "config",
      `tls:\n  cert_file: /etc/acme/tls.crt\n  key: |\n${k.text
        .trimEnd()
        .split("\n")
        .map((l) => `    ${l}`)
        .join("\n")}`,
      k.secret,
      k.also,
    ),
  );
  k = pemBlock(
    "OPENSSH PRIVATE KEY",
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
    7,
    70,
  );
  out.push(c("openssh", "output", `$ cat ~/.ssh/id_ed25519\n${k.text}$ `, k.secret, k.also));
  k = pemBlock(
    "OPENSSH PRIVATE KEY",
    "b3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAABC",
    38,
    70,
  );
  out.push(
    c(
      "openssh-encrypted",
      "code",
      `const deployKey = \`${k.text}\`;\nawait ssh.connect({ host: "10.0.4.12", username: "deploy", privateKey: deployKey });`,
      k.secret,
      k.also,
    ),
  );
  k = pemBlock("DSA PRIVATE KEY", "MIIBuwIBAAKBgQ", 9);
  out.push(c("dsa", "output", `$ sudo cat /etc/ssh/ssh_host_dsa_key\n${k.text}`, k.secret, k.also));
  k = pemBlock("ENCRYPTED PRIVATE KEY", "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI", 28);
  out.push(
    c(
      "pkcs8-encrypted",
      "config",
      `signing:\n  passphrase_env: SIGNING_PASSPHRASE\n  key: |\n${k.text
        .trimEnd()
        .split("\n")
        .map((l) => `    ${l}`)
        .join("\n")}`,
      k.secret,
      k.also,
    ),
  );
  k = pemBlock("PRIVATE KEY", "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg", 3);
  out.push(
    c(
      "pkcs8-ec",
      "json",
      JSON.stringify({ appId: 381204, webhookSecret: null, privateKey: k.text }, null, 2),
      k.secret,
      k.also,
    ),
  );
  k = pemBlock("RSA PRIVATE KEY", "MIIJKAIBAAKCAgEA", 49);
  out.push(
    c(
      "rsa-pkcs1",
      "log",
      `2026-02-03 09:12:44 ERROR failed to parse signing key: "${k.text.replace(/\n/g, "\\n")}"`,
      k.secret,
      k.also,
    ),
  );
  k = pemBlock("PRIVATE KEY", "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ", 26);
  out.push(
    c(
      "pkcs8",
      "code",
      `SIGNING_KEY = """${k.text}"""\n\ntoken = jwt.encode(claims, SIGNING_KEY, algorithm="RS256")`,
      k.secret,
      k.also,
    ),
  );
  k = pemBlock("PRIVATE KEY", "MC4CAQAwBQYDK2VwBCIEI", 1);
  const ed = { text: k.text, rows: k.rows, secret: k.rows[0], also: undefined };
  out.push(c("pkcs8-ed25519", "output", `$ openssl genpkey -algorithm ed25519\n${ed.text}`, ed.secret));
  k = pemBlock("RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA", 25);
  out.push(c("rsa-pkcs1", "output", `$ terraform output -raw ssh_private_key\n${k.text}`, k.secret, k.also));
  k = pemBlock("RSA PRIVATE KEY", "MIIEogIBAAKCAQEA", 25);
  const kd = Buffer.from(k.text).toString("base64");
  out.push(
    c(
      "kubeconfig-client-key",
      "config",
      `users:\n- name: admin@prod\n  user:\n    client-certificate-data: ${Buffer.from(`-----BEGIN CERTIFICATE-----\n${b64line(64)}\n-----END CERTIFICATE-----\n`).toString("base64")}\n    client-key-data: ${kd}`,
      kd,
    ),
  );
  k = pemBlock("RSA PRIVATE KEY", "MIIEowIBAAKCAQEAx", 25);
  const tls = Buffer.from(k.text).toString("base64");
  out.push(
    c(
      "k8s-tls-secret",
      "config",
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: web-tls\ntype: kubernetes.io/tls\ndata:\n  tls.crt: ${Buffer.from(`-----BEGIN CERTIFICATE-----\n${b64line(64)}\n-----END CERTIFICATE-----\n`).toString("base64")}\n  tls.key: ${tls}`,
      tls,
    ),
  );
  const pgp = [];
  pgp.push(`lQVYBG${b64line(58)}`);
  for (let i = 0; i < 40; i++) pgp.push(b64line(64));
  pgp.push(`${b64line(40)}==`);
  out.push(
    c(
      "openpgp",
      "output",
      `$ gpg --export-secret-keys --armor release@acme.io\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${pgp.join("\n")}\n=${b64line(4)}\n-----END PGP PRIVATE KEY BLOCK-----`,
      pgp[20],
      [pgp[35]],
    ),
  );
  const ppk = [b64line(64), b64line(64), b64line(20)];
  out.push(
    c(
      "putty-ppk",
      "other",
      `PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nComment: deploy@build-01\nPublic-Lines: 6\n${[1, 2, 3, 4, 5].map(() => b64line(64)).join("\n")}\n${b64line(36)}\nPrivate-Lines: 3\n${ppk.join("\n")}\nPrivate-MAC: ${r.hex(64)}`,
      ppk[0],
      [ppk[1]],
    ),
  );
  const ssh2 = [];
  for (let i = 0; i < 12; i++) ssh2.push(b64line(70));
  out.push(
    c(
      "ssh2-rfc4716",
      "other",
      `---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\nComment: "2048-bit rsa, deploy@legacy-bastion"\nP2/56wAAA${b64line(61)}\n${ssh2.join("\n")}\n---- END SSH2 ENCRYPTED PRIVATE KEY ----`,
      ssh2[6],
      [ssh2[10]],
    ),
  );
  let age = `AGE-SECRET-KEY-1${r.chars(r.BECH32_UPPER, 58)}`;
  out.push(
    c(
      "age",
      "output",
      `$ age-keygen\n# created: 2026-02-03T09:12:44Z\n# public key: age1${r.chars(r.BECH32_UPPER.toLowerCase(), 58)}\n${age}`,
      age,
    ),
  );
  age = `AGE-SECRET-KEY-1${r.chars(r.BECH32_UPPER, 58)}`;
  out.push(c("age", "config", `# sops age key\nSOPS_AGE_KEY=${age}`, age));
  const wg = r.b64bytes(32);
  out.push(
    c(
      "wireguard",
      "config",
      `[Interface]\nPrivateKey = ${wg}\nAddress = 10.8.0.2/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = ${r.b64bytes(32)}\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 0.0.0.0/0`,
      wg,
    ),
  );
  const d = r.b64urlBytes(32);
  out.push(
    c(
      "jwk",
      "json",
      JSON.stringify(
        {
          keys: [
            {
              kty: "EC",
              crv: "P-256",
              kid: r.alnum(8),
              use: "sig",
              x: r.b64urlBytes(32),
              y: r.b64urlBytes(32),
              d,
            },
          ],
        },
        null,
        2,
      ),
      d,
    ),
  );
  const dRsa = r.b64urlBytes(256);
  out.push(
    c(
      "jwk",
      "json",
      JSON.stringify({
        kty: "RSA",
        kid: "signing-2026",
        n: r.b64urlBytes(256),
        e: "AQAB",
        d: dRsa,
        p: r.b64urlBytes(128),
        q: r.b64urlBytes(128),
      }),
      dRsa,
    ),
  );
  const xd = r.b64bytes(256);
  out.push(
    c(
      "dotnet-rsa-xml",
      "config",
      `<RSAKeyValue><Modulus>${r.b64bytes(256)}</Modulus><Exponent>AQAB</Exponent><P>${r.b64bytes(128)}</P><Q>${r.b64bytes(128)}</Q><D>${xd}</D></RSAKeyValue>`,
      xd,
    ),
  );
  const mini = `RWRTY0Iy${r.chars(`${r.ALNUM}+/`, 204)}`;
  out.push(c("minisign", "other", `untrusted comment: minisign encrypted secret key\n${mini}`, mini));
  k = pemBlock("PRIVATE KEY", "MIIEvwIBADANBgkqhkiG9w0BAQEFAASCBKkwggSlAgEAAoIBAQ", 26);
  out.push(c("pkcs8", "code", `var privateKeyPEM = []byte(\`${k.text}\`)`, k.secret, k.also));
  return out;
}
