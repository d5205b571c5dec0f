/**
 * The dashboard's memory search is `cairn search`'s hybrid search: with vectors present, a nonsense query
 * lists nothing ("0 found"), and a query lists only the memories it matches — not every memory that
 * pseudo-relevance feedback or a nearest-neighbour scan reached.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexMemories } from "../../src/app/embeddings/index-memories.js";
import { bagOfWords } from "../embeddings/fake-provider.js";
import { type Dashboard, login, startDashboard } from "./fixture.js";

let d: Dashboard;
let cookie: string;
const provider = bagOfWords("bow-64", 64, { automobile: "car" });
beforeAll(async () => {
  // the test model has no calibration: its floor is set to about one word shared with a short memory
  d = await startDashboard({
    semantic: async (store) => ({ provider, index: await store.openVectors(), floor: 0.3 }),
  });
  await d.save({ title: "Dialyzer warns about an unmatched return", body: "in the session view" });
  // both dialyzer memories mention the session view: feedback searches "session view" again
  await d.save({ title: "Dialyzer runs in CI", body: "mix dialyzer --format short, for the session view" });
  await d.save({ title: "car repair shop", body: "the garage on Elm street" });
  for (let i = 0; i < 20; i++)
    await d.save({
      title: `Session ${i}: session view work`,
      body: "mix test passed; session view rendered",
    });
  const r = await indexMemories(await d.store.openVectors(), provider, {});
  expect(r.remaining).toBe(0);
  cookie = await login(d);
});
afterAll(() => d.close());

const found = async (q: string) => {
  const r = await fetch(`${d.server.origin}/memories?q=${encodeURIComponent(q)}`, { headers: { cookie } });
  expect(r.status).toBe(200);
  const html = await r.text();
  const total = /id="total">([\d,]+)\+? found/.exec(html)?.[1];
  return { total: Number(total?.replace(/,/g, "")), html };
};

describe("dashboard memory search", () => {
  it("lists nothing for a nonsense query with vectors present", async () => {
    expect((await found("zzzqqq")).total).toBe(0);
  });
  it("lists the memories a query matches, not the whole project", async () => {
    const r = await found("dialyzer");
    expect(r.total).toBe(2);
    expect(r.html).toContain("keywords and meaning");
  });
  it("finds by meaning above the floor, like cairn search", async () => {
    const r = await found("automobile");
    expect(r.total).toBe(1);
    expect(r.html).toContain("car repair shop");
  });
});
