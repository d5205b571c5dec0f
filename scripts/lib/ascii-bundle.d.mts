/**
 * `text` (a bundle) with its non-ASCII characters escaped where the value stays the same (regular
 * expression literals, String.raw and untagged templates); `text` when it is ASCII; null otherwise.
 */
export function asciiBundle(text: string, fileName?: string): string | null;
