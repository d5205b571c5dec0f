/**
 * How projects are named to a user: by name, and by name and path wherever two share a name (two
 * repositories called `api`, or a repository and a worktree recorded on another machine). Pure.
 */

export interface NamedProject {
  id: string;
  name: string;
  /** The path shown for the project (its main checkout, or its recorded folder). */
  path: string;
}

/** `home` written as `~` at the start of a path, for display. */
export function tildePath(path: string, home: string | undefined): string {
  if (!home || home === "/") return path;
  if (path === home) return "~";
  return path.startsWith(`${home}/`) ? `~${path.slice(home.length)}` : path;
}

/** Each project's label: its name, or `name (path)` when another project has the same name. */
export function projectLabels(projects: readonly NamedProject[], home?: string): Map<string, string> {
  const count = new Map<string, number>();
  for (const p of projects) count.set(p.name, (count.get(p.name) ?? 0) + 1);
  return new Map(
    projects.map((p) => [
      p.id,
      (count.get(p.name) ?? 0) > 1 ? `${p.name} (${tildePath(p.path, home)})` : p.name,
    ]),
  );
}
