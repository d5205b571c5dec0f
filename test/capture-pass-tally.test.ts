// What a passing test run reported (core/capture/pass-tally): its runner's counts, kept on the verified
// command it becomes — on the record shapes real 2.x transcripts hold (test/support/capture-records.ts),
// in two stacks (a pnpm/Vitest monorepo, Elixir with ExUnit) and for pytest and cargo.
import { describe, expect, it } from "vitest";
import { passNote, passTally } from "../src/core/capture/pass-tally.js";
import { Transcript } from "./support/capture-records.js";

const verified = (t: Transcript, title: RegExp) =>
  t.capture().drafts.find((d) => d.type === "verified_command" && title.test(d.title));

const VITEST = [
  "$ pnpm --filter @hub/api test",
  "$ vitest run",
  "",
  " RUN  v4.1.7 /srv/hub/apps/api",
  "",
  " Test Files  2 passed (2)",
  "      Tests  12 passed (12)",
  "   Start at  18:43:38",
  "   Duration  949ms (transform 219ms, setup 0ms, import 671ms, tests 99ms, environment 0ms)",
].join("\n");

describe("what a passing test run reported", () => {
  it("pnpm monorepo with Vitest: the verified command says how many tests passed", () => {
    const t = new Transcript("/srv/hub")
      .user("add tests for the api")
      .ok("pnpm test", VITEST)
      .say("All tests pass.");
    expect(verified(t, /^pnpm test$/)?.body).toMatch(
      /passed \(exit 0\)\. It reported: 12 passed \(running `pnpm --filter @hub\/api test`, then `vitest run`\)\.$/,
    );
  });

  it("Elixir with ExUnit: the last run's counts, not an earlier one's", () => {
    const t = new Transcript("/home/dev/spotter")
      .user("fix the renderer")
      .ok("mix test", "Finished in 1.2 seconds\n84 tests, 0 failures\n\nRandomized with seed 1")
      .ok("mix test", "Finished in 3.0 seconds (0.4s async)\n410 tests, 0 failures, 2 skipped")
      .say("Done.");
    expect(verified(t, /^mix test$/)?.body).toMatch(/It reported: 410 tests, 0 failures, 2 skipped\.$/);
  });

  it("a build or a run without counts keeps the plain body", () => {
    const t = new Transcript("/srv/hub")
      .user("build it")
      .ok("pnpm build", "12 passed checks\nCompiled successfully")
      .ok("mix test", "Compiling 3 files (.ex)\nGenerated spotter app")
      .say("Built.");
    expect(verified(t, /^pnpm build$/)?.body).not.toMatch(/reported/);
    expect(verified(t, /^mix test$/)?.body).not.toMatch(/reported/);
  });

  it("passTally reads the runner's closing line; a counted failure is no pass", () => {
    expect(passTally("===== 31 passed in 0.39s =====")).toBe("31 passed");
    expect(passTally("test result: ok. 31 passed; 0 failed; 0 ignored")).toBe("31 passed, 0 failed");
    expect(passTally("Tests  4 failed | 31 passed (35)")).toBeNull();
    // the closing line wins over counts printed earlier
    expect(passTally("3 tests collected\n==== 1 failed, 2 passed ====")).toBeNull();
    expect(passTally("Compiled in 2s")).toBeNull();
    expect(passNote("pytest -q", "2 passed in 0.1s")).toBe("tally: 2 passed");
    // npm echoes its `> name@version script` header, then the script's command
    expect(passNote("npm test", "\n> todo@0.1.0 test\n> jest\n\nTests:       5 passed, 5 total")).toBe(
      "tally: 5 passed, 5 total :: ran: jest",
    );
    // only test runs: a lint or build line that counts things is not a test tally
    expect(passNote("cargo build", "12 passed")).toBeNull();
  });
});
