/**
 * Claims of success in the assistant's own words (✅ lines, "fixed", "pushed", "all tests pass",
 * "已完成", "behoben", …), kept only when the session's evidence supports them. A claim sentence
 * that names things (a file, a command in backticks, an identifier, a package, a CVE number) is
 * supported when every thing it names is something the session acted on: a passing command that
 * is not a look (commit and pull-request messages left out: they are claims too) or a file an edit
 * call changed.
 * A claim that names nothing ("All done!", "fully tested") is supported when the session changed
 * something and no check's last run failed. Everything else stays: only unsupported claim sentences
 * are dropped from the text that quotes the assistant (its closing message, its answers, the lines
 * around its questions). Pure.
 */
import { toolKind } from "../agents/claude-code.js";
import type { ActivityEvent } from "./events.js";
import { commandState } from "./session-commands.js";
import { changesSomething } from "./session-turns.js";

/** Past-tense verbs of an action the session would have done. */
const DONE_VERB =
  "(?:fixed|resolved|patched|solved|updated|upgraded|installed|uninstalled|removed|deleted|disabled|enabled|deployed|pushed|merged|committed|published|configured|applied|hardened|closed|implemented|migrated|synced|converted|verified)";

/**
 * Markers and words that claim an outcome: check marks and party emoji (any language); English
 * outcome phrases, and an action verb in the past tense that opens the sentence or list item ("Removed
 * X") or follows its doer ("I fixed", "has been pushed", "is now enabled") — not a description ("Docker
 * is installed at …"); and the usual perfective forms in Chinese, Japanese, Spanish, Portuguese,
 * French, German and Russian.
 */
const CLAIMS: readonly RegExp[] = [
  /[✅✔☑🎉🚀]/u,
  /\b(?:all (?:\d+ )?(?:tests?|checks?) (?:pass|passing|passed|green)|tests? (?:now )?pass(?:es|ing|ed)?|fully (?:tested|functional|working|operational|implemented)|professionally tested|production[- ]ready|ready (?:for|to) (?:use|production|deployment|go)|works? (?:now|correctly|perfectly)|(?:is|are) now (?:working|active|enabled|live|in place)|successfully|all (?:done|set|complete)|complete[d!]?|done[!.])(?!\w)/i,
  new RegExp(
    `(?:^[^\\p{L}\\p{N}]*|\\b(?:I|I've|I have|we|we've|we have|has been|have been|had been|was|were|is now|are now|now)\\s+)(?:also\\s+|successfully\\s+)?${DONE_VERB}\\b`,
    "iu",
  ),
  /已(?:经)?(?:完成|修复|解决|更新|安装|删除|禁用|启用|部署|推送|合并|提交|配置|创建|添加|通过)|(?:修复|解决|完成|通过)了|成功/u,
  /完了しました|成功しました|修正しました|解決しました|追加しました|削除しました/u,
  /\b(?:completad[oa]s?|solucionad[oa]s?|arreglad[oa]s?|corregid[oa]s?|concluíd[oa]s?|résolu|corrigé|terminé|réussi|erfolgreich|behoben|gelöst|abgeschlossen|funktioniert)(?!\w)|исправлен|готово|успешно/iu,
];

/** A cheap first look: text without any of these words or markers holds no claim. */
const MAYBE_CLAIM = new RegExp(
  `[✅✔☑🎉🚀]|${DONE_VERB}|pass|tested|functional|working|ready|works|active|enabled|live|in place|success|done|set|complet|已|了|成功|しました|ad[oa]|íd[oa]|résolu|corrigé|terminé|réussi|erfolgreich|behoben|gelöst|abgeschlossen|funktioniert|исправлен|готово|успешно`,
  "iu",
);

/** A sentence boundary inside one line (Latin and CJK full stops). */
const SENTENCE = /(?<=[.!?])\s+|(?<=[。！？])/u;

