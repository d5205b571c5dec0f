// Publishes the built plugin to a branch (default `dist`) of a git repository, so that
// `claude plugin marketplace add <git URL>` (with the repository's HEAD, or `#dist`, on that branch)
// installs a plugin that runs without a local build: the branch holds .claude-plugin/marketplace.json
// and plugin/ with plugin/dist (the bundle and the SQLite addon built here; its target.json says for
// which platform and Node ABI). One commit per run on top of the branch's previous tip, written with
// git plumbing and a temporary index: the working tree and the current branch are never touched.
// Usage: node scripts/publish-plugin.mjs [--repo DIR] [--branch dist] [--no-build] [--message TEXT]
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    repo: { type: "string", default: root },
    branch: { type: "string", default: "dist" },
    "no-build": { type: "boolean", default: false },
    message: { type: "string" },
  },
});
const repo = resolve(values.repo);
const branch = values.branch;

if (!values["no-build"])
  execFileSync(process.execPath, [join(root, "scripts", "build.mjs")], { stdio: "inherit" });
for (const need of ["plugin/dist/hook.js", "plugin/dist/cli.mjs", "plugin/dist/native/better_sqlite3.node"]) {
  if (!existsSync(join(root, need))) {
    console.error(`publish-plugin: ${need} is missing; run node scripts/build.mjs`);
    process.exit(1);
  }
}

const git = (args, env = {}) =>
  execFileSync("git", ["-C", repo, ...args], {
    encoding: "utf8",
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();

const tree = mkdtempSync(join(tmpdir(), "cairn-publish-"));
const index = join(tree, ".index");
try {
  const work = join(tree, "tree");
  cpSync(join(root, ".claude-plugin"), join(work, ".claude-plugin"), { recursive: true });
  // plugin/ as Claude Code copies it: no build leftovers
  cpSync(join(root, "plugin"), join(work, "plugin"), {
    recursive: true,
    filter: (src) => !/[\\/]\.dist-(build|old)-\d+/.test(src),
  });
  cpSync(join(root, "README.md"), join(work, "README.md"));
  const env = { GIT_INDEX_FILE: index, GIT_WORK_TREE: work };
  execFileSync("git", ["-C", repo, "--work-tree", work, "add", "--all", "--force", "."], {
    env: { ...process.env, ...env },
  });
  const treeId = git(["write-tree"], env);
  let parent = null;
  try {
    parent = git(["rev-parse", "--verify", "--quiet", `refs/heads/${branch}`]);
  } catch {
    parent = null; // first publication
  }
  if (parent && git(["rev-parse", `${parent}^{tree}`]) === treeId) {
    console.log(`publish-plugin: ${branch} already holds this build (${parent.slice(0, 12)})`);
    process.exit(0);
  }
  let source = "";
  try {
    source = ` from ${git(["rev-parse", "--short", "HEAD"])}`;
  } catch {
    // a repository without commits
  }
  const message = values.message ?? `Built plugin${source}`;
  const commit = git(["commit-tree", treeId, ...(parent ? ["-p", parent] : []), "-m", message], {
    GIT_AUTHOR_NAME: process.env.GIT_AUTHOR_NAME ?? "cairn publish",
    GIT_AUTHOR_EMAIL: process.env.GIT_AUTHOR_EMAIL ?? "cairn@localhost",
    GIT_COMMITTER_NAME: process.env.GIT_COMMITTER_NAME ?? "cairn publish",
    GIT_COMMITTER_EMAIL: process.env.GIT_COMMITTER_EMAIL ?? "cairn@localhost",
  });
  git(["update-ref", `refs/heads/${branch}`, commit, ...(parent ? [parent] : [])]);
  console.log(`publish-plugin: ${branch} → ${commit.slice(0, 12)} (push it: git push origin ${branch})`);
} finally {
  rmSync(tree, { recursive: true, force: true });
}
