/**
 * "Where did we leave off on X?" — select, then compress (too many sessions to hand a model all of
 * them, and each too long to inject as is). Select: BM25 search over the
 * project's memories for the topic, kept only when they match it strongly (two of its words, or every
 * word of a one-word topic); past sessions come in through their task_summary memory (dedupeKey
 * `session:<id>`) with the session's current summary. Compress: the configured provider writes a
 * 200–300-word answer citing ids (checked by core/recall), or — no model, or any failure, logged —
 * the extractive answer. Every answer ends with a deterministic "Sources:" line (ids and dates).
 */

import { estimateTokens } from "../../core/common/tokens.js";
import { sessionIdOfKey } from "../../core/memories/dedupe-key.js";
import {
  buildRecallPrompt,
  checkModelAnswer,
  countWords,
  detectRecallTopic,
  extractiveAnswer,
  RECALL_MAX_WORDS,
  type RecallItem,
  type RecallSource,
  sourcesLine,
  toSource,
} from "../../core/recall/recall.js";
import { matchedTerms, toSearchTerms } from "../../core/recall/search-terms.js";
import { redact } from "../../core/redact/redact.js";
import type { Store } from "../../store/store.js";
import { rankMemories } from "../search/rank.js";
import { heuristicProvider } from "../summarize/heuristic.js";
import { failureReason, type ProviderName, type SummaryProvider } from "../summarize/provider.js";
import type { PromptRecall } from "./recall-for-prompt.js";

export interface RecallRequest {
  project: string;
  topic: string;
  /** Default: heuristic (extractive, no model). */
  provider?: SummaryProvider;
  /** Hard limit of the model call (ms); default 30,000. */
  timeoutMs?: number;
  /** Words of answer (default 300) and characters of the whole text (default 4,000). */
  maxWords?: number;
  maxChars?: number;
  /** Selected at most (defaults 5 sessions, 10 memories). */
  sessions?: number;
  memories?: number;
  log?: (line: string) => void;
}

export interface RecallAnswer {
  topic: string;
  /** The answer followed by its "Sources:" line; "" when nothing matched. */
  text: string;
  sources: RecallSource[];
  /** Who compressed: "extractive" or the model provider. */
  method: "extractive" | ProviderName;
  /** Why a configured model's answer was not used. */
  fallbackReason: string | null;
  /** Records selected (sources are those the answer cites). */
  selected: number;
}

/** Step 1: the records relevant to the topic, most relevant first. */
export async function selectForRecall(
  store: Store,
  req: Pick<RecallRequest, "project" | "topic" | "sessions" | "memories">,
): Promise<RecallItem[]> {
  const terms = toSearchTerms(req.topic);
  if (terms.length === 0) return [];
  const needed = Math.min(terms.length, 2);
  const hits = await rankMemories(store, { terms, project: req.project, limit: 40 });
  const sessions: RecallItem[] = [];
  const memories: RecallItem[] = [];
  for (const { memory: m } of hits) {
    if (matchedTerms(terms, `${m.title} ${m.body} ${m.files.join(" ")} ${m.tags.join(" ")}`).length < needed)
      continue;
    const sessionId = m.type === "task_summary" ? sessionIdOfKey(m.dedupeKey) : null;
    if (sessionId !== null) {
      if (sessions.length >= (req.sessions ?? 5)) continue;
      const s = await store.getSession(sessionId);
      sessions.push({
        id: m.id,
        kind: "session",
        type: m.type,
        title: m.title,
        body: s?.summary || m.body,
        date: s?.startedAt ?? m.createdAt,
        sessionId,
        severity: null,
      });
    } else if (memories.length < (req.memories ?? 10)) {
      memories.push({
        id: m.id,
        kind: "memory",
        type: m.type,
        title: m.title,
        body: m.body,
        date: m.updatedAt,
        sessionId: m.source.sessionId,
        severity: m.severity,
      });
    }
  }
  return [...memories, ...sessions];
}

/** Select, then compress. */
export async function recall(store: Store, req: RecallRequest): Promise<RecallAnswer> {
  const provider = req.provider ?? heuristicProvider;
  const maxWords = req.maxWords ?? RECALL_MAX_WORDS;
  const maxChars = req.maxChars ?? 4000;
  const items = await selectForRecall(store, req);
  const base = { topic: req.topic, selected: items.length };
  if (items.length === 0)
    return { ...base, text: "", sources: [], method: "extractive", fallbackReason: null };

  let fallbackReason: string | null = null;
  if (provider.complete !== null) {
    try {
      // memories are stored redacted; redacting the prompt again keeps the guarantee for any record
      const raw = await provider.complete(redact(buildRecallPrompt(req.topic, items)), {
        timeoutMs: req.timeoutMs ?? 30_000,
        maxTokens: 800,
      });
      const checked = checkModelAnswer(
        raw,
        items.map((i) => i.id),
        maxWords,
      );
      if (checked.ok) {
        const sources = items.filter((i) => checked.text.includes(i.id)).map(toSource);
        const text = `${checked.text}\n${sourcesLine(sources)}`;
        if (text.length <= maxChars)
          return { ...base, text, sources, method: provider.name, fallbackReason: null };
        fallbackReason = `answer longer than ${maxChars} characters`;
      } else fallbackReason = `malformed: ${checked.error}`;
    } catch (err) {
      fallbackReason = failureReason(err);
    }
    req.log?.(`recall fallback provider=${provider.name} reason=${fallbackReason}`);
  }
  // the Sources line is at most one entry per item: reserve room for it, then keep only what was cited
  const reserve = sourcesLine(items.map(toSource));
  const answer = extractiveAnswer(req.topic, items, {
    maxWords: Math.max(40, maxWords - countWords(reserve)),
    maxChars: Math.max(200, maxChars - reserve.length - 1),
  });
  const sources = items.filter((i) => answer.includes(i.id)).map(toSource);
  const text = sources.length > 0 ? `${answer}\n${sourcesLine(sources)}` : answer;
  return { ...base, text, sources, method: "extractive", fallbackReason };
}

/**
 * UserPromptSubmit's path for status questions ("where are we on …", "what did we decide about …",
 * core/recall detectRecallTopic): the same select-then-compress, extractive only (a prompt must not
 * wait for a model), cut to the prompt budget (tokens, ceil(chars/4)). Records what it showed.
 * Null when the prompt is not a status question or nothing matched: the caller's usual recall runs.
 */
export async function recallForStatusQuestion(
  store: Store,
  req: { project: string; sessionId: string; prompt: string; budget: number; now: Date },
): Promise<PromptRecall | null> {
  const topic = detectRecallTopic(req.prompt);
  if (topic === null || req.budget <= 0) return null;
  const r = await recall(store, {
    project: req.project,
    topic,
    maxChars: req.budget * 4,
    sessions: 4,
    memories: 8,
  });
  if (r.text === "" || r.sources.length === 0) return null;
  const ids = r.sources.map((s) => s.id);
  await store.recordInjections(req.sessionId, ids, req.now.toISOString());
  return { ids, text: r.text, tokens: estimateTokens(r.text) };
}
