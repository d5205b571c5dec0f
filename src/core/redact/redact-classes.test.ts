// Secret classes recognised by structure (class-patterns.ts) and the documented-public values kept.
import { describe, expect, it } from "vitest";
import { R, rnd } from "./redact.fixtures.js";
import { redact } from "./redact.js";

describe("secret classes by structure", () => {
  const tok = rnd(32);
  it("redacts a literal wrapped in a call or typed under a credential name", () => {
    expect(redact(`let api_token = String::from("${tok}");`)).toBe(
      `let api_token = String::from("${R("secret")}");`,
    );
    expect(redact(`public string ApiSecret { get; } = "${tok}";`)).toBe(
      `public string ApiSecret { get; } = "${R("secret")}";`,
    );
    expect(redact(`const API_KEY: &str = "${tok}";`)).toBe(`const API_KEY: &str = "${R("secret")}";`);
  });
  it("redacts a credential-named URL parameter on any host and a colon-less Authorization header", () => {
    expect(redact(`https://ci.example.io/cb?signature=${tok}&ts=1`)).toBe(
      `https://ci.example.io/cb?signature=${R("secret")}&ts=1`,
    );
    expect(redact(`proxy_set_header Authorization "Bearer ${tok}";`)).toBe(
      `proxy_set_header Authorization "Bearer ${R("token")}";`,
    );
  });
  it("redacts a token printed after a label and under a TOKEN column", () => {
    expect(redact(`New access token (copy it now): ${tok}`)).toBe(
      `New access token (copy it now): ${R("token")}`,
    );
    expect(redact(`NAME   TOKEN                              EXPIRES\nci     ${tok}   never`)).toBe(
      `NAME   TOKEN                              EXPIRES\nci     ${R("secret")}   never`,
    );
  });
  it("keeps public keys, ids and names without values", () => {
    for (const s of [
      `interface: wg0\n  public key: ${tok}aB3dE5fG7hI=\n  listening port: 51820`,
      `Idempotency-Key: ${tok}`,
      "https://api.example.com/v1/items?api_key={API_KEY}",
      'let api_token = String::from("TOKEN");',
      "DD_CLIENT_TOKEN=pub3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e",
      "const applicationServerKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';",
      "PGPASSWORD=postgres psql -h localhost -U postgres",
      "apiKey: process.env.API_KEY!,",
      "export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nexport AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      `| Entity | Key | Stored |\n| acme | ${tok} | * |`,
    ]) {
      expect(redact(s), s).toBe(s);
    }
  });
});
