import type { SessionRecord } from "../capture/session.js";
import type { Memory, MemoryType } from "../memories/memory.js";
import { buildContextPack, type PackInput } from "./context-pack.js";

export const NOW = new Date("2025-06-01T12:00:00.000Z");
export const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();

let seq = 0;
export function mem(p: Partial<Memory> & { type: MemoryType }): Memory {
  seq++;
  const id = p.id ?? `mem_${String(seq).padStart(4, "0")}`;
  return {
    id,
    project: "p1",
    title: `${p.type} ${id}`,
    body: "",
    scope: "project",
    confidence: 0.8,
    severity: null,
    tags: [],
    files: [],
    gitCommit: null,
    pinned: false,
    deletedAt: null,
    supersededBy: null,
    source: { kind: "cli", event: null, sessionId: null, toolUseId: null },
    dedupeKey: null,
    createdAt: daysAgo(3),
    updatedAt: daysAgo(3),
    ...p,
  };
}

export function sessionRecord(summary: string): SessionRecord {
  return {
    id: "sess-1",
    project: "p1",
    origin: "hook",
    startedAt: daysAgo(1),
    updatedAt: daysAgo(1),
    endedAt: daysAgo(1),
    intents: [],
    filesChanged: [],
    commands: [],
    errors: [],
    lastAssistantMessage: null,
    nextSteps: [],
    summary,
    gitBranch: "main",
    cwd: "/repo",
  };
}

export const pack = (p: Partial<PackInput>) =>
  buildContextPack({ projectName: "demo", now: NOW, lastSession: null, memories: [], ...p });

/** Position of a line in the text, or -1. */
export const lineIndex = (text: string, needle: string) =>
  text.split("\n").findIndex((l) => l.includes(needle));

export function oneOfEach(): Memory[] {
  return [
    mem({ type: "project_fact", id: "fact" }),
    mem({ type: "preference", id: "pref" }),
    mem({ type: "bug_note", id: "bug" }),
    mem({ type: "decision", id: "decision" }),
    mem({ type: "project_fact", id: "pinned-fact", pinned: true }),
    mem({ type: "todo", id: "todo" }),
    mem({ type: "open_question", id: "question" }),
    mem({ type: "verified_command", id: "cmd", title: "npm test" }),
    mem({ type: "failed_attempt", id: "failed" }),
    mem({ type: "constraint", id: "constraint", severity: "high" }),
  ];
}
