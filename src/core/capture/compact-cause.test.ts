import { describe, expect, it } from "vitest";
import { ev, fail, ofType, pass } from "./capture.fixtures.js";
import { deriveMemories } from "./capture.js";

const compact = (errors: string) =>
  ev({
    kind: "compact",
    tool: null,
    toolUseId: null,
    detail: `Compaction summary\nErrors and fixes:\n${errors}`,
  });

describe("a compaction note whose named program never failed with its code", () => {
  it("is re-titled with the command that did (Node: docker named, pnpm build failed with EPERM)", () => {
    const notes = ofType(
      deriveMemories([
        fail(
          "cd /app && docker build -t api .",
          "failed to connect to the docker API at npipe:////./pipe/docker_engine",
        ),
        fail("cd /app/web && pnpm build", "Error: EPERM: operation not permitted, symlink 'a' -> 'b'"),
        pass("cd /app/web && pnpm build"),
        compact(
          "- **Docker build EPERM symlink on Windows**: Fixed by making `output: 'standalone'` conditional on CI",
        ),
      ]),
      "bug_note",
    ).filter((d) => d.tags.includes("compaction"));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.title).not.toMatch(/Docker build EPERM/);
    expect(notes[0]?.title).toMatch(/EPERM: operation not permitted.*pnpm build/);
    expect(notes[0]?.body).toMatch(/standalone/);
  });

  it("keeps the title when the named program did fail with it (Python: pip ENOENT; German summary)", () => {
    const notes = ofType(
      deriveMemories([
        fail("pip install -r requirements.txt", "OSError: [Errno 2] ENOENT: requirements.txt"),
        fail("python manage.py migrate", "ENOENT: settings_local.py"),
        compact(
          "- **pip ENOENT beim Installieren**: Fixed by creating `settings_local.py` (die Datei fehlte)",
        ),
      ]),
      "bug_note",
    ).filter((d) => d.tags.includes("compaction"));
    expect(notes.map((n) => n.title)).toEqual(["pip ENOENT beim Installieren"]);
  });

  it("keeps a title that names no program the session ran, or no code", () => {
    const notes = ofType(
      deriveMemories([
        fail("npm test", "Error: EPERM: operation not permitted"),
        compact(
          "- **Gradle EPERM on the cache**: Fixed by clearing it\n- **docker build slow**: Fixed by caching layers",
        ),
      ]),
      "bug_note",
    ).filter((d) => d.tags.includes("compaction"));
    expect(notes.map((n) => n.title).sort()).toEqual(["Gradle EPERM on the cache", "docker build slow"]);
  });

  it("reads only POSIX error names as codes, not environment variable names (Node; Python, Spanish summary)", () => {
    const notes = ofType(
      deriveMemories([
        fail("docker build -t web .", "pull access denied for base"),
        fail("pnpm build", "Error: NEXT_PUBLIC_API_URL is not set"),
        fail("pip install -e .", "error: DATABASE_URL sin definir"),
        compact(
          "- **docker build NEXT_PUBLIC_API_URL missing**: Fixed by passing it as a build arg\n- **pip DATABASE_URL sin definir**: Fixed by exporting it",
        ),
      ]),
      "bug_note",
    ).filter((d) => d.tags.includes("compaction"));
    expect(notes.map((n) => n.title).sort()).toEqual([
      "docker build NEXT_PUBLIC_API_URL missing",
      "pip DATABASE_URL sin definir",
    ]);
  });
});
