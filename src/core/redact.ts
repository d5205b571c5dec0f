/** Placeholder until the redaction module lands; see docs/CONVENTIONS.md. */
export function redact(text: string): string {
  return text;
}
