/** What the MCP tools are given by the composition root (stdio.ts, or a test): no globals, no process state. */
import type { StartSessionRequest } from "../app/context/start-session.js";
import type { ProjectIdentity } from "../app/env/project.js";
import type { SemanticSearch } from "../app/search/search-memories.js";
import type { SummarizerSettings } from "../app/summarize/create-provider.js";
import type { Stores } from "../store/stores.js";

export interface McpDeps {
  stores: Stores;
  /** The project this server works for, recorded in the store (resolved once, on first use). */
  project(): Promise<ProjectIdentity>;
  /** HEAD commit of the project when saving (provenance), or null. */
  gitCommit(project: ProjectIdentity): string | null;
  /** The Claude Code session the server runs in (CLAUDE_CODE_SESSION_ID), when known. */
  sessionId: string | null;
  now(): Date;
  /** The configured summarizer (recall compresses with it). */
  summarizer(): SummarizerSettings;
  log(line: string): void;
  /** startSession's request for this server (home, spool, session, now): the pack as SessionStart builds it. */
  session(project: ProjectIdentity): StartSessionRequest;
  /** The `search.conversations` setting: whether search includes excerpts when a call does not say; absent: false. */
  searchConversations?(): boolean;
  /** Embedding provider and vector index for the search tool; absent or null: keyword-only. */
  semantic?(): Promise<SemanticSearch | null>;
}
