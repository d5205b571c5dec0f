/**
 * "Where did we leave off on X?": the pure half of select-then-compress recall. Detects a
 * status question in a prompt and its topic, and compresses selected past sessions and memories into
 * a short answer with its sources — extractively (no model), or by building the prompt a model answers
 * and checking what it wrote. Selection itself (search) is app/recall.ts.
 */

import { clip, oneLine } from "../common/text.js";
import type { MemoryType } from "../memories/memory.js";

/** One selected record: a past session (its summary) or a memory. */
export interface RecallItem {
  /** Memory id (a session's task_summary memory for sessions). */
  id: string;
  kind: "session" | "memory";
  type: MemoryType;
  title: string;
  body: string;
  /** ISO-8601 date the record describes (session start, or the memory's last update). */
  date: string;
  sessionId: string | null;
  severity: string | null;
}

export interface RecallSource {
  id: string;
  kind: "session" | "memory";
  type: MemoryType;
  title: string;
  /** YYYY-MM-DD */
  date: string;
}

export const RECALL_MIN_WORDS = 200;
export const RECALL_MAX_WORDS = 300;

const PATTERNS: readonly RegExp[] = [
  /\bwhere (?:are|were|do|did|have) we (?:got(?:ten)? )?(?:on|at|with)\s+(.+)/i,
  /\bwhere did we (?:leave|stop|get) (?:off |to )?(?:on|with|in)\s+(.+)/i,
  /\bwhat (?:did|have) we (?:decide|decided|agree|agreed|conclude|settle on|choose|chose|pick|do|done|learn|learned) (?:about|on|for|regarding|with)\s+(.+)/i,
  /\bwhat(?:'s| is| was) the (?:status|state|latest|story|plan) (?:of|on|with|for)\s+(.+)/i,
  /\bhow far (?:along )?(?:are|were|did) we (?:get |got )?(?:with|on|in)\s+(.+)/i,
  /\bremind me (?:what|where|how) we (?:decided|did|left|were|are|stand)(?: off)? (?:about|on|with)\s+(.+)/i,
  /\b(?:catch me up|bring me up to speed|recap) on\s+(.+)/i,
];

/**
 * The topic of a status question ("where are we on the billing export?" → "the billing export"), or
 * null when the prompt is not one. The topic is cut at the end of its sentence and to 200 characters.
 */
export function detectRecallTopic(prompt: string): string | null {
  const text = oneLine(prompt);
  if (text.length > 2000) return null;
  for (const re of PATTERNS) {
    const m = re.exec(text);
    const raw = m?.[1];
    if (!raw) continue;
    const topic = (raw.split(/[?!]|\.(?:\s|$)/)[0] ?? "")
      .replace(/[\s,;:]+$/, "")
      .trim()
      .slice(0, 200);
    if (/\w/.test(topic)) return topic;
  }
  return null;
}

const day = (iso: string) => iso.slice(0, 10);
export const countWords = (s: string): number => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

export function toSource(i: RecallItem): RecallSource {
  return { id: i.id, kind: i.kind, type: i.type, title: i.title, date: day(i.date) };
}

const GROUPS: readonly { title: string; types: readonly MemoryType[] }[] = [
  { title: "Decided", types: ["decision"] },
  { title: "Constraints", types: ["constraint"] },
  { title: "Tried and failed", types: ["failed_attempt"] },
  { title: "Still open", types: ["todo", "open_question"] },
  { title: "Known", types: ["project_fact", "preference", "bug_note", "verified_command"] },
];

/** A session summary, one line: intent, decisions, changes and next steps (other lines dropped). */
function sessionLine(i: RecallItem, maxChars: number): string {
  const keep = i.body
    .split("\n")
    .filter((l) => /^(Intent|Decisions|Changed|Blockers|Errors|Next): /.test(l))
    .map((l) => l.trim());
  const text = keep.length > 0 ? keep.join(" · ") : oneLine(i.body) || i.title;
  return `- ${day(i.date)} session [${i.id}]: ${clip(oneLine(text), maxChars)}`;
}

function memoryLine(i: RecallItem, maxChars: number): string {
  const sev = i.severity ? `[${i.severity}] ` : "";
  const body = i.body ? ` — ${clip(oneLine(i.body), maxChars)}` : "";
  return `- ${sev}${oneLine(i.title)}${body} [${i.id}, ${day(i.date)}]`;
}

/**
 * The extractive answer (no model): a heading naming the topic and how much was found, then sessions
 * newest first and memories grouped (decided, constraints, tried and failed, still open, known), each
 * with its id and date, cut to `maxWords` and `maxChars`. Items are given most relevant first.
 */
export function extractiveAnswer(
  topic: string,
  items: readonly RecallItem[],
  opts: { maxWords?: number; maxChars?: number } = {},
): string {
  const maxWords = opts.maxWords ?? RECALL_MAX_WORDS;
  const maxChars = opts.maxChars ?? 4000;
  const sessions = items.filter((i) => i.kind === "session");
  const memories = items.filter((i) => i.kind === "memory");
  if (items.length === 0) return `Cairn has nothing recorded about "${clip(oneLine(topic), 120)}".`;
  const counts = [
    sessions.length > 0 ? `${sessions.length} session${sessions.length > 1 ? "s" : ""}` : "",
    memories.length > 0 ? `${memories.length} memor${memories.length > 1 ? "ies" : "y"}` : "",
  ].filter(Boolean);
  const head = `Where things stand on "${clip(oneLine(topic), 120)}" (Cairn, from ${counts.join(" and ")}; current code wins if they disagree):`;
  const blocks: string[][] = [];
  for (const g of GROUPS) {
    const lines = memories.filter((m) => g.types.includes(m.type)).map((m) => memoryLine(m, 220));
    if (lines.length > 0) blocks.push([`${g.title}:`, ...lines]);
  }
  const bySession = [...sessions].sort((a, b) => b.date.localeCompare(a.date));
  if (bySession.length > 0) blocks.push(["Sessions:", ...bySession.map((s) => sessionLine(s, 360))]);
  const out = [head];
  const fits = (extra: string) => {
    const t = [...out, extra].join("\n");
    return countWords(t) <= maxWords && t.length <= maxChars;
  };
  for (const block of blocks) {
    const [title, ...lines] = block;
    let titled = false;
    for (const line of lines) {
      const piece = titled ? line : `${title}\n${line}`;
      if (!fits(piece)) continue;
      out.push(piece);
      titled = true;
    }
  }
  return out.join("\n");
}

/** The compression prompt for a model: answer from these records only, cite ids, 200–300 words. */
export function buildRecallPrompt(topic: string, items: readonly RecallItem[], maxChars = 12_000): string {
  const records: string[] = [];
  let used = 0;
  for (const i of items) {
    const r = `[${i.id}] ${i.kind === "session" ? "session" : i.type} ${day(i.date)}${i.severity ? ` (${i.severity})` : ""}: ${oneLine(i.title)}\n${clip(i.body.trim(), 1500)}`;
    if (used + r.length > maxChars) break;
    records.push(r);
    used += r.length + 2;
  }
  return [
    `TASK: Answer "where did we leave off on ${oneLine(topic)}?" for a developer resuming work.`,
    `Use ONLY the records below. Write ${RECALL_MIN_WORDS}-${RECALL_MAX_WORDS} words of plain text: what was decided, what was done, what failed, what is still open, and the next step.`,
    "Cite the record id in square brackets after each fact, e.g. [m_0123abcd]. If the records disagree, say so. No preamble.",
    "",
    "RECORDS:",
    records.join("\n\n"),
    "",
    "ANSWER:",
  ].join("\n");
}

export type CheckedAnswer = { ok: true; text: string } | { ok: false; error: string };

/**
 * Checks a model's recall answer: non-empty, at most 1.5 × the word limit (longer is cut at a
 * sentence end within the limit), and citing at least one of the given ids (an uncited answer cannot
 * be traced back, so it is refused).
 */
export function checkModelAnswer(
  text: string,
  ids: readonly string[],
  maxWords = RECALL_MAX_WORDS,
): CheckedAnswer {
  const t = text.replace(/^\s*(?:ANSWER:)?\s*/i, "").trim();
  if (t === "") return { ok: false, error: "empty answer" };
  const words = countWords(t);
  if (words > maxWords * 1.5) return { ok: false, error: `answer has ${words} words` };
  if (!ids.some((id) => t.includes(id))) return { ok: false, error: "answer cites none of the sources" };
  if (words <= maxWords) return { ok: true, text: t };
  const sentences = t.split(/(?<=[.!?])\s+/);
  const kept: string[] = [];
  for (const s of sentences) {
    if (countWords([...kept, s].join(" ")) > maxWords) break;
    kept.push(s);
  }
  return kept.length > 0 ? { ok: true, text: kept.join(" ") } : { ok: false, error: "answer too long" };
}

/** The "Sources:" line appended to every answer: ids with dates, deterministic (never from a model). */
export function sourcesLine(sources: readonly RecallSource[]): string {
  return sources.length > 0 ? `Sources: ${sources.map((s) => `${s.id} (${s.date})`).join(", ")}` : "";
}
