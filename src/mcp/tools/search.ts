/**
 * search: memories and observations (app/search/search: BM25 + vectors, ranked), topic notes beside
 * them, and what was said in past sessions (conversation excerpts, marked as not verified).
 */

import * as z from "zod/mini";
import { search } from "../../app/search/search.js";
import { formatAge } from "../../core/common/age.js";
import { clip } from "../../core/common/text.js";
import { MEMORY_TYPES } from "../../core/memories/memory.js";
import { staleMark } from "../../core/staleness/stale-mark.js";
import { READ } from "../annotations.js";
import { d, limitArg, queryArg, typeArg } from "../schemas.js";
import { defineTool } from "./tool.js";

const output = z.object({
  query: z.string(),
  results: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      title: z.string(),
      body: z.string(),
      files: z.array(z.string()),
      score: z.number(),
      updatedAt: z.string(),
      stale: z.nullable(
        z
          .string()
          .check(
            d("'possibly stale, <age>: <changed files> changed since' when its files changed since capture"),
          ),
      ),
    }),
  ),
  notes: z.array(
    z.object({
      topic: z.string(),
      path: z.string(),
      summary: z.string(),
      covers: z.array(z.string()),
      score: z.number(),
      updated: z.nullable(z.string()),
    }),
  ),
  conversations: z
    .array(
      z.object({
        role: z.string().check(d("'user' (a typed prompt) or 'assistant' (Claude's message)")),
        sessionId: z.string(),
        turn: z.number(),
        ts: z.string(),
        text: z.string(),
        score: z.number(),
      }),
    )
    .check(d("What was said in past sessions: not verified, and older than any memory on the same subject")),
});

export const searchTool = defineTool({
  name: "search",
  title: "search memories",
  description:
    "Full-text search (BM25 over title, body, files, tags) of this project's memories and observations, with its topic notes beside them and a few excerpts of what was said in past sessions after the memories (not verified; `conversations: true` returns every matching one, `false` none). A memory whose files changed since capture is marked stale: check it against the code. Returns ids for get_memory.",
  input: z.strictObject({
    query: queryArg.check(d("Words to look for")),
    types: z.optional(z.array(typeArg).check(d(`Only these types: ${MEMORY_TYPES.join(", ")}`))),
    limit: limitArg(50, 10, "At most this many results"),
    conversations: z.optional(
      z
        .boolean()
        .check(
          d(
            "Also search what was said in past sessions (excerpts, not verified): true returns every matching excerpt, false none; default: the search.conversations setting (true unless set), at most 2 excerpts after the memories, the user's words or Claude's that nothing later changed",
          ),
        ),
    ),
  }),
  output,
  annotations: READ,
  async run(deps, a) {
    const project = await deps.project();
    const now = deps.now();
    const found = await search(deps.stores, {
      query: a.query,
      project: { id: project.id, root: project.root, gitDir: project.gitDir },
      types: a.types,
      limit: a.limit,
      now,
      semantic: (await deps.semantic?.()) ?? null,
      onWarning: deps.log,
      conversations: a.conversations ?? deps.searchConversations?.() === true,
      defaultExposure: a.conversations === undefined,
    });
    return {
      query: a.query,
      results: found.memories.map((h) => ({
        id: h.memory.id,
        type: h.memory.type,
        title: h.memory.title,
        body: clip(h.memory.body, 300),
        files: h.memory.files,
        score: h.score,
        updatedAt: h.memory.updatedAt,
        stale: h.stale
          ? staleMark({ age: formatAge(h.memory.updatedAt, now), changed: h.stale.changed, maxFiles: 5 })
          : null,
      })),
      notes: found.notes.map((n) => ({
        topic: n.note.topic,
        path: n.note.path,
        summary: clip(n.note.summary, 500),
        covers: n.note.covers,
        score: n.score,
        updated: n.note.updated,
      })),
      conversations: found.conversations.map((c) => ({
        role: c.excerpt.role,
        sessionId: c.excerpt.sessionId,
        turn: c.excerpt.turn,
        ts: c.excerpt.ts,
        text: clip(c.excerpt.text, 1500),
        score: c.score,
      })),
    };
  },
});
