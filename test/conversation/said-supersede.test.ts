/**
 * What a later part of the same session says anew is not kept as what was said before
 * (core/conversation/said-supersede.ts, said-failing.ts), through the real import path
 * (`importTranscripts` of a Claude Code transcript into a real SQLite file): a report revised in a
 * later turn, the lines a short user reply took up, a diagnosis said while a command failed that a
 * later run passed, a fix proposed in a code block that a later turn ran — in English, German and
 * Chinese sessions, with shell, git, npm, cargo and router commands.
 */
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ensureProject } from "../../src/app/projects/ensure-project.js";
import { search } from "../../src/app/search/search.js";
import { subjectTerms, withoutSuperseded } from "../../src/core/conversation/said-supersede.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { sqliteStores } from "../../src/store/sqlite/stores.js";
import { Transcript } from "../support/capture-records.js";
import { importSaid } from "../support/said-by-claude.js";
import { tempDir } from "../support/temp.js";

const SID = "44444444-5555-4666-8777-888888888888";

let dir: ReturnType<typeof tempDir>;
let store: SqliteStore;
beforeEach(() => {
  dir = tempDir("cairn-said-supersede-");
  store = openSqliteStore({ path: join(dir.path, "cairn.db") });
});
afterEach(async () => {
  await store.close();
  dir.cleanup();
});

/** Imports `t` as session SID and returns what the excerpts index holds of Claude's words. */
const saidByClaude = (t: Transcript): Promise<string> => importSaid(store, dir.path, SID, t);

const FIRST_REPORT = [
  "# Security audit report",
  "",
  "## Findings",
  "- Firewall default inbound action is Allow: set it to Block",
  "- WDigest credential caching is enabled: disable it",
  "- Remote Desktop service listening on port 3389",
  "",
  "## Security score: 45/100",
].join("\n");
const REVISED_REPORT = [
  "# Security audit report (revised)",
  "",
  "## Findings",
  "- Firewall default inbound action: Block (changed)",
  "- WDigest credential caching: disabled (changed)",
  "- Remote Desktop service: stopped, port 3389 closed",
  "",
  "## Security score: 85/100",
].join("\n");

describe("a later turn that says the same subject anew supersedes the earlier excerpt", () => {
  it("drops a report a later turn revised, keeps the revision and what no later turn said again", async () => {
    const said = await saidByClaude(
      new Transcript(dir.path)
        .user("Audit the security settings of this machine")
        .ok("netsh advfirewall show allprofiles", "Inbound: Allow")
        .say(FIRST_REPORT)
        .user("Apply the fixes from the audit and report again")
        .ok("netsh advfirewall set allprofiles firewallpolicy blockinbound,allowoutbound")
        .say(REVISED_REPORT)
        .user("Where are the event logs kept on this machine?")
        .ok("wevtutil el", "Security\nSystem")
        .say(
          "The event logs are kept under C:\\Windows\\System32\\winevt\\Logs, one .evtx file per channel.",
        ),
    );
    expect(said).not.toContain("45/100");
    expect(said).toContain("85/100");
    expect(said).toContain("winevt");
  });

  it("works on words of any language: a Chinese plan that the next turn carried out and reported", () => {
    const plan = "需要改进：停止日志服务，启用防火墙规则，删除旧的配置文件。";
    const done = "已完成：停止日志服务，启用防火墙规则，删除旧的配置文件。";
    // other messages of the session: the terms every message uses weigh little
    const other = (ts: string, turn: number, text: string) => ({
      role: "assistant" as const,
      ts,
      turn,
      text,
    });
    const rows = [
      other("2026-01-01T09:00:00Z", 1, "日志文件在路由器的内存里，重启后会丢失。"),
      other("2026-01-01T09:30:00Z", 1, "当前固件版本是四点七，内核是五点四。"),
      { role: "assistant" as const, ts: "2026-01-01T10:00:00Z", turn: 1, text: plan },
      { role: "user" as const, ts: "2026-01-01T10:01:00Z", turn: 2, text: "好的，请全部执行这些修改吧" },
      { role: "assistant" as const, ts: "2026-01-01T10:05:00Z", turn: 2, text: done },
    ];
    expect(withoutSuperseded(rows).map((r) => r.text)).not.toContain(plan);
    expect(withoutSuperseded(rows).map((r) => r.text)).toContain(done);
    expect(subjectTerms("日志服务")).toEqual(new Set(["日志", "志服", "服务"]));
  });

  it("keeps an excerpt that a later turn only mentions in passing", () => {
    const rows = [
      {
        role: "assistant" as const,
        ts: "2026-01-01T10:00:00Z",
        turn: 1,
        text: "Die Datenbankverbindung bricht ab, weil der Pool nach dreißig Sekunden Leerlauf geschlossen wird; der Treiber öffnet sie nicht neu.",
      },
      {
        role: "assistant" as const,
        ts: "2026-01-01T11:00:00Z",
        turn: 2,
        text: "Die Übersetzungen sind ergänzt, und der Treiber bleibt unverändert.",
      },
    ];
    expect(withoutSuperseded(rows)).toHaveLength(2);
  });
});

