import { readFileSync, writeFileSync } from "node:fs";
import { it } from "vitest";
import { TranscriptAccumulator } from "../src/core/transcript/accumulator.js";
import { commandRole } from "../src/core/capture/command-role.js";
it("roles", () => {
  const out: string[] = [];
  for (const f of readFileSync("/tmp/cap/tuning.txt", "utf8").split("\n").filter(Boolean)) {
    const acc = new TranscriptAccumulator();
    for (const l of readFileSync(`/work/shared/data/claude-code/transcripts/${f}`, "utf8").split("\n")) acc.pushLine(l);
    for (const s of acc.result().sessions.values())
      for (const e of s.events) if (e.command) out.push(`${commandRole(e.command).padEnd(7)} ${e.ok ? "ok " : "ERR"} ${e.exitCode} ${f.slice(0, 12)} ${e.command.replace(/\s+/g, " ").slice(0, 150)}`);
  }
  writeFileSync("/tmp/cap/roles.txt", out.sort().join("\n"));
});
