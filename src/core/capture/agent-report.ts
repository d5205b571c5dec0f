/**
 * A subagent's report: the text a Task / Agent call returns to the main thread, which Claude Code
 * writes in the call's result as `toolUseResult.content` (text blocks) with the subagent's `agentId`
 * (2.0.x–2.1.x transcripts; the PostToolUse `tool_response` of the same call has the same shape), and
 * since 2.1.x `toolStats` (`editFileCount`, `bashCount`, … of the subagent's calls). The tool event of
 * that call keeps it as its detail: `subagent report <agentId> (<how>):\n<text>`, where `<how>` is
 * `looked` when the stats say the subagent neither edited nor ran a shell command, `changed` when they
 * say it did, `unknown` without stats. The subagent's own events (its transcript, its hooks) carry the
 * same `agentId`, so capture can read what it did from them too (core/capture/agent-report-findings).
 * Pure.
 */

/** The prefix of a subagent report's tool event detail. */
export const AGENT_REPORT = "subagent report";

export type ReportHow = "looked" | "changed" | "unknown";

export interface AgentReport {
  agentId: string;
  how: ReportHow;
  text: string;
}

const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);

/** The text blocks of a result's `content` joined by a blank line, or the string itself. */
function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((b) => (typeof b === "object" && b !== null ? (b as { text?: unknown }).text : undefined))
    .filter((t): t is string => typeof t === "string")
    .join("\n\n");
}

/** The detail of a call whose result is a subagent's report (see the module comment), else null. */
export function agentReportDetail(toolUseResult: unknown): string | null {
  if (typeof toolUseResult !== "object" || toolUseResult === null) return null;
  const r = toolUseResult as { agentId?: unknown; content?: unknown; toolStats?: unknown; status?: unknown };
  if (typeof r.agentId !== "string" || r.agentId === "" || r.status === "failed") return null;
  const text = contentText(r.content).trim();
  if (text === "") return null;
  let how: ReportHow = "unknown";
  if (typeof r.toolStats === "object" && r.toolStats !== null) {
    const s = r.toolStats as Record<string, unknown>;
    const changed = num(s.editFileCount) + num(s.bashCount) + num(s.linesAdded) + num(s.linesRemoved);
    how = changed > 0 ? "changed" : "looked";
  }
  return `${AGENT_REPORT} ${r.agentId} (${how}):\n${text}`;
}

const PARSE = new RegExp(`^${AGENT_REPORT} (\\S+) \\((looked|changed|unknown)\\):\\n([\\s\\S]*)$`);

/** The report a tool event's detail holds, else null. */
export function agentReportOf(detail: string | null): AgentReport | null {
  if (detail === null || !detail.startsWith(AGENT_REPORT)) return null;
  const m = PARSE.exec(detail);
  return m ? { agentId: m[1] as string, how: m[2] as ReportHow, text: m[3] as string } : null;
}
