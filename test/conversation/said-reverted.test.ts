/**
 * What Claude said of a file's change is not kept once a later command of the session reverted that
 * edit (core/conversation/said-reverted.ts, applied by said-truth.ts), through the real import path
 * (`importTranscripts` of a Claude Code transcript into a real SQLite file): `git checkout --` in a
 * Python session (English), `git stash` in a TypeScript session (Spanish). Guards: an edit made again
 * after the revert, and `git restore --staged` (which only unstages), keep the line.
 */
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { revertTargets } from "../../src/core/conversation/said-reverted.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { Transcript } from "../support/capture-records.js";
import { importSaid } from "../support/said-by-claude.js";
import { tempDir } from "../support/temp.js";

const SID = "66666666-7777-4888-8999-aaaaaaaaaaaa";

let dir: ReturnType<typeof tempDir>;
let store: SqliteStore;
beforeEach(() => {
  dir = tempDir("cairn-said-reverted-");
  store = openSqliteStore({ path: join(dir.path, "cairn.db") });
});
afterEach(async () => {
  await store.close();
  dir.cleanup();
});

const saidByClaude = (t: Transcript): Promise<string> => importSaid(store, dir.path, SID, t);

describe("a change a later command reverted is not kept as said", () => {
  it("drops the line on a file `git checkout --` put back (Python, English), keeps the rest", async () => {
    const said = await saidByClaude(
      new Transcript(dir.path)
        .user("raise the HTTP timeout and add retries to the client")
        .edit(join(dir.path, "src/client/config.py"))
        .say(
          [
            "Two changes to the client:",
            "- `config.py`: the request timeout is now 30 seconds instead of 5",
            "- the retry policy stays as it was: three attempts with backoff",
          ].join("\n"),
        )
        .user("no, undo that")
        .ok("git checkout -- src/client/config.py")
        .say("Understood, the previous configuration is back in place and nothing else was touched."),
    );
    expect(said).not.toContain("30 seconds");
    expect(said).toContain("the retry policy stays as it was");
  });

  it("drops the line on a file `git stash` put away (TypeScript, Spanish)", async () => {
    const said = await saidByClaude(
      new Transcript(dir.path)
        .user("haz que el manejador de errores reintente")
        .edit(join(dir.path, "src/handlers/errors.ts"))
        .say(
          [
            "Resumen de los cambios de hoy:",
            "- `errors.ts`: el manejador ahora reintenta tres veces con espera exponencial",
            "- la documentación del módulo de pagos sigue pendiente de revisión",
          ].join("\n"),
        )
        .user("guarda eso para después")
        .ok("git stash")
        .say("Guardado en el stash; la rama vuelve a estar como en el último commit de hoy."),
    );
    expect(said).not.toContain("reintenta tres veces");
    expect(said).toContain("la documentación del módulo de pagos");
  });

  it("keeps the line when the file was edited again after the revert, or only unstaged (guards)", async () => {
    const said = await saidByClaude(
      new Transcript(dir.path)
        .user("raise the HTTP timeout")
        .edit(join(dir.path, "src/client/config.py"))
        .say("- `config.py`: the request timeout is now 30 seconds instead of 5, for the slow upstream")
        .user("start over and do it again cleanly")
        .ok("git checkout -- src/client/config.py")
        .edit(join(dir.path, "src/client/config.py"))
        .edit(join(dir.path, "src/client/session.py"))
        .say("- `session.py`: the connection pool now keeps ten sockets open for the upstream")
        .user("unstage everything")
        .ok("git restore --staged src/client/session.py")
        .say("Unstaged; the working tree still holds every change made in the client today."),
    );
    expect(said).toContain("30 seconds");
    expect(said).toContain("ten sockets");
  });

  it("knows a revert by its command's structure", () => {
    expect(revertTargets("git checkout -- a.py b/c.ts")).toEqual(["a.py", "b/c.ts"]);
    expect(revertTargets("git checkout HEAD~1 -- lib/x.ex")).toEqual(["lib/x.ex"]);
    expect(revertTargets("git checkout src/app.ts")).toEqual(["src/app.ts"]);
    expect(revertTargets("git checkout main")).toBeNull();
    expect(revertTargets("git checkout -b feature")).toBeNull();
    expect(revertTargets("git restore src/app.ts")).toEqual(["src/app.ts"]);
    expect(revertTargets("git restore --staged src/app.ts")).toBeNull();
    expect(revertTargets("git stash")).toBe("all");
    expect(revertTargets("git stash pop")).toBeNull();
    expect(revertTargets("git reset --hard HEAD")).toBe("all");
    expect(revertTargets("git reset HEAD~1")).toBeNull();
  });
});
