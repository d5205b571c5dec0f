/**
 * Labelled statement pairs for the same-meaning rule (same-meaning.ts): `merge` pairs say the same
 * thing and should become one memory, `keep` pairs must stay two (a merge there would hide a fact or
 * show a wrong one). Two sets, written apart:
 * - TUNING: written first, looked at while the rule and NEAR_DUPLICATE_MIN were chosen.
 * - HELD_OUT: written after the rule was fixed and never tuned on — pairs of one project and type from
 *   the memories `cairn import` made of the shared real transcripts (every pair with a token
 *   similarity of 0.15 or more, labelled by reading both), and hand-made pairs from other stacks
 *   (sysadmin, Python, Rust, Go, Chinese and German text).
 * Each pair is [type, a, b]; only pairs of one type are compared by Cairn.
 */

export type Pair = readonly [type: string, a: string, b: string];

export interface PairSet {
  merge: readonly Pair[];
  keep: readonly Pair[];
}

export const TUNING: PairSet = {
  merge: [
    ["decision", "Use Redis for refresh-token metadata", "Use Redis for refresh-token metadata."],
    ["decision", "Use Redis for refresh-token metadata", "use redis for refresh token metadata"],
    ["decision", "Use Redis for refresh-token metadata", "We use Redis for the refresh-token metadata"],
    ["decision", "Store prices as integer cents", "Store prices as integers in cents"],
    ["decision", "Store prices as integer cents", "Prices are stored as integer cents."],
    [
      "constraint",
      "Never edit generated files under src/gen",
      "Never edit the generated files under src/gen!",
    ],
    ["constraint", "Never edit generated files under src/gen", "never edit generated files in src/gen"],
    [
      "preference",
      "Prefer service classes over fat route handlers",
      "Prefer service classes over fat route handlers.",
    ],
    ["preference", "Prefer `pnpm` over npm in this repo", "Prefer pnpm over npm in this repo"],
    [
      "bug_note",
      "The CSS file is in `priv/static/assets/` which is gitignored.",
      "The CSS file is in priv/static/assets/, which is gitignored",
    ],
    [
      "bug_note",
      "The CSS file is in `priv/static/assets/` which is gitignored.",
      "The CSS file in `priv/static/assets/` is gitignored.",
    ],
    [
      "bug_note",
      "Dialyzer says `LLMChain.run` returns a 3-tuple with the chain",
      "Dialyzer says LLMChain.run returns a 3-tuple with the chain.",
    ],
    ["bug_note", "Tests fail when MIX_ENV=test is not set", "The tests fail when MIX_ENV=test isn't set"],
    [
      "bug_note",
      "Vitest needs the jsdom environment for component tests",
      "vitest needs the jsdom environment for the component tests",
    ],
    ["todo", "Add a test for missing qty", "Add a test for a missing qty"],
    ["todo", "Add a test for missing qty", "add tests for missing qty"],
    ["todo", "Format prices for display", "Format the prices for display."],
    ["project_fact", "The API base path is /v1", "The API base path is /v1."],
    ["project_fact", "The API base path is /v1", "API base path is /v1"],
    ["open_question", "Should sessions expire after 30 days?", "Should sessions expire after 30 days"],
    [
      "failed_attempt",
      "Mocking fetch with vi.fn() did not work for streaming responses",
      "Mocking fetch with vi.fn() didn't work for streaming responses",
    ],
    [
      "decision",
      "Keep migrations append-only; never edit a shipped one",
      "Keep migrations append-only, never edit a shipped migration",
    ],
    ["decision", "Run the dev server on port 3000", "Run the dev server on port 3000 (decided)"],
  ],
  keep: [
    ["decision", "Use Redis for refresh-token metadata", "Use Postgres for refresh-token metadata"],
    ["decision", "Use Redis for sessions", "Use Redis for rate limiting"],
    ["decision", "Store prices as integer cents", "Store prices as decimal strings"],
    ["preference", "Prefer pnpm over npm", "Prefer npm over pnpm"],
    ["constraint", "Run migrations before the tests", "Do not run migrations before the tests"],
    ["constraint", "Never edit generated files under src/gen", "Never edit generated files under src/api"],
    ["constraint", "Always use the staging database for tests", "Never use the staging database for tests"],
    ["verified_command", "mix test", "mix test --cover"],
    ["verified_command", "npm run test:unit", "npm run test:e2e"],
    ["verified_command", "pnpm --filter api build", "pnpm --filter web build"],
    ["verified_command", "cargo test", "cargo test --release"],
    [
      "bug_note",
      "Credo nesting depth in build_tool_use_index",
      "Credo nesting depth in compute_expand_groups",
    ],
    ["bug_note", "Credo nesting depth", "Credo nesting depth in build_tool_use_index"],
    ["bug_note", "Undefined function load_session_data/1", "Undefined function load_transcript/1"],
    [
      "bug_note",
      "Unused import SpotterWeb.TranscriptComponents",
      "Unused import SpotterWeb.SessionComponents",
    ],
    [
      "bug_note",
      "TS2307: Cannot find module '@testing-library/react'",
      "TS2307: Cannot find module '@testing-library/dom'",
    ],
    [
      "bug_note",
      "Railway pnpm/Node version mismatch: needs Node 22",
      "Railway pnpm/Node version mismatch: needs Node 20",
    ],
    ["bug_note", "SSL cert errors during pnpm install", "Seed script fetch SSL error"],
    ["todo", "Add a test for missing qty", "Add a test for negative qty"],
    ["todo", "Fix the flaky login test", "Fix the flaky logout test"],
    ["project_fact", "The API base path is /v1", "The API base path is /v2"],
    ["project_fact", "Package manager: pnpm", "Package manager: npm"],
    ["decision", "Pin Node 20 in CI", "Pin Node 22 in CI"],
    ["open_question", "Should sessions expire after 30 days?", "Should sessions expire after 7 days?"],
    [
      "decision",
      "Which tools should we set up? → Credo + Dialyxir",
      "Which tools should we set up? → Credo only",
    ],
    [
      "failed_attempt",
      "`mix test --only slow` failed; `mix test` worked instead",
      "`mix test --only fast` failed; `mix test` worked instead",
    ],
    ["decision", "Use Redis for sessions", "Use Redis for sessions only"],
    ["constraint", "Deploy on Fridays", "Deploy on Fridays except during a release freeze"],
    [
      "todo",
      "Add a test for missing qty",
      "Add a test for missing qty, price, currency, discount codes and rounding",
    ],
  ],
};

