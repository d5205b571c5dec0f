// The later events a claim checker reads (bench/capture/claim-check.mjs): one pass over Claude Code
// transcript records (JSONL, one record a line) into a time-ordered list of what happened. Shapes read:
// `assistant` records' `message.content[]` `tool_use` blocks (`name`, `id`, `input`), `user` records'
// `tool_result` blocks (`tool_use_id`, `is_error`, `content`) and plain user prompts (string content or
// `text` blocks). A Bash result is a failure when `is_error` is set or its text opens with "Exit code N"
// (N ≠ 0), as Claude Code writes it.
import { readFileSync } from "node:fs";

/** Text of a tool_result's content (a string or text blocks). */
function resultText(content) {
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content.map((b) => (typeof b?.text === "string" ? b.text : "")).join("\n");
  return "";
}

/** The text of a user prompt, or null when the record carries tool results or machine-written text. */
function promptText(message) {
  const c = message?.content;
  const text =
    typeof c === "string"
      ? c
      : Array.isArray(c) && c.every((b) => b?.type === "text")
        ? c.map((b) => b.text).join("\n")
        : null;
  if (!text || /^\s*<(command-|local-command|bash-|system-reminder|task-notification)/.test(text))
    return null;
  return text;
}

/** Paths a shell command removes: `rm`, `git rm`, `Remove-Item`, `del`, `unlink`, and a `mv`'s source. */
export function removedPaths(command) {
  const out = [];
  for (const part of command.split(/&&|\|\||;|\n/)) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    let i = 0;
    if (words[0] === "git" && (words[1] === "rm" || words[1] === "mv")) i = 1;
    const verb = words[i];
    if (!verb || !/^(rm|Remove-Item|del|unlink|mv)$/i.test(verb)) continue;
    const args = words.slice(i + 1).filter((w) => !w.startsWith("-") && !/^[0-9>&|]+$/.test(w));
    const paths = verb === "mv" ? args.slice(0, -1) : args;
    for (const p of paths) out.push(p.replace(/^["']|["']$/g, "").replace(/\\/g, "/"));
  }
  return out;
}

/**
 * Reads transcripts (in the order given) into events `{i, t, kind, ...}`; i is the position in the
 * concatenated record stream (the time order the checker compares). Kinds: bash {command, ok, output},
 * write {path, content}, edit {path, old, new}, delete {path}, todos {items: [{content, status}]},
 * commit {message}, user {text}, assistant {text}.
 * @param {string[]} files
 */
export function readEvents(files) {
  const events = [];
  const pending = new Map();
  const selfDeleting = new Map();
  const scripts = new Map();
  let i = 0;
  for (const file of files) {
    const start = events.length;
    for (const line of readFileSync(file, "utf8").split("\n")) {
      if (!line.trim()) continue;
      let r;
      try {
        r = JSON.parse(line);
      } catch {
        continue;
      }
      i++;
      const t = r.timestamp ?? null;
      const content = r.message?.content;
      if (r.type === "user") {
        if (r.isCompactSummary) {
          events.push({ i, t, kind: "compact", text: resultText(content) });
          continue;
        }
        const text = promptText(r.message);
        if (text && !r.isMeta) events.push({ i, t, kind: "user", text });
        if (!Array.isArray(content)) continue;
        for (const b of content) {
          if (b?.type !== "tool_result") continue;
          const call = pending.get(b.tool_use_id);
          if (!call) continue;
          const output = resultText(b.content);
          const code = /^Exit code (\d+)/.exec(output.trim());
          call.ok = !b.is_error && !(code && code[1] !== "0");
          call.output = output;
          call.answeredAt = i;
        }
        continue;
      }
      if (r.type !== "assistant" || !Array.isArray(content)) continue;
      for (const b of content) {
        if (b?.type === "text" && b.text) events.push({ i, t, kind: "assistant", text: b.text });
        if (b?.type !== "tool_use") continue;
        const input = b.input ?? {};
        if (b.name === "Bash" && typeof input.command === "string") {
          const call = { i, t, kind: "bash", command: input.command, ok: null, output: "" };
          events.push(call);
          pending.set(b.id, call);
          for (const path of removedPaths(input.command))
            events.push({ i, t, kind: "delete", path, by: call });
          // A script that unlinks itself (its text names its own file in an unlink/remove call) is gone once run.
          for (const [name, path] of selfDeleting)
            if (input.command.includes(name) && scripts.get(path)?.includes(name)) {
              events.push({ i, t, kind: "delete", path, by: call });
              selfDeleting.delete(name);
            }
          const m = /git commit[^\n]*?-m\s+(?:"([^"]+)"|'([^']+)'|\$\(cat <<'?EOF'?\n([^\n]+))/.exec(
            input.command,
          );
          if (m) events.push({ i, t, kind: "commit", message: m[1] ?? m[2] ?? m[3], by: call });
        } else if (b.name === "Write" && input.file_path) {
          const path = input.file_path.replace(/\\/g, "/");
          events.push({ i, t, kind: "write", path, content: input.content ?? "" });
          const unlinks = /(unlink|unlinkSync|os\.remove|rmSync|Remove-Item|\brm\b)[^\n]{0,80}/g;
          const own = [...(input.content ?? "").matchAll(unlinks)].map((m) => m[0]).join("\n");
          if (own.includes(path.split("/").pop())) {
            selfDeleting.set(path.split("/").pop(), path);
            scripts.set(path, own);
          }
        } else if ((b.name === "Edit" || b.name === "MultiEdit") && input.file_path) {
          const edits = b.name === "Edit" ? [input] : (input.edits ?? []);
          for (const e of edits)
            events.push({
              i,
              t,
              kind: "edit",
              path: input.file_path.replace(/\\/g, "/"),
              old: e.old_string ?? "",
              new: e.new_string ?? "",
            });
        } else if (b.name === "TodoWrite" && Array.isArray(input.todos)) {
          events.push({
            i,
            t,
            kind: "todos",
            items: input.todos.map((x) => ({ content: x.content ?? "", status: x.status })),
          });
        }
      }
    }
    if (start > 0 && events[start]) events[start].first = true;
  }
  // (each file's first event marks where a session starts)
  // A commit counts only when its command passed.
  return events.filter((e) => !(e.kind === "commit" || e.kind === "delete") || e.by.ok !== false);
}
