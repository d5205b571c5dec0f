/**
 * Static assets, all local (the dashboard works offline): htmx (npm `htmx.org`, copied beside the
 * bundle by scripts/build.mjs as `web/htmx.min.js`, or read from node_modules when running from
 * source), the stylesheet and the small client script.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { APP_CSS } from "./client/app-css.js";
import { APP_JS } from "./client/app-js.js";

const here = dirname(fileURLToPath(import.meta.url));

function vendorFile(name: string, npmPath: string): string | null {
  for (const p of [join(here, "web", name), join(here, "..", "web", name)]) if (existsSync(p)) return p;
  try {
    return createRequire(import.meta.url).resolve(npmPath);
  } catch {
    return null;
  }
}

const cache = new Map<string, string | null>();

/** name → [content type, body], or null for an unknown or missing asset. */
export function asset(name: string): [string, string] | null {
  if (name === "app.css") return ["text/css; charset=utf-8", APP_CSS];
  if (name === "app.js") return ["text/javascript; charset=utf-8", APP_JS];
  if (name !== "htmx.min.js") return null;
  if (!cache.has(name)) {
    const file = vendorFile(name, "htmx.org/dist/htmx.min.js");
    cache.set(name, file ? readFileSync(file, "utf8") : null);
  }
  const body = cache.get(name);
  return body ? ["text/javascript; charset=utf-8", body] : null;
}
