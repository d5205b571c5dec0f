// Private key material of many formats (positives) and public keys / certificates (negatives), built from
// seeded bytes. DER prefixes follow RFC 8017 (PKCS #1), RFC 5208/5958 (PKCS #8), RFC 5915 (EC), the
// OpenSSH PROTOCOL.key file, PuTTY's PPK v3 description and RFC 4880 (OpenPGP armor, CRC-24).
import { createPrivateKey, createPublicKey } from "node:crypto";

const wrap = (b64, width) => b64.match(new RegExp(`.{1,${width}}`, "g")).join("\n");
const pem = (label, der, width = 64) =>
  `-----BEGIN ${label}-----\n${wrap(der.toString("base64"), width)}\n-----END ${label}-----`;
const u32 = (n) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const sshString = (buf) => {
  const b = typeof buf === "string" ? Buffer.from(buf) : buf;
  return Buffer.concat([u32(b.length), b]);
};

/** Body lines of a PEM-like block (between the armor lines, without headers such as "Proc-Type:"). */
export function bodyLines(block) {
  return block
    .split("\n")
    .filter((l) => !l.startsWith("-----") && !l.startsWith("----") && !l.includes(": ") && l.length > 0);
}

/** `secret` / `also` for a key block: its second body line, plus the first and last full-length lines. */
export function keyParts(block) {
  const lines = bodyLines(block);
  const full = lines.filter((l) => l.length >= 40);
  const secret = (full[1] ?? full[0] ?? lines[0]).trim();
  const also = [...new Set([full[0], full[full.length - 2]].filter((l) => l && l !== secret))];
  return { secret, also };
}

/** An Ed25519 key pair from a 32-byte seed (node:crypto, PKCS #8 import): { seed, pub }. */
export function ed25519(r) {
  const seed = r.bytes(32);
  const der = Buffer.concat([Buffer.from("302e020100300506032b657004220420", "hex"), seed]);
  const priv = createPrivateKey({ key: der, format: "der", type: "pkcs8" });
  const spki = createPublicKey(priv).export({ format: "der", type: "spki" });
  return { seed, pub: spki.subarray(spki.length - 32), pkcs8: der };
}

export function sshEd25519Public(pub, comment) {
  const blob = Buffer.concat([sshString("ssh-ed25519"), sshString(pub)]);
  return `ssh-ed25519 ${blob.toString("base64")} ${comment}`;
}

export function opensshPrivate(r, comment) {
  const { seed, pub } = ed25519(r);
  const pubBlob = Buffer.concat([sshString("ssh-ed25519"), sshString(pub)]);
  const check = r.int(1, 2 ** 31);
  let priv = Buffer.concat([
    u32(check),
    u32(check),
    sshString("ssh-ed25519"),
    sshString(pub),
    sshString(Buffer.concat([seed, pub])),
    sshString(comment),
  ]);
  const pad = [];
  for (let i = 1; (priv.length + pad.length) % 8 !== 0; i++) pad.push(i);
  priv = Buffer.concat([priv, Buffer.from(pad)]);
  const body = Buffer.concat([
    Buffer.from("openssh-key-v1\0"),
    sshString("none"),
    sshString("none"),
    sshString(""),
    u32(1),
    sshString(pubBlob),
    sshString(priv),
  ]);
  return { block: pem("OPENSSH PRIVATE KEY", body, 70), publicLine: sshEd25519Public(pub, comment) };
}

export const rsaPkcs1 = (r) =>
  pem("RSA PRIVATE KEY", Buffer.concat([Buffer.from("308204a40201000282010100", "hex"), r.bytes(1180)]));
export const rsaPkcs8 = (r) =>
  pem(
    "PRIVATE KEY",
    Buffer.concat([
      Buffer.from("308204be020100300d06092a864886f70d0101010500048204a8", "hex"),
      r.bytes(1192),
    ]),
  );
export const ecPrivate = (r) =>
  pem(
    "EC PRIVATE KEY",
    Buffer.concat([
      Buffer.from("30770201010420", "hex"),
      r.bytes(32),
      Buffer.from("a00a06082a8648ce3d030107a14403420004", "hex"),
      r.bytes(64),
    ]),
  );
