/**
 * The Store contract, "one memory per fact" part: sightings (idempotent by key, oldest first, found by
 * their dedupe key, removed with their memory) and the superseded relation (reason and time kept,
 * status filters, the memories one memory supersedes). Called inside runStoreContract's describe, so
 * every implementation passes it with the same fresh store.
 */
import { expect, it } from "vitest";
import type { Sighting } from "../core/memories/sighting.js";
import type { Store } from "./store.js";
import { parsed, T0, T1, T2 } from "./store-contract.fixtures.js";

function sighting(s: Partial<Sighting> & Pick<Sighting, "key" | "at">): Sighting {
  return {
    source: { kind: "hook", event: "Stop", sessionId: "s1", toolUseId: "toolu_1" },
    capturedBy: null,
    dedupeKey: null,
    title: "Use pnpm",
    ...s,
  };
}

/** `current` returns the store of the running test (projects p1 and p2 exist). */
export function storeSightingsContract(current: () => Store): void {
  it("records each sighting once per key, lists them oldest first, refuses an unknown memory", async () => {
    const m = await current().insertMemory(parsed({ title: "Use pnpm" }), T0);
    const later = sighting({
      key: "k2",
      at: T2,
      source: { kind: "mcp", event: "save_decision", sessionId: "s2", toolUseId: null },
      capturedBy: "ana@laptop",
      title: "use pnpm.",
    });
    expect(await current().addSighting(m.id, later)).toBe(true);
    expect(await current().addSighting(m.id, sighting({ key: "k1", at: T1 }))).toBe(true);
    expect(await current().addSighting(m.id, sighting({ key: "k1", at: T2, title: "again" }))).toBe(false);
    const seen = await current().listSightings(m.id);
    expect(seen.map((s) => s.key)).toEqual(["k1", "k2"]);
    expect(seen[1]).toEqual(later);
    expect(seen[0]).toMatchObject({
      at: T1,
      title: "Use pnpm",
      source: { kind: "hook", toolUseId: "toolu_1" },
    });
    expect((await current().listSightings(m.id, 1)).map((s) => s.key)).toEqual(["k1"]);
    expect(await current().listSightings("m_missing")).toEqual([]);
    await expect(current().addSighting("m_missing", sighting({ key: "k", at: T0 }))).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("finds a memory by the dedupe key of a sighting merged into it, its own key first", async () => {
    const m = await current().insertMemory(
      parsed({ title: "Tests need MIX_ENV=test", dedupeKey: "own" }),
      T0,
    );
    await current().addSighting(m.id, sighting({ key: "k", at: T1, dedupeKey: "finding:s1:tests need" }));
    expect((await current().findByDedupeKey("p1", "finding:s1:tests need"))?.id).toBe(m.id);
    expect(await current().findByDedupeKey("p2", "finding:s1:tests need")).toBeNull();
    const other = await current().insertMemory(
      parsed({ title: "Other", dedupeKey: "finding:s1:tests need" }),
      T1,
    );
    expect((await current().findByDedupeKey("p1", "finding:s1:tests need"))?.id).toBe(other.id);
    await current().softDeleteMemory(other.id, T2);
    expect((await current().findByDedupeKey("p1", "finding:s1:tests need"))?.id).toBe(m.id);
    await current().softDeleteMemory(m.id, T2);
    expect(await current().findByDedupeKey("p1", "finding:s1:tests need")).toBeNull();
  });

  it("drops a memory's sightings with it (hard delete)", async () => {
    const m = await current().insertMemory(parsed({ title: "Use pnpm" }), T0);
    await current().addSighting(m.id, sighting({ key: "k1", at: T0, dedupeKey: "gone" }));
    await current().hardDeleteMemory(m.id);
    expect(await current().listSightings(m.id)).toEqual([]);
    expect(await current().findByDedupeKey("p1", "gone")).toBeNull();
  });

  it("keeps when and why a memory was superseded; filters by status and by superseding memory", async () => {
    const a = await current().insertMemory(parsed({ title: "Use REST for sync" }), T0);
    const b = await current().insertMemory(parsed({ title: "Use gRPC for sync" }), T1);
    const c = await current().insertMemory(parsed({ title: "Unrelated" }), T1);
    const marked = await current().updateMemory(
      a.id,
      { supersededBy: b.id, supersededAt: T2, supersededReason: "a later decision on the same subject" },
      T2,
    );
    expect(marked).toMatchObject({
      supersededBy: b.id,
      supersededAt: T2,
      supersededReason: "a later decision on the same subject",
    });
    expect(await current().getMemory(a.id)).toEqual(marked);
    const ids = (f: Parameters<Store["listMemories"]>[0]) =>
      current()
        .listMemories({ project: "p1", ...f })
        .then((l) => l.map((m) => m.id).sort());
    expect(await ids({})).toEqual([b.id, c.id].sort());
    expect(await ids({ onlySuperseded: true })).toEqual([a.id]);
    expect(await ids({ supersededBy: b.id })).toEqual([a.id]);
    expect(await ids({ supersededBy: c.id })).toEqual([]);
    expect(await current().countMemories({ project: "p1", onlySuperseded: true })).toBe(1);
    const [live, old] = await current().listMemoriesBatch([{ project: "p1" }, { supersededBy: b.id }]);
    expect(live?.length).toBe(2);
    expect(old?.map((m) => m.id)).toEqual([a.id]);
    const back = await current().updateMemory(
      a.id,
      { supersededBy: null, supersededAt: null, supersededReason: null },
      T2,
    );
    expect(back).toMatchObject({ supersededBy: null, supersededAt: null, supersededReason: null });
  });
}
