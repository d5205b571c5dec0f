/**
 * Secrets by position in service configuration and shells, each from its tool's documented syntax:
 * Redis `requirepass` / `masterauth` (redis.conf) and `AUTH [user] pass` at a redis-cli prompt,
 * Oracle JDBC thin URLs (`jdbc:oracle:thin:user/pass@host`, Oracle JDBC Developer's Guide),
 * PowerShell `ConvertTo-SecureString "pass" -AsPlainText`. Group 1 is the kept head, group 2 the
 * secret (see context-patterns.ts). Pure data: no I/O.
 */
import type { ContextPattern } from "./context-patterns.js";

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
];
