import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { activityEvent } from "../../src/core/capture/events.js";
import { pollsOf, saidWhilePolling } from "../../src/core/conversation/said-polled.js";
import { Transcript } from "../support/capture-records.js";
import { backgroundCall as background, excerptStore } from "../support/said-excerpts.js";

const SID = "22222222-3333-4444-8555-666666666666";

const dir = excerptStore("cairn-said-polled-", SID);
const saidByClaude = (t: Transcript) => dir.saidByClaude(t);

/** A poll of background shell `id` (`BashOutput`, or 2.1's `TaskOutput`) and its result. */
function poll(t: Transcript, id: string, status: "running" | "completed", tool = "BashOutput"): Transcript {
  const exitCode = status === "completed" ? 0 : null;
  return t.tool(tool, tool === "BashOutput" ? { bash_id: id } : { task_id: id, block: false }, {
    content: `<status>${status}</status>\n\n<stderr>\nframe= 1200 time=02:41:07 speed=64.9x\n</stderr>`,
    toolUseResult: { shellId: id, command: "job", status, exitCode, stdout: "", stderr: "speed=64.9x" },
  });
}

describe("what was said while polling a background job, once a later turn polled it again", () => {
  it("leaves out the progress reports of the polling turn, keeps the later turn's result (ffmpeg, English)", async () => {
    const t = new Transcript(dir.path).user("convert book.mp3 into an m4b audiobook with its metadata");
    t.say("I'll convert the MP3 to an M4B audiobook with the book's title, author and year.");
    background(t, 'ffmpeg -i book.mp3 -c:a aac -b:a 128k "book.m4b"', "7b1272");
    poll(t, "7b1272", "running");
    t.say(
      "The conversion is still running, at about 2h 41m of 12h 47m. Let me wait a bit longer and check again:",
    );
    poll(t, "7b1272", "running");
    poll(t, "7b1272", "running");
    t.say(
      "The conversion is progressing steadily, about 21% complete, and should be done in about 8 more minutes.",
    );
    t.user("whats the status?");
    poll(t, "7b1272", "completed");
    t.ok('ls -la "book.m4b"', "-rw-r--r-- 1 u u 712M book.m4b");
    t.say("Done! The audiobook book.m4b was created: 712 MB, 12 hours 47 minutes, with its metadata.");
    const said = await saidByClaude(t);
    expect(said).not.toContain("still running");
    expect(said).not.toContain("21% complete");
    expect(said).toContain("The audiobook book.m4b was created");
    expect(said).toContain("I'll convert the MP3");
  });

  it("does the same for a Rust release build read with TaskOutput, said in French", async () => {
    const t = new Transcript(dir.path).user(
      "lance la compilation en mode release et dis-moi quand c'est fini",
    );
    background(t, "cargo build --release", "b81f2c0");
    poll(t, "b81f2c0", "running", "TaskOutput");
    poll(t, "b81f2c0", "running", "TaskOutput");
    t.say("La compilation est toujours en cours : 212 crates sur 340. Il reste environ quatre minutes.");
    t.user("alors ?");
    poll(t, "b81f2c0", "completed", "TaskOutput");
    t.say("La compilation en mode release est terminée sans erreur ; le binaire est dans target/release.");
    const said = await saidByClaude(t);
    expect(said).not.toContain("toujours en cours");
    expect(said).toContain("terminée sans erreur");
  });

  it("does the same in Chinese", async () => {
    const t = new Transcript(dir.path).user("在后台运行完整的测试套件，完成后告诉我结果");
    background(t, "pytest -q", "c0ffee1");
    poll(t, "c0ffee1", "running");
    poll(t, "c0ffee1", "running");
    t.say("测试仍在运行中，目前已经完成了大约一半，预计还需要五分钟左右才能全部结束。");
    t.user("现在怎么样了？");
    poll(t, "c0ffee1", "completed");
    t.say("全部测试已经运行完毕，共四百一十二个测试全部通过，没有失败。");
    const said = await saidByClaude(t);
    expect(said).not.toContain("仍在运行中");
    expect(said).toContain("全部测试已经运行完毕");
  });

  it("keeps a report when no later turn polled the job again, and a single look is not a polling loop", async () => {
    const t = new Transcript(dir.path).user("build the docs site in the background");
    background(t, "mkdocs build", "d0c5000");
    poll(t, "d0c5000", "running");
    t.say("The docs build is still running; it writes the site to the site/ folder when it finishes.");
    t.user("and the changelog?");
    poll(t, "d0c5000", "completed");
    t.edit(join(dir.path, "CHANGELOG.md"));
    t.say("The changelog now lists the new search page under version 2.4.");
    const once = await saidByClaude(t);
    expect(once).toContain("docs build is still running");
  });
});

describe("saidWhilePolling on events", () => {
  const ev = (ts: string, kind: "prompt" | "tool", tool: string | null = null, extra = {}) =>
    activityEvent({
      sessionId: "s",
      ts,
      kind,
      event: "import",
      tool,
      ok: kind === "tool" ? true : null,
      ...extra,
    });
  const turn1 = (tool: string) => [
    ev("2026-01-01T10:00:00Z", "prompt"),
    ev("2026-01-01T10:00:05Z", "tool", tool),
    ev("2026-01-01T10:00:10Z", "tool", tool),
    ev("2026-01-01T10:01:00Z", "prompt"),
  ];
  const at = "2026-01-01T10:00:20Z";

  it("a run of polls whose tool a later turn calls first: said while polling", () => {
    expect(
      saidWhilePolling(
        at,
        pollsOf([...turn1("TaskOutput"), ev("2026-01-01T10:01:05Z", "tool", "TaskOutput")]),
      ),
    ).toBe(true);
  });

  it("research (WebSearch in a row, then again next turn) is not polling", () => {
    expect(
      saidWhilePolling(at, pollsOf([...turn1("WebSearch"), ev("2026-01-01T10:01:05Z", "tool", "WebSearch")])),
    ).toBe(false);
  });

  it("a later turn that starts with another tool, or a command after the polls, keeps the message", () => {
    const later = [
      ev("2026-01-01T10:01:05Z", "tool", "Bash", { command: "git status" }),
      ev("2026-01-01T10:01:10Z", "tool", "BashOutput"),
    ];
    expect(saidWhilePolling(at, pollsOf([...turn1("BashOutput"), ...later]))).toBe(false);
    const [p, a, b, q] = turn1("BashOutput") as [
      ReturnType<typeof ev>,
      ReturnType<typeof ev>,
      ReturnType<typeof ev>,
      ReturnType<typeof ev>,
    ];
    const cmd = ev("2026-01-01T10:00:15Z", "tool", "Bash", { command: "ls" });
    expect(
      saidWhilePolling(at, pollsOf([p, a, b, cmd, q, ev("2026-01-01T10:01:05Z", "tool", "BashOutput")])),
    ).toBe(false);
  });
});
