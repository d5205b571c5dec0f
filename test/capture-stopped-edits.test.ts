// A turn the user stopped before Claude described its work: the summary says what its edits did, in
// the names they added and removed (CSS variables and classes, functions, hooks), from the edit calls'
// own old and new text. Claude Code records as import reads them; CSS/TSX and Python, prompts in
// English and Chinese.
import { describe, expect, it } from "vitest";
import { editGist } from "../src/core/capture/edit-gist.js";
import { Transcript } from "./support/capture-records.js";

const line = (summary: string, prefix: string) => summary.split("\n").find((l) => l.startsWith(prefix)) ?? "";
const STOPPED = "Edits before the user stopped the last turn: ";
const done = (file: string) => ({ content: `The file ${file} has been updated successfully.` });

describe("the edits of a turn the user stopped", () => {
  it("CSS and TSX, English: new variables and renamed classes, per file", () => {
    const css = "/home/dev/app/src/app/globals.css";
    const tsx = "/home/dev/app/src/game/Board.tsx";
    const t = new Transcript()
      .user("Make the player colors green and yellow")
      .tool(
        "Edit",
        {
          file_path: css,
          old_string: ":root {\n  --blue: #7cb7ff;\n  --red: #ff7c7c;\n}",
          new_string:
            ":root {\n  --blue: #7cb7ff;\n  --red: #ff7c7c;\n  --green: #7cff7c;\n  --yellow: #ffff7c;\n}",
        },
        done(css),
      )
      .tool(
        "MultiEdit",
        {
          file_path: css,
          edits: [
            {
              old_string: ".stripe-red-blue {\n  color: red;\n}",
              new_string: ".stripe-green-yellow {\n  color: green;\n}",
            },
            { old_string: ".stripe-red-transparent {}", new_string: ".stripe-green-transparent {}" },
          ],
        },
        done(css),
      )
      .tool(
        "Edit",
        { file_path: tsx, old_string: 'color: "var(--red)"', new_string: 'color: "var(--green)"' },
        done(tsx),
      )
      .say("Now let me update the EvalBar:")
      .interrupt();
    expect(line(t.capture().summary, STOPPED)).toBe(
      `${STOPPED}globals.css (added --green, --yellow, stripe-green-yellow, stripe-green-transparent / removed stripe-red-blue, stripe-red-transparent); Board.tsx (added --green / removed --red)`,
    );
  });

  it("Python, Chinese: a new function replaces the old call; a name a later edit took back counts neither way", () => {
    const py = "/home/dev/sync/scripts/sync_logs.py";
    const t = new Transcript()
      .user("让同步脚本按平台选择目录")
      .tool(
        "Edit",
        {
          file_path: py,
          old_string: "SOURCES = [HOME / 'projects']",
          new_string: "SOURCES = source_dirs(platform.system())\nTEMP_FLAG = 1",
        },
        done(py),
      )
      .tool("Edit", { file_path: py, old_string: "TEMP_FLAG = 1", new_string: "" }, done(py))
      .interrupt();
    expect(line(t.capture().summary, STOPPED)).toBe(
      `${STOPPED}sync_logs.py (added source_dirs, platform.system)`,
    );
  });

  it("a turn that ended with Claude's answer, or a stop followed by a new request, shows no such line", () => {
    const edit = { file_path: "/p/a.css", old_string: "--red: 1;", new_string: "--green: 1;" };
    const answered = new Transcript().user("go green").tool("Edit", edit, done("/p/a.css")).say("Green now.");
    expect(answered.capture().summary).not.toContain(STOPPED);
    const resumed = new Transcript()
      .user("go green")
      .tool("Edit", edit, done("/p/a.css"))
      .interrupt()
      .user("actually keep it red")
      .say("Kept red.");
    expect(resumed.capture().summary).not.toContain(STOPPED);
  });

  it("names are distinctive ones: prose words and an unchanged name are not listed", () => {
    expect(editGist({ old_string: "Red and blue", new_string: "Green and yellow" })).toBeNull();
    expect(
      editGist({ old_string: "useTodos()", new_string: "useSimpleTodos() // use the simple hook" }),
    ).toBe("edit: added useSimpleTodos | removed useTodos");
    expect(editGist({ command: "ls" })).toBeNull();
  });
});
