// Project facts observed in a session: the dev server, the package manager, the stack.
import { describe, expect, it } from "vitest";
import { edit, ev, fail, ofType, pass } from "./capture.fixtures.js";
import { deriveMemories } from "./capture.js";
import { summarizeSession } from "./summary.js";

const background = (command: string) => ev({ command, ok: true, exitCode: null });
const wrote = (...files: string[]) => ({ ...edit("Write", ...files), ok: true });
const facts = (events: Parameters<typeof deriveMemories>[0]) =>
  ofType(deriveMemories(events), "project_fact").map((d) => [d.dedupeKey, d.title]);

describe("observed project facts", () => {
  it("a dev server started in the background: a fact, and `▶ … (started)` in the summary", () => {
    const events = [background("cd /repo/app && pnpm dev --port 3001")];
    expect(facts(events)).toEqual([
      ["fact:dev-server", "Start the app (dev server) with `pnpm dev --port 3001`"],
    ]);
    expect(summarizeSession(events, null).summary).toContain("Commands: ▶ pnpm dev --port 3001 (started)");
  });

  it("the one package manager whose install passed; the stack from changed files, paths and commands", () => {
    expect(
      facts([
        pass("pnpm add lucide-react"),
        wrote("lib/app_web/live/page_live.ex"),
        wrote("lib/app/repo.ex"),
        ev({ tool: "Grep", files: ["deps/ash_computer/lib"], ok: true }),
      ]),
    ).toEqual([
      ["fact:package-manager", "Package manager: pnpm"],
      ["fact:stack", "Tech stack: Elixir · Phoenix, LiveView (deps: ash_computer)"],
    ]);
  });

  it("near misses: a failed start, a server that never started, two package managers, reads, one stray file", () => {
    expect(
      facts([
        fail("npm run dev", "Error: listen EADDRINUSE"),
        pass("npm run dev:docs-lint"),
        pass("pnpm add zod"),
        pass("yarn add zod"),
        ev({ tool: "Read", files: ["src/main.ts"], ok: true }),
        fail("mix phx.server", "** (Mix) Could not start application"),
        wrote("scripts/convert.py"),
      ]),
    ).toEqual([]);
  });
});
