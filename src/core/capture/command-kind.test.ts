// Command classification over real-world commands (including the traps that once misfired), the
// canonical form used as a verified command's identity, and when exit 0 is not the command's own.
import { describe, expect, it } from "vitest";
import {
  type CommandKind,
  classifyCommand,
  exitStatusIsFilters,
  exitStatusIsMasked,
  normalizeCommand,
} from "./command-kind.js";

const TABLE: readonly [string, CommandKind | null][] = [
  // traps: quoted text, flags or arguments that merely mention a kind
  ['bd close x --reason="fix compile"', null],
  ["npx create-next-app --eslint", null],
  ["echo test", null],
  ['git commit -m "add tests"', null],
  ["git log --grep=test", null],
  ['grep -rn "npm test" .', null],
  ["mkdir test", null],
  ["rm -rf test", null],
  ["cat test.log", null],
  ["touch build.ts", null],
  ["cat package.json | grep test", null],
  ["sh -c 'npm test'", null],
  ["git status", null],
  ["ls", null],
  ["ls -la src", null],
  ["npm install", null],
  ["npm i -D vitest", null],
  ["pip install -r requirements.txt", null],
  ["npm run dev", null],
  ["docker build .", null],
  ["make clean", null],
  ["make install", null],
  // wrappers, env assignments, compound commands
  ["cd web && pnpm test", "test"],
  ["FOO=1 npm run test:unit", "test"],
  ["CI=1 npx jest --ci", "test"],
  ["env NODE_ENV=test npm test", "test"],
  ["time npm test", "test"],
  ["uv run pytest -q", "test"],
  ["poetry run pytest tests/", "test"],
  ["bundle exec rspec spec/models", "test"],
  ["python -m pytest", "test"],
  ["python3 -m unittest discover", "test"],
  ["./node_modules/.bin/vitest run", "test"],
  ["pnpm exec vitest run src/a.test.ts", "test"],
  ["bunx vitest", "test"],
  ["npm test -- -t 'fails on empty input'", "test"],
  ['echo "starting" && npm run build', "build"],
  // monorepo location flags
  ["pnpm -C web test", "test"],
  ["pnpm --filter web test", "test"],
  ["pnpm --filter=@acme/api test", "test"],
  ["npm --prefix web test", "test"],
  ["yarn workspace web test", "test"],
  // per-ecosystem test runners
  ["npx vitest run", "test"],
  ["jest --watchAll=false", "test"],
  ["go test ./...", "test"],
  ["cargo test --all", "test"],
  ["mix test", "test"],
  ["dotnet test", "test"],
  ["node --test", "test"],
  ["deno test -A", "test"],
  ["./gradlew test", "test"],
  ["mvn test", "test"],
  ["make test", "test"],
  ["yarn test", "test"],
  ["npm t", "test"],
  // typecheck
  ["npx tsc --noEmit", "typecheck"],
  ["tsc -p tsconfig.build.json --pretty false --noEmit", "typecheck"],
  ["vue-tsc --noEmit", "typecheck"],
  ["npm run typecheck", "typecheck"],
  ["mypy src", "typecheck"],
  ["pyright", "typecheck"],
  ["cargo check", "typecheck"],
  ["go vet ./...", "typecheck"],
  // build
  ["tsc -p .", "build"],
  ["tsc", "build"],
  ["make", "build"],
  ["make -j8", "build"],
  ["npm run build", "build"],
  ["bun run build", "build"],
  ["cargo build --release", "build"],
  ["go build ./cmd/server", "build"],
  ["vite build", "build"],
  ["npx next build", "build"],
  ["./gradlew assemble", "build"],
  // lint
  ["cargo clippy", "lint"],
  ["cargo clippy -- -D warnings", "lint"],
  ["npx eslint --fix .", "lint"],
  ["npx biome check --write src", "lint"],
  ["ruff check .", "lint"],
  ["npm run lint:fix", "lint"],
  ["golangci-lint run", "lint"],
  ["shellcheck scripts/*.sh", "lint"],
  ["make lint", "lint"],
  // format
  ["ruff format .", "format"],
  ["npx prettier --write .", "format"],
  ["black --check .", "format"],
  ["cargo fmt", "format"],
  ["gofmt -l .", "format"],
  ["npx biome format --write .", "format"],
];

