import { describe, expect, it } from "vitest";
import { normalizeRemoteUrl, remoteUrlFromConfig } from "./remote-url.js";

describe("normalizeRemoteUrl", () => {
  it("gives one form for the ssh, scp-like and https spellings of one repository", () => {
    const forms = [
      "git@github.com:Org/Repo.git",
      "https://github.com/org/repo",
      "https://ana@github.com/org/repo.git/",
      "ssh://git@github.com:22/org/repo.git",
      "git://GitHub.com/org/repo",
    ];
    expect(new Set(forms.map(normalizeRemoteUrl))).toEqual(new Set(["github.com/org/repo"]));
  });

  it("keeps different repositories and hosts apart", () => {
    expect(normalizeRemoteUrl("git@github.com:org/api.git")).not.toBe(
      normalizeRemoteUrl("git@gitlab.com:org/api.git"),
    );
    expect(normalizeRemoteUrl("git@github.com:org/api.git")).not.toBe(
      normalizeRemoteUrl("git@github.com:other/api.git"),
    );
  });

  it("keeps a local path a path, with or without file://", () => {
    expect(normalizeRemoteUrl("/srv/git/repo.git")).toBe("/srv/git/repo");
    expect(normalizeRemoteUrl("file:///srv/git/repo.git/")).toBe("/srv/git/repo");
    expect(normalizeRemoteUrl("  ")).toBeNull();
  });
});

describe("remoteUrlFromConfig", () => {
  it("prefers origin, else the first remote with a url", () => {
    const cfg = `[core]\n\tbare = false\n[remote "upstream"]\n\turl = https://x.org/a/b\n[remote "origin"]\n\turl = git@github.com:o/r.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n`;
    expect(remoteUrlFromConfig(cfg)).toBe("git@github.com:o/r.git");
    expect(remoteUrlFromConfig(`[remote "fork"]\n  url = /srv/r.git\n`)).toBe("/srv/r.git");
    expect(remoteUrlFromConfig("[core]\n\turl = nope\n")).toBeNull();
  });
});
