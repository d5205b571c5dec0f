import { describe, expect, it } from "vitest";
import { mulberry32 } from "../../../test/reliability/secrets/corpus-alphabets.js";
import { inertShape } from "./inert-shapes.js";
import { redact, redactRules } from "./redact.js";

const rnd = mulberry32(20261127);
const pick = (alphabet: string, n: number) =>
  Array.from({ length: n }, () => alphabet[Math.floor(rnd() * alphabet.length)]).join("");
const B62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const HEX = "0123456789abcdef";
const time = () => new Date(Math.floor(rnd() * 4e12)).toISOString();
const uuid = () =>
  `${pick(HEX, 8)}-${pick(HEX, 4)}-4${pick(HEX, 3)}-${"89ab"[Math.floor(rnd() * 4)]}${pick(HEX, 3)}-${pick(HEX, 12)}`;
const toolUseId = () => `toolu_01${pick(B62, 22)}`;

const SHAPES: Record<string, () => string> = {
  "a date-time": time,
  "a date-time with an offset": () => time().replace("Z", "+02:00"),
  "an event key": () =>
    `${["PostToolUse", "SessionStart", "Stop", "UserPromptSubmit"][Math.floor(rnd() * 4)]}:${time()}`,
  "a UUID": uuid,
  "a tool-use id": toolUseId,
  "a server tool-use id": () => `srvtoolu_01${pick(B62, 22)}`,
  "a tool-use dedupe key": () => `t:${toolUseId()}`,
  "a memory id": () => `m_${pick(HEX, 12)}`,
  "a project id": () => pick(HEX, 16),
  "an excerpt key": () => pick(HEX, 32),
};

describe("identifier shapes redact returns at once", () => {
  it.each(Object.entries(SHAPES))(
    "the rules leave %s unchanged, so the shortcut gives their answer",
    (_, make) => {
      for (let i = 0; i < 1500; i++) {
        const s = make();
        expect(inertShape(s), s).toBe(true);
        expect(redactRules(s), s).toBe(s);
        expect(redact(s)).toBe(s);
      }
    },
  );

  it("does not take a secret, or a text around an identifier, for an identifier", () => {
    const token = `ghp_${pick(B62, 36)}`;
    for (const s of [
      token,
      `${uuid()} ${token}`,
      `password:${time()}`,
      `toolu_01${pick(B62, 22)}\nAuthorization: Bearer ${pick(B62, 40)}`,
      uuid().toUpperCase(),
      `t:toolu_${pick(B62, 80)}`,
      `m_${pick(HEX, 12)} ${token}`,
      `m_${pick(B62, 12)}`,
      pick(HEX, 16).toUpperCase(),
      pick(HEX, 24),
      pick(HEX, 40),
    ])
      expect(inertShape(s), s).toBe(false);
    expect(redact(`${uuid()} ${token}`)).not.toContain(token);
  });
});
