import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmbeddingProvider, modelCacheDir } from "../../src/app/embeddings/create-provider.js";
import { httpProvider } from "../../src/app/embeddings/http.js";
import { OFFLINE_MODEL, offlineProvider } from "../../src/app/embeddings/offline.js";
import { transformersProvider } from "../../src/app/embeddings/transformers.js";
import type { EmbeddingProvider } from "../../src/core/embeddings/provider.js";
import { cosine } from "../../src/core/embeddings/vectors.js";
import { tempDir } from "../support/temp.js";
import { buildTinyModel } from "./tiny-onnx-model.js";

const norm = (v: Float32Array) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));

/** What every provider promises: one unit vector per text, in order, one dimension, deterministic. */
function contract(name: string, make: () => EmbeddingProvider, similar: [string, string, string]) {
  describe(`${name} provider contract`, () => {
    let p: EmbeddingProvider;
    beforeAll(() => {
      p = make();
    });
    it("returns one unit-length vector per text, all of one dimension, in order", async () => {
      const texts = ["first text", "second, longer text about databases", "third"];
      const out = await p.embed(texts);
      expect(out).toHaveLength(3);
      const dims = out[0]?.length ?? 0;
      expect(dims).toBeGreaterThan(0);
      for (const v of out) {
        expect(v).toBeInstanceOf(Float32Array);
        expect(v.length).toBe(dims);
        expect(norm(v)).toBeCloseTo(1, 4);
      }
      const again = await p.embed([texts[2] as string, texts[0] as string]);
      expect(cosine(again[0] as Float32Array, out[2] as Float32Array)).toBeCloseTo(1, 5);
      expect(cosine(again[1] as Float32Array, out[0] as Float32Array)).toBeCloseTo(1, 5);
    });
    it("returns nothing for no texts", async () => {
      expect(await p.embed([])).toEqual([]);
    });
    it("puts related texts nearer than unrelated ones", async () => {
      const [a, b, c] = await p.embed(similar);
      expect(cosine(a as Float32Array, b as Float32Array)).toBeGreaterThan(
        cosine(a as Float32Array, c as Float32Array),
      );
    });
  });
}

// --- http: a real OpenAI-compatible server on 127.0.0.1 -------------------------------------------------
let server: Server;
let url = "";
const requests: { auth: string | undefined; body: { model: string; input: string[] } }[] = [];
let failNext: number | null = null;

async function readBody(req: IncomingMessage): Promise<string> {
  let s = "";
  for await (const chunk of req) s += chunk;
  return s;
}
beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as { model: string; input: string[] };
    requests.push({ auth: req.headers.authorization, body });
    if (failNext) {
      res.writeHead(failNext, { "content-type": "application/json" });
      res.end('{"error":{"message":"model overloaded"}}');
      failNext = null;
      return;
    }
    // letters a–z counted into 26 buckets; answered in reverse order with indexes, as the API allows
    const data = body.input.map((t, index) => {
      const v = new Array(26).fill(0);
      for (const ch of t.toLowerCase()) if (ch >= "a" && ch <= "z") v[ch.charCodeAt(0) - 97] += 1;
      return { object: "embedding", index, embedding: v };
    });
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ object: "list", model: body.model, data: data.reverse() }));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => server.close());

contract("http", () => httpProvider({ url: `${url}/`, model: "letters", apiKey: "sk-test" }), [
  "aaa bbb",
  "aab bba",
  "xyz zzy",
]);

describe("http provider", () => {
  it("posts {model, input} to <url>/embeddings with the API key as a Bearer token", async () => {
    requests.length = 0;
    await httpProvider({ url, model: "letters", apiKey: "sk-test" }).embed(["hello"]);
    expect(requests).toEqual([{ auth: "Bearer sk-test", body: { model: "letters", input: ["hello"] } }]);
  });
  it("fails with one line naming the endpoint and status", async () => {
    failNext = 503;
    const err = await httpProvider({ url, model: "letters" })
      .embed(["x"])
      .catch((e: Error) => e);
    expect(err).toMatchObject({ code: "IO" });
    expect((err as Error).message).toMatch(/embeddings\/?.* answered 503: .*model overloaded/);
    expect((err as Error).message).not.toContain("\n");
  });
  it("fails with one line when nothing listens", async () => {
    const err = await httpProvider({ url: "http://127.0.0.1:9/v1", model: "m", timeoutMs: 2000 })
      .embed(["x"])
      .catch((e: Error) => e);
    expect(err).toMatchObject({ code: "IO" });
    expect((err as Error).message).toMatch(
      /^embeddings request to http:\/\/127\.0\.0\.1:9\/v1\/embeddings failed/,
    );
  });
});

