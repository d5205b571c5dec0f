/**
 * Look-alikes of corpus-assembled.ts's placements: string literals joined in code that hold text,
 * paths, ids and placeholders; JSON inside JSON and notebook cells whose values are ids, hashes,
 * `${VAR}`s and masks; prose in Arabic, Thai, Vietnamese and English about passwords with no value;
 * /etc/passwd and config lines next to the file formats. Values come from their own seeded PRNG.
 */
import { B62, HEX, mulberry32 } from "./corpus-alphabets.js";

type AddNegative = (kind: string, ...texts: string[]) => void;
type R = (alphabet: string, n: number) => string;

export function addAssembledNegatives(add: AddNegative, seed = 20261130): void {
  const rand = mulberry32(seed);
  const r: R = (alphabet, n) => {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  const sha = r(HEX, 40);
  const uuid = `${r(HEX, 8)}-${r(HEX, 4)}-4${r(HEX, 3)}-a${r(HEX, 3)}-${r(HEX, 12)}`;
  add(
    "near-split",
    `String message = "Could not refresh the access token, "\n    + "please sign in again.";`,
    `const url = BASE_URL + "/api/v1/tokens/" + tokenId;`,
    `const path = ["src", "core", "redact", "tokens.ts"].join("/");`,
    `key := strings.Join([]string{"cairn", "session", sessionID}, ":")`,
    `ERROR_TEXT = (\n    "The API key is missing or invalid. "\n    "Set OPENAI_API_KEY and try again."\n)`,
    `String commit = "${sha.slice(0, 20)}"\n    + "${sha.slice(20)}";`,
    `const token = "ghp_" + "*".repeat(36);`,
    `const masked = "sk_live_" + "****" + last4;`,
    `api_secret = "".join([os.environ["SECRET_A"], os.environ["SECRET_B"]])`,
    `String header = String.format("%s %s", "Bearer", token);`,
    `const cacheKey = ["${uuid}", "${r(HEX, 12)}"].join("-");`,
  );
  const cell = (line: string) =>
    JSON.stringify({ cell_type: "code", source: ["import os\n", line] }, null, 1);
  add(
    "near-escaped-json",
    cell(`os.environ["DD_APP_KEY"] = os.getenv("DATADOG_APP_KEY")\n`),
    cell(`os.environ["OPENAI_API_KEY"] = "<your-api-key>"\n`),
    cell(`df = pd.read_csv("data/${r(HEX, 16)}.csv")\n`),
    cell(`run_id = "${r(HEX, 32)}"\n`),
    JSON.stringify({
      type: "tool_result",
      content: JSON.stringify({
        stdout: JSON.stringify({ host: "db", user: "app", password: "${DB_PASSWORD}" }),
      }),
    }),
    JSON.stringify({
      type: "tool_result",
      content: JSON.stringify({ stdout: JSON.stringify({ host: "db", password: "********" }) }),
    }),
    JSON.stringify({
      type: "tool_result",
      tool_use_id: `toolu_${r(B62, 24)}`,
      content: JSON.stringify({ commit: sha, tree: r(HEX, 40), id: uuid }),
    }),
    JSON.stringify({
      content: JSON.stringify({ kty: "OKP", crv: "Ed25519", x: r(B62, 43), use: "sig", kid: r(HEX, 16) }),
    }),
    JSON.stringify({
      role: "user",
      content: "the staging login is broken again — can you check the orders page?",
    }),
  );
  add(
    "near-prose-language",
    "كلمة المرور يجب أن تكون 12 حرفًا على الأقل",
    "كلمة المرور هي المفتاح الأول لحماية الحساب",
    "รหัสผ่านคือสิ่งที่ต้องเก็บเป็นความลับเสมอ",
    "Mật khẩu là bắt buộc cho tài khoản quản trị",
    "Пароль от тестовой базы лежит в vault: secret/data/test-db",
    "the new wifi pw is on the whiteboard (changed after the audit)",
    "the vpn password is now stored under prod_vpn_password_v2",
  );
  add(
    "near-file-formats",
    "app:x:1000:1000:App User:/home/app:/bin/bash",
    `<Server><Host>ftp.example.net</Host><User>deploy</User><Pass encoding="base64" /></Server>`,
    `auth_type = scram-sha-256\nauth_file = /etc/pgbouncer/userlist.txt`,
    `"app" ""`,
    `AuthUserFile /etc/apache2/.htpasswd\nRequire valid-user`,
  );
}
