/**
 * Whether a process with this pid exists: signal 0 probes without delivering anything (POSIX kill(2));
 * EPERM means it exists but belongs to another user, so it counts as alive. Used to tell a stale claim
 * or lock (its owner gone) from a live one.
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
