/** Who captures on this machine, when a store is shared by several (`store.capturedBy` overrides it). */
import { hostname, userInfo } from "node:os";

/** `user@host` of this process (os.userInfo().username, os.hostname()); "unknown" parts when unreadable. */
export function machineAuthor(): string {
  let user = "unknown";
  try {
    user = userInfo().username || user;
  } catch {
    // no passwd entry for this uid
  }
  return `${user}@${hostname() || "unknown"}`;
}
