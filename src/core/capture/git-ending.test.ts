// What git output says at the end of a session: the pull request a push offered and the files the
// last `git status` showed (core/capture/tool-detail outputNote → summary gitEnding).
import { describe, expect, it } from "vitest";
import { ev } from "./capture.fixtures.js";
import { gitEnding, readyAtEnd, summarizeSession } from "./summary.js";
import { outputNote } from "./tool-detail.js";

const PUSH = [
  "remote: ",
  "remote: Create a pull request for 'spotter-dov' on GitHub by visiting:        ",
  "remote:      https://github.com/acme/spotter/pull/new/spotter-dov        ",
  "remote: ",
  "To github.com:acme/spotter.git",
  " * [new branch]      spotter-dov -> spotter-dov",
].join("\n");
const STATUS = [
  "On branch spotter-dov",
  "Changes not staged for commit:",
  '  (use "git add <file>..." to update what will be committed)',
  "\tmodified:   .mcp.json",
  "",
  "Untracked files:",
  "\tnotes.txt",
].join("\n");
const run = (command: string, output: string) =>
  ev({ command, ok: true, exitCode: 0, detail: outputNote(command, output) });

describe("outputNote", () => {
  it("keeps the pull request a push offered and the files git status lists", () => {
    expect(outputNote("git push -u origin spotter-dov", PUSH)).toBe(
      "pull request not opened yet: https://github.com/acme/spotter/pull/new/spotter-dov",
    );
    expect(outputNote("git status", STATUS)).toBe("uncommitted: .mcp.json (modified), notes.txt (untracked)");
    expect(outputNote("git status --short", " M src/a.ts\n?? tmp.log\n")).toBe(
      "uncommitted: src/a.ts (modified), tmp.log (untracked)",
    );
    expect(outputNote("git status", "On branch main\nnothing to commit, working tree clean")).toBe(
      "uncommitted: none",
    );
  });

  it("near misses: other commands' output, a push with no offer, status hints are nothing", () => {
    expect(outputNote("cat STATUS.md", STATUS)).toBeNull();
    expect(outputNote("git push", "Everything up-to-date")).toBeNull();
    expect(
      outputNote("git status", 'On branch x\n  (use "git restore <file>..." to discard changes)'),
    ).toBeNull();
  });
});

describe("gitEnding in the summary", () => {
  it("the last status after the last commit and the offered pull request are in the summary", () => {
    const events = [
      run("git commit -m 'feat: x'", ""),
      run("git push -u origin b", PUSH),
      run("git status", STATUS),
    ];
    expect(gitEnding(events)).toEqual({
      uncommitted: ".mcp.json (modified), notes.txt (untracked)",
      pullRequest: "https://github.com/acme/spotter/pull/new/spotter-dov",
      outside: null,
    });
    const s = summarizeSession(events, "Done.", null);
    expect(s.summary).toContain("Uncommitted at the end: .mcp.json (modified), notes.txt (untracked)");
    expect(s.nextSteps).toContain(
      "Open a pull request: https://github.com/acme/spotter/pull/new/spotter-dov",
    );
  });

  it("near misses: a commit after the status, a PR created after the push, a clean tree", () => {
    expect(
      gitEnding([
        run("git push", PUSH),
        run("git status", STATUS),
        run("git commit -am 'wip'", ""),
        run("gh pr create --fill", "https://github.com/acme/spotter/pull/7"),
      ]),
    ).toEqual({ uncommitted: null, pullRequest: null, outside: null });
    expect(
      gitEnding([run("git status", STATUS), run("git status", "nothing to commit, working tree clean")]),
    ).toEqual({
      uncommitted: null,
      pullRequest: null,
      outside: null,
    });
  });
});

describe("ready work at the end (bd ready minus later bd close)", () => {
  const READY = [
    "📋 Ready work (3 issues with no blockers):",
    "",
    "1. [● P1] [task] app-dov.3: Implement debug sidecar",
    "2. [● P2] [epic] app-6lq: Deterministic Playwright E2E",
    "3. [● P2] [task] app-6lq.1: Seed transcripts",
  ].join("\n");

  it("the last list, minus what was closed after it, is a next step", () => {
    const events = [run("bd ready", READY), run('bd close app-dov.3 --reason="done"', "✓ Closed app-dov.3")];
    expect(readyAtEnd(events)).toEqual([
      "app-6lq Deterministic Playwright E2E",
      "app-6lq.1 Seed transcripts",
    ]);
    expect(summarizeSession(events, "Done.", null).nextSteps).toContain(
      "Ready in the tracker: app-6lq Deterministic Playwright E2E, app-6lq.1 Seed transcripts",
    );
  });

  it("near misses: other commands' numbered lists, a failed bd ready, everything closed", () => {
    expect(outputNote("cat TODO.md", READY)).toBeNull();
    expect(readyAtEnd([ev({ command: "bd ready", ok: false, exitCode: 1, detail: null })])).toEqual([]);
    expect(
      readyAtEnd([run("bd ready", READY), run("bd close app-dov.3 app-6lq app-6lq.1", "✓ Closed")]),
    ).toEqual([]);
  });
});