export const dsaPrivate = (r) =>
  pem("DSA PRIVATE KEY", Buffer.concat([Buffer.from("308201bb02010002818100", "hex"), r.bytes(435)]));
export const encryptedPkcs8 = (r) =>
  pem(
    "ENCRYPTED PRIVATE KEY",
    Buffer.concat([
      Buffer.from("308205243056", "hex"),
      Buffer.from("06092a864886f70d01050d3049", "hex"),
      r.bytes(1300),
    ]),
  );
export const ed25519Pkcs8 = (r) => pem("PRIVATE KEY", ed25519(r).pkcs8);

export function legacyEncryptedRsa(r) {
  const iv = r.hex(16).toUpperCase();
  const body = wrap(Buffer.concat([r.bytes(1190)]).toString("base64"), 64);
  return `-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,${iv}\n\n${body}\n-----END RSA PRIVATE KEY-----`;
}

/** OpenPGP CRC-24 (RFC 4880 §6.1). */
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

function pgpArmor(kind, first, r, n) {
  const data = Buffer.concat([Buffer.from(first, "hex"), r.bytes(n)]);
  const crc = Buffer.from([(crc24(data) >> 16) & 255, (crc24(data) >> 8) & 255, crc24(data) & 255]);
  return `-----BEGIN PGP ${kind}-----\n\n${wrap(data.toString("base64"), 64)}\n=${crc.toString("base64")}\n-----END PGP ${kind}-----`;
}
export const pgpPrivate = (r) => pgpArmor("PRIVATE KEY BLOCK", "9501d80465", r, 900);
export const pgpPublic = (r) => pgpArmor("PUBLIC KEY BLOCK", "99010d0465", r, 520);

export function puttyPpk(r, comment) {
  const { seed, pub } = ed25519(r);
  const pubBlob = Buffer.concat([sshString("ssh-ed25519"), sshString(pub)]).toString("base64");
  const privBlob = sshString(seed).toString("base64");
  return {
    block: `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ${comment}\nPublic-Lines: 2\n${wrap(pubBlob, 64)}\nPrivate-Lines: 1\n${privBlob}\nPrivate-MAC: ${r.hex(64)}`,
    secret: privBlob,
  };
}

export function ssh2Encrypted(r, comment) {
  const body = wrap(Buffer.concat([Buffer.from("3f6ff9eb", "hex"), r.bytes(1100)]).toString("base64"), 70);
  return `---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\nComment: "${comment}"\n${body}\n---- END SSH2 ENCRYPTED PRIVATE KEY ----`;
}

export const openvpnStatic = (r) => {
  const lines = Array.from({ length: 16 }, () => r.hex(32));
  return {
    block: `#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n${lines.join("\n")}\n-----END OpenVPN Static key V1-----`,
    secret: lines[3],
    also: [lines[0], lines[12]],
  };
};

/** Public material (negatives). */
export const rsaPublicPem = (r) =>
  pem(
    "PUBLIC KEY",
    Buffer.concat([
      Buffer.from("30820122300d06092a864886f70d01010105000382010f003082010a0282010100", "hex"),
      r.bytes(256),
      Buffer.from("0203010001", "hex"),
    ]),
  );
export const certificatePem = (r) =>
  pem("CERTIFICATE", Buffer.concat([Buffer.from("3082036b30820253a003020102021443", "hex"), r.bytes(860)]));
export const sshRsaPublic = (r, comment) =>
  `ssh-rsa ${Buffer.concat([sshString("ssh-rsa"), sshString(Buffer.from([1, 0, 1])), sshString(Buffer.concat([Buffer.from([0]), r.bytes(256)]))]).toString("base64")} ${comment}`;
export const ecdsaPublic = (r, comment) =>
  `ecdsa-sha2-nistp256 ${Buffer.concat([sshString("ecdsa-sha2-nistp256"), sshString("nistp256"), sshString(Buffer.concat([Buffer.from([4]), r.bytes(64)]))]).toString("base64")} ${comment}`;
