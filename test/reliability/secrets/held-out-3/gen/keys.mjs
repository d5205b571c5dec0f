// Private keys of every common text format: PEM (PKCS#1, SEC1, PKCS#8, encrypted PKCS#8, DSA), OpenSSH,
// PuTTY v2/v3, OpenPGP, JWK with "d", WireGuard, Ethereum hex keys and base64 PEM inside Kubernetes secrets.
// `secret` is one body line and `also` the others, so a key counts as kept off disk only when no line survives.

import { pemKey, pgpKey, puttyKey } from "./material.mjs";
import { B64, B64URL } from "./random.mjs";

const c = (kind, context, text, lines) => ({
  family: "private-key",
  kind,
  context,
  text,
  secret: lines[Math.min(1, lines.length - 1)],
  also: lines.filter((_, i) => i !== Math.min(1, lines.length - 1)),
});

export function keyCases(r) {
  const out = [];
  const pem = (type, context, wrapText) => {
    const k = pemKey(r, type);
    out.push(c(`pem-${type}`, context, wrapText(k.text), k.lines));
  };
  pem("rsa", "output", (t) => `$ cat deploy/id_rsa\n${t}`);
  pem("rsa", "code", (t) => `PRIVATE_KEY = """${t}"""`);
  pem(
    "rsa",
    "config",
    (t) =>
      `tls:\n  key: |\n${t
        .split("\n")
        .map((l) => `    ${l}`)
        .join("\n")}`,
  );
  pem("pkcs8", "config", (t) => `FIREBASE_PRIVATE_KEY="${t.replace(/\n/g, "\\n")}\\n"`);
  pem("pkcs8", "json", (t) => `{"type":"private_key","key":${JSON.stringify(t)}}`);
  pem("pkcs8", "shell", (t) => `cat > /etc/nginx/certs/site.key <<'EOF'\n${t}\nEOF`);
  pem("pkcs8-ec", "output", (t) => `$ openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256\n${t}`);
  pem("pkcs8-ec", "code", (t) => `const signingKey = \`${t}\`;`);
  pem("ec", "output", (t) => `$ openssl ecparam -name prime256v1 -genkey -noout\n${t}`);
  pem("ec", "other", (t) => `Here is the key the vendor sent:\n\n\`\`\`\n${t}\n\`\`\``);
  pem(
    "encrypted",
    "config",
    (t) =>
      `signing:\n  key_passphrase_env: SIGNING_PASS\n  key: |\n${t
        .split("\n")
        .map((l) => `    ${l}`)
        .join("\n")}`,
  );
  pem("dsa", "output", (t) => `$ cat /etc/ssh/ssh_host_dsa_key\n${t}`);
  pem("openssh", "output", (t) => `$ cat ~/.ssh/id_ed25519\n${t}`);
  pem("openssh", "shell", (t) => `echo "${t}" > ~/.ssh/deploy_key && chmod 600 ~/.ssh/deploy_key`);
  pem(
    "openssh",
    "config",
    (t) =>
      `jobs:\n  deploy:\n    env:\n      SSH_PRIVATE_KEY: |\n${t
        .split("\n")
        .map((l) => `        ${l}`)
        .join("\n")}`,
  );
  pem("openssh", "log", (t) => `2026-04-12T07:01:55Z debug ansible: loaded key material:\n${t}`);
  pem("rsa", "prose", (t) => `Ich habe den Schlüssel hier eingefügt, warum lehnt der Server ihn ab?\n${t}`);
  pem("pkcs8", "prose", (t) => `这是服务器的私钥，帮我检查一下格式对不对：\n${t}`);

  for (const [version, context] of [
    [2, "output"],
    [3, "other"],
    [2, "config"],
  ]) {
    const p = puttyKey(r, version);
    const text = context === "output" ? `> type C:\\Users\\dev\\.ssh\\deploy.ppk\n${p.text}` : p.text;
    out.push({ family: "private-key", kind: `putty-v${version}`, context, text, secret: p.priv });
  }
  for (const context of ["output", "shell"]) {
    const k = pgpKey(r);
    const text =
      context === "output"
        ? `$ gpg --export-secret-keys --armor release@acme.io\n${k.text}`
        : `echo "${k.text}" | gpg --batch --import`;
    out.push(c("pgp", context, text, k.lines));
  }
  const b64u = (n) => r.mixed(B64URL, n);
  {
    const d = b64u(43);
    out.push({
      family: "private-key",
      kind: "jwk-ec",
      context: "json",
      text: `{"kty":"EC","crv":"P-256","x":"${b64u(43)}","y":"${b64u(43)}","d":"${d}","use":"sig","kid":"k1"}`,
      secret: d,
    });
    const d2 = b64u(43);
    out.push({
      family: "private-key",
      kind: "jwk-okp",
      context: "config",
      text: `JWT_PRIVATE_JWK='{"kty":"OKP","crv":"Ed25519","x":"${b64u(43)}","d":"${d2}"}'`,
      secret: d2,
    });
    const [dr, pr, qr] = [b64u(342), b64u(171), b64u(171)];
    out.push({
      family: "private-key",
      kind: "jwk-rsa",
      context: "json",
      text: `{\n  "keys": [\n    {\n      "kty": "RSA",\n      "kid": "2026-03",\n      "n": "${b64u(342)}",\n      "e": "AQAB",\n      "d": "${dr}",\n      "p": "${pr}",\n      "q": "${qr}"\n    }\n  ]\n}`,
      secret: dr,
      also: [pr, qr],
    });
  }
  for (const context of ["config", "output"]) {
    const k = `${r.mixed(B64, 43)}=`;
    const text =
      context === "config"
        ? `[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = ${k}\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = ${r.mixed(B64, 43)}=\nEndpoint = vpn.acme.io:51820`
        : `$ wg genkey | tee privatekey\n${k}`;
    out.push({ family: "private-key", kind: "wireguard", context, text, secret: k });
  }
  for (const context of ["config", "code"]) {
    const k = `0x${r.hex(64)}`;
    const text =
      context === "config"
        ? `DEPLOYER_PRIVATE_KEY=${k}\nRPC_URL=https://eth-sepolia.g.alchemy.com/v2/demo`
        : `const wallet = new ethers.Wallet("${k}", provider);`;
    out.push({ family: "private-key", kind: "ethereum-hex", context, text, secret: k.slice(2) });
  }
  for (const context of ["output", "config"]) {
    const k = pemKey(r, "pkcs8");
    const b = Buffer.from(`${k.text}\n`).toString("base64");
    const text = `apiVersion: v1\nkind: Secret\nmetadata:\n  name: web-tls\ntype: kubernetes.io/tls\ndata:\n  tls.crt: ${Buffer.from("-----BEGIN CERTIFICATE-----\nMIIB").toString("base64")}\n  tls.key: ${b}`;
    out.push({
      family: "private-key",
      kind: "k8s-tls-base64",
      context,
      text: context === "output" ? `$ kubectl get secret web-tls -o yaml\n${text}` : text,
      secret: b,
    });
  }
  return out;
}
