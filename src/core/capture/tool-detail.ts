/**
 * The short, durable part of a tool call's input that capture keeps beside the command: Claude
 * Code's todo list (TodoWrite `todos[]`), its task tools (TaskCreate `subject`, TaskUpdate `taskId` /
 * `status`) and a plan-mode plan (ExitPlanMode `plan`). Tool names and input fields as Claude Code
 * writes them in tool_use blocks and PreToolUse/PostToolUse `tool_input`. Pure; does not redact.
 */
import { clip, oneLine } from "../common/text.js";
import { commitNote } from "./commit-push.js";
import { editGist } from "./edit-gist.js";
import { locatedNote } from "./located-note.js";
import { misreadNote } from "./option-as-path.js";
import { passNote } from "./pass-tally.js";
import { versionNote } from "./version-note.js";
import { warnedNote } from "./warned-note.js";

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);

/** Tools whose input is kept as an event detail. */
export const DETAIL_TOOLS: ReadonlySet<string> = new Set([
  "TodoWrite",
  "TaskCreate",
  "TaskUpdate",
  "ExitPlanMode",
]);

/**
 * Detail text for a tool call, or null for other tools (≤ 4,000 chars):
 * - TodoWrite: one `[status] content` line per todo (≤ 30 todos, ≤ 200 chars each);
 * - TaskCreate: `create: <subject>`; TaskUpdate: `update <taskId> <status>[: <subject>]`;
 * - ExitPlanMode: `plan: <plan markdown>`;
 * - an edit with old and new text: the names it added and removed (core/capture/edit-gist).
 */
export function toolDetail(tool: string, input: Readonly<Record<string, unknown>>): string | null {
  switch (tool) {
    case "TodoWrite": {
      if (!Array.isArray(input.todos)) return null;
      const lines: string[] = [];
      for (const t of input.todos.slice(0, 30)) {
        const o = typeof t === "object" && t !== null ? (t as Record<string, unknown>) : {};
        const content = str(o.content);
        if (content) lines.push(`[${str(o.status) ?? "pending"}] ${clip(oneLine(content), 200)}`);
      }
      return lines.length > 0 ? lines.join("\n") : null;
    }
    case "TaskCreate": {
      const subject = str(input.subject);
      return subject ? `create: ${clip(oneLine(subject), 300)}` : null;
    }
    case "TaskUpdate": {
      const id = str(input.taskId) ?? (typeof input.taskId === "number" ? String(input.taskId) : null);
      if (!id) return null;
      const subject = str(input.subject);
      return `update ${clip(id, 40)} ${str(input.status) ?? "-"}${subject ? `: ${clip(oneLine(subject), 300)}` : ""}`;
    }
    case "ExitPlanMode": {
      const plan = str(input.plan);
      return plan ? clip(`plan: ${plan}`, 4000) : null;
    }
    default:
      return selfDeletingDetail(input) ?? editGist(input);
  }
}

/**
 * The detail of a call that creates a file whose content deletes that file (a one-off script): see
 * `selfDeleting`. When the call creates several files, `: <path> | <path>` names the ones that do.
 */
export const SELF_DELETING = "deletes itself when run";

/** One file a tool call creates, with its whole content. */
export interface CreatedFile {
  path: string;
  content: string;
}

const ADD_FILE = /^\*\*\* Add File: (.+)$/;

/** The `*** Add File:` sections of an apply_patch text (core/agents/apply-patch.ts), their `+` lines joined. */
function patchAdds(patch: string): CreatedFile[] {
  const out: CreatedFile[] = [];
  let cur: { path: string; lines: string[] } | null = null;
  const close = () => {
    if (cur) out.push({ path: cur.path, content: cur.lines.join("\n") });
    cur = null;
  };
  for (const line of patch.split(/\r?\n/)) {
    const add = ADD_FILE.exec(line);
    if (add?.[1]) {
      close();
      cur = { path: add[1].trim(), lines: [] };
    } else if (line.startsWith("*** ")) close();
    else if (cur && line.startsWith("+")) cur.lines.push(line.slice(1));
  }
  close();
  return out;
}

/**
 * The files a tool call creates with their content, read from the input's shape rather than the
 * agent's tool name: `file_path` + `content` (Claude Code's Write), `path` + `file_text` (Copilot
 * CLI's `create`), or an apply_patch text (Codex's `command`, Copilot's `patch` or a bare string:
 * `*** Begin Patch` … `*** Add File: <path>` and `+` lines, openai/codex apply_patch format).
 */
