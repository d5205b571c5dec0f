/**
 * Classifies a shell command as test, build, lint, typecheck or format — the commands worth
 * remembering as verified when they pass — or null. Only the program and its first words count
 * (never quoted text or later arguments: `bd close --reason="fix compile"` is not a build), after
 * stripping env assignments and runner wrappers (npx, sudo, uv run, bundle exec, …). Each
 * `&&`/`||`/`;`/`|` step is looked at in turn.
 */
export type CommandKind = "test" | "build" | "lint" | "typecheck" | "format";

const PM = "(?:npm|pnpm|yarn|bun)";
const RULES: readonly [CommandKind, RegExp][] = [
  [
    "typecheck",
    new RegExp(
      `^(?:tsc\\b.*--noemit|mypy\\b|pyright\\b|cargo check\\b|go vet\\b|mix dialyzer\\b|${PM}(?: run)? (?:typecheck|type-check|check-types|tsc)\\b)`,
    ),
  ],
  [
    "test",
    new RegExp(
      `^(?:(?:vitest|jest|mocha|ava|pytest|py\\.test|tox|nox|rspec|phpunit|ctest|bats|karma)\\b|(?:go|cargo|mix|dotnet|swift|deno|bun|lein|stack|cabal|zig) test\\b|${PM}(?: run)? (?:test|t)\\b|${PM} run [\\w:.-]*test|python3? -m (?:pytest|unittest)\\b|make (?:test|check)\\b|node --test\\b|playwright test\\b|(?:mvn|\\./mvnw) (?:test|verify)\\b|(?:gradle|\\./gradlew) test\\b)`,
    ),
  ],
  [
    "lint",
    new RegExp(
      `^(?:(?:eslint|flake8|pylint|golangci-lint|rubocop|shellcheck|stylelint|oxlint)\\b|biome (?:check|lint|ci)\\b|ruff(?: check)?\\b(?! format)|cargo clippy\\b|mix credo\\b|${PM}(?: run)? lint\\b)`,
    ),
  ],
  [
    "format",
    new RegExp(
      `^(?:(?:prettier|black|gofmt|rustfmt|isort)\\b|(?:biome|ruff) format\\b|cargo fmt\\b|mix format\\b|${PM}(?: run)? (?:format|fmt)\\b)`,
    ),
  ],
  [
    "build",
    new RegExp(
      `^(?:${PM}(?: run)? build\\b|(?:make|cmake|ninja|webpack|rollup|esbuild|tsc)\\b|vite build\\b|(?:gradle|\\./gradlew|mvn|\\./mvnw) (?:build|package|compile|assemble)\\b|(?:cargo|go|dotnet|swift|zig) build\\b|mix compile\\b)`,
    ),
  ],
];

const WRAPPERS =
  /^(?:(?:sudo|time|nice|command|exec|npx|bunx|env)\s+|(?:pnpm|yarn) (?:exec|dlx)\s+|(?:uv|poetry|pipenv) run\s+|bundle exec\s+)/;

/** The command with quoted strings emptied, so their contents never classify it. */
const unquote = (s: string) => s.replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, '""');

function head(step: string): string {
  let s = step.trim().replace(/^(?:\w+=\S*\s+)+/, "");
  for (let prev = ""; prev !== s; ) {
    prev = s;
    s = s.replace(WRAPPERS, "").replace(/^(?:\w+=\S*\s+)+/, "");
  }
  return s.split(/\s+/).slice(0, 4).join(" ").toLowerCase();
}

export function classifyCommand(command: string): CommandKind | null {
  for (const step of unquote(command).split(/&&|\|\||;|\|/)) {
    const h = head(step);
    if (h === "") continue;
    for (const [kind, re] of RULES) if (re.test(h)) return kind;
  }
  return null;
}

const FILTER_TAIL =
  /\s*\|\s*(?:head|tail|grep|egrep|less|more|cat|sort|uniq|wc|cut|tee|sed|awk)\b(?:[^|"']|"(?:[^"\\]|\\.)*"|'[^']*')*$/;

/**
 * Canonical form used as a verified command's title and identity: whitespace collapsed,
 * `2>&1` dropped, and trailing output filters (`| tail -20`, `| grep …`) removed.
 */
export function normalizeCommand(command: string): string {
  let s = command
    .trim()
    .replace(/\s+/g, " ")
    .replace(/\s*2>&1/g, "");
  for (let prev = ""; prev !== s; ) {
    prev = s;
    s = s.replace(FILTER_TAIL, "");
  }
  return s.trim();
}

/**
 * True when the command pipes into an output filter without `pipefail`: its exit status is the
 * filter's, so "exit 0" does not prove the command itself passed.
 */
export function exitStatusIsFilters(command: string): boolean {
  return FILTER_TAIL.test(command.trim()) && !/pipefail/.test(command);
}
