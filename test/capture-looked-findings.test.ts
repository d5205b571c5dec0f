// Findings from a look (core/capture/looked-findings, app/capture/findings-looked): what Claude stated
// mid-turn right after reading, searching or listing — kept as a project fact with the look it followed —
// on transcripts in the record shapes real 2.x transcripts hold (test/support/capture-records.ts),
// imported into a real SQLite store. Two stacks (Python with uv, Rust with cargo), two languages
// (English, Chinese); plans, questions, texts after a change and texts a later turn outran are not kept.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importTranscripts } from "../src/app/capture/import-transcripts.js";
import { statedFinding } from "../src/core/capture/looked-findings.js";
import { openSqliteStore, type SqliteStore } from "../src/store/sqlite/sqlite-store.js";
import { Transcript } from "./support/capture-records.js";
import { tempDir } from "./support/temp.js";

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

/** Imports one transcript and returns its looked-at findings (title, body). */
async function looked(t: Transcript): Promise<{ title: string; body: string; type: string }[]> {
  const folder = join(dir.path, "projects", "p");
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "22222222-3333-4444-8555-666666666666.jsonl"), t.jsonl());
  const r = await importTranscripts(store, { root: join(dir.path, "projects") });
  expect(r.failed).toEqual([]);
  const all = await store.listMemories({ limit: 1000 });
  return all
    .filter((m) => m.tags.includes("looked"))
    .map((m) => ({ title: m.title, body: m.body, type: m.type }));
}

const read = (t: Transcript, path: string, content: string) =>
  t.tool("Read", { file_path: path }, { content });

