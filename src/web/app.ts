/**
 * The dashboard application (Hono): the request guard first (security.ts), then the pages. Every
 * page calls app use cases on the store in `deps`; nothing here keeps state between requests except
 * the guard's tokens.
 */
import { Hono } from "hono";
import { CairnError } from "../core/common/errors.js";
import { asset } from "./assets.js";
import type { WebDeps } from "./deps.js";
import { noticeMiddleware } from "./notice.js";
import { chartRoutes } from "./routes/charts.js";
import { memoryRoutes } from "./routes/memories.js";
import { memoryDetailRoutes } from "./routes/memory-detail.js";
import { packRoutes } from "./routes/pack.js";
import { sessionRoutes } from "./routes/sessions.js";
import { settingsRoutes } from "./routes/settings.js";
import { workspaceRoutes } from "./routes/workspace.js";
import { type Guard, guardMiddleware } from "./security.js";

export function createWebApp(deps: WebDeps, guard: Guard): Hono {
  const app = new Hono();
  app.use("*", guardMiddleware(guard));
  app.use("*", noticeMiddleware());
  app.get("/", (c) => c.redirect("/memories", 303));
  app.get("/assets/:name", (c) => {
    const a = asset(c.req.param("name"));
    if (!a) return c.text("not found\n", 404);
    return c.body(a[1], 200, { "content-type": a[0], "cache-control": "no-cache" });
  });
  memoryRoutes(app, deps);
  memoryDetailRoutes(app, deps);
  packRoutes(app, deps);
  sessionRoutes(app, deps);
  workspaceRoutes(app, deps);
  chartRoutes(app, deps);
  settingsRoutes(app, deps);
  app.onError((err, c) => {
    if (err instanceof CairnError && (err.code === "INVALID_INPUT" || err.code === "NOT_FOUND"))
      return c.text(`cairn ui: ${err.message}\n`, err.code === "NOT_FOUND" ? 404 : 400);
    return c.text(`cairn ui: internal error: ${err.message}\n`, 500);
  });
  return app;
}