/** Words or spans a claim names: a backticked span, or a token with a digit, a path/identifier separator or an inner capital. */
const TOKEN = /`([^`\n]{2,80})`|[\p{L}\p{N}_$][\p{L}\p{N}_$./\\:@#-]*[\p{L}\p{N}_$]/gu;

export interface ClaimEvidence {
  readonly events: readonly ActivityEvent[];
  /** Passing commands that are not looks (messages removed) and edited paths, lowercased; on first use. */
  text?: string;
  /** The session changed something (an edit, a command that is not a look); on first use. */
  changed?: boolean;
  /** Some check's last run failed; on first use. */
  failing?: boolean;
  /** Claim sentences judged against these events, and whether each is supported; filled as judged. */
  judged?: Map<string, boolean>;
  /** Texts `withoutUnsupportedClaims` returned for these events, by the text given; filled as asked. */
  kept?: Map<string, string>;
}

/** One evidence per list of events: the summary, its body, the turns and the excerpts of a session share it. */
const shared = new WeakMap<readonly ActivityEvent[], ClaimEvidence>();

/**
 * What the session did, as evidence for claims (see the module comment); read only when a claim is
 * tested. The same list of events (read-only) gets the same evidence, so it is computed once.
 */
export function claimEvidence(events: readonly ActivityEvent[]): ClaimEvidence {
  let ev = shared.get(events);
  if (ev === undefined) {
    ev = { events };
    shared.set(events, ev);
  }
  return ev;
}

function actedOn(ev: ClaimEvidence): { text: string; changed: boolean } {
  if (ev.text !== undefined) return { text: ev.text, changed: ev.changed === true };
  const lines: string[] = [];
  let changed = false;
  for (const e of ev.events) {
    // a look (a read, an `ls`, `ssh host "cat …"`) is no evidence that anything was done
    if (e.tool === null || !changesSomething(e)) continue;
    changed = true;
    if (toolKind(e.tool) === "edit") for (const f of e.files) lines.push(f.toLowerCase());
    else if (e.command) lines.push(withoutMessages(e.command).toLowerCase().replace(/\s+/g, " "));
  }
  ev.text = lines.join("\n");
  ev.changed = changed;
  return { text: ev.text, changed };
}

/** Commands whose free text (a message, a title, a body) is the author's claim, not an action. */
const WRITES_MESSAGE =
  /\b(?:git\s+(?:commit|tag|merge|notes)|(?:gh|glab)\s+(?:pr|mr|issue|release)\s+(?:create|edit|comment|close))\b/i;
/** The first flag that carries such free text. */
const MESSAGE_FLAG =
  /\s(?:-m|--message|-F|--file|--title|--body|--notes|--reason|-t|-b|-d|--description)(?=[\s=]|["'@$])/;

/**
 * A command without the free text it carries: everything from the message flag of a commit, tag,
 * pull request or tracker item on (whatever its quoting: `"$(cat <<'EOF' …)"`, PowerShell's `@' … '@`),
 * heredocs, and what `echo` / `printf` / `Write-Host` print.
 */
function withoutMessages(command: string): string {
  let text = command.replace(/<<-?\s*['"]?(\w+)['"]?[\s\S]*?\n\s*\1\b/g, " ");
  const writes = WRITES_MESSAGE.exec(text);
  if (writes) {
    const from = writes.index + writes[0].length;
    const flag = MESSAGE_FLAG.exec(text.slice(from));
    if (flag) text = text.slice(0, from + flag.index);
  }
  return text.replace(/\b(?:echo|printf|Write-Host|Write-Output)\s+(?:"(?:\\.|[^"\\])*"|'[^'\n]*')/gi, " ");
}

/** True for a sentence that claims an outcome (see CLAIM); a question claims nothing. */
export function isClaim(sentence: string): boolean {
  return !/[?？]/.test(sentence) && CLAIMS.some((re) => re.test(sentence));
}

/** The things a sentence names (lowercased; a path by its last segment), see TOKEN. */
export function namedThings(sentence: string): string[] {
  const plain = sentence.replace(/\*\*|__/g, "").replace(/\]\([^)]*\)/g, "]");
  const out: string[] = [];
  for (const m of plain.matchAll(TOKEN)) {
    const span = m[1];
    if (span !== undefined) {
      out.push(lastSegment(span.trim().toLowerCase().replace(/\s+/g, " ")));
      continue;
    }
    const t = m[0];
    const distinctive =
      t.length >= 4 &&
      /\p{L}/u.test(t) &&
      (/\p{N}/u.test(t) || /[._/\\:@#]/.test(t) || /\p{Ll}\p{Lu}|\p{Lu}{2}\p{Ll}/u.test(t));
    if (distinctive) out.push(lastSegment(t.toLowerCase()));
  }
  return out;
}

const lastSegment = (s: string) => (/\s/.test(s) ? s : (s.split(/[/\\]/).filter(Boolean).at(-1) ?? s));

/**
 * True when the session's evidence supports a claim sentence (see the module comment). The summary,
 * the turns and the excerpts of a session judge the same sentences against the same evidence: each
 * answer is kept on the evidence (the events are read-only, so it cannot change).
 */
export function supportedClaim(sentence: string, ev: ClaimEvidence): boolean {
  ev.judged ??= new Map();
  let supported = ev.judged.get(sentence);
  if (supported === undefined) {
    supported = judge(sentence, ev);
    ev.judged.set(sentence, supported);
  }
  return supported;
}

function judge(sentence: string, ev: ClaimEvidence): boolean {
  const named = namedThings(sentence);
  const done = actedOn(ev);
  if (named.length > 0) return named.every((t) => done.text.includes(t));
  if (!done.changed) return false;
  ev.failing ??= commandState(ev.events).commands.some((c) => !c.ok);
  return !ev.failing;
}

/**
 * The text without its unsupported claim sentences (line by line; a line left empty is dropped,
 * other lines are kept as they are).
 */
export function withoutUnsupportedClaims(text: string, ev: ClaimEvidence): string {
  if (!MAYBE_CLAIM.test(text)) return text;
  ev.kept ??= new Map();
  let kept = ev.kept.get(text);
  if (kept === undefined) {
    kept = claimsKept(text, ev);
    ev.kept.set(text, kept);
  }
  return kept;
}

function claimsKept(text: string, ev: ClaimEvidence): string {
  const out: string[] = [];
  for (const line of text.split("\n")) {
    if (!MAYBE_CLAIM.test(line)) {
      out.push(line);
      continue;
    }
    const kept = line
      .split(SENTENCE)
      .filter((s) => !isClaim(s) || supportedClaim(s, ev))
      .join(" ");
    if (kept.replace(/[\s#*>|:-]/g, "") !== "") out.push(kept);
  }
  return out.join("\n");
}