describe("findings from a look", () => {
  it("Python/uv, English: what Claude states after reading is kept with the look it followed", async () => {
    const t = new Transcript("/home/dev/etl").user("add a test for the parquet export");
    read(t, "/home/dev/etl/pyproject.toml", '[project]\ndependencies = ["pyarrow>=16"]\n[tool.pytest]');
    t.ok("grep -rn conftest /home/dev/etl/tests", "");
    t.say(
      "The project pins `pyarrow>=16` in `pyproject.toml` and runs pytest from `tests/`; there is no `conftest.py`, so fixtures are defined per test file.\n\nI'll add the test now:",
    );
    t.edit("/home/dev/etl/tests/test_export.py", "Write");
    t.say("Added `tests/test_export.py`.");
    const found = await looked(t);
    expect(found).toEqual([
      {
        type: "project_fact",
        title:
          "The project pins `pyarrow>=16` in `pyproject.toml` and runs pytest from `tests/`; there is no `conftest.py`, so fixtures are defined per test file.",
        body: expect.stringMatching(
          /right after looking \(Read (?:\S*\/)?pyproject\.toml; `grep -rn conftest/,
        ),
      },
    ]);
    // the announcement of the next call is not part of the finding
    expect(found[0]?.body).not.toMatch(/I'll add the test now/);
  });

  it("Rust/cargo, Chinese: a finding stated after a search is kept", async () => {
    const t = new Transcript("/home/dev/svc").user("为什么启动时会创建两个运行时？");
    read(t, "/home/dev/svc/Cargo.toml", '[dependencies]\ntokio = { version = "1.38", features = ["full"] }');
    t.tool("Grep", { pattern: "Runtime::new", path: "/home/dev/svc/src" }, { content: "src/db.rs:12" });
    t.say(
      "`Cargo.toml` 里 `tokio` 的版本是 1.38，启用了 `full` 特性；`src/main.rs` 已经用 `#[tokio::main]` 创建了运行时，而 `src/db.rs` 第 12 行又调用了 `Runtime::new()`，所以启动时会有两个运行时。",
    );
    t.edit("/home/dev/svc/src/db.rs");
    t.say("已改为使用当前运行时的 `Handle::current()`。");
    const found = await looked(t);
    expect(found).toHaveLength(1);
    expect(found[0]?.title).toMatch(/Runtime::new\(\)|tokio/);
    expect(found[0]?.body).toMatch(/Grep/);
  });

  it("a plan after the looks is not kept", async () => {
    // a plan: the numbered steps a line leads into, after the looks
    const plan = new Transcript("/home/dev/svc").user("split the handlers");
    read(plan, "/home/dev/svc/src/main.rs", "fn main() {}");
    plan.say(
      "Good, I have the picture now. I'll create the files in order:\n\n1. `src/handlers/mod.rs`\n2. `src/handlers/user.rs`\n3. Update `src/main.rs`",
    );
    plan.edit("/home/dev/svc/src/handlers/mod.rs", "Write");
    expect(await looked(plan)).toEqual([]);
  });

  it("a question, a text after a change, and a look whose file a later turn edited are not kept", async () => {
    const t = new Transcript("/home/dev/etl").user("check the export config");
    read(t, "/home/dev/etl/config/export.toml", "batch = 100");
    t.say(
      "The export reads `batch = 100` from `config/export.toml`; should I raise it to 10,000 for the full table?",
    );
    t.edit("/home/dev/etl/config/export.toml");
    // said after a change (the edit), not after a look
    t.say(
      "Now `config/export.toml` sets `batch = 10000`, which matches the size the loader expects upstream.",
    );
    t.ok("uv run pytest -q", "3 passed");
    t.say("Done.");
    t.user("and the retry setting?");
    read(t, "/home/dev/etl/config/retry.toml", "retries = 3");
    t.say(
      "`config/retry.toml` sets `retries = 3` with no backoff, so a flaky upstream fails the whole export run quickly.",
    );
    t.edit("/home/dev/etl/config/retry.toml");
    t.say("Set a backoff.");
    t.user("now raise retries to 5");
    t.edit("/home/dev/etl/config/retry.toml");
    t.say("Raised to 5.");
    // the retry finding's file was edited in a later turn: what it said of the file no longer holds
    expect(await looked(t)).toEqual([]);
  });

  it("what the app's own URL answered before an edit is not kept (a web app, English)", async () => {
    const web = new Transcript("/home/dev/site").user("the home page shows a 404, why?");
    web.ok("curl -s http://localhost:3000/", "<html>404</html>");
    web.say(
      "The server answers with the default 404: the scripts it loads are `app/layout.js` and `app/not-found.js`, and `app/page.js` is missing from the build output entirely.",
    );
    web.edit("/home/dev/site/postcss.config.js");
    web.say("Fixed the PostCSS config.");
    expect(await looked(web)).toEqual([]);
  });

  it("a listing whose folder a later command deleted is not kept (Python, Chinese)", async () => {
    const py = new Transcript("/home/dev/etl").user("为什么打包出来的 wheel 里没有数据文件？");
    py.ok("ls /home/dev/etl/build/lib/etl/", "__init__.py\nexport.py");
    py.say(
      "`build/lib/etl/` 里只有 `__init__.py` 和 `export.py`，没有 `data/` 目录，说明旧的构建缓存没有包含 `package_data` 里声明的文件。",
    );
    py.ok("rm -rf /home/dev/etl/build", "");
    py.say("已清理构建目录。");
    expect(await looked(py)).toEqual([]);
  });

  it("control for the two above: the same looks, followed by another look, are kept", async () => {
    const t = new Transcript("/home/dev/site").user("the home page shows a 404, why?");
    t.ok("curl -s http://localhost:3000/", "<html>404</html>");
    t.say(
      "The server answers with the default 404: the scripts it loads are `app/layout.js` and `app/not-found.js`, and `app/page.js` is missing from the build output entirely.",
    );
    t.ok("ls /home/dev/etl/build/lib/etl/", "__init__.py\nexport.py");
    t.say(
      "`build/lib/etl/` 里只有 `__init__.py` 和 `export.py`，没有 `data/` 目录，说明旧的构建缓存没有包含 `package_data` 里声明的文件。",
    );
    t.ok("cat /home/dev/site/postcss.config.js", "module.exports = {}");
    t.say("Done looking.");
    expect((await looked(t)).map((f) => f.title).sort()).toEqual([
      expect.stringMatching(/^The server answers with the default 404/),
      // a dunder name is code, not markup: it stays whole
      expect.stringMatching(/^`build\/lib\/etl\/` 里只有 `__init__\.py`/),
    ]);
  });
});

describe("statedFinding", () => {
  it("drops the announcement of the next call and a plan's numbered steps, keeps a stating list", () => {
    expect(
      statedFinding(
        "I found the logs. There are 21 files in `logs/a`. Now I understand the task - I need to:\n\n1. Create a script\n2. Run it\n\nLet me create it:",
      ),
    ).toBe("I found the logs. There are 21 files in `logs/a`.");
    expect(statedFinding("Key findings:\n\n- `a.toml` sets `x = 1`\n- `b.toml` is empty")).toBe(
      "Key findings:\n\n- `a.toml` sets `x = 1`\n- `b.toml` is empty",
    );
    // a numbered list a line leads into reads as steps, even one that states: the layout cannot tell
    expect(statedFinding("Three modules import it:\n1. `a.py`\n2. `b.py`\n3. `c.py`")).toBeNull();
    expect(statedFinding("Three modules import it.\n1. `a.py`\n2. `b.py`")).toBe(
      "Three modules import it.\n1. `a.py`\n2. `b.py`",
    );
    expect(statedFinding("`a.toml` sets `x = 1`. Which value do you want?")).toBeNull();
  });
});
