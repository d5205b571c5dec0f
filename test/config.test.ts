import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../src/app/env/config.js";
import { CONFIG_KEYS } from "../src/core/setup/config.js";
import { cliHarness } from "./support/cli-harness.js";
import { tempDir } from "./support/temp.js";

let dir: ReturnType<typeof tempDir>;
let cli: ReturnType<typeof cliHarness>;
let home: string;
beforeEach(() => {
  dir = tempDir();
  home = join(dir.path, "home");
  cli = cliHarness(home, dir.path);
});
afterEach(async () => {
  await cli.close();
  dir.cleanup();
});

describe("cairn config", () => {
  it("lists every setting with its default, sets, reads back, and unsets", async () => {
    const all = (await cli.json("config", "get")) as Record<string, unknown>;
    expect(Object.keys(all).sort()).toEqual(Object.keys(CONFIG_KEYS).sort());
    expect(all["summarizer.provider"]).toBe("heuristic");
    expect((await cli.json("config", "set", "observations.observationThreshold", "50000")) as object).toEqual(
      { key: "observations.observationThreshold", value: 50000 },
    );
    expect(await cli.json("config", "set", "observations.enabled", "off")).toEqual({
      key: "observations.enabled",
      value: false,
    });
    expect(JSON.parse(readFileSync(join(home, "config.json"), "utf8"))).toEqual({
      "observations.observationThreshold": 50000,
      "observations.enabled": false,
    });
    expect(loadConfig(home, {})["observations.observationThreshold"]).toBe(50000);
    expect(await cli.json("config", "unset", "observations.enabled")).toEqual({
      key: "observations.enabled",
      removed: true,
    });
    expect(loadConfig(home, {})["observations.enabled"]).toBe(true);
  });

  it("refuses unknown keys and bad values with one line, writing nothing", async () => {
    for (const args of [
      ["set", "nope", "1"],
      ["set", "summarizer.provider", "gpt"],
      ["set", "context.budget", "10"],
      ["get", "nope"],
      ["frob"],
    ]) {
      const r = await cli.run("config", ...args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
    }
    expect(() => readFileSync(join(home, "config.json"))).toThrow();
  });

  it("lets the environment override a stored value, ignoring invalid overrides", async () => {
    await cli.json("config", "set", "context.budget", "900");
    expect(loadConfig(home, { CAIRN_CONTEXT_BUDGET: "700" })["context.budget"]).toBe(700);
    expect(loadConfig(home, { CAIRN_CONTEXT_BUDGET: "lots" })["context.budget"]).toBe(900);
  });

  it("store.url: only postgres URLs, the password kept in the private file and never printed", async () => {
    const url = "postgresql://ana:S3cret%21pw@db.example:5432/team?sslmode=require";
    const set = await cli.run("config", "set", "store.url", url);
    expect(set.code).toBe(0);
    expect(set.stdout).toBe("store.url = postgresql://ana:***@db.example:5432/team?sslmode=require\n");
    expect(JSON.parse(readFileSync(join(home, "config.json"), "utf8"))["store.url"]).toBe(url);
    const shown = await cli.run("config", "get", "store.url");
    const listed = await cli.run("config", "list");
    const json = JSON.stringify(await cli.json("config", "get"));
    for (const out of [shown.stdout, listed.stdout, json]) {
      expect(out).toContain("postgresql://ana:***@db.example:5432/team");
      expect(out).not.toContain("S3cret");
    }
    const bad = await cli.run("config", "set", "store.url", "mysql://x@h/db");
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain("postgres:// or postgresql://");
    expect(JSON.parse(readFileSync(join(home, "config.json"), "utf8"))["store.url"]).toBe(url);
  });
});
