/** A turn: what happened since the user's last prompt (the events after the last prompt event). */
import type { ActivityEvent } from "./events.js";

export function currentTurn(events: readonly ActivityEvent[]): ActivityEvent[] {
  let start = 0;
  events.forEach((e, i) => {
    if (e.kind === "prompt") start = i + 1;
  });
  return events.slice(start);
}
