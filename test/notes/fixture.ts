/** Real git repositories and note files in temp dirs for the notes tests (no mocks). */
import { execFileSync } from "node:child_process";
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { resolveProject } from "../../src/app/env/project.js";
import type { NotesProject } from "../../src/app/notes/sync-notes.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";

export function git(dir: string, ...args: string[]): string {
  return execFileSync("git", ["-C", dir, "-c", "user.name=t", "-c", "user.email=t@t", ...args], {
    encoding: "utf8",
  }).trim();
}

export function gitInit(dir: string): void {
  mkdirSync(dir, { recursive: true });
  execFileSync("git", ["init", "-q", "-b", "main", dir]);
}

/** Stages everything and commits; returns the new HEAD. */
export function commitAll(dir: string, message = "commit"): string {
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "--allow-empty", "-m", message);
  return git(dir, "rev-parse", "HEAD");
}

export function write(root: string, rel: string, text: string, mtime?: Date): string {
  const p = join(root, rel);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, text);
  if (mtime) utimesSync(p, mtime, mtime);
  return p;
}

export function setMtime(path: string, when: Date): void {
  utimesSync(path, when, when);
}

export function noteText(o: { summary: string; covers?: string[]; updated?: string; body?: string }): string {
  const lines = ["---", `summary: ${o.summary}`];
  if (o.covers) lines.push(`covers: [${o.covers.join(", ")}]`);
  if (o.updated) lines.push(`updated: ${o.updated}`);
  lines.push("---", o.body ?? "Prose.", "");
  return lines.join("\n");
}

export function writeNote(
  root: string,
  topic: string,
  o: { summary: string; covers?: string[]; updated?: string; body?: string },
  mtime?: Date,
): string {
  return write(root, `.cairn/notes/${topic}.md`, noteText(o), mtime);
}

export function notesProject(root: string): NotesProject {
  const p = resolveProject(root);
  return { id: p.id, root: p.root, gitDir: p.gitDir };
}

/** A store with the project recorded (notes rows reference projects). */
export async function storeFor(
  home: string,
  root: string,
): Promise<{ store: SqliteStore; project: NotesProject }> {
  const store = openSqliteStore({ path: join(home, "cairn.db") });
  const p = resolveProject(root);
  await store.upsertProject(
    { id: p.id, identity: p.identity, root: p.root, name: p.name },
    new Date().toISOString(),
  );
  return { store, project: { id: p.id, root: p.root, gitDir: p.gitDir } };
}
