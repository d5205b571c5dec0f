// A token a command printed and the terminal wrapped (positional.ts redactLoneTokens, wrapped-tokens.ts),
// and a member read in a template attribute (assignments.ts), through redact(). Values are made up here.
import { describe, expect, it } from "vitest";
import { redact } from "./redact.js";

const HEAD = "xoxp-4821937650-7719204836-5b1e9c";
const HEX_TAIL = "7d2f4a9c0e1b83d6f5a27c4e9b0d1f3a6c8e2b4d7f90a1c3e5";

describe("a printed token wrapped by the terminal", () => {
  it("redacts the hex continuation after a line that held only the printed value", () => {
    const out = redact(`$ slack token show\n${HEAD}\n${HEX_TAIL}`);
    expect(out).not.toContain(HEAD);
    expect(out).not.toContain(HEX_TAIL);
    expect(out.startsWith("$ slack token show\n")).toBe(true);
  });

  it("leaves a commit SHA after a header whose value was redacted", () => {
    const sha = "0bc7422501c562ecabd9223bf4214a49e352dc04";
    const out = redact(`curl -H "Authorization: Bearer ${HEAD}${HEX_TAIL}"\n${sha}`);
    expect(out).not.toContain(HEAD);
    expect(out.endsWith(`\n${sha}`)).toBe(true);
  });

  it("redacts a continuation holding an inner `=` and a checksum (Atlassian's API token shape)", () => {
    const first = "ATATT3xFfGF0Qw8Rt5Yu2Io7Pa4Sd1Fg6Hj9Kl3Zx0Cv5Bn8Mq2Wn7Ek4Rl1Ty6Ui9Op3As";
    const rest = "Df6Gh0Jk3Lz8Xc2Vb5Nm9Qw1Er4Ty7Ui0Op3As6Df9Gh=4C1B7E2A";
    const out = redact(`Use this in the header:\n\n\`\`\`\nAuthorization: Bearer ${first}\n${rest}\n\`\`\``);
    expect(out).not.toContain(first);
    expect(out).not.toContain(rest);
  });
});

describe("a member read in a template attribute", () => {
  it("leaves `token={item.token}` and `apiKey={this.props.apiKey}` alone", () => {
    for (const text of [
      "<Row key={item.id} token={item.token} />",
      "{items.map((item) => (\n  <Row token={item.token} />\n))}",
      '<Client apiKey={this.props.apiKey} region="eu" />',
    ])
      expect(redact(text)).toBe(text);
  });
});

describe("a CSV row under its header", () => {
  it("marks only the cells under a credential's name", () => {
    const token = "00aQ7rT2xLm9Kp4Vb8Nc3Wd6Ze1Yf5Hg0Jk";
    expect(redact(`env,service,stripe_api_token\nprod,billing,${token}`)).toBe(
      "env,service,stripe_api_token\nprod,billing,[REDACTED:secret]",
    );
    const cursor = "eyJpZCI6NDIxMDcsInRzIjoxNzY0MjMwMzUzfQ==";
    const page = `day,next_page_token,count\n2026-11-20,${cursor},17`;
    expect(redact(page)).toBe(page);
  });
});

describe("code that looks like a CSV row", () => {
  it("leaves a keyword argument after a placeholder alone", () => {
    const text = "client = Client(\n    npm_token='${NPM_TOKEN}',\n    timeout=30,\n)";
    expect(redact(text)).toBe(text);
  });
});
