// A compaction summary's error/fix pair that a later summary of the same session told again on the same
// subject is left out (core/capture/compact-retold.ts): the later account wins, so a next session is not
// told a fix the session later replaced. Two compactions in the record shape Claude Code writes
// (`isCompactSummary` user records), built with test/support/capture-records.ts.
import { describe, expect, it } from "vitest";
import { namedSpans } from "../src/core/capture/compact-retold.js";
import { Transcript } from "./support/capture-records.js";

const HEAD =
  "This session is being continued from a previous conversation that ran out of context. The conversation is summarized below:\nSummary:";

const compaction = (t: Transcript, fixes: string[]) =>
  t.user([HEAD, "4. Errors and fixes:", ...fixes, "5. Problem Solving:", "   Done."].join("\n"), {
    isCompactSummary: true,
    isVisibleInTranscriptOnly: true,
  });

const notes = (t: Transcript) =>
  t
    .capture()
    .drafts.filter((d) => d.type === "bug_note" && d.tags.includes("compaction"))
    .map((d) => d.title);

describe("a later summary's account of the same subject replaces the earlier one", () => {
  it("TypeScript monorepo: the first summary's `rootDir` fix, replaced in the second (English)", () => {
    let t = new Transcript().user("set up the pnpm monorepo").ok("pnpm build");
    t = compaction(t, [
      "   - **TS6059 rootDir errors**:",
      '     - `rootDir: "src"` rejected `packages/types/src/index.ts`. Fixed by removing `rootDir` from both api and mcp tsconfigs.',
      "   - **esbuild build script blocked**:",
      "     - pnpm added an `allowBuilds` entry; set `esbuild: true`",
    ])
      .user("the MCP build outputs to dist/apps/ instead of dist/index.js")
      .edit("/home/dev/proj/apps/mcp/tsconfig.json", "Write")
      .ok("pnpm --filter @acme/mcp build");
    t = compaction(t, [
      "   - **MCP tsconfig wrong output path**:",
      '     - `dist/apps/mcp/src/index.js` instead of `dist/index.js`. Fixed by a standalone tsconfig with `rootDir: "src"`.',
    ]).say("The MCP server builds to dist/index.js.");
    expect(notes(t)).toEqual(["esbuild build script blocked", "MCP tsconfig wrong output path"]);
  });

  it("Rust: a feature-flag fix the second summary replaced (the user writes Chinese)", () => {
    let t = new Transcript()
      .user("修复 cargo build")
      .fail("cargo build", "error[E0432]: unresolved import `tokio::net`");
    t = compaction(t, [
      "   - **tokio import failed**:",
      '     - Fixed by adding `features = ["full"]` to `tokio` in Cargo.toml.',
      "   - **clippy needless_return warning**:",
      "     - Fixed by removing the `return` statement.",
    ])
      .user("发布版本太大了")
      .edit("/home/dev/proj/Cargo.toml")
      .ok("cargo build --release");
    t = compaction(t, [
      "   - **release binary too large**:",
      '     - Fixed by replacing `features = ["full"]` with `features = ["net", "rt-multi-thread"]`.',
    ]).say("构建通过。");
    expect(notes(t)).toEqual(["clippy needless_return warning", "release binary too large"]);
  });
});

describe("guards", () => {
  it("one summary keeps all its pairs; two pairs that only name the same file both stay", () => {
    let t = new Transcript().user("fix the build").ok("npm run build");
    t = compaction(t, [
      "   - **Type error in `src/app.ts`**:",
      "     - Fixed by adding the missing `User` import.",
      "   - **Lint error in `src/app.ts`**:",
      "     - Fixed by removing the unused `logger` variable.",
    ]).ok("npm test");
    t = compaction(t, [
      "   - **Test timeout in `src/app.ts`**:",
      "     - Fixed by raising `testTimeout` to 10000.",
    ]).say("Tests pass.");
    expect(notes(t)).toEqual([
      "Type error in src/app.ts",
      "Lint error in src/app.ts",
      "Test timeout in src/app.ts",
    ]);
  });

  it("the spans that name a subject: settings, identifiers, commands — not files or numbers", () => {
    expect([
      ...namedSpans('Fixed with `rootDir: "src"` in `apps/mcp/tsconfig.json`; `next.config.js`, `42`, `ab`'),
    ]).toEqual(['rootdir: "src"']);
    expect([...namedSpans("`pnpm install --frozen-lockfile` then `mix phx.server`")]).toEqual([
      "pnpm install --frozen-lockfile",
      "mix phx.server",
    ]);
  });
});
