/**
 * `cairn notes list|show|status|sync|restore|share`: the project's topic notes (`.cairn/notes/`).
 * `list`, `show` and `status` read: they print the notes as they are and write nothing (a note edited
 * since its stamp shows as possibly stale). `sync` does what the hooks do after a note write (stamps,
 * INDEX.md, git exclusion, the store's index); `restore` and `share` sync after their change.
 */

import { listBackups, restoreNote } from "../../app/notes/backups.js";
import { notePath, readText } from "../../app/notes/note-files.js";
import { shareNotes } from "../../app/notes/share.js";
import { type NoteStatus, notesStatus } from "../../app/notes/status.js";
import { readNotes, syncNotes } from "../../app/notes/sync-notes.js";
import { formatAge } from "../../core/common/age.js";
import { CairnError } from "../../core/common/errors.js";
import { NOTES_DIR } from "../../core/notes/note-path.js";
import { staleMark } from "../../core/staleness/stale-mark.js";
import { type CliContext, type Command, dim, printJson } from "../context.js";
import { optionTable } from "../options.js";
import { intOption, projectFor } from "../project-option.js";

const ACTIONS = "list, show, status, sync, restore, share";
const TOPIC = /^[^./\\][^/\\]*$/;

function topicArg(value: string | undefined, action: string): string {
  if (!value) throw new CairnError("INVALID_INPUT", `notes ${action} needs a TOPIC`);
  const topic = value.endsWith(".md") ? value.slice(0, -3) : value;
  if (!TOPIC.test(topic)) throw new CairnError("INVALID_INPUT", `not a note topic: "${value}"`);
  return topic;
}

async function list(ctx: CliContext, v: Record<string, unknown>): Promise<number> {
  const project = await projectFor(ctx, v.project);
  const snap = await readNotes(ctx.stores(), project, ctx.now());
  if (v.json) {
    printJson(ctx, [
      ...snap.notes.map((n) => ({ topic: n.topic, path: n.path, ...n.meta, edited: n.edited, error: null })),
      ...snap.broken.map((b) => ({
        topic: b.topic,
        path: b.path,
        summary: "",
        covers: [],
        updated: null,
        edited: false,
        error: b.error,
      })),
    ]);
    return 0;
  }
  if (!snap.exists) ctx.io.stdout(`No notes yet: Claude keeps them in ${NOTES_DIR}/<topic>.md.\n`);
  const now = ctx.now();
  for (const n of snap.notes) {
    const age = n.meta.updated
      ? `${formatAge(n.meta.updated, now)}${n.edited ? `, ${staleMark({ edited: true })}` : ""}`
      : "not stamped";
    const covers = n.meta.covers.length > 0 ? dim(ctx, `  [${n.meta.covers.join(", ")}]`) : "";
    ctx.io.stdout(`${n.topic.padEnd(20)} ${n.meta.summary}${covers}  ${dim(ctx, `(${age})`)}\n`);
  }
  for (const b of snap.broken) ctx.io.stdout(`${b.topic.padEnd(20)} BROKEN: ${b.error}\n`);
  return 0;
}

async function show(
  ctx: CliContext,
  v: Record<string, unknown>,
  topicRaw: string | undefined,
): Promise<number> {
  const topic = topicArg(topicRaw, "show");
  const project = await projectFor(ctx, v.project);
  const snap = await readNotes(ctx.stores(), project, ctx.now());
  const path = notePath(project.root, topic);
  const text = readText(path);
  if (text === null) throw new CairnError("NOT_FOUND", `no note "${topic}" in ${NOTES_DIR}/`);
  const note = snap.notes.find((n) => n.topic === topic);
  const broken = snap.broken.find((b) => b.topic === topic);
  const backups = listBackups(project.root, topic);
  if (v.json)
    printJson(ctx, { topic, path, meta: note?.meta ?? null, error: broken?.error ?? null, text, backups });
  else {
    ctx.io.stdout(text.endsWith("\n") ? text : `${text}\n`);
    if (broken) ctx.io.stderr(`cairn notes: ${topic} has broken frontmatter: ${broken.error}\n`);
    if (backups.length > 0)
      ctx.io.stdout(dim(ctx, `(${backups.length} backup(s): cairn notes restore ${topic} [N])\n`));
  }
  return 0;
}

