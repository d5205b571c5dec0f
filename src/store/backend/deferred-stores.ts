/**
 * `Stores` usable at once while the real ones are still opening (a server store connects and checks
 * its schema asynchronously): every port method is async already, so each call waits for the opening
 * and then runs on the real store. An opening that failed rejects every call with its error;
 * `store.close()` then resolves (there is nothing to close).
 */
import { CairnError } from "../../core/common/errors.js";
import type { NoteStore } from "../note-store.js";
import type { Store } from "../store.js";
import type { Stores } from "../stores.js";

export function deferredStores(opening: Promise<Stores>, identity: Store["identity"]): Stores {
  // an unobserved rejection must not crash the process before a caller asks
  opening.catch(() => {});
  const forward = <T extends object>(pick: (s: Stores) => T, own: Partial<T>): T =>
    new Proxy(own as T, {
      get(target, key) {
        if (key in target) return Reflect.get(target, key);
        if (key === "then") return undefined; // not a thenable
        return (...args: unknown[]) =>
          opening.then((s) => {
            const real = pick(s) as Record<PropertyKey, unknown>;
            const fn = real[key];
            if (typeof fn !== "function")
              throw new CairnError("UNSUPPORTED", `this store has no ${String(key)}`);
            return fn.apply(real, args);
          });
      },
      has(target, key) {
        return key in target || key !== "then";
      },
    });
  const store = forward<Store>((s) => s.store, {
    identity,
    close: () => opening.then((s) => s.store.close()).catch(() => undefined),
  });
  const notes = forward<NoteStore>((s) => s.notes, {});
  return {
    store,
    notes,
    tasks: () => opening.then((s) => s.tasks()),
    hasTaskBoards: (project) => opening.then((s) => s.hasTaskBoards(project)),
    offline: () => opening.then((s) => s.offline?.() ?? null),
    projects: () => opening.then((s) => s.projects()),
  };
}