describe("the user's short reply takes up the lines it answers", () => {
  it("drops advice the user rejected in the next prompt, keeps the rest of the message", async () => {
    const said = await saidByClaude(
      new Transcript(dir.path)
        .user("Publish the reports to the docs folder of the repository")
        .edit(join(dir.path, "docs/audit.md"))
        .ok("git add docs/audit.md")
        .say(
          'The audit report is written to docs/audit.md and staged.\n\nReady to commit (staged in git). If the hooks hang, commit with:\n```bash\ngit commit --no-verify -m "docs: audit"\n```',
        )
        .user("complete the commit, always verify and run hooks")
        .ok('git commit -m "docs: audit"', "[main 1a2b3c4] docs: audit")
        .say("The hook ran and passed."),
    );
    expect(said).not.toContain("Ready to commit");
    expect(said).not.toContain("--no-verify");
    expect(said).toContain("The audit report is written to docs/audit.md");
  });
});

describe("a list item taken up by the reply goes whole", () => {
  it("drops the item whose indented lines share a term with the reply (scan / scanning), keeps the others", () => {
    const message = [
      "Next:",
      "1. **Open a pull request** from the branch",
      "2. **CI will run automatically:**",
      "   - tests on Linux, Windows and macOS",
      "   - security scanning with gitleaks",
      "3. **Tag the release** once merged",
    ].join("\n");
    const rows = [
      { role: "assistant" as const, ts: "2026-02-01T10:00:00Z", turn: 1, text: message },
      { role: "user" as const, ts: "2026-02-01T10:02:00Z", turn: 2, text: "fix these or disable the scan" },
    ];
    const kept = withoutSuperseded(rows)[0]?.text ?? "";
    expect(kept).not.toContain("CI will run automatically");
    expect(kept).not.toContain("macOS");
    expect(kept).toContain("Open a pull request");
    expect(kept).toContain("Tag the release");
  });
});

describe("what was said while a command failed, once a later run of it passed", () => {
  it("drops the diagnosis of a failing commit hook after the commit went through (git)", async () => {
    const said = await saidByClaude(
      new Transcript(dir.path)
        .user("Commit the transcript work")
        .fail('git commit -m "feat: transcript view"', "Pre-commit validation failed: 10 dialyzer errors")
        .say(
          "The pre-commit hook is failing on pre-existing issues only: all 10 dialyzer errors are in files I did not touch, so the commit cannot go through without skipping the hook.",
        )
        .edit(join(dir.path, "lib/waiting_summary.ex"))
        .ok('git commit -m "feat: transcript view"', "[spotter 64f1b9a] feat: transcript view")
        .say("The commit 64f1b9a holds the transcript view and the alias changes in waiting_summary.ex."),
    );
    expect(said).not.toContain("pre-existing issues only");
    expect(said).toContain("The commit 64f1b9a holds the transcript view");
  });

  it("keeps it when the command never passed later (cargo), in German", async () => {
    const said = await saidByClaude(
      new Transcript(dir.path)
        .user("Baue das Projekt")
        .fail("cargo build --release", "error[E0432]: unresolved import `tokio::sync`")
        .say(
          "Der Build schlägt fehl, weil das Feature `sync` von tokio in Cargo.toml nicht aktiviert ist; das muss noch ergänzt werden.",
        ),
    );
    expect(said).toContain("Feature `sync` von tokio");
  });
});

