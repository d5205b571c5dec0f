/**
 * Resources and prompts: the context pack as `cairn://context-pack` (markdown, what SessionStart
 * injects), each memory as `cairn://memory/{id}` (JSON with provenance; the listing is the 50 newest),
 * and the `recall` prompt ("where did we leave off on …?" with Cairn's answer filled in).
 */
import { type McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod/mini";
import { startSession } from "../app/context/start-session.js";
import { getMemoryDetail } from "../app/memories/get-memory.js";
import { recall } from "../app/recall/recall.js";
import type { McpDeps } from "./deps.js";
import { memoryDetailView } from "./schemas.js";

export const PACK_URI = "cairn://context-pack";

/** Registers the context-pack and memory resources and the recall prompt on `server`. */
export function registerResources(server: McpServer, deps: McpDeps): void {
  registerPackResource(server, deps);
  registerMemoryResource(server, deps);
  registerRecallPrompt(server, deps);
}

/** `cairn://context-pack`: the markdown SessionStart would inject now. */
function registerPackResource(server: McpServer, deps: McpDeps): void {
  server.registerResource(
    "context-pack",
    PACK_URI,
    {
      title: "Cairn context pack",
      description:
        "This project's memory pack: last session, constraints, decisions, failed attempts, commands, open items",
      mimeType: "text/markdown",
    },
    async (uri) => {
      const project = await deps.project();
      const { pack } = await startSession(deps.stores, deps.session(project));
      return { contents: [{ uri: uri.href, mimeType: "text/markdown", text: pack.text }] };
    },
  );
}

/** `cairn://memory/{id}`: one memory as JSON; the listing is the project's 50 newest. */
function registerMemoryResource(server: McpServer, deps: McpDeps): void {
  server.registerResource(
    "memory",
    new ResourceTemplate("cairn://memory/{id}", {
      list: async () => {
        const project = await deps.project();
        const recent = await deps.stores.store.listMemories({ project: project.id, limit: 50 });
        return {
          resources: recent.map((m) => ({
            uri: `cairn://memory/${m.id}`,
            name: m.id,
            title: `${m.type}: ${m.title}`.slice(0, 200),
            mimeType: "application/json",
          })),
        };
      },
    }),
    {
      title: "Cairn memory",
      description:
        "One memory with its provenance, its sightings (merged duplicates) and its supersede chain",
      mimeType: "application/json",
    },
    async (uri, vars) => {
      const id = String(Array.isArray(vars.id) ? vars.id[0] : vars.id);
      const m = await getMemoryDetail(deps.stores.store, id);
      return {
        contents: [
          { uri: uri.href, mimeType: "application/json", text: JSON.stringify(memoryDetailView(m), null, 2) },
        ],
      };
    },
  );
}

/** The `recall` prompt: "where did we leave off on <topic>?" with Cairn's extractive answer. */
function registerRecallPrompt(server: McpServer, deps: McpDeps): void {
  server.registerPrompt(
    "recall",
    {
      title: "Where did we leave off?",
      description: "What Cairn remembers about a topic: past sessions and memories, with sources",
      argsSchema: { topic: z.string().check(z.minLength(1), z.maxLength(500)) },
    },
    async ({ topic }) => {
      const project = await deps.project();
      const r = await recall(deps.stores.store, { project: project.id, topic }); // extractive: prompts stay fast
      const answer = r.text || `Cairn has nothing recorded about "${topic}".`;
      return {
        description: `Cairn recall: ${topic}`,
        messages: [
          {
            role: "user",
            content: {
              type: "text",
              text: `Where did we leave off on ${topic}? This is what Cairn remembers (current code wins if it disagrees):\n\n${answer}`,
            },
          },
        ],
      };
    },
  );
}
