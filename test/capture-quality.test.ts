// Capture quality on the shared real transcripts: the benchmark (bench/capture.mjs) run on the built
// CLI must keep fact recall at or above the recorded floor and misleading items at or below it, for
// each set of bench/capture/floors.json: the tuning set (labels/, whose rules were tuned on it) and the
// second labels of the tuning sessions (labels-b/, another labeller's facts), the held-out set
// (held-out/, other projects; run with --quiet: only its totals) and its second labels (held-out-b/), and its
// scoring must behave as documented.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  commandAction,
  mismatchedFailedAttempt,
  packUnits,
  recallOf,
  scoreTranscript,
} from "../bench/capture/score.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const DATA = join(ROOT, "..", "shared", "data");
const BENCH = join(ROOT, "bench", "capture.mjs");
interface Floor {
  recall: number;
  maxMisleading: number;
}
const floors = JSON.parse(readFileSync(join(ROOT, "bench", "capture", "floors.json"), "utf8")) as {
  tuning: Floor;
  tuningB: Floor;
  heldOut: Floor;
  heldOutB: Floor;
};
const hasData = existsSync(join(DATA, "claude-code", "transcripts"));
if (!hasData)
  console.warn(`skipping capture-quality benchmark test: ${DATA} is absent (needs ../shared/data)`);

