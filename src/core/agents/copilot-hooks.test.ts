// The `powershell` entry of Cairn's Copilot hooks file: a PowerShell command line that runs the same argv as the
// `bash` one. No PowerShell runs here, so each line is read back with PowerShell's documented rules for what it
// holds (about_Quoting_Rules; the quotation marks of CharTraits.cs IsSingleQuote): `&`, then verbatim strings
// separated by spaces, a quotation mark inside one written twice. Nothing outside the quotes may be expanded.
import { describe, expect, it } from "vitest";
import { copilotHooksFile, powershellCommand, powershellQuote } from "./copilot-hooks.js";

const QUOTES = "'\u2018\u2019\u201A\u201B";

/** The arguments of `& '…' '…'` as PowerShell reads them; throws on anything else in the line. */
function readPowershell(line: string): string[] {
  if (!line.startsWith("& ")) throw new Error(`no call operator: ${line}`);
  const args: string[] = [];
  let i = 2;
  while (i < line.length) {
    if (!QUOTES.includes(line[i] as string)) throw new Error(`unquoted text at ${i}: ${line.slice(i)}`);
    let arg = "";
    i++;
    for (;;) {
      if (i >= line.length) throw new Error(`unterminated string: ${line}`);
      const c = line[i] as string;
      if (QUOTES.includes(c)) {
        const next = line[i + 1];
        if (next !== undefined && QUOTES.includes(next)) {
          arg += c;
          i += 2;
          continue;
        }
        i++;
        break;
      }
      arg += c;
      i++;
    }
    args.push(arg);
    if (i < line.length) {
      if (line[i] !== " ") throw new Error(`no space after an argument at ${i}: ${line}`);
      i++;
    }
  }
  return args;
}

const NASTY = [
  "C:\\Program Files\\nodejs\\node.exe",
  "/home/o'brien/my tools/hook.js",
  "C:\\Users\\Zoë\\it’s ‘quoted’ ‚here‛\\hook.js",
  'D:\\a "double" $HOME `n $(whoami) ; & | > x\\hook.js',
  "",
];

describe("the powershell entry of Copilot's hooks file", () => {
  it("quotes each argument verbatim: PowerShell reads back exactly the argv", () => {
    expect(readPowershell(powershellCommand(NASTY))).toEqual(NASTY);
    expect(powershellQuote("it's")).toBe("'it''s'");
    expect(powershellQuote("a’b")).toBe("'a’’b'");
  });

  it("runs the same argv as the bash entry, paths with spaces and quotes included", () => {
    const node = "C:\\Program Files\\nodejs\\node.exe";
    const hook = "C:\\Users\\o'brien\\my cairn\\hook.js";
    const file = copilotHooksFile(
      (event) => [node, hook, event],
      (argv) => argv.join(" "),
    ) as { hooks: Record<string, { bash: string; powershell: string }[]> };
    for (const [event, [entry]] of Object.entries(file.hooks)) {
      expect(readPowershell(entry?.powershell ?? "")).toEqual([node, hook, event, "--agent", "copilot"]);
      expect(entry?.bash).toBe(`${node} ${hook} ${event} --agent copilot`);
    }
  });

  it("the reader refuses what PowerShell would read otherwise", () => {
    expect(() => readPowershell("& 'a' b")).toThrow(/unquoted/);
    expect(() => readPowershell("& 'it's'")).toThrow();
    expect(() => readPowershell("'a'")).toThrow(/call operator/);
  });
});
