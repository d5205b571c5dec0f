// Lost events: appends racing with drains. A PostToolUse append whose open() came before a drain's
// rename must still be stored: forced deterministically (a drain between open and write), then with
// 8 writer processes × 200 events and concurrent drains. Zero lost.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitDrain, drainSpool } from "../../src/app/capture/spool.js";
import { appendHooks, appendSpool } from "../../src/app/capture/spool-append.js";
import { ROOT } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

let tmp: { path: string; cleanup: () => void };
beforeAll(() => {
  tmp = tempDir("cairn-spool-race-");
});
afterAll(() => tmp?.cleanup());

const event = (sessionId: string, id: string) => ({
  sessionId,
  ts: new Date().toISOString(),
  kind: "tool" as const,
  event: "PostToolUse",
  tool: "Bash",
  toolUseId: id,
  command: "npm test",
  ok: true,
});

/** Drains everything claimable now, recording the tool_use_ids read. */
function drainInto(dir: string, sid: string, seen: Set<string>): void {
  const d = drainSpool(dir, sid);
  for (const e of d.events) if (e.toolUseId) seen.add(e.toolUseId);
  commitDrain(d);
}

describe("spool appends racing with a drain", () => {
  it("re-appends a line whose file was claimed and read between its open and its write", () => {
    const dir = join(tmp.path, "forced");
    const seen = new Set<string>();
    appendSpool(dir, event("s1", "before"));
    let drains = 0;
    appendHooks.afterOpen = () => {
      // the slow appender: a whole drain (rename, read, delete) runs after its open()
      if (drains++ === 0) drainInto(dir, "s1", seen);
    };
    try {
      appendSpool(dir, event("s1", "raced"));
    } finally {
      appendHooks.afterOpen = undefined;
    }
    expect(drains).toBe(1);
    // the line landed in the claimed file after it was read; the appender noticed and published it again
    expect(seen).toEqual(new Set(["before"]));
    drainInto(dir, "s1", seen);
    expect(seen).toEqual(new Set(["before", "raced"]));
  });

  it("loses none of 8 writers × 200 events while drains run concurrently", async () => {
    const dir = join(tmp.path, "parallel");
    const lib = join(tmp.path, "spool-append.mjs");
    await build({
      entryPoints: [join(ROOT, "src/app/capture/spool-append.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      outfile: lib,
      logLevel: "silent",
    });
    const writer = join(tmp.path, "writer.mjs");
    // each writer sleeps a random 0–2 ms between open() and write(), widening the race window
    writeFileSync(
      writer,
      `import { appendHooks, appendSpool } from ${JSON.stringify(lib)};
const [dir, w, n] = process.argv.slice(2);
const pause = new Int32Array(new SharedArrayBuffer(4));
appendHooks.afterOpen = () => Atomics.wait(pause, 0, 0, Math.random() * 2);
for (let i = 0; i < Number(n); i++)
  appendSpool(dir, { sessionId: "race", ts: new Date().toISOString(), kind: "tool", event: "PostToolUse", tool: "Bash", toolUseId: w + "-" + i, ok: true });
`,
    );
    const WRITERS = 8;
    const EVENTS = 200;
    const seen = new Set<string>();
    const running = Array.from(
      { length: WRITERS },
      (_, w) =>
        new Promise<number | null>((resolve) =>
          spawn(process.execPath, [writer, dir, String(w), String(EVENTS)], { stdio: "ignore" }).on(
            "exit",
            resolve,
          ),
        ),
    );
    let done = false;
    const all = Promise.all(running).then((codes) => {
      done = true;
      return codes;
    });
    let drains = 0;
    while (!done) {
      drainInto(dir, "race", seen);
      drains++;
      await new Promise((r) => setImmediate(r));
    }
    expect(await all).toEqual(Array(WRITERS).fill(0));
    drainInto(dir, "race", seen);
    expect(drains).toBeGreaterThan(1);
    expect(seen.size).toBe(WRITERS * EVENTS);
  });
});
