/**
 * More look-alikes (see negatives.ts): what a coding session prints that is random-looking but public
 * — build and content hashes, cache keys, content-addressed paths, trace and request ids, base58 and
 * base62 ids of public objects, Nix store paths, Go module sums, Docker layer ids, Terraform state,
 * publishable keys, Sentry DSNs, CSP nonces, webpack and Vite chunk hashes, lockfile checksums, cloud
 * resource ids, response headers — and the near misses of the structure-family rules (public WireGuard
 * and NATS keys, OpenVPN files named but not pasted, variables fed to `sudo -S`, tokens given by
 * reference, cookies that hold no session). Values come from their own seeded PRNG.
 */
import { B62, B64, DI, HEX, LO, mulberry32, UP, URL } from "./corpus-alphabets.js";

type AddNegative = (kind: string, ...texts: string[]) => void;
type R = (alphabet: string, n: number) => string;

const B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const NIX = "0123456789abcdfghijklmnpqrsvwxyz";

export function addArtifactNegatives(add: AddNegative, seed = 20261128): void {
  const rand = mulberry32(seed);
  const r: R = (alphabet, n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  addBuildOutput(add, r);
  addIdsAndHeaders(add, r);
  addLockfilesAndState(add, r);
  addFamilyNearMisses(add, r);
}

function addBuildOutput(add: AddNegative, r: R): void {
  const h = (n: number) => r(HEX, n);
  add(
    "build-chunks",
    `dist/assets/index-${r(URL, 8)}.js   142.31 kB │ gzip: 45.12 kB\ndist/assets/vendor-${r(URL, 8)}.js  301.02 kB │ gzip: 98.40 kB`,
    `asset main.${h(20)}.js 1.2 MiB [emitted] [immutable] [minimized] (name: main)`,
    `  ./.next/static/chunks/pages/_app-${h(16)}.js  88.4 kB`,
    `<script src="/_next/static/${r(URL, 21)}/_buildManifest.js" defer></script>`,
    `<link rel="stylesheet" href="/assets/app-${h(64)}.css" integrity="sha384-${r(B64, 64)}" crossorigin="anonymous">`,
    `chunk {main} main.${h(20)}.bundle.js (main) 2.4 MB [initial] [rendered]`,
    `Route (app)   Size  First Load JS\n○ /           5.2 kB   92 kB\n+ First Load JS shared by all 87 kB\n  ├ chunks/${r(DI, 3)}-${h(16)}.js 31.6 kB`,
    `esbuild: out/hook-${r(UP + DI, 8)}.mjs 48.2kb`,
    `Rollup output: assets/worker-${r(URL, 8)}.js`,
    `parcel: dist/index.${h(8)}.js  12.3 KB  1.2s`,
  );
  add(
    "build-cache-keys",
    `Cache restored from key: Linux-pnpm-store-${h(64)}`,
    `Cache saved with key: node-cache-Linux-x64-npm-${h(64)}`,
    `cache hit, replaying logs ${h(16)}\n• Packages in scope: web, api`,
    `turbo: web:build: cache miss, executing ${h(16)}`,
    `[INFO] Restored from remote cache: action digest ${h(64)}/142`,
    `INFO: From Compiling src/main.cc: action key ${h(64)}`,
    `nx: [local cache] ${r(DI, 19)}`,
    `restore-keys: ${"${{ runner.os }}"}-gradle-${h(40)}`,
    `ccache: hit ${h(32)}${r(DI, 2)}-${r(DI, 5)}`,
    `sccache: Cache hit for src/lib.rs (key ${h(64)})`,
  );
  add(
    "content-addressed-paths",
    `/nix/store/${r(NIX, 32)}-nodejs-20.11.1/bin/node`,
    `these 3 paths will be fetched (41.2 MiB download):\n  /nix/store/${r(NIX, 32)}-openssl-3.0.13\n  /nix/store/${r(NIX, 32)}-zlib-1.3.1`,
    `~/.cache/bazel/_bazel_dev/${h(32)}/execroot/_main/bazel-out/k8-fastbuild/bin/app`,
    `.git/objects/${h(2)}/${h(38)}`,
    `node_modules/.pnpm/react-dom@18.3.1_react@18.3.1/node_modules/react-dom`,
    `~/.local/share/pnpm/store/v3/files/${h(2)}/${h(126)}`,
    `/var/lib/docker/overlay2/${h(64)}/diff/usr/local/bin`,
    `~/.cargo/registry/src/index.crates.io-${h(16)}/serde-1.0.197/src/lib.rs`,
    `/tmp/go-build${r(DI, 10)}/b001/exe/main`,
    `ipfs://${`bafybei${r("abcdefghijklmnopqrstuvwxyz234567", 52)}`}/metadata.json`,
    `https://ipfs.io/ipfs/Qm${r(B58, 44)}`,
    `.terraform/providers/registry.terraform.io/hashicorp/aws/5.40.0/linux_amd64`,
  );
  add(
    "docker-layers",
    `${h(12)}: Pull complete\n${h(12)}: Pull complete\nDigest: sha256:${h(64)}\nStatus: Downloaded newer image for node:20-alpine`,
    `#7 [build 3/6] COPY package*.json ./\n#7 CACHED\n#9 exporting layers\n#9 writing image sha256:${h(64)} done`,
    `IMAGE          CREATED        CREATED BY                                      SIZE\n${h(12)}   2 days ago     /bin/sh -c #(nop)  CMD ["node"]                 0B`,
    `"RootFS": {"Type": "layers", "Layers": ["sha256:${h(64)}", "sha256:${h(64)}"]}`,
    `containerd: snapshot ${h(64)} committed`,
    `CONTAINER ID   IMAGE          COMMAND                  STATUS\n${h(12)}   redis:7        "docker-entrypoint.s…"   Up 3 hours`,
  );
  add(
    "csp-nonces",
    `<script nonce="${r(B64, 22)}==">window.__INITIAL_STATE__ = {};</script>`,
    `Content-Security-Policy: script-src 'self' 'nonce-${r(B64, 22)}==' 'strict-dynamic'; object-src 'none'`,
    `<style nonce="${r(URL, 32)}">body{margin:0}</style>`,
    `res.setHeader("Content-Security-Policy", \`script-src 'nonce-${r(B64, 24)}'\`);`,
    `<meta property="csp-nonce" content="${r(B64, 24)}">`,
  );
}

function addIdsAndHeaders(add: AddNegative, r: R): void {
  const h = (n: number) => r(HEX, n);
  add(
    "trace-ids",
    `traceparent: 00-${h(32)}-${h(16)}-01`,
    `X-Amzn-Trace-Id: Root=1-${h(8)}-${h(24)};Parent=${h(16)};Sampled=1`,
    `{"level":"info","trace_id":"${h(32)}","span_id":"${h(16)}","msg":"GET /api/users 200"}`,
    `x-b3-traceid: ${h(32)}\nx-b3-spanid: ${h(16)}`,
    `dd.trace_id=${r(DI, 19)} dd.span_id=${r(DI, 19)} service=api`,
    `uber-trace-id: ${h(16)}:${h(16)}:0:1`,
  );
  add(
    "response-headers",
    `x-amz-request-id: ${r(UP + DI, 16)}\nx-amz-id-2: ${r(B64, 76)}=`,
    `x-amz-cf-id: ${r(URL, 54)}==\nx-amz-cf-pop: FRA56-P3`,
    `cf-ray: ${h(16)}-AMS\ncf-cache-status: HIT`,
    `x-vercel-id: fra1::iad1::${r(LO + DI, 5)}-${r(DI, 13)}-${h(12)}`,
    `X-GitHub-Request-Id: ${r(UP + DI, 4)}:${r(UP + DI, 5)}:${r(UP + DI, 7)}:${r(UP + DI, 7)}:${r(UP + DI, 8)}`,
    `etag: W/"${h(5)}-${r(URL, 27)}"`,
    `x-request-id: ${r(URL, 22)}\nx-runtime: 0.041`,
    `Sec-WebSocket-Accept: ${r(B64, 27)}=`,
    `X-Hub-Signature-256: sha256=${h(64)}`,
    `x-goog-hash: crc32c=${r(B64, 6)}==,md5=${r(B64, 22)}==`,
    `x-ms-request-id: ${h(8)}-${h(4)}-${h(4)}-${h(4)}-${h(12)}\nx-ms-version: 2023-11-03`,
    `Apollo-Require-Preflight: true\nX-Apollo-Operation-Id: ${h(64)}`,
  );
  add(
    "public-object-ids",
    `https://www.youtube.com/watch?v=${r(URL, 11)}`,
    `Order placed: https://dashboard.stripe.com/payments/pi_${r(B62, 24)}`,
    `customer cus_${r(B62, 14)} subscribed to price_${r(B62, 24)}`,
    `evt_${r(B62, 24)} charge.succeeded`,
    `Solana tx: https://solscan.io/tx/${r(B58, 88)}`,
    `wallet address ${r(B58, 44)} (public)`,
    `bitcoin: 1${r(B58, 33)}`,
    `ObjectId("${h(24)}")`,
    `ksuid ${r(B62, 27)} created`,
    `nanoid: ${r(URL, 21)}`,
    `firebase push id -N${r(URL, 18)}`,
    `linear: https://linear.app/acme/issue/ENG-1234/fix-token-refresh`,
    `Slack message https://acme.slack.com/archives/C0${r(UP + DI, 8)}/p${r(DI, 16)}`,
    `Figma: https://www.figma.com/file/${r(B62, 22)}/Design-System`,
    `Google Doc https://docs.google.com/document/d/${r(URL, 44)}/edit`,
    `Loom: https://www.loom.com/share/${h(32)}`,
    `Notion page https://www.notion.so/acme/Runbook-${h(32)}`,
    `gist https://gist.github.com/octocat/${h(32)}`,
  );
  add(
    "cloud-resource-ids",
    `aws s3api list-object-versions output: "VersionId": "${r(URL, 32)}"`,
    `CloudFront distribution E${r(UP + DI, 13)} invalidation I${r(UP + DI, 13)} created`,
    `Instance i-${h(17)} (ami-${h(17)}) in subnet-${h(17)} sg-${h(17)}`,
    `"KeyId": "arn:aws:kms:eu-west-1:${r(DI, 12)}:key/${h(8)}-${h(4)}-${h(4)}-${h(4)}-${h(12)}"`,
    `gcloud: operation-${r(DI, 13)}-${h(13)}-${h(8)}-${h(8)} done`,
    `/subscriptions/${h(8)}-${h(4)}-${h(4)}-${h(4)}-${h(12)}/resourceGroups/rg/providers/Microsoft.Storage/storageAccounts/acmeprod`,
    `"resourceVersion": "${r(DI, 8)}", "uid": "${h(8)}-${h(4)}-${h(4)}-${h(4)}-${h(12)}"`,
    `pod/web-${r("bcdfghjklmnpqrstvwxz2456789", 10)}-${r("bcdfghjklmnpqrstvwxz2456789", 5)} condition met`,
    `fly: machine ${h(14)} started in region ams, image registry.fly.io/app:deployment-${r(UP + DI, 26)}`,
    `Vercel deployment dpl_${r(B62, 28)} ready: https://app-${r(LO + DI, 9)}-acme.vercel.app`,
    `VERCEL_PROJECT_ID=prj_${r(B62, 28)}\nVERCEL_ORG_ID=team_${r(B62, 24)}`,
  );
  add(
    "publishable-keys",
    `NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_${r(B62, 99)}`,
    `const stripe = Stripe("pk_test_${r(B62, 99)}");`,
    `SENTRY_DSN=https://${h(32)}@o${r(DI, 6)}.ingest.sentry.io/${r(DI, 7)}`,
    `Sentry.init({ dsn: "https://${h(32)}@o${r(DI, 6)}.ingest.us.sentry.io/${r(DI, 7)}" });`,
    `mapboxgl.accessToken = "pk.eyJ1IjoiYWNtZSIsImEiOiJ${r(URL, 20)}In0.${r(URL, 22)}";`,
    `posthog.init("phc_${r(B62, 43)}", { api_host: "https://eu.posthog.com" })`,
    `<script src="https://js.stripe.com/v3/" data-key="pk_live_${r(B62, 99)}"></script>`,
    `NEXT_PUBLIC_SUPABASE_URL=https://${r(LO, 20)}.supabase.co`,
  );
}

function addLockfilesAndState(add: AddNegative, r: R): void {
  const h = (n: number) => r(HEX, n);
  add(
    "lockfile-sums",
    `github.com/spf13/cobra v1.8.0 h1:${r(B64, 43)}=\ngithub.com/spf13/cobra v1.8.0/go.mod h1:${r(B64, 43)}=`,
    `[[package]]\nname = "serde"\nversion = "1.0.197"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${h(64)}"`,
    `requests==2.31.0 \\\n    --hash=sha256:${h(64)} \\\n    --hash=sha256:${h(64)}`,
    `"node_modules/zod": {\n  "version": "3.23.8",\n  "resolved": "https://registry.npmjs.org/zod/-/zod-3.23.8.tgz",\n  "integrity": "sha512-${r(B64, 86)}=="\n}`,
    `provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.40.0"\n  hashes = [\n    "h1:${r(B64, 43)}=",\n    "zh:${h(64)}",\n  ]\n}`,
    `files = [\n    {file = "pydantic-2.6.4-py3-none-any.whl", hash = "sha256:${h(64)}"},\n]`,
    `"checksum": "${h(64)}",\n"size": 48213`,
    `<component group="com.google.guava" name="guava" version="33.0.0-jre">\n  <artifact name="guava-33.0.0-jre.jar">\n    <sha256 value="${h(64)}" origin="Generated by Gradle"/>`,
    `oid sha256:${h(64)}\nsize 1048576`,
    `npm notice shasum: ${h(40)}\nnpm notice integrity: sha512-${r(B64, 20)}[...]${r(B64, 10)}==`,
    `pnpm-lock.yaml:  resolution: {integrity: sha512-${r(B64, 86)}==}`,
    `flake.lock: "narHash": "sha256-${r(B64, 43)}=", "rev": "${h(40)}"`,
  );
  add(
    "terraform-state",
    `{\n  "version": 4,\n  "terraform_version": "1.7.5",\n  "serial": ${r(DI, 3)},\n  "lineage": "${h(8)}-${h(4)}-${h(4)}-${h(4)}-${h(12)}",\n  "outputs": {}\n}`,
    `aws_s3_bucket.assets: Refreshing state... [id=acme-assets-${h(8)}]`,
    `module.vpc.aws_subnet.private[0]: Creation complete after 1s [id=subnet-${h(17)}]`,
    `Plan: 3 to add, 0 to change, 0 to destroy.\nSaved the plan to: tfplan-${h(8)}`,
    `"attributes": {"arn": "arn:aws:s3:::acme-assets", "id": "acme-assets", "etag": "${h(32)}"}`,
    `random_id.suffix: Creation complete after 0s [id=${r(URL, 11)}]`,
  );
}

function addFamilyNearMisses(add: AddNegative, r: R): void {
  const wgPub = () => `${r(B64, 42)}${r("AEIMQUYcgkosw048", 1)}=`;
  add(
    "near-wireguard",
    `[Peer]\nPublicKey = ${wgPub()}\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.acme.io:51820`,
    `$ wg genkey | tee privatekey | wg pubkey\n${wgPub()}`,
    `$ sudo wg show wg0\ninterface: wg0\n  public key: ${wgPub()}\n  private key: (hidden)\n  listening port: 51820`,
    `$ wg show wg0 public-key\n${wgPub()}`,
    `wg set wg0 private-key /etc/wireguard/private.key peer ${wgPub()} allowed-ips 10.8.0.3/32`,
  );
  add(
    "near-openvpn",
    `tls-auth ta.key 1\nkey-direction 1\ncipher AES-256-GCM`,
    `openvpn --genkey secret /etc/openvpn/ta.key`,
    `The file starts with -----BEGIN OpenVPN Static key V1----- and holds 2048 bits.`,
    `<ca>\n-----BEGIN CERTIFICATE-----\nMIIB${r(B64, 60)}\n-----END CERTIFICATE-----\n</ca>`,
  );
  add(
    "near-nats",
    `authorization { users = [ { nkey: U${r(B32, 55)} } ] }`,
    `$ nsc describe account\n| Account ID | A${r(B32, 55)} |`,
    `operator: O${r(B32, 55)}\nsystem_account: A${r(B32, 55)}`,
    `nats sub --creds ~/.nkeys/creds/acme/app/user.creds 'orders.>'`,
  );
  add(
    "near-sudo-stdin",
    `echo "$SUDO_PASSWORD" | sudo -S apt-get update`,
    `sudo -S systemctl restart nginx < /run/secrets/sudo_pass`,
    `sudo -S true <<< "$(pass show hosts/build)"`,
    `echo "deploying" | sudo tee /etc/motd`,
    `cat ~/.docker/token | docker login ghcr.io -u bot --password-stdin`,
    `gpg --batch --passphrase-fd 0 --decrypt secrets.gpg < /run/secrets/gpg_pass`,
    `echo "$KRB_PASS" | kinit svc@ACME.IO`,
  );
  add(
    "near-bot-url",
    `https://api.telegram.org/bot<YOUR_BOT_TOKEN>/getMe`,
    `curl "https://api.telegram.org/bot$TELEGRAM_TOKEN/sendMessage" -d chat_id=$CHAT`,
    'url = f"https://api.telegram.org/bot{token}/sendMessage"',
    `See https://core.telegram.org/bots/api#sendmessage for the parameters.`,
  );
  add(
    "near-vercel",
    `vercel deploy --prod --token "$VERCEL_TOKEN"`,
    `vercel --prod --yes --scope acme`,
    `npx vercel pull --yes --environment=production --token=\${{ secrets.VERCEL_TOKEN }}`,
    `vercel env add DATABASE_URL production`,
  );
  add(
    "near-algolia",
    `const client = algoliasearch(process.env.ALGOLIA_APP_ID, process.env.ALGOLIA_SEARCH_KEY);`,
    `client = SearchClient.create(app_id, api_key)`,
    `ALGOLIA_APP_ID=${r(UP + DI, 10)}\nALGOLIA_INDEX=prod_products`,
    `index.search("query", { hitsPerPage: 20 })`,
  );
  add(
    "near-doppler-jdbc",
    `doppler run --project api --config prd -- node server.js`,
    `doppler secrets get DATABASE_URL --plain --config dev`,
    "env:\n  DOPPLER_TOKEN: ${{ secrets.DOPPLER_TOKEN_PRD }}",
    `spring.datasource.url=jdbc:postgresql://pg.internal:5432/app?sslmode=require`,
    `jdbc:mysql://db:3306/app?user=app&password=\${DB_PASSWORD}&useSSL=true`,
    `jdbc:sqlserver://sql:1433;databaseName=app;integratedSecurity=true;`,
  );
  add(
    "near-lark-hook",
    `https://open.feishu.cn/document/client-docs/bot-v3/add-custom-bot`,
    `LARK_WEBHOOK=https://open.larksuite.com/open-apis/bot/v2/hook/xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`,
    `curl -X POST "$FEISHU_WEBHOOK" -H 'Content-Type: application/json' -d '{"msg_type":"text"}'`,
  );
  add(
    "near-cookies",
    `Set-Cookie: theme=dark; Path=/; Max-Age=31536000`,
    `Cookie: _ga=GA1.2.${r(DI, 10)}.${r(DI, 10)}; _gid=GA1.2.${r(DI, 9)}.${r(DI, 10)}`,
    `curl -b cookies.txt -c cookies.txt https://app.acme.io/login`,
    `res.cookie("locale", "en-US", { maxAge: 900000 });`,
    `{"name": "cookie_consent", "value": "accepted", "domain": ".acme.io", "path": "/"}`,
    `# Netscape HTTP Cookie File\n.acme.io\tTRUE\t/\tFALSE\t1795000000\tlang\ten`,
    `document.cookie = "sidebar=collapsed; path=/";`,
  );
  add(
    "near-service-account",
    `{"type": "service_account", "project_id": "acme-prod", "client_email": "ci@acme-prod.iam.gserviceaccount.com"}`,
    `gcloud iam service-accounts keys list --iam-account ci@acme-prod.iam.gserviceaccount.com\nKEY_ID                                    CREATED_AT\n${r(HEX, 40)}  2026-11-01T10:00:00Z`,
    `"client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/ci%40acme-prod.iam.gserviceaccount.com"`,
  );
  add(
    "near-azure-storage",
    `az storage account keys renew -g rg-prod -n acmeprod --key key1`,
    `AZURE_STORAGE_ACCOUNT=acmeprod\nAZURE_STORAGE_CONTAINER=backups`,
    `integrity: sha512-${r(B64, 86)}== (storage layer cache)`,
    "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;",
  );
  add(
    "near-jwt",
    `const token = jwt.sign(payload, process.env.JWT_SECRET, { expiresIn: "15m" });`,
    `jwt.verify(token, publicKey, { algorithms: ["RS256"] })`,
    `tokenString, err := token.SignedString(signingKey)`,
    `JWT_EXPIRES_IN=15m\nJWT_ALGORITHM=HS256`,
  );
}
