// Private keys of many formats, JWTs, cloud id + secret pairs. Random bytes only: no value here
// decodes to a usable key.
import { ALNUM, B64URL, BASE58, DIGITS, HEX, UPPER, wrap } from "./rng.mjs";

const b64url = (buf) => buf.toString("base64url");

function pemBody(r, bytes, prefix = "") {
  return wrap(prefix + r.b64(bytes), 64);
}

function pem(r, label, bytes, headers = "") {
  const lines = pemBody(r, bytes);
  return { text: `-----BEGIN ${label}-----\n${headers}${lines.join("\n")}\n-----END ${label}-----`, lines };
}

function keyCase(family, kind, context, block, lines, wrapText) {
  const body = lines.filter((l) => l.length >= 40);
  return {
    family,
    kind,
    context,
    text: wrapText(block),
    secret: body[1],
    also: [body[2], body[body.length - 2]].filter((x, i, a) => x && a.indexOf(x) === i && x !== body[1]),
  };
}

export function privateKeys(r) {
  const out = [];
  const rsa = pem(r, "RSA PRIVATE KEY", 1190);
  out.push(
    keyCase(
      "private-key-rsa-pem",
      "cat-file",
      "output",
      rsa.text,
      rsa.lines,
      (b) => `$ cat deploy/id_rsa\n${b}`,
    ),
  );
  const enc = pem(
    r,
    "RSA PRIVATE KEY",
    1190,
    `Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-256-CBC,${r.chars(HEX, 32).toUpperCase()}\n\n`,
  );
  out.push(keyCase("private-key-rsa-encrypted-pem", "config-file", "config", enc.text, enc.lines, (b) => b));
  const ec = pem(r, "EC PRIVATE KEY", 121);
  out.push(
    keyCase(
      "private-key-ec-pem",
      "code-constant",
      "code",
      ec.text,
      ec.lines,
      (b) => `const signingKey = \`${b}\`;`,
    ),
  );
  const p8 = pem(r, "PRIVATE KEY", 1218);
  out.push(
    keyCase("private-key-pkcs8-json", "service-account-json", "json", p8.text, p8.lines, (b) =>
      JSON.stringify(
        {
          type: "service_account",
          project_id: "acme-analytics-prod",
          private_key_id: r.chars(HEX, 40),
          private_key: `${b}\n`,
          client_email: "exporter@acme-analytics-prod.iam.gserviceaccount.com",
        },
        null,
        2,
      ),
    ),
  );
  const p8b = pem(r, "PRIVATE KEY", 48);
  out.push(
    keyCase(
      "private-key-ed25519-pkcs8",
      "heredoc",
      "shell",
      p8b.text,
      [...p8b.lines, ...p8b.lines],
      (b) => `cat > signer.pem <<'EOF'\n${b}\nEOF`,
    ),
  );
  const encp8 = pem(r, "ENCRYPTED PRIVATE KEY", 1298);
  out.push(
    keyCase(
      "private-key-pkcs8-encrypted",
      "yaml-block",
      "config",
      encp8.text,
      encp8.lines,
      (b) =>
        `tls:\n  key: |\n${b
          .split("\n")
          .map((l) => `    ${l}`)
          .join("\n")}`,
    ),
  );
  const dsa = pem(r, "DSA PRIVATE KEY", 440);
  out.push(
    keyCase("private-key-dsa-pem", "diff-added", "other", dsa.text, dsa.lines, (b) =>
      b
        .split("\n")
        .map((l) => `+${l}`)
        .join("\n"),
    ),
  );
  const sshLines = wrap(
    `b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW${r.b64(380)}`,
    70,
  );
  const ssh = `-----BEGIN OPENSSH PRIVATE KEY-----\n${sshLines.join("\n")}\n-----END OPENSSH PRIVATE KEY-----`;
  out.push(
    keyCase(
      "private-key-openssh",
      "json-escaped",
      "json",
      ssh,
      sshLines,
      (b) => `{"name":"deploy-key","value":${JSON.stringify(b)}}`,
    ),
  );
  const ssh2Lines = wrap(`b3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAABD${r.b64(460)}`, 70);
  const ssh2 = `-----BEGIN OPENSSH PRIVATE KEY-----\n${ssh2Lines.join("\n")}\n-----END OPENSSH PRIVATE KEY-----`;
  out.push(
    keyCase(
      "private-key-openssh",
      "powershell",
      "shell",
      ssh2,
      ssh2Lines,
      (b) => `PS> Get-Content $HOME\\.ssh\\id_ed25519\n${b}`,
    ),
  );
  const pgpLines = wrap(`lQVYBGd${r.b64(900)}`, 64);
  const pgp = `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${pgpLines.join("\n")}\n=${r.chars(ALNUM, 4)}\n-----END PGP PRIVATE KEY BLOCK-----`;
  out.push(
    keyCase(
      "private-key-pgp",
      "gpg-export",
      "output",
      pgp,
      pgpLines,
      (b) => `$ gpg --armor --export-secret-keys release@acme.dev\n${b}`,
    ),
  );
  const pubLines = wrap(`AAAAC3NzaC1lZDI1NTE5AAAAI${r.b64(24)}`, 64);
  const privLine = r.b64(48);
  out.push({
    family: "private-key-putty",
    kind: "ppk-file",
    context: "config",
    text: `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-20261118\nPublic-Lines: ${pubLines.length}\n${pubLines.join("\n")}\nPrivate-Lines: 1\n${privLine}\nPrivate-MAC: ${r.chars(HEX, 64)}`,
    secret: privLine,
  });
  const privLines2 = wrap(r.b64(660), 64);
  out.push({
    family: "private-key-putty",
    kind: "ppk-v2-rsa",
    context: "output",
    text: `$ type C:\\keys\\bastion.ppk\nPuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\nComment: rsa-key-20250301\nPublic-Lines: 2\nAAAAB3NzaC1yc2EAAAADAQABAAABAQC${r.b64(40)}\n${r.b64(48)}\nPrivate-Lines: ${privLines2.length}\n${privLines2.join("\n")}\nPrivate-MAC: ${r.chars(HEX, 40)}`,
    secret: privLines2[1],
    also: [privLines2[4]],
  });
  const d = b64url(r.bytes(256));
  const p = b64url(r.bytes(128));
  out.push({
    family: "private-key-jwk",
    kind: "jwk-rsa",
    context: "json",
    text: `{"keys":[{"kty":"RSA","kid":"${r.chars(HEX, 16)}","use":"sig","alg":"RS256","n":"${b64url(r.bytes(256))}","e":"AQAB","d":"${d}","p":"${p}","q":"${b64url(r.bytes(128))}"}]}`,
    secret: d,
    also: [p],
  });
  const ecd = b64url(r.bytes(32));
  out.push({
    family: "private-key-jwk",
    kind: "jwk-ec-code",
    context: "code",
    text: `const jwk = {\n  kty: "EC",\n  crv: "P-256",\n  x: "${b64url(r.bytes(32))}",\n  y: "${b64url(r.bytes(32))}",\n  d: "${ecd}",\n};`,
    secret: ecd,
  });
  const okp = b64url(r.bytes(32));
  out.push({
    family: "private-key-jwk",
    kind: "jwk-okp-env",
    context: "config",
    text: `JWT_SIGNING_JWK='{"kty":"OKP","crv":"Ed25519","x":"${b64url(r.bytes(32))}","d":"${okp}"}'`,
    secret: okp,
  });
  const xmlD = r.b64(128);
  const xmlP = r.b64(64);
  out.push({
    family: "private-key-xml",
    kind: "dotnet-rsakeyvalue",
    context: "config",
    text: `<RSAKeyValue><Modulus>${r.b64(128)}</Modulus><Exponent>AQAB</Exponent><P>${xmlP}</P><Q>${r.b64(64)}</Q><DP>${r.b64(64)}</DP><DQ>${r.b64(64)}</DQ><InverseQ>${r.b64(64)}</InverseQ><D>${xmlD}</D></RSAKeyValue>`,
    secret: xmlD,
    also: [xmlP],
  });
  const wg = r.b64(32);
  out.push({
    family: "private-key-wireguard",
    kind: "wg-conf",
    context: "config",
    text: `[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = ${wg}\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = ${r.b64(32)}\nEndpoint = vpn.acme.dev:51820`,
    secret: wg,
  });
  const wg2 = r.b64(32);
  out.push({
    family: "private-key-wireguard",
    kind: "wg-genkey",
    context: "shell",
    text: `$ wg genkey | tee privatekey\n${wg2}\n$ wg pubkey < privatekey`,
    secret: wg2,
  });
  const minisign = `RWRTY0Iy${r.b64(155).replace(/=+$/, "")}`;
  out.push({
    family: "private-key-minisign",
    kind: "minisign-key",
    context: "output",
    text: `$ cat ~/.minisign/minisign.key\nuntrusted comment: minisign encrypted secret key\n${minisign}`,
    secret: minisign,
  });
  const eth = r.chars(HEX, 64);
  out.push({
    family: "private-key-ethereum",
    kind: "hardhat-env",
    context: "config",
    text: `SEPOLIA_RPC_URL=https://rpc.sepolia.org\nDEPLOYER_PRIVATE_KEY=0x${eth}`,
    secret: eth,
  });
  const eth2 = r.chars(HEX, 64);
  out.push({
    family: "private-key-ethereum",
    kind: "foundry-flag",
    context: "shell",
    text: `forge script script/Deploy.s.sol --rpc-url $RPC --private-key 0x${eth2} --broadcast`,
    secret: eth2,
  });
  const wif = `K${r.chars(BASE58, 51)}`;
  out.push({
    family: "private-key-bitcoin-wif",
    kind: "cli-output",
    context: "output",
    text: `$ bitcoin-cli dumpprivkey bc1q${r.chars("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38)}\n${wif}`,
    secret: wif,
  });
  const sol = Array.from({ length: 64 }, () => r.int(0, 255)).join(",");
  out.push({
    family: "private-key-solana",
    kind: "keypair-json",
    context: "json",
    text: `$ cat ~/.config/solana/id.json\n[${sol}]`,
    secret: sol.split(",").slice(0, 32).join(","),
  });
  const kcd = r.b64(1190);
  out.push({
    family: "private-key-kubeconfig",
    kind: "client-key-data",
    context: "config",
    text: `users:\n- name: admin@prod\n  user:\n    client-certificate-data: ${r.b64(800)}\n    client-key-data: ${kcd}`,
    secret: kcd,
  });
  const tlsKey = r.b64(1600);
  out.push({
    family: "private-key-k8s-tls",
    kind: "kubectl-secret-yaml",
    context: "output",
    text: `$ kubectl get secret ingress-tls -o yaml\napiVersion: v1\ndata:\n  tls.crt: ${r.b64(900)}\n  tls.key: ${tlsKey}\nkind: Secret\ntype: kubernetes.io/tls`,
    secret: tlsKey,
  });
  return out;
}

