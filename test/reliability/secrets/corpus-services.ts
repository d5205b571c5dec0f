/**
 * More of the secret corpus (see corpus.ts), written from each tool's or format's published syntax:
 * vendor keys gitleaks matches by keyword only (Adafruit IO `aio_…`, Backblaze B2 `K00…`), Bundler's
 * per-host credentials, wallet private keys passed to their constructor (ethers, viem), cloud key
 * pairs in config files (boto's gs_ keys, DigitalOcean Spaces, rclone), CLIs that take a credential
 * (PsExec, evil-winrm, Impacket, MinIO mc, openssl passwd, snmpwalk -c, helm --set, ansible -e),
 * protocol transcripts (FTP, SMTP AUTH, IRC NickServ), expect scripts, Wi-Fi QR payloads,
 * ipsec.secrets, secret-named fallbacks in code (`|| "…"`, `?: "…"`), signing keys in Java, salts in
 * wp-config.php, LDAP client configs, and prose where the value follows "set … to", comes right after
 * "password", or follows "token"/"key" in French, German and Spanish.
 */
import { type Add, B62, HEX, type Rand, UP } from "./corpus-alphabets.js";

type Mixed = (n: number) => string;
type Line = (s: string) => string;

export function addServiceCases(r: Rand, mixed: Mixed, add: Add): void {
  const pw = () => `${mixed(7)}${r("!#%^*+?", 1)}${mixed(5)}`;
  const each = (category: string, gen: () => string, lines: Line[]) => {
    for (const line of lines) {
      const s = gen();
      add(category, line(s), s);
    }
  };
  each("adafruit-io-key", () => `aio_${mixed(28)}`, [
    (s) => `aio = Client("ada", "${s}")`,
    (s) => `ADAFRUIT_IO_KEY=${s}`,
  ]);
  each("backblaze-b2-key", () => `K005${mixed(27)}`, [
    (s) => `b2 authorize-account 0051${r(HEX, 21)} ${s}`,
    (s) => `B2_APPLICATION_KEY=${s}`,
  ]);
  each("bundler-credentials", () => `${r(HEX, 8)}:${r(HEX, 8)}`, [
    (s) => `BUNDLE_ENTERPRISE__CONTRIBSYS__COM=${s}`,
    (s) => `export BUNDLE_GEMS__ACME__IO="${s}"`,
  ]);
  each("wallet-private-key", () => `0x${r(HEX, 64)}`, [
    (s) => `const wallet = new ethers.Wallet("${s}", provider);`,
    (s) => `const account = privateKeyToAccount('${s}')`,
  ]);
  each("cloud-key-pair", () => `${mixed(30)}/${mixed(9)}`, [
    (s) => `gs_access_key_id = GOOG1E${r(UP, 55)}\ngs_secret_access_key = ${s}`,
    (s) => `SPACES_KEY=DO00${r(UP, 16)}\nSPACES_SECRET=${s}`,
    (s) => `[s3]\ntype = s3\naccess_key_id = AKIA${r(UP, 16)}\nsecret_access_key = ${s}`,
  ]);
  each("cli-credential-option", pw, [
    (s) => `psexec \\\\srv01 -u CORP\\admin -p ${s} cmd`,
    (s) => `evil-winrm -i 10.0.0.5 -u Administrator -p '${s}'`,
    (s) => `nxc smb 10.0.0.0/24 -u svc -p '${s}' --shares`,
    (s) => `secretsdump.py 'CORP/admin:${s}@10.0.0.5'`,
    (s) => `mc alias set myminio http://minio:9000 minioadmin ${s}`,
    (s) => `useradd -m -p "$(openssl passwd -6 '${s}')" deploy`,
    (s) => `snmpwalk -v2c -c ${s} 10.0.0.1`,
    (s) => `helm upgrade app ./chart --set postgresql.auth.password=${s}`,
    (s) => `ansible-playbook site.yml -e "ansible_become_pass=${s}"`,
    (s) => `echo -n "${s}" | vercel env add API_SECRET production`,
  ]);
  each("protocol-transcript", pw, [
    (s) => `220 ftp.acme.io FTP server ready\nUSER deploy\n331 Password required\nPASS ${s}`,
    (s) => `/msg NickServ IDENTIFY ${s}`,
    (s) => `expect -c 'spawn ssh root@h; expect "password:"; send "${s}\\r"; interact'`,
  ]);
  each("protocol-transcript", () => Buffer.from(`\0ops@acme.io\0${pw()}`).toString("base64"), [
    (s) => `C: AUTH PLAIN ${s}`,
  ]);
  each("config-credential", pw, [
    (s) => `WIFI:T:WPA;S:CorpWiFi;P:${s};;`,
    (s) => `: PSK "${s}"`,
    (s) => `ldap_default_authtok = ${s}`,
    (s) => `bindpw ${s}`,
  ]);
  each("code-fallback", () => mixed(32), [
    (s) => `val apiKey = BuildConfig.API_KEY ?: "${s}"`,
    (s) => `const secret = process.env.JWT_SECRET || "${s}";`,
    (s) => `token = os.environ.get("GITHUB_TOKEN") or "${s}"`,
  ]);
  each("signing-key-literal", () => mixed(32), [
    (s) => `Jwts.builder().signWith(Keys.hmacShaKeyFor("${s}".getBytes()))`,
    (s) => `new SecretKeySpec("${s}".getBytes(UTF_8), "HmacSHA256")`,
  ]);
  each("wordpress-salt", () => r(`${B62}!@#%^&*()-_[]{}<>~+=,.;:/?|`, 64), [
    (s) => `define('AUTH_KEY',         '${s}');`,
    (s) => `define( 'NONCE_SALT', '${s}' );`,
  ]);
  each("prose-password", () => mixed(12), [
    (s) => `I set the db password to ${s} yesterday`,
    (s) => `the root password was changed to ${s}`,
    (s) => `login with root and password ${s}`,
  ]);
  each("prose-token-i18n", () => mixed(32), [
    (s) => `le jeton est ${s}`,
    (s) => `Der API-Schlüssel ist ${s}`,
    (s) => `la clave de la API es ${s}`,
  ]);
}
