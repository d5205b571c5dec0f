// Recall of what the shell taught a session, on the record shapes real transcripts hold
// (test/support/capture-records.ts): a `$name` meant for another program that the calling shell
// expanded first, where a program the session ran is installed, and a setting the program then
// warned it does not know, and an option a program read as a file name. Each in two stacks, with prompts
// and tool messages in two human languages.
import { describe, expect, it } from "vitest";
import { expandedVariable } from "../src/core/capture/capture-expanded.js";
import { settingsWritten } from "../src/core/capture/capture-unhonoured.js";
import { locatedNote } from "../src/core/capture/located-note.js";
import { misreadOptions } from "../src/core/capture/option-as-path.js";
import { Transcript } from "./support/capture-records.js";

const notes = (t: Transcript, tag: string) =>
  t
    .capture()
    .drafts.filter((d) => d.tags.includes(tag))
    .map((d) => ({ type: d.type, title: d.title, body: d.body }));

describe("a $name the calling shell expanded before the program that needed it ran", () => {
  it("PowerShell code in a double-quoted -Command argument (Windows, English)", () => {
    const t = new Transcript("C:\\Users\\dev")
      .user("which ports are listening?")
      .fail(
        'powershell.exe -Command "Get-NetTCPConnection -State Listen | Where-Object {$_.LocalPort -lt 10000} | Sort-Object LocalPort"',
        "Where-Object : The term 'extglob.LocalPort' is not recognized as the name of a cmdlet, function, script file, or operable program.",
      )
      .ok(
        'powershell.exe -Command "Get-NetTCPConnection -State Listen | Where-Object LocalPort -lt 10000 | Sort-Object LocalPort"',
        "LocalPort\n---------\n135",
      )
      // the same variable again in the same session: one note
      .fail(
        "powershell.exe -Command \"Get-Service | Where-Object {$_.Status -eq 'Running'}\"",
        "Where-Object : The term 'extglob.Status' is not recognized as the name of a cmdlet.",
      );
    const found = notes(t, "shell-expansion");
    expect(found).toHaveLength(1);
    expect(found[0]?.type).toBe("bug_note");
    expect(found[0]?.title).toContain("`$_` inside a double-quoted powershell argument is expanded by");
    expect(found[0]?.title).toContain("(it became `extglob`)");
    expect(found[0]?.body).toContain("The term 'extglob.LocalPort' is not recognized");
  });

  it("a remote command over ssh whose variable was unset locally (Linux, German)", () => {
    const t = new Transcript("/home/entwickler/dienst")
      .user("Starte die Migration auf dem Server")
      .fail(
        'ssh deploy@203.0.113.7 "cd $RELEASE_DIR/current && ./bin/migrate"',
        "bash: Zeile 1: cd: /current: Datei oder Verzeichnis nicht gefunden",
      );
    const [note] = notes(t, "shell-expansion");
    expect(note?.title).toContain("`$RELEASE_DIR` inside a double-quoted ssh argument");
    expect(note?.title).toContain("(it became nothing)");
  });

  it("is not kept when the program itself saw the variable, when expansion was meant, or when the error is unrelated", () => {
    // the inner shell reports `$_` literally: it got the variable, the calling shell did not touch it
    expect(
      expandedVariable(
        `powershell.exe -Command "Get-Item $_.FullName"`,
        "Get-Item : Cannot bind argument to parameter 'Path' because $_.FullName is null.",
      ),
    ).toBeNull();
    // `cd "$HOME/src"` is the calling shell's own code: expanding it was meant
    expect(expandedVariable(`cd "$HOME/src"`, "cd: /home/dev/src: No such file or directory")).toBeNull();
    // the error names nothing that followed the variable
    expect(
      expandedVariable(
        'ssh root@192.0.2.1 "tail $LOG_DIR/syslog"',
        "ssh: connect to host 192.0.2.1 port 22: Connection refused",
      ),
    ).toBeNull();
    const t = new Transcript().user("deploy").fail('sh -c "cp $SRC/app.tar /srv"', "Permission denied");
    expect(notes(t, "shell-expansion")).toEqual([]);
  });
});

