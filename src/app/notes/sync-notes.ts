/**
 * A project's notes, two ways.
 *
 * `syncNotes` brings them up to date; idempotent, run on writes only: after every note write
 * (PostToolUse), at Stop, at SessionStart and by the commands that change notes (`cairn notes sync`,
 * `restore`, `share`):
 * 1. git exclusion in place (git-exclude.ts);
 * 2. `updated` stamped — with the file's mtime, so a late sync still records when the write happened —
 *    on notes a tool just wrote, on notes whose content changed while their stamp did not (hand edits,
 *    Bash), and on notes with no stamp. A note first seen with a stamp (e.g. pulled from a teammate)
 *    keeps it. A stamp changes nothing else, so it takes no backup;
 * 3. INDEX.md regenerated from every note's frontmatter (rewritten only when it differs);
 * 4. the protocol block current (protocol-file.ts);
 * 5. the store's index (FTS) replaced, broken notes included with their error.
 * Nothing happens in a project without a `.cairn/notes/` folder (stale index rows are dropped).
 *
 * `readNotes` is what every read uses (`cairn notes list|show|status`, `verify`, `context`, the
 * dashboard, MCP): the same snapshot computed from the files and the store's index, with nothing
 * written — no stamp, no INDEX.md, no exclude or protocol edit, no index row. A note whose content
 * changed since its stamp is reported as it is, `edited: true` (so it reads as possibly stale, never
 * as fresh), until a write syncs it.
 */
import { createHash } from "node:crypto";
import { contentKey, type NoteMeta, stampTime, stampUpdated } from "../../core/notes/frontmatter.js";
import { renderIndex } from "../../core/notes/index-render.js";
import { redact } from "../../core/redact/redact.js";
import type { IndexedNote } from "../../store/note-store.js";
import type { Stores } from "../../store/stores.js";
import { headCommit } from "../env/git.js";
import { cleanStaleTemps } from "../env/stale-temp.js";
import { ensureExcluded, readExcludeState } from "./git-exclude.js";
import { indexPath, type NoteFile, notesDir, readNoteFiles, readText, writeText } from "./note-files.js";
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
  /**
   * The content changed since its `updated` stamp and no sync has stamped it yet (a read found it so,
   * or the sync could not stamp it): its stamp says nothing about the current text, so it is possibly
   * stale whatever its covered files did.
   */
  edited: boolean;
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
  /** Topics whose `updated` this sync stamped (always empty for readNotes). */
  stamped: string[];
}

const hash = (s: string) => createHash("sha1").update(s).digest("hex");

/** One parsed note as found: its view, its index row, and the stamp a sync would write (or null). */
interface Found {
  file: NoteFile;
  view: NoteView;
  row: IndexedNote;
  stampDue: string | null;
}

interface Scan {
  exists: boolean;
  known: Map<string, IndexedNote>;
  found: Found[];
  broken: BrokenNote[];
  brokenRows: IndexedNote[];
}

