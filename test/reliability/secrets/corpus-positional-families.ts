/**
 * More of the secret corpus (see corpus.ts): families known only by where a credential stands —
 * a session id (a generated value under a session label, in a cookie, header, env file, JSON, log or
 * prose), a short CLI flag that takes a credential (`-k`, `-t`, `-a`, `-p`, `-s`), a positional
 * credential in a client constructor (`new Client("…")`, `Client::new("…")`, `NewClient("…")`), a
 * token in a URL path with no credential-named segment (right after the host or an API root, or
 * before a private feed file), random base64 holding `//` under a credential label, and prose in
 * several languages. The look-alikes are in negatives-stranger-ids.ts.
 */
import { type Add, B62, B64, DI, HEX, LO, type Rand, UP } from "./corpus-alphabets.js";

type Mixed = (n: number) => string;

function each(add: Add, category: string, gen: () => string, lines: ((s: string) => string)[]): void {
  for (const line of lines) {
    const s = gen();
    add(category, line(s), s);
  }
}

function sessionIds(r: Rand, mixed: Mixed, add: Add): void {
  each(add, "session-id", () => mixed(32), [
    (s) => `sess_id=${s}`,
    (s) => `session_id: ${s}`,
    (s) => `export SESSION_ID=${s}`,
    (s) => `{"sessionId": "${s}", "user": "alice"}`,
    (s) => `X-Session-Id: ${s}`,
    (s) => `level=debug msg="resume" session_id=${s}`,
    (s) => `SESSION_ID="${s}" ./replay.sh`,
    (s) => `session id: ${s}`,
    (s) => `sessid=${s}&lang=en`,
    (s) => `Sitzungs-ID: ${s}`.replace("Sitzungs-ID", "session-id"),
    (s) => `<input type="hidden" name="session_id" value="${s}">`,
    (s) => `curl -H 'X-Session-ID: ${s}' https://api.example.com/me`,
  ]);
  each(add, "session-id", () => r(HEX, 32), [
    (s) => `sessionid=${s}`,
    (s) => `"session_id": "${s}"`,
    (s) => `connect.sid session id ${s}`.replace("connect.sid ", ""),
  ]);
  each(add, "session-id", () => r(LO + DI, 26), [
    (s) => `PHPSESSID: ${s}`,
    (s) => `session_id=${s}; Path=/; HttpOnly`,
  ]);
}

function shortFlags(r: Rand, mixed: Mixed, add: Add): void {
  each(add, "cli-short-flag", () => mixed(40), [
    (s) => `mytool -k ${s} deploy`,
    (s) => `acme push -t ${s} ./dist`,
    (s) => `svc-cli -a ${s} status`,
    (s) => `uploader -s ${s} --bucket media`,
    (s) => `./bin/sync -K ${s}`,
    (s) => `deployer -T "${s}" prod`,
    (s) => `client -k '${s}' -u https://api.example.com`,
  ]);
  each(add, "cli-short-flag", () => r(HEX, 64), [
    (s) => `tool -k ${s} upload build.zip`,
    (s) => `relay -t ${s}`,
  ]);
}

function constructors(r: Rand, mixed: Mixed, add: Add): void {
  each(add, "client-constructor", () => mixed(40), [
    (s) => `let client = Client::new("${s}");`,
    (s) => `const api = new ApiClient('${s}');`,
    (s) => `stripe = Stripe.new('${s}')`.replace("Stripe", "Payments"),
    (s) => `svc = OpenAPIClient("${s}")`,
    (s) => `client := acme.NewClient("${s}")`,
    (s) => `var client = new RestClient("${s}", timeout: 30);`,
    (s) => `$client = new \\Acme\\Client('${s}');`,
    (s) => `val client = AcmeClient("${s}")`,
    (s) => `client = Acme::Client.new("${s}")`,
  ]);
  each(add, "client-constructor", () => r(HEX, 40), [
    (s) => `const c = new ApiClient('${s}')`,
    (s) => `c := api.NewClient("${s}")`,
    (s) => `let c = Client::new("${s}".to_string());`,
  ]);
}

