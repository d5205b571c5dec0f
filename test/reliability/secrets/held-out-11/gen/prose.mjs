// Credentials in prose (chat messages in several human languages), tokens wrapped across lines, and
// encoded forms (base64 in Kubernetes Secrets and Basic headers, JSON escaped inside JSON, URL encoding).
import { ALNUM, B64URL, b64, checksummed, HEX, password, uuid } from "./rand.mjs";

const A = ALNUM;

const CHAT = [
  ["chat-en", (p) => `fyi the staging db password is ${p} — please don't paste it anywhere`],
  ["chat-en", (p) => `login for the router admin page: admin / ${p}`],
  ["chat-en", (p) => `new wifi pw is ${p} (changed after the audit)`],
  ["chat-fr", (p) => `Le mot de passe du compte de service est ${p}, je le change demain.`],
  ["chat-de", (p) => `Das Passwort für den Jenkins-Admin ist ${p} – bitte nicht weitergeben.`],
  ["chat-es", (p) => `La contraseña del servidor FTP es ${p}, úsala solo para el despliegue.`],
  ["chat-pt", (p) => `A senha do banco de homologação é ${p}`],
  ["chat-it", (p) => `La password di root sul NAS è ${p}`],
  ["chat-nl", (p) => `Het wachtwoord voor de testomgeving is ${p}`],
  ["chat-sv", (p) => `Lösenordet till backupkontot är ${p}`],
  ["chat-pl", (p) => `Hasło do panelu to ${p}, zmień je po pierwszym logowaniu.`],
  ["chat-tr", (p) => `Veritabanı şifresi: ${p}`],
  ["chat-ru", (p) => `Пароль от тестовой базы: ${p}`],
  ["chat-uk", (p) => `Пароль до адмінки — ${p}`],
  ["chat-ja", (p) => `本番DBのパスワードは ${p} です。取り扱い注意で。`],
  ["chat-zh", (p) => `服务器 root 密码是 ${p}，用完请改掉。`],
  ["chat-ko", (p) => `스테이징 서버 비밀번호는 ${p} 입니다.`],
  ["chat-vi", (p) => `Mật khẩu tài khoản quản trị là ${p}`],
  ["chat-id", (p) => `Kata sandi akun admin: ${p}`],
  ["chat-ar", (p) => `كلمة المرور لحساب الخادم هي ${p}`],
  ["chat-hi", (p) => `सर्वर का पासवर्ड ${p} है, किसी से शेयर मत करना।`],
  ["chat-he", (p) => `הסיסמה לשרת הבדיקות היא ${p}`],
  ["chat-cs", (p) => `Heslo k databázi je ${p}`],
  ["chat-fi", (p) => `Tietokannan salasana on ${p}`],
  ["chat-el", (p) => `Ο κωδικός για τον διακομιστή είναι ${p}`],
  ["chat-th", (p) => `รหัสผ่านของเซิร์ฟเวอร์คือ ${p}`],
];

export function prose(r) {
  const out = CHAT.map(([context, make]) => {
    const p = password(r);
    return { family: "prose-password", kind: "password-in-chat", context, text: make(p), secret: p };
  });
  const tokenChat = [
    ["chat-en", (t) => `@dana can you rotate this one? ${t} leaked into the CI logs yesterday`],
    ["chat-de", (t) => `Hier der Token für die Pipeline: ${t}`],
    ["chat-es", (t) => `te paso el token: ${t}`],
    ["chat-zh", (t) => `这是新的访问令牌：${t}，旧的已经作废了`],
    ["chat-ja", (t) => `新しいAPIキー→ ${t}`],
    ["chat-ru", (t) => `Токен для бота: ${t}`],
    ["chat-fr", (t) => `Nouveau jeton d'accès : ${t} (valable 30 jours)`],
    ["chat-ko", (t) => `봇 토큰: ${t}`],
  ];
  const mk = [
    (x) => checksummed(x, "ghp_"),
    (x) => `glpat-${x.str(`${A}-_`, 20)}`,
    (x) => `xoxb-${x.str("0123456789", 12)}-${x.str("0123456789", 13)}-${x.str(A, 24)}`,
    (x) => `sk-proj-${x.str(`${A}-_`, 74)}T3BlbkFJ${x.str(`${A}-_`, 74)}`,
    (x) => `hf_${x.str("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 34)}`,
    (x) => `dop_v1_${x.str(HEX, 64)}`,
    (x) => `shpat_${x.str(HEX, 32)}`,
    (x) => `${x.between(1000000000, 7999999999)}:AA${x.str(B64URL, 33)}`,
  ];
  tokenChat.forEach(([context, make], i) => {
    const t = mk[i](r);
    out.push({ family: "prose-token", kind: "token-in-chat", context, text: make(t), secret: t });
  });
  return out;
}

