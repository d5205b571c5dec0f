import { describe, expect, it } from "vitest";
import { type ActivityEvent, activityEvent, INTERRUPTED } from "../capture/events.js";
import { allowedLater, refusedCalls, sameCall } from "./refusals-allowed.js";

const run = (ts: string, command: string, rejected = false): ActivityEvent =>
  activityEvent({
    sessionId: "s2",
    ts,
    kind: "tool",
    event: "import",
    tool: "Bash",
    toolUseId: `t-${ts}`,
    command,
    ok: !rejected,
    error: rejected ? INTERRUPTED : null,
    detail: rejected ? "rejected" : null,
  });

describe("refusals a later run settled", () => {
  it("reads the calls of a refusal's title and compares calls by action and words, not flags or redirections", () => {
    expect(
      refusedCalls("The user rejected `npm publish`, `git tag v2.0.0` at the permission prompt"),
    ).toEqual(["npm publish", "git tag v2.0.0"]);
    expect(sameCall("mix phx.server 2>&1 | head -80", "mix phx.server")).toBe(true);
    expect(sameCall("cargo run --release -- --port 8080", "cargo run -- --port 8080")).toBe(true);
    expect(sameCall("git config --local commit.gpgsign false", "git config --local user.name bot")).toBe(
      false,
    );
    expect(sameCall("git push --force origin release", "git push origin main")).toBe(false);
    expect(sameCall("docker compose down -v …", "docker compose down -v")).toBe(false);
  });

  it("settles a refusal only when every call it names ran after it was seen, and not when rejected again", () => {
    const refusals = [
      {
        id: "one",
        title: "The user rejected `npm publish` at the permission prompt",
        seenAt: "2026-03-01T10:00:00Z",
      },
      {
        id: "two",
        title: "The user rejected `npm publish`, `git tag v2.0.0` at the permission prompt",
        seenAt: "2026-03-01T10:00:00Z",
      },
      {
        id: "later",
        title: "The user rejected `npm publish` at the permission prompt",
        seenAt: "2026-03-03T10:00:00Z",
      },
    ];
    const events = [
      run("2026-03-02T09:00:00Z", "git tag v2.0.0", true),
      run("2026-03-02T09:05:00Z", "npm publish"),
    ];
    expect(allowedLater(refusals, events).map((s) => [s.id, s.by.command])).toEqual([["one", "npm publish"]]);
  });
});
