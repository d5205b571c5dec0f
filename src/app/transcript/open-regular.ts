/**
 * Opens a file for reading only when it is a regular file. The open is non-blocking (O_NONBLOCK),
 * so a FIFO or a device named as a transcript never blocks the hook, and fstat on the opened
 * descriptor decides (no check-then-open race). Returns null when the path is missing, unreadable
 * or not a regular file; the caller closes the descriptor.
 */
import { closeSync, constants, fstatSync, openSync } from "node:fs";

export function openRegularFile(path: string): { fd: number; size: number } | null {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch {
    // absent, unreadable or a FIFO that would block: null, as documented
    return null;
  }
  try {
    const st = fstatSync(fd);
    if (st.isFile()) return { fd, size: st.size };
  } catch {
    // fall through: close and refuse
  }
  closeSync(fd);
  return null;
}
