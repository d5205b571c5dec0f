// Findings of a subagent that only looked (core/capture/agent-report-findings): the report a Task /
// Agent call returned, on the record shapes 2.1.x transcripts hold (`toolUseResult` with `agentId`,
// `content`, `toolStats`), in a Python and a Rust project, in English and Chinese.
import { describe, expect, it } from "vitest";
import { agentReportDetail, agentReportOf } from "../src/core/capture/agent-report.js";
import { agentReportFindings } from "../src/core/capture/agent-report-findings.js";
import { Transcript } from "./support/capture-records.js";

const looked = {
  readCount: 4,
  searchCount: 2,
  bashCount: 0,
  editFileCount: 0,
  linesAdded: 0,
  linesRemoved: 0,
};
const changed = { ...looked, bashCount: 1, editFileCount: 2, linesAdded: 30 };

/** A main-thread Agent call whose result is the subagent's report. */
function agent(
  t: Transcript,
  agentId: string,
  report: string,
  toolStats: Record<string, number>,
): Transcript {
  return t.tool(
    "Agent",
    { subagent_type: "Explore", description: "look around", prompt: "Find how it is configured." },
    {
      content: report,
      toolUseResult: {
        status: "completed",
        prompt: "Find how it is configured.",
        agentId,
        agentType: "Explore",
        content: [{ type: "text", text: report }],
        totalDurationMs: 19983,
        totalTokens: 22207,
        totalToolUseCount: 6,
        toolStats,
      },
    },
  );
}

const findings = (t: Transcript) => {
  const events = [...t.session().events].sort((a, b) => a.ts.localeCompare(b.ts));
  return agentReportFindings("s1", events).map((d) => [d.type, d.title, d.tags]);
};

describe("a subagent's report is a finding when the subagent only looked", () => {
  it("keeps an Explore report (Python, English); drops one whose subagent changed files", () => {
    const report =
      "The settings are read in `app/config.py` through `pydantic-settings`; `DATABASE_URL` has no default and the tests set it in `tests/conftest.py` to a SQLite file.\n\nThe CLI entry point is `app/__main__.py`, installed as the `svc` script by `pyproject.toml`.";
    const t = agent(new Transcript().user("where is the configuration read?"), "a1b2c3", report, looked).ok(
      "uv run pytest -q",
    );
    expect(findings(t)).toEqual([
      [
        "project_fact",
        "The settings are read in `app/config.py` through `pydantic-settings`; `DATABASE_URL` has no default and the tests set it in `tests/conftest.py` to a SQLite file.",
        ["finding", "subagent"],
      ],
    ]);
    const built = agent(new Transcript().user("add a health endpoint"), "d4e5f6", report, changed);
    expect(findings(built)).toEqual([]);
  });

  it("keeps a Chinese report (Rust) less its lines on a file a later edit changed", () => {
    const report =
      "配置在 `src/config.rs` 中读取，`Config::from_env` 在缺少 `APP_PORT` 时默认使用 8080 端口，测试通过 `cargo test --features mock` 运行。\n`Cargo.toml` 里 `tokio` 没有启用 `macros` 特性。";
    const t = agent(new Transcript().user("配置是在哪里读取的？"), "f0e1d2", report, looked).edit(
      "/home/dev/proj/Cargo.toml",
    );
    const [d] = agentReportFindings(
      "s1",
      [...t.session().events].sort((a, b) => a.ts.localeCompare(b.ts)),
    );
    expect(d?.title).toBe(
      "配置在 `src/config.rs` 中读取，`Config::from_env` 在缺少 `APP_PORT` 时默认使用 8080 端口，测试通过 `cargo test --features mock` 运行。",
    );
    expect(d?.body).not.toContain("Cargo.toml");
  });

  it("reads the same report from a hook's tool_response; none without an agent id", () => {
    const detail = agentReportDetail({ agentId: "a9", content: [{ type: "text", text: "Found it." }] });
    expect(agentReportOf(detail)).toEqual({ agentId: "a9", how: "unknown", text: "Found it." });
    expect(agentReportDetail({ content: [{ type: "text", text: "Found it." }] })).toBeNull();
    expect(agentReportDetail({ agentId: "a9", status: "failed", content: "x" })).toBeNull();
  });
});
