/**
 * Brings a project's notes up to date; idempotent, run after every note write (PostToolUse), at Stop,
 * at SessionStart and by the `cairn notes` commands:
 * 1. git exclusion in place (git-exclude.ts);
 * 2. `updated` stamped — with the file's mtime, so a late sync still records when the write happened —
 *    on notes a tool just wrote, on notes whose content changed while their stamp did not (hand edits,
 *    Bash), and on notes with no stamp. A note first seen with a stamp (e.g. pulled from a teammate)
 *    keeps it. A stamp changes nothing else, so it takes no backup;
 * 3. INDEX.md regenerated from every note's frontmatter (rewritten only when it differs);
 * 4. the protocol block current (protocol-file.ts);
 * 5. the store's index (FTS) replaced, broken notes included with their error.
 * Nothing happens in a project without a `.cairn/notes/` folder (stale index rows are dropped).
 */
import { createHash } from "node:crypto";
import { contentKey, type NoteMeta, stampTime, stampUpdated } from "../../core/notes/frontmatter.js";
import { renderIndex } from "../../core/notes/index-render.js";
import { redact } from "../../core/redact/redact.js";
import type { IndexedNote } from "../../store/note-store.js";
import type { Stores } from "../../store/stores.js";
import { headCommit } from "../env/git.js";
import { cleanStaleTemps } from "../env/stale-temp.js";
import { ensureExcluded } from "./git-exclude.js";
import { indexPath, notesDir, readNoteFiles, readText, writeText } from "./note-files.js";
import { syncProtocol } from "./protocol-file.js";

export interface NotesProject {
  id: string;
  /** Working-tree root. */
  root: string;
  /** This worktree's git dir, or null outside git. */
  gitDir: string | null;
}

export interface NoteView {
  topic: string;
  path: string;
  meta: NoteMeta;
  gitCommit: string | null;
}

export interface BrokenNote {
  topic: string;
  name: string;
  path: string;
  error: string;
}

export interface NotesSnapshot {
  exists: boolean;
  shared: boolean;
  notes: NoteView[];
  broken: BrokenNote[];
  /** Topics whose `updated` this sync stamped. */
  stamped: string[];
}

const hash = (s: string) => createHash("sha1").update(s).digest("hex");

/**
 * `written`: topics a tool call just wrote (PostToolUse, this turn's events at Stop). Their stamp is
 * always Cairn's, even when the writer put an `updated` value in by hand.
 */
export async function syncNotes(
  stores: Pick<Stores, "notes">,
  project: NotesProject,
  now: Date,
  opts: { written?: ReadonlySet<string> } = {},
): Promise<NotesSnapshot> {
  const index = stores.notes;
  const { exists, files } = readNoteFiles(project.root);
  const known = new Map(
    (await index.listNotes({ project: project.id, root: project.root })).map((n) => [n.topic, n]),
  );
  if (!exists) {
    if (known.size > 0) await index.replaceNotes(project.id, project.root, []);
    return { exists: false, shared: false, notes: [], broken: [], stamped: [] };
  }
  const { shared } = ensureExcluded(project.gitDir);
  let head: string | null | undefined;
  const commit = () => {
    if (head === undefined) head = headCommit(project.gitDir);
    return head;
  };
  const rows: IndexedNote[] = [];
  const notes: NoteView[] = [];
  const broken: BrokenNote[] = [];
  const stamped: string[] = [];
  for (const f of files) {
    const prev = known.get(f.topic);
    const base = {
      project: project.id,
      root: project.root,
      topic: f.topic,
      path: f.path,
      indexedAt: now.toISOString(),
    };
    if (!f.parsed.ok) {
      broken.push({ topic: f.topic, name: f.name, path: f.path, error: f.parsed.error });
      rows.push({
        ...base,
        summary: "",
        covers: [],
        body: "",
        updated: null,
        contentHash: hash(f.text),
        gitCommit: null,
        error: f.parsed.error,
      });
      continue;
    }
    const key = hash(contentKey(f.text));
    const meta = { ...f.parsed.meta };
    const unstamped = prev !== undefined && prev.contentHash !== key && prev.updated === meta.updated;
    const rewritten =
      opts.written?.has(f.topic) === true &&
      (prev === undefined || prev.contentHash !== key || prev.updated !== meta.updated);
    if (meta.updated === null || unstamped || rewritten) {
      const iso = stampTime(f.mtimeMs);
      const next = stampUpdated(f.text, iso);
      // never clobber a write that landed after we read the file
      if (next !== f.text && readText(f.path) === f.text) {
        writeText(project.root, f.path, next, { verbatim: true }); // the note is the user's file: only the stamp changes
        meta.updated = iso;
        stamped.push(f.topic);
      }
    }
    const gitCommit = prev && prev.contentHash === key && prev.error === null ? prev.gitCommit : commit();
    notes.push({ topic: f.topic, path: f.path, meta, gitCommit });
    rows.push({
      ...base,
      summary: redact(meta.summary),
      covers: meta.covers,
      body: redact(f.parsed.body),
      updated: meta.updated,
      contentHash: key,
      gitCommit,
      error: null,
    });
  }
  cleanStaleTemps([notesDir(project.root)], now.getTime());
  writeText(
    project.root,
    indexPath(project.root),
    renderIndex(
      notes.map((n) => ({ topic: n.topic, ...n.meta })),
      broken.map((b) => ({ name: b.name, error: b.error })),
    ),
  );
  syncProtocol(project.root, shared);
  await index.replaceNotes(project.id, project.root, rows);
  return { exists: true, shared, notes, broken, stamped };
}
