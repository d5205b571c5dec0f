// An instruction about one file is no rule for the project (core/capture/one-file-instruction.ts): a
// forbidding or requiring clause of a prompt that names exactly one file its turn then changed is kept
// scoped to that file. Record shapes as real Claude Code transcripts hold them (test/support/capture-records.ts).
import { describe, expect, it } from "vitest";
import { Transcript } from "./support/capture-records.js";

const rules = (t: Transcript) =>
  t
    .capture()
    .drafts.filter((d) => d.type === "preference" || d.type === "constraint")
    .map((d) => `${d.type}: ${d.title}`);

describe("a clause about the one file its prompt named and its turn changed is scoped to that file", () => {
  it("TypeScript/Next.js (English): 'Do NOT use export default' while rewriting postcss.config.js", () => {
    const t = new Transcript("C:\\dev\\hub")
      .user(
        'Fix apps/web/postcss.config.js — it\'s using ES module syntax which breaks Next.js.\n\nReplace the entire file content with CommonJS format:\n\nmodule.exports = {\n  plugins: {},\n}\n\nDo NOT use "export default". PostCSS config must use module.exports.\n\nThen run: pnpm build (from apps/web directory) and show me the output.',
      )
      .edit("C:\\dev\\hub\\apps\\web\\postcss.config.js", "Write")
      .edit("C:\\dev\\hub\\apps\\web\\next.config.js")
      .ok("cd apps/web && pnpm build", "✓ Compiled successfully")
      .say("Build passes cleanly.");
    expect(rules(t)).toEqual(['constraint: For apps/web/postcss.config.js: Do NOT use "export default".']);
  });

  it("Python (Chinese): 不要 … while fixing settings.py, named by its bare name", () => {
    const t = new Transcript("/srv/app")
      .user("修改 settings.py 里的数据库配置。不要使用 sqlite。")
      .edit("/srv/app/config/settings.py")
      .ok("uv run python -m pytest -q", "3 passed");
    expect(rules(t)).toEqual(["constraint: For settings.py: 不要使用 sqlite。"]);
  });
});

describe("guards: what is a rule for the project stays as it is", () => {
  it("a prompt naming two files the turn changed, and one naming a file the turn did not change", () => {
    const t = new Transcript("/home/dev/shop")
      .user("Update src/cart.ts and src/order.ts. Never use any.")
      .edit("/home/dev/shop/src/cart.ts")
      .edit("/home/dev/shop/src/order.ts")
      .user("Look at README.md first. Always run the tests before a commit.")
      .ok("npm test", "ok")
      .edit("/home/dev/shop/src/cart.ts");
    expect(rules(t)).toEqual([
      "constraint: Never use any.",
      "preference: Always run the tests before a commit.",
    ]);
  });

  it("a prompt that names no file, though its turn changed one (German)", () => {
    const t = new Transcript("/home/dev/lib")
      .user("Repariere den Parser. Niemals die Tests überspringen.")
      .edit("/home/dev/lib/lib/parse.rb");
    expect(rules(t)).toEqual(["constraint: Niemals die Tests überspringen."]);
  });
});
