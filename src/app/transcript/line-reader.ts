/**
 * Streams a file as lines with exact byte offsets (manual chunked splitter over Buffers, so
 * multi-byte UTF-8 never splits and memory stays at one chunk plus one line). A final line
 * without "\n" is yielded with `terminated: false` so the caller can decide whether it is complete.
 */
import { createReadStream } from "node:fs";

export interface FileLine {
  /** Line text without the trailing "\n" / "\r\n". */
  text: string;
  /** Byte offset just past this line's "\n" (or end of file for an unterminated line). */
  end: number;
  /** false only for a last line with no newline after it. */
  terminated: boolean;
}

const NEWLINE = 0x0a;

export interface ReadLinesOptions {
  /** An open descriptor to read instead of opening `path`; left open (the caller closes it). */
  fd?: number;
  /** Byte offset to stop before (exclusive); default: the end of the file. */
  end?: number;
}

/**
 * Yields the lines of `path` starting at byte `start` (which must be a line boundary), up to
 * `opts.end` (a line cut there is yielded with `terminated: false`). `onChunk(bytesRead)` reports
 * the bytes read so far in this call. Errors: fs errors from createReadStream (ENOENT, EACCES, …)
 * propagate.
 */
export async function* readLines(
  path: string,
  start: number,
  onChunk?: (bytesRead: number) => void,
  opts: ReadLinesOptions = {},
): AsyncGenerator<FileLine> {
  if (opts.end !== undefined && opts.end <= start) return;
  let pending: Buffer[] = [];
  let pendingStart = start;
  let position = start;
  for await (const chunk of createReadStream(path, {
    start,
    // createReadStream's `end` is inclusive
    ...(opts.end === undefined ? {} : { end: opts.end - 1 }),
    ...(opts.fd === undefined ? {} : { fd: opts.fd, autoClose: false }),
    highWaterMark: 1 << 20,
  }) as AsyncIterable<Buffer>) {
    let from = 0;
    let nl = chunk.indexOf(NEWLINE, from);
    while (nl !== -1) {
      const piece = chunk.subarray(from, nl);
      const line = pending.length === 0 ? piece : Buffer.concat([...pending, piece]);
      pending = [];
      const end = position + nl + 1;
      yield { text: decode(line), end, terminated: true };
      pendingStart = end;
      from = nl + 1;
      nl = chunk.indexOf(NEWLINE, from);
    }
    if (from < chunk.length) pending.push(chunk.subarray(from));
    position += chunk.length;
    onChunk?.(position - start);
  }
  if (pending.length > 0) {
    const line = Buffer.concat(pending);
    yield { text: decode(line), end: pendingStart + line.length, terminated: false };
  }
}

function decode(line: Buffer): string {
  const len = line.length > 0 && line[line.length - 1] === 0x0d ? line.length - 1 : line.length;
  return line.toString("utf8", 0, len);
}
