/**
 * More of the secret corpus (see corpus.ts), written from each platform's documented usage: tokens
 * of observability, messaging, CI, hosting, AI and database services as they appear in env files,
 * client constructors, CLI flags and headers; a `Bearer` credential set by any call (RFC 6750);
 * `wandb login KEY`; Ruby's `ENV.fetch("X") { "…" }` default; a JSON `key` holding a generated value;
 * logs (key=value, query strings, stack traces, request headers); and prose in Italian, Portuguese,
 * Russian, Japanese and Chinese with a letters-and-digits password.
 */
import { type Add, B62, HEX, type Rand } from "./corpus-alphabets.js";

type Mixed = (n: number) => string;
type Line = (s: string) => string;

export function addPlatformCases(r: Rand, mixed: Mixed, add: Add): void {
  const uuid = () => `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-a${r(HEX, 3)}-${r(HEX, 12)}`;
  const each = (category: string, gen: () => string, lines: Line[]) => {
    for (const line of lines) {
      const s = gen();
      add(category, line(s), s);
    }
  };
  each("observability-token", () => r(HEX, 32), [
    (s) => `DD_API_KEY=${s}`,
    (s) => `TWILIO_AUTH_TOKEN=${s}`,
    (s) => `ALGOLIA_ADMIN_KEY=${s}`,
  ]);
  each("service-uuid-token", uuid, [
    (s) => `X-Postmark-Server-Token: ${s}`,
    (s) => `Authorization: GenieKey ${s}`,
    (s) => `curl -H "Authorization: Splunk ${s}" https://hec.internal:8088/services/collector`,
    (s) => `HEROKU_API_KEY=${s}`,
    (s) => `CODECOV_TOKEN: ${s}`,
  ]);
  each("client-constructor", () => mixed(16), [
    (s) => `client = vonage.Client(key="a1b2c3d4", secret="${s}")`,
    (s) => `r = redis.Redis(host="redis-1.cloud", port=16379, password="${s}")`,
    (s) => `snowflake.connector.connect(user="etl", password="${s}", account="acme-xy12345")`,
    (s) => `requests.get(url, auth=("admin", "${s}"))`,
  ]);
  each("cli-credential-option", () => mixed(16), [
    (s) => `clickhouse-client --host ch --user default --password ${s}`,
    (s) => `influx -username admin -password ${s}`,
    (s) => `cypher-shell -a bolt://neo4j:7687 -u neo4j -p ${s}`,
    (s) => `curl -u elastic:${s} https://es.internal:9200/_cluster/health`,
    (s) => `vercel --token ${s} deploy --prod`,
  ]);
  each("cli-token-argument", () => r(HEX, 40), [
    (s) => `wandb login ${s}`,
    (s) => `travis login --github-token ${s}`,
    (s) => `curl -H "Circle-Token: ${s}" https://circleci.com/api/v2/me`,
  ]);
  each("bearer-in-string", () => mixed(40), [
    (s) => `request.setValue("Bearer ${s}", forHTTPHeaderField: "Authorization")`,
    (s) => `[2026-01-01 10:00:00] DEBUG request headers={'Authorization': 'Bearer ${s}'}`,
  ]);
  each("code-fallback", () => r(HEX, 64), [(s) => `ENV.fetch("SECRET_KEY_BASE") { "${s}" }`]);
  each("json-weak-key", () => r(HEX, 32), [(s) => `{"username":"acme","key":"${s}"}`]);
  each("code-literal", () => mixed(32), [
    (s) => `cfg := Config{APIKey: "${s}", Region: "eu"}`,
    (s) => `options.ClientSecret = "${s}";`,
    (s) => `axios.get(url, { headers: { "X-API-KEY": "${s}" } })`,
    (s) => `{"service":{"auth":{"clientSecret":"${s}"}}}`,
    (s) => `app.jwtSecret=${s}`,
  ]);
  each("log-credential", () => mixed(32), [
    (s) => `GET /api/v1/export?token=${s}&fmt=csv 200 12ms`,
    (s) => `10.0.0.1 - - [01/Jan/2026] "GET /cb?code=ok&access_token=${s} HTTP/1.1" 200`,
    (s) => `https://app.acme.io/callback#access_token=${s}&token_type=bearer`,
  ]);
  each("log-credential", () => mixed(14), [
    (s) => `level=debug msg="db connect" password=${s} host=db`,
    (s) => `Error: connect ECONNREFUSED at Client.connect (postgres://app:${s}@db:5432/app)`,
    (s) => `'password' => env('DB_PASSWORD', '${s}'),`,
  ]);
  each("prose-password-i18n", () => mixed(14), [
    (s) => `la password del server è ${s}`,
    (s) => `a senha é ${s}`,
    (s) => `пароль: ${s}`,
    (s) => `パスワードは${s}です`,
  ]);
  each("prose-token-i18n", () => mixed(32), [(s) => `令牌：${s}`]);
  each("vendor-prefixed", () => `sk-or-v1-${r(HEX, 64)}`, [(s) => `OPENROUTER_API_KEY=${s}`]);
  each("vendor-prefixed", () => `pcsk_${r(B62, 6)}_${r(B62, 60)}`, [(s) => `pc = Pinecone(api_key="${s}")`]);
}