async function status(ctx: CliContext, v: Record<string, unknown>): Promise<number> {
  const project = await projectFor(ctx, v.project);
  const r = await notesStatus(ctx.stores(), project, ctx.now());
  if (v.json) {
    printJson(ctx, r);
    return 0;
  }
  const mode =
    r.mode === "no-git"
      ? "not a git repository"
      : r.mode === "shared"
        ? `shared: ${NOTES_DIR}/ is committed (backups stay excluded in ${r.excludeFile})`
        : `local: git-excluded in ${r.excludeFile}`;
  ctx.io.stdout(`${NOTES_DIR}/ in ${r.root} (${mode})\n`);
  if (!r.exists) ctx.io.stdout("No notes yet.\n");
  const now = ctx.now();
  const mark = { fresh: "✓", stale: "!", unstamped: "?", broken: "✗" } as const;
  for (const n of r.notes) {
    const detail =
      n.state === "broken"
        ? `broken frontmatter: ${n.error}`
        : n.state === "stale"
          ? staleDetail(n)
          : n.updated
            ? `updated ${formatAge(n.updated, now)}`
            : "not stamped yet";
    ctx.io.stdout(`${mark[n.state]} ${n.topic.padEnd(20)} ${detail}\n`);
  }
  if (r.uncovered.files.length > 0)
    ctx.io.stdout(`Edits in the last session no note covers: ${r.uncovered.files.join(", ")}\n`);
  return 0;
}

function staleDetail(n: NoteStatus): string {
  const mark = staleMark({
    changed: n.changed,
    maxFiles: 5,
    edited: n.edited,
    ...(n.updated ? { since: n.updated } : {}),
  });
  return n.edited ? `${mark} (\`cairn notes sync\` stamps it)` : mark;
}

async function sync(ctx: CliContext, v: Record<string, unknown>): Promise<number> {
  const project = await projectFor(ctx, v.project);
  const snap = await syncNotes(ctx.stores(), project, ctx.now());
  if (v.json)
    printJson(ctx, {
      exists: snap.exists,
      stamped: snap.stamped,
      notes: snap.notes.length,
      broken: snap.broken.length,
    });
  else if (!snap.exists) ctx.io.stdout(`No notes yet: nothing to sync in ${NOTES_DIR}/.\n`);
  else
    ctx.io.stdout(
      `Synced ${snap.notes.length + snap.broken.length} note(s) in ${NOTES_DIR}/${snap.stamped.length > 0 ? `; stamped ${snap.stamped.join(", ")}` : ""}.\n`,
    );
  return 0;
}

async function restore(ctx: CliContext, v: Record<string, unknown>, pos: string[]): Promise<number> {
  const topic = topicArg(pos[0], "restore");
  const n = intOption(pos[1], "N", 1, 1, 1000);
  const project = await projectFor(ctx, v.project);
  const now = ctx.now();
  const r = restoreNote(project.root, topic, n, now);
  await syncNotes(ctx.stores(), project, now);
  if (v.json) printJson(ctx, { topic, restored: r.restored, backup: r.backup });
  else
    ctx.io.stdout(
      `Restored ${topic} from backup ${n} (taken ${r.restored.at}).${r.backup ? " What it replaced is now backup 1." : ""}\n`,
    );
  return 0;
}

async function share(ctx: CliContext, v: Record<string, unknown>): Promise<number> {
  const project = await projectFor(ctx, v.project);
  const r = await shareNotes(ctx.stores(), project, v.undo !== true, ctx.now());
  if (v.json) printJson(ctx, r);
  else if (r.shared)
    ctx.io.stdout(
      `${NOTES_DIR}/ is no longer git-excluded (${r.excludeFile}); backups stay local. The protocol is in ${r.protocolFile}: commit both to share them.\n`,
    );
  else
    ctx.io.stdout(
      `${NOTES_DIR}/ is git-excluded again (${r.excludeFile}); the protocol is back in ${r.protocolFile}.\n`,
    );
  return 0;
}

export const notes: Command = {
  name: "notes",
  summary: "Topic notes Claude keeps in .cairn/notes/: list, show, status, sync, restore, share",
  usage:
    "cairn notes list | show TOPIC | status | sync | restore TOPIC [N] | share [--undo]  [--project PATH] [--json]",
  options: optionTable({ undo: "boolean" }, "project json"),
  async run(ctx, v, pos) {
    const [action = "list", ...rest] = pos;
    switch (action) {
      case "list":
        return list(ctx, v);
      case "show":
        return show(ctx, v, rest[0]);
      case "status":
        return status(ctx, v);
      case "sync":
        return sync(ctx, v);
      case "restore":
        return restore(ctx, v, rest);
      case "share":
        return share(ctx, v);
      default:
        throw new CairnError("INVALID_INPUT", `unknown notes action "${action}" (${ACTIONS})`);
    }
  },
};
