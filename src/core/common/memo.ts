/**
 * A bounded memo for pure functions of one string (command shapes, statement meanings): the same
 * commands and titles come back event after event and save after save. At most `max` results are
 * kept; when full, the memo starts over. A result is shared between callers, so it is read-only.
 */
export function memoized<T>(fn: (text: string) => T, max = 4096): (text: string) => T {
  const memo = new Map<string, T>();
  return (text) => {
    let out = memo.get(text);
    if (out === undefined && !memo.has(text)) {
      if (memo.size >= max) memo.clear();
      out = fn(text);
      memo.set(text, out);
    }
    return out as T;
  };
}

/**
 * A loader that runs `load` on first call and shares its promise with every later call; a load that
 * rejects is forgotten, so the next call tries again (a model whose package was installed meanwhile).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((err: unknown) => {
      pending = null;
      throw err;
    });
    return pending;
  };
}
