// Scenery shared by positives and negatives: project names, hosts, timestamps, prose in ten languages.

export const PROJECTS = [
  "ledgerline",
  "quillstack",
  "harborview",
  "tidepool",
  "orchard-api",
  "kiln",
  "fernweh",
  "mosaic-ui",
];
export const HOSTS = [
  "db.internal.quillstack.net",
  "10.20.3.14",
  "pg-primary.harborview.local",
  "mysql-7.tidepool.io",
];
export const USERS = ["svc_ledger", "app_rw", "deploy", "orchard", "reporting", "kiln_admin"];

export function camel(env) {
  return env.toLowerCase().replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
}
export function slug(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
export function pascal(text) {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");
}
export function stamp(r) {
  const d = `2026-${String(r.int(1, 11)).padStart(2, "0")}-${String(r.int(1, 28)).padStart(2, "0")}`;
  const t = `${String(r.int(0, 23)).padStart(2, "0")}:${String(r.int(0, 59)).padStart(2, "0")}:${String(r.int(0, 59)).padStart(2, "0")}`;
  return `${d}T${t}.${String(r.int(0, 999)).padStart(3, "0")}Z`;
}

/** Sentences that hand a value over, in ten languages: (vendor, value) → text. */
export const PROSE_WITH_VALUE = [
  (v, s) => `Here's the ${v} key I'm testing with: ${s} — can you see why the call still comes back 401?`,
  (v, s) =>
    `I rotated the ${v} credential yesterday; the new one is ${s}. Please put it into the staging config.`,
  (v, s) => `这是我在测试环境用的 ${v} 密钥：${s}，帮我看看为什么一直返回 401。`,
  (v, s) => `新的 ${v} 令牌是 ${s}，请把配置里旧的那个替换掉。`,
  (v, s) =>
    `Hier ist der ${v}-Schlüssel aus der Staging-Umgebung: ${s} – warum schlägt der Aufruf trotzdem fehl?`,
  (v, s) => `Das neue ${v}-Token lautet ${s}, bitte in der CI hinterlegen.`,
  (v, s) => `Esta es la clave de ${v} que uso en desarrollo: ${s}. ¿Por qué sigue fallando la autenticación?`,
  (v, s) => `Cambié el token de ${v}, ahora es ${s}; actualiza el archivo de configuración.`,
  (v, s) =>
    `Voici la clé ${v} de l'environnement de recette : ${s}. Peux-tu vérifier pourquoi l'appel échoue ?`,
  (v, s) => `Le nouveau jeton ${v} est « ${s} », remplace l'ancien dans le pipeline.`,
  (v, s) => `検証環境の ${v} の API キーはこれです:${s} なぜ 401 が返ってくるのか調べてください。`,
  (v, s) => `${v} のトークンを再発行しました。新しいトークンは「${s}」です。`,
  (v, s) => `Aqui está a chave da ${v} que estou usando: ${s} — por que a chamada ainda retorna 401?`,
  (v, s) => `O token novo do ${v} é ${s}, atualize o arquivo de configuração por favor.`,
  (v, s) => `Вот ключ ${v} для тестового стенда: ${s}. Посмотри, почему запрос всё равно падает с 401.`,
  (v, s) => `Новый токен ${v}: ${s}, замени старый в настройках CI.`,
  (v, s) => `테스트 환경에서 쓰는 ${v} 키는 ${s} 입니다. 왜 401이 나오는지 봐 주세요.`,
  (v, s) => `${v} 토큰을 새로 발급했어요: ${s} 설정 파일에 반영해 주세요.`,
  (v, s) => `Ecco la chiave ${v} dell'ambiente di test: ${s} — perché la chiamata restituisce ancora 401?`,
  (v, s) => `Il nuovo token ${v} è ${s}, aggiornalo nella configurazione della CI.`,
];

/** Sentences about credentials that carry no value, in the same ten languages (negatives). */
export const PROSE_WITHOUT_VALUE = [
  "The token expired overnight, so the deploy job failed with 401 until I generated a new one in the dashboard.",
  "Never paste your API key into an issue; store it as a repository secret and reference it from the workflow.",
  "Password must be at least 12 characters and may not reuse any of your last five passwords.",
  "令牌已过期，请重新登录后再试。",
  "请不要把密码或 API 密钥提交到仓库里，改用环境变量。",
  "Das Passwort muss mindestens 12 Zeichen lang sein und darf nicht dem Benutzernamen entsprechen.",
  "Bitte den API-Schlüssel nie im Klartext in Tickets kopieren, sondern im Secret-Store ablegen.",
  "La contraseña debe cambiarse cada 90 días; el token de acceso caduca a las 24 horas.",
  "No subas la clave de la API al repositorio, usa una variable de entorno en su lugar.",
  "Le mot de passe a été réinitialisé ; un nouveau jeton sera envoyé par e-mail.",
  "Ne colle jamais ta clé secrète dans le chat, passe par le coffre-fort.",
  "パスワードは 12 文字以上にしてください。トークンの有効期限は 1 時間です。",
  "API キーはリポジトリにコミットせず、環境変数から読み込んでください。",
  "A senha deve ter pelo menos 12 caracteres; o token de acesso expira em uma hora.",
  "Nunca coloque a chave secreta no código, use o cofre de segredos.",
  "Пароль должен содержать не менее 12 символов, а токен доступа истекает через час.",
  "Не храните секретный ключ в репозитории — используйте переменные окружения.",
  "비밀번호는 12자 이상이어야 하며 토큰은 1시간 후 만료됩니다.",
  "API 키를 저장소에 커밋하지 말고 환경 변수로 관리하세요.",
  "La password deve contenere almeno 12 caratteri; il token di accesso scade dopo un'ora.",
  "Non incollare mai la chiave segreta nel codice, usa il gestore dei segreti.",
  "If the secret key leaks, revoke it in the console first, then rotate every service that used it.",
  "Set the access token as an environment variable before running the script; the CLI reads it on start.",
  "我们把数据库密码放在了 Vault 里，CI 运行时通过角色去读取。",
];
