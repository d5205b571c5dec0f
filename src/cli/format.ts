/** Text rendering of memories for the terminal (pure). */
import type { MemoryDetail } from "../app/memories/get-memory.js";
import { formatAge } from "../core/common/age.js";
import type { Memory, Source } from "../core/memories/memory.js";
import type { Sighting } from "../core/memories/sighting.js";
import { AUTO_MEMORY_SOURCE } from "../core/native-memory/auto-memory-map.js";

export function memoryLine(m: Memory, now: Date): string {
  const flags = [
    m.pinned ? "pinned" : "",
    m.deletedAt ? "deleted" : "",
    m.supersededBy ? `superseded by ${m.supersededBy}` : "",
    m.severity ?? "",
  ].filter(Boolean);
  const extra = flags.length > 0 ? ` [${flags.join(", ")}]` : "";
  return `${m.id}  ${m.type.padEnd(16)} ${m.title}${extra}  (${formatAge(m.updatedAt, now)})`;
}

const sourceText = (s: Source) =>
  s.event === "auto-memory"
    ? [AUTO_MEMORY_SOURCE, s.sessionId].filter(Boolean).join(" · ")
    : [s.kind, s.event, s.sessionId, s.toolUseId].filter(Boolean).join(" · ");

function sightingLine(s: Sighting, m: Memory): string {
  const who = s.capturedBy ? ` · ${s.capturedBy}` : "";
  const words = s.title !== m.title ? `  "${s.title}"` : "";
  return `  ${s.at}  ${sourceText(s.source)}${who}${words}`;
}

export function memoryDetail(d: MemoryDetail, now: Date): string {
  const m = d.memory;
  const lines = [
    `${m.id}  ${m.type}${m.severity ? ` (${m.severity})` : ""}${m.pinned ? "  pinned" : ""}${m.deletedAt ? "  DELETED (restorable)" : ""}${m.supersededBy ? "  SUPERSEDED" : ""}`,
    m.title,
    "",
  ];
  if (m.body) lines.push(m.body, "");
  if (m.files.length > 0) lines.push(`files:      ${m.files.join(", ")}`);
  if (m.tags.length > 0) lines.push(`tags:       ${m.tags.join(", ")}`);
  lines.push(`scope:      ${m.scope}`, `confidence: ${m.confidence}`, `source:     ${sourceText(m.source)}`);
  if (m.gitCommit) lines.push(`commit:     ${m.gitCommit.slice(0, 12)}`);
  if (m.supersededBy) {
    const by = d.replacedBy[0];
    const why = [m.supersededReason, m.supersededAt ? formatAge(m.supersededAt, now) : ""].filter(Boolean);
    lines.push(
      `superseded: by ${m.supersededBy}${by ? ` (${by.type}: ${by.title})` : ""}${why.length ? ` — ${why.join(", ")}` : ""}`,
    );
    const current = d.replacedBy.at(-1);
    if (d.replacedBy.length > 1 && current) lines.push(`current:    ${current.id} (${current.title})`);
  }
  for (const r of d.replaces)
    lines.push(`supersedes: ${r.id} (${r.title})${r.supersededReason ? ` — ${r.supersededReason}` : ""}`);
  lines.push(`created:    ${m.createdAt} (${formatAge(m.createdAt, now)})`, `updated:    ${m.updatedAt}`);
  if (d.sightings.length > 0) {
    lines.push(`sightings:  ${d.sightings.length}${d.sightings.length > 1 ? " (merged duplicates)" : ""}`);
    for (const s of d.sightings) lines.push(sightingLine(s, m));
  }
  return lines.join("\n");
}
