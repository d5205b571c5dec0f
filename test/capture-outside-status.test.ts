// Precision gate: "Uncommitted at the end" lists only the session's work. A `git status` run inside a
// repository rooted above the work (a home folder or a drive that is itself a repository) lists the tree
// above as untracked ("../../Windows/"): that is not what the session left uncommitted. An entry outside
// the directory stays when the session edited a file of that name (a monorepo package next door).
// Built on the record shapes real transcripts hold (test/support/capture-records.ts).
import { describe, expect, it } from "vitest";
import { Transcript } from "./support/capture-records.js";

const line = (summary: string) => summary.split("\n").find((l) => l.startsWith("Uncommitted at the end"));

const ROOT_STATUS = [
  "On branch master",
  "",
  "No commits yet",
  "",
  "Untracked files:",
  '  (use "git add <file>..." to include in what will be committed)',
  "\t../../$Recycle.Bin/",
  "\t../../Program Files/",
  "\t../../Windows/",
  "",
  'nothing added to commit but untracked files present (use "git add" to track)',
].join("\n");

describe("a git status of a tree above the work (Windows home over ssh work, English)", () => {
  it("is not shown as the session's uncommitted work, but as another repository's state", () => {
    const t = new Transcript("C:\\Users\\dev")
      .user("turn off cloud logging on the router, then push to the repo")
      .ok('ssh root@192.0.2.1 "uci set system.@system[0].log_remote=0 && uci commit"')
      .ok("git status", ROOT_STATUS);
    const summary = t.capture().summary;
    expect(line(summary)).toBeUndefined();
    expect(summary).toContain(
      "Not this session's work (git status of a repository above the working directory): ../../$Recycle.Bin/",
    );
  });
});

describe("entries outside the directory the session did edit (Python monorepo, German)", () => {
  it("keeps the edited neighbour and leaves the tree's other entries out", () => {
    const status = [
      "On branch main",
      "Changes not staged for commit:",
      "\tmodified:   ../shared/util.py",
      "\tmodified:   app.py",
      "",
      "Untracked files:",
      "\t../../.cache/",
    ].join("\n");
    const t = new Transcript("/home/dev/mono/services/api")
      .user("bitte die Hilfsfunktion in shared/util.py korrigieren und die API anpassen")
      .edit("/home/dev/mono/services/shared/util.py")
      .edit("/home/dev/mono/services/api/app.py")
      .ok("git status", status);
    const uncommitted = line(t.capture().summary) ?? "";
    expect(uncommitted).toContain("../shared/util.py");
    expect(uncommitted).toContain("app.py");
    expect(uncommitted).not.toContain(".cache");
  });
});
