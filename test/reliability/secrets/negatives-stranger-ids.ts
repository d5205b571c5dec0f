/**
 * Look-alikes a stranger writes: generated ids that are not credentials, in every position the
 * generic rule (generic-credential.ts), the short-flag, constructor, URL-path and session-id rules
 * and the prose rules look at — request, trace and correlation ids, content hashes, build and run
 * ids, image digests, nonces, cursors and page tokens, version hashes, cache and idempotency keys,
 * object ids in constructors, short flags that take a name or a hash, document and media ids in URL
 * paths, record ids and session ids that are UUIDs or numbers, Claude Code's tool-use, message and
 * request ids and its thinking-block signatures. Values come from a seeded PRNG (corpus-alphabets.ts).
 */
import { B62, B64, DI, HEX, LO, mulberry32, UP, URL } from "./corpus-alphabets.js";

type AddNegative = (kind: string, ...texts: string[]) => void;
type R = (alphabet: string, n: number) => string;

/** Ids under an id-naming label, in assignments, headers, JSON, logs and prose. */
function labelledIds(add: AddNegative, r: R, mixed: (n: number) => string): void {
  const uuid = () => `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-8${r(HEX, 3)}-${r(HEX, 12)}`;
  add(
    "stranger-label-id",
    `request_id=${mixed(32)}`,
    `X-Request-Id: ${mixed(32)}`,
    `x-correlation-id: ${mixed(36)}`,
    `{"traceId": "${r(HEX, 32)}", "spanId": "${r(HEX, 16)}"}`,
    `build id: ${r(HEX, 40)}`,
    `BuildId: ${mixed(40)}`,
    `run_id=${mixed(24)} attempt=2`,
    `job-id: ${mixed(28)}`,
    `record_id=${mixed(24)}`,
    `user_id: ${mixed(28)}`,
    `"messageId": "${mixed(32)}"`,
    `level=info request_id=${mixed(32)} status=200`,
    `[2026-11-26T10:00:00Z] correlationId=${mixed(32)} GET /health 200`,
    `upload_id: ${mixed(64)}`,
    `deployment_id=${mixed(30)}`,
    `object_id: ${mixed(24)}`,
  );
  add(
    "stranger-label-hash",
    `content_hash: ${r(HEX, 64)}`,
    `version hash ${r(HEX, 40)}`,
    `Digest: sha256:${r(HEX, 64)}`,
    `image digest ${`sha256:${r(HEX, 64)}`}`,
    `"contentHash": "${r(B64, 43)}="`,
    `source_hash=${mixed(44)}`,
    `ETag: "${r(HEX, 32)}"`,
    `checksum: ${r(B64, 43)}=`,
    `fingerprint: ${r(HEX, 40)}`,
  );
  add(
    "stranger-label-cursor",
    `nonce=${mixed(32)}`,
    `cursor: ${r(B64, 40)}`,
    `next_cursor="${mixed(40)}"`,
    `page_token=${mixed(40)}`,
    `"nextPageToken": "${mixed(48)}"`,
    `continuation: ${mixed(40)}`,
    `cache key: node-modules-${r(HEX, 64)}`,
    `cache key: ${mixed(32)}`,
    `idempotency key ${mixed(32)}`,
    `Idempotency-Key: ${mixed(32)}`,
    `sort_key=${mixed(24)}`,
    `partition key: ${mixed(24)}`,
    `state=${mixed(32)}&code_challenge=${r(URL, 43)}`,
  );
  add(
    "stranger-label-session-id-shape",
    `session_id: ${uuid()}`,
    `{"sessionId": "${uuid()}", "cwd": "/work/app"}`,
    `sessionId=${r(DI, 9)}`,
    "session_id=42",
    `SESSION_ID=${uuid()}`,
    `export SESSION_ID=$(uuidgen)`,
    `session id: ${r(DI, 13)}`,
    `sess_id=${r(DI, 6)}`,
    `session_started_at=2026-11-26T10:00:00Z`,
    `chat_id: ${r(DI, 9)}`,
    `session_id=\${SESSION_ID}`,
    `"session_id": "<your-session-id>"`,
    `"session": {"id": ${r(DI, 6)}, "user": "alice"}`,
    "session_key_prefix: app",
    "Session ids are rotated every hour; see docs/session-id.md",
    "cairn sessions show --session-id ${SESSION_ID}",
    `session_id: ${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-8${r(HEX, 3)}-${r(HEX, 12)} (resumed)`,
  );
  add(
    "stranger-prose-id",
    `The request id is ${mixed(32)}, send it to support.`,
    `my run id: ${mixed(36)}`,
    `the build hash is ${r(HEX, 40)}`,
    `Le hash du commit est ${r(HEX, 40)}.`,
    `Die Request-ID lautet ${mixed(32)}.`,
    `La clave de idempotencia es ${uuid()}`,
    `the cache key is ${mixed(32)}`,
    `trace ${r(HEX, 32)} shows the slow span`,
    `token id ${mixed(32)}`,
    `ssh key fingerprint ${mixed(43)}`,
    `the key fingerprint is SHA256:${r(B64, 43)}`,
    `sessionStorage key ${mixed(24)}`,
    `$ aws s3api list-objects --bucket media\n"Key": "uploads/2026/11/${mixed(20)}.png"`,
    `Key: exports/${r(DI, 4)}/${mixed(24)}.csv.gz`,
  );
}

