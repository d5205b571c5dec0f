import { verifyProject } from "../../app/notes/verify.js";
import { formatAge } from "../../core/common/age.js";
import { type Command, dim, printJson } from "../context.js";
import { optionTable } from "../options.js";
import { progress } from "../progress.js";
import { projectFor } from "../project-option.js";

const files = (xs: readonly string[]) =>
  xs.length > 4 ? `${xs.slice(0, 4).join(", ")} and ${xs.length - 4} more` : xs.join(", ");

export const verify: Command = {
  name: "verify",
  summary: "List memories and notes whose files changed since they were written (possibly stale)",
  usage: "cairn verify [--project PATH] [--json]",
  options: optionTable({}, "project json"),
  async run(ctx, v) {
    const project = await projectFor(ctx, v.project);
    const now = ctx.now();
    const bar = progress(ctx, { label: "verifying", json: v.json });
    const r = await verifyProject(ctx.stores(), project, now, (p) => bar.report(p)).finally(() => bar.done());
    if (v.json) {
      printJson(ctx, r);
      return 0;
    }
    if (r.memories.length > 0) ctx.io.stdout("Possibly stale memories (their files changed since):\n");
    for (const m of r.memories)
      ctx.io.stdout(
        `  ${m.id}  ${m.type.padEnd(16)} ${m.title}  ${dim(ctx, `(${formatAge(m.since, now)}: ${files(m.changed)})`)}\n`,
      );
    if (r.notes.length > 0)
      ctx.io.stdout("Possibly stale notes (covered files changed, or the note edited, since `updated`):\n");
    for (const n of r.notes) {
      const why = [n.changed.length > 0 ? files(n.changed) : "", n.edited ? "edited since its stamp" : ""];
      ctx.io.stdout(
        `  ${n.topic.padEnd(20)} ${why.filter((s) => s !== "").join("; ")}  ${dim(ctx, `(updated ${n.updated ?? "never"})`)}\n`,
      );
    }
    if (r.broken.length > 0) ctx.io.stdout("Notes with broken frontmatter:\n");
    for (const b of r.broken) ctx.io.stdout(`  ${b.topic.padEnd(20)} ${b.error}\n`);
    if (r.memories.length + r.notes.length + r.broken.length === 0)
      ctx.io.stdout(
        `All current: ${r.checked.memories} memories with files and ${r.checked.notes} notes, nothing changed since they were written.\n`,
      );
    return 0;
  },
};
