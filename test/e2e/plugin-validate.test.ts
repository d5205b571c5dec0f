// `claude plugin validate` (the real CLI, every supported version, offline, temp HOME) accepts the
// plugin manifest + hooks.json and the repo-root marketplace. 2.1.197 is the strictest about hook
// event names (it drops a whole hooks.json that names an event it does not know), so it must pass too. Skips a version whose binary is absent.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLAUDE_VERSIONS, claudeBinary } from "../support/claude-bin.js";
import { tempDir } from "../support/temp.js";

const repoRoot = join(import.meta.dirname, "..", "..");

interface Outcome {
  code: number | null;
  output: string;
}

function validate(bin: string, home: string, args: string[]): Promise<Outcome> {
  const env = {
    PATH: "/usr/local/bin:/usr/bin:/bin",
    HOME: home,
    TERM: "dumb",
    LANG: "C.UTF-8",
    DISABLE_AUTOUPDATER: "1",
    DISABLE_TELEMETRY: "1",
    DISABLE_ERROR_REPORTING: "1",
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
  };
  return new Promise((resolve) => {
    execFile(bin, ["plugin", "validate", ...args], { env, timeout: 30_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === "number" ? err.code : null) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}

for (const version of CLAUDE_VERSIONS) {
  const bin = claudeBinary(version);
  if (!bin) {
    console.warn(
      `skipping claude ${version} plugin validate: binary not installed or not runnable (run: node scripts/ensure-claude.mjs)`,
    );
  }

  describe.skipIf(!bin)(`claude ${version} plugin validate`, () => {
    let home: { path: string; cleanup: () => void };
    beforeAll(() => {
      home = tempDir(`cairn-validate-${version}-`);
    });
    afterAll(() => home?.cleanup());

    it("passes the plugin (manifest and hooks.json), also with --strict", async () => {
      const plain = await validate(bin!, home.path, [join(repoRoot, "plugin")]);
      expect(plain.code, plain.output).toBe(0);
      expect(plain.output).toMatch(/Validation passed/);
      const strict = await validate(bin!, home.path, ["--strict", join(repoRoot, "plugin")]);
      expect(strict.code, strict.output).toBe(0);
    });

    it("passes the marketplace at the repo root", async () => {
      const res = await validate(bin!, home.path, [repoRoot]);
      expect(res.code, res.output).toBe(0);
      expect(res.output).toMatch(/Validation passed/);
      const warnings = res.output.split("\n").filter((l) => l.trim().startsWith("❯"));
      if (warnings.length > 0)
        console.warn(`claude ${version} marketplace warnings:\n${warnings.join("\n")}`);
    });
  });
}
