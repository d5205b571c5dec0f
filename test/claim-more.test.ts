// bench/capture/claim-more.mjs: each further check of the claim checker prints its suspect on a home
// made for it, and stays quiet where the later events support the claim.
import { describe, expect, it } from "vitest";
import { type ClaimEvent, type ClaimMemory, moreSuspects } from "../bench/capture/claim-more.mjs";

const bash = (i: number, command: string, ok: boolean, output = ""): ClaimEvent => ({
  i,
  t: `t${i}`,
  kind: "bash",
  command,
  ok,
  output: ok ? output : `Exit code 1\n${output}`,
});
const summary = (body: string, files: string[] = []): ClaimMemory => ({
  id: "m_s",
  type: "task_summary",
  title: "Session",
  body,
  files,
});
const kinds = (events: ClaimEvent[], memories: ClaimMemory[], pack = "") =>
  moreSuspects(events, memories, pack).map((s) => s.kind);

describe("claim checker: further checks", () => {
  it("incidental: a failed look shown as the session's error while work went on", () => {
    const events = [
      bash(
        1,
        "ls /srv/app/missing",
        false,
        "ls: cannot access '/srv/app/missing': No such file or directory",
      ),
      { i: 2, t: "t2", kind: "edit", path: "/srv/app/main.py", old: "a", new: "b" },
      bash(3, "uv run pytest", true),
    ];
    const shown = summary("Errors: ls: cannot access '/srv/app/missing': No such file or directory");
    expect(kinds(events, [shown])).toEqual(["incidental"]);
    // a failing check is the session's error
    const check = [
      bash(1, "uv run pytest", false, "FAILED tests/test_api.py::test_login - AssertionError"),
      events[1] as ClaimEvent,
    ];
    expect(kinds(check, [summary("Errors: FAILED tests/test_api.py::test_login - AssertionError")])).toEqual(
      [],
    );
  });

  it("two-states, reverted, remote, chain", () => {
    expect(
      kinds(
        [],
        [],
        "- Next: 登录页面加上验证码 (last session)\nCommitted: 登录页面加上验证码 (abc123) — pushed",
      ),
    ).toEqual([]);
    expect(
      kinds(
        [],
        [],
        "- Next: Add the login page (last session)\nCommitted: Add the login page (abc123) — pushed",
      ),
    ).toEqual(["two-states"]);
    const reverted = [
      { i: 1, t: "t1", kind: "write", path: "/r/src/lib.rs", content: "x" },
      bash(2, "git checkout -- src/lib.rs", true),
    ];
    expect(kinds(reverted, [summary("Changed: src/lib.rs", ["src/lib.rs"])])).toEqual(["reverted"]);
    const remote = [
      bash(1, 'ssh root@router "uci set firewall.@zone[1].log=1 && uci commit /etc/config/firewall"', true),
    ];
    expect(kinds(remote, [summary("", ["/etc/config/firewall"])])).toEqual(["remote"]);
    const chain = [bash(1, "cargo fmt --check && cargo test", false, "test result: FAILED")];
    const cmd: ClaimMemory = {
      id: "m_c",
      type: "verified_command",
      title: "`cargo fmt --check`",
      body: "",
      files: [],
    };
    expect(kinds(chain, [cmd])).toEqual(["chain"]);
    expect(kinds([...chain, bash(2, "cargo fmt --check", true)], [cmd])).toEqual([]);
  });
});
