// Split, escaped and encoded placements (joined-literals.ts, escaped-strings.ts, hex-tokens.ts) and
// the file formats and prose forms added with them: each secret is redacted in its placement, and
// the look-alike in the same placement is left as it was.
import { describe, expect, it } from "vitest";
import { redact } from "./redact.js";
import { redactStoredText } from "./stored-text.js";

const GH = "ghp_Q7vK2mXw9LbR4tYp8NcJ3sHd6FgA1eZu5WqO";

describe("tokens split in code or wrapped by a terminal", () => {
  it("redacts every part of a token joined by +, implicit concatenation or a join call", () => {
    const concat = redact(`String token = "${GH.slice(0, 20)}"\n    + "${GH.slice(20)}";`);
    expect(concat).toBe('String token = "[REDACTED:secret]"\n    + "[REDACTED:secret]";');
    const implicit = redact(`API_SECRET = (\n    "Xk9mQ2vL7pR4tW8n"\n    "Bz3cJ6hF1sD5gA0e"\n)`);
    expect(implicit).not.toContain("Xk9mQ2vL7pR4tW8n");
    expect(implicit).not.toContain("Bz3cJ6hF1sD5gA0e");
    const joined = redact(`const token = [\n  "${GH.slice(0, 18)}",\n  "${GH.slice(18)}",\n].join("");`);
    expect(joined).not.toContain(GH.slice(18));
  });

  it("redacts both lines of a token a terminal wrapped", () => {
    const out = redact(
      "$ echo $SLACK_TOKEN\nxoxp-175411044095-773498236431-407606\n3095325-ec988a58cc86794edf670276e81967e6",
    );
    expect(out).toBe("$ echo $SLACK_TOKEN\n[REDACTED:secret]\n[REDACTED:secret]");
  });

  it("leaves text, paths and ids joined in code alone", () => {
    for (const text of [
      `String message = "Could not refresh the access token, "\n    + "please sign in again.";`,
      `const path = ["src", "core", "redact"].join("/");`,
      `String commit = "3f9a1c7e2b4d6f8a0c1e"\n    + "5b7d9f1a3c5e7b9d0f2a";`,
      `const token = "ghp_" + "*".repeat(36);`,
    ])
      expect(redact(text)).toBe(text);
  });
});

describe("secrets inside escaped JSON string literals", () => {
  it("redacts a notebook cell's assignment and a password in JSON inside a tool result", () => {
    const cell = JSON.stringify({
      cell_type: "code",
      source: [`os.environ["DD_APP_KEY"] = "${"7490fe82b4326ef6b308e0028a7c9d761634d533"}"\n`],
    });
    expect(redactStoredText(cell)).not.toContain("7490fe82b4326ef6b308e0028a7c9d761634d533");
    const inner = JSON.stringify({ host: "db", user: "app", password: "qMPuLo-ebGE6o7I+18" });
    const line = JSON.stringify({ type: "tool_result", content: JSON.stringify({ stdout: inner }) });
    const out = redactStoredText(line);
    expect(out).not.toContain("qMPuLo-ebGE6o7I+18");
    // still JSON, with the same nesting
    expect(JSON.parse(JSON.parse(JSON.parse(out).content).stdout).host).toBe("db");
  });

  it("leaves ids, placeholders and masks in nested JSON alone", () => {
    for (const inner of [
      { host: "db", password: "${DB_PASSWORD}" },
      { host: "db", password: "********" },
      { commit: "3f9a1c7e2b4d6f8a0c1e5b7d9f1a3c5e7b9d0f2a", id: "0e69356c-bf1a-494d-8911-f50ad83913eb" },
    ]) {
      const line = JSON.stringify({
        type: "tool_result",
        content: JSON.stringify({ stdout: JSON.stringify(inner) }),
      });
      expect(redactStoredText(line)).toBe(line);
    }
  });
});

describe("encoded tokens, file formats and prose", () => {
  it("redacts a token written as hex, not hex of ordinary text", () => {
    const hex = Buffer.from("sk_live_51XY2CzuHakfGs44uLGmjSkq").toString("hex");
    expect(redact(`private const val hex = "${hex}"`)).not.toContain(hex);
    const text = `const greeting = "${Buffer.from("Welcome to the dashboard").toString("hex")}";`;
    expect(redact(text)).toBe(text);
  });

  it("redacts FileZilla, PgBouncer and .htpasswd secrets", () => {
    expect(redact('<Pass encoding="base64">bFhSMDFkWldVVFc2Q2owQ1RTWjA=</Pass>')).toBe(
      '<Pass encoding="base64">[REDACTED:password]</Pass>',
    );
    expect(redact('"app" "md52729f659d5d31fd8819a8e5cf08ca444"')).toBe('"app" "[REDACTED:password]"');
    expect(redact("admin:$apr1$cG2EZbeV$Vm8Y2lIW1o.LeUNKXDusdc")).toBe("admin:$apr1$[REDACTED:password]");
    expect(redact("app:x:1000:1000:App User:/home/app:/bin/bash")).toBe(
      "app:x:1000:1000:App User:/home/app:/bin/bash",
    );
  });

  it("redacts a passphrase after an Arabic, Thai or Vietnamese copula, not a description", () => {
    expect(redact("كلمة المرور لحساب الخادم هي Ij0fjqBTaqI5Xcu4iYzSTxfjj")).not.toContain(
      "Ij0fjqBTaqI5Xcu4iYzSTxfjj",
    );
    expect(redact("รหัสผ่านของเซิร์ฟเวอร์คือ maple.willow9932!")).not.toContain("maple.willow9932");
    expect(redact("Mật khẩu tài khoản quản trị là maple_cobalt5977!")).not.toContain("maple_cobalt5977");
    for (const text of [
      "كلمة المرور يجب أن تكون 12 حرفًا على الأقل",
      "the vpn password is now stored under prod_vpn_password_v2",
    ])
      expect(redact(text)).toBe(text);
  });
});
