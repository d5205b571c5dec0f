/**
 * When this process started, in epoch milliseconds (what `performance.timeOrigin` gives): from
 * `process.uptime()`, because the `performance` global loads perf_hooks on first use (~1 ms of a
 * hook's start-up). Millisecond precision is all the hooks' time budgets need.
 */
export function processStartMs(): number {
  return Date.now() - process.uptime() * 1000;
}
