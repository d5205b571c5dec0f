/** `cairn observe show|status|search|projects`: read-only views of observations. */
import { existsSync } from "node:fs";
import { readText } from "../../app/observations/files.js";
import { observationPaths } from "../../app/observations/paths.js";
import { searchObservations } from "../../app/observations/search.js";
import { observationStatus } from "../../app/observations/status.js";
import { CairnError } from "../../core/common/errors.js";
import { continuity, groups } from "../../core/observations/document.js";
import { parseObservations } from "../../core/observations/format.js";
import { type CliContext, dim, printJson } from "../context.js";
import { intOption } from "../project-option.js";
import { checkout, scopeOption, sessionOption } from "./observe-shared.js";

type V = Record<string, unknown>;

export async function show(ctx: CliContext, v: V): Promise<number> {
  const { paths } = await checkout(ctx);
  const scopes =
    v.scope === undefined ? (["committed", "local", "global"] as const) : [scopeOption(v.scope, null)];
  if (v.raw) {
    for (const s of scopes) ctx.io.stdout(readText(paths.file[s]));
    return 0;
  }
  if (v.json) {
    const out: Record<string, unknown> = {};
    for (const s of scopes) {
      const doc = parseObservations(readText(paths.file[s]));
      out[s] = { path: paths.file[s], groups: groups(doc), ...continuity(doc) };
    }
    printJson(ctx, out);
    return 0;
  }
  for (const s of scopes) {
    const text = readText(paths.file[s]);
    ctx.io.stdout(
      `${dim(ctx, `── ${s}: ${paths.file[s]}`)}\n${text === "" ? "(none)\n" : text}${text.endsWith("\n") || text === "" ? "" : "\n"}`,
    );
  }
  return 0;
}

export async function status(ctx: CliContext, v: V): Promise<number> {
  const { project, paths } = await checkout(ctx);
  const s = await observationStatus(paths, project.id, sessionOption(ctx, v), ctx.env, ctx.config());
  if (v.json) {
    printJson(ctx, s);
    return 0;
  }
  const st = s.settings;
  const lines = [
    `Observations: ${!st.enabled ? "off (observations.enabled)" : s.optedOut ? "off for this project (.cairn/observations-off)" : "on"}`,
    `Thresholds: observe at ${st.observationThreshold} new tokens or ${st.contextThresholdPct}% of a ${st.contextWindow}-token context; reflect above ${st.reflectionThreshold} tokens`,
  ];
  for (const scope of ["committed", "local", "global"] as const) {
    const f = s.files[scope];
    lines.push(
      `${scope.padEnd(9)} ${f.exists ? `${f.observations} observations (${f.p1} P1), about ${f.tokens} tokens${f.overReflection ? " — over the reflection threshold" : ""}${f.backups ? `, ${f.backups} backups` : ""}` : "none"}  ${dim(ctx, f.path)}`,
    );
  }
  if (s.session)
    lines.push(
      `This session: about ${s.session.newTokens} new tokens since the last observation${s.session.contextPct !== null ? `, context ${s.session.contextPct}% used` : ""}${s.session.force ? ", observation forced at next stop" : ""}`,
    );
  if (s.currentTask) lines.push(`Current Task: ${s.currentTask}`);
  if (s.suggestedNext) lines.push(`Suggested Next: ${s.suggestedNext}`);
  if (s.pending)
    lines.push(
      `Pending: session ${s.pending.sessionId} ended with about ${s.pending.tokens} unobserved tokens`,
    );
  for (const p of s.plans)
    lines.push(
      `Plan ${p.branch}: ${p.percent === null ? "no checkboxes" : `${p.done}/${p.total} (${p.percent}%)`}${p.complete ? " complete" : ""}`,
    );
  ctx.io.stdout(`${lines.join("\n")}\n`);
  return 0;
}

export async function search(ctx: CliContext, v: V, pos: string[]): Promise<number> {
  const query = pos.join(" ").trim();
  if (query === "") throw new CairnError("INVALID_INPUT", "observe search needs a QUERY");
  const { project } = await checkout(ctx);
  const hits = await searchObservations(ctx.store(), {
    query,
    project: project.id,
    all: v.all === true,
    limit: intOption(v.limit, "limit", 10, 1, 200),
  });
  if (v.json) {
    printJson(
      ctx,
      hits.map((h) => ({
        id: h.memory.id,
        project: h.project,
        type: h.memory.type,
        title: h.memory.title,
        body: h.memory.body,
        tags: h.memory.tags,
        score: h.score,
      })),
    );
    return 0;
  }
  if (hits.length === 0) ctx.io.stdout(`No observations match "${query}".\n`);
  for (const h of hits)
    ctx.io.stdout(`${h.memory.id}  ${h.project.padEnd(14)} ${h.memory.title}  ${dim(ctx, h.memory.body)}\n`);
  return 0;
}

export async function projects(ctx: CliContext, v: V): Promise<number> {
  const rows = (await ctx.store().listProjects()).map((p) => {
    const paths = observationPaths(p.root, ctx.paths.home);
    return {
      id: p.id,
      name: p.name,
      root: p.root,
      lastSeenAt: p.lastSeenAt,
      committed: existsSync(paths.file.committed),
      local: existsSync(paths.file.local),
    };
  });
  if (v.json) printJson(ctx, rows);
  else
    for (const r of rows)
      ctx.io.stdout(
        `${r.name.padEnd(20)} ${r.committed ? "committed " : ""}${r.local ? "local " : ""}${dim(ctx, r.root)}\n`,
      );
  return 0;
}
