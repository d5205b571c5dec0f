/**
 * Classifies a shell command as test, build, lint, typecheck or format — the commands worth
 * remembering as verified when they pass — or null. Only the program and its first words count
 * (never quoted text or later arguments: `bd close --reason="fix compile"` is not a build), after
 * stripping env assignments, runner wrappers (npx, sudo, uv run, bundle exec, node_modules/.bin/, …)
 * and package-manager location flags (`pnpm -C web`, `--filter x`, `npm --prefix web`,
 * `yarn workspace x`). Each `&&`/`||`/`;`/`|` step is looked at in turn. One exception to "first
 * words": `tsc … --noEmit` is a typecheck wherever the flag sits.
 */
import { memoized } from "../common/memo.js";

export type CommandKind = "test" | "build" | "lint" | "typecheck" | "format";

const PM = "(?:npm|pnpm|yarn|bun)";
/** `make <target>` steps that neither build nor check anything. */
const MAKE_NOT_BUILD = "clean|distclean|install|uninstall|help|run|dev|serve|start|deploy|publish";
const RULES: readonly [CommandKind, RegExp][] = [
  [
    "typecheck",
    new RegExp(
      `^(?:(?:vue-)?tsc\\b.*--noemit|mypy\\b|pyright\\b|cargo check\\b|go vet\\b|mix dialyzer\\b|make (?:typecheck|type-check)\\b|${PM}(?: run)? (?:typecheck|type-check|check-types|tsc)\\b)`,
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
      `^(?:(?:eslint|flake8|pylint|golangci-lint|rubocop|shellcheck|stylelint|oxlint)\\b|biome (?:check|lint|ci)\\b|ruff(?: check)?\\b(?! format)|cargo clippy\\b|mix credo\\b|make lint\\b|${PM}(?: run)? lint\\b)`,
    ),
  ],
  [
    "format",
    new RegExp(
      `^(?:(?:prettier|black|gofmt|rustfmt|isort)\\b|(?:biome|ruff) format\\b|cargo fmt\\b|mix format\\b|make (?:format|fmt)\\b|${PM}(?: run)? (?:format|fmt)\\b)`,
    ),
  ],
  [
    "build",
    new RegExp(
      `^(?:${PM}(?: run)? build\\b|make\\b(?! (?:${MAKE_NOT_BUILD})\\b)|(?:cmake|ninja|webpack|rollup|esbuild|tsc|vue-tsc)\\b|(?:vite|next|nuxt|astro) build\\b|(?:gradle|\\./gradlew|mvn|\\./mvnw) (?:build|package|compile|assemble)\\b|(?:cargo|go|dotnet|swift|zig) build\\b|mix compile\\b)`,
    ),
  ],
];

const WRAPPERS =
  /^(?:(?:sudo|time|nice|command|exec|npx|bunx|env)\s+|(?:pnpm|yarn) (?:exec|dlx)\s+|(?:uv|poetry|pipenv) run\s+|bundle exec\s+)/;
/** Package-manager flags that only say where to run (`pnpm -C web test` is `pnpm test`). */
const PM_LOCATION =
  /^((?:npm|pnpm|yarn|bun) )(?:(?:-C|--dir|--prefix|--cwd|--filter|-F|--workspace)(?:=|\s+)\S+\s+|(?:-r|--recursive|-s|--silent|--workspaces|--if-present)\s+|workspace \S+\s+)+/;

/** The command with quoted strings emptied, so their contents never classify it. */
export const unquote = (s: string) => s.replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, '""');

/** The step without env assignments, wrappers and location flags, lower-cased. */
export function stripStep(step: string): string {
  let s = step.trim().replace(/^(?:\w+=\S*\s+)+/, "");
  for (let prev = ""; prev !== s; ) {
    prev = s;
    s = s
      .replace(WRAPPERS, "")
      .replace(/^(?:\.\/)?node_modules\/\.bin\//, "")
      .replace(PM_LOCATION, "$1")
      .replace(/^(?:\w+=\S*\s+)+/, "");
  }
  return s.toLowerCase();
}

export function classifyCommand(command: string): CommandKind | null {
  for (const step of unquote(command).split(/&&|\|\||;|\|/)) {
    const full = stripStep(step);
    if (full === "") continue;
    if (/^(?:vue-)?tsc\b.*\s--noemit\b/.test(full)) return "typecheck";
    const h = full.split(/\s+/).slice(0, 4).join(" ");
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

/**
 * True when exit 0 says nothing about the classified step because another step decides the status:
 * any `||` (`npm test || true`), or a `;`/newline step after the first classified one
 * (`npm test; echo "exit $?"`). Quoted text is ignored; steps before it (`set -o pipefail; …`) are fine.
 */
export function exitStatusIsMasked(command: string): boolean {
  return maskedMemo(command);
}

// the failure rules ask it of every later command of the session, for each failure
const maskedMemo = memoized(isMasked);

function isMasked(command: string): boolean {
  const u = unquote(command);
  if (u.includes("||")) return true;
  const steps = u.split(/;|\n/);
  const first = steps.findIndex((s) => classifyCommand(s) !== null);
  return first >= 0 && steps.slice(first + 1).some((s) => s.trim() !== "");
}
