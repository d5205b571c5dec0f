// A warning printed again and again (core/capture/repeated-warning): the same warning line in the
// output of several passing commands, or repeated in an output the user pasted — on the record shapes
// real 2.x transcripts hold (test/support/capture-records.ts), in two stacks (an ssh session to a
// router, a Node app set up with npm) and with warnings in two languages.
import { describe, expect, it } from "vitest";
import { warnedNote } from "../src/core/capture/warned-note.js";
import { Transcript } from "./support/capture-records.js";

const warnings = (t: Transcript) => t.capture().drafts.filter((d) => d.tags.includes("repeated-warning"));

const PQ = [
  "** WARNING: connection is not using a post-quantum key exchange algorithm.",
  '** This session may be vulnerable to "store now, decrypt later" attacks.',
].join("\r\n");

describe("a warning printed again and again", () => {
  it("ssh to a router: the banner every call printed is kept once, with the program and the count", () => {
    const t = new Transcript("/home/me")
      .user("check the router")
      .ok('ssh root@10.0.0.1 "uname -a"', `Linux gw 5.4.213 aarch64\r\n${PQ}`)
      .ok('ssh root@10.0.0.1 "opkg list-installed"', `luci - 1\r\n${PQ}`)
      .ok('ssh root@10.0.0.1 "uci show dhcp"', `dhcp.lan=dhcp\r\n${PQ}`)
      .say("All fine.");
    const [d, ...rest] = warnings(t);
    expect(rest).toHaveLength(0);
    expect(d?.type).toBe("bug_note");
    expect(d?.title).toBe(
      "`ssh` printed the same warning in 3 passing runs: ** WARNING: connection is not using a post-quantum key exchange algorithm.",
    );
    expect(d?.body).toMatch(/exited 0 \(first: `ssh root@10\.0\.0\.1 "uname -a"`\)/);
  });

  it("npm in a Node app, warnings in German: two runs are not enough, three are", () => {
    const warn = 'npm Warnung: Unbekannte Konfiguration "store-dir" wird ignoriert';
    const twice = new Transcript("/srv/app")
      .user("richte die App ein")
      .ok("npm install", `${warn}\nadded 12 packages`)
      .ok("npm run dev -- --version", `${warn}\n1.0.0`);
    expect(warnings(twice)).toHaveLength(0);
    const thrice = twice.ok("npm ls react", `${warn}\napp@1.0.0\n└── react@19.1.0`);
    expect(warnings(thrice)[0]?.title).toBe(`\`npm\` printed the same warning in 3 passing runs: ${warn}`);
  });

  it("a warning of failing runs is not counted (it may be the failure)", () => {
    const t = new Transcript("/home/me")
      .user("connect")
      .fail('ssh root@10.0.0.1 "true"', PQ, 255)
      .fail('ssh root@10.0.0.1 "true"', PQ, 255)
      .fail('ssh root@10.0.0.1 "true"', PQ, 255);
    expect(warnings(t)).toHaveLength(0);
  });

  it("a pasted output that repeats one warning with other values, colour codes and all", () => {
    const line = (v: string) =>
      `\u001b[90m10:58AM\u001b[0m \u001b[33mWRN\u001b[0m \u001b[1mInvalid ignore entry\u001b[0m fingerprint=${v}`;
    const t = new Transcript("/home/me/logs")
      .user(
        `the commit hook fails:\n${["CHAT_LOG.md", "docs/*.md", "logs/**"].map(line).join("\n")}\nerror: leaks found`,
      )
      .say("Looking.");
    expect(warnings(t)[0]?.title).toBe(
      "A pasted output repeats the same warning 3 times: 10:58AM WRN Invalid ignore entry fingerprint=CHAT_LOG.md",
    );
  });

  it("warnedNote keeps warnings that quote nothing only when asked", () => {
    expect(warnedNote(PQ)).toBeNull();
    expect(warnedNote(PQ, true)).toBe(
      "warned: ** WARNING: connection is not using a post-quantum key exchange algorithm.",
    );
    expect(warnedNote("警告: 证书即将过期", true)).toBe("warned: 警告: 证书即将过期");
  });
});