function pathTokens(mixed: Mixed, add: Add): void {
  each(add, "url-path-token", () => mixed(40), [
    (s) => `https://api.example.com/v1/${s}/send`,
    (s) => `curl -X POST https://api.example.io/${s}/messages -d 'text=hi'`,
    (s) => `POST https://relay.example.net/api/${s}/events 200`,
    (s) => `url = "https://notify.example.com/v2/${s}/notify"`,
    (s) => `webhook_url: https://chat.example.org/${s}/post`,
  ]);
  each(add, "url-path-token", () => mixed(32), [
    (s) => `https://example.com/u/${s}/feed.ics`,
    (s) => `Subscribe: https://cal.example.com/ical/${s}/basic.ics`,
    (s) => `https://example.org/feeds/${s}/rss.xml`,
  ]);
}

function slashBase64(r: Rand, add: Add): void {
  const b = () => `${r(B62, 1)}${r(B64, 14)}//${r(B64, 22)}${r(DI, 1)}`;
  each(add, "base64-slashes", b, [
    (s) => `token: ${s}`,
    (s) => `api_key = "${s}"`,
    (s) => `Authorization: Bearer ${s}`,
    (s) => `"client_secret": "${s}"`,
    (s) => `secret=${s}`,
    (s) => `auth: ${s}`,
    (s) => `the token is ${s}`,
    (s) => `key: ${s}`,
    (s) => `access: ${s}`,
    (s) => `tok=${s}`,
    (s) => `sk = "${s}"`,
    (s) => `creds\t${s}`,
    (s) => `| sid | ${s} |`,
    (s) => `session_id=${s}`,
    (s) => `mytool -k ${s} deploy`,
    (s) => `client = new Client("${s}")`,
    (s) => `$ openssl rand -base64 32\n${s}`,
  ]);
}

function prose(mixed: Mixed, add: Add): void {
  each(add, "prose-languages", () => `live_${mixed(32)}`, [
    (s) => `the api key is ${s}`,
    (s) => `la chiave API è ${s}`,
    (s) => `de API-sleutel is ${s}`,
  ]);
  each(add, "prose-languages", () => mixed(36), [
    (s) => `my token: ${s}`,
    (s) => `мой токен: ${s}`,
    (s) => `il mio token è ${s}`,
    (s) => `トークンは ${s} です`,
    (s) => `제 토큰은 ${s} 입니다`,
    (s) => `mój token to ${s}`,
    (s) => `min token är ${s}`,
    (s) => `o meu token é ${s}`,
    (s) => `use this key ${s} for staging`,
    (s) => `here's the session id ${s}, paste it in`,
  ]);
}

function scriptArguments(mixed: Mixed, add: Add): void {
  // (values hold a character outside Base58: 0, O, I or l; position-tokens.ts)
  each(add, "script-positional-argument", () => `${mixed(20)}0O${mixed(18)}`, [
    (s) => `./deploy.sh ${s} prod`,
    (s) => `node scripts/seed.js ${s}`,
    (s) => `python3 upload.py --env prod ${s}`,
    (s) => `bash ./rotate.sh "${s}"`,
    (s) => `npx tsx scripts/import.ts ${s} --dry-run`,
    (s) => `ruby sync.rb ${s}`,
    (s) => `$ go run ./cmd/notify/main.go ${s}`,
  ]);
}

export function addPositionalFamilyCases(r: Rand, add: Add): void {
  const mixed: Mixed = (n) => `${r(UP, 1)}${r(LO, 1)}${r(DI, 1)}${r(B62, n - 3)}`;
  sessionIds(r, mixed, add);
  shortFlags(r, mixed, add);
  constructors(r, mixed, add);
  pathTokens(mixed, add);
  slashBase64(r, add);
  prose(mixed, add);
  scriptArguments(mixed, add);
}
