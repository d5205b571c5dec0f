import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { sha256Hex } from "../../src/app/env/hash.js";

it("is SHA-256 as node:crypto computes it, for text and bytes, cut to a prefix on request", () => {
  for (const s of ["", "abc", "/home/ü/日本/repo/.git", "x".repeat(10_000)]) {
    const expected = createHash("sha256").update(s).digest("hex");
    expect(sha256Hex(s)).toBe(expected);
    expect(sha256Hex(Buffer.from(s))).toBe(expected);
    expect(sha256Hex(s, 16)).toBe(expected.slice(0, 16));
  }
  // FIPS 180-4 example "abc"
  expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
});
