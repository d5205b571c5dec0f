// The hook bundles' lazy regular expressions (scripts/lib/lazy-regexps.mjs): the gate of each expression
// never refuses a text the expression matches, a lazy expression answers as the expression does,
// and redaction bundled with them gives the same output as without, over the tuning secrets corpus, its
// look-alikes and lines of real code (never the held-out corpora).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { build } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { type LazyExpression, lazifyRegExps, lazyRegExps } from "../scripts/lib/lazy-regexps.mjs";
import { requiredLiterals } from "../scripts/lib/required-literals.mjs";
import { lazyRegExp } from "../src/hooks/lazy-regexp.js";
import { readCodeLines } from "./reliability/secrets/code-lines.js";
import { buildSecretCorpus } from "./reliability/secrets/corpus.js";
import { buildNegativeCorpus } from "./reliability/secrets/negatives.js";
import { tempDir } from "./support/temp.js";

const root = join(import.meta.dirname, "..");
const requireHere = createRequire(import.meta.url);
type Redactor = { redact: (s: string) => string; redactStoredText: (s: string) => string };

/** The tuning corpus's texts, its look-alikes and every 25th line of real code. */
function texts(): string[] {
  const code = readCodeLines(join(root, "node_modules")).filter((_l, i) => i % 25 === 0);
  return [
    ...buildSecretCorpus().map((c) => c.line),
    ...buildNegativeCorpus().map((c) => c.text),
    ...code.map((c) => c.line),
    "npm test",
    "ok",
    "",
  ];
}

describe("requiredLiterals", () => {
  it("finds the literals every match needs", () => {
    expect(requiredLiterals("\\bghp_[A-Za-z0-9]{36}", "g")).toEqual(["ghp_"]);
    expect(requiredLiterals("AKIA|ASIA", "")).toEqual(["AKIA", "ASIA"]);
    expect(requiredLiterals("[Aa]uth|AUTH", "g")).toEqual(["Auth", "auth", "AUTH"]);
    expect(requiredLiterals("Bearer[ \\t]+x", "i")).toEqual(["bearer"]);
    expect(requiredLiterals("(?<=key=)\\w+", "")).toEqual(["key="]);
    expect(requiredLiterals("a+bc", "")).toEqual(["bc"]);
    expect(requiredLiterals("\\.env\\b", "")).toEqual([".env"]);
  });
  it("answers null when a match needs no literal, or when it cannot tell", () => {
    for (const [source, flags] of <[string, string][]>[
      ["\\w+", ""],
      ["abc|\\d", ""],
      ["(?!secret)\\w+", ""],
      ["x?", ""],
      ["(?:token)?\\d", ""],
      ["pass", "iu"],
      ["[\\p{L}]x", "v"],
      ["a(", ""],
    ])
      expect(requiredLiterals(source, flags), `/${source}/${flags}`).toBeNull();
  });
  it("reads classes, ranges and escapes as the expression does", () => {
    expect(requiredLiterals("[-_]key", "")).toEqual(["-key", "_key"]);
    expect(requiredLiterals("[a-c]\\-", "")).toEqual(["a-", "b-", "c-"]);
    expect(requiredLiterals("\\x41\\u0042", "")).toEqual(["AB"]);
    expect(requiredLiterals("[\\d.]x", "")).toEqual(["x"]);
  });
});

