/**
 * `cairn tasks <subcommand>`: durable task state. One command with subcommands; each
 * subcommand accepts only its own options (plus --board, --project, --json). A refused write exits 2,
 * changes nothing and is recorded as an ERROR in the board's progress log.
 */
import { logRefusal, refusalLogged } from "../../app/tasks/commit.js";
import { CairnError } from "../../core/common/errors.js";
import type { Command } from "../context.js";
import { optionTable } from "../options.js";
import * as admin from "./tasks-admin.js";
import * as read from "./tasks-read.js";
import { openTasks, type TasksRun } from "./tasks-scope.js";
import * as write from "./tasks-write.js";

type Handler = (r: TasksRun, pos: string[]) => Promise<number>;

const SUBCOMMANDS: Record<string, { options: string[]; run: Handler; writes: boolean }> = {
  add: {
    options: ["description", "level", "parent", "depends", "priority", "estimate", "phase", "id"],
    run: write.add,
    writes: true,
  },
  decompose: {
    options: ["child", "file", "sequential", "level", "priority", "estimate", "phase", "description"],
    run: write.decompose,
    writes: true,
  },
  start: { options: [], run: (r, p) => write.move(r, p, "start"), writes: true },
  complete: { options: ["minutes"], run: write.complete, writes: true },
  validate: { options: [], run: (r, p) => write.move(r, p, "validate"), writes: true },
  research: { options: [], run: (r, p) => write.move(r, p, "research"), writes: true },
  brief: { options: ["text", "file"], run: write.brief, writes: true },
  block: { options: ["reason"], run: (r, p) => write.move(r, p, "block"), writes: true },
  unblock: { options: [], run: (r, p) => write.move(r, p, "unblock"), writes: true },
  cancel: { options: ["reason"], run: (r, p) => write.move(r, p, "cancel"), writes: true },
  depend: { options: ["on"], run: write.depend, writes: true },
  next: { options: ["limit"], run: read.next, writes: false },
  show: { options: [], run: read.show, writes: false },
  list: { options: ["status", "all"], run: read.listTasks, writes: false },
  log: { options: ["task", "session", "limit", "event", "detail"], run: read.log, writes: false },
  boards: { options: [], run: read.boards, writes: false },
  checkpoint: { options: [], run: admin.checkpoint, writes: true },
  recover: { options: ["from", "force", "checkpoint-only"], run: admin.recover, writes: true },
  export: { options: ["out"], run: admin.exportCmd, writes: false },
  import: { options: ["replace"], run: admin.importCmd, writes: true },
  reconcile: { options: ["force"], run: admin.reconcile, writes: true },
};
const COMMON = ["board", "project", "json"];

export const tasks: Command = {
  name: "tasks",
  summary: "Durable task state across sessions: boards, hierarchy, scheduling, checkpoints, recovery",
  usage: `cairn tasks <subcommand> [--board ID] [--project PATH] [--json]
  add TITLE [--parent ID] [--level L] [--priority P] [--estimate MIN] [--depends a,b] [--phase NAME] [--id ID] [--description TEXT]
  decompose ID --child TITLE [--child TITLE …] [--sequential] | --file subtasks.json
  start ID | complete ID [--minutes N] | validate ID | block ID --reason TEXT | unblock ID | cancel ID [--reason TEXT]
  research ID | brief ID --text MARKDOWN | --file PATH | depend ID ON_ID…
  next [--limit N] | show ID | list [--status S] [--all] | boards
  log [--task ID] [--session ID] [--limit N] | log --event LOOP_ITERATION|SYNC_TO_<PLATFORM>|ERROR [--task ID] [--detail TEXT]
  checkpoint | recover [--from N] [--force] [--checkpoint-only] | reconcile [--force]
  export [--out FILE] | import FILE [--replace]
levels: epic story task subtask micro · priorities: critical high medium low · default board: main`,
  options: optionTable(
    {
      board: "string",
      description: "string",
      level: "string",
      parent: "string",
      depends: "strings",
      priority: "string",
      estimate: "string",
      phase: "string",
      id: "string",
      child: "strings",
      file: "string",
      sequential: "boolean",
      minutes: "string",
      reason: "string",
      text: "string",
      on: "strings",
      limit: "string",
      status: "strings",
      task: "string",
      session: "string",
      event: "string",
      detail: "string",
      from: "string",
      force: "boolean",
      "checkpoint-only": "boolean",
      out: "string",
      replace: "boolean",
    },
    "project json all",
  ),
  async run(ctx, v, pos) {
    const [name, ...rest] = pos;
    const sub = name ? SUBCOMMANDS[name] : undefined;
    if (!name || !sub)
      throw new CairnError(
        "INVALID_INPUT",
        `${name ? `unknown subcommand "${name}"` : "a subcommand is needed"}: ${Object.keys(SUBCOMMANDS).join(", ")}`,
      );
    const stray = Object.keys(v).filter((k) => !COMMON.includes(k) && !sub.options.includes(k));
    if (stray.length > 0)
      throw new CairnError(
        "INVALID_INPUT",
        `tasks ${name} does not take ${stray.map((s) => `--${s}`).join(", ")}${sub.options.length ? ` (it takes ${sub.options.map((s) => `--${s}`).join(", ")})` : ""}`,
      );
    const r = await openTasks(ctx, v);
    const handler = name === "log" && v.event !== undefined ? admin.logAppend : sub.run;
    if (name === "log" && v.event === undefined && v.detail !== undefined)
      throw new CairnError("INVALID_INPUT", "tasks log --detail needs --event TYPE");
    try {
      return await handler(r, rest);
    } catch (err) {
      const writes = sub.writes || handler === admin.logAppend;
      if (writes && err instanceof CairnError && !refusalLogged.has(err)) {
        refusalLogged.add(err);
        const taskId = name === "add" || name === "import" ? null : (rest[0] ?? null);
        await logRefusal(r.scope, r.board ?? "main", `${name} refused: ${err.message}`, taskId);
      }
      throw err;
    }
  },
};
