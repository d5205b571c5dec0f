// A `.draining` claim left by a drain whose process died is taken over at once; a claim whose
// owner still runs is left to it until the stale timeout.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitDrain, drainSpool } from "../../src/app/capture/spool.js";
import { processStart } from "../../src/app/capture/spool-owner.js";
import { tempDir } from "../support/temp.js";

let tmp: { path: string; cleanup: () => void };
beforeAll(() => {
  tmp = tempDir("cairn-spool-claims-");
});
afterAll(() => tmp?.cleanup());

const line = (id: string) =>
  `${JSON.stringify({ sessionId: "s", ts: "2026-01-01T00:00:00.000Z", kind: "tool", event: "PostToolUse", tool: "Bash", toolUseId: id })}\n`;

/** The pid of a process that has exited (and is reaped), so no process has it now. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
    encoding: "utf8",
  });
  return Number(r.stdout);
}

const HOUR = 3_600_000;

describe("claims of dead drains", () => {
  it("takes over a claim whose owner process has exited, without waiting for the stale timeout", () => {
    const dir = join(tmp.path, "dead");
    mkdirSync(dir);
    writeFileSync(join(dir, `s.${deadPid()}.${Date.now()}.1.draining`), line("orphaned"));
    const d = drainSpool(dir, "s", HOUR);
    expect(d.events.map((e) => e.toolUseId)).toEqual(["orphaned"]);
    commitDrain(d);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("takes over a claim whose pid now belongs to another process (different start time)", () => {
    const dir = join(tmp.path, "reused");
    mkdirSync(dir);
    const start = processStart(process.ppid);
    if (start === "0") return console.warn("skipping: /proc is unavailable, start times cannot be compared");
    writeFileSync(join(dir, `s.${process.ppid}.${Date.now()}.${Number(start) + 1}.draining`), line("reused"));
    expect(drainSpool(dir, "s", HOUR).events.map((e) => e.toolUseId)).toEqual(["reused"]);
  });

  it("leaves a fresh claim of a live owner alone, and takes it once stale", () => {
    const dir = join(tmp.path, "live");
    mkdirSync(dir);
    const owner = process.ppid; // alive for the whole test
    writeFileSync(join(dir, `s.${owner}.${Date.now()}.${processStart(owner)}.draining`), line("busy"));
    expect(drainSpool(dir, "s", HOUR).events).toEqual([]);
    expect(drainSpool(dir, "s", -1).events.map((e) => e.toolUseId)).toEqual(["busy"]);
  });
});
