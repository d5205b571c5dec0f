/**
 * Look-alikes in credential position: what sessions print next to credential words without a
 * credential — session, request and trace ids (UUIDs, ULIDs, hex), digests and checksums, ETags,
 * CI cache keys, idempotency keys, cursors, CSP nonces and CSRF tokens, OAuth `state` and PKCE
 * challenges, JWS key ids, public keys (JWK without private members, WireGuard, SSH), Kubernetes object
 * names, base64 of data, minified code, signed-URL parameter names, ARNs and key ids, timestamps and
 * sizes under credential names, wallet addresses. Judged by the generic rule (generic-credential.ts)
 * and every other. Values come from a seeded PRNG (corpus-alphabets.ts).
 */
import { B62, B64, DI, HEX, LO, mulberry32, UP, URL } from "./corpus-alphabets.js";

type AddNegative = (kind: string, ...texts: string[]) => void;

/** Crockford base32 (ULID's alphabet, https://github.com/ulid/spec). */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const BECH32 = "023456789acdefghjklmnpqrstuvwxyz";

/** Three or more look-alikes for each family the blind corpora found weak (the tuning cases are in corpus-credential-position.ts and corpus-weak-families.ts). */
function addWeakFamilyLookalikes(add: AddNegative, r: (alphabet: string, n: number) => string): void {
  const b64 = (s: string) => Buffer.from(s).toString("base64");
  add(
    "family-output",
    "$ gh auth status\n  ✓ Logged in to github.com account octocat (keyring)\n  - Token: gho_************************************",
    `$ aws sts get-caller-identity\n{"UserId": "AIDA${r(UP + DI, 17)}", "Account": "123456789012", "Arn": "arn:aws:iam::123456789012:user/ci"}`,
    "$ gh auth token\nerror: no oauth token found for github.com",
    "- **Impact:** authentication open to pass-the-hash attacks\n- **Fix:**\n  ```powershell",
    `$ npm whoami\n${r(LO, 8)}`,
  );
  add(
    "family-webhook",
    "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
    "https://discord.com/api/webhooks/{webhook.id}/{webhook.token}",
    "https://example.com/webhooks/github",
    "POST /hooks/deploy 200 14ms",
  );
  add(
    "family-bearer",
    "Authorization: Bearer <token>",
    'curl -H "Authorization: Bearer $(gcloud auth print-access-token)" https://example.com',
    'WWW-Authenticate: Bearer realm="api", error="invalid_token"',
    "Authorization: Bearer ${API_TOKEN}",
  );
  add(
    "family-cookie",
    "Set-Cookie: theme=dark; Path=/; SameSite=Lax",
    `Cookie: _ga=GA1.2.${r(DI, 10)}.${r(DI, 10)}; locale=en-US`,
    "Set-Cookie: sessionid=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/",
    "Cookie: tz=Europe%2FBerlin; consent=necessary",
  );
  add(
    "family-prose-password",
    "Reset your password at https://example.com/account/reset",
    "Das Passwort muss mindestens 12 Zeichen lang sein.",
    "Le mot de passe a expiré, demandez-en un nouveau à l'administrateur.",
    "La contraseña debe tener al menos 8 caracteres y un número.",
    "Password rotation runs every 90 days; the token is refreshed hourly.",
  );
  add(
    "family-jwk-public",
    `{"kty":"EC","crv":"P-256","x":"${r(URL, 43)}","y":"${r(URL, 43)}","use":"sig","kid":"${r(URL, 16)}"}`,
    `{"keys":[{"kty":"RSA","n":"${r(URL, 342)}","e":"AQAB","alg":"RS256"}]}`,
    `keys:\n  - kty: OKP\n    crv: Ed25519\n    x: ${r(URL, 43)}`,
  );
  add(
    "family-kubeconfig",
    `    certificate-authority-data: ${b64(`-----BEGIN CERTIFICATE-----\n${r(B64, 64)}\n-----END CERTIFICATE-----\n`)}`,
    `    client-certificate-data: ${b64(`-----BEGIN CERTIFICATE-----\n${r(B64, 64)}\n-----END CERTIFICATE-----\n`)}`,
    "    token: ${K8S_TOKEN}",
    "  user:\n    exec:\n      command: aws\n      args: [eks, get-token, --cluster-name, prod]",
  );
  add(
    "family-wif",
    "address 1BoatSLRHtKNngkdXEeobR76b53LETtpyT",
    "xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz",
    "ipfs cat QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG",
    "solana balance 7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV",
    "P2SH address: 3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy",
  );
  add(
    "family-vendor-context",
    "JIRA_BASE_URL=https://acme.atlassian.net",
    "confluence page id 123456789",
    "ATATT3xFfGF0...(truncated)",
    "https://dev.azure.com/acme/_apis/projects?api-version=7.1",
    "az devops configure --defaults organization=https://dev.azure.com/acme",
    `BRAINTREE_MERCHANT_ID=${r(LO + DI, 16)}`,
    "braintree.Environment.Sandbox",
    "SLACK_CHANNEL_ID=C0123456789",
    "xoxp-your-token-here",
    "TF_CLOUD_ORGANIZATION=acme",
    "https://app.terraform.io/app/acme/workspaces/prod/runs",
  );
}

