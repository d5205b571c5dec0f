/**
 * The store URL setting: empty means the embedded SQLite store; `postgres://` or `postgresql://`
 * (libpq's connection URI form, https://www.postgresql.org/docs/15/libpq-connect.html#LIBPQ-CONNSTRING)
 * means a PostgreSQL server. Pure.
 */

/** Whether `url` names a PostgreSQL server. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url.trim());
}

/**
 * The URL with its password replaced by `***` (user, host, port, database and parameters kept), for
 * anything Cairn prints or logs. A string that does not parse as a URL is masked after the scheme.
 */
export function maskUrl(url: string): string {
  const params = (u: string) => u.replace(/([?&]password=)[^&#]*/gi, "$1***");
  const m = url.match(/^([a-z][a-z0-9+.-]*:\/\/)([^@/?#]*)@/i);
  if (!m) return params(url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*:[^@/?#]*@/i, "$1***@"));
  const [, scheme = "", auth = ""] = m;
  const colon = auth.indexOf(":");
  const user = colon === -1 ? auth : auth.slice(0, colon);
  const masked = colon === -1 ? user : `${user}:***`;
  return params(`${scheme}${masked}@${url.slice(m[0].length)}`);
}

/** Replaces every occurrence of `url` (and its password) in `text` by the masked form. */
export function maskUrlIn(text: string, url: string): string {
  if (url === "") return text;
  let out = text.split(url).join(maskUrl(url));
  const pw =
    url.match(/^[a-z][a-z0-9+.-]*:\/\/[^:@/?#]*:([^@/?#]+)@/i)?.[1] ??
    url.match(/[?&]password=([^&#]+)/i)?.[1];
  if (pw) {
    out = out.split(pw).join("***");
    try {
      const decoded = decodeURIComponent(pw);
      if (decoded !== pw) out = out.split(decoded).join("***");
    } catch {
      // not percent-encoded
    }
  }
  return out;
}
