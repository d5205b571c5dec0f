/**
 * The Observer and Reflector prompts, given to Claude as a Stop hook's block reason: Claude writes
 * the observations from its own context, through Cairn's CLI (never by editing files or the store
 * by hand), and no second model is called. Texts after cc-observational-memory's prompts.js (three
 * scopes, P1–P3, three dates, Current Task / Suggested Next) and Mastra's Observer/Reflector split.
 * Pure.
 */

export const OBSERVER_MARK = "Cairn Observer:";
export const REFLECTOR_MARK = "Cairn Reflector:";

export interface ObserverPromptInput {
  /** How to run the CLI, e.g. `node "/…/plugin/dist/cli.mjs"`. */
  cli: string;
  sessionId: string;
  why: "threshold" | "context" | "compaction";
  newTokens: number;
  contextPct: number | null;
  /** Today, YYYY-MM-DD (the observation date). */
  today: string;
  /** Current Current Task line, if any, for continuity. */
  currentTask: string | null;
}

const WHY: Record<ObserverPromptInput["why"], (i: ObserverPromptInput) => string> = {
  threshold: (i) =>
    `about ${i.newTokens.toLocaleString("en-US")} new tokens of conversation since the last observation`,
  context: (i) => `the context window is ${i.contextPct ?? "?"}% full`,
  compaction: () =>
    "the context was just compacted (or is about to be): capture what matters before it is lost",
};

export const FORMAT_RULES = `Format, one observation per line, nested with two spaces:
Date: YYYY-MM-DD
- [P1] (HH:MM) critical fact, decision or constraint
  - [P2] (HH:MM) supporting detail
- [P3] (HH:MM) informational
Priorities: [P1] critical (decisions, constraints, user preferences), [P2] moderate, [P3] informational.
Dates: a date named in the content gets {ref: YYYY-MM-DD}; a relative expression gets {rel: YYYY-MM-DD from "next Tuesday"} resolved against the observation date (writing {rel: "next Tuesday"} is enough: Cairn resolves it).`;

export function observerPrompt(i: ObserverPromptInput): string {
  return `${OBSERVER_MARK} ${WHY[i.why](i)}. Before stopping, record observations from your own context of this session (no summary of trivia, no secrets). Run exactly one Bash command:

${i.cli} observe add --session ${i.sessionId} <<'CAIRN_OBS'
## Committed
Date: ${i.today}
- [P1] (HH:MM) …architecture, conventions, tech stack, decisions, completed work (shared with the team through git)
## Local
Date: ${i.today}
- [P2] (HH:MM) …work in progress, session state, personal notes (stays on this machine)
## Global
Date: ${i.today}
- [P1] (HH:MM) …the user's preferences, workflows and tools that apply in every project
Current Task: what you are working on right now
Suggested Next: the specific next step to continue in the next session
CAIRN_OBS

Put each observation under the section it belongs to; when unsure, Local. Leave a section out when it has nothing new. Current Task and Suggested Next are always written (they stay local).${i.currentTask ? ` The recorded Current Task is: ${i.currentTask}` : ""}
${FORMAT_RULES}
Cairn skips observations it already has. Then finish your reply in one short sentence.`;
}

export interface ReflectorPromptInput {
  cli: string;
  scopes: readonly ("committed" | "local")[];
  tokens: Record<"committed" | "local", number>;
  threshold: number;
}

export function reflectorPrompt(i: ReflectorPromptInput): string {
  const list = i.scopes
    .map((s) => `${s} (about ${i.tokens[s].toLocaleString("en-US")} tokens)`)
    .join(" and ");
  const steps = i.scopes
    .map(
      (s) =>
        `- ${s}: read it with \`${i.cli} observe show --scope ${s} --raw\`, then write the consolidated version with\n  ${i.cli} observe reflect --scope ${s} <<'CAIRN_OBS'\n  …the whole consolidated file…\n  CAIRN_OBS`,
    )
    .join("\n");
  return `${REFLECTOR_MARK} the ${list} observations exceed ${i.threshold.toLocaleString("en-US")} tokens. Before stopping, consolidate them:
${steps}
Merge related observations, drop redundant or superseded ones, keep every [P1] (merge P1s only when they say the same thing), keep dates ({ref}/{rel} tags and Date: groups), and keep Current Task / Suggested Next as they are. Cairn backs up the previous version first (\`${i.cli} observe undo --scope …\` restores it).
${FORMAT_RULES}
Then finish your reply in one short sentence.`;
}