describe("where a program the session ran is installed", () => {
  it("a Windows `where` lookup, then the program ran (English)", () => {
    const t = new Transcript("C:\\Users\\dev")
      .user("convert the talk to m4a")
      .ok(
        'where ffmpeg 2>nul || echo "ffmpeg not found"',
        "C:\\Users\\dev\\AppData\\Local\\Microsoft\\WinGet\\Links\\ffmpeg.exe\nC:\\tools\\ffmpeg\\bin\\ffmpeg.exe",
      )
      .ok('ffmpeg -i "C:\\Users\\dev\\talk.mp3" -c:a aac "C:\\Users\\dev\\talk.m4a"');
    expect(notes(t, "installed")).toEqual([
      {
        type: "project_fact",
        title:
          "`ffmpeg` is installed at C:\\Users\\dev\\AppData\\Local\\Microsoft\\WinGet\\Links\\ffmpeg.exe",
        body: expect.stringContaining('`where ffmpeg 2>nul || echo "ffmpeg not found"` printed'),
      },
    ]);
  });

  it("a POSIX `which` lookup, then the tool ran through a path to it (macOS, Chinese)", () => {
    const t = new Transcript("/Users/li/proj")
      .user("用 uv 跑一下测试")
      .ok("which uv", "/Users/li/.local/bin/uv")
      .ok("/Users/li/.local/bin/uv run pytest -q", "12 passed in 0.4s");
    expect(notes(t, "installed").map((n) => n.title)).toEqual([
      "`uv` is installed at /Users/li/.local/bin/uv",
    ]);
  });

  it("a lookup the session never acted on, or whose program then failed, is not kept", () => {
    const t = new Transcript("/home/dev/proj")
      .user("check the toolchain")
      .ok("which node", "/usr/bin/node")
      .ok("command -v python3", "/usr/bin/python3")
      .fail("python3 manage.py migrate", "ModuleNotFoundError: No module named 'django'");
    expect(notes(t, "installed")).toEqual([]);
  });

  it("locatedNote reads the lookup's first path of that program, and nothing else", () => {
    expect(locatedNote("whereis python3", "python3: /usr/bin/python3 /usr/lib/python3")).toBe(
      "located: python3 at /usr/bin/python3",
    );
    expect(locatedNote("where foo", "INFO: Could not find files for the given pattern(s).")).toBeNull();
    expect(locatedNote("which node", "/usr/bin/nodejs")).toBeNull();
    expect(locatedNote("ls /usr/bin/node", "/usr/bin/node")).toBeNull();
  });
});

