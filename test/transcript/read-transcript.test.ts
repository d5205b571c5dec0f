import { appendFileSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findTranscripts, type TranscriptFile } from "../../src/app/transcript/find-transcripts.js";
import { readLines } from "../../src/app/transcript/line-reader.js";
import { readTranscript } from "../../src/app/transcript/read-transcript.js";
import { jsonl, SESSION_ID, userPrompt } from "./fixtures.js";

const dir = mkdtempSync(join(tmpdir(), "cairn-transcript-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const p = join(dir, name);
  mkdirSync(join(p, ".."), { recursive: true });
  writeFileSync(p, text);
  return p;
}

async function collect(root: string): Promise<TranscriptFile[]> {
  const out: TranscriptFile[] = [];
  for await (const f of findTranscripts(root)) out.push({ ...f, path: f.path.slice(dir.length) });
  return out;
}

describe("readTranscript", () => {
  it("reads a final line without newline and reports the end offset", async () => {
    const p = file("a.jsonl", jsonl([userPrompt("one"), userPrompt("two")]).trimEnd());
    const progress: number[] = [];
    const r = await readTranscript(p, { onProgress: (b) => progress.push(b) });
    expect(r.sessions.get(SESSION_ID)?.intents).toEqual(["one", "two"]);
    expect(r.endOffset).toBe(statSync(p).size);
    expect(r.incompleteTail).toBe(false);
    expect(progress.at(-1)).toBe(statSync(p).size);
  });

  it("leaves an unparsable unterminated tail for the next run and resumes from endOffset", async () => {
    const full = JSON.stringify(userPrompt("second"));
    const p = file("b.jsonl", `${JSON.stringify(userPrompt("first"))}\n${full.slice(0, 20)}`);
    const r1 = await readTranscript(p);
    expect(r1.incompleteTail).toBe(true);
    expect(r1.parseErrors).toBe(0);
    expect(r1.endOffset).toBe(Buffer.byteLength(`${JSON.stringify(userPrompt("first"))}\n`));
    appendFileSync(p, `${full.slice(20)}\n${JSON.stringify(userPrompt("third"))}\n`);
    const r2 = await readTranscript(p, { startOffset: r1.endOffset });
    expect(r2.sessions.get(SESSION_ID)?.intents).toEqual(["second", "third"]);
    expect(r2.endOffset).toBe(statSync(p).size);
    expect(r2.bytesRead).toBe(statSync(p).size - r1.endOffset);
  });

  it("handles CRLF, blank lines, broken lines and a file-name session id", async () => {
    const sid = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee";
    const noSid = { type: "user", message: { content: "from name" }, timestamp: "2026-01-01T00:00:00.000Z" };
    const p = file(`${sid}.jsonl`, `${JSON.stringify(noSid)}\r\n\r\n{broken\r\n`);
    const r = await readTranscript(p);
    expect(r.sessions.get(sid)?.intents).toEqual(["from name"]);
    expect([r.lines, r.parseErrors]).toEqual([2, 1]);
  });

  it("rejects an offset past the end and a missing file", async () => {
    const p = file("c.jsonl", jsonl([userPrompt("x")]));
    await expect(readTranscript(p, { startOffset: 10_000 })).rejects.toMatchObject({ code: "INVALID_INPUT" });
    await expect(readTranscript(join(dir, "missing.jsonl"))).rejects.toMatchObject({ code: "IO" });
  });
});

describe("readLines", () => {
  it("keeps multi-byte characters intact across 1 MiB chunk boundaries", async () => {
    const long = `${"a".repeat((1 << 20) - 1)}€😀${"b".repeat(10)}`;
    const p = file("d.jsonl", `${long}\nshort\nlast`);
    const lines = [];
    for await (const l of readLines(p, 0)) lines.push(l);
    expect(lines.map((l) => l.text)).toEqual([long, "short", "last"]);
    expect(lines.map((l) => l.terminated)).toEqual([true, true, false]);
    expect(lines[0]!.end).toBe(Buffer.byteLength(`${long}\n`));
    expect(lines[2]!.end).toBe(statSync(p).size);
  });

  it("drops the CR of CRLF lines, also of a line across chunks, and stops at `end`", async () => {
    const long = "c".repeat((1 << 20) + 5);
    const p = file("e.jsonl", `${long}\r\nx\r\ny\n`);
    const all = [];
    for await (const l of readLines(p, 0)) all.push(l);
    expect(all.map((l) => [l.text, l.terminated])).toEqual([
      [long, true],
      ["x", true],
      ["y", true],
    ]);
    const end = Buffer.byteLength(`${long}\r\nx\r\n`) + 1;
    const cut = [];
    for await (const l of readLines(p, 0, undefined, { end })) cut.push(l);
    expect(cut.map((l) => [l.text, l.terminated, l.end])).toEqual([
      [long, true, long.length + 2],
      ["x", true, end - 1],
      ["y", false, end],
    ]);
  });
});

describe("findTranscripts", () => {
  const sid = "4d5611e5-241a-462a-8d15-5122611a9569";
  const projects = join(dir, "projects");
  const one = JSON.stringify({ type: "user", isSidechain: true, sessionId: sid, message: { content: "x" } });
  file(`projects/-home-dev-a/${sid}.jsonl`, "\n");
  file("projects/-home-dev-a/agent-old1.jsonl", `${one}\n`);
  file(`projects/-home-dev-a/${sid}/subagents/agent-a2898e3.jsonl`, "\n");
  file(`projects/-home-dev-a/${sid}/subagents/agent-a2898e3.meta.json`, "{}");
  file(`projects/-home-dev-a/${sid}/tool-results/out.txt`, "raw");
  file("projects/-home-dev-a/memory/MEMORY.md", "# m");
  file("projects/-home-dev-b/bbbbbbbb-0000-4000-8000-000000000000.jsonl", "\n");

  const expectedA: TranscriptFile[] = [
    { path: `/projects/-home-dev-a/${sid}.jsonl`, kind: "session" },
    { path: "/projects/-home-dev-a/agent-old1.jsonl", kind: "subagent", parentSessionId: sid },
    {
      path: `/projects/-home-dev-a/${sid}/subagents/agent-a2898e3.jsonl`,
      kind: "subagent",
      parentSessionId: sid,
    },
  ];

  it("walks a projects folder", async () => {
    expect(await collect(projects)).toEqual([
      ...expectedA,
      { path: "/projects/-home-dev-b/bbbbbbbb-0000-4000-8000-000000000000.jsonl", kind: "session" },
    ]);
  });

  it("walks one project folder", async () => {
    expect(await collect(join(projects, "-home-dev-a"))).toEqual(expectedA);
  });

  it("accepts single files of both kinds and rejects a missing root", async () => {
    expect(await collect(join(projects, "-home-dev-a", sid, "subagents", "agent-a2898e3.jsonl"))).toEqual([
      expectedA[2],
    ]);
    expect(await collect(join(projects, "-home-dev-a", "agent-old1.jsonl"))).toEqual([expectedA[1]]);
    await expect(collect(join(dir, "nope"))).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
