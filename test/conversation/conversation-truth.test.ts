/**
 * What the conversation index keeps of Claude's messages when a session event disproves part of them
 * (core/conversation/said-truth.ts), through the real import path (`importTranscripts` of a Claude Code
 * transcript into a real SQLite file): an outcome claimed at the end of a list item before a check
 * failed, a next step that a later commit closed, a commit message quoted in a code block, a version
 * a manifest the session read gives otherwise (an English and a Chinese message), a file a later
 * command deleted. And search: among excerpts matching as many query terms, a newer session's first.
 */
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type MixItem, mixKinds } from "../../src/core/conversation/mix.js";
import { withoutQuotedMessages } from "../../src/core/conversation/said-truth.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { Transcript } from "../support/capture-records.js";
import { importSaid } from "../support/said-by-claude.js";
import { tempDir } from "../support/temp.js";

const SID = "33333333-4444-4555-8666-777777777777";

let dir: ReturnType<typeof tempDir>;
let store: SqliteStore;
beforeEach(() => {
  dir = tempDir("cairn-said-truth-");
  store = openSqliteStore({ path: join(dir.path, "cairn.db") });
});
afterEach(async () => {
  await store.close();
  dir.cleanup();
});

/** Imports `t` as session SID and returns what the excerpts index holds of Claude's words. */
const saidByClaude = (t: Transcript): Promise<string> => importSaid(store, dir.path, SID, t);

const PACKAGE_JSON = JSON.stringify(
  {
    name: "todo-app",
    scripts: { dev: "next dev" },
    dependencies: { next: "15.5.2", react: "19.1.0" },
    devDependencies: { "@types/node": "^20.14.0" },
  },
  null,
  2,
);

/** A Read of package.json as Claude Code records it (line-numbered content). */
function readManifest(t: Transcript, cwd: string): Transcript {
  const numbered = PACKAGE_JSON.split("\n")
    .map((l, i) => `${String(i + 1).padStart(6)}→${l}`)
    .join("\n");
  return t.tool("Read", { file_path: join(cwd, "package.json") }, { content: numbered });
}

