// Precision gates of capture on the record shapes real Claude Code transcripts hold (built record by
// record in test/support/capture-records.ts): what is kept as a decision, what a verified remote
// command records as done there, and the order of a compaction summary's bug notes once imported.
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importTranscripts } from "../src/app/capture/import-transcripts.js";
import { openSqliteStore, type SqliteStore } from "../src/store/sqlite/sqlite-store.js";
import { Transcript } from "./support/capture-records.js";
import { tempDir } from "./support/temp.js";

const decisions = (t: Transcript) =>
  t
    .capture()
    .drafts.filter((d) => d.type === "decision")
    .map((d) => d.title);

describe("a decision needs a question that offered something and a reply that chose", () => {
  it("a greeting's open question answered with the first request is no decision (English, Chinese)", () => {
    const en = new Transcript()
      .user("hi")
      .say("Hi! I'm Claude Code. What would you like to work on today?")
      .user("whoami")
      .ok("whoami", "dev")
      .say("You are `dev`.");
    expect(decisions(en)).toEqual([]);
    const zh = new Transcript()
      .user("你好")
      .say("你好！今天想做什么？")
      .user("检查路由器上的 docker 状态")
      .ok("ssh root@192.0.2.1 'docker ps'", "CONTAINER ID")
      .say("路由器上没有运行的容器。");
    expect(decisions(zh)).toEqual([]);
  });

  it("a reply that only asks back is no decision (English, German)", () => {
    const en = new Transcript("C:\\Users\\dev")
      .user("convert book.mp3 into an m4b audiobook with its metadata")
      .ok('ffmpeg -i "book.mp3" -c:a aac -b:a 128k "book.m4b"')
      .say(
        "The conversion is running in the background. Would you like me to keep waiting for it to complete, or shall I let you know when it finishes?",
      )
      .user("whats the status?")
      .ok("ls -la book.m4b", "712M book.m4b")
      .say("Done: book.m4b (712 MB).");
    expect(decisions(en)).toEqual([]);
    const de = new Transcript()
      .user("baue das Projekt mit cargo")
      .fail("cargo build", "error[E0432]: unresolved import `serde`")
      .say("`serde` fehlt in Cargo.toml. Soll ich es hinzufügen oder die Abhängigkeit entfernen?")
      .user("wie ist der Stand von main?");
    expect(decisions(de)).toEqual([]);
  });

  it("keeps a real choice: a question after work, answered by a choice (guards)", () => {
    const t = new Transcript()
      .user("hi")
      .say("Hi! What would you like to work on today?")
      .user("fix the failing build")
      .fail("cargo build", "error[E0432]: unresolved import `serde`")
      .say("`serde` is missing from Cargo.toml. Should I add it, or remove the import?")
      .user("add it");
    expect(decisions(t)).toEqual(["Should I add it, or remove the import? → add it"]);
    // a short prompt whose turn ran a tool is work, not a greeting
    const worked = new Transcript()
      .user("run tests")
      .fail("uv run pytest", "FAILED tests/test_api.py::test_login")
      .say("One test fails on the login fixture. Should I update the fixture or the assertion?")
      .user("the fixture");
    expect(decisions(worked)).toEqual(["Should I update the fixture or the assertion? → the fixture"]);
  });
});

describe("a verified remote command records what was done there, not what it printed", () => {
  const remoteBody = (t: Transcript) =>
    t.capture().drafts.find((d) => d.type === "verified_command" && d.title.startsWith("ssh"))?.body ?? "";

  it("keeps the changing steps and drops echo messages and looks (OpenWrt uci, systemd)", () => {
    const body = remoteBody(
      new Transcript()
        .user("turn on firewall logging on the router")
        .ok(
          "ssh root@192.0.2.1 \"uci set firewall.@defaults[0].log='1' && uci commit firewall && echo 'Firewall logging enabled'\"",
          "Firewall logging enabled",
        )
        .ok("ssh root@192.0.2.1 'logread | tail -50'", "…")
        .ok(
          "ssh deploy@203.0.113.9 'sudo systemctl restart nginx && echo \"nginx restarted OK\"'",
          "nginx restarted OK",
        )
        .say("Firewall logging is on."),
    );
    expect(body).toContain("- uci set firewall.@defaults[0].log='1' && uci commit firewall");
    expect(body).not.toMatch(/echo|Firewall logging enabled|logread/);
  });

  it("a remote run of only looks and messages adds nothing to the list (guard: the body stays)", () => {
    const body = remoteBody(
      new Transcript()
        .user("check the service")
        .ok("ssh root@192.0.2.1 \"opkg remove minidlna && echo 'Removed minidlna'\"")
        .ok("ssh root@192.0.2.1 \"cat /etc/config/system && echo '---' && uptime\"")
        .say("minidlna is gone."),
    );
    expect(body).toBe(
      "remote command; passed (exit 0). What was run there and passed (most recent last):\n- opkg remove minidlna",
    );
  });
});

describe("a compaction summary's bug notes keep their order once imported", () => {
  let dir: ReturnType<typeof tempDir>;
  let store: SqliteStore;
  beforeEach(() => {
    dir = tempDir("cairn-precision-gates-");
    store = openSqliteStore({ path: join(dir.path, "cairn.db") });
  });
  afterEach(async () => {
    await store.close();
    dir.cleanup();
  });

  it("dates each note of one summary a millisecond apart, in the order the summary lists them", async () => {
    const summary = [
      "This session is being continued from a previous conversation that ran out of context. The conversation is summarized below:",
      "Summary:",
      "4. Errors and fixes:",
      "   - **SSH in the background hung**:",
      "     - Fixed by killing the shell and retrying with `-o ConnectTimeout=10`",
      "   - **SSH connection to the router timed out**:",
      "     - Fixed by running `ipconfig` to find the gateway address",
      "   - **`ipconfig /all` failed on Windows**:",
      "     - Fixed by using just `ipconfig`",
    ].join("\n");
    const t = new Transcript()
      .user("ssh into my router")
      .ok("ssh -o ConnectTimeout=10 root@192.0.2.1 'uname -a'", "Linux OpenWrt")
      .say("Connected.")
      .user(summary, { isCompactSummary: true, isVisibleInTranscriptOnly: true })
      .user("check service status")
      .say("Docker is installed; no containers run.");
    const { mkdirSync, writeFileSync } = await import("node:fs");
    const projects = join(dir.path, "projects", "p");
    mkdirSync(projects, { recursive: true });
    writeFileSync(join(projects, "44444444-5555-4666-8777-888888888888.jsonl"), t.jsonl());
    await importTranscripts(store, { root: join(dir.path, "projects") });
    const notes = (await store.listMemories({ types: ["bug_note"], limit: 50 }))
      .filter((m) => m.tags.includes("compaction"))
      .sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1));
    expect(notes.map((m) => m.title)).toEqual([
      "SSH in the background hung",
      "SSH connection to the router timed out",
      "ipconfig /all failed on Windows",
    ]);
    expect(new Set(notes.map((m) => m.createdAt)).size).toBe(3);
  });
});
