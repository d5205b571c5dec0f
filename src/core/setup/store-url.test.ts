import { describe, expect, it } from "vitest";
import { isPostgresUrl, maskUrl, maskUrlIn } from "./store-url.js";

describe("store URLs", () => {
  it("recognises postgres:// and postgresql:// only", () => {
    expect(isPostgresUrl("postgres://u@h/db")).toBe(true);
    expect(isPostgresUrl(" PostgreSQL://h/db")).toBe(true);
    expect(isPostgresUrl("mysql://u@h/db")).toBe(false);
    expect(isPostgresUrl("")).toBe(false);
  });

  it("masks the password in the authority and in a password= parameter, keeping the rest", () => {
    expect(maskUrl("postgres://ana:pw@h:5432/db?sslmode=require")).toBe(
      "postgres://ana:***@h:5432/db?sslmode=require",
    );
    expect(maskUrl("postgres://ana@h/db")).toBe("postgres://ana@h/db");
    expect(maskUrl("postgres://h/db?user=a&password=pw2")).toBe("postgres://h/db?user=a&password=***");
    expect(maskUrl("")).toBe("");
  });

  it("masks a URL and its password, raw or percent-decoded, inside a message", () => {
    const url = "postgres://ana:p%40ss@h/db";
    const text = `connect to ${url} failed; auth p@ss rejected, p%40ss too`;
    const out = maskUrlIn(text, url);
    expect(out).toBe("connect to postgres://ana:***@h/db failed; auth *** rejected, *** too");
  });
});
