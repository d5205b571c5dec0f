/**
 * Secrets recognised by where they sit rather than by their shape: passwords on command lines
 * (`mysql -pX`, `curl -u user:X`, `sshpass -p X`, `docker login -p X`, `redis-cli -a X`, …), signed
 * URL parameters (Azure SAS `sig=`, AWS `X-Amz-Signature=`), XML elements and attributes, netrc
 * lines, PuTTY private keys (https://the.earth.li/~sgtatham/putty/0.78/htmldoc/AppendixC.html),
 * FileZilla's base64 passwords, PgBouncer's userlist.txt and Apache's .htpasswd lines.
 * Each regex has group 1 = the kept head and group 2 = the secret; only group 2 is replaced. Every
 * regex is linear: a literal anchor, then bounded or single-pass classes. Pure data: no I/O.
 */

import { strongPassword } from "./positional.js";
import { looksRandomToken } from "./token-shape.js";

export interface ContextPattern {
  kind: string;
  /** Literals one of which every match contains; the regex runs only when one is present (empty: always). */
  keys: readonly string[];
  /** Global regex with group 1 (kept head) and group 2 (secret). */
  re: RegExp;
  /** Extra check on the secret (group 2); default accept. */
  accept?: (secret: string) => boolean;
}

/** One shell word: quoted, or up to the next blank / shell operator. */
export const W = String.raw`(?:'[^'\n]*'|"[^"\n]*"|[^\s'"|;&][^\s|;&]*)`;
/**
 * The value after `flag` anywhere in a `tool` command (before the next newline, |, ; or &): a
 * lookbehind finds the tool, so a flag given twice (`-srcstorepass X -deststorepass X`) is found twice.
 * The lookbehind comes after the flag, so it runs only where the flag matched.
 */
export const cmd = (tool: string, flag: string): RegExp =>
  new RegExp(String.raw`([ \t]${flag}(?<=\b(?:${tool})\b[^\n|;&]{0,512}[ \t]${flag}))(${W})`, "g");

