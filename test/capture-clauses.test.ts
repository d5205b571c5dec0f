// Corrections and preferences split at sentence ends only (core/capture/prompt-clauses): a file name, a
// version, a URL or an abbreviation inside a clause keeps it whole, in a Ruby and a Python project, in
// English, German and Chinese prompts, on the record shapes real transcripts hold.
import { describe, expect, it } from "vitest";
import { promptClauses } from "../src/core/capture/prompt-clauses.js";
import { Transcript } from "./support/capture-records.js";

const kept = (t: Transcript) =>
  t
    .capture()
    .drafts.filter((d) => d.type === "preference" || d.type === "constraint")
    .map((d) => [d.type, d.title]);

describe("corrections split at sentence ends, not at every dot", () => {
  it("keeps a file name, a version and an abbreviation whole (Ruby, English)", () => {
    const t = new Transcript()
      .user(
        "Update the gems. Never edit Gemfile.lock by hand, e.g. run bundle update. Always pin rails 7.1.3 here.",
      )
      .ok("bundle update rails")
      .say("Updated rails through bundler.");
    expect(kept(t)).toEqual([
      ["constraint", "Never edit Gemfile.lock by hand"],
      ["preference", "Always pin rails 7.1.3 here."],
    ]);
  });

  it("keeps a URL and a dotted module whole; splits German and Chinese sentences (Python)", () => {
    const t = new Transcript()
      .user(
        "Richte die Tests ein. Nie requirements.txt ändern, z.B. uv add benutzen. Immer https://pypi.org/simple nutzen.",
      )
      .ok("uv add pytest")
      .say("pytest ist eingerichtet.")
      .user("修一下导入。不要改 os.path 的调用。必须保留 pyproject.toml 里的版本")
      .ok("uv run pytest")
      .say("已修复。");
    expect(kept(t)).toEqual([
      ["constraint", "Nie requirements.txt ändern"],
      ["preference", "Immer https://pypi.org/simple nutzen."],
      ["constraint", "不要改 os.path 的调用。"],
      ["preference", "必须保留 pyproject.toml 里的版本"],
    ]);
  });

  it("splits at sentence ends followed by space or a full-width mark; never inside a token", () => {
    expect(promptClauses("Never edit Gemfile.lock. Use v2.0.1 only!")).toEqual([
      "Never edit Gemfile.lock.",
      "Use v2.0.1 only!",
    ]);
    expect(promptClauses("i.e. keep it; d.h. so")).toEqual(["i.e. keep it;", "d.h. so"]);
    expect(promptClauses("不要删日志。必须保留配置")).toEqual(["不要删日志。", "必须保留配置"]);
  });
});
