// Negatives, part 3: random-looking non-secret values inside source code of many languages — commit
// SHAs, request/trace ids, checksums, ETags, cursors, object ids and cache keys as string literals,
// constants, builder calls, annotations and test fixtures. None is a credential.
import { ALNUM, B64, b64, bytes, HEX, uuid } from "./rand.mjs";

const LABELS = [
  ["commitSha", (r) => r.str(HEX, 40)],
  ["requestId", (r) => uuid(r)],
  ["traceId", (r) => r.str(HEX, 32)],
  ["checksum", (r) => r.str(HEX, 64)],
  ["etag", (r) => r.str(HEX, 32)],
  ["nextCursor", (r) => b64(`cursor:${r.between(1000, 99999)}`)],
  ["objectId", (r) => `6${r.str(HEX, 23)}`],
  ["cacheKey", (r) => `v2-deps-${r.str(HEX, 40)}`],
  ["buildId", (r) => `${r.str(HEX, 8)}-${r.between(100, 9999)}`],
  ["expectedDigest", (r) => `sha256:${r.str(HEX, 64)}`],
  ["fixtureHash", (r) => b64(bytes(r, 32))],
  ["correlationId", (r) => `corr-${r.str(ALNUM, 20)}`],
];

const LANGS = [
  ["go", (n, v) => `const ${n} = "${v}"`],
  ["java", (n, v) => `static final String ${n.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()} = "${v}";`],
  ["kotlin", (n, v) => `private val ${n} = "${v}"`],
  [
    "csharp",
    (n, v) => `[InlineData("${v}")]\npublic void Parses_${n}(string value) => Assert.NotNull(Parse(value));`,
  ],
  ["swift", (n, v) => `XCTAssertEqual(response.${n}, "${v}")`],
  ["ruby", (n, v) => `expect(result.${n.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}).to eq("${v}")`],
  ["php", (n, v) => `$this->assertSame('${v}', $payload['${n}']);`],
  ["rust", (n, v) => `assert_eq!(meta.${n.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}, "${v}");`],
  ["elixir", (n, v) => `assert %{${n.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}: "${v}"} = result`],
  ["scala", (n, v) => `val ${n} = "${v}"`],
  ["dart", (n, v) => `expect(json['${n}'], equals('${v}'));`],
  ["r", (n, v) => `stopifnot(identical(res$${n}, "${v}"))`],
  ["lua", (n, v) => `assert.are.equal("${v}", res.${n})`],
  ["c", (n, v) => `static const char ${n}[] = "${v}";`],
  ["cpp", (n, v) => `EXPECT_EQ(resp.${n}(), "${v}");`],
  ["python", (n, v) => `assert resp.json()["${n}"] == "${v}"`],
  ["typescript", (n, v) => `expect(body.${n}).toBe("${v}");`],
  ["toml", (n, v) => `${n.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)} = "${v}"`],
  ["xml", (n, v) => `<${n}>${v}</${n}>`],
  ["properties", (n, v) => `build.${n}=${v}`],
];

export function codeNegatives(r) {
  const out = [];
  let i = 0;
  for (const [context, write] of LANGS) {
    for (let k = 0; k < 3; k++) {
      const [name, make] = LABELS[i++ % LABELS.length];
      out.push({ family: "negative", kind: `code-literal-${name}`, context, text: write(name, make(r)) });
    }
  }
  return out;
}

export { B64 };