// --- offline: the real Universal Sentence Encoder lite from npm ------------------------------------------
contract("offline", offlineProvider, [
  "How do I run the database migrations?",
  "Apply the schema migration with the migrate command",
  "My cat likes sleeping in the sun",
]);

describe("offline provider", () => {
  it("is the 512-d USE-lite model", async () => {
    const p = offlineProvider();
    expect(p.model).toBe(OFFLINE_MODEL);
    const [v] = await p.embed(["hello"]);
    expect(v?.length).toBe(512);
  });
});

// --- choice by settings -------------------------------------------------------------------------------------
describe("provider from settings", () => {
  const base = { model: "default", url: "http://127.0.0.1:1/v1", apiKeyEnv: "MY_KEY" };
  it("none gives no provider", () => {
    expect(createEmbeddingProvider({ ...base, provider: "none" }, {})).toBeNull();
  });
  it("picks each provider and its default model", () => {
    expect(createEmbeddingProvider({ ...base, provider: "offline" }, {})?.model).toBe("use-lite-512");
    expect(createEmbeddingProvider({ ...base, provider: "transformers" }, {})?.model).toBe(
      "Xenova/all-MiniLM-L6-v2",
    );
    expect(createEmbeddingProvider({ ...base, provider: "http" }, {})?.model).toBe("text-embedding-3-small");
    expect(createEmbeddingProvider({ ...base, provider: "http", model: "nomic-embed-text" }, {})?.model).toBe(
      "nomic-embed-text",
    );
  });
  it("caches downloaded models under $XDG_CACHE_HOME/cairn/models", () => {
    expect(modelCacheDir({ XDG_CACHE_HOME: "/x/cache", HOME: "/home/u" })).toBe("/x/cache/cairn/models");
    expect(modelCacheDir({ XDG_CACHE_HOME: "relative", HOME: "/home/u" })).toBe(
      "/home/u/.cache/cairn/models",
    );
  });
});

// --- transformers: the real loading code path; weights cannot be downloaded here --------------------------
describe("transformers provider", () => {
  it("loads a model folder through Transformers.js and ONNX Runtime (tokenizer, session, mean pooling)", async () => {
    const dir = tempDir();
    buildTinyModel(dir.path, "tiny/bert-groups", [
      ["car", "automobile", "vehicle"],
      ["garden", "tomato", "soil"],
      ["deploy", "release"],
    ]);
    const p = transformersProvider({
      model: "tiny/bert-groups",
      cacheDir: dir.path,
      localModelPath: dir.path,
    });
    const [car, auto, tomato] = await p.embed(["Car repair", "the AUTOMOBILE", "tomato soil"]);
    expect(car?.length).toBe(8);
    expect(norm(car as Float32Array)).toBeCloseTo(1, 4);
    expect(cosine(car as Float32Array, auto as Float32Array)).toBeGreaterThan(0.9);
    expect(cosine(car as Float32Array, tomato as Float32Array)).toBeLessThan(0.3);
    dir.cleanup();
  });

  it("fails with one line when the model is not in the local model folder", async () => {
    const dir = tempDir();
    const p = transformersProvider({
      model: "Xenova/all-MiniLM-L6-v2",
      cacheDir: dir.path,
      localModelPath: dir.path,
    });
    const err = await p.embed(["x"]).catch((e: Error) => e);
    expect(err).toMatchObject({ code: "UNSUPPORTED" });
    expect((err as Error).message).toMatch(
      /^cannot load embedding model Xenova\/all-MiniLM-L6-v2 \(.*(local|not found|locate).*\)$/i,
    );
    expect((err as Error).message).not.toContain("\n");
    dir.cleanup();
  });
});
