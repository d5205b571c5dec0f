/**
 * Static assets, all local (the dashboard works offline): htmx (npm `htmx.org`) and Chart.js (npm
 * `chart.js`), copied beside the bundle by scripts/build.mjs into `web/` or read from node_modules when
 * running from source; the stylesheet and the small client scripts.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { APP_CSS } from "./client/app-css.js";
import { APP_JS } from "./client/app-js.js";
import { CHARTS_JS } from "./client/charts-js.js";

const here = dirname(fileURLToPath(import.meta.url));

/** A vendored file: beside the bundle (`web/<name>`), else in the npm package `pkg` at `file`. */
function vendorFile(name: string, pkg: string, file: string): string | null {
  for (const p of [join(here, "web", name), join(here, "..", "web", name)]) if (existsSync(p)) return p;
  try {
    const main = createRequire(import.meta.url).resolve(pkg);
    const marker = `/node_modules/${pkg}/`;
    const p = join(main.slice(0, main.lastIndexOf(marker) + marker.length), file);
    return existsSync(p) ? p : null;
  } catch {
    // the package is not installed: the page goes without the asset
    return null;
  }
}

const VENDOR: Record<string, [string, string]> = {
  "htmx.min.js": ["htmx.org", "dist/htmx.min.js"],
  "chart.umd.min.js": ["chart.js", "dist/chart.umd.min.js"],
};

const cache = new Map<string, string | null>();

/** name → [content type, body], or null for an unknown or missing asset. */
export function asset(name: string): [string, string] | null {
  if (name === "app.css") return ["text/css; charset=utf-8", APP_CSS];
  if (name === "app.js") return ["text/javascript; charset=utf-8", APP_JS];
  if (name === "charts.js") return ["text/javascript; charset=utf-8", CHARTS_JS];
  const vendor = VENDOR[name];
  if (!vendor) return null;
  if (!cache.has(name)) {
    const file = vendorFile(name, ...vendor);
    cache.set(name, file ? readFileSync(file, "utf8") : null);
  }
  const body = cache.get(name);
  return body ? ["text/javascript; charset=utf-8", body] : null;
}
