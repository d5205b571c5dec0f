/**
 * Text for a terminal: stored memories come from transcripts and tool output, so they may hold
 * terminal control sequences (ECMA-48: CSI `ESC [`, OSC `ESC ]` — window titles, hyperlinks,
 * clipboard writes — and C0/C1 controls such as `\r` that overwrite a line). Every control character
 * other than newline and tab is shown as a visible escape (`\u001b`, `\r`; valid inside a JSON string
 * too, so `--json` output stays parseable), except the three SGR
 * sequences the CLI itself writes for bold and dim (`ESC[1m`, `ESC[2m`, `ESC[22m`).
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /\u001b\[(?:1|2|22)m|[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export function terminalSafe(text: string): string {
  return text.replace(CONTROL, (c) => {
    if (c.length > 1) return c;
    if (c === "\r") return "\\r";
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}
