import { describe, expect, it } from "vitest";
import { activityEventSchema, activityEventZodSchema, EVENT_KINDS } from "./events.js";

/** Valid events of every kind, with fields absent, null and at their length limits. */
const BASE: Record<string, unknown>[] = EVENT_KINDS.flatMap((kind, i) => [
  { sessionId: `s-${i}`, ts: "2026-11-27T10:00:00.000Z", kind, event: "PostToolUse" },
  {
    sessionId: "x".repeat(128),
    ts: "t",
    kind,
    event: "e".repeat(64),
    tool: "Bash",
    toolUseId: "toolu_1",
    files: ["/a/b.ts", "f".repeat(1024)],
    command: "npm test",
    ok: false,
    exitCode: 1,
    error: "Error: x",
    detail: "d".repeat(4000),
    cwd: "/repo",
    agentId: "agent-1",
  },
  {
    agentId: null,
    cwd: null,
    kind,
    extra: { nested: true },
    ts: "2026",
    sessionId: "é🙂",
    event: "",
    files: Array.from({ length: 64 }, (_, k) => `f${k}`),
    ok: true,
    exitCode: -0,
  },
]);

/** Values each field is set to in turn: types, limits and one past them. */
const EDGES: unknown[] = [
  undefined,
  null,
  "",
  "a",
  "b".repeat(64),
  "b".repeat(65),
  "c".repeat(128),
  "c".repeat(129),
  "d".repeat(500),
  "d".repeat(501),
  "e".repeat(1024),
  "e".repeat(1025),
  "g".repeat(2001),
  "h".repeat(4001),
  "i".repeat(4097),
  0,
  -1,
  1.5,
  2 ** 53,
  2 ** 53 - 1,
  -(2 ** 53),
  1e21,
  true,
  false,
  [],
  ["x"],
  [1],
  [null],
  Array.from({ length: 65 }, () => "p"),
  ["j".repeat(1025)],
  {},
  "prompt",
  "tool",
  "nope",
];
const FIELDS = [
  "sessionId",
  "ts",
  "kind",
  "event",
  "tool",
  "toolUseId",
  "files",
  "command",
  "ok",
  "exitCode",
  "error",
  "detail",
  "cwd",
  "agentId",
  "unknown",
];

describe("activityEventSchema: the plain path gives zod's answer", () => {
  it("accepts and rejects what zod does, with the same output (fields, order, values)", () => {
    let plainAccepted = 0;
    const cases: unknown[] = [null, [], "s", 1, ...BASE];
    for (const base of BASE)
      for (const f of FIELDS)
        for (const v of EDGES) {
          const c: Record<string, unknown> = { ...base };
          if (v === undefined) delete c[f];
          else c[f] = v;
          cases.push(c);
        }
    for (const c of cases) {
      const ours = activityEventSchema.safeParse(c);
      const zod = activityEventZodSchema().safeParse(c);
      expect(ours.success).toBe(zod.success);
      if (ours.success && zod.success) {
        expect(JSON.stringify(ours.data)).toBe(JSON.stringify(zod.data));
        expect(Object.keys(ours.data)).toEqual(Object.keys(zod.data));
        expect(Object.is(ours.data.exitCode, zod.data.exitCode)).toBe(true);
        plainAccepted++;
      } else if (!ours.success && !zod.success) {
        expect(ours.error.issues).toEqual(zod.error.issues);
      }
    }
    expect(plainAccepted).toBeGreaterThan(1000);
  });

  it("parse returns the event or throws zod's error", () => {
    const e = { sessionId: "s", ts: "t", kind: "tool", event: "PostToolUse", files: ["a"] };
    expect(activityEventSchema.parse(e)).toEqual(activityEventZodSchema().parse(e));
    expect(() => activityEventSchema.parse({ ...e, kind: "nope" })).toThrow();
  });
});