/** Key/value pairs printed vertically (redis-cli, psql, YAML) whose label says id, hash or setting. */
function addVerticalLookalikes(add: AddNegative, r: (alphabet: string, n: number) => string): void {
  add(
    "position-vertical",
    '$ redis-cli CONFIG GET maxmemory-policy\n1) "maxmemory-policy"\n2) "allkeys-lru"',
    `$ psql -c 'select commit_sha from deploys limit 1'\n commit_sha\n------------\n ${r(HEX, 40)}\n(1 row)`,
    `session_id:\n  ${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-8${r(HEX, 3)}-${r(HEX, 12)}`,
    `1) "keyspace_hits"\n2) "${r(DI, 8)}"`,
    `token_type:\n  Bearer`,
    `api_key_id\n----------\n${r(URL, 20)}`,
  );
}

export function addCredentialPositionNegatives(add: AddNegative, seed = 20261126): void {
  const rand = mulberry32(seed);
  const r = (alphabet: string, n: number): string => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  const uuid = () => `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-8${r(HEX, 3)}-${r(HEX, 12)}`;
  const ulid = () => `0${r(CROCKFORD, 25)}`;
  addWeakFamilyLookalikes(add, r);
  addVerticalLookalikes(add, r);
  for (let k = 0; k < 2; k++) {
    add(
      "position-ids",
      `session_id: ${uuid()}`,
      `{"session_id":"${uuid()}","hook_event_name":"Stop"}`,
      `request_id=${r(HEX, 32)}`,
      `trace_id=${r(HEX, 32)} span_id=${r(HEX, 16)}`,
      `traceparent: 00-${r(HEX, 32)}-${r(HEX, 16)}-01`,
      `X-Amzn-Trace-Id: Root=1-${r(HEX, 8)}-${r(HEX, 24)}`,
      `x-amz-request-id: ${r("ABCDEF0123456789", 16)}`,
      `cf-ray: ${r(HEX, 16)}-SJC`,
      `Idempotency-Key: ${uuid()}`,
      `id: ${ulid()}`,
      `{"id": "${ulid()}", "object": "event"}`,
      `event_id=${ulid()}`,
      `SessionId: ${ulid()}`,
      `sid=${uuid()}`,
      `x-session-id: ${uuid()}`,
      `session_state: ${uuid()}`,
      `webhook_id: ${r(URL, 24)}`,
      `hook_id=${r(DI, 8)}`,
      `api_id=${r(LO + DI, 10)}`,
      `key_id = "${r(UP + DI, 20)}"`,
      `keyId: "${r(URL, 24)}"`,
      `KeyId: ${uuid()}`,
      `secret_id_accessor: ${uuid()}`,
      `accessor: ${r(B62, 24)}`,
      `GET /api/tokens/${uuid()} 200 12ms`,
      `DELETE /v1/auth/sessions/${ulid()} 204`,
    );
    add(
      "position-digests",
      `commit ${r(HEX, 40)}`,
      `digest: sha256:${r(HEX, 64)}`,
      `"integrity": "sha512-${r(B64, 86)}=="`,
      `integrity="sha384-${r(B64, 64)}"`,
      `etag: W/"${r(HEX, 32)}"`,
      `ETag: "${r(URL, 27)}"`,
      `checksum: ${r(HEX, 64)}`,
      `key: v1-npm-deps-${r(HEX, 64)}`,
      `Cache restored from key: Linux-node-${r(HEX, 64)}`,
      `"cacheKey": "${r(HEX, 40)}"`,
      `"digest": "${r(B64, 43)}="`,
      `key_hash: ${r(HEX, 64)}`,
      `sha: ${r(HEX, 40)}`,
      `tokenHash: ${r(B64, 43)}=`,
      `passwordHash: "${r(B64, 43)}="`,
      `password_hash: $2b$12$${r(`${B62}./`, 53)}`,
      `X-Hub-Signature-256: sha256=${r(HEX, 64)}`,
      `image: ghcr.io/acme/api@sha256:${r(HEX, 64)}`,
      `go.sum: example.com/mod v1.2.3 h1:${r(B64, 43)}=`,
      `$ git log --format=%H -1\n${r(HEX, 40)}`,
      `block hash ${r(HEX, 64)}`,
      `tx: ${r(HEX, 64)}`,
    );
    add(
      "position-web",
      `<script nonce="${r(B64, 22)}==">`,
      `Content-Security-Policy: script-src 'self' 'nonce-${r(B64, 22)}=='`,
      `csrf_token: ${r(URL, 43)}`,
      `csrftoken=${r(B62, 32)}`,
      `<meta name="csrf-token" content="${r(URL, 86)}">`,
      `<li key="${r(URL, 21)}">item</li>`,
      `nonce=${r(URL, 32)}`,
      `oauth_nonce="${r(B62, 32)}"`,
      `state=${r(URL, 43)}`,
      `code_challenge=${r(URL, 43)}&code_challenge_method=S256`,
      `nextPageToken: "${r(URL, 40)}"`,
      `continuation_token=${r(URL, 40)}`,
      `cache_key = "${r(URL, 32)}"`,
      `idempotency_key: ${r(URL, 24)}`,
      "params: X-Amz-Signature, X-Amz-Credential, X-Amz-Security-Token, Expires",
      `https://cdn.example.com/assets/index-${r(URL, 8)}.js`,
      "https://example.com/hooks/settings",
      `https://github.com/acme/api/commit/${r(HEX, 40)}`,
      `https://example.com/keys/${r(DI, 6)}`,
      `data:image/png;base64,${r(B64, 120)}`,
      `"data": "${Buffer.from(`hello ${r(LO, 12)} this is plain text`).toString("base64")}"`,
    );
    add(
      "position-public-keys",
      `public_key: ${r(B64, 43)}=`,
      `publicKey: "${r(URL, 43)}"`,
      `pub_key = "${r(HEX, 64)}"`,
      `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r(B64, 43)} dev@laptop`,
      `wg pubkey: ${r(B64, 43)}=`,
      `peer: ${r(B64, 43)}=`,
      `fingerprint: SHA256:${r(B64, 43)}`,
      `kid: ${r(URL, 43)}`,
      `{"kty":"RSA","n":"${r(URL, 86)}","e":"AQAB","kid":"${r(URL, 20)}"}`,
      `kty: EC\ncrv: P-256\nx: ${r(URL, 43)}\ny: ${r(URL, 43)}`,
      `RECAPTCHA_SITE_KEY=6Lc${r(URL, 37)}`,
      `wallet address: bc1q${r(BECH32, 38)}`,
      `addr: 0x${r(HEX, 40)}`,
    );
    add(
      "position-names",
      `pod/api-server-${r(LO + DI, 10)}-${r(LO + DI, 5)}`,
      `replicaset.apps/web-${r("bcdfghjklmnpqrstvwxz2456789", 10)}`,
      `secret/default-token-${r(LO + DI, 5)}`,
      `kubectl get secret api-key-${r(LO + DI, 5)} -o yaml`,
      `secretRef: { name: api-${r(LO + DI, 5)} }`,
      `secretKeyRef:\n  name: db-${r(LO, 6)}\n  key: password`,
      `secret_name: prod/db/${r(LO, 8)}`,
      `apiKeyName: "${r(LO, 8)}-key"`,
      `kms_key_arn = "arn:aws:kms:us-east-1:123456789012:key/${uuid()}"`,
      `key-vault: https://kv-${r(LO, 6)}.vault.azure.net/`,
      "privateKeyPath: ./certs/key.pem",
      'token_path = "/var/run/secrets/kubernetes.io/serviceaccount/token"',
      `authority: https://login.microsoftonline.com/${uuid()}`,
      `--session-name ci-${r(DI, 10)}`,
      `--key-name deploy-${r(LO, 5)}`,
      `storageKey: "app-${r(LO, 6)}-v2"`,
      `sortKey: "${r(URL, 20)}"`,
      `partitionKey: ${r(URL, 22)}`,
      `session_key_name = "sess_${r(LO, 6)}"`,
      `key=${r(LO, 6)}Component`,
    );
    add(
      "position-metadata",
      `auth_time: ${r(DI, 10)}`,
      "password_updated_at: 2024-06-01T10:00:00Z",
      "pat_expires_at: 2025-01-01",
      `secret_version: ${r(DI, 3)}`,
      `tok_count=${r(DI, 4)}`,
      "max_tokens: 4096",
      "token_type: bearer",
      "pw_length: 16",
      `passes: ${r(DI, 3)}`,
      `passenger_id=${r(DI, 9)}`,
      "sig_alg: ES256",
      "signature_algorithm: RS256",
      "credential_source: Ec2InstanceMetadata",
      "credentials: include",
      `Session: ${r(DI, 6)} closed`,
      `session: { id: "${uuid()}", expires: 3600 }`,
      `sid: ${r(DI, 8)}`,
      `Token created at ${r(DI, 10)}`,
      `auth ok for user ${r(LO, 7)}`,
      `session ${r(HEX, 8)} started`,
      `auth/login.go:42: handled request ${r(HEX, 16)}`,
      `nonce: ${r(HEX, 16)}`,
    );
  }
  add(
    "position-code",
    "const t=e.token?e.token:n.key,r=function(e){return e.slice(1)};",
    "function(e,t){var n=t.key||e.keyPath;return n}",
    "key: { type: String, required: true }",
    "auth: { username: process.env.U, password: process.env.P }",
    "password: ${{ secrets.DB_PASSWORD }}",
    "token: ${TOKEN}",
    "passHref: true",
    "tokenizer: cl100k_base",
    "tokenizer.encode(text)",
    "TOKENIZERS_PARALLELISM=false",
    "keyboard_layout: us",
    "monkey_patch: true",
    "access_log /var/log/nginx/access.log;",
    "auth_method: oauth2_client_credentials",
    "authorization_endpoint: https://auth.example.com/oauth2/authorize",
    "token_endpoint: https://auth.example.com/oauth2/token",
    "jwks_uri: https://auth.example.com/.well-known/jwks.json",
    "tokenUrl: https://login.example.com/token",
    '"auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs"',
    "access_key_id: AKIAIOSFODNN7EXAMPLE",
    "api_version: 2024-01-01",
    "pat: /^[a-z]+$/",
    "authorization_code: pending",
    "token budget: 2000 tokens",
    "The token is passed via the Authorization header.",
    "sk-learn==1.3.0 is not a package; scikit-learn is",
  );
}
