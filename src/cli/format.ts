/** Text rendering of memories for the terminal (pure). */
import { formatAge } from "../core/common/age.js";
import type { Memory } from "../core/memories/memory.js";

export function memoryLine(m: Memory, now: Date): string {
  const flags = [m.pinned ? "pinned" : "", m.deletedAt ? "deleted" : "", m.severity ?? ""].filter(Boolean);
  const extra = flags.length > 0 ? ` [${flags.join(", ")}]` : "";
  return `${m.id}  ${m.type.padEnd(16)} ${m.title}${extra}  (${formatAge(m.updatedAt, now)})`;
}

export function memoryDetail(m: Memory, now: Date): string {
  const lines = [
    `${m.id}  ${m.type}${m.severity ? ` (${m.severity})` : ""}${m.pinned ? "  pinned" : ""}${m.deletedAt ? "  DELETED (restorable)" : ""}`,
    m.title,
    "",
  ];
  if (m.body) lines.push(m.body, "");
  if (m.files.length > 0) lines.push(`files:      ${m.files.join(", ")}`);
  if (m.tags.length > 0) lines.push(`tags:       ${m.tags.join(", ")}`);
  lines.push(
    `scope:      ${m.scope}`,
    `confidence: ${m.confidence}`,
    `source:     ${[m.source.kind, m.source.event, m.source.sessionId, m.source.toolUseId].filter(Boolean).join(" · ")}`,
  );
  if (m.gitCommit) lines.push(`commit:     ${m.gitCommit.slice(0, 12)}`);
  if (m.supersededBy) lines.push(`superseded: by ${m.supersededBy}`);
  lines.push(`created:    ${m.createdAt} (${formatAge(m.createdAt, now)})`, `updated:    ${m.updatedAt}`);
  return lines.join("\n");
}
