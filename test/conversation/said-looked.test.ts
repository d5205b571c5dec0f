import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Transcript } from "../support/capture-records.js";
import { excerptStore } from "../support/said-excerpts.js";

const SID = "33333333-4444-4555-8666-777777777777";

const dir = excerptStore("cairn-said-looked-", SID);
const saidByClaude = (t: Transcript) => dir.saidByClaude(t);

const CLEAN =
  "The working tree is already clean: the lockfile regenerated identically, so there is nothing to commit.";

/** A turn that regenerates a lockfile, looks at `git status` and reports a clean tree. */
function cleanTurn(t: Transcript): Transcript {
  t.ok("rm pnpm-lock.yaml && pnpm install", "Lockfile is up to date");
  t.ok(
    "git add pnpm-lock.yaml package.json && git status",
    "On branch main\nnothing to commit, working tree clean",
  );
  return t.say(CLEAN);
}

describe("what was said of a state just looked at, once a later event changed it", () => {
  it("leaves out a clean tree after git status once a later turn edits and commits (pnpm, English)", async () => {
    const t = cleanTurn(new Transcript(dir.path).user("regenerate the lockfile with pnpm 9 and commit it"));
    t.user("now fix the doubled output directory in the Vercel config");
    t.edit(join(dir.path, "vercel.json"), "Write");
    t.ok('git add vercel.json && git commit -m "fix: vercel output directory"', "[main 1a2b3c4] fix");
    t.say("vercel.json now sets the output directory to .next, relative to the apps/web root directory.");
    const said = await saidByClaude(t);
    expect(said).not.toContain("already clean");
    expect(said).toContain("relative to the apps/web root");
  });

  it("keeps the clean tree when nothing changed it later", async () => {
    const t = cleanTurn(new Transcript(dir.path).user("regenerate the lockfile with pnpm 9 and commit it"));
    t.user("which node version does the Dockerfile use?");
    t.ok("pnpm --version", "9.15.0");
    t.say("The Dockerfile uses node:22-alpine in both stages, and pnpm 9.15.0 is installed globally.");
    expect(await saidByClaude(t)).toContain("already clean");
  });

  it("leaves out what a named file said once a later turn edited that file (pyproject.toml, German)", async () => {
    const t = new Transcript(dir.path).user("Welche Python-Version verlangt das Projekt?");
    t.ok("cat pyproject.toml", 'requires-python = ">=3.10"');
    t.say("Laut pyproject.toml verlangt das Projekt Python 3.10 oder neuer; eine Obergrenze gibt es nicht.");
    t.user("Heb die Mindestversion auf 3.12 an");
    t.edit(join(dir.path, "pyproject.toml"));
    t.say("Die Mindestversion in pyproject.toml ist jetzt Python 3.12, passend zur CI-Matrix.");
    const said = await saidByClaude(t);
    expect(said).not.toContain("Python 3.10 oder neuer");
    expect(said).toContain("ist jetzt Python 3.12");
  });

  it("keeps it when the later edit touched another file (German)", async () => {
    const t = new Transcript(dir.path).user("Welche Python-Version verlangt das Projekt?");
    t.ok("cat pyproject.toml", 'requires-python = ">=3.10"');
    t.say("Laut pyproject.toml verlangt das Projekt Python 3.10 oder neuer; eine Obergrenze gibt es nicht.");
    t.user("Lass src/app.py beim Start eine Begrüßung ins Log schreiben");
    t.edit(join(dir.path, "src", "app.py"));
    t.say("src/app.py schreibt jetzt beim Start eine Begrüßung mit dem Namen des Dienstes ins Log.");
    expect(await saidByClaude(t)).toContain("Python 3.10 oder neuer");
  });

  it("keeps a turn's report of what it committed, read back with git log, after later commits", async () => {
    const t = new Transcript(dir.path).user("commit everything as one commit and push the branch");
    t.ok('git commit -m "Repository improvements"', "[feature cd08f7d] Repository improvements");
    t.ok("git push -u origin feature", "branch 'feature' set up to track 'origin/feature'.");
    t.ok("git log --oneline -n 3", "cd08f7d Repository improvements\n51b1093 Update log");
    t.say("The branch history on origin/feature now starts with cd08f7d, above 51b1093 from main.");
    t.user("add a README for the tests directory");
    t.edit(join(dir.path, "tests", "README.md"), "Write");
    t.ok('git add tests/README.md && git commit -m "Add test docs"', "[feature 46daca0] Add test docs");
    t.say("tests/README.md explains how to run the suite by hand, with pytest and its markers.");
    const said = await saidByClaude(t);
    expect(said).toContain("now starts with cd08f7d");
    expect(said).toContain("with pytest and its markers");
  });

  it("keeps a diagnosis from a look that its own turn then acted on (a fix, not a later change)", async () => {
    const t = new Transcript(dir.path).user("why does the config loader ignore the port?");
    t.ok("cat config/app.toml", "[server]\nprot = 8080");
    t.say("The key in config/app.toml is misspelled as prot, so the loader falls back to its default port.");
    t.edit(join(dir.path, "config", "app.toml"));
    t.say("config/app.toml now spells the key as port; the server listens on 8080 again.");
    expect(await saidByClaude(t)).toContain("misspelled as prot");
  });
});
