// A request a later event fulfilled is no standing preference (core/capture/request-done.ts): what the
// user typed after stopping Claude is kept as a preference only while nothing in the session did it.
// Record shapes as real Claude Code transcripts hold them (test/support/capture-records.ts).
import { describe, expect, it } from "vitest";
import { leadWords, requestVerb } from "../src/core/capture/request-done.js";
import { Transcript } from "./support/capture-records.js";

const preferences = (t: Transcript) =>
  t
    .capture()
    .drafts.filter((d) => d.type === "preference" || d.type === "constraint")
    .map((d) => `${d.type}: ${d.title}`);

const plan = (t: Transcript, text: string) =>
  t.tool(
    "ExitPlanMode",
    { plan: text },
    { content: "[Request interrupted by user for tool use]", isError: true },
  );

describe("a request the same turn did is not kept as a preference", () => {
  it("Elixir + beads: 'create the beads' after stopping plan mode, then `bd create` ran", () => {
    const t = plan(new Transcript().user("plan the credo, dialyzer and mix_audit setup"), "## Plan\n1. Credo")
      .interrupt()
      .user("create the beads")
      .ok(
        'bd create --title="Setup Code Quality Tools" --type=epic --priority=2',
        "Created issue: spotter-0p7",
      )
      .ok(
        'bd create --title="Add mix quality alias" --type=task --parent=spotter-0p7',
        "Created issue: spotter-0p7.1",
      )
      .say("## Beads Created\nEpic `spotter-0p7` with one task.");
    expect(preferences(t)).toEqual([]);
  });

  it("Python + uv: 'please add httpx' after an interrupt, then `uv add httpx` ran", () => {
    const t = new Transcript()
      .user("write the API client")
      .tool(
        "Bash",
        { command: "pip install requests" },
        { content: "[Request interrupted by user for tool use]", isError: true },
      )
      .interrupt()
      .user("please add httpx")
      .ok("uv add httpx", "Resolved 12 packages")
      .say("httpx is added.");
    expect(preferences(t)).toEqual([]);
  });

  it("German: a request a task completed later says the same (TodoWrite), in another turn", () => {
    const t = new Transcript()
      .user("räume das Repository auf")
      .ok("git status --short", " M README.md")
      .interrupt()
      .user("Changelog aktualisieren")
      .say("Mache ich gleich.")
      .user("und die Version erhöhen")
      .tool(
        "TodoWrite",
        {
          todos: [
            { content: "Changelog aktualisieren", status: "completed", activeForm: "Aktualisiere" },
            { content: "Version erhöhen", status: "in_progress", activeForm: "Erhöhe" },
          ],
        },
        { content: "Todos have been modified successfully." },
      );
    expect(preferences(t)).toEqual([]);
  });
});

describe("guards: what stands, and what nothing did, is kept", () => {
  it("a request the turn did not run, a standing request, and a constraint stay (English, Chinese)", () => {
    const t = new Transcript()
      .user("set up the project")
      .ok("ls", "mix.exs")
      .interrupt()
      .user("create the beads")
      .say("Which rig do these beads belong to?")
      .user("and the docs")
      .ok("ls docs", "")
      .interrupt()
      .user("commit after each step")
      .ok('git commit -m "step 1"', "[main 1a2b3c4] step 1")
      .interrupt()
      .user("不要用 npm，这个项目用 pnpm")
      .ok("pnpm install");
    expect(preferences(t)).toEqual([
      "preference: create the beads",
      "preference: commit after each step",
      "constraint: 不要用 npm，这个项目用 pnpm",
    ]);
  });

  it("a verb matched only inside a quoted argument or a later step's path is no run of it", () => {
    expect(leadWords('git commit -m "create the beads" && ./scripts/run.sh')).toEqual(["git", "commit"]);
    expect(leadWords("cd web && pnpm run build | tail -5")).toEqual([
      "cd",
      "web",
      "pnpm",
      "run",
      "build",
      "tail",
    ]);
    expect(requestVerb("ok now, push it")).toBe("push");
    expect(requestVerb("把测试修好")).toBeNull();
  });
});
