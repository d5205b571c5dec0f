// The anthropic-api provider (official @anthropic-ai/sdk) against the scripted Messages API on
// 127.0.0.1: a summary comes back parsed and lands in the session and its task_summary memory; the
// input that left the machine was bounded and redacted; malformed output, a hanging API and a
// missing key fall back to the heuristic summary and are logged. Recall compresses with it too.
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recall } from "../../src/app/recall/recall.js";
import { anthropicApiProvider } from "../../src/app/summarize/anthropic-api.js";
import { summarizeSessionWithModel } from "../../src/app/summarize/summarize-session.js";
import { MAX_DIGEST_CHARS } from "../../src/core/capture/summary-format.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { type FakeAnthropic, startFakeAnthropic } from "../support/fake-anthropic.js";
import { gitRepo } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";
import { MODEL_SUMMARY, recordFinishedSession, SECRET } from "./fixtures.js";

let tmp: { path: string; cleanup: () => void };
let store: SqliteStore;
let repo: string;
let fake: FakeAnthropic | null = null;
const logs: string[] = [];
const SID = "aaaaaaaa-1111-4222-8333-444444444444";

beforeEach(() => {
  tmp = tempDir("cairn-sum-api-");
  repo = join(tmp.path, "repo");
  gitRepo(repo);
  store = openSqliteStore({ path: join(tmp.path, "home", "cairn.db") });
  logs.length = 0;
});
afterEach(async () => {
  await fake?.close();
  fake = null;
  await store.close();
  tmp.cleanup();
});

const provider = (url: string, key: string | undefined = "sk-ant-test-dummy") =>
  anthropicApiProvider({ env: { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: url } });
const log = (l: string) => logs.push(l);

describe("anthropic-api summaries", () => {
  it("parses the structured reply and stores the merged summary in the session and its memory", async () => {
    const project = await recordFinishedSession(store, repo, SID);
    const heuristic = (await store.getSession(SID))!.summary;
    fake = await startFakeAnthropic({ script: [{ text: MODEL_SUMMARY }] });
    const r = await summarizeSessionWithModel(store, provider(fake.url), {
      sessionId: SID,
      timeoutMs: 10_000,
      log,
    });
    expect(r.status).toBe("model");
    expect(r.structured).toEqual({
      decisions: ["Prices stay integer cents end to end"],
      files: ["src/cart.js"],
      blockers: [],
      next: ["Add a test for a missing qty", "Format prices for display"],
    });
    const s = (await store.getSession(SID))!;
    expect(s.summary).toBe(r.summary);
    expect(s.summary).toContain("Decisions: Prices stay integer cents end to end");
    expect(s.summary).toContain("Commands: ✓ npm test");
    expect(s.summary.split("\n").at(-1)).toBe("Summary by claude-haiku-4-5 via anthropic-api");
    expect(s.nextSteps).toEqual(["Add a test for a missing qty", "Format prices for display"]);
    expect(s.updatedAt).toBe((await store.getSession(SID))!.updatedAt);
    const memory = await store.findByDedupeKey(project.id, `session:${SID}`);
    expect(memory?.body).toBe(s.summary);
    expect(memory?.tags).toContain("model-summary");
    expect(heuristic).not.toContain("Summary by");

    const [req] = fake.messageRequests();
    expect(req?.body?.model).toBe("claude-haiku-4-5");
    expect(req?.raw).toContain("TASK: Extract key info");
    expect(req?.raw).toContain("The cart total ignores quantities");
    expect(req?.raw).not.toContain(SECRET); // redacted before it left the machine
    expect(req!.raw.length).toBeLessThan(MAX_DIGEST_CHARS + 3000);
    expect(logs).toEqual([]);
  });

  it("malformed output: the heuristic summary stands and the fallback is logged", async () => {
    await recordFinishedSession(store, repo, SID);
    const before = (await store.getSession(SID))!.summary;
    fake = await startFakeAnthropic({ script: [{ text: "Sure! The session went well." }] });
    const r = await summarizeSessionWithModel(store, provider(fake.url), {
      sessionId: SID,
      timeoutMs: 10_000,
      log,
    });
    expect(r).toMatchObject({ status: "fallback", summary: before });
    expect(r.reason).toMatch(/^malformed: /);
    expect((await store.getSession(SID))!.summary).toBe(before);
    expect(logs).toEqual([
      expect.stringMatching(/^fallback session=aaaaaaaa.* provider=anthropic-api reason=malformed/),
    ]);
  });

  it("a hanging API hits the hard timeout and falls back", async () => {
    await recordFinishedSession(store, repo, SID);
    fake = await startFakeAnthropic({ script: [], hang: true });
    const r = await summarizeSessionWithModel(store, provider(fake.url), {
      sessionId: SID,
      timeoutMs: 1500,
      log,
    });
    expect(r.status).toBe("fallback");
    expect(r.reason).toMatch(/^timeout: /);
    expect(logs[0]).toMatch(/reason=timeout/);
  });

  it("no API key: unavailable, fallback, no request sent", async () => {
    await recordFinishedSession(store, repo, SID);
    fake = await startFakeAnthropic({ script: [{ text: MODEL_SUMMARY }] });
    const r = await summarizeSessionWithModel(store, provider(fake.url, ""), {
      sessionId: SID,
      timeoutMs: 5000,
      log,
    });
    expect(r.reason).toMatch(/^unavailable: ANTHROPIC_API_KEY/);
    expect(fake.messageRequests()).toHaveLength(0);
  });
});

describe("recall compressed by a model", () => {
  it("uses the model's answer when it cites the records, with deterministic sources", async () => {
    const project = await recordFinishedSession(store, repo, SID);
    const memory = await store.findByDedupeKey(project.id, `session:${SID}`);
    const answer = `Last time the cart total was fixed to respect quantities [${memory!.id}]; the tests pass. Next: a test for a missing qty.`;
    fake = await startFakeAnthropic({ script: [{ text: answer }] });
    const r = await recall(store, {
      project: project.id,
      topic: "cart total",
      provider: provider(fake.url),
      timeoutMs: 10_000,
      log,
    });
    expect(r.method).toBe("anthropic-api");
    expect(r.text).toBe(`${answer}\nSources: ${memory!.id} (${memory!.createdAt.slice(0, 10)})`);
    expect(fake.messageRequests()[0]?.raw).toContain(`[${memory!.id}] session`);
  });

  it("an uncited answer falls back to the extractive one, logged", async () => {
    const project = await recordFinishedSession(store, repo, SID);
    fake = await startFakeAnthropic({ script: [{ text: "All good, nothing to report." }] });
    const r = await recall(store, {
      project: project.id,
      topic: "cart total",
      provider: provider(fake.url),
      timeoutMs: 10_000,
      log,
    });
    expect(r.method).toBe("extractive");
    expect(r.fallbackReason).toMatch(/cites none/);
    expect(r.text).toMatch(/^Where things stand on "cart total"/);
    expect(logs[0]).toMatch(/^recall fallback provider=anthropic-api/);
  });
});
