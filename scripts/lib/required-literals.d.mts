/** Strings one of which every match of `/source/flags` contains (lower-case under i), or null. */
export function requiredLiterals(source: string, flags: string): string[] | null;
