/**
 * Decides whether a user-record text is a typed user intent. Machine-inserted wrappers
 * (`<local-command-…>`, `<task-notification>`, interrupt markers) are not intents; a slash-command
 * wrapper becomes "/name args". Pure; does not redact (the accumulator does).
 */
import { blockType, textBlockSchema } from "./record-schema.js";

const COMMAND_NAME = /<command-name>\s*([^<]*?)\s*<\/command-name>/;
const COMMAND_ARGS = /<command-args>([\s\S]*?)<\/command-args>/;
/** Machine-written user records: local command output, task notifications, interrupts, shell mode (`!`). */
const SKIPPED_PREFIXES = [
  "<local-command-",
  "<task-notification>",
  "[Request interrupted by user",
  "<bash-input>",
  "<bash-stdout>",
  "<bash-stderr>",
];

/**
 * Intent for one prompt text, or null when it is not a typed prompt.
 * - `<command-name>/x</command-name>…<command-args>a b</command-args>` → "/x a b" (any tag order,
 *   name with or without its leading slash, as written by 1.0.x and 2.x).
 * - texts starting with `<local-command-`, `<task-notification>`, "[Request interrupted by user" or a
 *   shell-mode tag (`<bash-input>`, `<bash-stdout>`, `<bash-stderr>`: what the user ran with `!` and its
 *   output) → null. Blank → null. Anything else → the trimmed text.
 */
export function intentFromText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return null;
  const name = COMMAND_NAME.exec(trimmed)?.[1];
  if (name !== undefined && name.length > 0 && /^<command-(?:name|message|args)>/.test(trimmed)) {
    const args = COMMAND_ARGS.exec(trimmed)?.[1]?.trim() ?? "";
    const slash = name.startsWith("/") ? name : `/${name}`;
    return args.length > 0 ? `${slash} ${args}` : slash;
  }
  if (SKIPPED_PREFIXES.some((p) => trimmed.startsWith(p))) return null;
  return trimmed;
}

/**
 * Prompt text of a user message content: the string itself, or the text blocks joined by "\n".
 * Returns null when the content holds a tool_result block (then it is a tool-result record) or
 * no text at all (e.g. image only).
 */
export function promptText(content: string | readonly unknown[]): string | null {
  if (typeof content === "string") return content;
  const parts: string[] = [];
  for (const block of content) {
    const type = blockType(block);
    if (type === "tool_result") return null;
    if (type !== "text") continue;
    const parsed = textBlockSchema.safeParse(block);
    if (parsed.success) parts.push(parsed.data.text);
  }
  return parts.length > 0 ? parts.join("\n") : null;
}
