/**
 * The dashboard's guards over plain HTTP: session token, Host (DNS rebinding), Origin, CSRF, loopback
 * binding, and escaping of attacker-chosen memory text. Every refusal is checked to change nothing.
 */
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/app/env/config.js";
import { sqliteDashboardReader } from "../../src/store/sqlite/dashboard-reader.js";
import { sqliteStores } from "../../src/store/sqlite/stores.js";
import { startWebServer } from "../../src/web/server.js";
import { type Dashboard, login, startDashboard } from "./fixture.js";

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** node:http, so the Host header can be anything (fetch always sends the URL's host). */
function send(
  d: Dashboard,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body = "",
): Promise<Reply> {
  const url = new URL(path, d.server.origin);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: `${url.pathname}${url.search}`,
        headers: { host: url.host, ...headers, "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c) => {
          text += c;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { "content-type": "application/x-www-form-urlencoded" };

describe("cairn ui security", () => {
  let d: Dashboard;
  let cookie: string;
  let id: string;

  beforeAll(async () => {
    d = await startDashboard();
    id = (await d.save({ title: "Keep the exporter streaming", body: "rows are streamed" })).id;
    cookie = await login(d);
  });
  afterAll(async () => d?.close());

  const memory = async () => d.store.getMemory(id);

  it("the URL token works once and becomes an HttpOnly SameSite=Strict cookie, dropped from the URL", async () => {
    const again = await fetch(d.server.url, { redirect: "manual" });
    expect(again.status).toBe(401);
    const r = await send(d, "GET", d.server.url.replace(d.server.origin, ""), { cookie });
    expect(r.status).toBe(303);
    expect(r.headers.location).toBe("/");
    const ok = await send(d, "GET", "/memories", { cookie });
    expect(ok.status).toBe(200);
    expect(ok.body).toContain("Keep the exporter streaming");
  });

  it("a request without the session cookie is refused", async () => {
    const r = await send(d, "GET", "/memories");
    expect(r.status).toBe(401);
    expect(r.body).not.toContain("Keep the exporter streaming");
    const wrong = await send(d, "GET", "/memories", { cookie: `${cookie.split("=")[0]}=forged` });
    expect(wrong.status).toBe(401);
  });

  it("a wrong Host header (DNS rebinding) is refused, even with the cookie", async () => {
    const r = await send(d, "GET", "/memories", {
      cookie,
      host: `attacker.example:${new URL(d.server.origin).port}`,
    });
    expect(r.status).toBe(403);
    expect(r.body).toContain("Host");
    const post = await send(
      d,
      "POST",
      `/memories/${id}/pin`,
      { cookie, host: "attacker.example", ...FORM },
      form({ _csrf: d.server.guard.csrf }),
    );
    expect(post.status).toBe(403);
    expect((await memory())?.pinned).toBe(false);
  });

  it("a cross-origin POST is refused and changes nothing, even with a valid CSRF token", async () => {
    const r = await send(
      d,
      "POST",
      `/memories/${id}/delete`,
      { cookie, origin: "http://attacker.example", ...FORM },
      form({ _csrf: d.server.guard.csrf }),
    );
    expect(r.status).toBe(403);
    expect((await memory())?.deletedAt).toBeNull();
  });

  it("a POST without (or with a wrong) CSRF token is refused and changes nothing", async () => {
    const none = await send(d, "POST", `/memories/${id}/delete`, { cookie, ...FORM }, form({}));
    expect(none.status).toBe(403);
    const wrong = await send(
      d,
      "POST",
      `/memories/${id}/purge`,
      { cookie, ...FORM },
      form({ _csrf: "x", confirm: id }),
    );
    expect(wrong.status).toBe(403);
    const edit = await send(
      d,
      "POST",
      `/memories/${id}/edit`,
      { cookie, "x-csrf-token": "nope", ...FORM },
      form({ title: "changed" }),
    );
    expect(edit.status).toBe(403);
    const m = await memory();
    expect(m?.deletedAt).toBeNull();
    expect(m?.title).toBe("Keep the exporter streaming");
  });

  it("a POST with the cookie, same origin and the CSRF token goes through", async () => {
    const r = await send(
      d,
      "POST",
      `/memories/${id}/pin`,
      { cookie, origin: d.server.origin, ...FORM },
      form({ _csrf: d.server.guard.csrf }),
    );
    expect(r.status).toBe(303);
    expect((await memory())?.pinned).toBe(true);
  });

  it("hard delete needs the confirmation form", async () => {
    const r = await send(
      d,
      "POST",
      `/memories/${id}/purge`,
      { cookie, ...FORM },
      form({ _csrf: d.server.guard.csrf }),
    );
    expect(r.status).toBe(400);
    expect(await memory()).not.toBeNull();
  });

  it("memory text holding markup renders as text on every page that shows it", async () => {
    const payload = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;
    const x = await d.save({
      title: `XSS ${payload}`,
      body: payload,
      tags: ["<b>t</b>"],
      files: ["<svg onload=alert(3)>"],
    });
    for (const path of ["/memories", `/memories/${x.id}`, "/pack", "/memories?q=XSS"]) {
      const r = await send(d, "GET", path, { cookie });
      expect(r.status, path).toBe(200);
      expect(r.body, path).not.toContain("<script>alert(2)");
      expect(r.body, path).not.toContain("<img src=x");
      expect(r.body, path).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
    }
    const list = await send(d, "GET", "/memories", { cookie });
    expect(list.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("a non-loopback host is refused unless --allow-remote", async () => {
    await expect(
      startWebServer(
        {
          stores: sqliteStores(d.store),
          store: d.store,
          reader: sqliteDashboardReader(d.store),
          home: d.home,
          env: {},
          config: () => loadConfig(d.home, {}),
          now: () => new Date(),
          defaultProject: null,
        },
        { host: "0.0.0.0", port: 0, allowRemote: false },
      ),
    ).rejects.toThrow(/allow-remote/);
  });
});
