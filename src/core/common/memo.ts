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
