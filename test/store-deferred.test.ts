import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CairnError } from "../src/core/common/errors.js";
import { deferredStores } from "../src/store/backend/deferred-stores.js";
import { openSqliteStores } from "../src/store/sqlite/stores.js";
import type { Stores } from "../src/store/stores.js";
import { tempDir } from "./support/temp.js";

const T0 = "2026-01-01T00:00:00.000Z";
const dir = tempDir("cairn-deferred-");
afterAll(() => dir.cleanup());

describe("deferredStores", () => {
  it("is usable at once: calls wait for the opening, then run on the real stores", async () => {
    let open: (s: Stores) => void = () => {};
    const opening = new Promise<Stores>((resolve) => {
      open = resolve;
    });
    const stores = deferredStores(opening, "shared");
    expect(stores.store.identity).toBe("shared");
    const pending = stores.store.upsertProject({ id: "p1", identity: "x", root: "/r", name: "r" }, T0);
    const listed = pending.then(() => stores.store.listProjects());
    open(openSqliteStores({ path: join(dir.path, "a.db") }));
    expect((await listed).map((p) => p.id)).toEqual(["p1"]);
    expect(await stores.notes.listNotes({ project: "p1" })).toEqual([]);
    expect(await stores.hasTaskBoards("p1")).toBe(false);
    await stores.store.close();
  });

  it("rejects every call with the opening's error, and close() still resolves", async () => {
    const stores = deferredStores(Promise.reject(new CairnError("STORE", "no server")), "shared");
    await expect(stores.store.listProjects()).rejects.toThrow("no server");
    await expect(stores.tasks()).rejects.toThrow("no server");
    await expect(stores.store.close()).resolves.toBeUndefined();
  });

  it("says UNSUPPORTED for a method the real store lacks", async () => {
    const real = openSqliteStores({ path: join(dir.path, "b.db") });
    const stores = deferredStores(Promise.resolve(real), "local");
    const missing = (stores.store as unknown as { noSuchMethod: () => Promise<void> }).noSuchMethod();
    await expect(missing).rejects.toMatchObject({ code: "UNSUPPORTED" });
    await stores.store.close();
  });
});
