// What the session summary says is still open at the end: the user's last request when no answer
// followed it (an interrupted session).
import { describe, expect, it } from "vitest";
import { type ActivityEvent, activityEvent } from "./events.js";
import { summarizeSession, unansweredRequest } from "./summary.js";

const at = (s: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, s)).toISOString();
const prompt = (s: number, detail: string): ActivityEvent =>
  activityEvent({ sessionId: "s1", ts: at(s), kind: "prompt", event: "import", detail });

describe("unanswered request", () => {
  it("a request after the last substantive message is open, and leads the next steps", () => {
    const events = [
      prompt(1, "start phoenix in background"),
      prompt(5, "xterm scrollback still does not work; research it"),
    ];
    expect(unansweredRequest(events, at(3))).toBe(
      "Unanswered: xterm scrollback still does not work, research it",
    );
    const parts = summarizeSession(events, "Phoenix is starting.", at(3));
    expect(parts.nextSteps[0]).toBe("Unanswered: xterm scrollback still does not work, research it");
    expect(parts.summary).toContain("Next: Unanswered: xterm scrollback");
  });

  it("near misses: an answered request, a yes/no question or a notification after the answer, a live Stop", () => {
    const answered = [prompt(1, "fix the login test")];
    expect(unansweredRequest(answered, at(2))).toBeNull();
    expect(unansweredRequest([...answered, prompt(3, "did you push?")], at(2))).toBeNull();
    expect(
      unansweredRequest(
        [...answered, prompt(3, "<task-notification><status>completed</status></task-notification>")],
        at(2),
      ),
    ).toBeNull();
    expect(unansweredRequest([prompt(3, "fix the login test")], null)).toBeNull();
    expect(unansweredRequest([...answered, prompt(3, "thanks, great work!")], at(2))).toBeNull();
    expect(unansweredRequest([...answered, prompt(3, "/exit")], at(2))).toBeNull();
  });
});