/** Tokens split across lines: secret is the first part, also the second. */
export function wrapped(r) {
  const out = [];
  const tok = [
    () => `sk-ant-api03-${r.str(`${A}-_`, 93)}AA`,
    () => `sk-proj-${r.str(`${A}-_`, 74)}T3BlbkFJ${r.str(`${A}-_`, 74)}`,
    () => `github_pat_11${r.str("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", 20)}_${r.str(A, 59)}`,
    () =>
      `xoxp-${r.str("0123456789", 12)}-${r.str("0123456789", 12)}-${r.str("0123456789", 13)}-${r.str(HEX, 32)}`,
    () => `SG.${r.str(B64URL, 22)}.${r.str(B64URL, 43)}`,
    () => `ATATT3xFfGF0${r.str(`${A}-_`, 170)}=${r.str("0123456789ABCDEF", 8)}`,
    () => `EAAA${r.str(`${A}-_`, 60)}`,
  ];
  const splits = [
    ["java-concat", (a, b) => `String token = "${a}"\n    + "${b}";`],
    ["python-implicit-concat", (a, b) => `TOKEN = (\n    "${a}"\n    "${b}"\n)`],
    [
      "shell-continuation",
      (a, b) => `curl -H "Authorization: Bearer ${a}\\\n${b}" https://api.example.com/v1/me`,
    ],
    ["terminal-wrap", (a, b) => `$ echo $API_KEY\n${a}\n${b}`],
    ["yaml-folded", (a, b) => `api_key: >-\n  ${a}\n  ${b}`],
    ["js-template-join", (a, b) => `const key = [\n  "${a}",\n  "${b}",\n].join("");`],
    ["go-concat", (a, b) => `const apiKey = "${a}" +\n\t"${b}"`],
  ];
  tok.forEach((mkTok, i) => {
    for (let k = 0; k < 2; k++) {
      const t = mkTok();
      const cut = Math.floor(t.length / 2) + r.between(-4, 4);
      const [context, split] = splits[(i + k * 3) % splits.length];
      out.push({
        family: "wrapped-token",
        kind: "token-split",
        context,
        text: split(t.slice(0, cut), t.slice(cut)),
        secret: t.slice(0, cut),
        also: [t.slice(cut)],
      });
    }
  });
  return out;
}

/** Encoded credentials. */
export function encoded(r) {
  const out = [];
  const add = (kind, context, text, secret) => out.push({ family: "encoded", kind, context, text, secret });
  for (let k = 0; k < 3; k++) {
    const s = b64(password(r));
    add(
      "k8s-secret-data-b64",
      "k8s-secret",
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${r.pick(["db", "smtp", "redis"])}\ntype: Opaque\ndata:\n  username: ${b64("app")}\n  password: ${s}`,
      s,
    );
  }
  for (let k = 0; k < 2; k++) {
    const s = b64(checksummed(r, "ghp_"));
    add("k8s-secret-token-b64", "k8s-secret", `data:\n  GITHUB_TOKEN: ${s}`, s);
  }
  for (let k = 0; k < 3; k++) {
    const p = password(r);
    const inner = JSON.stringify({ host: "db", user: "app", password: p });
    add(
      "json-in-json",
      "tool-result",
      JSON.stringify({
        type: "tool_result",
        tool_use_id: `toolu_${r.str(A, 24)}`,
        content: JSON.stringify({ stdout: inner }),
      }),
      p,
    );
  }
  for (let k = 0; k < 2; k++) {
    const p = `${r.str(A, 6)}@${r.str(A, 6)}#${r.str(A, 4)}`;
    const enc = encodeURIComponent(p);
    add("url-encoded-password", "dotenv", `DATABASE_URL=postgresql://app:${enc}@db.internal:5432/app`, enc);
  }
  for (let k = 0; k < 2; k++) {
    const t = `sk-ant-api03-${r.str(`${A}-_`, 93)}AA`;
    add(
      "escaped-in-transcript",
      "transcript-jsonl",
      JSON.stringify({
        type: "assistant",
        message: {
          content: [
            { type: "tool_use", name: "Bash", input: { command: `export ANTHROPIC_API_KEY="${t}"` } },
          ],
        },
      }),
      t,
    );
  }
  for (let k = 0; k < 2; k++) {
    const s = b64(`${uuid(r)}:${r.str(A, 40)}`);
    add("basic-b64-client-credentials", "python", `headers = {"Authorization": "Basic ${s}"}`, s);
  }
  const hx = Buffer.from(`sk_live_51${r.str(A, 60)}`).toString("hex");
  add("hex-encoded-token", "kotlin", `private const val hex = "${hx}"`, hx);
  const xml = password(r).replace(/[&<>]/g, "x");
  add("xml-attribute", "xml", `<connection user="sa" password="${xml}" server="sql01"/>`, xml);
  return out;
}
