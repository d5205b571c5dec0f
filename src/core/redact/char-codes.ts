/**
 * A secret written so that no rule sees its characters: as an array of character codes
 * (`[103, 104, 112, …]`, `bytes([…])`, `String.fromCharCode(…)`) or as base64 decoded on the command
 * line (`echo '<base64>' | base64 -d`). The codes or the base64 are decoded and the text judged with
 * every rule (`redactText`); when it holds a secret the whole literal is redacted. Linear: one scan for
 * runs of 16+ codes and one for the pipe into `base64 -d`. Pure: no I/O.
 */

type Mark = (kind: string) => string;

/** 16 or more decimal codes of printable ASCII, comma-separated. */
const CODES_RE =
  /(?<![\w.])(?:(?:3[2-9]|[4-9]\d|1[01]\d|12[0-6])[ \t]*,[ \t]*){15,511}(?:3[2-9]|[4-9]\d|1[01]\d|12[0-6])(?![\w.])/g;
/** `echo|printf '<base64>' | base64 -d`: group 1 the base64. */
const ECHO_B64_RE =
  /\b(?:echo|printf)(?:[ \t]+-[neE]+)*[ \t]+["']?([A-Za-z0-9+/]{16,4096}={0,2})["']?[ \t]*\|[ \t]*base64[ \t]+(?:-d|-D|--decode)\b/g;

/** Whether `decoded` holds something the rules redact (a token format, a secret after its name). */
function holdsSecret(decoded: string, redactText: (text: string) => string): boolean {
  return /^[\x20-\x7e]{16,}$/.test(decoded) && redactText(decoded) !== decoded;
}

/** `text` with code arrays and command-line base64 that decode to a secret redacted. */
export function redactCharCodes(text: string, mark: Mark, redactText: (text: string) => string): string {
  let out = text;
  if (out.includes(",")) {
    out = out.replace(CODES_RE, (m) => {
      const decoded = String.fromCharCode(...m.split(",").map((c) => Number(c.trim())));
      return holdsSecret(decoded, redactText) ? mark("secret") : m;
    });
  }
  if (out.includes("base64")) {
    out = out.replace(ECHO_B64_RE, (m, b64: string) => {
      let decoded = "";
      try {
        decoded = atob(b64);
      } catch {
        // not valid base64: nothing to decode, the text stays as it is
        return m;
      }
      return holdsSecret(decoded.replace(/\r?\n$/, ""), redactText) ? m.replace(b64, mark("secret")) : m;
    });
  }
  return out;
}
