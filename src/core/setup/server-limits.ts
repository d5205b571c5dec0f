/**
 * How long a run may spend on a shared PostgreSQL server, per hook event and for the long-running
 * processes (CLI, MCP server, dashboard). Pure table: the composition roots turn it into connection
 * settings (store/postgres/connection.ts).
 *
 * A hook's budget is the wall time, from its process start, that the hook must finish in. SessionEnd
 * hooks share 1.5 s at exit with every other plugin (Claude Code hooks reference, "SessionEnd"); a
 * UserPromptSubmit delays the prompt it sees (2 s); SessionStart and Stop get half of Claude Code's
 * 10 s timeout for them (5 s), since the session waits on them too. The server gets a deadline inside that budget (`serverDeadlineMs` after
 * process start): no server call runs past it, and what is left of the run is redone on this machine's
 * outbox, for which `OFFLINE_RESERVE_MS` is kept. Each statement is also bounded on the server
 * (PostgreSQL `statement_timeout`, `lock_timeout`, `idle_in_transaction_session_timeout`:
 * https://www.postgresql.org/docs/15/runtime-config-client.html#RUNTIME-CONFIG-CLIENT-STATEMENT).
 */

export interface ServerLimits {
  /** Milliseconds to wait for a connection (TCP connect and PostgreSQL start-up). */
  connectTimeoutMs: number;
  /** `statement_timeout`: the server cancels one statement after this many milliseconds. */
  statementTimeoutMs: number;
  /** `lock_timeout`: a statement waiting this long for a lock is cancelled. */
  lockTimeoutMs: number;
  /** `idle_in_transaction_session_timeout`: the server ends a session idle this long inside a transaction. */
  idleInTransactionTimeoutMs: number;
}

export interface HookServerBudget extends ServerLimits {
  /** Wall time the whole hook must finish in, in milliseconds after its process started. */
  budgetMs: number;
  /** Milliseconds after process start after which no server call may run (the rest goes to the outbox). */
  serverDeadlineMs: number;
}

/** Kept after the server deadline for redoing the run on this machine's outbox (measured ≈ 0.1–0.3 s). */
export const OFFLINE_RESERVE_MS = 500;

const startOrStop: HookServerBudget = {
  budgetMs: 5_000,
  connectTimeoutMs: 1_500,
  statementTimeoutMs: 2_000,
  lockTimeoutMs: 1_000,
  idleInTransactionTimeoutMs: 10_000,
  serverDeadlineMs: 4_000,
};

/** Per hook event that opens the store. Events not listed never contact the server (PostToolUse, PreToolUse). */
export const HOOK_SERVER_BUDGETS: Readonly<Record<string, HookServerBudget>> = {
  SessionStart: startOrStop,
  Stop: startOrStop,
  SubagentStop: startOrStop,
  PreCompact: startOrStop,
  PostCompact: startOrStop,
  UserPromptSubmit: {
    budgetMs: 2_000,
    connectTimeoutMs: 500,
    statementTimeoutMs: 600,
    lockTimeoutMs: 300,
    idleInTransactionTimeoutMs: 10_000,
    serverDeadlineMs: 1_400,
  },
  SessionEnd: {
    budgetMs: 1_500,
    connectTimeoutMs: 300,
    statementTimeoutMs: 300,
    lockTimeoutMs: 150,
    idleInTransactionTimeoutMs: 10_000,
    serverDeadlineMs: 900,
  },
};

/** The budget of `event`; an event not in the table gets the tightest one (SessionEnd's). */
export function hookServerBudget(event: string): HookServerBudget {
  return HOOK_SERVER_BUDGETS[event] ?? (HOOK_SERVER_BUDGETS.SessionEnd as HookServerBudget);
}

/** CLI commands, the MCP server and the dashboard: a person waits, but a copy (`cairn migrate`) may be long. */
export const INTERACTIVE_SERVER_LIMITS: ServerLimits = {
  connectTimeoutMs: 3_000,
  statementTimeoutMs: 300_000,
  lockTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
};

/** After a failed try, runs skip the server for this long (one run per window tries again). */
export const SERVER_RETRY_AFTER_MS = 30_000;
