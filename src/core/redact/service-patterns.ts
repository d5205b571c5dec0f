/**
 * Secrets by position in service configuration and shells, each from its tool's documented syntax:
 * Redis `requirepass` / `masterauth` (redis.conf) and `AUTH [user] pass` at a redis-cli prompt,
 * Oracle JDBC thin URLs (`jdbc:oracle:thin:user/pass@host`, Oracle JDBC Developer's Guide),
 * PowerShell `ConvertTo-SecureString "pass" -AsPlainText`, Bundler's per-host credentials
 * (`BUNDLE_<HOST>=user:pass`, bundler-config(1)), a wallet's private key passed to its constructor
 * (ethers `new Wallet(key)`, viem `privateKeyToAccount(key)`, eth-account `Account.from_key(key)`),
 * Windows remote-execution tools' `-p` (PsExec, evil-winrm, NetExec/CrackMapExec, smbmap, Impacket's
 * `DOMAIN/user:pass@host`), `openssl passwd … pass`, SNMP community strings (`snmpwalk -c`), protocol
 * transcripts (FTP `PASS`, SMTP `AUTH PLAIN|LOGIN`, IRC `NickServ IDENTIFY`), expect scripts
 * (`send` after a password prompt), Wi-Fi QR payloads (`WIFI:…;P:pass;`) and strongSwan's
 * ipsec.secrets (`: PSK "…"`), a `Bearer` credential inside any string, `wandb login KEY`, Sidekiq's
 * gem credentials (`bundle config gems.contribsys.com u:p`). Group 1 is the kept head, group 2 the secret (see
 * context-patterns.ts). Pure data: no I/O.
 */
import { type ContextPattern, cmd, W } from "./context-patterns.js";
import { looksLikeCredential } from "./secret-patterns.js";
import { looksRandomToken } from "./token-shape.js";

/** A value shaped like a password or a generated credential (for positions that also take other words). */
const secretShaped = (s: string): boolean =>
  looksRandomToken(s) || (s.length >= 6 && /\d/.test(s) && /[A-Za-z]/.test(s) && !/^[a-z]+\d{1,2}$/.test(s));