export const CONTEXT_PATTERNS: readonly ContextPattern[] = [
  // mysql family: the password is glued to -p (`-p X` prompts; X is then the database name).
  {
    kind: "password",
    keys: ["mysql", "mariadb"],
    re: cmd("mysql(?:dump|admin|import|show|check|sh)?|mariadb(?:-dump)?", "-p(?=[^\\s-])"),
  },
  { kind: "password", keys: ["sshpass"], re: cmd("sshpass", "-p[ \\t]*") },
  {
    kind: "password",
    keys: ["login"],
    re: cmd(
      "(?:docker|podman|buildah|nerdctl|helm(?:[ \\t]+registry)?|oras|skopeo|crane|oc)[ \\t]+login",
      "-p[ \\t]+",
    ),
  },
  { kind: "password", keys: ["redis-cli", "keydb-cli"], re: cmd("redis-cli|keydb-cli", "-a[ \\t]+") },
  { kind: "password", keys: ["sqlcmd", "bcp", "isql"], re: cmd("sqlcmd|bcp|isql", "-P[ \\t]+") },
  {
    kind: "password",
    keys: ["ldap"],
    re: cmd("ldap(?:search|add|modify|delete|passwd|whoami|compare|moddn)", "-w[ \\t]+"),
  },
  { kind: "password", keys: ["zip", "7z"], re: cmd("zip|unzip|7z|7za|7zr", "-[Pp][ \\t]*(?=[^\\s-])") },
  {
    kind: "password",
    keys: ["mongo"],
    re: cmd("mongo(?:sh|dump|restore|export|import)?", "(?:-p|--password)[ \\t=]+"),
  },
  {
    kind: "password",
    keys: ["smb", "rpcclient", "net"],
    re: cmd("smbclient|rpcclient|smbmap|smbget|net", "-U[ \\t]+[^\\s%]+%"),
  },
  {
    kind: "password",
    keys: ["curl"],
    re: cmd("curl", "(?:-u|--user|--proxy-user)(?:[ \\t]+|=)[\"']?[^\\s:\"'[\\]]*:"),
  },
  // htpasswd -b FILE USER PASSWORD / -nb USER PASSWORD (batch flag first): the last argument.
  {
    kind: "password",
    keys: ["htpasswd"],
    re: /(\bhtpasswd[ \t]+-[a-zA-Z]*b[a-zA-Z]*[ \t][^\n|;&]{0,512}?[ \t])([^\s|;&]+)(?=[ \t]*(?:$|[\n|;&]))/g,
  },
  { kind: "password", keys: ["pass:"], re: /(\s-pass(?:in|out)?[ \t]+pass:)([^\s'"]+)/g },
  {
    kind: "aws_secret_access_key",
    keys: ["aws"],
    re: /(\baws[ \t]+configure[ \t]+set[ \t]+(?:[\w.-]*\.)?aws_(?:secret_access_key|session_token)[ \t]+)([^\s'"]+|'[^'\n]*'|"[^"\n]*")/g,
  },
  {
    kind: "secret",
    keys: ["npm"],
    re: /(\bnpm[ \t]+config[ \t]+set[ \t]+\S*:_(?:authToken|auth|password)[ \t]+)([^\s'"]+)/g,
  },
  // Secret stores' CLIs: `gh secret set X --body V`, `wrangler secret put X --text V`, `fly secrets set K=V`.
  {
    kind: "secret",
    keys: ["secret"],
    re: cmd("secrets?[ \\t]+(?:set|put|add|create)", "(?:--body|--text|--value|--data|-b)(?:[ \\t]+|=)"),
  },
  {
    kind: "secret",
    keys: ["secret"],
    re: cmd("secrets?[ \\t]+(?:set|put|add|create)", "[A-Za-z_][A-Za-z0-9_]*="),
  },
  // netrc: `machine HOST login USER password SECRET`.
  { kind: "password", keys: ["machine"], re: /(\bmachine[ \t]+\S+[^\n]{0,512}?[ \t]password[ \t]+)(\S+)/g },
  // Signed URLs: Azure SAS signature, AWS / GCS presigned signatures and session tokens.
  {
    kind: "signature",
    // (V4 signed URLs as gsutil and the SDKs print them carry the names in lower case)
    keys: ["sig=", "Signature=", "X-Amz-", "X-Goog-", "x-amz-signature=", "x-goog-signature="],
    re: /([?&](?:sig|X-Amz-Signature|X-Amz-Security-Token|X-Goog-Signature|X-Goog-Credential|Signature|x-amz-signature|x-goog-signature)=)([^&\s"'#<>]+)/g,
  },
  // XML: <password>X</password> (an element named by an attribute is markup.ts's).
  {
    kind: "secret",
    keys: ["assword>", "ecret>", "oken>", "piKey>", "pikey>", "PASSWORD>", "SECRET>", "TOKEN>", "APIKEY>"],
    re: /(<([\w.-]{0,40}?(?:[Pp]assword|[Ss]ecret|[Tt]oken|[Aa]pi[Kk]ey|PASSWORD|SECRET|TOKEN|APIKEY)[\w.-]{0,40})>)([^<\s]{1,512})(?=<\/\2>)/g,
  },
  // PuTTY .ppk: the private lines and the MAC.
  {
    kind: "putty_private_key",
    keys: ["Private-Lines"],
    re: /(Private-Lines:[ \t]*\d+\r?\n)([\s\S]*?(?:Private-(?:MAC|Hash):[ \t]*[0-9a-fA-F]*|$))/g,
  },
  // A URL whose query or path holds the secret: OpenWeatherMap's `appid=` (32 hex: the API key),
  // Healthchecks.io ping URLs (`hc-ping.com/<uuid>`: anyone with it can ping the check), Infura's
  // project id (`/v3/<32 hex>`, the project's key).
  { kind: "api_key", keys: ["appid="], re: /([?&]appid=)([0-9a-f]{32})(?![0-9A-Za-z])/g },
  {
    kind: "webhook",
    keys: ["hc-ping.com/"],
    re: /(\bhc-ping\.com\/)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[A-Za-z0-9_-]{22})(?![0-9A-Za-z])/g,
  },
  { kind: "api_key", keys: [".infura.io/v"], re: /(\.infura\.io\/v3\/)([0-9a-f]{32})(?![0-9A-Za-z])/g },
  // Alchemy's node URLs carry the API key as the path after `/v2/` (docs.alchemy.com).
  {
    kind: "api_key",
    keys: [".alchemy.com/v2/"],
    re: /(\.alchemy\.com\/v2\/)([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/g,
  },
  // HashiCorp Vault's `vault operator init` output: each unseal key and the initial root token.
  {
    kind: "secret",
    keys: ["Unseal Key", "Initial Root Token"],
    re: /(^(?:Unseal Key \d{1,2}|Initial Root Token):[ \t]*)([A-Za-z0-9+/=._-]{16,})/gm,
  },
  // nmcli's `password` argument (`nmcli dev wifi connect SSID password X`, NetworkManager's nmcli(1)).
  { kind: "password", keys: ["nmcli"], re: cmd("nmcli", "password[ \\t]+") },
  // FileZilla's sitemanager.xml / recentservers.xml: `<Pass encoding="base64">…</Pass>` (base64 of the password).
  { kind: "password", keys: ["<Pass"], re: /(<Pass\b[^<>\n]{0,64}>)([^<\s]{1,512})(?=<\/Pass>)/g },
  // PgBouncer's auth_file (userlist.txt): `"user" "password"` lines, the password plain, `md5` + MD5
  // hex or a SCRAM-SHA-256 verifier (https://www.pgbouncer.org/config.html#authentication-file-format).
  {
    kind: "password",
    keys: ['" "'],
    re: /^("[\w.@$-]{1,63}"[ \t]+")(md5[0-9a-f]{32}|SCRAM-SHA-256\$[^"\s]{1,512}|[^"\s]{8,128})(?="[ \t]*\r?$)/gm,
    accept: (v) => /^(?:md5[0-9a-f]{32}|SCRAM-)/.test(v) || looksRandomToken(v) || strongPassword(v),
  },
  // Apache's .htpasswd (htpasswd(1)): `user:` and an APR1-MD5, bcrypt or SHA-1 hash on a line of its own.
  {
    kind: "password",
    keys: ["$apr1$", "$2y$", "$2a$", "$2b$", "{SHA}"],
    // (the scheme's `$…$` stays with the name: a value starting with `$` reads as a shell variable)
    re: /^([\w.@-]{1,64}:(?:\$apr1\$|\$2[aby]\$\d\d\$|\{SHA\}))((?<=\$apr1\$)[./0-9A-Za-z]{1,8}\$[./0-9A-Za-z]{22}|(?<=\$\d\d\$)[./0-9A-Za-z]{53}|(?<=\})[A-Za-z0-9+/]{27}=)(?=[ \t]*\r?$)/gm,
  },
  // Oracle Easy Connect after a user (`app/pass@//db:1521/ORCLPDB1`, `app/pass@db-1:1521/SVC`: Oracle
  // Net Services Reference, "Easy Connect Naming"): the password between `/` and `@`. The form without
  // `//` runs in a text that speaks of Oracle or its listener port.
  {
    kind: "password",
    keys: ["@//"],
    re: /((?<![\w$#./:-])[A-Za-z][\w$#.-]{0,63}\/)([^\s/@"'`]{3,128})(?=@\/\/[A-Za-z0-9][\w.-]{0,253}(?::\d{1,5})?(?:\/|["'`\s;)]|$))/g,
  },
  {
    kind: "password",
    keys: ["1521", "1522", "racle", "RACLE", "ORCL", "orcl", "TNS", "tns"],
    re: /((?<![\w$#./:-])[A-Za-z][\w$#.-]{0,63}\/)([^\s/@"'`]{3,128})(?=@[A-Za-z0-9][\w.-]{0,253}:\d{2,5}\/[A-Za-z])/g,
  },
  // an OCI Object Storage pre-authenticated request: the path segment after `/p/` is the bearer
  // credential (Oracle Cloud Infrastructure docs, "Using Pre-Authenticated Requests")
  {
    kind: "signature",
    keys: ["objectstorage"],
    re: /(\bobjectstorage\.[\w.-]{1,120}\/p\/)([A-Za-z0-9_+=-]{16,256})(?=\/n\/)/g,
  },
];
