/**
 * Look-alikes in header, URL, log and command positions where a random-looking value is public:
 * signatures of a received webhook (GitHub, Stripe, Slack), WebSocket handshake keys, CSP nonces,
 * public key pins, share links and object ids in URLs, analytics click ids, encrypted values (SOPS),
 * client ids, public site keys, build metadata, masked or hidden values a CLI prints, and commands
 * that take a credential from a file, a prompt or the environment. Values come from a seeded PRNG.
 */
import { B62, B64, DI, HEX, mulberry32 } from "./corpus-alphabets.js";

type AddNegative = (kind: string, ...texts: string[]) => void;

export function addHeaderNegatives(add: AddNegative, seed = 20261127): void {
  const rand = mulberry32(seed);
  const r = (alphabet: string, n: number): string => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  add(
    "headers-public",
    `X-Hub-Signature-256: sha256=${r(HEX, 64)}`,
    `Stripe-Signature: t=1492774577,v1=${r(HEX, 64)}`,
    `X-Slack-Signature: v0=${r(HEX, 64)}`,
    `X-Slack-Request-Timestamp: 1531420618`,
    `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==`,
    `Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=`,
    `Content-Security-Policy: script-src 'self' 'nonce-${r(B64, 22)}'`,
    `Public-Key-Pins: pin-sha256="${r(B64, 43)}="; max-age=5184000`,
    `Digest: SHA-256=${r(B64, 43)}=`,
    `If-None-Match: "${r(HEX, 18)}"`,
    `x-amz-id-2: ${r(B64, 76)}=`,
    `x-amz-cf-id: ${r(B62, 20)}_${r(B62, 10)}==`,
    `X-Amz-Content-Sha256: UNSIGNED-PAYLOAD`,
    `x-github-request-id: ${r(HEX, 4).toUpperCase()}:${r(HEX, 5).toUpperCase()}:${r(HEX, 7).toUpperCase()}:${r(HEX, 7).toUpperCase()}:${r(HEX, 8).toUpperCase()}`,
    `X-Request-Id: ${r(B62, 20)}`,
    `traceresponse: 00-${r(HEX, 32)}-${r(HEX, 16)}-01`,
    `WWW-Authenticate: Digest realm="api", qop="auth", nonce="${r(HEX, 34)}", opaque="${r(HEX, 32)}"`,
  );
  add(
    "urls-public",
    `https://drive.google.com/file/d/1${r(B62, 32)}/view?usp=sharing`,
    `https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit#gid=0`,
    `https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s`,
    `https://open.spotify.com/track/${r(B62, 22)}`,
    `https://www.figma.com/file/${r(B62, 22)}/Design-System?node-id=12-34`,
    `https://gist.github.com/alice/${r(HEX, 32)}`,
    `https://example.com/landing?utm_source=news&gclid=Cj0KCQiA${r(B62, 40)}`,
    `https://example.com/?fbclid=IwAR${r(B62, 40)}`,
    `https://app.netlify.com/sites/acme/deploys/${r(HEX, 24)}`,
    `https://console.cloud.google.com/run/detail/us-central1/api/revisions?project=acme-prod-${r(DI, 6)}`,
    `https://login.microsoftonline.com/${r(HEX, 8)}-${r(HEX, 4)}-${r(HEX, 4)}-${r(HEX, 4)}-${r(HEX, 12)}/oauth2/v2.0/authorize?client_id=${r(HEX, 8)}-${r(HEX, 4)}-${r(HEX, 4)}-${r(HEX, 4)}-${r(HEX, 12)}&response_type=code`,
    `https://example.com/authorize?response_type=code&code_challenge=${r(B62, 43)}&code_challenge_method=S256`,
    `https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js`,
    `https://storage.googleapis.com/acme-builds/${r(HEX, 40)}/app.tar.gz`,
    `https://github.com/acme/app/actions/runs/${r(DI, 10)}/job/${r(DI, 11)}`,
    `https://github.com/acme/app/compare/${r(HEX, 12)}...${r(HEX, 12)}`,
  );
  add(
    "config-public",
    `client_id: ${r(DI, 12)}-${r("abcdefghijklmnopqrstuvwxyz0123456789", 32)}.apps.googleusercontent.com`,
    `OKTA_CLIENT_ID=0oa${r(B62, 17)}`,
    `RECAPTCHA_SITE_KEY=6Lc${r(B62, 37)}`,
    `VITE_FIREBASE_APP_ID=1:${r(DI, 12)}:web:${r(HEX, 22)}`,
    `GIT_COMMIT=${r(HEX, 40)}`,
    `BUILD_ID=${r(B62, 21)}`,
    `IMAGE_DIGEST=sha256:${r(HEX, 64)}`,
    `password: ENC[AES256_GCM,data:${r(B64, 16)},iv:${r(B64, 43)}=,tag:${r(B64, 22)}==,type:str]`,
    `$ANSIBLE_VAULT;1.1;AES256\n${r(HEX, 80)}\n${r(HEX, 80)}`,
    `lineage = "${r(HEX, 8)}-${r(HEX, 4)}-${r(HEX, 4)}-${r(HEX, 4)}-${r(HEX, 12)}"`,
    `"resourceVersion": "${r(DI, 8)}", "uid": "${r(HEX, 8)}-${r(HEX, 4)}-${r(HEX, 4)}-${r(HEX, 4)}-${r(HEX, 12)}"`,
    `{"token_type":"Bearer","expires_in":3600,"scope":"read write"}`,
    `{"access_token": null, "refresh_token": null}`,
    `"passwordPolicy": {"minLength": 12, "requireDigits": true}`,
    `tokenUrl: https://oauth2.googleapis.com/token`,
    `SALT_ROUNDS=12`,
    `gpg: key ${r(HEX, 16).toUpperCase()}: public key "Alice <alice@example.com>" imported`,
  );
  add(
    "output-masked",
    `Login Succeeded`,
    `WARNING! Your password will be stored unencrypted in /home/dev/.docker/config.json.`,
    `Password: ********`,
    `Enter passphrase (empty for no passphrase):`,
    `✓ Logged in to github.com account alice (keyring)\n  - Token: gho_************************************`,
    `Your API key has been saved to ~/.config/acme/credentials.`,
    `Token: (hidden)`,
    `npm notice shasum: ${r(HEX, 40)}\nnpm notice integrity: sha512-${r(B64, 20)}[...]${r(B64, 10)}==`,
    `Successfully built ${r(HEX, 12)}\nSuccessfully tagged app:latest`,
    `CONTAINER ID   IMAGE     COMMAND\n${r(HEX, 12)}   nginx     "/docker-entrypoint…"`,
    `Your identification has been saved in /home/dev/.ssh/id_ed25519\nYour public key has been saved in /home/dev/.ssh/id_ed25519.pub`,
  );
  add(
    "cli-from-elsewhere",
    `gcloud auth print-access-token`,
    `gcloud auth activate-service-account --key-file=sa.json`,
    `kubectl create secret generic api --from-literal=token=$API_TOKEN`,
    `kubectl get secret api -o jsonpath='{.data.token}' | base64 -d`,
    `docker run -e POSTGRES_PASSWORD -e API_TOKEN --env-file .env app`,
    `ssh -i ~/.ssh/id_ed25519 -o IdentitiesOnly=yes deploy@host`,
    `curl -u "$API_USER:$API_PASSWORD" https://api.example.com/v1/status`,
    `curl --netrc-file ~/.netrc https://api.example.com/v1/status`,
    `wget --user=alice --ask-password https://files.example.com/a.zip`,
    `mysql --login-path=prod -e 'select 1'`,
    `aws ecr get-login-password | docker login --username AWS --password-stdin ${r(DI, 12)}.dkr.ecr.us-east-1.amazonaws.com`,
    `npm config set //registry.npmjs.org/:_authToken \${NPM_TOKEN}`,
    `echo "//registry.npmjs.org/:_authToken=\${NPM_TOKEN}" > .npmrc`,
    `terraform apply -var "db_password=$TF_VAR_db_password"`,
    `ansible-playbook site.yml --ask-vault-pass`,
    `openssl enc -aes-256-cbc -pbkdf2 -in a.txt -out a.enc -pass env:ENC_PASS`,
    `gpg --batch --passphrase-file pass.txt -d secrets.gpg`,
    `htpasswd -nbB admin "$ADMIN_PASSWORD"`,
    `keytool -list -keystore truststore.jks -storepass:env STOREPASS`,
    `pip install --index-url https://__token__:\${PYPI_TOKEN}@pypi.example.com/simple acme`,
    `git clone git@github.com:acme/app.git`,
    `helm upgrade app ./chart --set image.tag=${r(HEX, 7)} --set-string podAnnotations.checksum=${r(HEX, 64)}`,
    `docker build --build-arg GIT_SHA=${r(HEX, 40)} -t app .`,
  );
  add(
    "logs",
    `2026-01-02T10:00:00Z INFO token refreshed for user=alice expires_in=3600`,
    `INFO  auth: token validated (kid=${r(HEX, 6)}, alg=RS256)`,
    `level=info msg="api key rotated" key_id=${r(HEX, 16)} owner=billing`,
    `[2026-01-02 10:00:00] production.INFO: Password reset link sent {"user_id":${r(DI, 5)}}`,
    `W0102 10:00:00.000000 1 reflector.go:424] failed to list *v1.Secret: secrets is forbidden`,
    `GET /api/v1/users/${r(DI, 6)}?include=roles 200 12ms req_id=${r(B62, 12)}`,
    `audit: secret "db-creds" updated by system:serviceaccount:ci:deployer`,
  );
}
