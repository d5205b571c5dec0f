/**
 * A writable stream that says it is a terminal (isTTY, columns) and records what is written to it: what
 * the CLI's progress bars draw on in tests (readline's cursor moves only need `write`).
 */
import { Writable } from "node:stream";

export class FakeTty extends Writable {
  readonly isTTY = true;
  readonly columns = 100;
  readonly rows = 40;
  text = "";

  override _write(chunk: Buffer | string, _enc: BufferEncoding, done: (err?: Error | null) => void): void {
    this.text += chunk.toString();
    done();
  }
}
