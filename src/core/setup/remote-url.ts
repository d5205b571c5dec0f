/**
 * A project's identity shared across machines: its git remote URL in one normal form, so that
 * `git@github.com:Org/Repo.git`, `https://github.com/org/repo` and `ssh://git@github.com:22/org/repo.git`
 * name the same project on every machine. Pure.
 *
 * URL forms per git-clone(1) "GIT URLS": `scheme://[user@]host[:port]/path`, the scp-like
 * `[user@]host:path`, and local paths (`/srv/git/repo.git`, `file:///srv/git/repo.git`).
 */

/**
 * `host/path` lower-cased, without user, port, a trailing `.git` or slashes; a local path stays a path
 * (`/srv/git/repo`). Null for an empty or unreadable value.
 */
export function normalizeRemoteUrl(raw: string): string | null {
  const url = raw.trim();
  if (url === "") return null;
  const clean = (host: string, path: string) => {
    const p = path
      .replace(/\/+$/, "")
      .replace(/\.git$/i, "")
      .replace(/^\/+|\/+$/g, "");
    return p === "" ? null : `${host.toLowerCase()}/${p.toLowerCase()}`;
  };
  const scheme = url.match(/^([a-z][a-z0-9+.-]*):\/\/(.*)$/i);
  if (scheme) {
    const [, kind = "", rest = ""] = scheme;
    if (kind.toLowerCase() === "file") return localPath(rest.replace(/^[^/]*/, ""));
    const m = rest.match(/^(?:[^@/]*@)?([^/:]+)(?::\d*)?(\/.*)?$/);
    return m ? clean(m[1] ?? "", m[2] ?? "") : null;
  }
  const scp = url.match(/^(?:[^@/]+@)?([^/:]+):(?!\/\/)(.+)$/);
  if (scp && !/^[a-z]:[\\/]/i.test(url)) return clean(scp[1] ?? "", scp[2] ?? "");
  return localPath(url);
}

function localPath(p: string): string | null {
  const path = p
    .replace(/\/+$/, "")
    .replace(/\.git$/i, "")
    .replace(/\/+$/, "");
  return path === "" ? null : path;
}

/**
 * The URL of remote `origin` in a git config file's text (else of the first remote with a URL), per
 * git-config(1) syntax: `[remote "origin"]` sections with `url = …` lines. Null when there is none.
 */
export function remoteUrlFromConfig(text: string): string | null {
  let section: string | null = null;
  const urls: [string, string][] = [];
  for (const line of text.split(/\r?\n/)) {
    const head = line.match(/^\s*\[\s*remote\s+"([^"]*)"\s*\]/i);
    if (head) {
      section = head[1] ?? "";
      continue;
    }
    if (/^\s*\[/.test(line)) {
      section = null;
      continue;
    }
    const kv = line.match(/^\s*url\s*=\s*(.*?)\s*$/i);
    if (section !== null && kv?.[1]) urls.push([section, kv[1].replace(/^"(.*)"$/, "$1")]);
  }
  return (urls.find(([name]) => name === "origin") ?? urls[0])?.[1] ?? null;
}
