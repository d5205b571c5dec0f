// Structure rules that hold beyond their tuning cases: elements named by an attribute, positional
// credentials in calls, short random words, byte-array keys; and what each must leave alone.
import { describe, expect, it } from "vitest";
import { redactCallArguments } from "./call-arguments.js";
import { redactMarkup } from "./markup.js";
import { redact } from "./redact.js";
import { randomWord } from "./token-shape.js";
import { isPlaceholder, mark } from "./values.js";

const pw = "Kq7mZ2pL9xWv";
const key = "q8Wz3kL9mN2pR5tV7xY1aB4cD6eF8gH0";

describe("markup elements named by an attribute", () => {
  it("redacts the value of a secret-named entry, in an attribute or as content", () => {
    expect(redactMarkup(`<property name="jdbc.password" value="${pw}"/>`, mark, isPlaceholder)).toBe(
      `<property name="jdbc.password" value="[REDACTED:secret]"/>`,
    );
    expect(redactMarkup(`<entry key="smtp.password">${pw}</entry>`, mark, isPlaceholder)).toBe(
      `<entry key="smtp.password">[REDACTED:secret]</entry>`,
    );
  });

  it("leaves metadata, public names and placeholders alone", () => {
    for (const s of [
      `<entry key="token.ttl">3600</entry>`,
      `<property name="keyStoreType" value="PKCS12"/>`,
      `<env name="DB_PASSWORD" value="\${DB_PASSWORD}"/>`,
      `<string name="password_hint">Enter your password</string>`,
    ])
      expect(redactMarkup(s, mark, isPlaceholder), s).toBe(s);
  });
});

describe("credentials given as positional arguments", () => {
  it("redacts a generated value given to a client and a password given to a connect call", () => {
    expect(redactCallArguments(`bot = telebot.TeleBot("${key}")`, mark, isPlaceholder)).toBe(
      `bot = telebot.TeleBot("[REDACTED:secret]")`,
    );
    expect(redactCallArguments(`pymysql.connect("db", "app", "${pw}", "appdb")`, mark, isPlaceholder)).toBe(
      `pymysql.connect("db", "app", "[REDACTED:secret]", "appdb")`,
    );
  });

  it("leaves ids, parsers and ordinary arguments alone", () => {
    for (const s of [
      `nanoid.parse("lfNZluvAxMkf7Q8C5H-QS")`,
      `stripe_client.retrieve("pi_3MtwBwLkdIwHu7ix28a3tqPa")`,
      `client.get("5kX9mQ2pL7vR3tW8")`,
      `db.connect("postgres", "app_user", "app_db")`,
    ])
      expect(redactCallArguments(s, mark, isPlaceholder), s).toBe(s);
  });
});

describe("short random words", () => {
  it("tells a random or leetspeak password from a word, a version and a hex id", () => {
    for (const v of ["cX9zA1sD", "Tz3V6NQMmktd", "sup3rs3cr3t"]) expect(randomWord(v), v).toBe(true);
    for (const v of ["iPhone12", "release2024rc1", "3f2a1b9c", "password", "Windows11"])
      expect(randomWord(v), v).toBe(false);
  });
});

describe("key material and prose", () => {
  const bytes = Array.from({ length: 64 }, (_, i) => (i * 97 + 13) % 256);

  it("redacts a byte-array key beside a key word, and a keypair on its own line", () => {
    expect(redact(`PRIVATE_KEY=[${bytes.slice(0, 32).join(", ")}]`)).toBe(
      "PRIVATE_KEY=[REDACTED:private_key]",
    );
    expect(redact(`$ cat id.json\n[${bytes.join(",")}]`)).toBe("$ cat id.json\n[REDACTED:private_key]");
    const table = `const crcTable = [${Array.from({ length: 32 }, (_, i) => i).join(", ")}];`;
    expect(redact(table)).toBe(table);
  });

  it("redacts a value after a credential word in other languages and leaves names and dates", () => {
    expect(redact(`Las contraseñas son ${pw}`)).toBe("Las contraseñas son [REDACTED:secret]");
    expect(redact(`管理员密码已改为 ${pw}`)).toBe("管理员密码已改为 [REDACTED:secret]");
    for (const s of [
      "The secret name is prod-db-password-v2",
      "The token is valid until 2025-12-31T23:59:59Z",
      "My password manager is 1Password8.",
    ])
      expect(redact(s), s).toBe(s);
  });
});
