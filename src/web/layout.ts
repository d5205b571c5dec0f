/** The page a project's view shows while no project is recorded: its title as heading and one line saying so. */
export function noProjectPage(deps: WebDeps, title: string, active: string): Html {
  return page(deps, title, active, html`<h1>${title}</h1><p>No project recorded yet.</p>`);
}

/**
 * The page shell: navigation, the bundled client (htmx + app.js, served from /assets, no CDN) and the
 * CSRF token htmx sends on every request (hx-headers). Values interpolated with `html` are escaped.
 */
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { WebDeps } from "./deps.js";

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

const NAV = [
  ["/memories", "Memories"],
  ["/pack", "Next pack"],
  ["/sessions", "Sessions"],
  ["/work", "Notes & tasks"],
  ["/charts", "Charts"],
  ["/settings", "Settings"],
] as const;

export function page(deps: WebDeps, title: string, active: string, body: Html, query = ""): Html {
  const nav = NAV.map(
    ([href, label]) =>
      html`<a href="${href}${query}" class="${href === active ? "active" : ""}">${label}</a>`,
  );
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="htmx-config" content='{"includeIndicatorStyles":false,"allowEval":false}'>
<title>${title} · Cairn</title>
<link rel="stylesheet" href="/assets/app.css">
<script src="/assets/htmx.min.js" defer></script>
<script src="/assets/app.js" defer></script>
</head>
<body hx-headers='${JSON.stringify({ "x-csrf-token": deps.csrf })}'>
<header><strong>Cairn</strong><nav>${nav}</nav></header>
<main>${body}</main>
</body>
</html>`;
}

export function csrfField(deps: WebDeps): Html {
  return html`<input type="hidden" name="_csrf" value="${deps.csrf}">`;
}

/** Query string preserving the given params (empty values dropped). */
export function qs(params: Record<string, string | number | undefined | null>): string {
  const u = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== "") u.set(k, String(v));
  const s = u.toString();
  return s ? `?${s}` : "";
}
