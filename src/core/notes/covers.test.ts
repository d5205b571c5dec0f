import { describe, expect, it } from "vitest";
import { classifyEdits, compileCover, coversMatcher, normalizePath, normalizePattern } from "./covers.js";

const m = (pattern: string, path: string, root?: string) => coversMatcher([pattern], root)(path);

describe("covers: the contract's table", () => {
  it("directory prefix: any file whose path starts with it", () => {
    expect(m("src/auth/", "src/auth/login.ts")).toBe(true);
    expect(m("src/auth/", "src/auth/deep/er/x.ts")).toBe(true);
    expect(m("src/auth/", "src/auth/.env")).toBe(true);
    expect(m("src/auth/", "src/authz/x.ts")).toBe(false);
    expect(m("src/auth/", "src/auth")).toBe(false);
    expect(m("src/auth/", "lib/src/auth/x.ts")).toBe(false);
  });

  it("exact file: that one file, exactly", () => {
    expect(m("middleware/session.ts", "middleware/session.ts")).toBe(true);
    expect(m("middleware/session.ts", "middleware/session.tsx")).toBe(false);
    expect(m("middleware/session.ts", "middleware/session.ts/x")).toBe(false);
    expect(m("middleware/session.ts", "a/middleware/session.ts")).toBe(false);
    // no directory reading without the trailing slash
    expect(m("src/auth", "src/auth/login.ts")).toBe(false);
  });

  it("single-segment glob: * stays within one segment", () => {
    expect(m("src/*.ts", "src/a.ts")).toBe(true);
    expect(m("src/*.ts", "src/.hidden.ts")).toBe(true);
    expect(m("src/*.ts", "src/a/b.ts")).toBe(false);
    expect(m("src/*.ts", "src/a.tsx")).toBe(false);
    expect(m("src/*", "src/a")).toBe(true);
    expect(m("*", "a/b")).toBe(false);
    expect(m("src/*/index.ts", "src/x/index.ts")).toBe(true);
    expect(m("src/*/index.ts", "src/x/y/index.ts")).toBe(false);
  });

  it("cross-segment glob: ** crosses folders and **/ matches zero or more", () => {
    expect(m("src/**/*.ts", "src/a.ts")).toBe(true);
    expect(m("src/**/*.ts", "src/x/y/a.ts")).toBe(true);
    expect(m("src/**/*.ts", "lib/a.ts")).toBe(false);
    expect(m("**/x.ts", "x.ts")).toBe(true);
    expect(m("**/x.ts", "a/b/x.ts")).toBe(true);
    expect(m("a/**/b", "a/b")).toBe(true);
    expect(m("a/**/b", "a/1/2/b")).toBe(true);
    expect(m("src/**", "src/a/b.ts")).toBe(true);
    expect(m("src/**", "src")).toBe(false);
    expect(m("**", "anything/at/all.md")).toBe(true);
  });

  it("** inside a segment keeps the contract's reading (.* across /), which picomatch lacks", () => {
    expect(m("src/**.ts", "src/a/b.ts")).toBe(true);
    expect(m("src/**.ts", "src/a.ts")).toBe(true);
    expect(m("src/**.ts", "src/a.js")).toBe(false);
    expect(m("a**b", "a/x/b")).toBe(true);
  });

  it("only * is special: brackets, braces, ?, parentheses, !, + are literal", () => {
    expect(m("app/[id]/page.tsx", "app/[id]/page.tsx")).toBe(true);
    expect(m("app/[id]/*.tsx", "app/[id]/page.tsx")).toBe(true);
    expect(m("app/[id]/*.tsx", "app/i/page.tsx")).toBe(false);
    expect(m("src/{a,b}/*.ts", "src/{a,b}/x.ts")).toBe(true);
    expect(m("src/{a,b}/*.ts", "src/a/x.ts")).toBe(false);
    expect(m("src/(group)/*.ts", "src/(group)/x.ts")).toBe(true);
    expect(m("src/file?.ts", "src/file?.ts")).toBe(true);
    expect(m("src/?.ts*", "src/a.ts")).toBe(false);
    expect(m("!x/*.md", "!x/a.md")).toBe(true);
    expect(m("+page/*.svelte", "+page/a.svelte")).toBe(true);
    expect(m("a.b/*.ts", "axb/c.ts")).toBe(false);
  });
});

