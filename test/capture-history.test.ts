// Capture precision across a project's history: bench/capture-history.mjs imports each tuning history's
// sessions in time order into one home (the built CLI) and must keep fact recall at or above the floor
// and misleading items at or below it (bench/capture/floors.json `history`). There is no held-out
// history: every history is built from tuning-set sessions.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const DATA = join(ROOT, "..", "shared", "data");
const floors = JSON.parse(readFileSync(join(ROOT, "bench", "capture", "floors.json"), "utf8")) as {
  history: { recall: number; maxMisleading: number };
};
const hasData = existsSync(join(DATA, "claude-code", "transcripts"));
if (!hasData)
  console.warn(`skipping capture-history benchmark test: ${DATA} is absent (needs ../shared/data)`);

describe.skipIf(!hasData)("capture precision across a project's history (built CLI)", () => {
  it("keeps recall and misleading items within the recorded floors", () => {
    const run = spawnSync(process.execPath, [join(ROOT, "bench", "capture-history.mjs"), "--json"], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.status, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout) as {
      summary: { histories: number; recall: number; found: number; total: number };
      histories: Array<{ name: string; imports: unknown[]; misleading: Array<{ id: string }> }>;
    };
    expect(out.summary.histories).toBeGreaterThanOrEqual(2);
    for (const h of out.histories) expect(h.imports.length, h.name).toBeGreaterThanOrEqual(4);
    expect(
      out.summary.recall,
      `history recall ${out.summary.found}/${out.summary.total} fell below the floor in bench/capture/floors.json`,
    ).toBeGreaterThanOrEqual(floors.history.recall);
    const found = out.histories.flatMap((h) => h.misleading.map((m) => `${h.name}:${m.id}`));
    expect(found.length, `misleading items: ${found.join(", ")}`).toBeLessThanOrEqual(
      floors.history.maxMisleading,
    );
  }, 900_000);
});
