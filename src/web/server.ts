/**
 * Starts the dashboard's HTTP server (@hono/node-server) on a loopback address (port 0 = a free port
 * chosen by the OS). A non-loopback host is refused unless `allowRemote`. Returns the URL carrying the
 * one-time token and a `close()` that ends open connections (live streams included).
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { CairnError } from "../core/common/errors.js";
import { createWebApp } from "./app.js";
import type { WebDeps } from "./deps.js";
import { allowHosts, createGuard, type Guard } from "./security.js";

export interface WebServerOptions {
  host: string;
  /** 0 = any free port. */
  port: number;
  allowRemote: boolean;
}

export interface RunningWebServer {
  /** http://host:port/?token=… (the token works once). */
  url: string;
  origin: string;
  guard: Guard;
  close(): Promise<void>;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

export function isLoopback(host: string): boolean {
  return LOOPBACK.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export async function startWebServer(
  deps: Omit<WebDeps, "csrf">,
  opts: WebServerOptions,
): Promise<RunningWebServer> {
  if (!isLoopback(opts.host) && !opts.allowRemote)
    throw new CairnError(
      "INVALID_INPUT",
      `--host ${opts.host} is not a loopback address; add --allow-remote to serve it (the token stays required)`,
    );
  const guard = createGuard();
  const app = createWebApp({ ...deps, csrf: guard.csrf }, guard);
  const host = opts.host === "localhost" ? "127.0.0.1" : opts.host.replace(/^\[|\]$/g, "");
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, hostname: host, port: opts.port }, () => resolve(s));
    s.once("error", (err: Error) =>
      reject(new CairnError("INVALID_INPUT", `cannot listen on ${host}:${opts.port}: ${err.message}`)),
    );
  });
  const port = (server.address() as AddressInfo).port;
  allowHosts(guard, host, port);
  const origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  return {
    url: `${origin}/?token=${guard.urlToken}`,
    origin,
    guard,
    close: () =>
      new Promise<void>((resolve) => {
        const s = server as unknown as { closeAllConnections?: () => void };
        server.close(() => resolve());
        s.closeAllConnections?.();
      }),
  };
}
