/**
 * A compaction summary's error note whose named program the session's own failures disprove: its title
 * names a program the session ran and a POSIX error name ("EPERM", "ENOENT"), no failure of that
 * program ever showed the code, and another command's failure did. Claude's retelling misplaced the
 * cause; the note is re-titled with the error line and command that did fail (its fix is kept as told).
 * Structure only: programs come from the session's own shell commands (core/capture/command-shape), codes
 * from POSIX's closed list of error names (below). Pure; linear in events and notes.
 */
import { isCommandTool } from "../agents/tool-kinds.js";
import { clip } from "../common/text.js";
import { displayCommand, programName, stepPrograms } from "./command-shape.js";
import type { ActivityEvent } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";

/**
 * The error numbers' symbolic names of POSIX.1-2017 (IEEE Std 1003.1-2017) `<errno.h>`, a closed public list: the codes Node, Python, libc and shells print for system-call
 * failures. Upper-case tokens outside it (environment variable names, a project's own constants) are not
 * codes.
 */
const ERRNO_NAMES =
  "E2BIG EACCES EADDRINUSE EADDRNOTAVAIL EAFNOSUPPORT EAGAIN EALREADY EBADF EBADMSG EBUSY ECANCELED ECHILD " +
  "ECONNABORTED ECONNREFUSED ECONNRESET EDEADLK EDESTADDRREQ EDOM EDQUOT EEXIST EFAULT EFBIG EHOSTUNREACH " +
  "EIDRM EILSEQ EINPROGRESS EINTR EINVAL EIO EISCONN EISDIR ELOOP EMFILE EMLINK EMSGSIZE EMULTIHOP " +
  "ENAMETOOLONG ENETDOWN ENETRESET ENETUNREACH ENFILE ENOBUFS ENODATA ENODEV ENOENT ENOEXEC ENOLCK ENOLINK " +
  "ENOMEM ENOMSG ENOPROTOOPT ENOSPC ENOSR ENOSTR ENOSYS ENOTCONN ENOTDIR ENOTEMPTY ENOTRECOVERABLE " +
  "ENOTSOCK ENOTSUP ENOTTY ENXIO EOPNOTSUPP EOVERFLOW EOWNERDEAD EPERM EPIPE EPROTO EPROTONOSUPPORT " +
  "EPROTOTYPE ERANGE EROFS ESPIPE ESRCH ESTALE ETIME ETIMEDOUT ETXTBSY EWOULDBLOCK EXDEV";
const ERRNO = new Set(ERRNO_NAMES.split(" "));

/** The POSIX error names a title holds (EPERM, ENOENT, ECONNREFUSED), in order. */
const codesOf = (title: string): string[] =>
  (title.match(/\bE[A-Z0-9]{1,14}\b/g) ?? []).filter((t) => ERRNO.has(t));

interface Failure {
  programs: Set<string>;
  command: string;
  error: string;
}

const programsOf = (command: string): string[] =>
  stepPrograms(command).map((p) => programName(p.split(" ")[0] ?? "").toLowerCase());

/** The compaction notes re-titled where the session's failures show another command failed with the code. */
export function withPlacedCauses(drafts: MemoryDraft[], events: readonly ActivityEvent[]): MemoryDraft[] {
  if (!drafts.some((d) => d.tags.includes("compaction"))) return drafts;
  const ran = new Set<string>();
  const failures: Failure[] = [];
  for (const e of events) {
    if (e.kind !== "tool" || e.tool === null || !isCommandTool(e.tool) || !e.command) continue;
    const programs = programsOf(e.command);
    for (const p of programs) ran.add(p);
    if (e.ok === false && e.error)
      failures.push({ programs: new Set(programs), command: e.command, error: e.error });
  }
  return drafts.map((d) => (d.tags.includes("compaction") ? placed(d, ran, failures) : d));
}

function placed(d: MemoryDraft, ran: Set<string>, failures: readonly Failure[]): MemoryDraft {
  const codes = codesOf(d.title);
  if (codes.length === 0) return d;
  const named = new Set(
    d.title
      .toLowerCase()
      .split(/[^a-z0-9_.-]+/)
      .filter((w) => w.length >= 3 && ran.has(w)),
  );
  if (named.size === 0) return d;
  const shows = (f: Failure) => codes.some((c) => f.error.includes(c));
  if (failures.some((f) => shows(f) && [...f.programs].some((p) => named.has(p)))) return d;
  const actual = failures.find(shows);
  if (!actual) return d;
  return {
    ...d,
    title: clip(`${actual.error} (\`${clip(displayCommand(actual.command), 100)}\`)`, 300),
    body: `${d.body}\nThe error came from \`${clip(displayCommand(actual.command), 200)}\`, not from the program the summary named.`,
  };
}
