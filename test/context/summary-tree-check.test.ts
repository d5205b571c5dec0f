// Current code beats memory at pack time: the last session's Changed and Next lines checked against a
// real project (a git work tree) whose files were deleted or changed after the session was captured.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildContext } from "../../src/app/context/build-context.js";
import { summaryAgainstTree } from "../../src/app/context/summary-tree-check.js";
import { loadConfig } from "../../src/app/env/config.js";
import { resolveProject } from "../../src/app/env/project.js";
import type { SessionRecord } from "../../src/core/capture/session.js";
import { renderFiles } from "../../src/core/capture/session-files.js";
import type { SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { sqliteStores } from "../../src/store/sqlite/stores.js";
import { commitAll, gitInit, storeFor, write } from "../notes/fixture.js";
import { tempDir } from "../support/temp.js";

const T0 = new Date("2026-02-01T10:00:00.000Z"); // files written
const ENDED = "2026-02-02T10:00:00.000Z"; // the session's last event
const T2 = new Date("2026-02-03T10:00:00.000Z"); // edited after the session
const NOW = new Date("2026-02-05T10:00:00.000Z");

let dir: { path: string; cleanup: () => void };
let root: string;

function record(files: string[], next: string[]): SessionRecord {
  const summary = [
    "Intent: split the payment module",
    `Changed: ${renderFiles(files)}`,
    ...(next.length > 0 ? [`Next: ${next.join("; ")}`] : []),
  ].join("\n");
  return {
    id: "sess-1",
    project: "p1",
    origin: "import",
    startedAt: ENDED,
    updatedAt: ENDED,
    endedAt: ENDED,
    intents: ["split the payment module"],
    filesChanged: files,
    commands: [],
    errors: [],
    lastAssistantMessage: null,
    nextSteps: next,
    summary,
    gitBranch: "main",
    cwd: root,
  };
}

beforeEach(() => {
  dir = tempDir("cairn-tree-check-");
  root = join(dir.path, "repo");
  gitInit(root);
  for (const f of ["src/pay/charge.py", "src/pay/refund.py", "src/pay/legacy.py", "README.md"])
    write(root, f, `${f}\n`, T0);
  commitAll(root, "init");
});
afterEach(() => dir.cleanup());

describe("the last session's lines naming files, checked against the current tree", () => {
  it("a changed file deleted since leaves the Changed list and is named as since deleted", () => {
    rmSync(join(root, "src/pay/legacy.py"));
    const files = ["src/pay/charge.py", "src/pay/legacy.py", "src/pay/refund.py"].map((f) => join(root, f));
    const text = summaryAgainstTree(record(files, []), root);
    const changed = text.split("\n").find((l) => l.startsWith("Changed"));
    expect(changed).toMatch(/^Changed: .*charge\.py.*refund\.py.*; since deleted: .*legacy\.py$/);
    expect(changed?.split("since deleted")[0]).not.toContain("legacy.py");
  });

  it("a next step whose file changed after the session is marked; one whose file is gone too; others stay", () => {
    write(root, "src/pay/refund.py", "rewritten\n", T2);
    rmSync(join(root, "src/pay/legacy.py"));
    const files = ["src/pay/charge.py", "src/pay/refund.py", "src/pay/legacy.py"].map((f) => join(root, f));
    const text = summaryAgainstTree(
      record(files, [
        "Add partial refunds to refund.py",
        "Port the last caller of src/pay/legacy.py",
        "Add retries to charge.py",
        "Ask the user about currencies",
      ]),
      root,
    );
    const next = text.split("\n").find((l) => l.startsWith("Next: "));
    expect(next).toBe(
      "Next: Add partial refunds to refund.py (file changed since); Port the last caller of src/pay/legacy.py (file since deleted); Add retries to charge.py; Ask the user about currencies",
    );
  });

  it("no project directory on this machine, or nothing changed: the summary is returned as it is", () => {
    const files = [join(root, "src/pay/charge.py")];
    const r = record(files, ["Add retries to charge.py"]);
    expect(summaryAgainstTree(r, join(dir.path, "elsewhere"))).toBe(r.summary);
    expect(summaryAgainstTree(r, root)).toBe(r.summary);
  });

  it("a Changed line that is not the one filesChanged renders (a model-written summary) is left alone", () => {
    rmSync(join(root, "src/pay/legacy.py"));
    const r = { ...record([join(root, "src/pay/legacy.py")], []), summary: "Changed: the payment module" };
    expect(summaryAgainstTree(r, root)).toBe("Changed: the payment module");
  });
});

describe("the context pack shows the checked lines", () => {
  let store: SqliteStore;
  beforeEach(async () => {
    ({ store } = await storeFor(join(dir.path, "home"), root));
  });
  afterEach(async () => store.close());

  it("Changed and Continuity say what the tree says now", async () => {
    const p = resolveProject(root);
    const files = ["src/pay/charge.py", "src/pay/legacy.py"].map((f) => join(root, f));
    await store.upsertSession({ ...record(files, ["Add retries to charge.py"]), project: p.id });
    rmSync(join(root, "src/pay/legacy.py"));
    write(root, "src/pay/charge.py", "changed\n", T2);
    const pack = await buildContext(sqliteStores(store), {
      project: p,
      home: join(dir.path, "home"),
      env: process.env,
      config: loadConfig(join(dir.path, "home"), process.env),
      now: NOW,
    });
    expect(pack.text).toMatch(/Changed: [^\n]*charge\.py; since deleted: [^\n]*legacy\.py/);
    expect(pack.text).toMatch(/Next: Add retries to charge\.py \(file changed since\)/);
  });
});
