import { spawn } from "node:child_process";
import { resolveProject } from "../../app/env/project.js";
import { startWebServer } from "../../web/server.js";
import type { Command } from "../context.js";
import { intOption } from "../project-option.js";

/** Opens `url` in the desktop browser when there is one (xdg-open / open / start); never fails. */
function openBrowser(url: string, env: NodeJS.ProcessEnv): boolean {
  const cmd =
    process.platform === "darwin"
      ? ["open", url]
      : process.platform === "win32"
        ? ["cmd", "/c", "start", "", url]
        : env.DISPLAY || env.WAYLAND_DISPLAY
          ? ["xdg-open", url]
          : null;
  if (!cmd) return false;
  try {
    const child = spawn(cmd[0] as string, cmd.slice(1), { stdio: "ignore", detached: true, env });
    child.on("error", () => {});
    child.unref();
    return true;
  } catch {
    return false;
  }
}

export const ui: Command = {
  name: "ui",
  summary: "Open the review dashboard (a local web app; Ctrl-C stops it)",
  usage: "cairn ui [--port N] [--host H] [--allow-remote] [--no-open]",
  options: {
    port: { type: "string" },
    host: { type: "string" },
    "allow-remote": { type: "boolean" },
    "no-open": { type: "boolean" },
  },
  async run(ctx, v) {
    const store = ctx.store();
    const here = resolveProject(ctx.cwd);
    const server = await startWebServer(
      {
        store,
        home: ctx.paths.home,
        env: ctx.env,
        now: () => ctx.now(),
        defaultProject: (await store.getProject(here.id)) ? here.id : null,
      },
      {
        host: typeof v.host === "string" ? v.host : "127.0.0.1",
        port: intOption(v.port, "port", 0, 0, 65_535),
        allowRemote: v["allow-remote"] === true,
      },
    );
    ctx.io.stdout(`Cairn dashboard: ${server.url}\n(the link works once; Ctrl-C stops the server)\n`);
    if (v["no-open"] !== true && !openBrowser(server.url, ctx.env))
      ctx.io.stdout("No desktop browser found: open the link above yourself.\n");
    await new Promise<void>((resolve) => {
      const stop = () => {
        process.off("SIGINT", stop);
        process.off("SIGTERM", stop);
        resolve();
      };
      process.on("SIGINT", stop);
      process.on("SIGTERM", stop);
    });
    await server.close();
    ctx.io.stdout("Cairn dashboard stopped.\n");
    return 0;
  },
};