export function createdFiles(input: unknown): CreatedFile[] {
  if (typeof input === "string") return input.includes("*** Begin Patch") ? patchAdds(input) : [];
  if (typeof input !== "object" || input === null) return [];
  const o = input as Record<string, unknown>;
  const path = str(o.file_path) ?? str(o.path);
  const content = typeof o.content === "string" ? o.content : o.file_text;
  if (path !== null && typeof content === "string") return [{ path, content }];
  const patch = [o.command, o.patch, o.input].find(
    (v) => typeof v === "string" && v.includes("*** Begin Patch"),
  );
  return typeof patch === "string" ? patchAdds(patch) : [];
}

/** `SELF_DELETING` (see there) for a call that creates a script that deletes itself, else null. */
export function selfDeletingDetail(input: unknown): string | null {
  return selfDeletingOf(createdFiles(input));
}

/** `SELF_DELETING` for created files of which one or more delete themselves when run, else null. */
export function selfDeletingOf(created: readonly CreatedFile[]): string | null {
  const gone = created.filter((f) => selfDeleting(f.path, f.content));
  if (gone.length === 0) return null;
  return created.length === 1 ? SELF_DELETING : `${SELF_DELETING}: ${gone.map((f) => f.path).join(" | ")}`;
}

/** A delete call of a file API or shell, in any of the usual languages. */
const DELETE_CALL =
  /\b(?:unlink(?:Sync)?|rm(?:Sync)?|remove|Remove-Item|del|delete|Delete|rmtree|rimraf|File\.Delete|os\.remove|os\.unlink)\b/;
