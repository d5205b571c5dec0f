/**
 * The memories table's column for each patchable field (`MemoryPatch`), the same in the SQLite and
 * PostgreSQL schemas (their migrations 001), so both stores build `UPDATE … SET` from one map.
 */
import type { MemoryPatch } from "../core/memories/memory.js";

export const PATCH_COLUMNS: Readonly<Record<keyof MemoryPatch, string>> = {
  title: "title",
  body: "body",
  confidence: "confidence",
  severity: "severity",
  tags: "tags",
  files: "files",
  gitCommit: "git_commit",
  pinned: "pinned",
  supersededBy: "superseded_by",
  supersededAt: "superseded_at",
  supersededReason: "superseded_reason",
  scope: "scope",
};