function jwt(r, claims) {
  const header = b64url(Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })));
  const payload = b64url(Buffer.from(JSON.stringify(claims)));
  return `${header}.${payload}.${b64url(r.bytes(32))}`;
}

export function jwts(r) {
  const now = 1795000000;
  const mk = () =>
    jwt(r, {
      sub: r.uuid(),
      iat: now + r.int(0, 9999),
      exp: now + 86400,
      role: r.pick(["admin", "service_role", "user"]),
    });
  const t = Array.from({ length: 10 }, mk);
  return [
    {
      family: "jwt",
      kind: "bearer-header",
      context: "header",
      text: `Authorization: Bearer ${t[0]}`,
      secret: t[0],
    },
    {
      family: "jwt",
      kind: "localstorage",
      context: "code",
      text: `localStorage.setItem("auth", "${t[1]}");`,
      secret: t[1],
    },
    {
      family: "jwt",
      kind: "supabase-env",
      context: "config",
      text: `SUPABASE_URL=https://abcd.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=${t[2]}`,
      secret: t[2],
    },
    {
      family: "jwt",
      kind: "login-response",
      context: "json",
      text: `{"user":{"id":42,"email":"dev@acme.dev"},"accessToken":"${t[3]}","expiresIn":3600}`,
      secret: t[3],
    },
    {
      family: "jwt",
      kind: "cookie",
      context: "header",
      text: `set-cookie: token=${t[4]}; Path=/; HttpOnly; Secure; SameSite=Lax`,
      secret: t[4],
    },
    {
      family: "jwt",
      kind: "log-line",
      context: "log",
      text: `2026-11-21 09:14:07,311 WARN  [auth] rejected expired token ${t[5]} for /api/v1/orders`,
      secret: t[5],
    },
    {
      family: "jwt",
      kind: "url-fragment",
      context: "url",
      text: `https://app.acme.dev/callback#access_token=${t[6]}&token_type=Bearer&expires_in=3600`,
      secret: t[6],
    },
    {
      family: "jwt",
      kind: "wrapped-output",
      context: "output",
      text: `$ acme auth print-token\n${t[7].slice(0, 60)}\n${t[7].slice(60)}`,
      secret: t[7].slice(0, 60),
      also: [t[7].slice(60)],
    },
    {
      family: "jwt",
      kind: "prose-de",
      context: "prose",
      text: `Der Token aus dem Login war ${t[8]} – der läuft aber nach einer Stunde ab.`,
      secret: t[8],
    },
    {
      family: "jwt",
      kind: "httpie",
      context: "shell",
      text: `http GET :8000/api/reports "Authorization:Bearer ${t[9]}"`,
      secret: t[9],
    },
  ];
}

