/**
 * More secrets recognised by where they sit (see context-patterns.ts): the password options and
 * positional arguments of CLIs that take credentials (each tool's documented syntax: `ssh-keygen -N`,
 * `keytool -storepass`, `ipmitool -P`, `xfreerdp /p:`, `az login -p`, `rabbitmqctl add_user U P`,
 * `net user U P`, `sqlplus U/P@db`, `cargo login T`, `vault login T`, …), a value echoed into a
 * command that reads a secret from stdin (`--password-stdin`, `--with-token`, `secret put`,
 * `chpasswd`), PostgreSQL's .pgpass lines (host:port:db:user:password), environment lists that
 * give a name and its value on separate lines (`- name: API_TOKEN` / `value: …`), and URL path
 * segments after /key/ or /token/. Group 1 is the kept head, group 2 the secret. Every regex is
 * linear: a literal anchor, then bounded or single-pass classes. Pure data: no I/O.
 */
import { type ContextPattern, cmd, W } from "./context-patterns.js";
import { strongPassword } from "./positional.js";
import { looksLikePassword, looksRandomToken, randomWord } from "./token-shape.js";

/** An environment-style name (UPPER_SNAKE or lower_snake, no camelCase) holding a secret. */
const SECRET_NAME =
  "(?:[A-Z0-9_.-]{0,60}(?:PASS|SECRET|TOKEN|KEY|PWD|AUTH|PAT|CRED)[A-Z0-9_.-]{0,40}|[a-z0-9_.-]{0,60}(?:pass|secret|token|key|pwd|auth|cred)[a-z0-9_.-]{0,40})";

