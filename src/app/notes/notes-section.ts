/**
 * The notes' section of the SessionStart pack, for a project that has a notes folder (provider.ts
 * decides that cheaply and loads this module only then: it brings the YAML parser and the glob
 * matcher). At SessionStart it syncs the notes first (stamps, INDEX.md, store index); a preview
 * (`readOnly`: `cairn context`, the dashboard, MCP) reads them as they are. Then it lists INDEX.md's lines with the
 * notes that match recent work first (files changed in the project's last five sessions), at most 12,
 * and says how many were left out. A note whose covered files Cairn saw edited after its `updated`
 * stamp is marked possibly stale, and so is a note a preview finds edited since its stamp; broken notes
 * come first so they get fixed.
 */
import { formatAge } from "../../core/common/age.js";
import type { PackSection } from "../../core/context/context-pack.js";
import { coversMatcher } from "../../core/notes/covers.js";
import { brokenLine, indexLine } from "../../core/notes/index-render.js";
import { NOTES_DIR } from "../../core/notes/note-path.js";
import { rankNotes } from "../../core/notes/rank.js";
import { turnActivity } from "../../core/notes/turn-activity.js";
import { staleMark } from "../../core/staleness/stale-mark.js";
import type { Store } from "../../store/store.js";
import { findGitRoot } from "../env/project.js";
import type { ProviderInput } from "../extension/provider-input.js";
import { type NoteView, readNotes, syncNotes } from "./sync-notes.js";

/** Most notes the pack lists (broken notes first, then by relevance to recent work). */
export const NOTES_CAP = 12;

export const NOTES_SECTION_TITLE = `Topic notes (${NOTES_DIR}/<topic>.md: read the ones that matter before exploring; refresh a note when you change what it covers)`;
const RECENT_SESSIONS = 5;
const STALE_SESSIONS = 3;

/** topic → files Cairn saw edited (in the last sessions) after the note's stamp. */
async function editedSince(
  store: Store,
  projectId: string,
  notes: readonly NoteView[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const sessions = await store.listSessions({ project: projectId, limit: STALE_SESSIONS });
  const edits: { ts: string; file: string }[] = [];
  for (const s of sessions)
    for (const e of await store.listEvents({ sessionId: s.id }))
      for (const file of turnActivity([e]).codeEdits) edits.push({ ts: e.ts, file });
  for (const n of notes) {
    if (!n.meta.updated || n.meta.covers.length === 0) continue;
    const since = Date.parse(n.meta.updated) + 1000;
    const match = coversMatcher(n.meta.covers);
    const files = [
      ...new Set(edits.filter((e) => Date.parse(e.ts) > since && match(e.file)).map((e) => e.file)),
    ];
    if (files.length > 0) out.set(n.topic, files);
  }
  return out;
}

export async function notesSection(
  input: ProviderInput & { project: { root: string } },
): Promise<PackSection | null> {
  const { stores, project, now } = input;
  const store = stores.store;
  const notesProject = {
    id: project.id,
    root: project.root,
    gitDir: findGitRoot(project.root)?.gitDir ?? null,
  };
  const snap = await (input.readOnly ? readNotes : syncNotes)(stores, notesProject, now);
  if (snap.notes.length === 0 && snap.broken.length === 0) return null;
  const sessions = await store.listSessions({ project: project.id, limit: RECENT_SESSIONS });
  const ranked = rankNotes(
    snap.notes.map((n) => ({ ...n, ...n.meta })),
    sessions.map((s) => s.filesChanged),
  );
  const stale = await editedSince(store, project.id, snap.notes);
  const edited = new Set(snap.notes.filter((n) => n.edited).map((n) => n.topic));
  // broken notes first: they need fixing, and the cap must not hide them
  const items: PackSection["items"][number][] = snap.broken.map((b) => ({
    id: `note:${b.topic}`,
    type: "note",
    title: b.topic,
    line: brokenLine({ name: b.name, error: b.error }),
  }));
  for (const n of ranked) {
    const age = n.updated ? `updated ${formatAge(n.updated, now)}` : "not stamped yet";
    const changed = stale.get(n.topic);
    const label = changed
      ? `${age}, ${staleMark({ changed, maxFiles: 3 })}`
      : edited.has(n.topic)
        ? `${age}, ${staleMark({ edited: true })}`
        : age;
    items.push({
      id: `note:${n.topic}`,
      type: "note",
      title: n.topic,
      line: indexLine(n, { maxSummary: 140, updatedLabel: label }),
      age: n.updated ? formatAge(n.updated, now) : "",
    });
  }
  return {
    title: NOTES_SECTION_TITLE,
    placement: "lead",
    cap: NOTES_CAP,
    items,
    footer: (omitted) =>
      omitted > 0 ? `(${omitted} more: \`cairn notes list\` or ${NOTES_DIR}/INDEX.md)` : "",
  };
}
