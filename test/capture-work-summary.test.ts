// What a turn built, in Claude's words where the session backs them (core/capture/capture-work-summary),
// on the record shapes real transcripts hold (test/support/capture-records.ts): the closing text's lines
// that name a file the turn changed, with their list items — not a file deleted or changed again later,
// not lines that name nothing the turn changed.
import { describe, expect, it } from "vitest";
import { fileLines } from "../src/core/capture/capture-work-summary.js";
import { Transcript } from "./support/capture-records.js";

const built = (t: Transcript) => t.capture().drafts.filter((d) => d.tags.includes("work-summary"));

describe("work summaries: what a turn built, per file it changed", () => {
  it("keeps the description of each file the turn wrote (a Python service), not the version claim", () => {
    const t = new Transcript("/home/dev/api")
      .user("add api-key auth to the service")
      .edit("/home/dev/api/app/auth.py")
      .edit("/home/dev/api/app/main.py")
      .ok("uv run pytest -q", "12 passed")
      .say(
        [
          "Here's what I built:",
          "",
          "**`app/auth.py`**",
          "- Reads the `X-Api-Key` header and looks it up in the `users` table",
          "- Returns 401 for a missing or unknown key",
          "",
          "- `app/main.py` — mounts the auth dependency on every `/api` route",
          "- Built on FastAPI 0.99 with Python 3.8",
        ].join("\n"),
      );
    const [d, ...rest] = built(t);
    expect(rest).toEqual([]);
    expect(d?.type).toBe("project_fact");
    expect(d?.title).toBe('What was built for "add api-key auth to the service": auth.py, main.py');
    expect(d?.body).toContain("- Reads the `X-Api-Key` header and looks it up in the `users` table");
    expect(d?.body).toContain("mounts the auth dependency");
    expect(d?.body).not.toContain("FastAPI 0.99");
  });

  it("leaves out a file a later turn changed again or deleted (Rust), and a turn that changed nothing", () => {
    const t = new Transcript("/home/dev/cli")
      .user("split the parser out of main.rs")
      .edit("/home/dev/cli/src/parser.rs")
      .edit("/home/dev/cli/src/scratch.rs")
      .say(
        "Done:\n- `src/parser.rs` — the tokenizer and the `parse_args` entry point\n- `src/scratch.rs` — a throwaway benchmark of the tokenizer",
      )
      .user("drop the scratch file and make the parser return errors")
      .ok("rm src/scratch.rs")
      .edit("/home/dev/cli/src/parser.rs")
      .say("- `src/parser.rs` — now returns `Result<Args, ParseError>`")
      .user("what does parser.rs export?")
      .say("- `src/parser.rs` exports `parse_args` and `ParseError`; nothing else is public in that module.");
    const bodies = built(t).map((d) => d.body);
    expect(bodies).toEqual([expect.stringContaining("Result<Args, ParseError>")]);
    expect(bodies.join("\n")).not.toMatch(/tokenizer|throwaway/);
  });

  it("fileLines takes a heading's list and an item's nested list, and only whole file names", () => {
    const text =
      "**`src/index.ts`** (updated)\n- mounts routes\n- health check\n\n**`src/other.ts`**\n- unrelated\n- `myindex.ts` is another file\n1. `src/index.ts` again\n   - nested detail\n2. next item";
    expect(fileLines(text, ["/w/src/index.ts"])).toEqual([
      "**`src/index.ts`** (updated)",
      "- mounts routes",
      "- health check",
      "1. `src/index.ts` again",
      "   - nested detail",
    ]);
  });
});
