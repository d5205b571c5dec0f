import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkpointPayload,
  type PayloadKind,
  parsePayload,
  plainPayload,
  sessionStartPayload,
  userPromptSubmitPayload,
} from "../src/hooks/payload.js";
import {
  checkpointPayload as checkpointSchema,
  parseWithSchema,
  sessionStartPayload as sessionStartSchema,
  userPromptSubmitPayload as userPromptSubmitSchema,
} from "../src/hooks/payload-schemas.js";
import { SHARED, sharedAvailable } from "./support/hook-runner.js";

const KINDS: [string, PayloadKind<unknown>][] = [
  ["SessionStart", sessionStartPayload],
  ["UserPromptSubmit", userPromptSubmitPayload],
  ["Stop", checkpointPayload],
];
const ZOD = {
  sessionStartPayload: sessionStartSchema,
  userPromptSubmitPayload: userPromptSubmitSchema,
  checkpointPayload: checkpointSchema,
};
const HANDLED = new Set([
  "SessionStart",
  "UserPromptSubmit",
  "Stop",
  "SubagentStop",
  "PreCompact",
  "PostCompact",
  "SessionEnd",
]);
const EDGES: unknown[] = [undefined, null, "", "x", 0, 1, true, false, [], {}, ["a"]];

/** Every recorded payload, with each field in turn absent or set to each edge value, and extra fields. */
function cases(recorded: Record<string, unknown>[]): unknown[] {
  const out: unknown[] = [null, [], "p", 3, {}];
  for (const p of recorded.filter((r) => HANDLED.has(r.hook_event_name as string))) {
    out.push(p, { ...p, zz: 1, aa: { b: [1] } }, { zz: 0, ...p });
    out.push(
      JSON.parse(`{"__proto__": {"x": 1}, "session_id": "s", "cwd": "/r", "hook_event_name": "Stop"}`),
    );
    for (const f of [...Object.keys(p), ...KINDS.flatMap(([, k]) => k.fields.map(([name]) => name))])
      for (const v of EDGES) {
        const c: Record<string, unknown> = { ...p };
        if (v === undefined) delete c[f];
        else c[f] = v;
        out.push(c);
      }
  }
  return out;
}

function recordedPayloads(): Record<string, unknown>[] {
  const root = join(SHARED, "claude-code", "hook-payloads");
  return readdirSync(root).flatMap((version) =>
    readdirSync(join(root, version))
      .filter((f) => f.endsWith(".json"))
      .map((f) => JSON.parse(readFileSync(join(root, version, f), "utf8")) as Record<string, unknown>),
  );
}

describe.skipIf(!sharedAvailable("claude-code/hook-payloads"))(
  "hook payloads: plain checks give zod's answer",
  () => {
    const recorded = recordedPayloads();

    it("accepts every recorded payload of its event as zod returns it", () => {
      let accepted = 0;
      for (const p of recorded)
        for (const [event, kind] of KINDS) {
          const events =
            event === "Stop" ? ["Stop", "SubagentStop", "PreCompact", "PostCompact", "SessionEnd"] : [event];
          if (!events.includes(p.hook_event_name as string)) continue;
          const plain = plainPayload(kind, p);
          expect(plain, `${p.hook_event_name}`).toBeDefined();
          expect(plain).toStrictEqual(ZOD[kind.schema].parse(p));
          accepted++;
        }
      expect(accepted).toBeGreaterThan(10);
    });

    it("accepts nothing zod rejects; what it accepts has zod's fields, order and values", () => {
      let plainAccepted = 0;
      for (const c of cases(recorded))
        for (const [, kind] of KINDS) {
          const plain = plainPayload(kind, c) as Record<string, unknown> | undefined;
          const zod = ZOD[kind.schema].safeParse(c);
          if (plain === undefined) continue; // zod judges it (parsePayload)
          expect(zod.success).toBe(true);
          const data = zod.data as Record<string, unknown>;
          expect(Object.keys(plain)).toEqual(Object.keys(data));
          for (const k of Object.keys(plain)) expect(plain[k]).toBe(data[k]);
          plainAccepted++;
        }
      expect(plainAccepted).toBeGreaterThan(500);
    });

    it("an invalid payload fails with zod's message", async () => {
      const bad = { ...recorded.find((p) => p.hook_event_name === "UserPromptSubmit"), prompt: 3 };
      const before = await parseWithSchema(userPromptSubmitSchema, bad, "UserPromptSubmit").catch(
        (e: Error) => e,
      );
      const after = await parsePayload(userPromptSubmitPayload, bad, "UserPromptSubmit").catch(
        (e: Error) => e,
      );
      expect(after).toBeInstanceOf(Error);
      expect(after.message).toBe(before.message);
      expect(after.message).toMatch(/^invalid UserPromptSubmit payload: prompt/);
    });
  },
);