/** Reads the files and the index and decides, per note, what a sync would stamp. Writes nothing. */
async function scan(
  stores: Pick<Stores, "notes">,
  project: NotesProject,
  now: Date,
  written: ReadonlySet<string> | undefined,
): Promise<Scan> {
  const { exists, files } = readNoteFiles(project.root);
  const known = new Map(
    (await stores.notes.listNotes({ project: project.id, root: project.root })).map((n) => [n.topic, n]),
  );
  let head: string | null | undefined;
  const commit = () => {
    if (head === undefined) head = headCommit(project.gitDir);
    return head;
  };
  const out: Scan = { exists, known, found: [], broken: [], brokenRows: [] };
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
      out.broken.push({ topic: f.topic, name: f.name, path: f.path, error: f.parsed.error });
      out.brokenRows.push({
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
    out.found.push(judge(f, f.parsed, prev, base, { written, commit }));
  }
  return out;
}

/**
 * One parsed note against its index row `prev`: whether a sync stamps it (never stamped, edited
 * without a stamp, or rewritten by this turn's `written`), and the commit its staleness counts from.
 */
function judge(
  f: NoteFile,
  parsed: Extract<NoteFile["parsed"], { ok: true }>,
  prev: IndexedNote | undefined,
  base: Pick<IndexedNote, "project" | "root" | "topic" | "path" | "indexedAt">,
  o: { written: ReadonlySet<string> | undefined; commit: () => string | null },
): Found {
  const key = hash(contentKey(f.text));
  const meta = { ...parsed.meta };
  const unstamped = prev !== undefined && prev.contentHash !== key && prev.updated === meta.updated;
  const rewritten =
    o.written?.has(f.topic) === true &&
    (prev === undefined || prev.contentHash !== key || prev.updated !== meta.updated);
  const due = meta.updated === null || unstamped || rewritten;
  const stampDue = due ? stampTime(f.mtimeMs) : null;
  // the staleness baseline: unchanged content keeps the commit of its last change; an edit nobody
  // stamped keeps the baseline of the stamp it still carries
  const same = prev !== undefined && prev.contentHash === key && prev.error === null;
  const gitCommit = same || (unstamped && prev?.error === null) ? (prev?.gitCommit ?? null) : o.commit();
  const view: NoteView = { topic: f.topic, path: f.path, meta, gitCommit, edited: unstamped };
  const row: IndexedNote = {
    ...base,
    summary: redact(meta.summary),
    covers: meta.covers,
    body: redact(parsed.body),
    updated: meta.updated,
    contentHash: key,
    gitCommit,
    error: null,
  };
  return { file: f, view, row, stampDue };
}

/** The notes as they are on disk, judged against the index; changes nothing (see module header). */
export async function readNotes(
  stores: Pick<Stores, "notes">,
  project: NotesProject,
  now: Date,
): Promise<NotesSnapshot> {
  const s = await scan(stores, project, now, undefined);
  if (!s.exists) return { exists: false, shared: false, notes: [], broken: [], stamped: [] };
  return {
    exists: true,
    shared: readExcludeState(project.gitDir).shared,
    notes: s.found.map((f) => f.view),
    broken: s.broken,
    stamped: [],
  };
}

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
  const s = await scan(stores, project, now, opts.written);
  if (!s.exists) {
    if (s.known.size > 0) await index.replaceNotes(project.id, project.root, []);
    return { exists: false, shared: false, notes: [], broken: [], stamped: [] };
  }
  const { shared } = ensureExcluded(project.gitDir);
  const stamped: string[] = [];
  for (const f of s.found) {
    if (f.stampDue === null) continue;
    const next = stampUpdated(f.file.text, f.stampDue);
    // never clobber a write that landed after we read the file
    if (next !== f.file.text && readText(f.file.path) === f.file.text) {
      writeText(project.root, f.file.path, next, { verbatim: true }); // the note is the user's file: only the stamp changes
      f.view.meta.updated = f.stampDue;
      f.row.updated = f.stampDue;
      f.view.edited = false;
      f.row.gitCommit = f.view.gitCommit = headCommit(project.gitDir);
      stamped.push(f.view.topic);
    } else if (f.view.edited) {
      // not stamped (written meanwhile): keep the old hash so the next sync still sees the edit
      f.row.contentHash = s.known.get(f.view.topic)?.contentHash ?? f.row.contentHash;
    }
  }
  cleanStaleTemps([notesDir(project.root)], now.getTime());
  const notes = s.found.map((f) => f.view);
  writeText(
    project.root,
    indexPath(project.root),
    renderIndex(
      notes.map((n) => ({ topic: n.topic, ...n.meta })),
      s.broken.map((b) => ({ name: b.name, error: b.error })),
    ),
  );
  syncProtocol(project.root, shared);
  await index.replaceNotes(project.id, project.root, [...s.found.map((f) => f.row), ...s.brokenRows]);
  return { exists: true, shared, notes, broken: s.broken, stamped };
}