/** Object ids and values in constructors and calls that are not credentials. */
function constructorIds(add: AddNegative, r: R, mixed: (n: number) => string): void {
  add(
    "stranger-constructor",
    `client = new Client("https://api.example.com");`,
    `client = Client("us-east-1")`,
    `const id = new ObjectId("${r(HEX, 24)}");`,
    `const d = new Date("2026-11-26T10:00:00Z");`,
    `const u = new URL("https://example.com/${mixed(8)}");`,
    `let re = Regex::new(r"^[a-z0-9]{32}$").unwrap();`,
    `let id = Uuid::parse_str("${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-8${r(HEX, 3)}-${r(HEX, 12)}")?;`,
    `const h = new Hash("${r(HEX, 64)}");`,
    `commit = repo.Commit("${r(HEX, 40)}")`,
    `let digest = Digest::from_hex("${r(HEX, 64)}");`,
    `const n = new BigNumber("${r(DI, 30)}");`,
    `const client = new Client({ region: "eu-west-1" });`,
    `logger = Logger("payments.worker")`,
    `const c = new Client(process.env.API_KEY);`,
    `c := api.NewClient(cfg)`,
    `doc = Document("${mixed(24)}")  # Firestore document id`,
    `const ref = new Reference("${r(LO, 12)}/${r(HEX, 40)}");`,
    `const h = new Sha256("${r(HEX, 64)}");`,
    `let oid = Oid::from_str("${r(HEX, 40)}")?;`,
    `const commit = await api.getCommit("${r(HEX, 40)}");`,
    `const run = await client.fetch("${r(HEX, 40)}");`,
    "let client = Client::new(&config);",
    "const api = new ApiClient({ baseUrl, timeout: 30_000 });",
    `let h = Hash::new("${r(HEX, 64)}");`,
    `blob = Blob.new("${r(HEX, 40)}")`,
  );
}

/** Short flags that take a name, a path, a count or a hash. */
function shortFlagIds(add: AddNegative, r: R): void {
  add(
    "stranger-short-flag",
    "curl -k https://self-signed.example.com/health",
    `curl -k -X POST https://x.example.com/${r(HEX, 40)}`,
    "ssh-keygen -t ed25519 -C dev@example.com",
    `docker build -t ghcr.io/acme/app:${r(HEX, 12)} .`,
    `gpg -k ${r("0123456789ABCDEF", 40)}`,
    `gpg --recv-keys ${r("0123456789ABCDEF", 40)}`,
    `git show -s ${r(HEX, 40)}`,
    `git cherry-pick -x ${r(HEX, 40)}`,
    `kubectl logs -n prod api-${r(LO + DI, 10)}-${r(LO + DI, 5)}`,
    "tar -xzf release-2.4.1.tar.gz -C /opt",
    `ssh -i ~/.ssh/id_ed25519 -p 2222 deploy@10.0.0.4`,
    `aws s3 cp s3://bucket/${r(HEX, 32)}.tar.gz . -q`,
    `sha256sum -c ${r(HEX, 16)}.sha256`,
    `openssl dgst -sha256 -hex build.tar.gz`,
    `helm upgrade app ./chart -f values.yaml -n prod --set image.tag=${r(HEX, 40)}`,
    `git log -n 5 ${r(HEX, 40)}`,
    `docker run -d -p 8080:80 --name web nginx@sha256:${r(HEX, 64)}`,
    `ffmpeg -i in.mp4 -t 30 -c copy out.mp4`,
    `terraform plan -target=module.app -out ${r(LO, 8)}.plan`,
    "./deploy.sh prod v2.3.1",
    "node scripts/migrate.js 20261126_add_index_on_sessions",
    `python fetch.py Qm${r("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 44)}`,
    `./bin/balance.sh ${r("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 44)}`,
    `bash bisect.sh ${r(HEX, 40)} ${r(HEX, 40)}`,
    `node scripts/replay.js ${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-8${r(HEX, 3)}-${r(HEX, 12)}`,
    `python3 tools/render.py docs/ArchitectureOverviewDiagramV2.svg`,
    "./scripts/check.sh src/core/redact/generic-credential.ts",
    "pytest -k test_login_with_expired_token -x",
    "adb -s emulator-5554 shell",
    "tmux attach -t dev-session-3",
    `git commit -a -m "Rotate ${r(LO, 6)} handling"`,
    "shasum -a 256 dist/app.tar.gz",
    "sort -t, -k 2,2 report.csv",
    `kill -s TERM ${r(DI, 5)}`,
    `docker exec -it api-${r(LO + DI, 12)} sh`,
    `gpg -k ${r(HEX, 40)}`,
    `ssh -t bastion -p 22 'sudo -s'`,
    `cosign verify -k cosign.pub ghcr.io/acme/app@sha256:${r(HEX, 64)}`,
    `aws s3 sync . s3://bucket -a ${r(HEX, 40)}`,
  );
}

