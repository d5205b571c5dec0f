/**
 * Command-line options that take a secret: `--password X`, `--client-secret=X`, `--account-key X`
 * (names from secret-patterns.ts `isSecretFlag`). A file the option reads the secret from, an option
 * after it and a lower-case mode word stay. Pure: no I/O.
 */
import { FLAG_RE, isSecretFlag, isSecretName, kindForName, looksLikeCredential } from "./secret-patterns.js";
import { isPath, looksLikePassword } from "./token-shape.js";
import { isPlaceholder, mark } from "./values.js";

/** `--password X`, `--client-secret=X`, `--account-key X`: the value of a secret-named option. */
export function redactFlags(text: string): string {
  return text.replace(FLAG_RE, (m: string, flag: string, sep: string, value: string) => {
    const bare = value.replace(/^(["'])([\s\S]*)\1$/, "$2");
    if (!isSecretFlag(flag) || isPlaceholder(bare) || bare.startsWith("-")) return m;
    // a file the option reads the secret from (`--creds ~/.nkeys/user.creds`, `--key-file ./k.pem`)
    if (/^(?:~|\.{1,2})\//.test(bare) || isPath(bare)) return m;
    // a mount spec (`docker build --secret id=npmrc,src=…`) or a secret's name (`--secret-id prod/db-x`)
    if (/^[a-z]+=[^\s,]*(?:,[a-z]+=[^\s,]*)+$/.test(bare)) return m;
    if (/-(?:id|name|arn)$/i.test(flag) && /^[\w.-]+\/[\w./-]+$/.test(bare)) return m;
    // an unquoted lower-case word is prose or a mode (`--token is required`, `--auth basic`)
    if (value === bare && /^[a-z]+$/.test(bare)) return m;
    if (
      !isSecretName(flag) &&
      (/^[~./]/.test(bare) || !(looksLikeCredential(bare) || looksLikePassword(bare)))
    )
      return m;
    const quote = value === bare ? "" : value.charAt(0);
    return `${flag}${sep}${quote}${mark(kindForName(flag))}${quote}`;
  });
}
