// What counts as a verified command, a failure fixed and a failed attempt, on the record shapes real
// transcripts hold: a verified command ran whole and exited 0, and a next session can rerun it (not a
// line of a multi-line script, not a start sent to the background, not a script gone at the end); a
// failure at another step (the shell's `cd`) is no failure of the command; a failed attempt's fix acts
// on everything the failure named; a global install says nothing about the project's package manager.
import { describe, expect, it } from "vitest";
import { codex } from "../src/core/agents/codex.js";
import { copilot } from "../src/core/agents/copilot.js";
import { toolActivity } from "../src/core/agents/tool-activity.js";
import { provenPart } from "../src/core/capture/command-status.js";
import {
  createdFiles,
  SELF_DELETING,
  selfDeleting,
  selfDeletingDetail,
} from "../src/core/capture/tool-detail.js";
import { CodexRollout, CopilotLog } from "./support/agent-records.js";
import { Transcript } from "./support/capture-records.js";

const verified = (drafts: { type: string; title: string }[]) =>
  drafts.filter((d) => d.type === "verified_command").map((d) => d.title);
const ofType = (drafts: { type: string; title: string }[], type: string) =>
  drafts.filter((d) => d.type === type).map((d) => d.title);

describe("a verified command is what its exit status proves", () => {
  it("keeps no line of a multi-line script with if/then/fi or for/do/done", () => {
    const t = new Transcript()
      .user("check that the MCP server stays up")
      .ok(
        'cd apps/mcp && node dist/index.js &\nMCP_PID=$!\nsleep 2\nif kill -0 $MCP_PID 2>/dev/null; then\n  kill $MCP_PID\n  echo "SUCCESS: running"\nelse\n  echo "FAILED: exited early"\nfi',
        "SUCCESS: running",
      )
      .ok(
        'for dir in "apps/mcp" "."; do\n  f="$dir/package.json"\n  if [ -f "$f" ]; then\n    echo "=== $f ==="\n    node -e "console.log(1)"\n  fi\ndone',
      )
      .say("It stays up.");
    expect(verified(t.capture().drafts)).toEqual([]);
  });

  it("keeps the last statement of a sequence, every statement under set -e, nothing sent to the background", () => {
    const c = new CodexRollout()
      .user("build and test")
      .run("node --input-type=commonjs < /dev/null; cargo build --release", 0)
      .run("set -euo pipefail\nuv sync\nuv run pytest -q", 0, "12 passed")
      .run("pnpm dev &\nsleep 10\ncurl -s localhost:3000", 0, "<html>")
      .done("Built and tested.")
      .capture();
    expect(verified(c.drafts)).toEqual(["cargo build --release", "uv run pytest -q", "uv sync"]);
  });

  it("reads statements after a here-document, not its body", () => {
    expect(
      provenPart("cat > gen.py <<'EOF'\nimport os; os.system('x')\nif True:\n  pass\nEOF\npython gen.py"),
    ).toBe("python gen.py");
    expect(provenPart("make test")).toBe("make test");
    expect(provenPart("go test ./... 2>&1 &")).toBeNull();
    expect(provenPart("cd /d C:\\app & gradlew.bat build")).toBe("gradlew.bat build");
    // a test command and a pipe of both streams are no compound script and no background start
    expect(provenPart("[[ -f go.mod ]] && go vet ./...")).toBe("[[ -f go.mod ]] && go vet ./...");
    expect(provenPart("cargo test |& tee test.log")).toBe("cargo test |& tee test.log");
  });

  it("keeps no script that deleted itself or that a later command deleted", () => {
    const t = new Transcript("C:\\app\\web")
      .user("fix the encoding of .env.local")
      .tool(
        "Write",
        {
          file_path: "C:\\app\\web\\fix-env.mjs",
          content:
            "import { unlinkSync, writeFileSync } from 'fs';\nwriteFileSync('.env.local', 'A=1');\nunlinkSync(join(dir, 'fix-env.mjs'));\n",
        },
        { content: "File created successfully at: C:\\app\\web\\fix-env.mjs" },
      )
      .ok("node fix-env.mjs 2>&1", "Rewrote .env.local as UTF-8")
      .tool(
        "Write",
        { file_path: "C:\\app\\web\\probe.py", content: "print('ok')\n" },
        { content: "File created successfully at: C:\\app\\web\\probe.py" },
      )
      .ok("python probe.py", "ok")
      .ok("rm probe.py")
      .tool(
        "Write",
        { file_path: "C:\\app\\web\\scripts\\seed.py", content: "print('seeded')\n" },
        { content: "File created successfully at: C:\\app\\web\\scripts\\seed.py" },
      )
      .ok("python scripts/seed.py", "seeded")
      .say("Fixed.");
    expect(verified(t.capture().drafts)).toEqual(["python scripts/seed.py"]);
  });

  it("Codex: a script added by apply_patch that removes itself is no verified command", () => {
    const c = new CodexRollout()
      .user("normalise the line endings of the fixtures")
      .patch(
        "/home/dev/proj/fix_eol.py",
        "add",
        "import os, pathlib\nfor p in pathlib.Path('fixtures').glob('*.txt'):\n    p.write_bytes(p.read_bytes().replace(b'\\r\\n', b'\\n'))\nos.remove(__file__)\n",
      )
      .run("python3 fix_eol.py", 0, "")
      .patch("/home/dev/proj/tools/check_eol.py", "add", "import sys\nprint('ok')\n")
      .run("python3 tools/check_eol.py", 0, "ok")
      .done("Line endings normalised.")
      .capture();
    expect(verified(c.drafts)).toEqual(["python3 tools/check_eol.py"]);
  });

  it("Copilot: a shell script created with `create` that deletes itself is no verified command", () => {
    const c = new CopilotLog()
      .user("regenera los certificados de desarrollo")
      .create("/home/dev/proj/scripts/regen-certs.sh", 'set -e\nmkcert localhost\nrm -- "$0"\n')
      .run("bash scripts/regen-certs.sh", 0, "Created a new certificate")
      .create("/home/dev/proj/scripts/check-certs.sh", "openssl x509 -in localhost.pem -noout -dates\n")
      .run("bash scripts/check-certs.sh", 0, "notAfter=Feb 26 2029")
      .say("Certificados regenerados.")
      .capture();
    expect(verified(c.drafts)).toEqual(["bash scripts/check-certs.sh"]);
  });

  it("live hooks of Codex (apply_patch) and Copilot (create) mark a self-deleting script as Claude Code's Write does", () => {
    const patch =
      "*** Begin Patch\n*** Add File: once.mjs\n+import { unlinkSync } from 'node:fs';\n+unlinkSync(new URL(import.meta.url).pathname.replace(/.*\\//, '') === 'once.mjs' ? 'once.mjs' : '');\n*** Add File: keep.mjs\n+console.log(1);\n*** End Patch\n";
    expect(createdFiles({ command: patch }).map((f) => f.path)).toEqual(["once.mjs", "keep.mjs"]);
    expect(selfDeletingDetail({ command: patch })).toBe(`${SELF_DELETING}: once.mjs`);
    expect(selfDeletingDetail(patch)).toBe(`${SELF_DELETING}: once.mjs`);
    expect(
      selfDeletingDetail({ path: "/p/t.ps1", file_text: "Write-Host ok\nRemove-Item $PSCommandPath\n" }),
    ).toBe(SELF_DELETING);
    expect(selfDeletingDetail({ path: "/p/t.ps1", file_text: "Write-Host ok\n" })).toBeNull();
    expect(selfDeletingDetail({ file_path: "/p/a.ts", old_string: "a", new_string: "b" })).toBeNull();
    // through each adapter's PostToolUse payload (shapes of test/fixtures/agents/)
    const now = new Date(Date.UTC(2026, 0, 5));
    const codexEvent = codex.parse("PostToolUse", {
      session_id: "s",
      cwd: "/home/dev/proj",
      hook_event_name: "PostToolUse",
      tool_name: "apply_patch",
      tool_input: { command: patch },
      tool_response:
        "Exit code: 0\nWall time: 0.1 seconds\nOutput:\nSuccess. Updated the following files:\nA once.mjs\nA keep.mjs\n",
      tool_use_id: "call_1",
    });
    const copilotEvent = copilot.parse("postToolUse", {
      sessionId: "s",
      timestamp: 1795642995791,
      cwd: "/home/dev/proj",
      toolName: "create",
      toolArgs: { path: "/home/dev/proj/t.sh", file_text: 'echo ok\nrm -- "$0"\n' },
      toolResult: {
        resultType: "success",
        textResultForLlm: "Created file /home/dev/proj/t.sh with 20 characters",
      },
    });
    if (codexEvent?.type !== "tool_use" || copilotEvent?.type !== "tool_use") throw new Error("not parsed");
    expect(toolActivity(codexEvent, now).detail).toBe(`${SELF_DELETING}: once.mjs`);
    expect(toolActivity(copilotEvent, now).detail).toBe(SELF_DELETING);
  });

  it("tells a script that deletes itself from one that deletes other files", () => {
    expect(selfDeleting("/p/cleanup.py", "import os\nos.remove(__file__)\n")).toBe(true);
    expect(selfDeleting("/p/once.sh", 'echo done\nrm -- "$0"\n')).toBe(true);
    expect(
      selfDeleting(
        "/p/clean.py",
        "import os\nos.remove(os.path.join(os.path.dirname(__file__), 'out.txt'))\n",
      ),
    ).toBe(false);
    expect(
      selfDeleting("/p/build.mjs", "import { rmSync } from 'fs';\nrmSync('dist', { recursive: true });\n"),
    ).toBe(false);
  });
});

