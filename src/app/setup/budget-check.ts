/**
 * `cairn doctor`'s check of the token budgets against what each agent shows whole: a hook's text past
 * the agent's cap (core/agents `contextLimitFor`) would be saved to a file by the client, so Cairn fits
 * it and leaves the last items out; the check says when the configured budget asks for more than that.
 */
import { AGENT_NAMES } from "../../core/agents/agent-event.js";
import { contextLimitFor } from "../../core/agents/agents.js";
import { budgetAdvice } from "../../core/context/fit-output.js";
import type { Config } from "../../core/setup/config.js";

/** One doctor check (the shape of doctor.ts `Check`). */
export interface BudgetCheck {
  name: string;
  status: "ok" | "warn";
  detail: string;
}

const LABEL: Record<string, string> = { "claude-code": "Claude Code", codex: "Codex CLI" };

/** `config`: the run's settings (runtime.config). */
export function budgetCheck(config: Config): BudgetCheck {
  const advice: string[] = [];
  for (const setting of ["context.budget", "prompt.budget"] as const)
    for (const agent of AGENT_NAMES) {
      const line = budgetAdvice(setting, config[setting], LABEL[agent] ?? agent, contextLimitFor(agent));
      if (line) advice.push(line);
    }
  return advice.length > 0
    ? { name: "context budget", status: "warn", detail: advice.join("; ") }
    : {
        name: "context budget",
        status: "ok",
        detail: `context.budget ${config["context.budget"]} and prompt.budget ${config["prompt.budget"]} tokens fit what every agent shows whole`,
      };
}
