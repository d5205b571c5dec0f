// Findings of a report turn on the record shapes real transcripts hold (test/support/capture-records.ts):
// a request answered after commands that probed or tried things but left nothing lasting (no file
// written, no commit, no install) — the audit that writes a test registry key and deletes it, a
// Python one-liner that measures, a probe folder made to hold a log — is a finding like a look-only
// answer, with the head of the report (what was found) and not its tail (what it proposes next).
import { describe, expect, it } from "vitest";
import { madeLastingChange, reportHead } from "../src/core/capture/capture-turns.js";
import { splitTurns } from "../src/core/capture/session-turns.js";
import { Transcript } from "./support/capture-records.js";

const answers = (t: Transcript) => t.capture().drafts.filter((d) => d.tags.includes("claude-answer"));

const REPORT = [
  "# ACCESS AUDIT REPORT",
  "",
  "## 1. User context",
  "- **Administrator group:** member of local Administrators, the shell runs elevated",
  "- **HKLM write:** verified (a test value was created and deleted)",
  "",
  `## 2. Details\n${"- a probe line that states one more thing about the machine\n".repeat(60)}`,
  "## 3. Action plan",
  "1. Set the firewall default inbound action to Block",
  "2. Disable credential caching",
].join("\n");

describe("report findings: a turn that probed with commands but left nothing lasting", () => {
  it("keeps the head of the report (what was found), not the plan at its end", () => {
    const t = new Transcript("C:\\Users\\dev")
      .user("Run an access audit of this machine and report what you can control")
      .ok(
        'powershell.exe -Command "New-ItemProperty -Path HKLM:\\SOFTWARE -Name TestAudit -Value 1; Remove-ItemProperty -Path HKLM:\\SOFTWARE -Name TestAudit"',
        "TestAudit : 1",
      )
      .ok('powershell.exe -Command "whoami /groups"', "BUILTIN\\Administrators")
      .say(REPORT);
    const [kept, ...rest] = answers(t);
    expect(rest).toEqual([]);
    expect(kept?.type).toBe("project_fact");
    expect(kept?.body).toMatch(/member of local Administrators, the shell runs elevated/);
    expect(kept?.body).toMatch(/edited no file/);
    expect(kept?.body).not.toMatch(/Set the firewall default inbound action/);
  });

  it("keeps a Python measurement's answer and a Chinese one; a turn that edited or committed is not a finding", () => {
    const py = new Transcript("/home/dev/etl")
      .user("how long does the parquet export take on the full table?")
      .ok("python3 -c 'import time, etl; t=time.time(); etl.export(); print(time.time()-t)'", "212.4")
      .say(
        "The full export takes about **212 seconds** (3.5 minutes) on the 40M-row table; almost all of it is spent in `pyarrow.parquet.write_table`, reading from Postgres takes under 20 s. Compression is snappy by default, so switching to zstd would shrink the file but not speed the write.",
      );
    expect(answers(py).map((d) => d.body)).toEqual([expect.stringMatching(/212 seconds/)]);

    const zh = new Transcript("/home/dev/svc")
      .user("为什么服务启动这么慢？")
      .ok("mkdir -p /tmp/probe && journalctl -u svc -n 50 > /tmp/probe/log", "svc[12]: loading model 38s")
      .say(
        "服务启动慢的原因是每次启动都会从磁盘加载完整的模型文件（约 38 秒），日志里 `loading model` 一行占了启动时间的绝大部分。配置文件 `/etc/svc/config.toml` 里的 `preload = true` 让它在启动时同步加载；改成按需加载可以把启动时间降到几秒。",
      );
    expect(answers(zh)).toHaveLength(1);

    const edited = new Transcript("/home/dev/app")
      .user("fix the slow export and tell me what it was")
      .edit("/home/dev/app/etl.py")
      .say(
        `The export was slow because it wrote row by row; it now writes in batches of 10,000. ${"More detail. ".repeat(20)}`,
      );
    expect(answers(edited)).toEqual([]);
    const committed = new Transcript("/home/dev/app")
      .user("commit it and summarise the state of the branch")
      .ok('git commit -am "batch writes"', "[main 1a2b3c4] batch writes")
      .say(
        `The branch holds one commit that batches the writes. ${"More detail on the branch. ".repeat(12)}`,
      );
    expect(answers(committed)).toEqual([]);
    expect(splitTurns(committed.capture().session.events).some(madeLastingChange)).toBe(true);
    const remote = new Transcript("/home/dev")
      .user("turn on firewall logging on the router and tell me what it logs")
      .ok("ssh root@192.0.2.1 \"uci set firewall.@defaults[0].log='1' && uci commit firewall\"")
      .say(
        `Logging is on: dropped packets now go to the system log. ${"More detail on the log. ".repeat(12)}`,
      );
    expect(answers(remote)).toEqual([]);
    const script = new Transcript("/home/dev/logs")
      .user("sync this machine's logs and tell me what was converted")
      .ok("python scripts/sync_logs.py --all", "converted 31 files")
      .say(
        `The sync converted 31 sessions into markdown under logs/. ${"More detail on the sync. ".repeat(12)}`,
      );
    expect(answers(script)).toEqual([]);
  });

  it("reportHead drops the middle a long stored answer gave way and its closing offers", () => {
    expect(reportHead("Found: port 22 open.\n…\nPlan: close it.")).toBe("Found: port 22 open.");
    expect(reportHead("The cache is cold on start.\nShould I warm it?")).toBe("The cache is cold on start.");
    const long = `${"a finding line\n".repeat(300)}`;
    expect(reportHead(long).length).toBeLessThanOrEqual(2400);
    expect(reportHead(long).endsWith("a finding line")).toBe(true);
  });
});
