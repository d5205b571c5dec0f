// What tells an id from a credential where the label does not (id-values.ts), through redact(): ids
// under slot labels, short generated values under any name, id role words and verbs in prose and on
// command lines stay; the same positions with a credential-long value are still redacted.
import { describe, expect, it } from "vitest";
import { acrossPreposition, idFormat, idRoleWord, slotLabel, unnamedCredential } from "./id-values.js";
import { redact } from "./redact.js";

const TOKEN = "Xk9mQ2vL7pR4tW8zN3bC6fH1jD5sA0eGk7";
const SHA = "0bc7422501c562ecabd9223bf4214a49e352dc04";

describe("id values", () => {
  it("knows id and digest formats, slot labels, role words and prepositions", () => {
    expect(idFormat(SHA)).toBe(true);
    expect(idFormat("01JCBCMXZW2YK92NNGTF1R6ZVN")).toBe(true);
    expect(idFormat("SM6a55d5bb0f729f7dafaf54747cdfefd5")).toBe(true);
    expect(idFormat(TOKEN)).toBe(false);
    expect(unnamedCredential("Tf7bcZ2er1TZJw022XVaZqe9X4ki")).toBe(false); // a Firebase uid: 28
    expect(unnamedCredential(TOKEN)).toBe(true);
    expect(["key", "Key", "--key", "SK", "pk"].every(slotLabel)).toBe(true);
    expect(["api_key", "signing_key", "keyring"].some(slotLabel)).toBe(false);
    expect(idRoleWord("-accessor")).toBe(true);
    expect(idRoleWord("token")).toBe(false);
    expect(acrossPreposition("wachtwoord van ")).toBe(true);
    expect(acrossPreposition("API ")).toBe(false);
  });

  it("leaves ids under slot labels and generic names, redacts credential-long values there", () => {
    for (const t of [
      `{"key": "${SHA}", "size": 3}`,
      "key: V1StGXR8_Z5jdHi6B-myT",
      "sk: 2qim5dHSGVyP9nkSXc38dtcehb8",
      "author: Tf7bcZ2er1TZJw022XVaZqe9X4ki",
      "pk=Qo6CmsOLFAoRifygof7RJsLVPbSy",
      "tool cache save --key V1StGXR8_Z5jdHi6B-myT --path dist",
    ])
      expect(redact(t), t).toBe(t);
    expect(redact(`key: ${TOKEN}`)).toBe("key: [REDACTED:token]");
    expect(redact(`sk = "${TOKEN}"`)).not.toContain(TOKEN);
    expect(redact(`author: ${TOKEN}`)).not.toContain(TOKEN);
    // a URL query's key= is an API key by convention, whatever its shape
    expect(redact("https://x.example.com/send?key=aab87b78-1a38-465b-a4a6-03ca0bba3e05")).not.toContain(
      "aab87b78",
    );
  });

  it("reads role words, verbs and prepositions in prose and on command lines", () => {
    for (const t of [
      "The user with uid Ll8QYiSgA6WUkP1QDD5jgtu0706v cannot log in.",
      "vault token revoke -accessor tLkkUSbOZ9Wq0KeRRe0MjxiF",
      "tool auth logout Ki6VYzKI7kCK1seRCnvXSYdFA77f",
      "Het wachtwoord van gebruiker Q8PNji6EYkCxAowj4tsp is gereset.",
      "Il token è scaduto per l'utente cg9f8u9sbjkdhgfeeyxga5m0t.",
      "token: sk-...BpGM",
    ])
      expect(redact(t), t).toBe(t);
    expect(redact(`vault token revoke ${TOKEN}`)).not.toContain(TOKEN);
    expect(redact(`acme configure ${TOKEN}`)).toBe("acme configure [REDACTED:secret]");
    expect(redact(`acme configure ${SHA}`)).toBe(`acme configure ${SHA}`);
    expect(redact("vault login 929280e0-315b-4987-a2c8-f53027ad66fa")).toBe("vault login [REDACTED:token]");
  });
});
