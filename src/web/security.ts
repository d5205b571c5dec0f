/**
 * Request guards of the dashboard: the session token (printed once in the URL, then an HttpOnly
 * SameSite=Strict cookie), Host and Origin checks against DNS rebinding and cross-site requests, and a
 * CSRF token on every mutation. Refusals are plain-text 4xx responses; a refused request changes nothing.
 * DNS rebinding: https://en.wikipedia.org/wiki/DNS_rebinding — a page on attacker.example re-resolved
 * to 127.0.0.1 still sends `Host: attacker.example`, so an unknown Host is refused.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";

export interface Guard {
  /** One-time token for the printed URL; exchanged for the session cookie on first use. */
  readonly urlToken: string;
  /** Cookie value proving a browser exchanged the URL token. */
  readonly session: string;
  /** Token every POST carries (form field `_csrf` or header `x-csrf-token`). */
  readonly csrf: string;
  /** Host header values accepted (host:port), set once the port is known. */
  hosts: Set<string>;
  urlTokenUsed: boolean;
  cookieName: string;
}

const secret = () => randomBytes(24).toString("base64url");

export function createGuard(): Guard {
  return {
    urlToken: secret(),
    session: secret(),
    csrf: secret(),
    hosts: new Set(),
    urlTokenUsed: false,
    cookieName: "cairn_session",
  };
}

/** Accepts `localhost`, `127.0.0.1`, `[::1]` and the bound host, each with the bound port. */
export function allowHosts(g: Guard, boundHost: string, port: number): void {
  const names = new Set(["localhost", "127.0.0.1", "[::1]"]);
  names.add(boundHost.includes(":") ? `[${boundHost}]` : boundHost);
  g.hosts = new Set([...names].map((n) => `${n}:${port}`));
  // cookies are per host name, not per port: one cookie name per server keeps two dashboards apart
  g.cookieName = `cairn_session_${port}`;
}

export function same(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const refuse = (c: Context, status: 400 | 401 | 403, why: string) =>
  c.text(`cairn ui: ${why}\n`, status, { "cache-control": "no-store" });

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

async function csrfOf(c: Context): Promise<string | undefined> {
  const header = c.req.header("x-csrf-token");
  if (header) return header;
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("form")) return undefined;
  const body = await c.req.parseBody({ all: true });
  const v = body._csrf;
  return typeof v === "string" ? v : undefined;
}

export function guardMiddleware(g: Guard): MiddlewareHandler {
  return async (c, next): Promise<Response | undefined> => {
    const host = c.req.header("host");
    if (!host || !g.hosts.has(host.toLowerCase())) return refuse(c, 403, "unknown Host header");
    const origin = c.req.header("origin");
    if (origin !== undefined && !g.hosts.has(origin.replace(/^http:\/\//, "").toLowerCase()))
      return refuse(c, 403, "cross-origin request refused");
    if (c.req.header("sec-fetch-site") === "cross-site") return refuse(c, 403, "cross-site request refused");
    const url = new URL(c.req.url);
    const token = url.searchParams.get("token");
    const hasCookie = same(getCookie(c, g.cookieName), g.session);
    if (token !== null && c.req.method === "GET") {
      if (!hasCookie) {
        if (g.urlTokenUsed || !same(token, g.urlToken))
          return refuse(c, 401, "this link was already used or is wrong; run cairn ui again for a new one");
        g.urlTokenUsed = true;
        setCookie(c, g.cookieName, g.session, { httpOnly: true, sameSite: "Strict", path: "/" });
      }
      url.searchParams.delete("token");
      return c.redirect(`${url.pathname}${url.search}`, 303);
    }
    if (!hasCookie)
      return refuse(c, 401, "open the URL printed by `cairn ui` (it carries the session token)");
    if (MUTATING.has(c.req.method) && !same(await csrfOf(c), g.csrf))
      return refuse(c, 403, "missing or wrong CSRF token; reload the page");
    await next();
    c.header("x-frame-options", "DENY");
    // "no-referrer" would make Chromium send `Origin: null` on same-origin form posts
    c.header("referrer-policy", "same-origin");
    c.header("x-content-type-options", "nosniff");
    c.header(
      "content-security-policy",
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    );
    return undefined;
  };
}
