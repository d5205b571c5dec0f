// The Copilot MCP entry's args survive Copilot's `$VAR` expansion: a script path holding `$` is passed as a
// percent-encoded file URL that a real `node` imports (docs/agents/copilot.md).
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { copilotMcpArgs } from "../../src/app/setup/copilot-install.js";
import { tempDir } from "../support/temp.js";

let dir: ReturnType<typeof tempDir>;
beforeEach(() => {
  dir = tempDir("cairn-copilot-mcp-args-");
});
afterEach(() => dir.cleanup());

/** A stand-in for mcp.mjs that prints the path it was loaded from and the arguments it saw. */
function script(folder: string): string {
  const d = join(dir.path, folder, "dist");
  mkdirSync(d, { recursive: true });
  const path = join(d, "mcp.mjs");
  writeFileSync(
    path,
    'import { fileURLToPath } from "node:url";\n' +
      "process.stdout.write(JSON.stringify({ self: fileURLToPath(import.meta.url), argv: process.argv.slice(1) }));\n",
  );
  return path;
}

const run = (args: string[]) =>
  JSON.parse(
    execFileSync(process.execPath, args, { encoding: "utf8", env: { ...process.env, HOME: "/elsewhere" } }),
  ) as { self: string; argv: string[] };

describe("copilotMcpArgs", () => {
  it("a path without `$` is passed as it is", () => {
    const p = script("Cairn `id` it's ü");
    expect(copilotMcpArgs(p)).toEqual([p]);
    expect(run(copilotMcpArgs(p)).self).toBe(p);
  });

  it("a path with `$HOME`, `${USER}` and `$$` holds no `$` in its args, and node loads that very file", () => {
    for (const folder of ["Cairn $HOME", "x${USER}y", "a$$b $1 %24 #?"]) {
      const p = script(folder);
      const args = copilotMcpArgs(p);
      expect(args.join(" ")).not.toContain("$");
      const out = run(args);
      expect(out.self).toBe(p);
      expect(out.argv).toEqual([]); // mcp.mjs reads --project from argv: nothing stray is passed
    }
  });
});
