/** `cairn observe add|global|reflect|undo|migrate`: the subcommands that change observation files. */
import { homedir } from "node:os";
import { migrateObservations } from "../../app/observations/migrate.js";
import { recordObservations } from "../../app/observations/record.js";
import { reflectObservations, undoReflection } from "../../app/observations/reflect.js";
import { type CliContext, printJson } from "../context.js";
import { checkout, inputText, scopeOption, sessionOption } from "./observe-shared.js";

type V = Record<string, unknown>;

/** A structured line of the observation format (`- [P1] …`, a `Date:` or section heading, continuity). */
const STRUCTURED = /^\s*(-\s*\[P\d\]|Date:|#|Current Task:|Suggested Next:|<)/m;

/**
 * `--text "the tests need postgres"`: free text without any line of the format becomes one
 * observation per line at priority P2.
 */
export function asObservations(text: string): string {
  if (STRUCTURED.test(text)) return text;
  return text
    .split(/\r?\n/)
    .map((l) => l.trim().replace(/^[-*]\s+/, ""))
    .filter((l) => l !== "")
    .map((l) => `- [P2] ${l}`)
    .join("\n");
}

export async function add(ctx: CliContext, v: V, defaultScope: "local" | "global"): Promise<number> {
  const { project, paths } = await checkout(ctx);
  const r = await recordObservations(ctx.store(), {
    project,
    paths,
    input: typeof v.text === "string" ? asObservations(v.text) : inputText(ctx, v),
    defaultScope: scopeOption(v.scope, defaultScope),
    sessionId: sessionOption(ctx, v),
    now: ctx.now(),
  });
  if (v.json) {
    printJson(ctx, r);
    return 0;
  }
  const total = r.added.committed + r.added.local + r.added.global;
  ctx.io.stdout(
    `Recorded ${total} observation${total === 1 ? "" : "s"} (committed ${r.added.committed}, local ${r.added.local}, global ${r.added.global})` +
      `${r.skipped > 0 ? `; ${r.skipped} already known` : ""}.\n` +
      `${r.task ? `Current Task: ${r.task}\n` : ""}${r.next ? `Suggested Next: ${r.next}\n` : ""}`,
  );
  return 0;
}

export async function reflect(ctx: CliContext, v: V): Promise<number> {
  const { project, paths } = await checkout(ctx);
  const scope = scopeOption(v.scope, null);
  const r = await reflectObservations(ctx.store(), {
    project,
    paths,
    scope,
    input: inputText(ctx, v),
    now: ctx.now(),
  });
  if (v.json) printJson(ctx, { scope, ...r });
  else {
    ctx.io.stdout(
      `Consolidated ${scope} observations: ${r.before.observations} → ${r.after.observations} (P1 ${r.before.p1} → ${r.after.p1}), ` +
        `about ${r.before.tokens} → ${r.after.tokens} tokens.\n${r.backup ? `Previous version: ${r.backup} (cairn observe undo --scope ${scope})\n` : ""}`,
    );
    if (r.after.p1 < r.before.p1)
      ctx.io.stderr(
        `cairn observe: warning: ${r.before.p1 - r.after.p1} fewer P1 observations than before\n`,
      );
  }
  return 0;
}

export async function undo(ctx: CliContext, v: V): Promise<number> {
  const { project, paths } = await checkout(ctx);
  const scope = scopeOption(v.scope, null);
  const r = await undoReflection(ctx.store(), { project, paths, scope, now: ctx.now() });
  if (v.json) printJson(ctx, { scope, ...r });
  else ctx.io.stdout(`Restored the ${scope} observations from ${r.restored}.\n`);
  return 0;
}

export async function migrate(ctx: CliContext, v: V): Promise<number> {
  const { project, paths } = await checkout(ctx);
  const from = v.from === undefined ? undefined : (v.from as string[]);
  const r = await migrateObservations(ctx.store(), {
    project,
    paths,
    userHome: ctx.env.HOME || homedir(),
    from,
    dryRun: v["dry-run"] === true,
    now: ctx.now(),
  });
  if (v.json) printJson(ctx, r);
  else if (r.sources.length === 0)
    ctx.io.stdout("Nothing to migrate (no .claude/observations*.md, no --from file).\n");
  else
    ctx.io.stdout(
      `${v["dry-run"] ? "Would migrate" : "Migrated"} from ${r.sources.join(", ")}: committed ${r.added.committed}, local ${r.added.local}, ` +
        `global ${r.added.global}${r.skipped ? `; ${r.skipped} already known` : ""}${r.plans.length ? `; plans: ${r.plans.join(", ")}` : ""}.\n`,
    );
  return 0;
}