describe("covers: path and pattern normalisation", () => {
  const root = "/home/dev/proj";

  it("Windows separators in paths and patterns", () => {
    expect(m("src\\auth\\", "src\\auth\\login.ts")).toBe(true);
    expect(m("src/**/*.ts", "src\\x\\a.ts")).toBe(true);
    expect(m("src/auth/", "C:\\work\\proj\\src\\auth\\a.ts", "C:\\work\\proj")).toBe(true);
    expect(m("src/auth/", "c:\\WORK\\proj\\src\\auth\\a.ts", "C:\\work\\proj")).toBe(true);
    expect(m("src/auth/", "D:\\work\\proj\\src\\auth\\a.ts", "C:\\work\\proj")).toBe(false);
  });

  it("./ prefixes, . and .. segments, doubled slashes", () => {
    expect(m("./src/auth/", "src/auth/a.ts")).toBe(true);
    expect(m("src/auth/", "./src/auth/a.ts")).toBe(true);
    expect(m("src/auth/", "././src//auth/./a.ts")).toBe(true);
    expect(m("src/auth/", "src/x/../auth/a.ts")).toBe(true);
    expect(normalizePath("../outside.ts")).toBeNull();
    expect(normalizePath("src/../../x")).toBeNull();
  });

  it("absolute paths from hooks inside the project are made relative; outside never match", () => {
    expect(m("src/auth/", `${root}/src/auth/a.ts`, root)).toBe(true);
    expect(m("src/*.ts", `${root}/src/a.ts`, root)).toBe(true);
    expect(m("src/auth/", `${root}-other/src/auth/a.ts`, root)).toBe(false);
    expect(m("src/auth/", "/etc/src/auth/a.ts", root)).toBe(false);
    expect(m("**", "/tmp/x.ts", root)).toBe(false);
    expect(m("src/auth/", "/home/dev/proj/src/auth/a.ts")).toBe(false); // no root: absolute never matches
    expect(normalizePath(root, root)).toBeNull();
    expect(normalizePath(`${root}/`, root)).toBeNull();
  });

  it("absolute patterns inside the project, leading-slash patterns, the whole project", () => {
    expect(normalizePattern(`${root}/src/auth/`, root)).toBe("src/auth/");
    expect(normalizePattern("/src/auth/", root)).toBe("src/auth/");
    expect(normalizePattern("./", root)).toBe("");
    expect(m("./", "anything.ts")).toBe(true);
    expect(compileCover("", root)).toBeNull();
    expect(compileCover("../x", root)).toBeNull();
    expect(m("  src/auth/  ", "src/auth/a.ts")).toBe(true);
  });
});

describe("classifyEdits", () => {
  it("maps edits onto topics and lists the uncovered ones, de-duplicated in order", () => {
    const r = classifyEdits(
      ["src/auth/a.ts", "/p/src/auth/a.ts", "README.md", "/elsewhere/x.ts", "lib/z.ts", "src/auth/b.ts"],
      [
        { topic: "auth", covers: ["src/auth/"] },
        { topic: "all-ts", covers: ["**/*.ts"] },
        { topic: "docs", covers: ["docs/"] },
      ],
      "/p",
    );
    expect(r.byTopic).toEqual([
      { topic: "auth", files: ["src/auth/a.ts", "src/auth/b.ts"] },
      { topic: "all-ts", files: ["src/auth/a.ts", "lib/z.ts", "src/auth/b.ts"] },
    ]);
    expect(r.uncovered).toEqual(["README.md"]);
  });
});