/** Ids in URL paths: content-hashed assets, documents, media, commits, gists. */
function pathIds(add: AddNegative, r: R, mixed: (n: number) => string): void {
  add(
    "stranger-url-path",
    `https://cdn.example.com/assets/${mixed(40)}/app.js`,
    `https://docs.google.com/spreadsheets/d/${mixed(44)}/edit#gid=0`,
    `https://drive.google.com/file/d/${mixed(33)}/view?usp=sharing`,
    `https://github.com/acme/app/commit/${r(HEX, 40)}`,
    `https://gist.github.com/octocat/${r(HEX, 32)}`,
    `https://www.figma.com/file/${mixed(22)}/Design-System`,
    `https://www.loom.com/share/${r(HEX, 32)}`,
    `https://www.notion.so/acme/Roadmap-${r(HEX, 32)}`,
    `https://example.com/blob/${r(HEX, 40)}/x.ts`,
    `https://youtu.be/${mixed(11)}`,
    `https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz`,
    `https://ipfs.io/ipfs/Qm${r("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 44)}`,
    `https://app.example.com/orders/${mixed(24)}/receipt`,
    `https://api.example.com/v1/users/${mixed(28)}/profile`,
    `https://storage.googleapis.com/acme-builds/${r(HEX, 40)}/app.zip`,
    `https://colab.research.google.com/drive/${mixed(33)}`,
    `https://example.com/_next/static/${mixed(21)}/_buildManifest.js`,
    `https://api.example.com/v2/builds/${mixed(36)}`,
    `https://arweave.net/${r(URL, 43)}`,
    `https://user-images.githubusercontent.com/${r(DI, 7)}/${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-8${r(HEX, 3)}-${r(HEX, 12)}.png`,
    `https://pastebin.com/raw/${mixed(8)}`,
    `https://example.com/${mixed(32)}/`,
    "https://blog.example.com/rss.xml",
    `https://example.com/${r(HEX, 32)}/calendar.ics`,
    `https://cdn.example.com/${mixed(40)}/styles.css`,
    `https://api.example.com/v1/projects/${mixed(32)}/builds`,
    `https://example.com/api/v1/users/me/sessions`,
  );
}

/** Claude Code's own ids and signatures (transcripts carry them in every message). */
function transcriptIds(add: AddNegative, r: R): void {
  const sig = () => `${r(B64, 40)}//${r(B64, 120)}+${r(B64, 200)}/${r(B64, 80)}==`;
  add(
    "stranger-transcript-id",
    `{"type":"tool_use","id":"toolu_01${r(B62, 22)}","name":"Bash"}`,
    `{"id":"msg_01${r(B62, 22)}","type":"message","role":"assistant"}`,
    `"requestId":"req_011C${r(B62, 20)}"`,
    `{"type":"thinking","thinking":"Let me check the config.","signature":"${sig()}"}`,
    `signature: ${sig()}`,
    `"tool_use_id": "toolu_${r(B62, 24)}"`,
    `"parentUuid":"${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-8${r(HEX, 3)}-${r(HEX, 12)}"`,
    sig(),
    `thinking signature ${sig()}`,
    `"integrity": "sha512-${r(B64, 30)}//${r(B64, 54)}=="`,
    `<img src="data:image/png;base64,iVBORw0KGgo${r(B64, 30)}//${r(B64, 60)}">`,
    `checksum: ${r(B64, 20)}//${r(B64, 20)}=`,
    `fingerprint: SHA256:${r(B64, 20)}//${r(B64, 21)}`,
    `$ cat thinking.txt\n${sig()}`,
  );
}

export function addStrangerIdNegatives(add: AddNegative, seed = 20261127): void {
  const rand = mulberry32(seed);
  const r: R = (alphabet, n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  const mixed = (n: number): string => `${r(UP, 1)}${r(LO, 1)}${r(DI, 1)}${r(B62, n - 3)}`;
  labelledIds(add, r, mixed);
  constructorIds(add, r, mixed);
  shortFlagIds(add, r);
  pathIds(add, r, mixed);
  transcriptIds(add, r);
}
