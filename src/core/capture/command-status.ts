/**
 * Which part of a shell command its exit status speaks for. A POSIX shell list's status is that of
 * its last command (POSIX.1-2017, Shell Command Language, 2.9.3 "Lists": `;` and newline run in
 * sequence, `&` runs asynchronously with status 0); an `&&` chain's status covers every step. So
 * exit 0 proves:
 * - the last statement of a `;` / newline sequence, every statement under `set -e`;
 * - never a statement sent to the background (`cmd &`): it was started, not finished;
 * - nothing of a script with compound commands (`if … fi`, `for … done`, `while`, `case`,
 *   functions): its steps may not have run, and its lines are no command to rerun.
 * Here-document bodies are data, not statements (2.7.4). Pure.
 */

/** A word that opens or continues a compound command (2.9.4) at the start of a statement. */
const COMPOUND =
  /^(?:if|then|else|elif|fi|for|while|until|do|done|case|esac|select|function)(?:\s|$)|^[\w-]+\s*\(\)/;
/** `set -e`, `set -euo pipefail`, `set -o errexit`: a failing statement stops the script. */
const ERREXIT = /^set\s+(?:-[a-z]*e[a-z]*\b|-o\s+errexit\b)/;
/** `<<EOF`, `<<-'EOF'`, `<< "EOF"`: the delimiter of a here-document. */
const HEREDOC = /<<-?\s*(["']?)([\w.-]+)\1/g;

/** The command without here-document bodies (the line after `<<EOF` up to the `EOF` line). */
function withoutHeredocs(command: string): string {
  const lines = command.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    out.push(line);
    for (const m of line.matchAll(HEREDOC)) {
      const end = m[2] as string;
      while (i + 1 < lines.length && (lines[i + 1] as string).trim() !== end) i++;
      i++; // the delimiter line
    }
  }
  return out.join("\n");
}

interface Statement {
  readonly text: string;
  /** Sent to the background with `&`. */
  readonly background: boolean;
}

/** Statements separated by `;`, `&` or a newline outside quotes, parentheses and `$(…)`. */
function statements(command: string): Statement[] {
  const out: Statement[] = [];
  let cur = "";
  let quote: string | null = null;
  let depth = 0;
  const push = (background: boolean) => {
    if (cur.trim() !== "") out.push({ text: cur.trim(), background });
    cur = "";
  };
  for (let i = 0; i < command.length; i++) {
    const c = command[i] as string;
    if (quote) {
      cur += c;
      if (c === "\\" && quote !== "'") cur += command[++i] ?? "";
      else if (c === quote) quote = null;
      continue;
    }
    if (c === "\\") {
      // a backslash-newline continues the line
      if (command[i + 1] === "\n") cur += " ";
      else cur += c + (command[i + 1] ?? "");
      i++;
      continue;
    }
    if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && quote === null) {
      const prev = command[i - 1] ?? "";
      const next = command[i + 1] ?? "";
      if (c === "\n" || (c === ";" && next !== ";" && prev !== ";")) {
        push(false);
        continue;
      }
      // a lone `&`: not `&&`, not a redirection (`2>&1`, `&>`, `>&`, `<&`), not `|&`
      if (c === "&" && next !== "&" && next !== ">" && !["&", ">", "<", "|"].includes(prev)) {
        push(true);
        continue;
      }
    }
    cur += c;
  }
  push(false);
  return out;
}

/**
 * The part of `command` that its exit status 0 proves passed (see the module comment): the command
 * itself when it is one statement, the last statement (or all, under `set -e`) of a sequence, or
 * null when nothing is proven (a compound script, a backgrounded last statement).
 */
export function provenPart(command: string): string | null {
  const list = statements(withoutHeredocs(command));
  if (list.length === 0) return null;
  if (list.some((s) => COMPOUND.test(s.text))) return null;
  if (list.length === 1) return list[0]?.background ? null : command.trim();
  const errexit = list.findIndex((s) => ERREXIT.test(s.text));
  const proven = errexit >= 0 ? list.slice(errexit + 1) : list.slice(-1);
  const kept = proven.filter((s) => !s.background);
  if (kept.length === 0 || list.at(-1)?.background) return null;
  return kept.map((s) => s.text).join(" && ");
}
