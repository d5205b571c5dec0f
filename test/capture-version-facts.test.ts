// Which version of a program is installed (core/capture/version-note, core/capture/capture-located): a
// version query's output, kept as a project fact once the session ran that program and the run passed —
// on the record shapes real 2.x transcripts hold (test/support/capture-records.ts), in two stacks.
import { describe, expect, it } from "vitest";
import { versionNote } from "../src/core/capture/version-note.js";
import { Transcript } from "./support/capture-records.js";

const versionFacts = (t: Transcript) =>
  t
    .capture()
    .drafts.filter((d) => d.tags.includes("version"))
    .map((d) => d.title);

describe("installed versions", () => {
  it("Python with uv: the version uv printed, then `uv sync` passed", () => {
    const t = new Transcript("/home/dev/etl")
      .user("set up the environment")
      .ok("uv --version", "uv 0.4.18 (Homebrew 2024-09-30)")
      .ok("uv sync", "Resolved 12 packages")
      .say("The environment is ready.");
    expect(versionFacts(t)).toEqual(["`uv` 0.4.18 is the installed version"]);
    expect(t.capture().drafts.find((d) => d.tags.includes("version"))?.body).toMatch(
      /`uv --version` printed 0\.4\.18, and `uv sync` then ran and passed/,
    );
  });

  it("Rust with cargo and a C++ compiler: a query the session did not act on is not kept", () => {
    const t = new Transcript("/home/dev/svc")
      .user("build it")
      .ok("cargo --version", "cargo 1.79.0 (ffc2a3b4c 2024-06-01)")
      .ok("g++ --version", "g++ (Ubuntu 13.2.0-23ubuntu4) 13.2.0\nCopyright (C) 2023")
      .ok("cargo build --release", "Finished release")
      .say("Built.");
    expect(versionFacts(t)).toEqual(["`cargo` 1.79.0 is the installed version"]);
    // a failed run is no evidence the program works
    const failed = new Transcript("/home/dev/svc")
      .user("build it")
      .ok("cargo --version", "cargo 1.79.0")
      .fail("cargo build", "error[E0433]: failed to resolve")
      .say("It fails.");
    expect(versionFacts(failed)).toEqual([]);
  });

  it("versionNote reads only a version query's first line", () => {
    expect(versionNote("node -v", "v22.13.0")).toBe("version: node 22.13.0");
    expect(versionNote("ffmpeg -version", "ffmpeg version 8.0-full_build-www.gyan.dev Copyright")).toBe(
      "version: ffmpeg 8.0-full_build-www.gyan.dev",
    );
    expect(versionNote("cd /srv && go version", "go version go1.22.4 linux/amd64")).toBe(
      "version: go 1.22.4",
    );
    // `-v` is verbose to many programs: a long answer is not a version
    expect(versionNote("curl -v", "* Trying 127.0.0.1:80...\n> GET / HTTP/1.1")).toBeNull();
    expect(versionNote("node -v && npm test", "v22.13.0")).toBeNull();
    expect(versionNote("echo --version", "--version")).toBeNull();
    expect(versionNote("python3 -V", "")).toBeNull();
  });
});
