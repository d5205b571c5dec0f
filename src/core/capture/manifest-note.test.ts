// A read manifest becomes a short note on the Read event, then a project fact with its scripts and
// dependency versions.
import { describe, expect, it } from "vitest";
import { ev, ofType } from "./capture.fixtures.js";
import { deriveMemories } from "./capture.js";
import { manifestNote, withoutLineNumbers } from "./manifest-note.js";

const PKG = JSON.stringify(
  {
    name: "todo-app",
    scripts: { dev: "next dev", build: "next build", lint: "eslint" },
    dependencies: { next: "15.5.2", react: "19.1.0" },
    devDependencies: { typescript: "^5" },
  },
  null,
  2,
);
const MIX =
  'defp deps do\n  [\n    {:phoenix, "~> 1.7.14"},\n    # {:dep_from_hexpm, "~> 0.3.0"},\n    {:ash, "~> 3.0"}\n  ]\nend';

describe("manifest notes", () => {
  it("package.json: scripts and versions; mix.exs: deps (commented ones skipped)", () => {
    expect(manifestNote("/repo/todo-app/package.json", PKG)).toBe(
      "manifest package.json: scripts: dev, build, lint; dependencies: next 15.5.2, react 19.1.0; devDependencies: typescript ^5",
    );
    expect(manifestNote("mix.exs", MIX)).toBe("manifest mix.exs: deps: phoenix ~> 1.7.14, ash ~> 3.0");
    const numbered = PKG.split("\n")
      .map((l, i) => `${String(i + 1).padStart(6)}→${l}`)
      .join("\n");
    expect(withoutLineNumbers(numbered)).toBe(PKG);
  });

  it("a Read of a manifest is a project fact keyed by its path", () => {
    const detail = manifestNote("package.json", PKG);
    const facts = ofType(
      deriveMemories([ev({ tool: "Read", files: ["todo-app/package.json"], ok: true, detail })]),
      "project_fact",
    );
    expect(facts).toMatchObject([
      {
        dedupeKey: "fact:manifest:todo-app/package.json",
        title:
          "todo-app/package.json (as read in a session): scripts: dev, build, lint; dependencies: next 15.5.2, react 19.1.0; devDependencies: typescript ^5",
        files: ["todo-app/package.json"],
      },
    ]);
  });

  it("near misses: a partial read, another file, a failed read, a detail not from a manifest", () => {
    expect(manifestNote("package.json", PKG.slice(0, 40))).toBeNull();
    expect(manifestNote("package-lock.json", PKG)).toBeNull();
    expect(manifestNote("mix.exs", '# {:phoenix, "~> 1.7"}')).toBeNull();
    const detail = manifestNote("package.json", PKG);
    expect(
      ofType(
        deriveMemories([
          ev({ tool: "Read", files: ["package.json"], ok: false, detail }),
          ev({ tool: "Read", files: ["notes.md"], ok: true, detail: "scripts: dev" }),
        ]),
        "project_fact",
      ),
    ).toEqual([]);
  });
});
