/**
 * Whole strings that are identifiers by format, which `redact` returns before running any rule: the
 * store binds a few of them with every event (its time, its tool-use id, its dedupe key), and running
 * every rule on each costs 10–45 µs. The shapes, each the whole string (≤ 80 characters):
 * - an RFC 3339 date-time (`2026-11-27T02:13:12.559Z`, offset optional), alone or after a hook
 *   event name and a colon (`PostToolUse:<time>`, as store/rows.ts `eventDedupe` keys are);
 * - an RFC 4122 UUID in lower-case 8-4-4-4-12 form (Claude Code's session and message ids);
 * - a Claude tool-use id (`toolu_…`, `srvtoolu_…`, with a `vrtx_`/`bdrk_` infix), alone or as a
 *   `t:` dedupe key;
 * - a Cairn memory id (`m_` and 12 lower-case hex digits: store/sqlite/memories.ts `newMemoryId`), which the
 *   store binds for every memory a pack or recall lists (SessionStart: some 50 per run);
 * - a Cairn project id (16 lower-case hex digits: app/env/project.ts `projectId`) or an excerpt's key (32:
 *   store/excerpt-rows.ts), which the store binds with every row it writes or reads for a project.
 * A shortcut, not a rule: `inert-shapes.test.ts` checks that the rules themselves leave random
 * strings of each shape unchanged, so the answer is the one the rules would give. Pure.
 */

const INERT =
  /^(?:(?:[A-Z][A-Za-z]{2,30}:)?\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,9})?(?:Z|[+-]\d\d:\d\d)?|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?:t:)?(?:srv)?toolu_(?:vrtx_|bdrk_)?[A-Za-z0-9]{20,40}|m_[0-9a-f]{12}|[0-9a-f]{16}|[0-9a-f]{32})$/;

/** True when `text` is, whole, one of the identifier shapes above. */
export function inertShape(text: string): boolean {
  return text.length <= 80 && INERT.test(text);
}