describe("what a later event disproves is not kept as said", () => {
  it("drops a list item that ends in an outcome when a later check failed", async () => {
    const said = await saidByClaude(
      new Transcript(dir.path)
        .user("Fix the login redirect and run the tests")
        .edit(join(dir.path, "src/login.ts"))
        .say(
          "Here is where things stand after the change to the redirect handling:\n\n- Login redirect loop fixed\n- Test suite passed\n- Flaky session-timeout test not fixed\n- The redirect now keeps the original query string when it sends the user back.",
        )
        // in the next exchange: a failure in the same one leaves the whole message out (said-before-failure.ts)
        .user("go ahead and verify everything")
        .fail("npm test", "FAIL src/login.test.ts\n  1 failing"),
    );
    expect(said).toContain("keeps the original query string");
    expect(said).not.toMatch(/Test suite passed/);
    expect(said).not.toMatch(/redirect loop fixed/);
    // a negated outcome claims nothing
    expect(said).toContain("Flaky session-timeout test not fixed");
  });

  it("keeps the same list when the last check passed", async () => {
    const said = await saidByClaude(
      new Transcript(dir.path)
        .user("Fix the login redirect and run the tests")
        .edit(join(dir.path, "src/login.ts"))
        .ok("npm test", "12 passing")
        .say(
          "Here is where things stand after the change to the redirect handling:\n\n- Login redirect loop fixed\n- Test suite passed\n- The redirect now keeps the original query string.",
        ),
    );
    expect(said).toContain("Test suite passed");
    expect(said).toContain("Login redirect loop fixed");
  });

  it("drops a next step that a later commit closed, keeps the one still open", async () => {
    const said = await saidByClaude(
      new Transcript(dir.path)
        .user("Make the upload client stop retrying forever")
        .edit(join(dir.path, "src/upload.ts"))
        .say(
          "The upload loop is bounded now, but the client side still needs work.\n\nNext steps:\n1. Add a retry limit to the upload client\n2. Document the UPLOAD_RETRIES setting in the operations guide",
        )
        .edit(join(dir.path, "src/client.ts"))
        .ok('git commit -m "Add a retry limit to the upload client"'),
    );
    expect(said).toContain("Document the UPLOAD_RETRIES setting");
    expect(said).not.toContain("Add a retry limit to the upload client");
  });

  it("leaves out a commit message quoted in a code block, keeps the command", async () => {
    const said = await saidByClaude(
      new Transcript(dir.path)
        .user("Commit the audit reports")
        .say(
          'The pre-commit hook hangs on signing. To commit by hand:\n\n```bash\ngit commit --no-verify -m "Add audit reports\n\nHarden the parser against CVE-2025-21207 and close every open port"\n```\n\nThe reports are in the docs folder.',
        ),
    );
    expect(said).toContain("git commit --no-verify -m");
    expect(said).toContain("The reports are in the docs folder.");
    expect(said).not.toMatch(/CVE-2025-21207|every open port/);
    // a code block without a message command is kept as it is
    const plain = "Run it:\n\n```bash\nnpm test -- --watch\n```\n";
    expect(withoutQuotedMessages(plain)).toBe(plain);
    // a one-line message: only its quoted text goes, the rest of the line stays
    expect(
      withoutQuotedMessages(
        '```bash\ngit commit --allow-empty -m "chore: \\"bust\\" the cache" && git push\n```',
      ),
    ).toBe('```bash\ngit commit --allow-empty -m "…" && git push\n```');
  });

  it("drops a version a manifest the session read gives otherwise (English and Chinese)", async () => {
    const said = await saidByClaude(
      readManifest(new Transcript(dir.path).user("Create a TODO app with Next.js"), dir.path)
        .edit(join(dir.path, "src/app/page.tsx"), "Write")
        .say(
          "The TODO app is created.\n\n- **Next.js 14** with TypeScript and Tailwind CSS\n- React 19 with a reducer hook for the todo state\n- Filters for all, active and completed todos\n- Deploys run on Node 22\n- Review the next 2 pages of the design before the demo",
        )
        .user("用中文总结一下项目的技术栈和结构")
        .say(
          "项目结构如下：\n\n- 框架：Next.js 14（App Router）\n- 状态管理：使用 useReducer 和 localStorage 持久化待办事项\n- 样式：Tailwind CSS 负责所有组件的布局",
        ),
    );
    expect(said).not.toMatch(/next\.?js\W{1,3}14/i);
    // what agrees with the manifest, or names no version, stays (in both languages)
    expect(said).toContain("React 19 with a reducer hook");
    expect(said).toContain("useReducer 和 localStorage 持久化待办事项");
    expect(said).toContain("Filters for all, active and completed todos");
    // @types/node is not Node: a scoped package keeps its scope
    expect(said).toContain("Deploys run on Node 22");
    // a lowercase word before a bare number is prose, even when a dependency has that name
    expect(said).toContain("Review the next 2 pages of the design");
  });

  it("drops a line about a file that a later command deleted", async () => {
    const said = await saidByClaude(
      new Transcript(dir.path)
        .user("Add a helper for the retry backoff")
        .edit(join(dir.path, "src/backoff-helper.ts"), "Write")
        .say(
          "I put the backoff computation in its own module.\n\n- `src/backoff-helper.ts` computes the delay for each attempt\n- The upload loop calls it before every retry",
        )
        .ok("rm src/backoff-helper.ts"),
    );
    expect(said).toContain("The upload loop calls it before every retry");
    expect(said).not.toContain("backoff-helper.ts");
  });
});

describe("newer beats older among excerpts", () => {
  const item = (at: string, session: string, covered: string[]): MixItem<string> => ({
    item: `${session}@${at}`,
    kind: "excerpt",
    covered,
    at,
    session,
  });

  it("ranks a newer session's excerpt above an older one matching as many terms", () => {
    const terms = ["version", "next"];
    const older = item("2025-01-01T00:00:00Z", "a", terms);
    const newer = item("2025-06-01T00:00:00Z", "b", terms);
    const best = item("2024-01-01T00:00:00Z", "c", [...terms, "extra"]);
    const mixed = mixKinds([...terms, "extra"], [], [older, newer, best], 5).map((x) => x.item);
    // more matched terms first; then the newer session's, whatever the BM25 order
    expect(mixed).toEqual([best.item, newer.item, older.item]);
  });
});
