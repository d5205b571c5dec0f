import { describe, expect, it } from "vitest";
import {
  PROTOCOL_BEGIN,
  PROTOCOL_END,
  PROTOCOL_TEXT,
  protocolBlock,
  removeProtocol,
  upsertProtocol,
} from "./protocol.js";

describe("protocol block", () => {
  it("says what goes in a note, the frontmatter contract, who stamps updated, and that code wins", () => {
    expect(PROTOCOL_TEXT).toContain(".cairn/notes/<topic>.md");
    expect(PROTOCOL_TEXT).toMatch(/summary:/);
    expect(PROTOCOL_TEXT).toMatch(/covers:/);
    expect(PROTOCOL_TEXT).toMatch(/`updated` is stamped by Cairn/);
    expect(PROTOCOL_TEXT).toMatch(/Current code beats memory/);
  });

  it("creates, appends after a blank line, and is idempotent", () => {
    const fresh = upsertProtocol(null);
    expect(fresh).toBe(`${protocolBlock()}\n`);
    expect(upsertProtocol(fresh)).toBe(fresh);
    const mine = "# My project\n\nUse pnpm.\n";
    const once = upsertProtocol(mine);
    expect(once).toBe(`${mine}\n${protocolBlock()}\n`);
    expect(upsertProtocol(once)).toBe(once);
    expect(upsertProtocol("no newline")).toBe(`no newline\n\n${protocolBlock()}\n`);
  });

  it("replaces an outdated block in place and keeps CRLF and the text around it", () => {
    const old = `a\r\n${PROTOCOL_BEGIN}\r\nold text\r\n${PROTOCOL_END}\r\nb\r\n`;
    const out = upsertProtocol(old);
    expect(out).toBe(`a\r\n${protocolBlock("\r\n")}\r\nb\r\n`);
    expect(out.replaceAll("\r\n", "")).not.toContain("\n");
  });

  it("removes the block and the blank line it added", () => {
    const mine = "# My project\n\nUse pnpm.\n";
    expect(removeProtocol(upsertProtocol(mine))).toBe(mine);
    expect(removeProtocol(mine)).toBe(mine);
    expect(removeProtocol(upsertProtocol(null)).trim()).toBe("");
  });
});
