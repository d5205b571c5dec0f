/**
 * What an action did, said once on the page it leads to (POST → 303 redirect → GET, the
 * Post/Redirect/Get pattern): the action calls `setNotice`, which keeps the text in a short-lived
 * cookie (HttpOnly, SameSite=Strict, one name per port like the session cookie); on the next HTML page
 * `noticeMiddleware` shows it at the top of `<main>` as a live region (`role="status"`, read out by
 * screen readers) and clears the cookie. Works without script; htmx requests are left alone.
 */
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { html } from "hono/html";

/** Longest notice kept (characters). */
const MAX = 300;

const cookieName = (c: Context) => `cairn_notice_${new URL(c.req.url).port || "80"}`;

/** Says `text` on the next page this browser loads (within a minute). */
export function setNotice(c: Context, text: string): void {
  setCookie(c, cookieName(c), encodeURIComponent(text.slice(0, MAX)), {
    httpOnly: true,
    sameSite: "Strict",
    path: "/",
    maxAge: 60,
  });
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value).slice(0, MAX);
  } catch {
    // a malformed %-escape in the query string: no notice
    return "";
  }
}

export function noticeMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const raw = getCookie(c, cookieName(c));
    if (raw === undefined || c.req.method !== "GET" || c.req.header("hx-request") === "true") return;
    if (!(c.res.headers.get("content-type") ?? "").startsWith("text/html")) return;
    const text = decode(raw);
    const page = await c.res.text();
    const at = page.indexOf("<main>");
    const banner = await html`<p class="notice done" role="status" id="notice">${text}</p>`;
    const body = at < 0 || text === "" ? page : `${page.slice(0, at + 6)}\n${banner}${page.slice(at + 6)}`;
    c.res = new Response(body, { status: c.res.status, headers: c.res.headers });
    deleteCookie(c, cookieName(c), { path: "/" });
  };
}
