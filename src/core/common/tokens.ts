/**
 * Token estimate used for every budget in Cairn: ceil(characters / 4).
 *
 * Source: Anthropic's and OpenAI's published rule of thumb of roughly four characters of English
 * per token. It errs high for code and low for prose in non-Latin scripts; budgets are soft limits,
 * and the hard cap Claude Code applies (10,000 characters per hook output) is enforced separately.
 */
export const CHARS_PER_TOKEN = 4;

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}
