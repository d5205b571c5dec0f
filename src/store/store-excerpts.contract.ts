/**
 * The Store contract, conversation excerpts part: excerpts inserted once (a repeat of the same role and
 * text in a session is ignored), found by BM25 keyword search within a project with their session,
 * turn, role and time, a Chinese word found inside a run of Han text, a secret never stored, listed in
 * id pages per project (what a copy between stores reads), and gone with their project. Called inside runStoreContract's describe (projects p1 and p2 exist).
 */
import { beforeEach, expect, it } from "vitest";
import type { NewExcerpt, Store } from "./store.js";
import { T0, T1, T2 } from "./store-contract.fixtures.js";

const said = (e: Partial<NewExcerpt> & Pick<NewExcerpt, "text">): NewExcerpt => ({
  project: "p1",
  sessionId: "s1",
  turn: 1,
  role: "assistant",
  ts: T0,
  ...e,
});

export function storeExcerptsContract(current: () => Store): void {
  let store: Store;
  beforeEach(() => {
    store = current();
  });

  it("stores excerpts once and finds them by keyword within a project, best match first", async () => {
    const rows = [
      said({ text: "The flaky test fails because the fixture clock runs in local time, not UTC." }),
      said({ role: "user", turn: 2, ts: T1, text: "please look at why the upload retries forever" }),
      said({
        turn: 2,
        ts: T2,
        text: "Upload retries forever: the backoff never resets after a success. Upload fixed.",
      }),
      said({ project: "p2", sessionId: "s9", text: "upload handler for the other project" }),
    ];
    expect(await store.insertExcerpts(rows)).toBe(4);
    // the same transcript imported again, or a Stop re-reading a grown session
    expect(await store.insertExcerpts(rows.slice(0, 3))).toBe(0);
    const hits = await store.searchExcerpts({ terms: ["upload", "retries"], project: "p1" });
    expect(hits.map((h) => h.excerpt.text)).toEqual([rows[2]?.text, rows[1]?.text]);
    expect(hits[0]?.score).toBeGreaterThan(hits[1]?.score ?? Infinity);
    expect(hits[1]?.excerpt).toMatchObject({ project: "p1", sessionId: "s1", turn: 2, role: "user", ts: T1 });
    expect(await store.searchExcerpts({ terms: ["upload"], project: "p1", limit: 1 })).toHaveLength(1);
    expect((await store.searchExcerpts({ terms: ["upload"] })).length).toBe(3);
    expect(await store.searchExcerpts({ terms: ["kubernetes"], project: "p1" })).toEqual([]);
    expect(await store.searchExcerpts({ terms: [], project: "p1" })).toEqual([]);
    // stemmed as memories are: "fails" finds "failing"
    expect((await store.searchExcerpts({ terms: ["failing"], project: "p1" }))[0]?.excerpt.text).toBe(
      rows[0]?.text,
    );
  });

  it("lists excerpts in insertion order, one project's, page after page", async () => {
    const rows = Array.from({ length: 5 }, (_, i) =>
      said({ turn: i + 1, text: `step ${i} of the migration was checked`, project: i === 2 ? "p2" : "p1" }),
    );
    await store.insertExcerpts(rows);
    const first = await store.listExcerpts({ project: "p1", limit: 2 });
    expect(first.map((e) => e.turn)).toEqual([1, 2]);
    const last = first.at(-1)?.id;
    const rest = await store.listExcerpts({ project: "p1", limit: 10, ...(last ? { afterId: last } : {}) });
    expect(rest.map((e) => e.turn)).toEqual([4, 5]);
    expect(rest[0]).toMatchObject({
      project: "p1",
      sessionId: "s1",
      role: "assistant",
      ts: T0,
      text: rows[3]?.text,
    });
    expect((await store.listExcerpts({})).map((e) => e.turn)).toEqual([1, 2, 3, 4, 5]);
    expect(await store.listExcerpts({ project: "p9" })).toEqual([]);
  });

  it("finds a Chinese word inside a run of Han text", async () => {
    await store.insertExcerpts([
      said({ role: "user", text: "我们发现数据库连接失败是因为端口配置错误，需要修改配置文件" }),
      said({ text: "The cache layer was rewritten." }),
    ]);
    const hits = await store.searchExcerpts({ terms: ["数据库连接"], project: "p1" });
    expect(hits.map((h) => h.excerpt.role)).toEqual(["user"]);
    expect(await store.searchExcerpts({ terms: ["接口"], project: "p1" })).toEqual([]);
  });

  it("never stores a secret said in a prompt", async () => {
    const token = `ghp_${"A1b2C3d4E5".repeat(3)}abcdef`;
    await store.insertExcerpts([
      said({ role: "user", text: `use this token ${token} for the deploy script` }),
    ]);
    const hit = (await store.searchExcerpts({ terms: ["deploy"], project: "p1" }))[0];
    expect(hit?.excerpt.text).toContain("deploy script");
    expect(hit?.excerpt.text).not.toContain(token);
  });
}