describe("classifyCommand", () => {
  it("covers a table of at least 40 real-world commands", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });
  it.each(TABLE)("%s → %s", (command, kind) => {
    expect(classifyCommand(command)).toBe(kind);
  });
  it("is case-insensitive about the program and ignores surrounding whitespace", () => {
    expect(classifyCommand("  NPM TEST  ")).toBe("test");
  });
  it("returns null for empty and whitespace-only commands", () => {
    expect(classifyCommand("")).toBeNull();
    expect(classifyCommand("  ;  && ")).toBeNull();
  });
  it("classifies by the first classifiable step", () => {
    expect(classifyCommand("npm run lint && npm test")).toBe("lint");
    expect(classifyCommand("git add -A; npm test")).toBe("test");
  });
});

describe("normalizeCommand", () => {
  it("collapses whitespace, including newlines and tabs", () => {
    expect(normalizeCommand("  npm\t  run \n build  ")).toBe("npm run build");
  });
  it("drops 2>&1", () => {
    expect(normalizeCommand("npm test 2>&1")).toBe("npm test");
  });
  it("removes trailing output filters, one or several", () => {
    expect(normalizeCommand("npm test 2>&1 | tail -20")).toBe("npm test");
    expect(normalizeCommand("npm test | tee out.log | tail -5")).toBe("npm test");
    expect(normalizeCommand("cargo test 2>&1 | head -100 | wc -l")).toBe("cargo test");
  });
  it("treats a | inside a quoted grep pattern as part of the pattern, not a pipe", () => {
    expect(normalizeCommand('npm test 2>&1 | grep -E "FAIL|Error"')).toBe("npm test");
    expect(normalizeCommand("npm test | grep 'a|b' | head -3")).toBe("npm test");
  });
  it("keeps a pipe into a non-filter program", () => {
    expect(normalizeCommand("npm test | node report.js")).toBe("npm test | node report.js");
  });
  it("gives one identity to the same command run with and without filters", () => {
    const forms = ["pnpm test", "pnpm  test 2>&1", "pnpm test | tail -n 30", 'pnpm test 2>&1 | grep -v "^$"'];
    expect(new Set(forms.map(normalizeCommand)).size).toBe(1);
  });
  it("is idempotent", () => {
    for (const c of ["npm test 2>&1 | tail -20", "set -o pipefail; npm test | tail", "a  b"]) {
      expect(normalizeCommand(normalizeCommand(c))).toBe(normalizeCommand(c));
    }
  });
});

describe("exitStatusIsFilters", () => {
  it("is true when the last pipeline stage is an output filter", () => {
    expect(exitStatusIsFilters("npm test 2>&1 | tail -20")).toBe(true);
    expect(exitStatusIsFilters('npm test | grep -E "fail|pass"')).toBe(true);
    expect(exitStatusIsFilters("npm test | wc -l")).toBe(true);
  });
  it("is false with set -o pipefail", () => {
    expect(exitStatusIsFilters("set -o pipefail; npm test | tail")).toBe(false);
    expect(exitStatusIsFilters("set -euo pipefail && npm test 2>&1 | tail -5")).toBe(false);
  });
  it("is false without a pipe, or when only quoted text holds a |", () => {
    expect(exitStatusIsFilters("npm test")).toBe(false);
    expect(exitStatusIsFilters('npm test -- -t "a | tail"')).toBe(false);
  });
});

describe("exitStatusIsMasked", () => {
  it("is true when || or a later ; step decides the exit status", () => {
    expect(exitStatusIsMasked("npm test || true")).toBe(true);
    expect(exitStatusIsMasked('npm test; echo "exit: $?"')).toBe(true);
    expect(exitStatusIsMasked("npm test\necho done")).toBe(true);
  });
  it("is false for plain commands, && chains and steps before the command", () => {
    expect(exitStatusIsMasked("npm test")).toBe(false);
    expect(exitStatusIsMasked("cd web && pnpm test")).toBe(false);
    expect(exitStatusIsMasked("set -o pipefail; npm test | tail")).toBe(false);
    expect(exitStatusIsMasked('npm test -- -t "a || b; c"')).toBe(false);
  });
});
