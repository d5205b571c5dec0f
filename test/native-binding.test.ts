// Which better_sqlite3.node the bundle loads, against real directory layouts in a temp dir.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dataDirBinding, type NativeTarget, resolveNativeBinding } from "../src/app/env/native-binding.js";
import { tempDir } from "./support/temp.js";

const here: NativeTarget = { platform: "linux", arch: "x64", modules: "115" };
const other: NativeTarget = { platform: "darwin", arch: "arm64", modules: "127" };

let tmp: { path: string; cleanup: () => void };
let dist: string;
beforeEach(() => {
  tmp = tempDir("cairn-native-");
  dist = join(tmp.path, "pkg", "plugin", "dist");
  mkdirSync(dist, { recursive: true });
});
afterEach(() => tmp.cleanup());

function touch(path: string, text = ""): string {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return path;
}
const bundle = (built: NativeTarget | null) => {
  if (built) touch(join(dist, "native", "target.json"), JSON.stringify(built));
  return touch(join(dist, "native", "better_sqlite3.node"));
};
const npmCopy = () => {
  touch(join(tmp.path, "pkg", "node_modules", "better-sqlite3", "package.json"), '{"name":"better-sqlite3"}');
  return touch(
    join(tmp.path, "pkg", "node_modules", "better-sqlite3", "build", "Release", "better_sqlite3.node"),
  );
};

describe("resolveNativeBinding", () => {
  it("takes the bundled addon when it was built for this Node (or carries no record)", () => {
    const bundled = bundle(here);
    npmCopy();
    expect(resolveNativeBinding({ distDir: dist, target: here })).toBe(bundled);
    const untagged = join(tmp.path, "untagged");
    mkdirSync(untagged);
    touch(join(untagged, "native", "better_sqlite3.node"));
    expect(resolveNativeBinding({ distDir: untagged, target: here })).toBe(
      join(untagged, "native", "better_sqlite3.node"),
    );
  });

  it("falls back to a copy in the data dir, then to npm's, when the bundled one is for another platform", () => {
    const bundled = bundle(other);
    expect(resolveNativeBinding({ distDir: dist, target: here })).toBe(bundled);
    const fromNpm = npmCopy();
    expect(resolveNativeBinding({ distDir: dist, target: here })).toBe(fromNpm);
    const data = join(tmp.path, "data");
    const installed = touch(dataDirBinding(data, here));
    expect(installed).toBe(join(data, "native", "linux-x64-115", "better_sqlite3.node"));
    expect(resolveNativeBinding({ distDir: dist, dataDir: data, target: here })).toBe(installed);
  });

  it("is undefined when there is no addon at all (running from sources)", () => {
    expect(resolveNativeBinding({ distDir: dist, target: here })).toBeUndefined();
  });
});
