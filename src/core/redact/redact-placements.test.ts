// The placement rules keep the code around the secret: anti-forgery tokens in requests
// (csrf-tokens.ts), names glued to CJK text (cjk-names.ts), annotated fields, header setters,
// directives and connection calls (code-placements.ts), string-literal prefixes (assignments.ts).
import { describe, expect, it } from "vitest";
import { redact } from "./redact.js";

const T = "Qk8dL2mZp9RtV3wX7yB4nC6dH1jE5sUa";

describe("placements", () => {
  it("redacts anti-forgery tokens sent with a request, not a name, a template or SAP's Fetch", () => {
    expect(redact(`X-CSRF-Token: ${T}`)).toBe("X-CSRF-Token: [REDACTED:secret]");
    expect(redact(`a=1&csrfmiddlewaretoken=${T}&b=2`)).toBe("a=1&csrfmiddlewaretoken=[REDACTED:secret]&b=2");
    for (const s of ["X-CSRF-Token: Fetch", "X-CSRF-Token: ${csrf}", `csrftoken=${T} (from the form)`])
      expect(redact(s)).toBe(s);
  });

  it("redacts the value after a credential name glued to CJK text, not after an id name", () => {
    expect(redact(`Okta的client_secret是${T}，别外传`)).toBe(
      "Okta的client_secret是[REDACTED:secret]，别外传",
    );
    expect(redact(`新しいaccess_tokenは${T}です`)).toBe("新しいaccess_tokenは[REDACTED:secret]です");
    const id = `请求的request_id是${T}`;
    expect(redact(id)).toBe(id);
  });

  it("keeps the code around a literal in an annotation, a header setter, a directive and a connection call", () => {
    expect(redact(`@Value("${T}")\nprivate String apiKey;`)).toBe(
      `@Value("[REDACTED:secret]")\nprivate String apiKey;`,
    );
    expect(redact(`req.setValue("${T}", forHTTPHeaderField: "X-API-Key")`)).toBe(
      `req.setValue("[REDACTED:secret]", forHTTPHeaderField: "X-API-Key")`,
    );
    expect(
      redact(`DriverManager.getConnection(url, "app", "ba08d7d0524204a97502923a285ec9937a86f3af");`),
    ).toBe(`DriverManager.getConnection(url, "app", "[REDACTED:password]");`);
    expect(redact(`NSString *const kAPIKey = @"${T}";`)).toBe(
      `NSString *const kAPIKey = @"[REDACTED:secret]";`,
    );
    for (const s of [
      `@Value("\${api.key}") private String apiKey;`,
      `req.setValue(token, forHTTPHeaderField: "X-API-Key")`,
    ])
      expect(redact(s)).toBe(s);
  });

  it("leaves a digest named by a secret's path (Helm's checksum annotation)", () => {
    const s = `checksum/secret: ${"3f5a9c0e1b2d4f6a".repeat(4)}`;
    expect(redact(s)).toBe(s);
  });
});