describe("a failure at another step than the command's action is no failure of it", () => {
  it("a mangled `cd` before the build (bash, dash, zsh) is no build failure fixed by an edit", () => {
    for (const error of [
      "/usr/bin/bash: line 1: cd: C:xampphtdocsappweb: No such file or directory",
      "sh: 1: cd: can't cd to C:xampphtdocsappweb",
      "zsh:cd:1: no such file or directory: C:xampphtdocsappweb",
    ]) {
      const t = new Transcript("C:\\xampp\\htdocs\\app")
        .user("build the web app")
        .fail("cd C:\\xampp\\htdocs\\app\\web && pnpm build 2>&1", error)
        .edit("C:\\xampp\\htdocs\\app\\web\\next.config.mjs")
        .ok("cd /c/xampp/htdocs/app/web && pnpm build 2>&1", "Compiled successfully");
      expect(ofType(t.capture().drafts, "bug_note")).toEqual([]);
    }
  });

  it("a failure of the command itself, then an edit, then a pass is still a fix", () => {
    const c = new CopilotLog()
      .user("fix the type error")
      .run("cargo build", 101, "error[E0308]: mismatched types")
      .edit("/home/dev/proj/src/main.rs")
      .run("cargo build", 0, "Finished")
      .capture();
    expect(ofType(c.drafts, "bug_note")).toEqual([
      "cargo build failure fixed: error[E0308]: mismatched types",
    ]);
  });
});

