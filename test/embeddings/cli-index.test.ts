import { execFile } from "node:child_process";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cliHarness } from "../support/cli-harness.js";
import { FakeTty } from "../support/fake-tty.js";
import { gitRepo } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

// an OpenAI-compatible endpoint: the vector of a text counts its words in a small table of synonyms
// groups, so "automobile" and "car" embed alike
const GROUPS = [
  ["car", "automobile", "vehicle"],
  ["garden", "tomato"],
  ["deploy", "release"],
];
let server: Server;
let url = "";
beforeAll(async () => {
  server = createServer(async (req, res) => {
    let raw = "";
    for await (const c of req) raw += c;
    const { input } = JSON.parse(raw) as { input: string[] };
    const data = input.map((t, index) => ({
      index,
      embedding: [...GROUPS.map((g) => g.filter((w) => t.toLowerCase().includes(w)).length), 0.01],
    }));
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ data }));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => server.close());

let dir: ReturnType<typeof tempDir>;
let repo: string;
beforeEach(() => {
  dir = tempDir();
  repo = join(dir.path, "repo");
  gitRepo(repo);
});
afterEach(() => dir.cleanup());

describe("cairn index", () => {
  it("says there is nothing to do when embeddings are off", async () => {
    const cli = cliHarness(join(dir.path, "home"), repo, { CAIRN_EMBEDDINGS: "none" });
    const r = await cli.run("index");
    expect(r).toMatchObject({
      code: 0,
      stdout: "embeddings.provider is none: search is keyword-only, nothing to index.\n",
    });
    await cli.close();
  });

  it("embeds pending memories once, then search finds a memory by meaning", async () => {
    const cli = cliHarness(join(dir.path, "home"), repo, {
      CAIRN_EMBEDDINGS: "http",
      CAIRN_EMBEDDINGS_URL: url,
    });
    await cli.json("save", "--type", "project_fact", "car repair shop", "--body", "the garage on Elm street");
    await cli.json("save", "--type", "project_fact", "tomato beds", "--body", "water in the morning");
    await cli.json("save", "--type", "decision", "release on Fridays", "--body", "never on Mondays");
    const before = (await cli.json("search", "automobile")) as unknown[];
    expect(before).toEqual([]);
    expect(await cli.json("index")).toMatchObject({
      provider: "http",
      model: "text-embedding-3-small",
      embedded: 3,
      remaining: 0,
    });
    expect(await cli.json("index")).toMatchObject({ embedded: 0, remaining: 0 });
    const after = (await cli.json("search", "automobile")) as { title: string }[];
    expect(after[0]?.title).toBe("car repair shop");
    await cli.close();
  });

  it("draws a bar over the embedding batches on a terminal, and nothing with --json", async () => {
    const tty = new FakeTty();
    const env = { CAIRN_EMBEDDINGS: "http", CAIRN_EMBEDDINGS_URL: url };
    const cli = cliHarness(join(dir.path, "home"), repo, env, { progress: tty });
    for (let i = 0; i < 5; i++) await cli.json("save", "--type", "project_fact", `car number ${i}`);
    const r = await cli.run("index", "--batch", "2");
    expect(r.stdout).toMatch(/^Embedded 5 memories with text-embedding-3-small/);
    expect(tty.text).toContain(" embedding [");
    expect(tty.text).toContain("/5 memories | text-embedding-3-small");
    await cli.json("save", "--type", "project_fact", "one more car");
    tty.text = "";
    expect(await cli.json("index", "--batch", "2")).toMatchObject({ embedded: 1 });
    expect(tty.text).toBe("");
    await cli.close();
  });

  it("fails with one line when the provider cannot be reached, and search stays keyword-only", async () => {
    const cli = cliHarness(join(dir.path, "home"), repo, {
      CAIRN_EMBEDDINGS: "http",
      CAIRN_EMBEDDINGS_URL: "http://127.0.0.1:9/v1",
    });
    await cli.json("save", "--type", "project_fact", "car repair shop");
    const r = await cli.run("index");
    expect(r.code).not.toBe(0);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/embeddings request to http:\/\/127\.0\.0\.1:9\/v1\/embeddings failed/);
    const hits = (await cli.json("search", "repair")) as { title: string }[];
    expect(hits.map((h) => h.title)).toEqual(["car repair shop"]);
    await cli.close();
  });
});

describe("the bundled CLI (plugin/dist)", () => {
  it("loads sqlite-vec from plugin/dist/native, indexes and searches by meaning", async () => {
    const cli = fileURLToPath(new URL("../../plugin/dist/cli.mjs", import.meta.url));
    const env = {
      PATH: process.env.PATH,
      HOME: join(dir.path, "user-home"),
      CAIRN_HOME: join(dir.path, "home"),
      CAIRN_EMBEDDINGS: "http",
      CAIRN_EMBEDDINGS_URL: url,
    };
    const run = async (...args: string[]) =>
      (await promisify(execFile)(process.execPath, [cli, ...args], { cwd: repo, env })).stdout;
    await run("save", "--type", "project_fact", "car repair shop", "--json");
    await run("save", "--type", "project_fact", "tomato beds", "--json");
    expect(JSON.parse(await run("index", "--json"))).toMatchObject({ embedded: 2, remaining: 0 });
    const hits = JSON.parse(await run("search", "automobile", "--json")) as { title: string }[];
    expect(hits[0]?.title).toBe("car repair shop");
  });
});
