import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Transcript } from "../support/capture-records.js";
import { excerptStore } from "../support/said-excerpts.js";

const SID = "55555555-6666-4777-8888-999999999999";

const dir = excerptStore("cairn-said-read-look-", SID);
const saidByClaude = (t: Transcript) => dir.saidByClaude(t);

/** A Read of `file` (Claude Code's Read tool) and its numbered content. */
const read = (t: Transcript, file: string, content: string) =>
  t.tool(
    "Read",
    { file_path: file },
    {
      content: content
        .split("\n")
        .map((l, i) => `${i + 1}\t${l}`)
        .join("\n"),
    },
  );

describe("what was said of a file just read, once a later turn edited that file", () => {
  it("leaves out what a Read of tsconfig.json showed once a later turn edits it (TypeScript, English)", async () => {
    const tsconfig = join(dir.path, "apps", "api", "tsconfig.json");
    const t = new Transcript(dir.path).user("why are the tests compiled into dist?");
    read(t, tsconfig, '{\n  "include": ["src"],\n  "exclude": ["src/__tests__"]\n}');
    t.say("apps/api/tsconfig.json includes all of src and excludes only the src/__tests__ folder itself.");
    t.user("exclude the test files properly");
    t.edit(tsconfig);
    t.say("The exclude pattern is now src/__tests__/**, so no test file reaches dist any more.");
    const said = await saidByClaude(t);
    expect(said).not.toContain("excludes only the src/__tests__ folder");
    expect(said).toContain("now src/__tests__/**");
  });

  it("keeps it when a later turn edits another file (Python, German)", async () => {
    const t = new Transcript(dir.path).user("Welche Python-Version verlangt das Projekt?");
    read(t, join(dir.path, "pyproject.toml"), '[project]\nrequires-python = ">=3.10"');
    t.say("Laut pyproject.toml verlangt das Projekt Python 3.10 oder neuer; eine Obergrenze gibt es nicht.");
    t.user("Lass src/app.py beim Start eine Begrüßung ins Log schreiben");
    t.edit(join(dir.path, "src", "app.py"));
    t.say("src/app.py schreibt jetzt beim Start eine Begrüßung mit dem Namen des Dienstes ins Log.");
    expect(await saidByClaude(t)).toContain("Python 3.10 oder neuer");
  });

  it("leaves it out when a later turn edits the file read (Python, German)", async () => {
    const pyproject = join(dir.path, "pyproject.toml");
    const t = new Transcript(dir.path).user("Welche Python-Version verlangt das Projekt?");
    read(t, pyproject, '[project]\nrequires-python = ">=3.10"');
    t.say("Laut pyproject.toml verlangt das Projekt Python 3.10 oder neuer; eine Obergrenze gibt es nicht.");
    t.user("Heb die Mindestversion auf 3.12 an");
    t.edit(pyproject);
    t.say("Die Mindestversion in pyproject.toml ist jetzt Python 3.12, passend zur CI-Matrix.");
    const said = await saidByClaude(t);
    expect(said).not.toContain("Python 3.10 oder neuer");
    expect(said).toContain("ist jetzt Python 3.12");
  });
});
