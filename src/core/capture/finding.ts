/**
 * Findings in Claude's own words: a sentence of an assistant message that states how the code or a
 * tool behaves, found while working ("X is gitignored", "the guard can never be false", "AshComputer
 * auto-generates handle_event…", "Dialyzer says `LLMChain.run` returns a 3-tuple", "that approach
 * did not work"). Statements of intent ("Let me check what the error is") and questions are not
 * findings. Pure; does not redact (callers do).
 */
import { clip, oneLine } from "../common/text.js";

/**
 * Phrases that state a discovered behaviour or cause. Each is specific enough that progress talk
 * ("Now the tests pass", "Let me fix the error") does not match it.
 */
const FINDING =
  /\b(?:gitignored|(?:is|are) (?:git)?ignored by|can never (?:be|succeed|match|happen|return)|auto-?generates?|automatically (?:generates?|defines?|handles?)|(?:is|are) (?:intentionally |by design )?opaque|(?:root )?cause (?:is|was)|turns out|(?:does not|doesn't|did not|didn't) work(?! on\b)|(?:is|are)(?: not|n't) installed|already tracked|(?:cannot|can't) be used (?:in|inside)|not allowed (?:in|inside)|\d-tuple|[Tt]he (?:issue|problem|error|bug|culprit) (?:is|was) (?:that|because|caused)|(?:happens|fails|failed|breaks|broke) because|(?:is|are)(?: not|n't) supported|(?:does not|doesn't) support|is deprecated|only works (?:with|when|if|in))\b|\b[A-Z][\w.]* says\b/;
/** Sentences that announce what Claude is about to do or check, not what it found. */
const INTENT = /^(?:(?:now|ok(?:ay)?|so|first|next),?\s+)?(?:let me|let's|i'll|i will|i need to|i should)\b/i;
/** Reports of success are progress, not findings. */
const PROGRESS = /\b(?:all (?:\d+ )?tests? pass|tests? (?:now )?pass(?:es)?|is clean|works now|now works)\b/i;

/**
 * A finding names what it is about: a code span, a path or file name, or an identifier
 * (CamelCase, snake_case, dotted). "That didn't work" alone says nothing a next session can use.
 */
const SUBJECT =
  /`[^`]+`|[\w-]+\/[\w./-]+|\b[\w-]+\.[a-z]{1,5}\b|\b[A-Z][a-z]+[A-Z]\w*|\b[a-z]+_[a-z_]+\b|\b[A-Z]\w*\.[a-z_]\w*/;

/** Splits a paragraph into sentences (keeps `a.b` and `x.ex` whole). */
function sentences(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?:])\s+(?=[A-Z`*"(])/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/** True when one sentence states a finding. */
export function isFindingSentence(sentence: string): boolean {
  const s = sentence.replace(/\*\*/g, "").trim();
  return s.length >= 25 && !s.endsWith("?") && !INTENT.test(s) && !PROGRESS.test(s) && FINDING.test(s);
}

/**
 * The finding of an assistant message with its context (≤ 400 chars): the finding sentence, the
 * sentence before it and up to two after it in the same paragraph (the cause and what Claude then
 * does about it), when that text names its subject (SUBJECT). Null when no sentence states a
 * finding. Code blocks are skipped.
 */
export function assistantFinding(text: string): string | null {
  if (!FINDING.test(text)) return null; // one scan rejects most messages before any splitting
  const prose = text.replace(/```[\s\S]*?```/g, "\n\n");
  for (const paragraph of prose.split(/\n\s*\n|\n(?=\s*(?:[-*•]|\d+[.)])\s)/)) {
    const parts = sentences(oneLine(paragraph.replace(/^\s*(?:[-*•]|\d+[.)]|#+)\s+/, "")));
    const at = parts.findIndex(isFindingSentence);
    if (at < 0) continue;
    const kept = parts.slice(Math.max(0, at - 1), at + 3);
    // "Let me simplify:" announces the next tool call; the note records that call itself
    while (kept.length > 1 && INTENT.test(kept.at(-1) ?? "") && /:\s*$/.test(kept.at(-1) ?? "")) kept.pop();
    const window = kept.join(" ");
    if (!SUBJECT.test(window)) continue;
    return clip(window, 400);
  }
  return null;
}
