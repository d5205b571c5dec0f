/**
 * The next pack: exactly the text the next SessionStart injects (pack-preview.ts), its tokens against
 * the budget, why each item is there (section, pinned, stale, tokens), and the budget setting.
 */

import type { Hono } from "hono";
import { html } from "hono/html";
import { setConfigValue } from "../../app/env/config.js";
import { CairnError } from "../../core/common/errors.js";
import { CONFIG_KEYS } from "../../core/setup/config.js";
import { STALE_MARK } from "../../core/staleness/stale-mark.js";
import type { WebDeps } from "../deps.js";
import { csrfField, noProjectPage, page, qs } from "../layout.js";
import { setNotice } from "../notice.js";
import { previewPack } from "../pack-preview.js";
import { pickProject } from "../project-pick.js";
import { projectSelect } from "../project-select.js";

function why(item: { section: string; pinned: boolean; stale?: boolean }): string {
  const parts = [item.pinned ? "pinned: always leads its section" : `ranked into “${item.section}”`];
  if (item.stale) parts.push(`shown as ${STALE_MARK} (its files changed since capture)`);
  return parts.join("; ");
}

export function packRoutes(app: Hono, deps: WebDeps): void {
  app.get("/pack", async (c) => {
    const picked = await pickProject(deps, c.req.query("project"));
    const { project } = picked;
    if (!project) return c.html(noProjectPage(deps, "Next pack", "/pack"));
    const pack = await previewPack(deps, project);
    const pct = Math.min(100, Math.round((pack.tokens / pack.budget) * 100));
    const key = CONFIG_KEYS["context.budget"];
    const rows = pack.items.map(
      (
        i,
      ) => html`<tr><td class="small">${i.section}</td><td>${i.id.startsWith("m_") ? html`<a href="/memories/${i.id}">${i.title}</a>` : i.title}</td>
<td class="small">${i.type}</td><td class="small">${i.tokens}</td><td class="small muted">${why(i)}</td></tr>`,
    );
    const error = c.req.query("error");
    const body = html`<h1>Next pack <span class="muted small">what the next session in ${project.name} receives</span></h1>
${projectSelect("/pack", picked)}
${error ? html`<p class="notice" role="alert">${error}</p>` : ""}
<div class="card"><div><strong id="pack-tokens">${pack.tokens}</strong> of <strong id="pack-budget">${pack.budget}</strong> tokens (ceil(chars/4)) · ${pack.items.length} items · ${pack.omitted} left out for budget or section caps</div>
<div class="meter" title="${pct}%"><span class="w${Math.round(pct / 5) * 5}"></span></div>
<form method="post" action="/pack/budget${qs({ project: project.id })}" class="bar">${csrfField(deps)}
<label>Budget (context.budget, ${key.min}–${key.max}) <input type="number" name="budget" value="${pack.budget}" min="${key.min}" max="${key.max}"></label>
<button type="submit">Save</button><span class="small muted">${key.doc}</span></form></div>
<h2>Why each item is there</h2>
<table id="pack-items"><thead><tr><th>Section</th><th>Item</th><th>Type</th><th>Tokens</th><th>Why</th></tr></thead><tbody>${rows}</tbody></table>
<h2>Text</h2>
<pre id="pack-text">${pack.text}</pre>`;
    return c.html(page(deps, "Next pack", "/pack", body, qs({ project: project.id })));
  });

  app.post("/pack/budget", async (c) => {
    const f = await c.req.parseBody();
    const project = c.req.query("project") ?? "";
    try {
      await setConfigValue(deps.home, "context.budget", String(f.budget ?? ""));
      setNotice(c, `Budget set to ${String(f.budget)} tokens: the next session's pack is cut to it.`);
      return c.redirect(`/pack${qs({ project })}`, 303);
    } catch (err) {
      if (!(err instanceof CairnError)) throw err;
      return c.redirect(`/pack${qs({ project, error: err.message })}`, 303);
    }
  });
}
