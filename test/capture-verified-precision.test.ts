// What counts as a verified command, a failure fixed and a failed attempt, on the record shapes real
// transcripts hold: a verified command ran whole and exited 0, and a next session can rerun it (not a
// line of a multi-line script, not a start sent to the background, not a script gone at the end); a
// failure at another step (the shell's `cd`) is no failure of the command; a failed attempt's fix acts
// on everything the failure named; a global install says nothing about the project's package manager.
import { describe, expect, it } from "vitest";
import { provenPart } from "../src/core/capture/command-status.js";
import { selfDeleting } from "../src/core/capture/tool-detail.js";
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
