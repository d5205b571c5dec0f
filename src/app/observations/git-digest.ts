/**
 * Material for the git-based commands, read with `git` (CLI only, never in a hook): history for
 * observe-init, recent changes for observe-diff, the branch against its base for observe-pr. Each
 * returns plain text Claude reads before writing observations or a PR description. Output is capped
 * (40,000 characters per digest).
 */
import { gitText } from "../env/git-run.js";

const CAP = 40_000;

/** Trimmed output of `git -C <cwd> <args>` (15 s limit), or "" when git fails. */
const git = (cwd: string, args: string[]): string => gitText(cwd, args, 15_000);

function section(title: string, body: string): string {
  return body.trim() === "" ? "" : `## ${title}\n${body.trim()}\n\n`;
}

const cap = (s: string) => (s.length > CAP ? `${s.slice(0, CAP)}\n… (cut at ${CAP} characters)\n` : s);

export function historyDigest(cwd: string, commits: number): string {
  const files = git(cwd, ["ls-files"]).split("\n").filter(Boolean);
  const dirs = new Map<string, number>();
  for (const f of files) {
    const top = f.includes("/") ? `${f.split("/")[0]}/` : f;
    dirs.set(top, (dirs.get(top) ?? 0) + 1);
  }
  const layout = [...dirs.entries()].map(([d, n]) => `${d} (${n} file${n === 1 ? "" : "s"})`).join("\n");
  return cap(
    section("Layout (tracked files per top-level entry)", layout) +
      section(
        `Last ${commits} commits`,
        git(cwd, [
          "log",
          "--no-merges",
          `-n${commits}`,
          "--date=short",
          "--pretty=format:%ad %h %s",
          "--shortstat",
        ]),
      ) +
      section("Most changed files (last 500 commits)", mostChanged(cwd)),
  );
}

function mostChanged(cwd: string): string {
  const counts = new Map<string, number>();
  for (const f of git(cwd, ["log", "-n500", "--name-only", "--pretty=format:"]).split("\n")) {
    if (f.trim()) counts.set(f, (counts.get(f) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([f, n]) => `${f} (${n})`)
    .join("\n");
}

export function changesDigest(cwd: string, commits: number): string {
  return cap(
    section("Uncommitted changes", git(cwd, ["status", "--short"])) +
      section("Diff of uncommitted changes (stat)", git(cwd, ["diff", "HEAD", "--stat"])) +
      section("Diff of uncommitted changes", git(cwd, ["diff", "HEAD", "--unified=1"]).slice(0, 20_000)) +
      section(
        `Last ${commits} commits`,
        git(cwd, ["log", `-n${commits}`, "--date=short", "--pretty=format:%ad %h %s%n%b", "--stat"]),
      ),
  );
}

export function baseBranch(cwd: string): string | null {
  const head = git(cwd, ["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"]);
  if (head) return head;
  for (const b of ["main", "master", "trunk", "develop"])
    if (git(cwd, ["rev-parse", "--verify", "--quiet", b])) return b;
  return null;
}

export function branchDigest(cwd: string, base: string): { text: string; since: string | null } {
  const log = git(cwd, [
    "log",
    "--no-merges",
    "--date=short",
    "--pretty=format:%ad %h %s%n%b",
    `${base}..HEAD`,
  ]);
  const first = git(cwd, ["log", "--reverse", "--date=short", "--pretty=format:%ad", `${base}..HEAD`]).split(
    "\n",
  )[0];
  return {
    text: cap(
      section(`Commits on this branch (since ${base})`, log) +
        section("Files changed (stat)", git(cwd, ["diff", "--stat", `${base}...HEAD`])),
    ),
    since: first || null,
  };
}
