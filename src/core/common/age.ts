/**
 * Human-readable age of a timestamp relative to `now`: "just now" (under a minute, in the future or
 * unparsable), then "5m ago" (< 1 h), "3h ago" (< 48 h), "2d ago" (< 14 d), "6w ago" (< 365 d), "1y ago".
 */
export function formatAge(iso: string, now: Date): string {
  const ms = now.getTime() - Date.parse(iso);
  if (!Number.isFinite(ms) || ms < 60_000) return "just now";
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 14) return `${days}d ago`;
  if (days < 365) return `${Math.floor(days / 7)}w ago`;
  return `${Math.floor(days / 365)}y ago`;
}