describe("lazyRegExp", () => {
  const cases: [string, string][] = [
    ["ghp_[a-z]+", "g"],
    ["ghp_[a-z]+", ""],
    ["ghp_([a-z]+)", "y"],
    ["GHP_[a-z]+", "gi"],
  ];
  const inputs = ["no token here", "a ghp_abc and ghp_def", "ghp_x", "GHP_Q"];
  it("answers every call as the expression would, lastIndex included", () => {
    for (const [source, flags] of cases) {
      const gate = requiredLiterals(source, flags);
      expect(gate).not.toBeNull();
      const lazy = lazyRegExp(source, flags, gate);
      const real = new RegExp(source, flags);
      for (const s of [...inputs, ...inputs]) {
        for (const re of [lazy, real]) re.lastIndex = 3;
        expect(lazy.exec(s)?.[0], `${source} exec ${s}`).toEqual(real.exec(s)?.[0]);
        expect(lazy.lastIndex).toBe(real.lastIndex);
        expect(lazy.test(s)).toBe(real.test(s));
        expect(lazy.lastIndex).toBe(real.lastIndex);
        expect(s.replace(lazy, "[x]")).toBe(s.replace(real, "[x]"));
        expect(lazy.lastIndex).toBe(real.lastIndex);
        expect(s.match(lazy)?.[0]).toEqual(s.match(real)?.[0]);
        expect(lazy.lastIndex).toBe(real.lastIndex);
        expect(s.search(lazy)).toBe(s.search(real));
        if (flags.includes("g")) {
          expect([...s.matchAll(lazy)].map((m) => m.index)).toEqual(
            [...s.matchAll(real)].map((m) => m.index),
          );
          expect(s.replaceAll(lazy, "-")).toBe(s.replaceAll(real, "-"));
        }
        expect(s.split(lazy)).toEqual(s.split(real));
      }
      expect(`${lazy.source}/${lazy.flags}/${lazy.global}`).toBe(
        `${real.source}/${real.flags}/${real.global}`,
      );
      expect(new RegExp(lazy).source).toBe(real.source);
    }
  });
});

/** The expressions the plugin rewrites in every module under `dir` (recursively). */
const expressionsUnder = (dir: string): LazyExpression[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !/\.(?:test|fixtures|contract)\.ts$|lazy-regexp\.ts$/.test(f))
    .flatMap((f) => lazifyRegExps(readFileSync(join(dir, f), "utf8"), f, "x").expressions);

describe("the modules' expressions", () => {
  const redaction = expressionsUnder(join(root, "src", "core", "redact"));
  const expressions = expressionsUnder(join(root, "src"));
  let corpus: string[];
  beforeAll(() => {
    corpus = texts();
  });

  it("are, in the redaction rules, nearly all gated", () => {
    expect(redaction.length).toBeGreaterThan(250);
    expect(redaction.filter((e) => e.gate !== null).length / redaction.length).toBeGreaterThan(0.6);
  });

  it("never have a gate that refuses a text they match", () => {
    const wrong: string[] = [];
    for (const e of expressions) {
      if (e.gate === null) continue;
      const gate = e.gate;
      const re = new RegExp(e.source, e.flags.replace(/[gy]/g, ""));
      const fold = e.folded || e.flags.includes("i");
      for (const text of corpus) {
        if (!re.test(text)) continue;
        const seen = fold ? text.toLowerCase() : text;
        if (!gate.some((g) => seen.includes(g))) wrong.push(`/${e.source}/${e.flags} on ${text}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it("redact the same as the source, bundled lazily", async () => {
    const dir = tempDir();
    try {
      const load = async (lazy: boolean) => {
        const outfile = join(dir.path, `redact-${lazy}.cjs`);
        const r = await build({
          absWorkingDir: root,
          stdin: {
            contents: `export { redact, redactDeep } from "./src/core/redact/redact.js"; export { redactStoredText } from "./src/core/redact/stored-text.js";`,
            resolveDir: root,
            loader: "ts",
          },
          bundle: true,
          platform: "node",
          format: "cjs",
          write: false,
          logLevel: "warning",
          plugins: lazy ? [lazyRegExps(root)] : [],
        });
        const code = r.outputFiles[0]?.text ?? "";
        if (lazy) expect(code).toContain("lazyRegExp");
        writeFileSync(outfile, code);
        return () => {
          delete requireHere.cache[outfile];
          return requireHere(outfile) as Redactor;
        };
      };
      const [plain, lazy] = [(await load(false))(), await load(true)];
      const once = lazy();
      const differ = corpus.filter(
        (t) => plain.redact(t) !== once.redact(t) || plain.redactStoredText(t) !== once.redactStoredText(t),
      );
      // a hook process: the text is the first one its modules see (no expression built yet)
      const fresh = corpus
        .filter((_t, i) => i % 100 === 0)
        .filter((t) => plain.redactStoredText(t) !== lazy().redactStoredText(t));
      expect(differ.slice(0, 5)).toEqual([]);
      expect(fresh.slice(0, 5)).toEqual([]);
    } finally {
      dir.cleanup();
    }
  }, 600_000);
});
