/**
 * Prompts that ask for a procedure — how to do something, which command does it — by their sentence
 * structure, not by any project's words: "how do I run the tests?", "how to deploy", "what's the command
 * for the linter", "which command builds the docs", or an imperative "run the tests". For those, a
 * verified command whose action matches the prompt answers better than a narrative of a past session.
 */

const ASKS: readonly RegExp[] = [
  /\bhow (?:do|can|could|should|would|did) (?:i|we|you|one)\b/i,
  /\bhow (?:is|are|was|were) (?:\w+ ){0,4}?(?:run|ran|started|built|deployed|tested|installed|executed)\b/i,
  /\bhow to\b/i,
  /\b(?:what|which)(?:'s| is| was)? (?:the )?(?:\w+ )?(?:command|cmd|script|invocation)s?\b/i,
  /\bwhich (?:\w+ )?(?:command|script)s?\b/i,
  /^\s*(?:please\s+)?(?:run|execute|rerun|re-run)\b/i,
];

/**
 * Words that only say "a procedure" (they name no action of their own): left out when a verified
 * command's action is compared with the prompt's terms, since every command is "run".
 */
export const PROCEDURE_WORDS: ReadonlySet<string> = new Set([
  "run",
  "runs",
  "running",
  "rerun",
  "execute",
  "exec",
  "invoke",
  "command",
  "commands",
  "cmd",
  "script",
  "scripts",
  "way",
  "properly",
  "correctly",
  "locally",
]);

/** True when the prompt asks how to do something or for a command (see the patterns above). */
export function asksForProcedure(prompt: string): boolean {
  const text = prompt.length > 2000 ? prompt.slice(0, 2000) : prompt;
  return ASKS.some((re) => re.test(text));
}

/** The terms that name the action asked for: `terms` without PROCEDURE_WORDS. */
export function actionTerms(terms: readonly string[]): string[] {
  return terms.filter((t) => !PROCEDURE_WORDS.has(t));
}
