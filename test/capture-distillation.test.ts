// What a next session can trust after importing the shared real transcripts: concrete facts checked
// by reading them (marot/spotter, d-kimuson). Skipped when ../shared/data is absent.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { latestCompactSummary } from "../src/app/capture/compaction-from-transcript.js";
import { recentFindings } from "../src/app/capture/findings-from-transcript.js";
import { importTranscripts } from "../src/app/capture/import-transcripts.js";
import { resolveProject } from "../src/app/env/project.js";
import { recall } from "../src/app/recall/recall.js";
import { searchMemories } from "../src/app/search/search-memories.js";
import { sameAction } from "../src/core/capture/command-shape.js";
import { openSqliteStore, type SqliteStore } from "../src/store/sqlite/sqlite-store.js";
import { SHARED, sharedAvailable } from "./support/hook-runner.js";
import { tempDir } from "./support/temp.js";

const TRANSCRIPTS = join(SHARED, "claude-code", "transcripts");
const DOV = "4d5611e5-241a-462a-8d15-5122611a9569";
const DOV_PROJECT = "/home/USER/projects/spotter-worktrees/spotter-dov";

let dir: ReturnType<typeof tempDir>;
let store: SqliteStore;
beforeEach(() => {
  dir = tempDir();
  store = openSqliteStore({ path: join(dir.path, "cairn.db") });
});
afterEach(async () => {
  await store.close();
  dir.cleanup();
});

describe.skipIf(!sharedAvailable("claude-code/transcripts"))(
  "distilled memory of the shared real transcripts",
  () => {
    it("the big spotter-dov session: final state, commit, compaction gotchas, the user's decision", async () => {
      await importTranscripts(store, { root: join(TRANSCRIPTS, "marot-spotter") });
      const project = resolveProject(DOV_PROJECT, { worktreeLayouts: true }).id;
      const s = await store.getSession(DOV);
      expect(s?.endedAt).not.toBeNull();
      expect(s?.lastAssistantMessage).toMatch(
        /^All done\. Here's a summary of the completed \*\*spotter-dov\*\* epic/,
      );
      expect(s?.summary).toContain(
        "Committed: feat: unified transcript visualization and debug parity (spotter-dov)",
      );
      expect(s?.summary).not.toMatch(/Background task completed successfully/);
      // state at compaction time was finished later: not a next step
      expect(s?.nextSteps.join(" ")).not.toMatch(/transcript_components\.ex/);
      expect(s?.commands.map((c) => c.command)).not.toContain("git status");
      expect(s?.commands.every((c) => !c.command.startsWith("cd /"))).toBe(true);

      const guard = await searchMemories(store, { query: "credo nesting depth", project, limit: 5 });
      // two nesting fixes: one listed fixed in the compaction summary, one open there and fixed after
      expect(guard.slice(0, 2).map((h) => [h.memory.type, h.memory.title])).toEqual(
        expect.arrayContaining([
          ["bug_note", "Credo nesting depth in build_tool_use_index"],
          ["bug_note", "Credo nesting depth"],
        ]),
      );
      const choice = await searchMemories(store, { query: "pre-commit hook", project, limit: 5 });
      expect(choice.map((h) => h.memory.title)).toContainEqual(
        expect.stringMatching(/→ main was clean; fix the issues$/),
      );

      const all = await store.listMemories({ project });
      for (const m of all) expect(m.title).not.toMatch(/Compiling \d+ files/);
      for (const m of all.filter((x) => x.type === "failed_attempt")) {
        const [a, b] = [...m.title.matchAll(/`([^`]+)`/g)].map((x) => x[1] as string);
        expect(sameAction(a as string, b as string)).toBe(true);
      }
    });

    it("the follow-ups filed at the end of the planning session are found by search and recall", async () => {
      await importTranscripts(store, { root: join(TRANSCRIPTS, "marot-spotter") });
      const project = resolveProject("/home/marco/projects/spotter").id;
      const hits = await searchMemories(store, { query: "mix quality alias", project, limit: 5 });
      expect(hits[0]?.memory).toMatchObject({
        type: "todo",
        title: "Follow-up filed (beads): Add mix quality alias",
      });
      const answer = await recall(store, { project, topic: "quality alias" });
      expect(answer.text).toContain("Add mix quality alias");
    });

    it("the Next.js session: the build that never passed is an unresolved error, not a success", async () => {
      await importTranscripts(store, { root: join(TRANSCRIPTS, "d-kimuson-claude-code-viewer") });
      const s = await store.getSession("fe5e1c67-53e7-4862-81ae-d0e013e3270b");
      expect(s?.errors).toContain("[TypeError: generate is not a function]");
      expect(s?.summary).toContain("✗ npm run build");
    });

    it("the hook path reads the same compaction summary from the transcript tail", () => {
      // the transcript as it stands when SessionStart(source "compact") fires: it ends at the summary
      const lines = readFileSync(join(TRANSCRIPTS, "marot-spotter", `${DOV}.jsonl`), "utf8").split("\n");
      const at = lines.findIndex((l) => l.includes('"isCompactSummary":true'));
      const live = join(dir.path, `${DOV}.jsonl`);
      writeFileSync(live, `${lines.slice(0, at + 1).join("\n")}\n`);
      const e = latestCompactSummary(live, DOV);
      expect(e).toMatchObject({ kind: "compact", ts: "2026-02-12T20:30:28.504Z", sessionId: DOV });
      expect(e?.detail).toMatch(/^Compaction summary\nErrors and fixes:\n- \*\*Unused import/);
    });

    it("the hook path reads the same findings from the transcript tail as import", async () => {
      // the transcript as it stands at the Stop after the `git add -f` of the gitignored CSS
      const lines = readFileSync(join(TRANSCRIPTS, "marot-spotter", `${DOV}.jsonl`), "utf8").split("\n");
      const at = lines.findIndex((l) => l.includes("git add -f priv/static/assets/spotter.css"));
      const live = join(dir.path, `${DOV}.jsonl`);
      writeFileSync(live, `${lines.slice(0, at + 1).join("\n")}\n`);
      const hook = recentFindings(live, DOV);
      expect(hook.map((e) => e.detail)).toContainEqual(expect.stringMatching(/which is gitignored/));

      await importTranscripts(store, { root: join(TRANSCRIPTS, "marot-spotter") });
      const imported = (await store.listEvents({ sessionId: DOV })).filter((e) => e.kind === "assistant");
      for (const e of hook)
        expect(imported).toContainEqual(
          expect.objectContaining({ ts: e.ts, detail: e.detail, kind: "assistant" }),
        );
      // the same event from both paths is stored once
      const project = resolveProject(DOV_PROJECT, { worktreeLayouts: true }).id;
      expect(await store.insertEvents(project, hook)).toBe(0);
    });

    it("gotchas are found by their topic: recall and a natural search", async () => {
      await importTranscripts(store, { root: join(TRANSCRIPTS, "marot-spotter") });
      const project = resolveProject(DOV_PROJECT, { worktreeLayouts: true }).id;
      const css = await recall(store, { project, topic: "gitignored css" });
      expect(css.text).toMatch(/priv\/static\/assets[^\n]*gitignored/);
      const guard = await searchMemories(store, { query: "dialyzer guard", project, limit: 5 });
      expect(guard.map((h) => h.memory.title)).toContainEqual(
        expect.stringMatching(/guard can never be false/),
      );
      const access = await recall(store, { project, topic: "Access.get guard" });
      expect(access.text).toMatch(/Cannot invoke Access\.get\/2 inside guard/);
    });
  },
);
