// Positives: literal secrets in source code of many languages (no vendor prefix: the name or the call
// is the only clue), and secrets pasted into chat in ten languages.

import { anyPassword, urlPassword } from "./material.mjs";
import { ALPHA, checksummedToken } from "./rng.mjs";

export function codeLiterals(r, add) {
  const snippets = [
    (s) => [
      "python",
      `payload = {"sub": user.id, "exp": expiry}\ntoken = jwt.encode(payload, "${s}", algorithm="HS256")`,
    ],
    (s) => ["python", `digest = hmac.new(b"${s}", body, hashlib.sha256).hexdigest()`],
    (s) => ["python", `app.config["SECRET_KEY"] = "${s}"`],
    (s) => ["javascript", `const token = jwt.sign({ uid }, "${s}", { expiresIn: "1h" });`],
    (s) => ["javascript", `const sig = crypto.createHmac("sha256", "${s}").update(raw).digest("hex");`],
    (s) => ["typescript", `export const config = {\n  port: 8080,\n  sessionSecret: "${s}",\n};`],
    (s) => ["go", `var signingKey = []byte("${s}")`],
    (s) => ["go", `client := api.NewClient(api.WithAPIKey("${s}"))`],
    (s) => ["java", `Algorithm algorithm = Algorithm.HMAC256("${s}");`],
    (s) => ["java", `ds.setPassword("${s}");`],
    (s) => ["kotlin", `private const val CLIENT_SECRET = "${s}"`],
    (s) => ["csharp", `options.ClientSecret = "${s}";`],
    (s) => ["ruby", `Rails.application.config.secret_key_base = "${s}"`],
    (s) => ["php", `'password' => '${s}',`],
    (s) => ["rust", `const API_SECRET: &str = "${s}";`],
    (s) => ["swift", `let apiSecret = "${s}"`],
    (s) => ["dart", `static const String apiKey = '${s}';`],
    (s) => ["elixir", `config :shop, ShopWeb.Endpoint,\n  secret_key_base: "${s}"`],
    (s) => ["c", `#define SIGNING_SECRET "${s}"`],
    (s) => ["scala", `val masterKey = "${s}"`],
    (s) => ["lua", `local auth_token = "${s}"`],
    (s) => ["powershell", `$secure = ConvertTo-SecureString "${s}" -AsPlainText -Force`],
    (s) => ["sql", `CREATE USER reporting WITH PASSWORD '${s}';`],
    (s) => ["sql", `ALTER USER 'app'@'%' IDENTIFIED BY '${s}';`],
    (s) => ["dockerfile", `FROM node:20-alpine\nENV API_SECRET=${s}\nRUN npm ci --omit=dev`],
    (s) => ["makefile", `DEPLOY_KEY ?= ${s}\n\ndeploy:\n\t./scripts/push.sh $(DEPLOY_KEY)`],
    (s) => [
      "bash",
      `#!/usr/bin/env bash\nset -euo pipefail\nAUTH="${s}"\ncurl -fsS -H "X-Auth: $AUTH" "$URL"`,
    ],
    (s) => [
      "yaml-k8s",
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\nstringData:\n  password: "${s}"`,
    ],
    (s) => [
      "ipynb",
      `{\n "cell_type": "code",\n "source": [\n  "client = Client(api_key=\\"${s}\\")\\n"\n ]\n}`,
    ],
    (s) => ["hcl", `resource "aws_db_instance" "main" {\n  username = "app"\n  password = "${s}"\n}`],
  ];
  for (let i = 0; i < 36; i++) {
    const s = r.pick([
      () => r.alnum(r.int(24, 48)),
      () => r.hex(r.int(32, 64)),
      () => r.b64url(r.int(28, 44)),
      () => anyPassword(r),
    ])();
    const [kind, text] = snippets[i % snippets.length](s.replace(/'/g, ""));
    add("code-literal", kind, "code", text, s.replace(/'/g, ""));
  }
}

const PROSE = {
  en: [
    (s) => `The staging DB password is ${s}, please rotate it after the demo.`,
    (s) => `here's my token ${s} — don't commit it`,
  ],
  zh: [
    (s) => `测试环境数据库密码是${s}，用完记得改掉。`,
    (s) => `这是我的 API 密钥：${s}，帮我配置一下部署脚本`,
  ],
  de: [
    (s) => `Das Passwort für den Staging-Server lautet ${s} – bitte nicht weitergeben.`,
    (s) => `Mein API-Schlüssel ist ${s}, trag ihn bitte in die .env ein.`,
  ],
  es: [
    (s) => `La contraseña del servidor de pruebas es ${s}, cámbiala después.`,
    (s) => `Usa este token de acceso: ${s} para el despliegue.`,
  ],
  fr: [
    (s) => `Le mot de passe de la base est ${s}, pense à le changer.`,
    (s) => `Voici la clé d'API : ${s} (ne la commite pas).`,
  ],
  ja: [
    (s) => `本番DBのパスワードは${s}です。後で変更してください。`,
    (s) => `APIキーは ${s} です。デプロイ設定に追加してください。`,
  ],
  pt: [
    (s) => `A senha do banco de homologação é ${s}, troca depois.`,
    (s) => `Segue o token de acesso: ${s}`,
  ],
  ru: [
    (s) => `Пароль от сервера: ${s}, поменяй после деплоя.`,
    (s) => `Вот мой токен ${s}, добавь его в секреты CI.`,
  ],
  ko: [(s) => `스테이징 서버 비밀번호는 ${s} 입니다.`, (s) => `API 키: ${s} 배포 스크립트에 넣어 주세요.`],
  it: [
    (s) => `La password del database di test è ${s}, cambiala dopo la demo.`,
    (s) => `Ecco il token: ${s}, mettilo nelle variabili del CI.`,
  ],
};

export function prose(r, add) {
  const langs = Object.keys(PROSE);
  for (let i = 0; i < 30; i++) {
    const lang = langs[i % langs.length];
    const which = Math.floor(i / langs.length) % 2;
    const s =
      which === 0
        ? r.pick([() => anyPassword(r), () => urlPassword(r)])()
        : r.pick([
            () => checksummedToken(r, "ghp_"),
            () => `sk-proj-${r.b64url(74)}T3BlbkFJ${r.b64url(74)}`,
            () => r.mixed(ALPHA.base62, 40),
            () => `glpat-${r.b64url(20)}`,
            () => r.hex(32),
          ])();
    add("prose", `${lang}-${which === 0 ? "password" : "token"}`, "prose", PROSE[lang][which](s), s);
  }
}
