/** Settings: the `cairn config` table (key, effective value, where it comes from, meaning), editable. */
import type { Hono } from "hono";
import { html } from "hono/html";
import { readStoredConfig, setConfigValue, unsetConfigValue } from "../../app/env/config.js";
import { CairnError } from "../../core/common/errors.js";
import { CONFIG_KEYS, type ConfigKey } from "../../core/setup/config.js";
import type { WebDeps } from "../deps.js";
import { csrfField, page, qs } from "../layout.js";
import { setNotice } from "../notice.js";

function input(name: string, k: ConfigKey, value: unknown) {
  if (k.type === "boolean" || k.type === "enum") {
    const values = k.type === "boolean" ? ["true", "false"] : (k.values ?? []);
    return html`<select name="value">${values.map((v) => html`<option ${String(value) === v ? "selected" : ""}>${v}</option>`)}</select>`;
  }
  return html`<input type="${k.type === "int" ? "number" : "text"}" name="value" value="${String(value)}" aria-label="${name}"
${k.min !== undefined ? html` min="${k.min}"` : ""}${k.max !== undefined ? html` max="${k.max}"` : ""}>`;
}

export function settingsRoutes(app: Hono, deps: WebDeps): void {
  app.get("/settings", (c) => {
    const effective = deps.config() as Record<string, unknown>;
    const stored = readStoredConfig(deps.home);
    const rows = Object.entries(CONFIG_KEYS as Record<string, ConfigKey>).map(([name, k]) => {
      const from =
        k.env && deps.env[k.env] !== undefined ? `env ${k.env}` : name in stored ? "config.json" : "default";
      return html`<tr data-key="${name}"><td><code>${name}</code></td>
<td><form method="post" action="/settings" class="bar">${csrfField(deps)}<input type="hidden" name="key" value="${name}">
${input(name, k, effective[name])}<button type="submit">Save</button>
${name in stored ? html`<button type="submit" name="unset" value="1">Reset</button>` : ""}</form></td>
<td class="small">${from}</td><td class="small muted">${k.doc} (default ${String(k.default)})</td></tr>`;
    });
    const error = c.req.query("error");
    const body = html`<h1>Settings <span class="small muted">${deps.home}/config.json</span></h1>
${error ? html`<p class="notice" role="alert">${error}</p>` : ""}
<table id="settings"><thead><tr><th>Key</th><th>Value</th><th>From</th><th>Meaning</th></tr></thead><tbody>${rows}</tbody></table>`;
    return c.html(page(deps, "Settings", "/settings", body));
  });

  app.post("/settings", async (c) => {
    const f = await c.req.parseBody();
    const key = String(f.key ?? "");
    try {
      if (f.unset === "1") {
        await unsetConfigValue(deps.home, key);
        setNotice(c, `Reset ${key} to its default.`);
      } else {
        await setConfigValue(deps.home, key, String(f.value ?? ""));
        setNotice(c, `Saved ${key} = ${String(f.value ?? "")}.`);
      }
      return c.redirect("/settings", 303);
    } catch (err) {
      if (!(err instanceof CairnError)) throw err;
      return c.redirect(`/settings${qs({ error: err.message })}`, 303);
    }
  });
}
