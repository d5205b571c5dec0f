// The short output notes a passing tool call keeps, read the same way from both sources: transcript
// import (tool_result text + toolUseResult) and the PostToolUse hook (tool_response only).
import { describe, expect, it } from "vitest";
import { toolOutcome } from "../../src/core/transcript/tool-call.js";

const PUSH =
  "remote: Create a pull request for 'b' on GitHub by visiting:\nremote:      https://github.com/acme/app/pull/new/b\n";
const PKG = '{\n  "scripts": { "dev": "next dev" },\n  "dependencies": { "next": "15.5.2" }\n}';

describe("output notes from either source", () => {
  it("git push: from the tool_result text (import) and from tool_response.stdout (hook)", () => {
    const imported = toolOutcome(
      "Bash",
      { content: PUSH },
      { stdout: PUSH, stderr: "" },
      "git push -u origin b",
    );
    const live = toolOutcome(
      "Bash",
      { content: "" },
      { stdout: PUSH, stderr: "", interrupted: false },
      "git push -u origin b",
    );
    expect(imported.note).toBe("pull request not opened yet: https://github.com/acme/app/pull/new/b");
    expect(live.note).toBe(imported.note);
  });

  it("Read of package.json: from toolUseResult.file.content, or the numbered result text", () => {
    const file = { type: "text", file: { filePath: "/r/package.json", content: PKG } };
    const numbered = PKG.split("\n")
      .map((l, i) => `${String(i + 1).padStart(6)}→${l}`)
      .join("\n");
    const live = toolOutcome("Read", { content: "" }, file, null, ["/r/package.json"]);
    const textOnly = toolOutcome("Read", { content: numbered }, undefined, null, ["/r/package.json"]);
    expect(live.note).toBe("manifest package.json: scripts: dev; dependencies: next 15.5.2");
    expect(textOnly.note).toBe(live.note);
  });

  it("near misses: a failed push, a Read of another file, a shell call without its command", () => {
    expect(
      toolOutcome("Bash", { content: `Exit code 1\n${PUSH}`, is_error: true }, undefined, "git push").note,
    ).toBeNull();
    expect(toolOutcome("Read", { content: PKG }, undefined, null, ["/r/README.md"]).note).toBeNull();
    expect(toolOutcome("Bash", { content: PUSH }, { stdout: PUSH }).note).toBeNull();
  });
});
