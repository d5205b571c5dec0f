/**
 * Classifies a shell command as test, build, lint, typecheck or format — the commands worth
 * remembering as verified when they pass — or null for everything else. Looks at each
 * `&&`/`;`/`|`-separated step, skipping leading env assignments and `cd`.
 */
export type CommandKind = "test" | "build" | "lint" | "typecheck" | "format";

const RULES: readonly [CommandKind, RegExp][] = [
  [
    "typecheck",
    /\b(tsc\b.*--noEmit|tsc --noEmit|mypy|pyright|cargo check|go vet|npm run typecheck|typecheck)\b/,
  ],
  [
    "lint",
    /\b(eslint|biome (check|lint)|ruff( check)?|flake8|pylint|clippy|golangci-lint|rubocop|shellcheck|lint)\b/,
  ],
  ["format", /\b(prettier|biome format|black|gofmt|rustfmt|cargo fmt|ruff format)\b/],
  [
    "test",
    /\b(test|tests|vitest|jest|mocha|ava|pytest|unittest|go test|cargo test|rspec|phpunit|ctest|tox|nox|playwright test|bats)\b/,
  ],
  [
    "build",
    /\b(build|tsc|make|cmake|cargo build|go build|gradle|mvn|webpack|vite build|esbuild|rollup|compile)\b/,
  ],
];

export function classifyCommand(command: string): CommandKind | null {
  for (const step of command.split(/&&|\|\||;|\|/)) {
    const s = step
      .trim()
      .replace(/^(\w+=\S*\s+)+/, "")
      .toLowerCase();
    if (s === "" || s.startsWith("cd ") || s.startsWith("echo ") || s.startsWith("git ")) continue;
    for (const [kind, re] of RULES) if (re.test(s)) return kind;
  }
  return null;
}

/** Canonical form used to de-duplicate verified commands: whitespace collapsed, trailing flags kept. */
export function normalizeCommand(command: string): string {
  return command.trim().replace(/\s+/g, " ");
}
