// A transcript on disk is a session that ran: `cairn import` records it as ended, so `cairn sessions`
// never lists an imported session as "(open)"; a later import of the grown file moves the end.
import { execFileSync } from "node:child_process";
import { appendFileSync, copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI, hookEnv, SHARED } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

const ROOT = join(SHARED, "claude-code", "transcripts");
const exists = existsSync(ROOT);
if (!exists) console.warn(`skipping imported-ended test: ${ROOT} is absent (needs ../shared/data)`);

const DOV = "4d5611e5-241a-462a-8d15-5122611a9569";
const DOV_CWD = "/home/USER/projects/spotter-worktrees/spotter-dov";

interface Listed {
  id: string;
  origin: string;
  updatedAt: string;
  endedAt: string | null;
}

describe.skipIf(!exists)("imported real sessions are ended", () => {
  const tmp = tempDir("cairn-imported-ended-");
  afterAll(() => tmp.cleanup());
  const env = hookEnv(join(tmp.path, "cairn-home"), { HOME: join(tmp.path, "home") });
  const cairn = (...args: string[]) =>
    execFileSync(process.execPath, [CLI, ...args], { cwd: tmp.path, env, encoding: "utf8" });
  /** Latest record timestamp of a session in a JSONL file. */
  const lastTs = (file: string, sessionId: string) =>
    readFileSync(file, "utf8")
      .split("\n")
      .filter((l) => l.trim() !== "")
      .map((l) => JSON.parse(l) as { sessionId?: string; timestamp?: string })
      .filter((r) => r.sessionId === sessionId && typeof r.timestamp === "string")
      .map((r) => r.timestamp as string)
      .sort()
      .at(-1);

  it("lists every imported session with its end, none as (open)", () => {
    cairn("import", ROOT);
    const projects = ["/home/marco/projects/spotter", DOV_CWD];
    let listed = 0;
    for (const project of projects) {
      const sessions = JSON.parse(cairn("sessions", "--project", project, "--json")) as Listed[];
      expect(sessions.length).toBeGreaterThan(0);
      for (const s of sessions) {
        expect(s.origin).toBe("import");
        expect(s.endedAt).not.toBeNull();
        expect(s.endedAt).toBe(s.updatedAt);
        listed += 1;
      }
      const text = cairn("sessions", "--project", project);
      expect(text).toContain(sessions[0]!.id);
      expect(text).not.toContain("(open)");
    }
    expect(listed).toBeGreaterThanOrEqual(4);
    const dov = (JSON.parse(cairn("sessions", "--project", DOV_CWD, "--json")) as Listed[]).find(
      (s) => s.id === DOV,
    )!;
    // the end is the session's last recorded activity, not the time of the import
    const fileLast = lastTs(join(ROOT, "marot-spotter", `${DOV}.jsonl`), DOV)!;
    expect(dov.endedAt! <= fileLast).toBe(true);
    expect(dov.endedAt!.slice(0, 10)).toBe(fileLast.slice(0, 10));
  });

  it("moves the end when the transcript grew and is imported again", () => {
    const dir = join(tmp.path, "grown", "project");
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${DOV}.jsonl`);
    copyFileSync(join(ROOT, "marot-spotter", `${DOV}.jsonl`), file);
    const home = join(tmp.path, "grown-home");
    const run = (...args: string[]) =>
      execFileSync(process.execPath, [CLI, ...args], {
        cwd: tmp.path,
        env: { ...env, CAIRN_HOME: home },
        encoding: "utf8",
      });
    run("import", file);
    const before = (JSON.parse(run("sessions", "--project", DOV_CWD, "--json")) as Listed[])[0]!;
    const later = "2027-01-02T03:04:05.000Z";
    appendFileSync(
      file,
      `${JSON.stringify({
        type: "user",
        sessionId: DOV,
        cwd: DOV_CWD,
        uuid: "99999999-0000-4000-8000-000000000001",
        parentUuid: null,
        timestamp: later,
        message: { role: "user", content: "one more request after the import" },
      })}\n`,
    );
    run("import", file);
    const after = (JSON.parse(run("sessions", "--project", DOV_CWD, "--json")) as Listed[])[0]!;
    expect(before.endedAt).not.toBeNull();
    expect(after.id).toBe(DOV);
    expect(after.endedAt).toBe(later);
    expect(run("sessions", "--project", DOV_CWD)).not.toContain("(open)");
  });
});