describe("a fix proposed in a code block that a later turn ran", () => {
  it("drops the issue and its proposed fix once the fix ran (ssh to a router)", async () => {
    const fix = 'ssh root@router "/etc/init.d/gl_screen stop && /etc/init.d/gl_screen disable"';
    const said = await saidByClaude(
      new Transcript(dir.path)
        .user("Analyse the router logs")
        .ok('ssh root@router "logread | tail -200"', "user.err : [screen] get modem device status failed")
        .say(
          `### Recurring modem status errors\nThe screen service polls the removed modem module every five seconds and fills the log.\n\n**Fix:**\n\`\`\`bash\n${fix}\n\`\`\`\n\n### VPN tunnel\nAll traffic leaves through the WireGuard client wgclient1.`,
        )
        .user("apply the fixes now")
        .ok(fix)
        .say(
          "Applied: the screen service is stopped and disabled; the log no longer shows the polling errors.",
        ),
    );
    expect(said).not.toContain("Recurring modem status errors");
    expect(said).toContain("WireGuard client wgclient1");
    expect(said).toContain("Applied: the screen service is stopped");
  });

  it("keeps a proposal that no later command ran (npm)", async () => {
    const said = await saidByClaude(
      new Transcript(dir.path)
        .user("Why is the bundle so large?")
        .ok("npx vite-bundle-visualizer", "moment: 290 kB")
        .say(
          "Most of the bundle is moment with all its locales. To drop them:\n```bash\nnpm uninstall moment && npm install dayjs\n```",
        )
        .user("What else is large?")
        .ok("npx vite-bundle-visualizer --json", "lodash: 70 kB")
        .say("After moment, lodash is the largest at 70 kB."),
    );
    expect(said).toContain("npm uninstall moment");
  });
});

describe("across sessions, a newer session's excerpt on the same subject stands for the older", () => {
  it("search leaves out the older session's excerpt that a newer one says again, keeps other subjects", async () => {
    const project = (await ensureProject(store, dir.path)).id;
    const row = (sessionId: string, ts: string, text: string) => ({
      project,
      sessionId,
      turn: 1,
      role: "assistant" as const,
      ts,
      text,
    });
    await store.insertExcerpts([
      row(
        "s-old",
        "2026-01-01T10:00:00Z",
        "Deploy status: the staging deploy on Railway fails because the start command runs the dev server; the build step is fine.",
      ),
      row(
        "s-new",
        "2026-01-05T10:00:00Z",
        "Deploy status: the staging deploy on Railway works now; the start command runs the built server and the build step is fine.",
      ),
      row(
        "s-old",
        "2026-01-01T11:00:00Z",
        "The Railway deploy logs are kept for seven days; older deploy logs are gone.",
      ),
    ]);
    const found = await search(sqliteStores(store), {
      query: "railway deploy",
      project: { id: project, root: dir.path, gitDir: null },
      now: new Date("2026-01-06T00:00:00Z"),
      conversations: true,
    });
    const texts = found.conversations.map((c) => c.excerpt.text);
    expect(texts.some((t) => t.includes("works now"))).toBe(true);
    expect(texts.some((t) => t.includes("dev server"))).toBe(false);
    expect(texts.some((t) => t.includes("seven days"))).toBe(true);
  });
});
