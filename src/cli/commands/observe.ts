/**
 * `cairn observe <action>`: observations (Observer/Reflector memory) — add, global, show, status,
 * reflect, undo, search, init, diff, pr, migrate, projects. One command, subcommands in
 * observe-write.ts, observe-read.ts and observe-git.ts.
 */
import { CairnError } from "../../core/common/errors.js";
import type { Command } from "../context.js";
import { optionTable } from "../options.js";
import { diff, init, pr } from "./observe-git.js";
import { projects, search, show, status } from "./observe-read.js";
import { add, migrate, reflect, undo } from "./observe-write.js";

const ACTIONS = "add, global, show, status, reflect, undo, search, init, diff, pr, migrate, projects";

export const observe: Command = {
  name: "observe",
  summary: `Observations: dated, prioritised notes Claude keeps in three scopes (${ACTIONS})`,
  usage: [
    "cairn observe add [--scope committed|local|global] [--session ID] [--text T | --file F | < stdin]",
    "cairn observe global [--text T | --file F | < stdin]      (add to the global scope)",
    "cairn observe show [--scope S] [--raw] | status [--session ID]",
    "cairn observe reflect --scope committed|local|global [--text T | --file F | < stdin]   (backup first)",
    "cairn observe undo --scope S                               (restore the newest backup)",
    "cairn observe search QUERY [--all] [--limit N] | projects",
    "cairn observe init [--commits N] | diff [--commits N] | pr [--base BRANCH]",
    "cairn observe migrate [--from FILE ...] [--dry-run]",
    "Every action takes --json.",
    "",
    'Examples: cairn observe add --text "- [P1] (14:30) The API needs Node 22"',
    '          cairn observe add --text "the tests need a running postgres"   (free text: one P2 observation a line)',
  ].join("\n       "),
  options: optionTable(
    {
      scope: "string",
      session: "string",
      text: "string",
      file: "string",
      raw: "boolean",
      limit: "string",
      commits: "string",
      base: "string",
      from: "strings",
      "dry-run": "boolean",
    },
    "all json",
  ),
  async run(ctx, v, pos) {
    const [action = "status", ...rest] = pos;
    switch (action) {
      case "add":
        return add(ctx, v, "local");
      case "global":
        return add(ctx, v, "global");
      case "show":
        return show(ctx, v);
      case "status":
        return status(ctx, v);
      case "reflect":
        return reflect(ctx, v);
      case "undo":
        return undo(ctx, v);
      case "search":
        return search(ctx, v, rest);
      case "projects":
        return projects(ctx, v);
      case "init":
        return init(ctx, v);
      case "diff":
        return diff(ctx, v);
      case "pr":
        return pr(ctx, v);
      case "migrate":
        return migrate(ctx, v);
      default:
        throw new CairnError("INVALID_INPUT", `unknown observe action "${action}" (${ACTIONS})`);
    }
  },
};