function bench(args: string[]) {
  return spawnSync(process.execPath, [BENCH, ...args], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
}

/**
 * Runs the bench on one label folder with `--quiet --json` (totals only) and checks its floor, that every
 * transcript and fact was scored, and that no pack went over its 1,500-token budget.
 */
function expectQuietSet(
  folder: string,
  set: string,
  floor: Floor,
  min: { transcripts: number; facts: number },
) {
  const run = bench(["--labels", join(ROOT, "bench", "capture", folder), "--set", set, "--quiet", "--json"]);
  expect(run.status, run.stderr).toBe(0);
  const { summary } = JSON.parse(run.stdout) as {
    summary: {
      transcripts: number;
      recall: number;
      found: number;
      total: number;
      misleading: number;
      packTokensMax: number;
    };
  };
  expect(summary.transcripts).toBeGreaterThanOrEqual(min.transcripts);
  expect(summary.total).toBeGreaterThanOrEqual(min.facts);
  expect(
    summary.recall,
    `${set} recall ${summary.found}/${summary.total} fell below the floor in bench/capture/floors.json`,
  ).toBeGreaterThanOrEqual(floor.recall);
  expect(summary.misleading, `${set} misleading items`).toBeLessThanOrEqual(floor.maxMisleading);
  expect(summary.packTokensMax).toBeLessThanOrEqual(1500);
}

describe.skipIf(!hasData)("capture quality on the shared real transcripts (built CLI)", () => {
  it("tuning set: keeps recall and misleading items within the recorded floors, inside the pack budget", () => {
    const run = bench(["--json", "--set", "tuning"]);
    expect(run.status, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout) as {
      summary: { recall: number; found: number; total: number; misleading: number };
      transcripts: Array<{
        label: string;
        pack: { tokens: number; budget: number };
        misleading: Array<{ id: string; evidence: string }>;
      }>;
    };
    expect(out.transcripts.length).toBeGreaterThanOrEqual(15);
    expect(out.summary.total).toBeGreaterThanOrEqual(190);
    expect(
      out.summary.recall,
      `tuning recall ${out.summary.found}/${out.summary.total} fell below the floor in bench/capture/floors.json`,
    ).toBeGreaterThanOrEqual(floors.tuning.recall);
    const found = out.transcripts.flatMap((t) => t.misleading.map((m) => `${t.label}:${m.id}`));
    expect(found.length, `misleading items: ${found.join(", ")}`).toBeLessThanOrEqual(
      floors.tuning.maxMisleading,
    );
    for (const t of out.transcripts) {
      expect(t.pack.budget).toBe(1500);
      expect(t.pack.tokens, t.label).toBeLessThanOrEqual(t.pack.budget);
    }
  }, 600_000);

  it("second labels of the tuning sessions (labels-b/): recall and misleading items within their floors", () => {
    expectQuietSet("labels-b", "tuning-b", floors.tuningB, { transcripts: 15, facts: 180 });
  }, 600_000);

  it("held-out set: keeps recall and misleading items within the recorded floors (totals only)", () => {
    expectQuietSet("held-out", "held-out", floors.heldOut, { transcripts: 10, facts: 150 });
  }, 600_000);

  it("second labels of the held-out sessions (held-out-b/): within their floors (totals only)", () => {
    expectQuietSet("held-out-b", "held-out-b", floors.heldOutB, { transcripts: 10, facts: 138 });
  }, 600_000);

  it("exits 1 when recall is under --floor-recall, 0 when at or above it", () => {
    const fail = bench(["--only", "55604662", "--floor-recall", "1.01"]);
    expect(fail.status).toBe(1);
    expect(fail.stdout).toMatch(/FAIL: recall \d\.\d{3} < floor 1\.01/);
    const pass = bench(["--only", "55604662", "--floor-recall", "0", "--max-misleading", "100"]);
    expect(pass.status).toBe(0);
  }, 60_000);
});

describe("capture benchmark scoring", () => {
  const label = {
    facts: [
      { id: "a", kind: "state", statement: "", query: "q", mustMatch: ["epic", "closed"] },
      { id: "b", kind: "gotcha", statement: "", query: "q", mustMatch: ["guard", "Access\\.get"] },
      { id: "c", kind: "gotcha", statement: "", query: "q", mustMatch: ["sobelow"] },
    ],
    misleading: [
      { id: "m1", statement: "", mustNotMatch: "background task completed", in: "pack" as const },
      { id: "m2", statement: "", mustNotMatch: "app\\.js", types: ["todo"] },
    ],
  };

  it("finds a fact only when all its patterns match one pack line or one search result", () => {
    const packText = "## Last session\nIntent: close the epic\nEnded with: all closed";
    const r = scoreTranscript(label, {
      packText,
      memories: [],
      searches: {
        b: [
          { id: "m_1", type: "bug_note", text: "guard clause failed\nunrelated" },
          { id: "m_2", type: "bug_note", text: "cannot invoke Access.get inside a guard" },
        ],
      },
    });
    expect(r.facts.map((f) => [f.id, f.found])).toEqual([
      ["a", null],
      ["b", "search#2"],
      ["c", null],
    ]);
    expect(recallOf(r.facts)).toMatchObject({
      found: 1,
      total: 3,
      perKind: { gotcha: { found: 1, total: 2 } },
    });
  });

  it("splits the facts into stored (capture ceiling) and, of those, missed by search, pack or both", () => {
    const r = scoreTranscript(label, {
      packText: "Intent: close the epic\nEnded with: all closed",
      memories: [
        { id: "m_1", type: "task_summary", title: "epic closed" },
        { id: "m_2", type: "bug_note", title: "guard", body: "cannot call Access.get in a guard" },
      ],
      searches: { a: [{ id: "m_1", type: "task_summary", text: "epic closed" }] },
    });
    expect(r.facts.map((f) => [f.id, f.stored, f.inPack, f.inSearch])).toEqual([
      ["a", true, false, true],
      ["b", true, false, false],
      ["c", false, false, false],
    ]);
    expect(recallOf(r.facts).loss).toEqual({
      stored: 2,
      missedSearch: 1,
      missedPack: 2,
      missedBoth: 1,
      unstoredFound: 0,
      unstored: 1,
    });
    const excerpts = scoreTranscript(label, {
      packText: "",
      memories: [],
      searches: {},
      stored: ["the sobelow check"],
    });
    expect(excerpts.facts.map((f) => f.stored)).toEqual([false, false, true]);
  });

  it("scopes misleading checks to the pack or to memories of the given types", () => {
    const r = scoreTranscript(label, {
      packText: "Ended with: Background task completed successfully",
      memories: [
        { id: "m_1", type: "bug_note", title: "edit app.js" },
        { id: "m_2", type: "todo", title: "Update app.js hook" },
      ],
      searches: {},
    });
    expect(r.misleading.map((m) => [m.id, m.where])).toEqual([
      ["m1", "pack"],
      ["m2", "m_2 (todo)"],
    ]);
    const clean = scoreTranscript(label, {
      packText: "Ended with: committed",
      memories: [{ id: "m_1", type: "bug_note", title: "background task completed; app.js" }],
      searches: {},
    });
    expect(clean.misleading).toEqual([]);
  });

  it("joins indented continuation lines to the line above, keeping bullets apart", () => {
    expect(packUnits("- a\n  more of a\n- b\n\nc")).toEqual(["- a more of a", "- b", "c"]);
  });

  it("reads a command's program and path-like targets", () => {
    expect(commandAction("cd /x/y && mix test test/a_test.exs 2>&1 | tail -5")).toEqual({
      program: "mix test",
      targets: ["test/a_test.exs"],
    });
    expect(commandAction("npx vitest run")).toEqual({ program: "npx vitest run", targets: [] });
    expect(commandAction("git push --set-upstream origin dov")).toEqual({ program: "git push", targets: [] });
  });

  it("flags failed attempts that pair different programs or targets, not a changed flag on the same action", () => {
    const fa = (title: string) => mismatchedFailedAttempt({ id: "m", type: "failed_attempt", title });
    expect(
      fa("`mix test test/x/transcript_renderer_test.exs` failed; `npx vitest run` worked instead"),
    ).toMatch(/different programs/);
    expect(
      fa("`mix credo --strict lib/a.ex` failed; `mix credo --strict lib/b.ex lib/c.ex` worked instead"),
    ).toMatch(/different targets/);
    expect(fa("`git push` failed; `git push --set-upstream origin dov` worked instead")).toBeNull();
    expect(fa("`npm run build` failed; `npm run build -- --no-lint` worked instead")).toBeNull();
    expect(
      mismatchedFailedAttempt({
        id: "m",
        type: "bug_note",
        title: "`mix test a.exs` failed; `npx vitest` passed",
      }),
    ).toBeNull();
  });
});