describe("a setting the session wrote that the program then warned it does not honour", () => {
  it("uci options set over ssh, then the firewall reload warns about them (OpenWrt, English)", () => {
    const t = new Transcript("C:\\Users\\dev")
      .user("enable firewall logging on the router")
      .ok(
        `ssh root@192.0.2.1 "uci set firewall.@defaults[0].log='1' && uci set firewall.@defaults[0].log_limit='10/second' && uci commit firewall && echo 'Firewall logging enabled'"`,
        "Firewall logging enabled",
      )
      .user("now turn on the DNS leak rule")
      .ok(
        `ssh root@192.0.2.1 "uci set firewall.wan_drop_leaked_dns.enabled='1' && uci commit firewall && /etc/init.d/firewall reload"`,
        [
          "[!] Section @defaults[0] specifies unknown option 'log'",
          "[!] Section @defaults[0] specifies unknown option 'log_limit'",
          "[!] Section wgserver_drop_leaked_dns option 'src' specifies invalid value 'wgserver'",
        ].join("\n"),
      );
    const found = notes(t, "setting-ignored");
    expect(found).toHaveLength(1);
    expect(found[0]?.title).toBe(
      "`firewall.@defaults[0].log`, `firewall.@defaults[0].log_limit` were set, but then the program warned: [!] Section @defaults[0] specifies unknown option 'log' | [!] Section @defaults[0] specifies unknown option 'log_limit'",
    );
    // the step that set it, not the echo that claimed success
    expect(found[0]?.body).toContain(
      "Set with `ssh root@192.0.2.1 uci set firewall.@defaults[0].log=1 && uci set",
    );
    expect(found[0]?.body).not.toContain("Firewall logging enabled");
  });

  it("a pnpm setting npm then reports as unknown (Node.js, French)", () => {
    const t = new Transcript("/home/dev/boutique")
      .user("active l'installation automatique des peers, puis installe les dépendances")
      .ok("pnpm config set auto-install-peers true --location project")
      .ok(
        "npm install",
        'npm warn Unknown project config "auto-install-peers". This will stop working in the next major version of npm.\nadded 212 packages in 9s',
      );
    expect(notes(t, "setting-ignored").map((n) => n.title)).toEqual([
      '`auto-install-peers` was set, but then the program warned: npm warn Unknown project config "auto-install-peers". This will stop working in the next major version of npm.',
    ]);
  });

  it("warnings about names the session never set, or a warning before the setting, are not kept", () => {
    const t = new Transcript()
      .user("commit the lockfile")
      .ok(
        "git add pnpm-lock.yaml",
        "warning: in the working copy of 'pnpm-lock.yaml', LF will be replaced by CRLF",
      )
      .ok("npm install", 'npm warn Unknown project config "store-dir".')
      .ok("pnpm config set store-dir /srv/pnpm-store");
    expect(notes(t, "setting-ignored")).toEqual([]);
    expect(settingsWritten("git config --global core.autocrlf input && git status")).toEqual([
      { key: "core.autocrlf", name: "autocrlf", step: "git config --global core.autocrlf input" },
    ]);
    expect(settingsWritten("sysctl -w net.ipv4.ip_forward=1")[0]?.name).toBe("ip_forward");
    expect(settingsWritten("ls -la config")).toEqual([]);
  });
});

describe("an option the program read as a file name", () => {
  it("Windows switches to the POSIX `dir` of Git Bash, its exit status hidden by a pipe (Windows, English)", () => {
    const t = new Transcript("C:\\Users\\dev")
      .user("find the Black Sun mp3 somewhere in my profile")
      .ok(
        'dir /s /b "C:\\Users\\dev\\*Black Sun*.mp3" 2>nul | head -20',
        "dir: cannot access '/s': No such file or directory\ndir: cannot access '/b': No such file or directory\ndir: cannot access 'C:\\Users\\dev\\*Black Sun*.mp3': No such file or directory",
      )
      .tool(
        "Glob",
        { pattern: "**/*Black*Sun*.mp3", path: "C:\\Users\\dev" },
        { content: "C:\\Users\\dev\\Downloads\\Black Sun.mp3" },
      );
    expect(notes(t, "option-as-path").map((n) => n.title)).toEqual([
      "`dir` here takes `/s`, `/b` as arguments (file names), not as options: dir: cannot access '/s': No such file or directory",
    ]);
  });

  it("a failed command whose program says so in German, with German quotes (Linux, German)", () => {
    const t = new Transcript("/home/entwickler/dienst")
      .user("Welche Rechte hat mein Benutzer?")
      .fail(
        "whoami /priv",
        "whoami: zusätzlicher Operand „/priv“\n„whoami --help“ liefert weitere Informationen.",
      )
      .fail("grep -r TODO src /i", "grep: /i: Datei oder Verzeichnis nicht gefunden", 2);
    expect(notes(t, "option-as-path").map((n) => n.title)).toEqual([
      "`whoami` here takes `/priv` as an argument (a file name), not as an option: whoami: zusätzlicher Operand „/priv“",
      "`grep` here takes `/i` as an argument (a file name), not as an option: grep: /i: Datei oder Verzeichnis nicht gefunden",
    ]);
  });

  it("is not kept when the program called it an option, or quoted a file that is no option of the command", () => {
    expect(misreadOptions("grep --colour=auto -P x", "grep: unrecognized option '--colour=auto'")).toBeNull();
    expect(
      misreadOptions("ls -la /srv/missing", "ls: cannot access '/srv/missing': No such file or directory"),
    ).toBeNull();
    const t = new Transcript()
      .user("look")
      .fail("cat /etc/foo.conf", "cat: /etc/foo.conf: No such file or directory");
    expect(notes(t, "option-as-path")).toEqual([]);
  });
});