export const SERVICE_PATTERNS: readonly ContextPattern[] = [
  // redis.conf directives, also through CONFIG SET
  {
    kind: "password",
    keys: ["requirepass", "masterauth"],
    re: /(\b(?:requirepass|masterauth)["']?[ \t]+)('[^'\n]*'|"[^"\n]*"|[^\s'"|;&]+)/g,
  },
  // a redis-cli prompt (`127.0.0.1:6379> AUTH default pass`)
  {
    kind: "password",
    keys: ["> AUTH", "> auth"],
    re: /(:\d{1,5}(?:\[\d+\])?>[ \t]*AUTH[ \t]+(?:[\w.@-]{1,64}[ \t]+)?)('[^'\n]*'|"[^"\n]*"|\S+)(?=[ \t]*$)/gim,
  },
  {
    kind: "password",
    keys: ["jdbc:oracle"],
    re: /(\bjdbc:oracle:(?:thin|oci8?):[\w$#]{1,64}\/)("[^"\n@]{1,128}"|[^\s@"'/]{1,128})(?=@)/g,
  },
  {
    kind: "password",
    keys: ["ConvertTo-SecureString"],
    re: /(\bConvertTo-SecureString[ \t]+(?:-String[ \t]+)?)('[^'\n]*'|"[^"\n]*")(?=[^\n]{0,40}-AsPlainText)/gi,
  },
  {
    kind: "password",
    keys: ["BUNDLE_"],
    re: /(\bBUNDLE_[A-Z0-9_]*__[A-Z0-9]+["']?[ \t]*[=:][ \t]*["']?[^\s:"'@]{1,128}:)([^\s"'@]{4,256})/g,
  },
  {
    kind: "private_key",
    keys: ["Wallet", "rivateKey", "from_key", "SigningKey"],
    re: /(\b(?:Wallet|privateKeyToAccount|fromPrivateKey|from_key|SigningKey|PrivateKey)[ \t]*\([ \t]*["'])((?:0x)?[0-9a-fA-F]{64})(?=["'])/g,
  },
  {
    kind: "password",
    keys: ["psexec", "paexec", "winrm", "crackmapexec", "netexec", "nxc", "smbmap"],
    re: cmd(
      "psexec(?:64)?|paexec|evil-winrm|crackmapexec|netexec|nxc|smbmap",
      "(?:-p|--password)(?:[ \\t]+|=)",
    ),
  },
  // Impacket: [DOMAIN/]user:password@target
  {
    kind: "password",
    keys: [".py", "impacket-"],
    re: /(\b(?:\w+\.py|impacket-\w+)[ \t]+(?:-\S+[ \t]+)*["']?(?:[\w.-]+\/)?[\w.$-]+:)([^\s@'"]{1,128})(?=@)/g,
  },
  {
    kind: "password",
    keys: ["openssl"],
    re: new RegExp(String.raw`(\bopenssl[ \t]+passwd(?:[ \t]+-(?:salt[ \t]+\S+|\w+))*[ \t]+)(${W})`, "g"),
  },
  {
    kind: "password",
    keys: ["snmp"],
    re: cmd("snmp\\w+", "-c[ \\t]+"),
    // RFC 1157's well-known defaults are not secrets
    accept: (s) => !/^(?:public|private)$/.test(s),
  },
  // an Authorization credential inside any string: "Bearer …" (RFC 6750), set by whatever call
  {
    kind: "token",
    keys: ["Bearer", "bearer", "BEARER"],
    re: /(\b[Bb]earer[ \t]+)([A-Za-z0-9._~+/-]{20,2048}=*)(?![A-Za-z0-9._~+/=-])/g,
    accept: (s) => looksRandomToken(s) || looksLikeCredential(s),
  },
  // … or a literal in a format string's field after the scheme: Python f"Bearer {'…'}", JS `Bearer ${'…'}`
  {
    kind: "token",
    keys: ["Bearer", "bearer", "BEARER"],
    re: /(\b[Bb]earer[ \t]+\$?\{[ \t]*\\?["'])([A-Za-z0-9._~+/-]{20,2048}=*)(?=\\?["'][ \t]*\})/g,
    accept: (s) => looksRandomToken(s) || looksLikeCredential(s),
  },
  // (after any of `wandb login`'s options: --relogin, --host URL, --anonymously=never, --verify)
  {
    kind: "token",
    keys: ["wandb"],
    re: cmd(
      "wandb",
      "login[ \\t]+(?:--?[\\w-]{1,30}(?:(?:=|[ \\t]+)[^\\s-][^\\s]{0,200})?[ \\t]+){0,4}(?=(?:local-)?[0-9a-f]{40})",
    ),
  },
  // MinIO client: mc alias set NAME URL ACCESS_KEY SECRET_KEY
  {
    kind: "secret",
    keys: ["mc "],
    re: new RegExp(
      String.raw`(\bmc[ \t]+(?:alias|config[ \t]+host)[ \t]+(?:set|add)[ \t]+\S+[ \t]+\S+[ \t]+\S+[ \t]+)(${W})`,
      "g",
    ),
  },
  // protocol transcripts: FTP PASS, SMTP AUTH PLAIN/LOGIN, IRC NickServ IDENTIFY
  {
    kind: "password",
    keys: ["PASS "],
    re: /((?:^|>[ \t]?|\d{3}[ \t-][^\n]*\n)PASS[ \t]+)(\S+)/gm,
    accept: secretShaped,
  },
  { kind: "password", keys: ["AUTH "], re: /(\bAUTH[ \t]+(?:PLAIN|LOGIN)[ \t]+)([A-Za-z0-9+/]{8,}={0,2})/g },
  {
    kind: "password",
    keys: ["IDENTIFY", "identify"],
    re: /(\bNickServ[ \t]+IDENTIFY[ \t]+(?:\S+[ \t]+)?)(\S+)(?=[ \t]*$)/gim,
  },
  // expect: send "…" right after a password prompt
  {
    kind: "password",
    keys: ["send"],
    re: /(\bexpect[ \t]+(?:-\w+[ \t]+)*"[^"\n]*(?:assword|assphrase)[^"\n]*"[ \t]*(?:;|\n)[ \t]*send[ \t]+(?:--[ \t]+)?")((?:\\.|[^"\\\n])+?)(?=(?:\\r|\\n)?")/g,
  },
  { kind: "password", keys: ["WIFI:"], re: /(\bWIFI:[^\n]{0,200}?(?:^|[:;])P:)((?:\\.|[^;\\\n])+)/g },
  {
    kind: "password",
    keys: ["PSK", "EAP", "XAUTH"],
    re: /(:[ \t]*(?:PSK|EAP|XAUTH)[ \t]+)("[^"\n]+"|'[^'\n]+'|0[xs][A-Za-z0-9+/=]+)/g,
  },
  // Sidekiq Pro/Enterprise gem credentials given to `bundle config` (Sidekiq wiki, "Sidekiq Pro": `bundle
  // config --local gems.contribsys.com user:pass`; gitleaks sidekiq-secret: 8 hex, a colon, 8 hex)
  {
    kind: "password",
    keys: ["contribsys"],
    re: /(\b(?:gems|enterprise)\.contribsys\.com\/?["']?[ \t]+["']?)([0-9a-fA-F]{8}:[0-9a-fA-F]{8})(?![0-9a-fA-F])/g,
  },
];
