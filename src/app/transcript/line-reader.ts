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
  for await (const batch of readLineBatches(path, start, onChunk, opts)) yield* batch;
}

/**
 * readLines, one array per chunk read (≈ 1 MiB): the lines that chunk completed. For callers that
 * process every line, it saves an await per line.
 */
export async function* readLineBatches(
  path: string,
  start: number,
  onChunk?: (bytesRead: number) => void,
  opts: ReadLinesOptions = {},
): AsyncGenerator<FileLine[]> {
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
    const batch: FileLine[] = [];
    let from = 0;
    let nl = chunk.indexOf(NEWLINE, from);
    while (nl !== -1) {
      const end = position + nl + 1;
      let text: string;
      if (pending.length === 0) text = decode(chunk, from, nl);
      else {
        const line = Buffer.concat([...pending, chunk.subarray(from, nl)]);
        text = decode(line, 0, line.length);
      }
      pending = [];
      batch.push({ text, end, terminated: true });
      pendingStart = end;
      from = nl + 1;
      nl = chunk.indexOf(NEWLINE, from);
    }
    if (from < chunk.length) pending.push(chunk.subarray(from));
    position += chunk.length;
    if (batch.length > 0) yield batch;
    onChunk?.(position - start);
  }
  if (pending.length > 0) {
    const line = Buffer.concat(pending);
    yield [{ text: decode(line, 0, line.length), end: pendingStart + line.length, terminated: false }];
  }
}

/** UTF-8 text of `buf[from, to)` without a trailing "\r". */
function decode(buf: Buffer, from: number, to: number): string {
  return buf.toString("utf8", from, to > from && buf[to - 1] === 0x0d ? to - 1 : to);
}