export const CLI_PATTERNS: readonly ContextPattern[] = [
  { kind: "password", keys: ["ssh-keygen"], re: cmd("ssh-keygen", "-[NP][ \\t]*") },
  {
    kind: "password",
    keys: ["keytool"],
    re: cmd("keytool", "-(?:src|dest|new)?(?:store|key)?pass(?:word)?[ \\t]+"),
  },
  { kind: "password", keys: ["ipmitool"], re: cmd("ipmitool", "-P[ \\t]*") },
  {
    kind: "password",
    keys: ["rdp", "rdesktop"],
    re: cmd("[xw]freerdp3?|sdl-freerdp|rdesktop", "(?:/p:|-p[ \\t]+)"),
  },
  {
    kind: "password",
    keys: ["az"],
    re: cmd("az(?:[ \\t]+[a-z-]+)?[ \\t]+login", "(?:-p|--password)(?:[ \\t]+|=)"),
  },
  { kind: "password", keys: ["cqlsh"], re: cmd("cqlsh", "(?:-p|--password)(?:[ \\t]+|=)") },
  { kind: "password", keys: ["openssl"], re: cmd("openssl", "-k[ \\t]+") },
  { kind: "password", keys: ["rar"], re: cmd("unrar|rar", "-p(?=[^\\s-])") },
  { kind: "password", keys: ["security"], re: cmd("security", "-w[ \\t]+(?=[^\\s-])") },
  {
    kind: "password",
    keys: ["wpa_passphrase"],
    re: /(\bwpa_passphrase[ \t]+(?:'[^'\n]*'|"[^"\n]*"|\S+)[ \t]+)('[^'\n]*'|"[^"\n]*"|[^\s|;&]+)/g,
  },
  {
    kind: "password",
    keys: ["lftp"],
    re: /(\blftp\b[^\n|;&]{0,512}?[ \t]-u[ \t]+[^\s,]+,)('[^'\n]*'|"[^"\n]*"|[^\s|;&]+)/g,
  },
  { kind: "password", keys: ["snmp"], re: cmd("snmp\\w+", "-[AX][ \\t]+") },
  {
    kind: "password",
    keys: ["/p", "/P"],
    re: /((?:^|[ \t])\/(?:p|P|pass|password|RP|rp|PASSWORD)[:=])('[^'\n]*'|"[^"\n]*"|[^\s|;&]+)/g,
  },
  // positional: rabbitmqctl add_user|change_password|authenticate_user USER PASS
  {
    kind: "password",
    keys: ["rabbitmqctl"],
    re: /(\brabbitmqctl\b[^\n|;&]{0,200}?[ \t](?:add_user|change_password|authenticate_user)[ \t]+(?:'[^'\n]*'|"[^"\n]*"|\S+)[ \t]+)('[^'\n]*'|"[^"\n]*"|[^\s|;&]+)/g,
  },
  // net user NAME PASS [/add] (Windows), net use \\host\share [/user:NAME] PASS
  {
    kind: "password",
    keys: ["net "],
    re: /(\bnet[ \t]+(?:user[ \t]+(?:"[^"\n]*"|[^\s/"*]+)|use[ \t]+(?:[A-Za-z]:[ \t]+)?\\\\\S+(?:[ \t]+\/user:\S+)?)[ \t]+)("[^"\n]*"|[^\s/"*|;&][^\s|;&]*)/gi,
  },
  // b2 account authorize KEY_ID APPLICATION_KEY (Backblaze B2 CLI v4; `b2 authorize-account` before it)
  {
    kind: "secret",
    keys: ["b2 "],
    re: /(\bb2[ \t]+(?:account[ \t]+authorize|authorize[-_]account)[ \t]+(?:"[^"\n]*"|'[^'\n]*'|[^\s|;&-]\S*)[ \t]+)("[^"\n]*"|'[^'\n]*'|[^\s|;&]+)/g,
  },
  // mysqladmin … password NEW
  { kind: "password", keys: ["mysqladmin"], re: cmd("mysqladmin", "password[ \\t]+") },
  // sqlplus/rman/expdp/impdp USER/PASS@DB
  {
    kind: "password",
    keys: ["sqlplus", "rman", "expdp", "impdp", "sqlldr", "dgmgrl", "exp ", "imp "],
    re: /(\b(?:sqlplus|rman(?:[ \t]+target)?|expdp|impdp|exp|imp|sqlldr|dgmgrl)(?:[ \t]+-\w+)*[ \t]+["']?[\w$#]+\/)("[^"\n@]{1,128}"|[^\s@/"']+)(?=@|["']?(?:\s|$))/g,
  },
  // tools whose short -t is their token: codecov, doctl; snyk auth T
  { kind: "token", keys: ["codecov"], re: cmd("codecov(?:cli)?", "(?:-t|--token)(?:[ \\t]+|=)") },
  { kind: "token", keys: ["doctl"], re: cmd("doctl", "(?:-t|--access-token)(?:[ \\t]+|=)") },
  { kind: "token", keys: ["snyk"], re: cmd("snyk", "auth[ \\t]+(?=[^\\s-])") },
  // Go's MySQL DSN: user:password@tcp(host:port)/db
  {
    kind: "password",
    keys: ["@tcp(", "@unix(", "@udp("],
    re: /((?<![\w:/])[\w.-]{1,64}:)([^@\s"'/]{1,256})(?=@(?:tcp|unix|udp)\()/g,
  },
  // SQL: IDENTIFIED BY 'pw' (Oracle: "pw" or a bare word too), CREATE/ALTER USER|ROLE|LOGIN … [WITH]
  // [ENCRYPTED] PASSWORD [=] 'pw' (SQL Server: N'pw'), SET PASSWORD = 'pw'
  {
    kind: "password",
    keys: ["IDENTIFIED", "identified", "PASSWORD", "password"],
    re: /(\b(?:IDENTIFIED[ \t]+(?:WITH[ \t]+\w+[ \t]+)?BY(?:[ \t]+PASSWORD)?|(?:USER|ROLE|LOGIN)[ \t]+[^\n;]{1,120}?[ \t](?:ENCRYPTED[ \t]+)?PASSWORD(?:[ \t]*=)?|SET[ \t]+PASSWORD(?:[ \t]+FOR[ \t]+\S+)?[ \t]*=)[ \t]*N?)('[^'\n]{1,256}'|"[^"\n]{1,128}")/gi,
  },
  // Oracle: CREATE/ALTER USER u IDENTIFIED BY pw, a bare word with a digit (not `IDENTIFIED BY VALUES '…'`)
  {
    kind: "password",
    keys: ["IDENTIFIED", "identified"],
    re: /(\b(?:CREATE|ALTER)[ \t]+USER[ \t]+[\w$#."]{1,128}[ \t]+IDENTIFIED[ \t]+BY[ \t]+)([A-Za-z][\w$#]{5,127})(?![\w$#'"])/gi,
    accept: (s) => /\d/.test(s),
  },
  // cargo login T, ngrok authtoken T, vault login T (not `vault login -method=…`)
  // (a token is 12+ characters: `the ngrok authtoken is …` names it in prose)
  {
    kind: "token",
    keys: ["cargo"],
    re: cmd("cargo", "login[ \\t]+(?=[^\\s-])"),
    accept: (s) => s.length >= 12,
  },
  {
    kind: "token",
    keys: ["ngrok"],
    re: cmd("ngrok", "(?:add-)?authtoken[ \\t]+(?=[^\\s-])"),
    accept: (s) => s.length >= 12,
  },
  // (a token, not an option or a `key=value` auth parameter; a legacy Vault token is a UUID)
  { kind: "token", keys: ["vault"], re: cmd("vault", "login[ \\t]+(?=[^\\s=-][^\\s=]*(?:\\s|$))") },
  // poetry config pypi-token.REPO T / http-basic.REPO USER PASS
  {
    kind: "secret",
    keys: ["poetry"],
    re: /(\bpoetry[ \t]+config[ \t]+(?:pypi-token\.\S+|http-basic\.\S+[ \t]+\S+)[ \t]+)('[^'\n]*'|"[^"\n]*"|[^\s|;&]+)/g,
  },
  // redis: AUTH [user] PASS
  {
    kind: "password",
    keys: ["AUTH", "auth "],
    re: /(\bredis-cli\b[^\n|;&]{0,300}?[ \t]AUTH[ \t]+(?:\S+[ \t]+)?)('[^'\n]*'|"[^"\n]*"|[^\s|;&]+)(?=[ \t]*$|[ \t]*[\n|;&])/gim,
  },
  // a value echoed into a command that reads a secret from stdin
  {
    kind: "secret",
    keys: ["echo", "printf"],
    re: new RegExp(
      String.raw`(\b(?:echo|printf)(?:[ \t]+-[neE]+)*(?:[ \t]+(?:'%s\\?n?'|"%s\\?n?"))?[ \t]+)(${W})(?=[ \t]*\|[ \t]*(?:sudo[ \t]+)?[^\n|;&]*?(?:--password-stdin|--with-token|--stdin\b|[ \t]secrets?[ \t]+(?:put|set|add|create)\b|[ \t]env[ \t]+add\b|[ \t]login[ \t]+-(?:\s|$)|\bchpasswd\b|\bpasswd\b|\bsudo[ \t]+(?:-\w+[ \t]+)*-\w*S\b))`,
      "g",
    ),
  },
  // a here-string into a command that reads a secret (`--password-stdin`, `vncpasswd -f`, `… login`)
  {
    kind: "secret",
    keys: ["<<<"],
    re: new RegExp(
      String.raw`((?:--password-stdin|--with-token|\bchpasswd|secrets?[ \t]+(?:put|set)[ \t]+\S+|\b[\w-]*(?:passw|passwd|secret|token|login|cred)[\w-]*)[^\n|;&]*?<<<[ \t]*)(${W})`,
      "gi",
    ),
  },
  // `echo -n USER:PASS | base64`: an HTTP Basic credential being encoded (RFC 7617)
  {
    kind: "password",
    keys: ["base64"],
    re: /(\becho[ \t]+(?:-n[ \t]+)?["']?[^\s:"'|;&]{1,64}:)([^\s"'|;&]+)(?=["']?[ \t]*\|[ \t]*base64\b)/g,
    accept: (s) => looksLikePassword(s) || randomWord(s) || looksRandomToken(s),
  },
  // a password given to a file or command option through `echo`: `--password-file=<(echo PASS)`,
  // `--vault-password-file <(echo PASS)`, `--password-command "echo PASS"` (restic, ansible, rsync)
  {
    kind: "password",
    keys: ["echo"],
    re: /(-[\w-]*pass[\w-]*(?:=|[ \t]+)(?:<\(|["'])[ \t]*echo[ \t]+(?:-n[ \t]+)?)('[^'\n]*'|"[^"\n]*"|[^\s'")|;&]+)/gi,
  },
  // rclone config create|update NAME TYPE … pass PASS (key/value pairs as arguments)
  {
    kind: "password",
    keys: ["rclone"],
    re: cmd("rclone[ \\t]+config[ \\t]+(?:create|update)", "(?:pass|password|client_secret|token)[ \\t]+"),
  },
  // any tool given a user and then a password: `-u USER … -p PASS` (twine, influx, mosquitto -P,
  // rabbitmqadmin, cf); the value is not a port (`-p 2222`, `-p 8080:80`), path or plain word, and
  // not mysql's (`mysql -u root -p DB` prompts: DB is the database)
  {
    kind: "password",
    keys: ["-p ", "-P "],
    re: new RegExp(
      String.raw`([ \t]-[pP][ \t]+(?<=(?:^|[ \t])(?:-u|-U|--user|--username|-l|--login)(?:[ \t]+|=)[^\s|;&-][^\s|;&]*[^\n|;&]{0,200}?[ \t]-[pP][ \t]+)(?<!\b(?:mysql|mariadb)[\w-]*\b[^\n|;&]{0,300}))(${W})`,
      "gm",
    ),
    accept: (s) => /[A-Za-z]/.test(s) && !/^[a-z]+$/.test(s) && !/^[~./]/.test(s),
  },
  // `login USER PASS` as positional arguments (ftp-style clients, test runners' login helpers)
  {
    kind: "password",
    keys: ["login", "logon"],
    re: /(\b(?:login|logon)[ \t]+(?![-/])[\w.@\\-]{1,64}[ \t]+)([^\s|;&'"<>()]{6,128})/g,
    accept: (s) => strongPassword(s) || looksRandomToken(s) || randomWord(s) || /^[0-9a-fA-F]{32,}$/.test(s),
  },
  // .pgpass: hostname:port:database:username:password (PostgreSQL docs, "The Password File")
  {
    kind: "password",
    keys: [],
    re: /(^[ \t]*[A-Za-z0-9*][\w.*-]*:(?:\d{1,5}|\*):[\w*.-]+:[\w*.@-]+:)([^\s:]\S*)[ \t]*$/gm,
  },
  // - name: API_TOKEN / value: X (Kubernetes env, ECS task definitions, Azure app settings)
  {
    kind: "secret",
    keys: ["value", "Value"],
    re: new RegExp(
      String.raw`(["']?(?:name|Name|key|Key|ParameterKey)["']?[ \t]*[:=][ \t]*["']?${SECRET_NAME}["']?[ \t]*(?:,[ \t]*|\r?\n[ \t]*-?[ \t]*)["']?(?:value|Value|ParameterValue)["']?[ \t]*[:=][ \t]*["']?)([^\s"',}]{4,})`,
      "g",
    ),
    // a file's path (`DB_PASSWORD_FILE` → `/run/secrets/db_password`, Docker secrets) names where it lives
    accept: (v) => !/^\/(?:[a-z0-9_.-]+\/)+[a-z0-9_.-]+$/.test(v),
  },
  // HTTPie: http -a user:PASS, https --auth=user:PASS
  {
    kind: "password",
    keys: ["http"],
    re: /(\bhttps?\b[^\n|;&]{0,512}?[ \t](?:-a|--auth)(?:[ \t]+|=)["']?[^\s:"']+:)([^\s"'|;&]+)/g,
  },
  { kind: "password", keys: ["cypher-shell"], re: cmd("cypher-shell", "(?:-p|--password)(?:[ \\t]+|=)") },
  // openssl enc -K <hex key>: a raw symmetric key
  { kind: "secret", keys: ["openssl"], re: cmd("openssl", "-K[ \\t]+") },
  // netrc spread over lines: machine HOST / login USER / password SECRET
  {
    kind: "password",
    keys: ["machine"],
    re: /(\bmachine[ \t]+\S+[\s\S]{0,300}?\n[ \t]*password[ \t]+)([^\s=:]\S*)/g,
  },
  // a table row that starts with the name: | API_TOKEN | value | (markdown, box drawing)
  {
    kind: "secret",
    keys: ["|", "│", "┃"],
    re: new RegExp(
      String.raw`(^[ \t]*[|│┃][ \t]*${SECRET_NAME}[ \t]*[|│┃][ \t]*)([^\s|│┃]{4,})(?=[ \t]*[|│┃])`,
      "gm",
    ),
    // a value, not another column name (`| unrecognized_keys | invalid_union |`)
    accept: (s) => !/^[A-Za-z_][A-Za-z_-]*$/.test(s),
  },
  // Terraform: variable "db_password" { … default = "…" }
  {
    kind: "secret",
    keys: ["variable"],
    re: new RegExp(
      String.raw`(\bvariable[ \t]+"${SECRET_NAME}"[ \t]*\{[^}]{0,400}?\bdefault[ \t]*=[ \t]*")([^"\n]+)(?=")`,
      "g",
    ),
  },
  // a token as the user part of a URL: https://TOKEN@github.com/org/repo.git, with or without a
  // password after it (GitHub's documented https://TOKEN:x-oauth-basic@github.com/…)
  {
    kind: "token",
    keys: ["://"],
    // (not a Sentry DSN's public key: https://<key>@o1.ingest.sentry.io/<project>)
    re: /((?<![a-z0-9+.-])[a-z][a-z0-9+.-]*:\/\/)([A-Za-z0-9_-]{20,256})(?=(?::[^\s@/]{0,256})?@(?![\w.-]*\bingest\.(?:[a-z]{2}\.)?sentry\.io\b)[^\s@/])/gi,
    accept: (s) => looksRandomToken(s) || /^[0-9a-f]{32,}$/i.test(s),
  },
  // https://host/…/key/SECRET, /token/SECRET (IFTTT, webhook relays), incoming webhooks whose path
  // holds the token (Mattermost /hooks/T, Rocket.Chat /hooks/ID/T, generic /webhooks/ID/T); a segment
  // followed by a redacted one is the id before the token (so a second pass changes nothing)
  {
    kind: "secret",
    keys: ["/key/", "/token/", "/secret/", "/keys/", "/tokens/", "/hooks/", "/webhook"],
    re: /(\/(?:keys?|tokens?|secrets?|apikey|hooks|webhooks?)\/(?:[A-Za-z0-9_-]{1,64}\/){0,2})([A-Za-z0-9_-]{16,})(?=[/?#"'\s]|$)(?!\/\[REDACTED:)/g,
    // (not a hex id such as a 24-character ObjectId before the token)
    accept: (s) =>
      looksRandomToken(s, 16) || (/^(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]{20,}$/.test(s) && /[g-z]/.test(s)),
  },
  // Zapier catch hooks: https://hooks.zapier.com/hooks/catch/ACCOUNT/TOKEN/
  {
    kind: "secret",
    keys: ["hooks.zapier.com"],
    re: /(\bhooks\.zapier\.com\/hooks\/catch\/\d+\/)([a-z0-9]{6,})/g,
  },
  // positional, any CLI: `<tool> auth|login USER PASS` (Cloud Foundry's `cf auth`), `runas /user:NAME PASS`;
  // only a password- or token-shaped argument (a command or a file after the user stays), never after a
  // subcommand verb that takes an id (`auth logout <id>`, id-values.ts idVerb)
  {
    kind: "password",
    keys: [" auth ", " login ", "/user:"],
    re: /((?:^|[\s;&|$>])[\w.-]{1,32}[ \t]+(?:auth|login)[ \t]+(?!(?:logout|revoke|delete|remove|rm|show|get|list|ls|describe|inspect|lookup|view|info|status|disable|enable|token|switch|refresh)[ \t])(?:"[^"\n]{1,64}"|'[^'\n]{1,64}'|[\w.@\\-]{1,64})[ \t]+|\/user:[^\s/]{1,64}[ \t]+)("[^"\n]{1,128}"|'[^'\n]{1,128}'|[^\s|;&"'/-][^\s|;&]*)/g,
    accept: (s) => strongPassword(s) || looksRandomToken(s),
  },
];
