// Tokens wrapped across lines (wrapped-tokens.ts), through redact(): every line a token spans is
// redacted once its first part is, and the lines after a redacted one that only look like a
// continuation (a commit SHA, a UUID, a file name, a `key: value` line) stay.
import { describe, expect, it } from "vitest";
import { redact } from "./redact.js";

const PARTS = ["Xk9mP2qLzz7Yt4Rw1Vb8", "Nc3Jh6Gd0Fs5Ae2Wq7Er", "Ty9Ui0"];

describe("wrapped tokens", () => {
  it("redacts each continuation of a token cut by fold, a backslash, an indent or a table", () => {
    for (const text of [
      `$ echo $GITHUB_TOKEN | fold -w 20\n${PARTS.join("\n")}`,
      `curl -H "X-Api-Key: ${PARTS[0]}${PARTS[1]}\\\n  ${PARTS[2]}OpAsDfGh1Jk2" https://api.acme.io`,
      `│ token  │ ${PARTS[0]}${PARTS[1]} │\n│        │ ${PARTS[2]}OpAsDfGh1Jk2Lz3X │`,
      `SECRET_KEY = ("${PARTS[0]}${PARTS[2]}"\n              "${PARTS[1]}OpAsDfGh1Jk2")`,
    ]) {
      const out = redact(text);
      for (const part of PARTS) expect(out, text).not.toContain(part);
      expect(redact(out)).toBe(out);
    }
    expect(redact(`curl -H "X-Api-Key: ${PARTS[0]}${PARTS[1]}\\\n  ${PARTS[2]}OpAsDfGh1Jk2" x`)).toContain(
      '" x',
    );
  });

  it("follows a log's re-printed prefix and a JSON string cut mid-token", () => {
    const at = "2026-11-27 04:00:01.123 DEBUG [http] ";
    const log = `${at}> Authorization: Bearer ${PARTS[0]}${PARTS[1]}\n${at}  ${PARTS[2]}OpAsDfGh1Jk2`;
    expect(redact(log)).toMatch(/Bearer \[REDACTED:\w+\]\n.*] +\[REDACTED:secret\]$/);
    const sha = "0bc7422501c562ecabd9223bf4214a49e352dc04";
    const after = `${at}> Authorization: Bearer ${PARTS[0]}${PARTS[1]}\n${at}${sha}\n${at}Done`;
    expect(redact(after)).toContain(`\n${at}${sha}\n${at}Done`);
    const json = `{"access_token":"${PARTS[0]}${PARTS[1]}\n${PARTS[2]}OpAsDfGh1Jk2","expires_in":3600}`;
    for (const part of PARTS) expect(redact(json)).not.toContain(part);
  });

  it("leaves the lines after a redacted one that are no continuation", () => {
    const sha = "0bc7422501c562ecabd9223bf4214a49e352dc04";
    const text = `export API_TOKEN=${PARTS[0]}${PARTS[1]}\nREADME.md\nconfig-v2-prod.yaml\nretries: 3\nnext_key`;
    expect(redact(text)).toBe(
      `export API_TOKEN=[REDACTED:secret]\nREADME.md\nconfig-v2-prod.yaml\nretries: 3\nnext_key`,
    );
    const header = `curl -H "Authorization: Bearer ${PARTS[0]}${PARTS[1]}"`;
    expect(redact(`${header}\n${sha}`)).toBe(`curl -H "Authorization: Bearer [REDACTED:token]"\n${sha}`);
    expect(
      redact(`token = "${PARTS[0]}${PARTS[1]}"\nconst id = "4f9a1c2e-8b3d-4e6f-a1b2-c3d4e5f60718"`),
    ).toContain("4f9a1c2e-8b3d-4e6f-a1b2-c3d4e5f60718");
  });
});
