/** The command table: name → lazy loader, so each invocation loads only its command. */
import type { Command } from "./context.js";

export const COMMANDS: Record<string, () => Promise<Command>> = {
  search: async () => (await import("./commands/search.js")).search,
  index: async () => (await import("./commands/index-vectors.js")).indexVectors,
  list: async () => (await import("./commands/list.js")).list,
  show: async () => (await import("./commands/show.js")).show,
  save: async () => (await import("./commands/save.js")).save,
  supersede: async () => (await import("./commands/supersede.js")).supersede,
  forget: async () => (await import("./commands/lifecycle.js")).forget,
  restore: async () => (await import("./commands/lifecycle.js")).restore,
  pin: async () => (await import("./commands/lifecycle.js")).pin,
  unpin: async () => (await import("./commands/lifecycle.js")).unpin,
  context: async () => (await import("./commands/context.js")).context,
  sessions: async () => (await import("./commands/sessions.js")).sessions,
  projects: async () => (await import("./commands/projects.js")).projects,
  stats: async () => (await import("./commands/stats.js")).stats,
  import: async () => (await import("./commands/import.js")).importCommand,
  install: async () => (await import("./commands/install.js")).install,
  uninstall: async () => (await import("./commands/install.js")).uninstall,
  doctor: async () => (await import("./commands/doctor.js")).doctor,
  tasks: async () => (await import("./commands/tasks.js")).tasks,
  notes: async () => (await import("./commands/notes.js")).notes,
  verify: async () => (await import("./commands/verify.js")).verify,
  recall: async () => (await import("./commands/recall.js")).recall,
  summarize: async () => (await import("./commands/summarize.js")).summarize,
  mcp: async () => (await import("./commands/mcp.js")).mcp,
  config: async () => (await import("./commands/config.js")).config,
  migrate: async () => (await import("./commands/migrate.js")).migrate,
  observe: async () => (await import("./commands/observe.js")).observe,
  plans: async () => (await import("./commands/plans.js")).plans,
  worktree: async () => (await import("./commands/worktree.js")).worktree,
  ui: async () => (await import("./commands/ui.js")).ui,
};

export const HELP = `cairn — local-first memory for AI coding agents

Usage: cairn <command> [options]

Memory
  search QUERY      hybrid search (BM25 + vectors) over this project's memories
  index             compute missing embeddings for semantic search (embeddings.provider)
  list              memories, newest first (--all: every project's)
  show ID           one memory with its provenance
  save --type T     save a memory: ${"project_fact decision preference constraint verified_command task_summary bug_note failed_attempt todo open_question"}
  supersede ID      mark a memory replaced by a newer one: --by NEWER_ID (or --none to undo)
  forget ID         soft-delete (restorable); --hard deletes for good
  restore ID        undo forget
  pin ID / unpin ID pinned memories come first in their section of the context pack
  verify            memories and notes whose files changed since they were written
Notes
  notes ACTION      topic notes in .cairn/notes: list, show TOPIC, status, sync, restore TOPIC [N], share [--undo]
Sessions
  context           what SessionStart injects (the context pack)
  sessions          recent sessions and their summaries (--all: every project's)
  projects          every project: counts, last activity, path, remote; merge FROM INTO
  tasks SUB         durable tasks: add decompose start complete block cancel next show list log checkpoint recover export import
  recall TOPIC      where did we leave off on TOPIC: a short answer with sources
  summarize [ID]    rewrite a session's summary with the configured model (summarizer.provider)
  import [PATH]     backfill from Claude Code transcripts (~/.claude/projects)
Observations
  observe ACTION    what Claude observed: add, show, status, reflect, undo, search, init, diff, pr, migrate
  plans ACTION      branch plans in .cairn/plans: list, show, clear, path
  worktree ACTION   share observations with a linked worktree: init, merge
Setup
  install           make Claude Code use Cairn: hooks and MCP server (--scope project|local|user; --agent codex)
  mcp               run Cairn's MCP server on stdio
  uninstall         take it out again
  doctor            check install, database and hooks
  config            show or change settings (get [KEY] | set KEY VALUE | unset KEY)
  migrate --to T    copy the embedded store into the PostgreSQL server (store.url), or back: postgres, sqlite
  stats             counts
  ui                the review dashboard in your browser (local web app; --port, --no-open)

Every command that prints data takes --json. Data lives in $CAIRN_HOME (default ~/.local/share/cairn).
Run "cairn <command> --help" for a command's options.
`;
