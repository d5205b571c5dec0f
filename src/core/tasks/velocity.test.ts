import { describe, expect, it } from "vitest";
import { renderProgressLog } from "./progress-log.js";
import { describeVelocity, velocity } from "./velocity.js";

describe("velocity and the progress log", () => {
  it("rolls over the last completions", () => {
    const day = (d: number) => `2026-03-0${d}T00:00:00.000Z`;
    const v = velocity(
      [
        { ts: day(1), actualMinutes: 100, estimateMinutes: 10 }, // outside the window of 3
        { ts: day(2), actualMinutes: 30, estimateMinutes: 20 },
        { ts: day(3), actualMinutes: 10, estimateMinutes: null },
        { ts: day(4), actualMinutes: 50, estimateMinutes: 20 },
      ],
      3,
    );
    expect(v).toEqual({
      window: 3,
      completed: 3,
      tasksPerDay: 1,
      avgActualMinutes: 30,
      estimateRatio: 2,
      from: day(2),
      to: day(4),
    });
    expect(describeVelocity(v)).toBe("last 3, 1 tasks/day, avg 30 min, 2× estimate");
    expect(velocity([]).completed).toBe(0);
  });

  it("renders the project-planner markdown blocks", () => {
    const md = renderProgressLog("main", [
      {
        seq: 1,
        project: "p",
        board: "main",
        ts: "2026-03-01T10:00:00.123Z",
        type: "TASK_COMPLETE",
        taskId: "t3",
        prevStatus: "IN_PROGRESS",
        newStatus: "COMPLETE",
        detail: "Write the parser (42 min)",
        data: {
          velocity: velocity([{ ts: "2026-03-01T10:00:00.123Z", actualMinutes: 42, estimateMinutes: 30 }]),
        },
        sessionId: "s1",
      },
    ]);
    expect(md).toContain(
      "## 2026-03-01T10:00:00Z — TASK_COMPLETE\n\n- Task: t3\n- Status: IN_PROGRESS → COMPLETE\n- Detail: Write the parser (42 min)\n- Velocity: last 1, avg 42 min, 1.4× estimate\n- Session: s1",
    );
  });
});
