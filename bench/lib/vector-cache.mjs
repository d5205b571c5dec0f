// A provider wrapper that caches vectors on disk by model and sha1(text), so repeated benchmark runs
// embed each LoCoMo turn once. Cache: $CAIRN_BENCH_CACHE or <tmpdir>/cairn-bench-vectors/<model>.jsonl
// (one line per text: {"h": sha1, "v": [floats]}).
import { createHash } from "node:crypto";
import { appendFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function cachedProvider(provider) {
  const dir = process.env.CAIRN_BENCH_CACHE || join(tmpdir(), "cairn-bench-vectors");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${provider.model.replace(/[^\w.-]+/g, "_")}.jsonl`);
  const cache = new Map();
  if (existsSync(file)) {
    for (const line of readFileSync(file, "utf8").split("\n")) {
      if (!line) continue;
      try {
        const { h, v } = JSON.parse(line);
        cache.set(h, Float32Array.from(v));
      } catch {
        // a torn last line from an interrupted run
      }
    }
  }
  const hash = (t) => createHash("sha1").update(t).digest("hex");
  let computed = 0;
  return {
    name: provider.name,
    model: provider.model,
    fast: provider.fast,
    get computed() {
      return computed;
    },
    cached: cache.size,
    async embed(texts) {
      const keys = texts.map(hash);
      const missing = [...new Set(keys.filter((k, i) => !cache.has(k) && keys.indexOf(k) === i))];
      if (missing.length > 0) {
        const byKey = new Map(texts.map((t, i) => [keys[i], t]));
        const vecs = await provider.embed(missing.map((k) => byKey.get(k)));
        let out = "";
        missing.forEach((k, i) => {
          cache.set(k, vecs[i]);
          out += `${JSON.stringify({ h: k, v: Array.from(vecs[i], (x) => Math.round(x * 1e6) / 1e6) })}\n`;
        });
        appendFileSync(file, out);
        computed += missing.length;
      }
      return keys.map((k) => cache.get(k));
    },
  };
}
