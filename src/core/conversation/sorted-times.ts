/**
 * Binary search over a list sorted by an ISO-8601 time (strings compare in time order).
 */

/**
 * How many of the `items`, sorted ascending by `at(item)`, are at or before `ts`: the index of the
 * first one after it (`items.length` when none is). O(log n).
 * @param at reads an item's time; the item itself by default (a list of time strings)
 */
export function countAtOrBefore<T>(items: readonly T[], ts: string, at: (x: T) => string = String): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at(items[mid] as T) <= ts) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