describe("the action's own program not found is the action failing", () => {
  it("`python: command not found`, then python by its path ran the same script: a failed attempt", () => {
    const c = new CodexRollout()
      .user("run the migration script")
      .run("python scripts/migrate.py", 127, "bash: line 1: python: command not found")
      .run("/opt/py312/bin/python scripts/migrate.py", 0, "migrated 3 tables")
      .done("Migrated.")
      .capture();
    expect(c.drafts.filter((d) => d.type === "failed_attempt").map((d) => d.title)).toEqual([
      "`python scripts/migrate.py` failed; `/opt/py312/bin/python scripts/migrate.py` worked instead",
    ]);
  });
});

describe("a failed attempt's fix acts on everything the failure named", () => {
  const session = (failed: string, worked: string) =>
    new Transcript()
      .user("remove the vendor packages from the router")
      .fail(
        failed,
        "Collected errors:\n * opkg_remove_cmd: Package gl-sdk4-vpn is depended upon by packages: gl-ui",
      )
      .ok(worked)
      .say("Removed.")
      .capture().drafts;

  it("another, smaller package set over ssh is another action", () => {
    expect(
      ofType(
        session(
          'ssh root@192.0.2.1 "opkg remove gl-sdk4-vpn gl-sdk4-ui-vpn"',
          'ssh root@192.0.2.1 "opkg remove gl-sdk4-vpn"',
        ),
        "failed_attempt",
      ),
    ).toEqual([]);
  });

  it("the same packages with their dependents, or after a wait, is the same action done another way", () => {
    expect(
      ofType(
        session(
          'ssh root@192.0.2.1 "opkg remove gl-sdk4-vpn"',
          'ssh root@192.0.2.1 "opkg remove gl-sdk4-vpn gl-ui"',
        ),
        "failed_attempt",
      ),
    ).toHaveLength(1);
    expect(
      ofType(
        session(
          'ssh root@192.0.2.1 "opkg remove gl-sdk4-vpn"',
          'ssh root@192.0.2.1 "sleep 3 && opkg remove gl-sdk4-vpn"',
        ),
        "failed_attempt",
      ),
    ).toHaveLength(1);
  });
});

describe("a global install is no project fact", () => {
  it("`npm install -g` and `pnpm add --global` name no package manager; a project install does", () => {
    const facts = (cmds: string[]) => {
      const t = new Transcript().user("set up usage reports");
      for (const c of cmds) t.ok(c);
      return t
        .say("Done.")
        .capture()
        .drafts.filter((d) => d.type === "project_fact" && d.title.startsWith("Package manager"))
        .map((d) => d.title);
    };
    expect(facts(["npm install -g ccusage", "pnpm add --global tsx"])).toEqual([]);
    expect(facts(["npm install -g ccusage", "pnpm add zod"])).toEqual(["Package manager: pnpm"]);
  });
});
