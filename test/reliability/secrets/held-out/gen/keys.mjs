// Private key blocks of every common format, built from their published structures with random
// key material (so the bytes parse as the right ASN.1 / SSH wire shapes, but are no one's key):
// PKCS#1 RSA (RFC 8017 A.1.2), PKCS#8 (RFC 5208), SEC 1 EC (RFC 5915), DSA (OpenSSL's DER),
// OpenSSH "openssh-key-v1" (PROTOCOL.key in OpenSSH), PuTTY PPK v2/v3 (PuTTY manual, appendix C),
// OpenPGP ASCII armor with CRC-24 (RFC 4880 §6), JWK (RFC 7517/7518), .NET RSAKeyValue XML.
// Each returns { text, secret }: `secret` is the key material that must not survive redaction.

import { b64urlnopad, wrap } from "./random.mjs";

const tlv = (tag, body) => {
  const len = body.length;
  let head;
  if (len < 0x80) head = Buffer.from([tag, len]);
  else if (len < 0x100) head = Buffer.from([tag, 0x81, len]);
  else head = Buffer.from([tag, 0x82, len >> 8, len & 0xff]);
  return Buffer.concat([head, body]);
};
const seq = (...parts) => tlv(0x30, Buffer.concat(parts));
/** A positive INTEGER of `n` random bytes (top bit set, so a leading 0x00 is added). */
const bigint = (r, n) => {
  const b = r.bytes(n);
  b[0] |= 0x80;
  return tlv(0x02, Buffer.concat([Buffer.from([0]), b]));
};
const small = (v) => tlv(0x02, Buffer.from([v]));
const oct = (b) => tlv(0x04, b);
const hexBytes = (h) => Buffer.from(h.replace(/ /g, ""), "hex");
const RSA_OID = hexBytes("30 0d 06 09 2a 86 48 86 f7 0d 01 01 01 05 00");
const ED25519_OID = hexBytes("30 05 06 03 2b 65 70");

function pem(label, der, headers = "") {
  const body = wrap(der.toString("base64"));
  return { text: `-----BEGIN ${label}-----\n${headers}${body}\n-----END ${label}-----`, secret: body };
}

export function rsaPkcs1Der(r, bytes = 256) {
  const half = bytes / 2;
  return seq(
    small(0),
    bigint(r, bytes),
    tlv(0x02, hexBytes("010001")),
    bigint(r, bytes),
    bigint(r, half),
    bigint(r, half),
    bigint(r, half),
    bigint(r, half),
    bigint(r, half),
  );
}

/** SSH wire-format string (RFC 4251 §5). */
const sshString = (b) => {
  const buf = Buffer.isBuffer(b) ? b : Buffer.from(b);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(buf.length);
  return Buffer.concat([len, buf]);
};
const u32 = (v) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(v);
  return b;
};

/** CRC-24 of OpenPGP ASCII armor (RFC 4880 §6.1). */
function crc24(buf) {
  let crc = 0xb704ce;
  for (const byte of buf) {
    crc ^= byte << 16;
    for (let i = 0; i < 8; i++) {
      crc <<= 1;
      if (crc & 0x1000000) crc ^= 0x1864cfb;
    }
  }
  return crc & 0xffffff;
}

