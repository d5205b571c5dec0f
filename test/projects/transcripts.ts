/**
 * Claude Code transcripts written for a test (the record shapes of the shared real ones: a prompt,
 * then Bash calls with their results), as `cairn import` reads them from `<root>/<folder>/<id>.jsonl`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface Scripted {
  sessionId: string;
  cwd: string;
  gitBranch?: string;
  prompt: string;
  /** Bash calls, each with its output; `ok: false` records a failed call. */
  bash?: { command: string; output?: string; ok?: boolean }[];
  /** ISO time of the first record (later ones follow a second apart). */
  at?: string;
}

export function transcriptLines(s: Scripted): string {
  const base = { sessionId: s.sessionId, cwd: s.cwd, version: "2.1.39", gitBranch: s.gitBranch ?? "" };
  const t0 = Date.parse(s.at ?? "2026-03-01T10:00:00.000Z");
  let n = 0;
  const ts = () => new Date(t0 + 1000 * n++).toISOString();
  const lines: object[] = [
    { ...base, type: "user", uuid: `u${n}`, timestamp: ts(), message: { role: "user", content: s.prompt } },
  ];
  (s.bash ?? []).forEach((b, i) => {
    const id = `toolu_${s.sessionId.slice(0, 8)}_${i}`;
    lines.push({
      ...base,
      type: "assistant",
      uuid: `a${i}`,
      timestamp: ts(),
      message: {
        id: `msg_${i}`,
        role: "assistant",
        content: [{ type: "tool_use", id, name: "Bash", input: { command: b.command } }],
        usage: { input_tokens: 1, output_tokens: 1 },
      },
    });
    const ok = b.ok !== false;
    const out = b.output ?? "";
    lines.push({
      ...base,
      type: "user",
      uuid: `r${i}`,
      timestamp: ts(),
      message: {
        role: "user",
        content: [
          { type: "tool_result", tool_use_id: id, content: ok ? out : `Exit code 1\n${out}`, is_error: !ok },
        ],
      },
      toolUseResult: ok ? { stdout: out, stderr: "", interrupted: false } : `Error: Exit code 1\n${out}`,
    });
  });
  return lines.map((l) => `${JSON.stringify(l)}\n`).join("");
}

/** Writes the transcript under `root` in Claude Code's folder naming; returns its path. */
export function writeTranscript(root: string, s: Scripted): string {
  const dir = join(root, s.cwd.replace(/[^A-Za-z0-9]/g, "-"));
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${s.sessionId}.jsonl`);
  writeFileSync(file, transcriptLines(s));
  return file;
}