/** A delete call on the script's own path reference (`os.remove(__file__)`, `rm -- "$0"`, `Remove-Item $PSCommandPath`). */
const DELETES_OWN_PATH =
  /\b(?:unlink(?:Sync)?|rm(?:Sync)?|remove|Remove-Item|rmtree|File\.Delete)\s*\(?\s*(?:-\S+\s+)*(?:--\s+)?["']?(?:__file__|__filename|\$0\b|\$PSCommandPath|fileURLToPath\(import\.meta\.url\)|import\.meta\.filename)/;

/**
 * True when `content`, written to `path`, has a line that calls a delete on its own file name or
 * path reference (`unlinkSync(join(dir, 'fix.mjs'))`, `os.remove(__file__)`, `rm -- "$0"`): the
 * script removes itself when it runs, so it is nothing a next session can rerun. Lines are scanned
 * only where the file name or a self-reference occurs.
 */
export function selfDeleting(path: string | null, content: unknown): boolean {
  if (path === null || typeof content !== "string" || content.length > 200_000) return false;
  const name = path.split(/[\\/]/).at(-1) ?? "";
  if (DELETES_OWN_PATH.test(content)) return true;
  if (name === "" || !content.includes(name)) return false;
  return content.split("\n").some((line) => line.includes(name) && DELETE_CALL.test(line));
}

/**
 * The user's answers to an AskUserQuestion call, from its result (`toolUseResult` / PostToolUse
 * `tool_response`: `{questions: [{question, options: [{label, description}]}], answers: {question:
 * label}}`): one `asked: <question> => <answer> (<option description>)` line per answer, or null.
 */
export function answersDetail(tool: string, result: unknown): string | null {
  if (tool !== "AskUserQuestion" || typeof result !== "object" || result === null) return null;
  const r = result as { questions?: unknown; answers?: unknown };
  if (typeof r.answers !== "object" || r.answers === null) return null;
  const questions = Array.isArray(r.questions) ? r.questions : [];
  const lines: string[] = [];
  for (const [question, answer] of Object.entries(r.answers as Record<string, unknown>)) {
    const a = str(answer);
    if (!a) continue;
    const q = questions.find((x) => (x as { question?: unknown })?.question === question) as
      | { options?: unknown }
      | undefined;
    const opts = Array.isArray(q?.options) ? (q.options as { label?: unknown; description?: unknown }[]) : [];
    const why = str(opts.find((o) => o?.label === a)?.description);
    lines.push(
      `asked: ${clip(oneLine(question), 300)} => ${clip(oneLine(a), 300)}${why ? ` (${clip(oneLine(why), 200)})` : ""}`,
    );
  }
  return lines.length > 0 ? clip(lines.join("\n"), 4000) : null;
}

/** One `bd ready` line: `1. [● P1] [task] spotter-dov.3: Title`. */
const READY_LINE = /^\s*\d+\.\s+(?:\[[^\]]*\]\s+)*([\w.-]+-[\w.]+):\s+(.+?)\s*$/;

/** `ready: <id> <title> | …` for the issues `bd ready` listed (≤ 8), `ready: none` for none. */
function readyNote(output: string): string | null {
  const items: string[] = [];
  for (const line of output.split("\n")) {
    const m = READY_LINE.exec(line);
    if (m?.[1] && m[2]) items.push(`${m[1]} ${clip(m[2].replaceAll("|", "/"), 120)}`);
  }
  if (items.length === 0) return /no ready work|no issues/i.test(output) ? "ready: none" : null;
  return clip(`ready: ${items.slice(0, 8).join(" | ")}`, 1000);
}

/** Git's long-format status lines that name a changed file (`git status`, not `--short`). */
const STATUS_LONG = /^\t(?:(modified|new file|deleted|renamed|typechange):\s+)?(\S.*)$/;
/** `git status --short` / `--porcelain` lines: two status columns, a space, the path. */
const STATUS_SHORT = /^([ MADRCU?!]{2}) (\S.*)$/;

/**
 * The durable part of a shell command's output that capture keeps (≤ 500 chars), or null:
 * - `git push` whose output offers to open a pull/merge request (GitHub's
 *   "Create a pull request for 'b' on GitHub by visiting: URL", GitLab's "To create a merge request
 *   for b, visit: URL"): `pull request not opened yet: URL`;
 * - `git status` (long or short format): `uncommitted: path (state), …` — or `uncommitted: none`
 *   for a clean tree ("nothing to commit");
 * - `bd ready` (beads): `ready: <id> <title> | …`, the issues it listed as ready to work on;
 * - `git commit`: `committed: <short hash>` (core/capture/commit-push);
 * - a program lookup (`where`, `which`, `command -v`): `located: <program> at <path>` (core/capture/located-note);
 * - a version query (`uv --version`, `node -v`): `version: <program> <version>` (core/capture/version-note);
 * - any other command whose program quoted one of its options as a file (`misread: <options> :: <line>`,
 *   core/capture/option-as-path), else whose output warns about a quoted name: `warned: <line> | …`
 *   (core/capture/warned-note), else for a test run the counts its runner reported: `tally: 12 passed`
 *   (core/capture/pass-tally), else any warning lines it printed (`warned: …`, core/capture/repeated-warning).
 */
export function outputNote(command: string, output: string): string | null {
  const offer = /\bgit\s+push\b/.test(command)
    ? (/Create a pull request for '[^']+' on GitHub by visiting:\s+(?:remote:\s+)?(https?:\S+)/.exec(
        output,
      ) ?? /To create a merge request for \S+, visit:\s+(?:remote:\s+)?(https?:\S+)/.exec(output))
    : null;
  if (offer?.[1]) return `pull request not opened yet: ${clip(offer[1], 300)}`;
  const committed = commitNote(command, output);
  if (committed) return committed;
  if (/^\s*bd\s+ready\b/.test(command.replace(/^\s*cd\s+\S+\s*&&\s*/, ""))) return readyNote(output);
  const located = locatedNote(command, output) ?? versionNote(command, output);
  if (located !== null) return located;
  if (!/^\s*git\s+status\b/.test(command.replace(/^\s*cd\s+\S+\s*&&\s*/, "")))
    return (
      misreadNote(command, output) ??
      warnedNote(output) ??
      passNote(command, output) ??
      warnedNote(output, true)
    );
  if (/nothing to commit/.test(output)) return "uncommitted: none";
  const files: string[] = [];
  let untracked = false;
  for (const line of output.split("\n")) {
    if (/^Untracked files:/.test(line)) untracked = true;
    const long = STATUS_LONG.exec(line);
    const short = long ? null : STATUS_SHORT.exec(line);
    if (long?.[2] && !long[2].startsWith("("))
      files.push(`${long[2].trim()} (${long[1] ?? (untracked ? "untracked" : "changed")})`);
    else if (short?.[2]) files.push(`${short[2].trim()} (${short[1] === "??" ? "untracked" : "modified"})`);
  }
  return files.length > 0 ? clip(`uncommitted: ${files.slice(0, 20).join(", ")}`, 500) : null;
}
