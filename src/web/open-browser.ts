/** Opens a URL in the desktop browser when there is one (open / start / xdg-open); never fails. */
import { spawn } from "node:child_process";

export function openBrowser(url: string, env: NodeJS.ProcessEnv): boolean {
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
    // no browser opener on this machine: the caller says to open the link by hand
    return false;
  }
}
