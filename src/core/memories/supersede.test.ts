import { describe, expect, it } from "vitest";
import type { MemoryType } from "./memory.js";
import {
  closedTodos,
  isReversibleReason,
  manualReason,
  type Statement,
  SUPERSEDE_REASONS,
  supersedeReason,
  todoStatement,
} from "./supersede.js";

const st = (type: MemoryType, title: string, files: string[] = []): Statement => ({ type, title, files });

/** [type, older, newer, reason] — the newer replaces the older. */
const REPLACES: readonly [MemoryType, string, string, string][] = [
  ["verified_command", "mix compile", "mix compile --force", SUPERSEDE_REASONS.command],
  ["verified_command", "cargo test", "cargo test --release", SUPERSEDE_REASONS.command],
  ["verified_command", "npx tsc --noEmit", "npx tsc --noEmit --skipLibCheck", SUPERSEDE_REASONS.command],
  [
    "verified_command",
    "pnpm --filter api test",
    "CI=1 pnpm --filter api test --silent",
    SUPERSEDE_REASONS.command,
  ],
  [
    "decision",
    "Which tools should we set up? → Credo + Dialyxir",
    "Which tools should we set up? → Credo only",
    SUPERSEDE_REASONS.answer,
  ],
  ["decision", "Pin pnpm 8.15 in CI", "Pin pnpm 9.1 in CI", SUPERSEDE_REASONS.numbers],
  [
    "project_fact",
    "The GitHub Action runs on Python 3.11",
    "The GitHub Action runs on Python 3.12",
    SUPERSEDE_REASONS.numbers,
  ],
  [
    "decision",
    "Use WAL journal mode in src/db.ts",
    "Use DELETE journal mode in src/db.ts",
    SUPERSEDE_REASONS.subject,
  ],
  [
    "constraint",
    "Never call fetchUser from render",
    "Call fetchUser from render only once",
    SUPERSEDE_REASONS.subject,
  ],
];

/** [type, a, b] — neither replaces the other, in either order. */
const INDEPENDENT: readonly [MemoryType, string, string][] = [
  ["verified_command", "mix test", "mix compile"],
  ["verified_command", "pnpm --filter api build", "pnpm --filter web build"],
  ["verified_command", "go test ./...", "go test ./internal/..."],
  ["verified_command", "npx tsc --project --noEmit", "npx tsc --noEmit"],
  ["verified_command", "npm test -- f3", "npm test -- f7"],
  ["verified_command", "pytest -k login", "pytest -k logout"],
  ["verified_command", "mix dialyzer", "mix dialyzer --format short"],
  ["verified_command", "pnpm --filter build", "pnpm build"],
  ["verified_command", "npm run test:unit", "npm run test:e2e"],
  ["verified_command", "mix test", "mix test"],
  ["decision", "Use Redis for sessions", "Use Redis for rate limiting"],
  ["decision", "Use Redis for refresh-token metadata", "Use Postgres for refresh-token metadata"],
  ["decision", "Keep src/db.ts under 300 lines", "Use WAL journal mode in src/db.ts"],
  ["decision", "Which tools should we set up? → Credo", "Which rig do these beads belong to? → No rig"],
  ["decision", "Use Redis for sessions", "Use Redis for sessions."],
  ["project_fact", "Tech stack: Python", "Package manager: npm"],
  [
    "project_fact",
    "apps/api/package.json: scripts: dev, build",
    "apps/mcp/package.json: scripts: dev, build",
  ],
  ["bug_note", "Tailscale 1.58 fails to start on the router", "Tailscale 1.66 fails to start on the router"],
  ["todo", "Upgrade to Node 20", "Upgrade to Node 22"],
  ["decision", "Pin Node 20 in CI", "Pin Node 22 in CI"],
  ["decision", "Phase 1 of the migration uses dual writes", "Phase 2 of the migration uses dual writes"],
  ["decision", "Decision number 28 about the retry policy", "Decision number 29 about the retry policy"],
  ["project_fact", "The API base path is /v1", "The API base path is /v2"],
  ["preference", "Prefer pnpm over npm", "Prefer npm over pnpm"],
];

describe("supersede rules", () => {
  it.each(REPLACES)("%s: %s → %s", (type, older, newer, reason) => {
    expect(supersedeReason(st(type, newer), st(type, older))).toBe(reason);
  });

  it.each(INDEPENDENT)("%s: %s ≠ %s", (type, a, b) => {
    expect(supersedeReason(st(type, a), st(type, b))).toBeNull();
    expect(supersedeReason(st(type, b), st(type, a))).toBeNull();
  });

  it("files name the subject too; other types never match", () => {
    expect(
      supersedeReason(
        st("decision", "Cache sessions for 5 minutes", ["src/cache.ts"]),
        st("decision", "Cache sessions for an hour", ["src/cache.ts"]),
      ),
    ).toBe(SUPERSEDE_REASONS.subject);
    expect(
      supersedeReason(
        st("decision", "Cache sessions for 5 minutes", ["src/cache.ts"]),
        st("decision", "Cache sessions for an hour", ["src/other.ts"]),
      ),
    ).toBeNull();
    expect(supersedeReason(st("decision", "Pin Node 22"), st("constraint", "Pin Node 20"))).toBeNull();
  });

  it("reasons: rule reasons are reversible, done and manual ones are not", () => {
    expect(isReversibleReason(SUPERSEDE_REASONS.command)).toBe(true);
    expect(isReversibleReason(SUPERSEDE_REASONS.commit)).toBe(false);
    expect(isReversibleReason(manualReason("cli"))).toBe(false);
    expect(isReversibleReason(null)).toBe(false);
  });
});

describe("closed todos", () => {
  const todos = [
    { id: "t1", title: "Follow-up filed (beads): Add mix quality alias", seenAt: "2026-01-01T00:00:00Z" },
    { id: "t2", title: "Add a test for missing qty", seenAt: "2026-01-01T00:00:00Z" },
    { id: "t3", title: "Format prices for display", seenAt: "2026-01-05T00:00:00Z" },
  ];

  it("a later completed task or commit with the same meaning closes a todo; an earlier one does not", () => {
    const closed = closedTodos(todos, [
      { kind: "task", text: "Add the mix quality alias", at: "2026-01-02T00:00:00Z" },
      { kind: "commit", text: "Add a test for missing qty", at: "2026-01-03T00:00:00Z" },
      { kind: "commit", text: "Format prices for display", at: "2026-01-04T00:00:00Z" },
    ]);
    expect(closed.map((c) => [c.id, c.reason])).toEqual([
      ["t1", SUPERSEDE_REASONS.task],
      ["t2", SUPERSEDE_REASONS.commit],
    ]);
  });

  it("never on mere word overlap", () => {
    const closed = closedTodos(todos, [
      { kind: "commit", text: "Add a test for negative qty", at: "2026-01-09T00:00:00Z" },
      { kind: "task", text: "Format dates for display", at: "2026-01-09T00:00:00Z" },
    ]);
    expect(closed).toEqual([]);
    expect(todoStatement("Follow-up filed (github): Fix CI")).toBe("Fix CI");
  });
});