export function cloudPairs(r) {
  const out = [];
  const aws = () => ({ id: `AKIA${r.chars(`${UPPER}234567`, 16)}`, secret: r.chars(`${ALNUM}+/`, 40) });
  let k = aws();
  out.push({
    family: "aws-secret-key",
    kind: "credentials-file",
    context: "config",
    text: `[default]\naws_access_key_id = ${k.id}\naws_secret_access_key = ${k.secret}\nregion = us-east-2`,
    secret: k.secret,
  });
  k = aws();
  out.push({
    family: "aws-secret-key",
    kind: "aws-configure-set",
    context: "shell",
    text: `aws configure set aws_access_key_id ${k.id} && aws configure set aws_secret_access_key ${k.secret}`,
    secret: k.secret,
  });
  k = aws();
  out.push({
    family: "aws-secret-key",
    kind: "create-access-key-output",
    context: "output",
    text: `$ aws iam create-access-key --user-name ci-deployer\n{\n    "AccessKey": {\n        "UserName": "ci-deployer",\n        "AccessKeyId": "${k.id}",\n        "Status": "Active",\n        "SecretAccessKey": "${k.secret}",\n        "CreateDate": "2026-11-20T08:12:44+00:00"\n    }\n}`,
    secret: k.secret,
  });
  k = aws();
  out.push({
    family: "aws-secret-key",
    kind: "positional-pair",
    context: "shell",
    text: `mc alias set s3prod https://s3.amazonaws.com ${k.id} ${k.secret} --api S3v4`,
    secret: k.secret,
  });
  k = aws();
  out.push({
    family: "aws-secret-key",
    kind: "boto3-code",
    context: "code",
    text: `s3 = boto3.client(\n    "s3",\n    aws_access_key_id="${k.id}",\n    aws_secret_access_key="${k.secret}",\n)`,
    secret: k.secret,
  });
  k = aws();
  out.push({
    family: "aws-secret-key",
    kind: "powershell",
    context: "shell",
    text: `Set-AWSCredential -AccessKey ${k.id} -SecretKey ${k.secret} -StoreAs deploy`,
    secret: k.secret,
  });
  k = aws();
  out.push({
    family: "aws-secret-key",
    kind: "csv-download",
    context: "output",
    text: `$ cat ~/Downloads/ci-deployer_accessKeys.csv\nAccess key ID,Secret access key\n${k.id},${k.secret}`,
    secret: k.secret,
  });
  k = aws();
  out.push({
    family: "aws-secret-key",
    kind: "tfvars",
    context: "config",
    text: `aws_access_key = "${k.id}"\naws_secret_key = "${k.secret}"`,
    secret: k.secret,
  });
  const sessionToken = `IQoJb3JpZ2luX2VjE${r.chars(`${ALNUM}+/`, 380)}`;
  const sk = r.chars(`${ALNUM}+/`, 40);
  out.push({
    family: "aws-session",
    kind: "assume-role-output",
    context: "output",
    text: `$ aws sts assume-role --role-arn arn:aws:iam::123456789012:role/deploy --role-session-name ci\n{\n    "Credentials": {\n        "AccessKeyId": "ASIA${r.chars(`${UPPER}234567`, 16)}",\n        "SecretAccessKey": "${sk}",\n        "SessionToken": "${sessionToken}",\n        "Expiration": "2026-11-26T16:02:11+00:00"\n    }\n}`,
    secret: sk,
    also: [sessionToken],
  });
  const ali = r.chars(ALNUM, 30);
  out.push({
    family: "alibaba-secret",
    kind: "aliyun-configure",
    context: "shell",
    text: `aliyun configure set --profile prod --mode AK --access-key-id LTAI5t${r.chars(ALNUM, 18)} --access-key-secret ${ali} --region cn-hangzhou`,
    secret: ali,
  });
  const tcid = `AKID${r.chars(ALNUM, 32)}`;
  const tcs = r.chars(ALNUM, 32);
  out.push({
    family: "tencent-secret",
    kind: "env",
    context: "config",
    text: `TENCENTCLOUD_SECRET_ID=${tcid}\nTENCENTCLOUD_SECRET_KEY=${tcs}`,
    secret: tcs,
  });
  const azk = `${r.b64(64)}`;
  out.push({
    family: "azure-storage-key",
    kind: "connection-string",
    context: "config",
    text: `"AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=acmeprodlogs;AccountKey=${azk};EndpointSuffix=core.windows.net"`,
    secret: azk,
  });
  const azk2 = r.b64(64);
  out.push({
    family: "azure-storage-key",
    kind: "az-cli-output",
    context: "output",
    text: `$ az storage account keys list -n acmeprodlogs -o table\nCreationTime                      KeyName    Permissions    Value\n--------------------------------  ---------  -------------  ----------------------------------------------------------------------------------------\n2026-03-02T10:11:09.114922+00:00  key1       FULL           ${azk2}`,
    secret: azk2,
  });
  const sig = encodeURIComponent(r.b64(32));
  out.push({
    family: "azure-sas",
    kind: "sas-url",
    context: "url",
    text: `https://acmeprodlogs.blob.core.windows.net/exports/2026-11.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-01T00:00:00Z&spr=https&sig=${sig}`,
    secret: sig,
  });
  const spSecret = `${r.chars(ALNUM, 3)}8Q~${r.chars(`${ALNUM}_~.-`, 34)}`;
  out.push({
    family: "azure-sp-secret",
    kind: "az-login",
    context: "shell",
    text: `az login --service-principal -u ${r.uuid()} -p ${spSecret} --tenant ${r.uuid()}`,
    secret: spSecret,
  });
  const gcpRefresh = `1//0${r.chars(B64URL, 99)}`;
  out.push({
    family: "gcp-refresh-token",
    kind: "adc-json",
    context: "json",
    text: `{\n  "client_id": "${r.chars(DIGITS, 12)}-${r.chars(HEX, 32)}.apps.googleusercontent.com",\n  "client_secret": "${r.chars(B64URL, 24)}",\n  "refresh_token": "${gcpRefresh}",\n  "type": "authorized_user"\n}`,
    secret: gcpRefresh,
  });
  const gocspx = `GOCSPX-${r.chars(B64URL, 28)}`;
  out.push({
    family: "google-oauth-client-secret",
    kind: "client-secret-json",
    context: "json",
    text: `{"web":{"client_id":"${r.chars(DIGITS, 12)}-${r.chars("abcdefghijklmnopqrstuvwxyz0123456789", 32)}.apps.googleusercontent.com","client_secret":"${gocspx}","redirect_uris":["http://localhost:8080/oauth2callback"]}}`,
    secret: gocspx,
  });
  const cfToken = r.chars(B64URL, 40);
  out.push({
    family: "cloudflare-api-token",
    kind: "wrangler-env",
    context: "shell",
    text: `CLOUDFLARE_API_TOKEN=${cfToken} npx wrangler deploy --env production`,
    secret: cfToken,
  });
  const ddApi = r.chars(HEX, 32);
  const ddApp = r.chars(HEX, 40);
  out.push({
    family: "datadog-keys",
    kind: "helm-set",
    context: "shell",
    text: `helm upgrade --install datadog datadog/datadog --set datadog.apiKey=${ddApi} --set datadog.appKey=${ddApp} -n monitoring`,
    secret: ddApi,
    also: [ddApp],
  });
  const twTok = r.chars(HEX, 32);
  out.push({
    family: "twilio-auth-token",
    kind: "sid-and-token",
    context: "code",
    text: `client = Client("AC${r.chars(HEX, 32)}", "${twTok}")\nclient.messages.create(to=to, from_=sender, body=text)`,
    secret: twTok,
  });
  const algolia = r.chars(HEX, 32);
  out.push({
    family: "algolia-admin-key",
    kind: "js-init",
    context: "code",
    text: `const client = algoliasearch("${r.chars(UPPER + DIGITS, 10)}", "${algolia}"); // admin key, server only`,
    secret: algolia,
  });
  const cloudinary = r.chars(B64URL, 27);
  out.push({
    family: "cloudinary-url",
    kind: "env",
    context: "config",
    text: `CLOUDINARY_URL=cloudinary://${r.chars(DIGITS, 15)}:${cloudinary}@acme-media`,
    secret: cloudinary,
  });
  return out;
}