export function keys(r) {
  const ed25519Blob = () => {
    const pub = r.bytes(32);
    return { pub, blob: Buffer.concat([sshString("ssh-ed25519"), sshString(pub)]) };
  };
  return {
    rsaPkcs1: (bytes = 256) => pem("RSA PRIVATE KEY", rsaPkcs1Der(r, bytes)),
    rsaPkcs8: () => pem("PRIVATE KEY", seq(small(0), RSA_OID, oct(rsaPkcs1Der(r)))),
    ed25519Pkcs8: () => pem("PRIVATE KEY", seq(small(0), ED25519_OID, oct(oct(r.bytes(32))))),
    ecSec1: () => {
      const der = seq(
        small(1),
        oct(r.bytes(32)),
        tlv(0xa0, hexBytes("06 08 2a 86 48 ce 3d 03 01 07")),
        tlv(0xa1, tlv(0x03, Buffer.concat([Buffer.from([0, 4]), r.bytes(64)]))),
      );
      return pem("EC PRIVATE KEY", der);
    },
    ecPkcs8P384: () => {
      const inner = seq(small(1), oct(r.bytes(48)));
      const alg = seq(hexBytes("06 07 2a 86 48 ce 3d 02 01"), hexBytes("06 05 2b 81 04 00 22"));
      return pem("PRIVATE KEY", seq(small(0), alg, oct(inner)));
    },
    dsa: () =>
      pem(
        "DSA PRIVATE KEY",
        seq(small(0), bigint(r, 128), bigint(r, 20), bigint(r, 128), bigint(r, 128), bigint(r, 20)),
      ),
    encryptedPem: () => {
      const iv = r.HEX(32);
      return pem("RSA PRIVATE KEY", r.bytes(1232), `Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-256-CBC,${iv}\n\n`);
    },
    encryptedPkcs8: () => {
      // EncryptedPrivateKeyInfo (RFC 5208 §6) with PBES2 = PBKDF2-HMAC-SHA256 + AES-256-CBC (RFC 8018).
      const kdf = seq(
        hexBytes("06 09 2a 86 48 86 f7 0d 01 05 0c"),
        seq(oct(r.bytes(8)), hexBytes("02 02 08 00"), seq(hexBytes("06 08 2a 86 48 86 f7 0d 02 09 05 00"))),
      );
      const enc = seq(hexBytes("06 09 60 86 48 01 65 03 04 01 2a"), oct(r.bytes(16)));
      const alg = seq(hexBytes("06 09 2a 86 48 86 f7 0d 01 05 0d"), seq(kdf, enc));
      return pem("ENCRYPTED PRIVATE KEY", seq(alg, oct(r.bytes(1232))));
    },
    openssh: (comment = "dev@laptop", encrypted = false) => {
      const { pub, blob } = ed25519Blob();
      const check = r.bytes(4);
      let priv = Buffer.concat([
        check,
        check,
        sshString("ssh-ed25519"),
        sshString(pub),
        sshString(Buffer.concat([r.bytes(32), pub])),
        sshString(comment),
      ]);
      const pad = [];
      for (let i = 1; (priv.length + pad.length) % 8 !== 0; i++) pad.push(i);
      priv = Buffer.concat([priv, Buffer.from(pad)]);
      if (encrypted) priv = r.bytes(priv.length + 16);
      const kdf = encrypted ? sshString(Buffer.concat([sshString(r.bytes(16)), u32(16)])) : sshString("");
      const der = Buffer.concat([
        Buffer.from("openssh-key-v1\0"),
        sshString(encrypted ? "aes256-ctr" : "none"),
        sshString(encrypted ? "bcrypt" : "none"),
        kdf,
        u32(1),
        sshString(blob),
        sshString(priv),
      ]);
      const body = wrap(der.toString("base64"), 70);
      return {
        text: `-----BEGIN OPENSSH PRIVATE KEY-----\n${body}\n-----END OPENSSH PRIVATE KEY-----`,
        secret: body,
      };
    },
    opensshRsa: (comment = "deploy@ci") => {
      const e = sshString(hexBytes("010001"));
      const n = sshString(Buffer.concat([Buffer.from([0]), r.bytes(384)]));
      const blob = Buffer.concat([sshString("ssh-rsa"), e, n]);
      const check = r.bytes(4);
      const mp = (k) => sshString(Buffer.concat([Buffer.from([0]), r.bytes(k)]));
      let priv = Buffer.concat([
        check,
        check,
        sshString("ssh-rsa"),
        n,
        e,
        mp(384),
        mp(192),
        mp(192),
        mp(192),
        sshString(comment),
      ]);
      const pad = [];
      for (let i = 1; (priv.length + pad.length) % 8 !== 0; i++) pad.push(i);
      priv = Buffer.concat([priv, Buffer.from(pad)]);
      const der = Buffer.concat([
        Buffer.from("openssh-key-v1\0"),
        sshString("none"),
        sshString("none"),
        sshString(""),
        u32(1),
        sshString(blob),
        sshString(priv),
      ]);
      const body = wrap(der.toString("base64"), 70);
      return {
        text: `-----BEGIN OPENSSH PRIVATE KEY-----\n${body}\n-----END OPENSSH PRIVATE KEY-----`,
        secret: body,
      };
    },
    ppkV3: (comment = "eddsa-key-20240311") => {
      const { blob } = ed25519Blob();
      const privLines = wrap(sshString(r.bytes(32)).toString("base64"));
      const pubLines = wrap(blob.toString("base64"));
      const text = [
        "PuTTY-User-Key-File-3: ssh-ed25519",
        "Encryption: none",
        `Comment: ${comment}`,
        `Public-Lines: ${pubLines.split("\n").length}`,
        pubLines,
        `Private-Lines: ${privLines.split("\n").length}`,
        privLines,
        `Private-MAC: ${r.hex(64)}`,
      ].join("\n");
      return { text, secret: privLines };
    },
    ppkV2Rsa: (comment = "rsa-key-20230102") => {
      const mp = (k) => sshString(Buffer.concat([Buffer.from([0]), r.bytes(k)]));
      const pub = Buffer.concat([sshString("ssh-rsa"), sshString(hexBytes("010001")), mp(256)]);
      const priv = Buffer.concat([mp(256), mp(128), mp(128), mp(128)]);
      const pubLines = wrap(pub.toString("base64"));
      const privLines = wrap(priv.toString("base64"));
      const text = [
        "PuTTY-User-Key-File-2: ssh-rsa",
        "Encryption: none",
        `Comment: ${comment}`,
        `Public-Lines: ${pubLines.split("\n").length}`,
        pubLines,
        `Private-Lines: ${privLines.split("\n").length}`,
        privLines,
        `Private-MAC: ${r.hex(40)}`,
      ].join("\n");
      return { text, secret: privLines };
    },
    pgp: (uid = "Release Signing <release@example.org>") => {
      // An unencrypted v4 EdDSA secret-key packet (RFC 4880 §5.5.3; algorithm 22 and the Ed25519 OID
      // from RFC 9580) followed by a user ID packet, both with old-format headers (§4.2.1).
      const secretMpi = r.bytes(32);
      secretMpi[0] |= 0x80;
      const checksum = secretMpi.reduce((a, b) => (a + b) & 0xffff, 0);
      const keyPacket = Buffer.concat([
        hexBytes("04"),
        r.bytes(4),
        hexBytes("16 09 2b 06 01 04 01 da 47 0f 01 01 07 40"),
        r.bytes(32),
        hexBytes("00 01 00"),
        secretMpi,
        Buffer.from([checksum >> 8, checksum & 0xff]),
      ]);
      const uidBytes = Buffer.from(uid);
      const packet = Buffer.concat([
        Buffer.from([0x95, keyPacket.length >> 8, keyPacket.length & 0xff]),
        keyPacket,
        Buffer.from([0xb4, uidBytes.length]),
        uidBytes,
      ]);
      const body = wrap(packet.toString("base64"));
      const c = crc24(packet);
      const crc = Buffer.from([c >> 16, (c >> 8) & 0xff, c & 0xff]).toString("base64");
      return {
        text: `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${body}\n=${crc}\n-----END PGP PRIVATE KEY BLOCK-----`,
        secret: body,
      };
    },
    jwkEc: () => {
      const d = b64urlnopad(r.bytes(32));
      const jwk = {
        kty: "EC",
        crv: "P-256",
        kid: r.hex(8),
        x: b64urlnopad(r.bytes(32)),
        y: b64urlnopad(r.bytes(32)),
        d,
      };
      return { jwk, secret: d };
    },
    jwkRsa: () => {
      const b = (n) => b64urlnopad(r.bytes(n));
      const d = b(256);
      const jwk = {
        kty: "RSA",
        kid: `sig-${r.digits(10)}`,
        use: "sig",
        alg: "RS256",
        n: b(256),
        e: "AQAB",
        d,
        p: b(128),
        q: b(128),
        dp: b(128),
        dq: b(128),
        qi: b(128),
      };
      return { jwk, secret: d, also: [jwk.p, jwk.q, jwk.dp, jwk.dq, jwk.qi] };
    },
    jwkOkp: () => {
      const d = b64urlnopad(r.bytes(32));
      return { jwk: { kty: "OKP", crv: "Ed25519", x: b64urlnopad(r.bytes(32)), d }, secret: d };
    },
    xmlRsa: () => {
      const b = (n) => r.bytes(n).toString("base64");
      const d = b(256);
      const also = [b(128), b(128), b(128), b(128), b(128)];
      const [p, q, dp, dq, qi] = also;
      const text = `<RSAKeyValue><Modulus>${b(256)}</Modulus><Exponent>AQAB</Exponent><P>${p}</P><Q>${q}</Q><DP>${dp}</DP><DQ>${dq}</DQ><InverseQ>${qi}</InverseQ><D>${d}</D></RSAKeyValue>`;
      return { text, secret: d, also };
    },
  };
}
