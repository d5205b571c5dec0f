import { readFileSync } from "node:fs";
import { it } from "vitest";
import { TranscriptAccumulator } from "/work/capture/src/core/transcript/accumulator.js";
it("dump", () => {
  const f = process.env.T as string;
  const acc = new TranscriptAccumulator();
  for (const l of readFileSync(f, "utf8").split("\n")) acc.pushLine(l);
  const out: string[] = [];
  for (const s of acc.result().sessions.values())
    for (const e of s.events) {
      if (process.env.K && !process.env.K.split(",").includes(e.kind)) continue;
      out.push(`${e.ts.slice(5, 19)} ${e.kind} ${e.tool ?? ""} ok=${e.ok} x=${e.exitCode} ${(e.command ?? "").replace(/\s+/g, " ").slice(0, 120)} | err=${(e.error ?? "").slice(0, 120)} | ${(e.detail ?? "").replace(/\s+/g, " ").slice(0, 160)} ${e.files.slice(0, 3).join(",")}`);
    }
  require("node:fs").writeFileSync(process.env.O as string, out.join("\n"));
});