export const HELD_OUT: PairSet = {
  merge: [
    // sysadmin / shell
    [
      "bug_note",
      "opkg update fails because /tmp is full on the router",
      "opkg update fails because /tmp is full on the router.",
    ],
    [
      "bug_note",
      "opkg update fails because /tmp is full on the router",
      "Opkg update fails since /tmp is full on the router",
    ],
    [
      "constraint",
      "Never restart the firewall over SSH without a rollback timer",
      "never restart the firewall over ssh without a rollback timer",
    ],
    ["preference", "Keep shell scripts POSIX sh, not bash", "Keep the shell scripts POSIX sh, not bash."],
    [
      "decision",
      "Disable the cloud telemetry packages on the router",
      "Disable cloud telemetry packages on the router",
    ],
    // Python
    ["decision", "Use uv for dependency management", "Use uv for dependency management."],
    ["decision", "Use uv for dependency management", "We use uv for dependency management"],
    [
      "bug_note",
      "pytest collects nothing because tests/__init__.py is missing",
      "Pytest collects nothing because tests/__init__.py is missing.",
    ],
    ["todo", "Add type hints to the converter module", "Add type hints to the converter module."],
    [
      "project_fact",
      "The GitHub Action runs on ubuntu-latest with Python 3.12",
      "GitHub Action runs on ubuntu-latest with Python 3.12",
    ],
    // Rust / Go
    ["constraint", "Do not use unsafe blocks in the core crate", "Don't use unsafe blocks in the core crate"],
    [
      "bug_note",
      "cargo test fails because the fixtures directory is missing",
      "Cargo test fails because the fixtures directory is missing.",
    ],
    [
      "decision",
      "Return errors with thiserror, not anyhow, in library code",
      "Return errors with thiserror (not anyhow) in library code",
    ],
    [
      "preference",
      "Table-driven tests for every parser function",
      "Table-driven tests for every parser function.",
    ],
    // other languages
    ["decision", "使用 Redis 存储会话", "使用 Redis 存储会话。"],
    ["bug_note", "构建失败因为缺少环境变量", "构建失败，因为缺少环境变量"],
    ["decision", "Wir verwenden PostgreSQL für die Sitzungen", "Wir verwenden PostgreSQL für die Sitzungen."],
  ],
  keep: [
    // pairs from `cairn import` of the shared transcripts (one project and type, similarity ≥ 0.15)
    ["bug_note", "Credo nesting depth in build_tool_use_index", "Credo nesting depth"],
    ["bug_note", "Wrong tsc output path for API and MCP", "MCP tsconfig wrong output path"],
    ["bug_note", "BodyInit not found in mcp", "Supabase bucket not found"],
    ["bug_note", "TranscriptRenderer.render/2 undefined", "@max_result_lines undefined"],
    ["bug_note", "Vercel doubled output path", "MCP tsconfig wrong output path"],
    ["bug_note", "Wrong tsc output path for API and MCP", "Vercel doubled output path"],
    [
      "todo",
      "Follow-up filed (beads): Setup Code Quality Tools (Credo, Dialyxir, mix_audit)",
      "Follow-up filed (beads): Install quality tools and configure Credo",
    ],
    [
      "todo",
      "Follow-up filed (beads): Install quality tools and configure Credo",
      "Follow-up filed (beads): Add mix quality alias",
    ],
    [
      "todo",
      "Follow-up filed (beads): Setup Code Quality Tools (Credo, Dialyxir, mix_audit)",
      "Follow-up filed (beads): Add mix quality alias",
    ],
    ["verified_command", "mix compile", "mix compile --force"],
    ["verified_command", "npx tsc --project --noEmit", "npx tsc --noEmit"],
    ["verified_command", "npx biome check --fix --unsafe .", "npx biome check --max-diagnostics=5 ."],
    ["verified_command", "mix dialyzer", "mix dialyzer --format short"],
    ["verified_command", "pnpm --filter lint", "pnpm --filter build"],
    ["verified_command", "npm run typecheck", "npm run format"],
    ["verified_command", "pnpm --filter lint", "pnpm lint"],
    ["verified_command", "mix compile", "mix test"],
    ["verified_command", "pnpm lint", "pnpm test"],
    ["verified_command", "npx tsc --noEmit --skipLibCheck *.ts", "npx tsc --noEmit --skipLibCheck"],
    ["task_summary", "Session 2026-01-16: resume last session", "Session 2026-01-16: /clear"],
    [
      "task_summary",
      "Session 2026-02-10: mix phx.server doesnt seem to start",
      "Session 2026-02-10: start phoenix in background",
    ],
    [
      "project_fact",
      "apps/api/package.json (as read in a session): scripts: dev, build, lint, start",
      "apps/mcp/package.json (as read in a session): scripts: dev, build, lint, start",
    ],
    // hand-made, other stacks
    ["constraint", "Never restart the firewall over SSH", "Always restart the firewall over SSH"],
    ["decision", "Remove the VPN packages from the router", "Keep the VPN packages on the router"],
    ["decision", "Use uv for dependency management", "Use poetry for dependency management"],
    [
      "bug_note",
      "pytest collects nothing because tests/__init__.py is missing",
      "pytest collects nothing because conftest.py is missing",
    ],
    ["verified_command", "uv run pytest -q", "uv run pytest -x"],
    ["verified_command", "go test ./...", "go test ./internal/..."],
    ["verified_command", "cargo clippy -- -D warnings", "cargo clippy"],
    ["project_fact", "The GitHub Action runs on Python 3.12", "The GitHub Action runs on Python 3.11"],
    ["todo", "Port the tokenizer module to Rust", "Port the parser module to Rust"],
    ["preference", "Use tabs in Go files", "Use spaces in Go files"],
    ["decision", "使用 Redis 存储会话", "使用 PostgreSQL 存储会话"],
    ["constraint", "Bitte keine Secrets in die Logs schreiben", "Bitte Secrets in die Logs schreiben"],
    [
      "bug_note",
      "Tailscale 1.58 fails to start on the router",
      "Tailscale 1.66 fails to start on the router",
    ],
  ],
};
