/**
 * Every MCP tool Cairn serves, in the order `tools/list` shows them: the save_* tools, the read tools,
 * the tools that change a memory by id, then the task, note and observation tools. A new tool is one
 * module in this folder (name, schemas, annotations, handler) and one line here.
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { McpDeps } from "../deps.js";
import { forgetTool } from "./forget.js";
import { getContextPackTool } from "./get-context-pack.js";
import { getMemoryTool } from "./get-memory.js";
import { getOpenQuestionsTool } from "./get-open-questions.js";
import { notesSearchTool } from "./notes-search.js";
import { observationsSearchTool } from "./observations-search.js";
import { pinTool } from "./pin.js";
import { recallTool } from "./recall.js";
import { restoreTool } from "./restore.js";
import { saveMemoryTools } from "./save-memory.js";
import { saveVerifiedCommandTool } from "./save-verified-command.js";
import { searchTool } from "./search.js";
import { supersedeTool } from "./supersede.js";
import { taskShowTool } from "./task-show.js";
import { tasksNextTool } from "./tasks-next.js";
import { type McpTool, registerTool } from "./tool.js";
import { updateMemoryTool } from "./update-memory.js";

export const TOOLS: readonly McpTool[] = [
  ...saveMemoryTools,
  saveVerifiedCommandTool,
  searchTool,
  getContextPackTool,
  getOpenQuestionsTool,
  getMemoryTool,
  recallTool,
  updateMemoryTool,
  pinTool,
  forgetTool,
  supersedeTool,
  restoreTool,
  tasksNextTool,
  taskShowTool,
  notesSearchTool,
  observationsSearchTool,
];

export function registerTools(server: McpServer, deps: McpDeps): void {
  for (const tool of TOOLS) registerTool(server, deps, tool);
}
