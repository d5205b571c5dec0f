// The shell-form settings-file hook line: every client that reads Claude Code's settings runs it through a POSIX
// shell (Claude Code `sh -c`, Copilot CLI and Codex CLI `bash`), so each line is run by the real `sh` and `bash`
// here, which print the argv they got; paths with spaces, quotes, `$`, backticks, backslashes and non-ASCII must
// come through unchanged, nothing expanded.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { HOOK_EVENTS } from "../setup/hook-events.js";
import {
  isCairnShellCommand,
  posixCommand,
  readPosixCommand,
  settingsHookHandler,
  settingsHooksBlock,
} from "./settings-hook-command.js";

const NASTY = [
  "/home/dev/My Projects/cairn/plugin/dist/hook.js",
  "/tmp/it's here/hook.js",
  "/tmp/$HOME and $(id) and `id`/hook.js",
  '/tmp/"double" \\back\\slash/hook.js',
  "/tmp/über ünïcødé 日本/hook.js",
  "/tmp/'' ''' trailing'",
  "/tmp/glob * ? [a] ~ ; & | < > # !/hook.js",
  "",
];

/** The argv a real shell passes to the command of `line` (after the command word). */
function argvThrough(shell: "sh" | "bash", line: string): string[] {
  const printer = `${JSON.stringify(process.execPath)} -e 'process.stdout.write(JSON.stringify(process.argv.slice(1)))'`;
  // the line's first word is replaced by the printer: the test checks what reaches the program
  const r = spawnSync(shell, ["-c", `${printer} ${line}`], {
    encoding: "utf8",
    env: { PATH: process.env.PATH },
  });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as string[];
}

describe.skipIf(process.platform === "win32")("posixCommand", () => {
  for (const shell of ["sh", "bash"] as const)
    it(`${shell} reads every argument back as written`, () => {
      for (const path of NASTY) {
        const argv = ["/opt/node 22/bin/node", path, "SessionStart"];
        expect(argvThrough(shell, posixCommand(argv))).toEqual(argv);
      }
    });
});

describe("readPosixCommand", () => {
  it("reads back what posixCommand wrote", () => {
    for (const path of NASTY) {
      const argv = ["node", path, "PostToolUse"];
      expect(readPosixCommand(posixCommand(argv))).toEqual(argv);
    }
  });
  it("refuses lines that are not single-quoted words", () => {
    for (const line of ["node hook.js Stop", "'node'  'x'", "'node' \"x\"", "'unterminated", "'a'b"])
      expect(readPosixCommand(line)).toBeNull();
  });
});

describe("settingsHookHandler", () => {
  const script = "/work/My Cairn/plugin/dist/hook.js";
  it("is shell form on Linux and macOS, exec form on Windows", () => {
    const spec = HOOK_EVENTS[0]!;
    for (const platform of ["linux", "darwin"])
      expect(settingsHookHandler(spec, script, "/usr/bin/node", platform)).toEqual({
        type: "command",
        command: `'/usr/bin/node' '/work/My Cairn/plugin/dist/hook.js' 'SessionStart'`,
        timeout: spec.timeout,
      });
    expect(settingsHookHandler(spec, script, "node", "win32")).toEqual({
      type: "command",
      command: "node",
      args: [script, "SessionStart"],
      timeout: spec.timeout,
    });
  });
  it("is recognised as Cairn's for its own hook script only", () => {
    for (const [event, groups] of Object.entries(settingsHooksBlock(script, "node", "linux"))) {
      const command = (groups[0]?.hooks[0] as { command?: string } | undefined)?.command;
      expect(isCairnShellCommand(command, script)).toBe(true);
      expect(isCairnShellCommand(command, "/other/plugin/dist/hook.js")).toBe(false);
      expect(readPosixCommand(command ?? "")?.[2]).toBe(event);
    }
    expect(isCairnShellCommand(`'node' '${script}' 'Stop' 'x'`, script)).toBe(false);
    expect(isCairnShellCommand("./check.sh", script)).toBe(false);
  });
});
